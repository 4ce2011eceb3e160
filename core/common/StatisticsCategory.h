#pragma once

#include <QString>

#include <vector>

namespace pw::common {

// The size or level a game counts under in the statistics: a key that is the same in every
// language ("9x9 square wrap", "radius 3") and the words shown for it ("9 x 9 square,
// wrapping"). The GUI's statistics keep their records per (puzzle, key).
struct StatisticsCategory
{
    QString key;
    QString label;
};

// A column of Game ▸ Statistics' table, after the size or level: each puzzle declares the ones
// that mean something for its games (GameBackend::statisticsColumns). A puzzle solved against
// the clock counts times and moves; one scored in points (Entanglement) counts points, since a
// best time or fewest moves says nothing about how well it was played.
enum class StatisticsColumn {
    Played, // games with at least one move
    SolvedUnaided,
    WithHelp, // finished after Solve or a Hint
    BestTime,
    MedianTime,
    FewestMoves, // beside the optimum of that game where known
    AverageScore, // over every finished game with a score
    BestScore,
    BestToday, // the best unaided score of today, local time
    BestThisWeek, // of this week, Monday to Sunday, local time
};
using StatisticsColumns = std::vector<StatisticsColumn>;

// The columns of a puzzle solved against the clock: Noodles, Kanoodle, Sliding Tiles.
inline StatisticsColumns timeAndMoveColumns()
{
    return {StatisticsColumn::Played,     StatisticsColumn::SolvedUnaided,
            StatisticsColumn::WithHelp,   StatisticsColumn::BestTime,
            StatisticsColumn::MedianTime, StatisticsColumn::FewestMoves};
}

} // namespace pw::common
