#include "core/statistics/GameStatistics.h"

#include "core/common/AppFolders.h"
#include "core/common/PuzzleFile.h"
#include "core/common/StorageNotices.h"
#include "core/statistics/StatisticsConversion.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QMap>

#include <algorithm>
#include <functional>
#include <vector>

namespace pw::statistics {

using common::Expected;

namespace {

const QString writeProblem = QStringLiteral("statistics/write");
const QString readProblem = QStringLiteral("statistics/read");
const QString valuesNote = QStringLiteral("statistics/values");
const QString gamesNote = QStringLiteral("statistics/games");
const QString damagedNote = QStringLiteral("statistics/damaged");

const QString formatKey = QStringLiteral("format");
const QString gamesKey = QStringLiteral("games");
const QString categoriesKey = QStringLiteral("categories");
const QString dailySolvedKey = QStringLiteral("dailySolved");
const QString labelKey = QStringLiteral("label");
const QString carriedOverKey = QStringLiteral("carriedOver");

constexpr int currentFormat = 2;
// A statistics file grows by a record per game; far beyond any player's lifetime of games.
constexpr qint64 largestFile = qint64(256) * 1024 * 1024;

// The first free name of base, base-2, base-3...: nothing an earlier run set aside is replaced.
QString freeName(const QString &base)
{
    QString name = base;
    for (int n = 2; QFileInfo::exists(name); ++n)
        name = base + QStringLiteral("-%1").arg(n);
    return name;
}

// The damaged file goes beside itself as statistics.json.damaged-DATE (-2, -3... when that day
// has one already), so nothing the player had is lost and the next save starts a fresh file.
// Returns the new name, or the reason it could not be moved.
Expected<QString> moveAside(const QString &path)
{
    const QString target
        = freeName(path + QStringLiteral(".damaged-") + QDate::currentDate().toString(Qt::ISODate));
    QFile file(path);
    if (!file.rename(target))
        return common::Error {path, {}, file.errorString()};
    return target;
}

// Before a format 1 file is converted, its copy goes beside it as statistics.json.v1-backup
// (unless a copy with the same contents is there already, from a conversion whose write failed).
Expected<QString> keepFormat1Copy(const QString &path, const QByteArray &contents)
{
    const QString base = path + QStringLiteral(".v1-backup");
    for (int n = 1;; ++n) {
        const QString name = n == 1 ? base : base + QStringLiteral("-%1").arg(n);
        if (!QFileInfo::exists(name))
            break;
        const auto earlier = common::readWholeFile(name, largestFile);
        if (earlier && *earlier == contents)
            return name;
    }
    const QString target = freeName(base);
    QFile file(path);
    if (!file.copy(target))
        return common::Error {target, {}, file.errorString()};
    return target;
}

// The statistics as the file holds them, checked: the whole file (fields this version does not
// know stay, for the version that wrote them), its games read, and whether it may be written
// back (a file that exists but cannot be read must not be replaced by what little this run
// knows).
struct Statistics
{
    QJsonObject file;
    QJsonArray gameEntries; // the file's "games", checked
    QList<PlayedGame> games; // the same, read; one for each entry, in the same order
    // puzzle -> key -> {"carriedOver"}, and the "label" earlier versions wrote there
    QJsonObject categories;
    QJsonObject dailySolved; // puzzle -> ["2026-11-20"...]
    bool writable = true;

