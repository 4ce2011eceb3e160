#pragma once

#include "core/common/StatisticsCategory.h"
#include "core/statistics/PlayedGame.h"

#include <QCoreApplication>
#include <QDate>
#include <QDateTime>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace pw::statistics {

// The size or level a game counts under: the back end's (core/common/StatisticsCategory.h), a
// key that stays the same in every language and the words shown for it.
using StatisticsCategory = common::StatisticsCategory;

// One of a category's best scores (Entanglement's ten best games per radius): the score, the
// moves it took, when it was made and the game's ID, to play the same deal again.
struct ScoreEntry
{
    int score = 0;
    int moves = 0;
    QDateTime when;
    QString gameId;

    // The same game's entry (what a withdrawal looks for).
    bool sameAs(const ScoreEntry &other) const
    {
        return score == other.score && when == other.when && gameId == other.gameId;
    }
};

// How a finished game went, as its tab tells it.
struct GameResult
{
    int moves = 0;
    std::optional<qint64> millis; // time played, where the tab keeps a clock
    std::optional<int> optimalMoves; // where the program knows the fewest moves
    std::optional<int> score; // Entanglement: the game is about points, not time
    bool assisted = false; // Solve or Hint was used: counted, never a best
    QString gameId; // the game's ID, kept with a best score (PuzzleTab fills it in)
    QDateTime finishedAt; // kept with a best score; now when left empty
};

// One puzzle's record for one size or level.
struct CategoryRecord
{
    QString key; // the category's key, as PlayedGame::categoryKey holds it
    // The words an earlier version wrote beside the key, in the language it was played in, or
    // else the key: what is shown only where no back end names the key (statisticsCategoryLabel
    // gives "9 x 9 square", "Pyramid, 8 pieces given", "Radius 3"... in the language shown).
    QString label;
    qint64 played = 0; // games with at least one move
    qint64 solvedUnaided = 0;
    qint64 assisted = 0; // finished after Solve or Hint
    std::optional<qint64> bestMillis;
    std::optional<qint64> medianMillis;
    std::optional<int> bestMoves;
    std::optional<int> optimalMovesOfBest; // the optimum of the game that set bestMoves
    std::optional<int> bestScore;
    QList<ScoreEntry> bestScores; // best first, at most GameStatistics::keptScores
};

// Per puzzle and per size or level: games played and solved unaided, best and median time, best
// move count, best score and the list of the best scores, all computed from one dated record per
// game (PlayedGame) and from the totals an older version's file carried over. Kept in the
// application's data folder as one JSON file (format 2: {"format": 2, "games": [...],
// "categories": {puzzle: {key: {"carriedOver"}}}, "dailySolved": {puzzle: [days]}}),
// rewritten atomically at every change, so a crash loses nothing that was recorded. A category is
// kept by its key alone, the same in every language; its words are the back end's when shown.
// Games finished with help count as played and assisted, never as a best. A file of the older
// format (totals only) is converted once at its first read, its copy kept as
// statistics.json.v1-backup.
//
// Nothing is lost without a word (StorageNotices tells the shell): a file that cannot be parsed
// is moved aside as statistics.json.damaged-DATE and a fresh one started, values out of range are
// refused field by field (a record that cannot be placed is left out, the rest kept), and a write
// that fails is reported until one succeeds again, its change kept until then (writePending).
class GameStatistics
{
    Q_DECLARE_TR_FUNCTIONS(pw::statistics::GameStatistics)
public:
    // The file; tests point QStandardPaths at a test folder.
    static QString filePath();

    // The best scores kept per category (the table a tab shows).
    static constexpr int keptScores = 10;

    // A game left unfinished after some moves: counted as played (with its time so far, where
    // result has one). A finished game is counted by recordFinished alone.
    static void recordUnfinished(const QString &puzzle, const StatisticsCategory &category,
                                 const GameResult &result = {});
    // A finished game, dated result.finishedAt (now when empty). Returns the place (1 to
    // keptScores) its score took among the category's best scores; 0 for none, or no score.
    static int recordFinished(const QString &puzzle, const StatisticsCategory &category,
                              const GameResult &result);
    // Every category of a puzzle, most played first.
    static QList<CategoryRecord> records(const QString &puzzle);
    // Every game of a puzzle the statistics hold, in the order they were recorded (for views
    // computed from the games themselves, such as a chart).
    static QList<PlayedGame> playedGames(const QString &puzzle);

    // The category's best scores, best first; equal scores keep the earlier one first.
    static QList<ScoreEntry> bestScores(const QString &puzzle, const QString &categoryKey);
    // Adds a score made outside recordFinished (an older version's table, moved here) to the best
    // scores as a record that is not counted, unless the same entry is there already; counts no
    // game. Returns its place or 0.
    static int addBestScore(const QString &puzzle, const StatisticsCategory &category,
                            const ScoreEntry &entry);
    // Takes a game's entry back out of the best scores (its moves were undone after it ended):
    // its record stays, counted, marked withdrawn; the best score and the list follow. Returns
    // whether the entry was there.
    static bool withdrawBestScore(const QString &puzzle, const QString &categoryKey,
                                  const ScoreEntry &entry);

    // Today's puzzle solved unaided on that date; the streak is the run of consecutive such
    // days ending on `today` (or on the day before, while today's is still to be played).
    static void recordDailySolved(const QString &puzzle, const QDate &date);
    static int dailyStreak(const QString &puzzle, const QDate &today);
    // The days recordDailySolved noted, in the order noted.
    static QList<QDate> dailySolvedDays(const QString &puzzle);
    static void reset(const QString &puzzle);

    // Changes whose write failed are kept in memory, shown as if written and written with the
    // next write that succeeds: a game finished while the disk was full is never lost.
    static bool hasUnwrittenChanges();
    // Tries to write them now (the autosave asks after every change); true when none is left.
    static bool writePending();
};

} // namespace pw::statistics
