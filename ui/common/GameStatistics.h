#pragma once

#include <QDate>
#include <QString>
#include <QStringList>

#include <optional>

namespace pw::ui {

// The size or level a game counts under: a key that stays the same in every language
// ("noodles 9x9 square wrap") and the words shown for it ("9 x 9 square, wrapping").
struct StatisticsCategory
{
    QString key;
    QString label;
};

// How a finished game went, as its tab tells it.
struct GameResult
{
    int moves = 0;
    std::optional<qint64> millis; // time played, where the tab keeps a clock
    std::optional<int> optimalMoves; // where the program knows the fewest moves
    std::optional<int> score; // Entanglement: the game is about points, not time
    bool assisted = false; // Solve or Hint was used: counted, never a best
};

// One puzzle's record for one size or level.
struct CategoryRecord
{
    QString label; // "9 x 9 square", "Pyramid, 8 pieces given", "Radius 3"...
    int played = 0; // games with at least one move
    int solvedUnaided = 0;
    int assisted = 0; // finished after Solve or Hint
    std::optional<qint64> bestMillis;
    std::optional<qint64> medianMillis;
    std::optional<int> bestMoves;
    std::optional<int> optimalMovesOfBest; // the optimum of the game that set bestMoves
    std::optional<int> bestScore;
};

// Per puzzle and per size or level: games played and solved unaided, best and median time, best
// move count, best score. Kept in the application's data folder as one JSON file, rewritten
// atomically (QSaveFile) at every change, so a crash loses nothing that was recorded. Games
// finished with help count as played and assisted, never as a best.
class GameStatistics
{
public:
    // The file; tests point QStandardPaths at a test folder.
    static QString filePath();

    static void countPlayed(const QString &puzzle, const StatisticsCategory &category);
    static void recordFinished(const QString &puzzle, const StatisticsCategory &category,
                               const GameResult &result);
    // Every category of a puzzle, most played first.
    static QList<CategoryRecord> records(const QString &puzzle);

    // Today's puzzle solved unaided on that date; the streak is the run of consecutive such
    // days ending on `today` (or on the day before, while today's is still to be played).
    static void recordDailySolved(const QString &puzzle, const QDate &date);
    static int dailyStreak(const QString &puzzle, const QDate &today);
    static void reset(const QString &puzzle);
};

} // namespace pw::ui
