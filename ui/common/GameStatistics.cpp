#include "ui/common/GameStatistics.h"

#include "core/common/AppFolders.h"
#include "core/common/PuzzleFile.h"
#include "ui/common/StorageNotices.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>

#include <algorithm>
#include <limits>

namespace pw::ui {

using common::Expected;

namespace {

// Unaided times kept per category for the median: the most recent ones.
constexpr int keptTimes = 500;
// Counts and times are qint64, written as JSON numbers (doubles): beyond 2^53 they would no
// longer be exact, so a larger value in the file is damage, not a record.
constexpr qint64 largestCount = qint64(1) << 53;

const QString writeProblem = QStringLiteral("statistics/write");
const QString readProblem = QStringLiteral("statistics/read");
const QString valuesNote = QStringLiteral("statistics/values");
const QString damagedNote = QStringLiteral("statistics/damaged");

// A value of the file that is a whole number within [0, largest].
bool wholeNumberInRange(const QJsonValue &value, qint64 largest)
{
    if (!value.isDouble())
        return false;
    const double number = value.toDouble();
    return number >= 0 && number <= static_cast<double>(largest)
        && number == static_cast<double>(static_cast<qint64>(number));
}

// Checks every value the program reads back, field by field: a value out of range (a negative
// time, a count past what a count can hold, a string where a number belongs) is dropped and
// the rest kept. Fields this version does not know stay as they are (a later version's), so the
// file stays one that the previous and the next version both read.
// Returns the refused fields as "puzzle › category › field".
QStringList dropValuesOutOfRange(QJsonObject &all)
{
    QStringList refused;
    const qint64 largestInt = std::numeric_limits<int>::max();
    const std::pair<const char *, qint64> numbers[] = {
        {"played", largestCount},   {"solvedUnaided", largestCount},
        {"assisted", largestCount}, {"bestMillis", largestCount},
        {"bestMoves", largestInt},  {"optimalMovesOfBest", largestInt},
        {"bestScore", largestInt},
    };
    for (auto puzzle = all.begin(); puzzle != all.end(); ++puzzle) {
        if (!puzzle.value().isObject())
            continue; // not a puzzle's: a later version's field, kept for it
        QJsonObject perPuzzle = puzzle.value().toObject();
        for (auto category = perPuzzle.begin(); category != perPuzzle.end(); ++category) {
            const QString where = puzzle.key() + QStringLiteral(" › ") + category.key();
            if (category.key() == QLatin1String("dailySolved")) {
                QJsonArray days;
                for (const QJsonValue &day : category.value().toArray()) {
                    if (QDate::fromString(day.toString(), Qt::ISODate).isValid())
                        days.append(day);
                    else
                        refused << where;
                }
                if (!category.value().isArray())
                    refused << where;
                category.value() = days;
                continue;
            }
            if (!category.value().isObject())
                continue; // a later version's field
            QJsonObject record = category.value().toObject();
            for (const auto &[name, largest] : numbers) {
                const QString key = QString::fromLatin1(name);
                if (record.contains(key) && !wholeNumberInRange(record.value(key), largest)) {
                    refused << where + QStringLiteral(" › ") + key;
                    record.remove(key);
                }
            }
            if (record.contains(QStringLiteral("label"))
                && !record.value(QStringLiteral("label")).isString()) {
                refused << where + QStringLiteral(" › label");
                record.remove(QStringLiteral("label"));
            }
            if (record.contains(QStringLiteral("times"))) {
                QJsonArray times;
                for (const QJsonValue &time : record.value(QStringLiteral("times")).toArray()) {
                    if (wholeNumberInRange(time, largestCount))
                        times.append(time);
                    else
                        refused << where + QStringLiteral(" › times");
                }
                record.insert(QStringLiteral("times"), times);
            }
            if (record.contains(QStringLiteral("bestScores"))) {
                QJsonArray scores;
                for (const QJsonValue &entry :
                     record.value(QStringLiteral("bestScores")).toArray()) {
                    const QJsonObject score = entry.toObject();
                    if (wholeNumberInRange(score.value(QStringLiteral("score")), largestInt)
                        && wholeNumberInRange(score.value(QStringLiteral("moves")), largestInt))
                        scores.append(score);
                    else
                        refused << where + QStringLiteral(" › bestScores");
                }
                record.insert(QStringLiteral("bestScores"), scores);
            }
            category.value() = record;
        }
        puzzle.value() = perPuzzle;
    }
    refused.removeDuplicates();
    return refused;
}

// The damaged file goes beside itself as statistics.json.damaged-DATE (-2, -3... when that day
// has one already), so nothing the player had is lost and the next save starts a fresh file.
// Returns the new name, or the reason it could not be moved.
Expected<QString> moveAside(const QString &path)
{
    const QString base
        = path + QStringLiteral(".damaged-") + QDate::currentDate().toString(Qt::ISODate);
    QString target = base;
    for (int n = 2; QFileInfo::exists(target); ++n)
        target = base + QStringLiteral("-%1").arg(n);
    QFile file(path);
    if (!file.rename(target))
        return common::Error {path, {}, file.errorString()};
    return target;
}

// The statistics as the file holds them, checked, and whether they may be written back: a file
// that exists but cannot be read must not be replaced by what little this run knows.
struct Loaded
{
    QJsonObject all;
    bool writable = true;
};

void store(const Loaded &loaded);

Loaded load()
{
    const QString path = GameStatistics::filePath();
    StorageNotices *notices = StorageNotices::instance();
    if (!QFileInfo::exists(path)) {
        notices->resolve(readProblem);
        return {};
    }
    const auto data = common::readWholeFile(path);
    if (!data) {
        notices->reportProblem(readProblem,
                               GameStatistics::tr("The statistics cannot be read (%1); they are "
                                                  "not saved until the file can be read.")
                                   .arg(data.error().message()));
        return {{}, false};
    }
    notices->resolve(readProblem);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(*data, &parseError);
    QString damage;
    if (data->trimmed().isEmpty())
        damage = GameStatistics::tr("the file is empty");
    else if (parseError.error != QJsonParseError::NoError)
        damage = GameStatistics::tr("not valid JSON: %1").arg(parseError.errorString());
    else if (!document.isObject())
        damage = GameStatistics::tr("the top level is not a JSON object");
    if (!damage.isEmpty()) {
        const Expected<QString> moved = moveAside(path);
        if (!moved) {
            notices->reportProblem(
                readProblem,
                GameStatistics::tr("The statistics file %1 is damaged (%2) and could not be moved "
                                   "aside (%3); the statistics are not saved until it is moved or "
                                   "removed.")
                    .arg(QDir::toNativeSeparators(path), damage, moved.error().reason));
            return {{}, false};
        }
        notices->addNote(damagedNote,
                         GameStatistics::tr("The statistics file was damaged (%1). It was kept as "
                                            "%2, and new statistics were started.")
                             .arg(damage, QDir::toNativeSeparators(*moved)));
        store(Loaded {}); // the fresh file
        return {};
    }
    QJsonObject all = document.object();
    const QStringList refused = dropValuesOutOfRange(all);
    if (!refused.isEmpty()) {
        notices->addNote(valuesNote,
                         GameStatistics::tr("%n value(s) in the statistics were out of range and "
                                            "are ignored (%1); the rest are kept.",
                                            nullptr, static_cast<int>(refused.size()))
                             .arg(refused.mid(0, 3).join(QStringLiteral(", "))
                                  + (refused.size() > 3 ? QStringLiteral(", …") : QString())));
    }
    return {all, true};
}

// Writes the statistics, unless the file could not be read; a failure is told once and marked
// until a write succeeds again.
void store(const Loaded &loaded)
{
    if (!loaded.writable)
        return;
    const QString path = GameStatistics::filePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    StorageNotices *notices = StorageNotices::instance();
    if (const common::Status status = common::writeFileAtomically(
            path, QJsonDocument(loaded.all).toJson(QJsonDocument::Indented))) {
        notices->reportProblem(
            writeProblem,
            GameStatistics::tr("The statistics could not be saved: %1").arg(status->message()));
        return;
    }
    notices->resolve(writeProblem);
}

// Applies change to the category's object and writes the file.
template<class Change>
void update(const QString &puzzle, const StatisticsCategory &category, Change change)
{
    Loaded loaded = load();
    QJsonObject perPuzzle = loaded.all.value(puzzle).toObject();
    QJsonObject record = perPuzzle.value(category.key).toObject();
    record.insert(QStringLiteral("label"), category.label); // in the language last played in
    change(record);
    perPuzzle.insert(category.key, record);
    loaded.all.insert(puzzle, perPuzzle);
    store(loaded);
}

// The best scores live in the category's object as "bestScores", a list of
// {"score", "moves", "when" (ISO 8601, UTC), "id"}, best first. A program that does not know the
// list reads the rest of the object as before.
QJsonObject scoreToJson(const ScoreEntry &entry)
{
    return {{QStringLiteral("score"), entry.score},
            {QStringLiteral("moves"), entry.moves},
            {QStringLiteral("when"), entry.when.toUTC().toString(Qt::ISODateWithMs)},
            {QStringLiteral("id"), entry.gameId}};
}

QList<ScoreEntry> scoresOf(const QJsonObject &record)
{
    QList<ScoreEntry> scores;
    for (const QJsonValue &value : record.value(QStringLiteral("bestScores")).toArray()) {
        const QJsonObject object = value.toObject();
        ScoreEntry entry;
        entry.score = object.value(QStringLiteral("score")).toInt();
        entry.moves = object.value(QStringLiteral("moves")).toInt();
        entry.when = QDateTime::fromString(object.value(QStringLiteral("when")).toString(),
                                           Qt::ISODateWithMs);
        entry.gameId = object.value(QStringLiteral("id")).toString();
        scores << entry;
    }
    return scores;
}

void storeScores(QJsonObject &record, const QList<ScoreEntry> &scores)
{
    QJsonArray list;
    for (const ScoreEntry &entry : scores)
        list.append(scoreToJson(entry));
    record.insert(QStringLiteral("bestScores"), list);
}

// Puts the entry in its place among the record's best scores (after the equal ones: the earlier
// game keeps its place) and raises the best score with it; returns the place, or 0 when the list
// is full of better ones.
int insertBestScore(QJsonObject &record, const ScoreEntry &entry)
{
    QList<ScoreEntry> scores = scoresOf(record);
    int place = 0;
    while (place < scores.size() && scores[place].score >= entry.score)
        ++place;
    if (place >= GameStatistics::keptScores)
        return 0;
    scores.insert(place, entry);
    while (scores.size() > GameStatistics::keptScores)
        scores.removeLast();
    storeScores(record, scores);
    if (!record.contains(QStringLiteral("bestScore"))
        || entry.score > record.value(QStringLiteral("bestScore")).toInt())
        record.insert(QStringLiteral("bestScore"), entry.score);
    return place + 1;
}

// Counts are qint64 (an int wrapped to a negative number past two thousand million games); the
// largest exact JSON number is the ceiling.
void increment(QJsonObject &record, const QString &key)
{
    record.insert(key, std::min(record.value(key).toInteger() + 1, largestCount));
}

void keepSmaller(QJsonObject &record, const QString &key, qint64 value)
{
    if (!record.contains(key) || value < record.value(key).toInteger())
        record.insert(key, value);
}

std::optional<qint64> optionalNumber(const QJsonObject &record, const QString &key)
{
    if (!record.contains(key))
        return std::nullopt;
    return record.value(key).toInteger();
}

} // namespace

QString GameStatistics::filePath()
{
    return common::dataFolder() + QStringLiteral("/statistics.json");
}

void GameStatistics::countPlayed(const QString &puzzle, const StatisticsCategory &category)
{
    update(puzzle, category,
           [](QJsonObject &record) { increment(record, QStringLiteral("played")); });
}

int GameStatistics::recordFinished(const QString &puzzle, const StatisticsCategory &category,
                                   const GameResult &result)
{
    int place = 0;
    update(puzzle, category, [&result, &place](QJsonObject &record) {
        if (result.assisted) {
            increment(record, QStringLiteral("assisted"));
            return;
        }
        increment(record, QStringLiteral("solvedUnaided"));
        if (result.score) {
            const QDateTime when = result.finishedAt.isValid() ? result.finishedAt
                                                               : QDateTime::currentDateTime();
            place = insertBestScore(record, {*result.score, result.moves, when, result.gameId});
            return;
        }
        if (!result.millis || *result.millis < 0 || result.moves < 0)
            return; // a game without a clock (or with a broken one) has no time and no move race
        keepSmaller(record, QStringLiteral("bestMillis"), *result.millis);
        if (!record.contains(QStringLiteral("bestMoves"))
            || result.moves < record.value(QStringLiteral("bestMoves")).toInt()) {
            record.insert(QStringLiteral("bestMoves"), result.moves);
            if (result.optimalMoves)
                record.insert(QStringLiteral("optimalMovesOfBest"), *result.optimalMoves);
            else
                record.remove(QStringLiteral("optimalMovesOfBest"));
        }
        QJsonArray times = record.value(QStringLiteral("times")).toArray();
        times.append(*result.millis);
        while (times.size() > keptTimes)
            times.removeFirst();
        record.insert(QStringLiteral("times"), times);
    });
    return place;
}

QList<CategoryRecord> GameStatistics::records(const QString &puzzle)
{
    const QJsonObject perPuzzle = load().all.value(puzzle).toObject();
    QList<CategoryRecord> list;
    for (auto it = perPuzzle.begin(); it != perPuzzle.end(); ++it) {
        if (!it.value().isObject())
            continue; // the daily streak's list of days
        const QJsonObject record = it.value().toObject();
        CategoryRecord entry;
        entry.label = record.value(QStringLiteral("label")).toString(it.key());
        entry.played = record.value(QStringLiteral("played")).toInteger();
        entry.solvedUnaided = record.value(QStringLiteral("solvedUnaided")).toInteger();
        entry.assisted = record.value(QStringLiteral("assisted")).toInteger();
        entry.bestMillis = optionalNumber(record, QStringLiteral("bestMillis"));
        if (record.contains(QStringLiteral("bestMoves")))
            entry.bestMoves = record.value(QStringLiteral("bestMoves")).toInt();
        if (record.contains(QStringLiteral("optimalMovesOfBest")))
            entry.optimalMovesOfBest = record.value(QStringLiteral("optimalMovesOfBest")).toInt();
        if (record.contains(QStringLiteral("bestScore")))
            entry.bestScore = record.value(QStringLiteral("bestScore")).toInt();
        entry.bestScores = scoresOf(record);
        std::vector<qint64> times;
        for (const QJsonValue &time : record.value(QStringLiteral("times")).toArray())
            times.push_back(time.toInteger());
        if (!times.empty()) {
            std::sort(times.begin(), times.end());
            const std::size_t middle = times.size() / 2;
            entry.medianMillis
                = times.size() % 2 ? times[middle] : (times[middle - 1] + times[middle]) / 2;
        }
        list << entry;
    }
    std::stable_sort(
        list.begin(), list.end(),
        [](const CategoryRecord &a, const CategoryRecord &b) { return a.played > b.played; });
    return list;
}

QList<ScoreEntry> GameStatistics::bestScores(const QString &puzzle, const QString &categoryKey)
{
    return scoresOf(load().all.value(puzzle).toObject().value(categoryKey).toObject());
}

int GameStatistics::addBestScore(const QString &puzzle, const StatisticsCategory &category,
                                 const ScoreEntry &entry)
{
    int place = 0;
    update(puzzle, category, [&entry, &place](QJsonObject &record) {
        const QList<ScoreEntry> scores = scoresOf(record);
        if (std::none_of(scores.begin(), scores.end(),
                         [&entry](const ScoreEntry &kept) { return kept.sameAs(entry); }))
            place = insertBestScore(record, entry);
    });
    return place;
}

bool GameStatistics::withdrawBestScore(const QString &puzzle, const QString &categoryKey,
                                       const ScoreEntry &entry)
{
    Loaded loaded = load();
    QJsonObject &all = loaded.all;
    QJsonObject perPuzzle = all.value(puzzle).toObject();
    QJsonObject record = perPuzzle.value(categoryKey).toObject();
    QList<ScoreEntry> scores = scoresOf(record);
    const auto found = std::find_if(scores.begin(), scores.end(),
                                    [&entry](const ScoreEntry &kept) { return kept.sameAs(entry); });
    if (found == scores.end())
        return false;
    scores.erase(found);
    storeScores(record, scores);
    // The withdrawn game may have been the best; then the next one in the list is.
    if (record.value(QStringLiteral("bestScore")).toInt() == entry.score) {
        if (scores.isEmpty())
            record.remove(QStringLiteral("bestScore"));
        else
            record.insert(QStringLiteral("bestScore"), scores.front().score);
    }
    perPuzzle.insert(categoryKey, record);
    all.insert(puzzle, perPuzzle);
    store(loaded);
    return true;
}

void GameStatistics::recordDailySolved(const QString &puzzle, const QDate &date)
{
    Loaded loaded = load();
    QJsonObject &all = loaded.all;
    QJsonObject perPuzzle = all.value(puzzle).toObject();
    QJsonArray days = perPuzzle.value(QStringLiteral("dailySolved")).toArray();
    const QString day = date.toString(Qt::ISODate);
    if (!days.contains(day))
        days.append(day);
    while (days.size() > 400) // a year and more: enough for any streak worth showing
        days.removeFirst();
    perPuzzle.insert(QStringLiteral("dailySolved"), days);
    all.insert(puzzle, perPuzzle);
    store(loaded);
}

int GameStatistics::dailyStreak(const QString &puzzle, const QDate &today)
{
    const QJsonArray days
        = load().all.value(puzzle).toObject().value(QStringLiteral("dailySolved")).toArray();
    const auto solved
        = [&days](const QDate &date) { return days.contains(date.toString(Qt::ISODate)); };
    QDate day = solved(today) ? today : today.addDays(-1);
    int streak = 0;
    while (solved(day)) {
        ++streak;
        day = day.addDays(-1);
    }
    return streak;
}

void GameStatistics::reset(const QString &puzzle)
{
    Loaded loaded = load();
    QJsonObject &all = loaded.all;
    all.remove(puzzle);
    store(loaded);
}

} // namespace pw::ui
