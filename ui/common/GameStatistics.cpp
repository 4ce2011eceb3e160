#include "ui/common/GameStatistics.h"

#include "core/common/PuzzleFile.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <algorithm>

namespace pw::ui {

namespace {

// Unaided times kept per category for the median: the most recent ones.
constexpr int keptTimes = 500;

QJsonObject load()
{
    const auto data = common::readWholeFile(GameStatistics::filePath());
    // A missing or damaged file starts the statistics afresh rather than stopping play.
    return data ? QJsonDocument::fromJson(*data).object() : QJsonObject();
}

void store(const QJsonObject &all)
{
    QDir().mkpath(QFileInfo(GameStatistics::filePath()).absolutePath());
    (void)common::writeFileAtomically(GameStatistics::filePath(),
                                      QJsonDocument(all).toJson(QJsonDocument::Indented));
}

// Applies change to the category's object and writes the file.
template<class Change>
void update(const QString &puzzle, const StatisticsCategory &category, Change change)
{
    QJsonObject all = load();
    QJsonObject perPuzzle = all.value(puzzle).toObject();
    QJsonObject record = perPuzzle.value(category.key).toObject();
    record.insert(QStringLiteral("label"), category.label); // in the language last played in
    change(record);
    perPuzzle.insert(category.key, record);
    all.insert(puzzle, perPuzzle);
    store(all);
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
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
        + QStringLiteral("/statistics.json");
}

void GameStatistics::countPlayed(const QString &puzzle, const StatisticsCategory &category)
{
    update(puzzle, category, [](QJsonObject &record) {
        record.insert(QStringLiteral("played"), record.value(QStringLiteral("played")).toInt() + 1);
    });
}

int GameStatistics::recordFinished(const QString &puzzle, const StatisticsCategory &category,
                                   const GameResult &result)
{
    int place = 0;
    update(puzzle, category, [&result, &place](QJsonObject &record) {
        if (result.assisted) {
            record.insert(QStringLiteral("assisted"),
                          record.value(QStringLiteral("assisted")).toInt() + 1);
            return;
        }
        record.insert(QStringLiteral("solvedUnaided"),
                      record.value(QStringLiteral("solvedUnaided")).toInt() + 1);
        if (result.score) {
            const QDateTime when = result.finishedAt.isValid() ? result.finishedAt
                                                               : QDateTime::currentDateTime();
            place = insertBestScore(record, {*result.score, result.moves, when, result.gameId});
            return;
        }
        if (!result.millis)
            return; // a game without a clock has no time and no move race
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
    const QJsonObject perPuzzle = load().value(puzzle).toObject();
    QList<CategoryRecord> list;
    for (auto it = perPuzzle.begin(); it != perPuzzle.end(); ++it) {
        if (!it.value().isObject())
            continue; // the daily streak's list of days
        const QJsonObject record = it.value().toObject();
        CategoryRecord entry;
        entry.label = record.value(QStringLiteral("label")).toString(it.key());
        entry.played = record.value(QStringLiteral("played")).toInt();
        entry.solvedUnaided = record.value(QStringLiteral("solvedUnaided")).toInt();
        entry.assisted = record.value(QStringLiteral("assisted")).toInt();
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
    return scoresOf(load().value(puzzle).toObject().value(categoryKey).toObject());
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
    QJsonObject all = load();
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
    store(all);
    return true;
}

void GameStatistics::recordDailySolved(const QString &puzzle, const QDate &date)
{
    QJsonObject all = load();
    QJsonObject perPuzzle = all.value(puzzle).toObject();
    QJsonArray days = perPuzzle.value(QStringLiteral("dailySolved")).toArray();
    const QString day = date.toString(Qt::ISODate);
    if (!days.contains(day))
        days.append(day);
    while (days.size() > 400) // a year and more: enough for any streak worth showing
        days.removeFirst();
    perPuzzle.insert(QStringLiteral("dailySolved"), days);
    all.insert(puzzle, perPuzzle);
    store(all);
}

int GameStatistics::dailyStreak(const QString &puzzle, const QDate &today)
{
    const QJsonArray days
        = load().value(puzzle).toObject().value(QStringLiteral("dailySolved")).toArray();
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
    QJsonObject all = load();
    all.remove(puzzle);
    store(all);
}

} // namespace pw::ui