    void append(const PlayedGame &game)
    {
        gameEntries.append(playedGameToJson(game));
        games << game;
    }
};

bool store(Statistics &statistics);

// A change of the statistics (a game recorded, a score withdrawn, a reset), applied to what was
// read from the file.
using Change = std::function<void(Statistics &)>;

// The changes whose write failed (a full disk, a file that cannot be read): kept in memory and
// applied again to whatever is read next, so they show at once and are written with the next
// write that succeeds. A file re-read before that write never drops them.
std::vector<Change> &pendingChanges()
{
    static std::vector<Change> changes;
    return changes;
}

// Reads the statistics, applies the change and writes them with every pending change; returns
// the statistics as changed.
Statistics commit(const Change &change);

// "puzzle › category › field" for the notes.
QString place(const QStringList &parts)
{
    return parts.join(QStringLiteral(" › "));
}

// Checks every part of a format 2 file, field by field. Returns what was refused: values
// (removed, their game or category kept) and games (left out whole).
std::pair<QStringList, QStringList> check(Statistics &statistics)
{
    QStringList refusedValues;
    QStringList refusedGames;
    const QJsonValue games = statistics.file.value(gamesKey);
    if (!games.isArray() && !games.isUndefined())
        refusedGames << gamesKey;
    const QJsonArray entries = games.toArray();
    for (qsizetype i = 0; i < entries.size(); ++i) {
        const QString where = QStringLiteral("%1[%2]").arg(gamesKey).arg(i);
        QJsonObject entry = entries[i].toObject();
        QStringList fields;
        const std::optional<PlayedGame> game = playedGameFromJson(entry, fields);
        if (!game) {
            refusedGames << place({where, fields.value(0, QStringLiteral("?"))});
            continue;
        }
        for (const QString &field : fields)
            refusedValues << place({where, field});
        statistics.gameEntries.append(entry);
        statistics.games << *game;
    }

    const QJsonObject categories = statistics.file.value(categoriesKey).toObject();
    for (auto puzzle = categories.begin(); puzzle != categories.end(); ++puzzle) {
        QJsonObject perPuzzle = puzzle.value().toObject();
        for (auto category = perPuzzle.begin(); category != perPuzzle.end(); ++category) {
            QJsonObject entry = category.value().toObject();
            if (entry.contains(labelKey) && !entry.value(labelKey).isString()) {
                refusedValues << place({puzzle.key(), category.key(), labelKey});
                entry.remove(labelKey);
            }
            if (entry.contains(carriedOverKey)) {
                QJsonObject carried = entry.value(carriedOverKey).toObject();
                QStringList fields;
                carriedOverFromJson(carried, fields);
                fields.removeDuplicates();
                for (const QString &field : fields)
                    refusedValues << place({puzzle.key(), category.key(), field});
                entry.insert(carriedOverKey, carried);
            }
            category.value() = entry;
        }
        statistics.categories.insert(puzzle.key(), perPuzzle);
    }

    const QJsonObject daily = statistics.file.value(dailySolvedKey).toObject();
    for (auto puzzle = daily.begin(); puzzle != daily.end(); ++puzzle) {
        QJsonArray days;
        bool refused = !puzzle.value().isArray();
        for (const QJsonValue &day : puzzle.value().toArray()) {
            if (QDate::fromString(day.toString(), Qt::ISODate).isValid())
                days.append(day);
            else
                refused = true;
        }
        if (refused)
            refusedValues << place({dailySolvedKey, puzzle.key()});
        statistics.dailySolved.insert(puzzle.key(), days);
    }
    return {refusedValues, refusedGames};
}

// Names the first three of a list, and says there are more.
QString firstFew(const QStringList &list)
{
    return list.mid(0, 3).join(QStringLiteral(", "))
        + (list.size() > 3 ? QStringLiteral(", …") : QString());
}

// Why the file's content is no statistics at all; empty when it is a JSON object.
QString damageOf(const QByteArray &data, const QJsonDocument &document,
                 const QJsonParseError &parseError)
{
    if (data.trimmed().isEmpty())
        return GameStatistics::tr("the file is empty");
    if (parseError.error != QJsonParseError::NoError)
        return GameStatistics::tr("not valid JSON: %1").arg(parseError.errorString());
    if (!document.isObject())
        return GameStatistics::tr("the top level is not a JSON object");
    return {};
}

// A damaged file is moved aside and fresh statistics start; one that cannot be moved stays, and
// nothing is written over it until it is moved or removed.
void startAfresh(const QString &path, const QString &damage, Statistics &statistics)
{
    common::StorageNotices *notices = common::StorageNotices::instance();
    const Expected<QString> moved = moveAside(path);
    if (!moved) {
        notices->reportProblem(
            readProblem,
            GameStatistics::tr("The statistics file %1 is damaged (%2) and could not be moved "
                               "aside (%3); the statistics are not saved until it is moved or "
                               "removed.")
                .arg(QDir::toNativeSeparators(path), damage, moved.error().reason));
        statistics.writable = false;
        return;
    }
    notices->addNote(damagedNote,
                     GameStatistics::tr("The statistics file was damaged (%1). It was kept as "
                                        "%2, and new statistics were started.")
                         .arg(damage, QDir::toNativeSeparators(*moved)));
    store(statistics); // the fresh file
}

// Values out of range and game records that do not read: left out, the rest kept, and said.
void noteRefused(const QStringList &values, const QStringList &games)
{
    common::StorageNotices *notices = common::StorageNotices::instance();
    if (!values.isEmpty()) {
        notices->addNote(valuesNote,
                         GameStatistics::tr("%n value(s) in the statistics were out of range and "
                                            "are ignored (%1); the rest are kept.",
                                            nullptr, static_cast<int>(values.size()))
                             .arg(firstFew(values)));
    }
    if (!games.isEmpty()) {
        notices->addNote(gamesNote,
                         GameStatistics::tr("%n game record(s) in the statistics could not be "
                                            "read and are left out (%1); the other games are "
                                            "kept.",
                                            nullptr, static_cast<int>(games.size()))
                             .arg(firstFew(games)));
    }
}

// The statistics as the file has them.
Statistics read()
{
    const QString path = GameStatistics::filePath();
    common::StorageNotices *notices = common::StorageNotices::instance();
    Statistics statistics;
    if (!QFileInfo::exists(path)) {
        notices->resolve(readProblem);
        return statistics;
    }
    const auto data = common::readWholeFile(path, largestFile);
    if (!data) {
        notices->reportProblem(readProblem,
                               GameStatistics::tr("The statistics cannot be read (%1); they are "
                                                  "not saved until the file can be read.")
                                   .arg(data.error().message()));
        statistics.writable = false;
        return statistics;
    }
    notices->resolve(readProblem);
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(*data, &parseError);
    if (const QString damage = damageOf(*data, document, parseError); !damage.isEmpty()) {
        startAfresh(path, damage, statistics);
        return statistics;
    }

    statistics.file = document.object();
    bool converted = false;
    if (isStatisticsFormat1(statistics.file) && !statistics.file.isEmpty()) {
        // Converted once: the copy first, so that the old file is never lost; without a copy
        // the old file stays as it is and nothing is written over it.
        const Expected<QString> copy = keepFormat1Copy(path, *data);
        if (!copy) {
            notices->reportProblem(
                readProblem,
                GameStatistics::tr("The statistics of an earlier version could not be converted, "
                                   "as no copy of them could be kept (%1); they are not saved "
                                   "until a copy can be made.")
                    .arg(copy.error().message()));
            statistics.writable = false;
        }
        const ConvertedStatistics parts = convertStatisticsFormat1(statistics.file);
        statistics.file = QJsonObject {{gamesKey, parts.games},
                                       {categoriesKey, parts.categories},
                                       {dailySolvedKey, parts.dailySolved}};
        converted = true;
    }
    const auto [refusedValues, refusedGames] = check(statistics);
    noteRefused(refusedValues, refusedGames);
    if (converted)
        store(statistics);
    return statistics;
}

// The statistics as the file has them, with the changes not written yet.
Statistics load()
{
    Statistics statistics = read();
    for (const Change &change : pendingChanges())
        change(statistics);
    return statistics;
}

Statistics commit(const Change &change)
{
    Statistics statistics = load();
    change(statistics);
    pendingChanges().push_back(change);
    if (store(statistics))
        pendingChanges().clear();
    return statistics;
}

// Writes the statistics, unless the file could not be read; a failure is told once and marked
// until a write succeeds again. True when written.
bool store(Statistics &statistics)
{
    if (!statistics.writable)
        return false;
    statistics.file.insert(formatKey, currentFormat);
    statistics.file.insert(gamesKey, statistics.gameEntries);
    statistics.file.insert(categoriesKey, statistics.categories);
    statistics.file.insert(dailySolvedKey, statistics.dailySolved);
    const QString path = GameStatistics::filePath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    common::StorageNotices *notices = common::StorageNotices::instance();
    if (const common::Status status = common::writeFileAtomically(
            path, QJsonDocument(statistics.file).toJson(QJsonDocument::Indented))) {
        notices->reportProblem(
            writeProblem,
            GameStatistics::tr("The statistics could not be saved: %1").arg(status->message()));
        return false;
    }
    notices->resolve(writeProblem);
    return true;
}

bool inCategory(const PlayedGame &game, const QString &puzzle, const QString &categoryKey)
{
    return game.puzzle == puzzle && game.categoryKey == categoryKey;
}

ScoreEntry scoreEntryOf(const PlayedGame &game)
{
    return {game.score.value_or(0), game.moves.value_or(0), game.date, game.gameId};
}

// The indexes of the category's games that rank by score, best first; equal scores keep the
// earlier recorded first. At most GameStatistics::keptScores.
QList<qsizetype> bestScoreIndexes(const Statistics &statistics, const QString &puzzle,
                                  const QString &categoryKey)
{
    QList<qsizetype> indexes;
    for (qsizetype i = 0; i < statistics.games.size(); ++i) {
        const PlayedGame &game = statistics.games[i];
        if (inCategory(game, puzzle, categoryKey) && game.ranksByScore())
            indexes << i;
    }
    std::stable_sort(indexes.begin(), indexes.end(), [&statistics](qsizetype a, qsizetype b) {
        return *statistics.games[a].score > *statistics.games[b].score;
    });
    if (indexes.size() > GameStatistics::keptScores)
        indexes.resize(GameStatistics::keptScores);
    return indexes;
}

// The place (1 to keptScores) the game at index holds among its category's best scores, or 0.
int placeOf(const Statistics &statistics, qsizetype index)
{
    const PlayedGame &game = statistics.games[index];
    return static_cast<int>(
        bestScoreIndexes(statistics, game.puzzle, game.categoryKey).indexOf(index) + 1);
}

// The index of the ranked game the entry describes, or -1.
qsizetype indexOfScore(const Statistics &statistics, const QString &puzzle,
                       const QString &categoryKey, const ScoreEntry &entry)
{
    for (qsizetype i = 0; i < statistics.games.size(); ++i) {
        const PlayedGame &game = statistics.games[i];
        if (inCategory(game, puzzle, categoryKey) && game.ranksByScore()
            && scoreEntryOf(game).sameAs(entry))
            return i;
    }
    return -1;
}

std::optional<qint64> median(std::vector<qint64> values)
{
    if (values.empty())
        return std::nullopt;
    std::sort(values.begin(), values.end());
    const std::size_t middle = values.size() / 2;
    return values.size() % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

// One category's table row: the carried-over totals plus what its games count.
CategoryRecord tableRow(const Statistics &statistics, const QString &puzzle, const QString &key)
{
    QJsonObject entry = statistics.categories.value(puzzle).toObject().value(key).toObject();
    QJsonObject carriedJson = entry.value(carriedOverKey).toObject();
    QStringList ignored; // checked at load already
    const CarriedOverTotals carried = carriedOverFromJson(carriedJson, ignored);

    CategoryRecord row;
    row.key = key;
    // Only the key is written now; the words are the back end's, in the language the dialog is
    // shown in. An earlier version wrote them beside the key in the language played in, which
    // stays the fallback for a key no back end names.
    row.label = entry.value(labelKey).toString(key);
    row.played = carried.played;
    row.solvedUnaided = carried.solvedUnaided;
    row.assisted = carried.assisted;
    row.bestMillis = carried.bestMillis;
    row.bestMoves = carried.bestMoves;
    row.optimalMovesOfBest = carried.optimalMovesOfBest;
    row.bestScore = carried.bestScore;
    std::vector<qint64> times(carried.times.begin(), carried.times.end());
    for (const PlayedGame &game : statistics.games) {
        if (!inCategory(game, puzzle, key) || !game.counted)
            continue;
        ++row.played;
        if (!game.finished)
            continue;
        ++(game.assisted ? row.assisted : row.solvedUnaided);
        if (!game.racesTheClock())
            continue;
        times.push_back(*game.millis);
        if (!row.bestMillis || *game.millis < *row.bestMillis)
            row.bestMillis = game.millis;
        // The first game to reach the fewest moves holds the best, with its optimum.
        if (game.moves && (!row.bestMoves || *game.moves < *row.bestMoves)) {
            row.bestMoves = game.moves;
            row.optimalMovesOfBest = game.optimalMoves;
        }
    }
    row.medianMillis = median(times);
    for (qsizetype index : bestScoreIndexes(statistics, puzzle, key))
        row.bestScores << scoreEntryOf(statistics.games[index]);
    if (!row.bestScores.isEmpty()
        && (!row.bestScore || row.bestScores.front().score > *row.bestScore))
        row.bestScore = row.bestScores.front().score;
    return row;
}

} // namespace

QString GameStatistics::filePath()
{
    return common::dataFolder() + QStringLiteral("/statistics.json");
}

namespace {

// A game's record from what its tab reported. A broken clock or count (negative) is no time and
// no move race; a game left unfinished has no score, and its moves count only when it had some.
PlayedGame playedGameOf(const QString &puzzle, const StatisticsCategory &category,
                        const GameResult &result, bool finished)
{
    PlayedGame game;
    game.date = result.finishedAt.isValid() ? result.finishedAt : QDateTime::currentDateTime();
    game.puzzle = puzzle;
    game.categoryKey = category.key;
    game.finished = finished;
    game.assisted = result.assisted;
    if (result.millis && *result.millis >= 0)
        game.millis = result.millis;
    if (finished ? result.moves >= 0 : result.moves > 0)
        game.moves = result.moves;
    if (finished) {
        game.score = result.score;
        game.optimalMoves = result.optimalMoves;
    }
    game.gameId = result.gameId;
    return game;
}

} // namespace

void GameStatistics::recordUnfinished(const QString &puzzle, const StatisticsCategory &category,
                                      const GameResult &result)
{
    const PlayedGame game = playedGameOf(puzzle, category, result, false);
    commit([game](Statistics &statistics) { statistics.append(game); });
}

int GameStatistics::recordFinished(const QString &puzzle, const StatisticsCategory &category,
                                   const GameResult &result)
{
    const PlayedGame game = playedGameOf(puzzle, category, result, true);
    const Statistics statistics
        = commit([game](Statistics &statistics) { statistics.append(game); });
    // The change is applied last, after any that were pending: the game is the last one.
    return game.ranksByScore() ? placeOf(statistics, statistics.games.size() - 1) : 0;
}

QList<CategoryRecord> GameStatistics::records(const QString &puzzle)
{
    const Statistics statistics = load();
    // Every category that has games or carried-over totals, in the order of their keys.
    QMap<QString, bool> keys;
    const QJsonObject perPuzzle = statistics.categories.value(puzzle).toObject();
    for (auto it = perPuzzle.begin(); it != perPuzzle.end(); ++it) {
        if (it.value().toObject().contains(carriedOverKey))
            keys.insert(it.key(), true);
    }
    for (const PlayedGame &game : statistics.games) {
        if (game.puzzle == puzzle)
            keys.insert(game.categoryKey, true);
    }
    QList<CategoryRecord> list;
    for (auto it = keys.keyBegin(); it != keys.keyEnd(); ++it)
        list << tableRow(statistics, puzzle, *it);
    std::stable_sort(
        list.begin(), list.end(),
        [](const CategoryRecord &a, const CategoryRecord &b) { return a.played > b.played; });
    return list;
}

QList<PlayedGame> GameStatistics::playedGames(const QString &puzzle)
{
    QList<PlayedGame> games;
    for (const PlayedGame &game : load().games) {
        if (game.puzzle == puzzle)
            games << game;
    }
    return games;
}

QList<ScoreEntry> GameStatistics::bestScores(const QString &puzzle, const QString &categoryKey)
{
    const Statistics statistics = load();
    QList<ScoreEntry> scores;
    for (qsizetype index : bestScoreIndexes(statistics, puzzle, categoryKey))
        scores << scoreEntryOf(statistics.games[index]);
    return scores;
}

int GameStatistics::addBestScore(const QString &puzzle, const StatisticsCategory &category,
                                 const ScoreEntry &entry)
{
    if (indexOfScore(load(), puzzle, category.key, entry) >= 0)
        return 0;
    PlayedGame game;
    game.date = entry.when.isValid() ? entry.when : QDateTime::currentDateTime();
    game.puzzle = puzzle;
    game.categoryKey = category.key;
    game.score = std::max(entry.score, 0);
    game.moves = std::max(entry.moves, 0);
    game.gameId = entry.gameId;
    game.counted = false;
    const Statistics statistics
        = commit([game](Statistics &statistics) { statistics.append(game); });
    return placeOf(statistics, statistics.games.size() - 1);
}

bool GameStatistics::withdrawBestScore(const QString &puzzle, const QString &categoryKey,
                                       const ScoreEntry &entry)
{
    if (indexOfScore(load(), puzzle, categoryKey, entry) < 0)
        return false;
    commit([puzzle, categoryKey, entry](Statistics &statistics) {
        const qsizetype index = indexOfScore(statistics, puzzle, categoryKey, entry);
        if (index < 0)
            return;
        statistics.games[index].withdrawn = true;
        QJsonObject json = statistics.gameEntries[index].toObject();
        json.insert(QStringLiteral("withdrawn"), true);
        statistics.gameEntries[index] = json;
    });
    return true;
}

void GameStatistics::recordDailySolved(const QString &puzzle, const QDate &date)
{
    commit([puzzle, date](Statistics &statistics) {
        QJsonArray days = statistics.dailySolved.value(puzzle).toArray();
        const QString day = date.toString(Qt::ISODate);
        if (!days.contains(day))
            days.append(day);
        statistics.dailySolved.insert(puzzle, days);
    });
}

int GameStatistics::dailyStreak(const QString &puzzle, const QDate &today)
{
    const QJsonArray days = load().dailySolved.value(puzzle).toArray();
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

QList<QDate> GameStatistics::dailySolvedDays(const QString &puzzle)
{
    QList<QDate> days;
    for (const QJsonValue &day : load().dailySolved.value(puzzle).toArray())
        days << QDate::fromString(day.toString(), Qt::ISODate);
    return days;
}

void GameStatistics::reset(const QString &puzzle)
{
    commit([puzzle](Statistics &statistics) {
        Statistics kept;
        kept.file = statistics.file;
        kept.writable = statistics.writable;
        for (qsizetype i = 0; i < statistics.games.size(); ++i) {
            if (statistics.games[i].puzzle != puzzle) {
                kept.gameEntries.append(statistics.gameEntries[i]);
                kept.games << statistics.games[i];
            }
        }
        kept.categories = statistics.categories;
        kept.categories.remove(puzzle);
        kept.dailySolved = statistics.dailySolved;
        kept.dailySolved.remove(puzzle);
        statistics = kept;
    });
}

bool GameStatistics::hasUnwrittenChanges()
{
    return !pendingChanges().empty();
}

bool GameStatistics::writePending()
{
    if (pendingChanges().empty())
        return true;
    Statistics statistics = load();
    if (!store(statistics))
        return false;
    pendingChanges().clear();
    return true;
}

} // namespace pw::statistics
