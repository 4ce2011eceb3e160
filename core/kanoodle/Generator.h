#pragma once

#include "core/common/SolverSink.h"
#include "core/kanoodle/Position.h"

#include <optional>
#include <vector>

namespace pw::kanoodle {

// A generated puzzle: the given pieces, its unique solution, and how hard the solver found it.
struct GeneratedPuzzle
{
    Position puzzle;
    Position solution;
    int given = 0; // pieces in place
    std::int64_t solveNodes = 0; // nodes the solver needs for the first solution
    std::int64_t proofNodes = 0; // nodes to prove the solution unique
};

// A uniformly shuffled search order gives a random full solution of the board (or nothing if the
// board has none or the sink cancelled).
std::optional<Position> randomSolution(const BoardPtr &board, std::uint64_t seed,
                                       common::SolverSink &sink);

// Pieces given at pyramid level 1..100 like the book: 10 at level 1 down to 2 at level 100.
int givenPiecesForLevel(int level);

// From a random full solution, removes pieces in random order while the solution stays unique,
// stopping at `targetGiven` pieces. When no removal order reaches the target (few-piece pyramid
// puzzles are rarely unique), up to `attempts` solutions are tried and the puzzle with the fewest
// given pieces is returned; `given` says how many it has. Nothing only when cancelled.
std::optional<GeneratedPuzzle> generatePuzzle(const BoardPtr &board, int targetGiven,
                                              std::uint64_t seed, common::SolverSink &sink,
                                              int attempts = 8);

// One step of a sliding challenge series.
struct SlidingStep
{
    std::uint16_t pieceSet = 0;
    int regionCells = 0;
    GeneratedPuzzle puzzle;
};

// A series from 5 pieces up to `finalPieces` (5..9): each step adds one five-ball piece and
// widens the region by one ball column. Every step has a unique solution.
std::optional<std::vector<SlidingStep>> generateSlidingSeries(int finalPieces, std::uint64_t seed,
                                                              common::SolverSink &sink);

// One challenge with exactly these pieces; nothing when their balls do not add up to a region
// size, the region cannot be tiled with them, or the sink cancelled.
std::optional<SlidingStep> generateSlidingChallenge(std::uint16_t pieceSet, std::uint64_t seed,
                                                    common::SolverSink &sink);

// Balls of a piece set.
int ballCount(std::uint16_t pieceSet);

} // namespace pw::kanoodle
