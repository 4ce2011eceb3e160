#pragma once

#include "core/common/SolverSink.h"
#include "core/noodles/Board.h"

#include <cstdint>
#include <vector>

namespace pw::noodles {

// Turns (turnsBetween, Tile.h) that take every tile of `start` to `solution`, or -1 if one is not
// a rotation.
int turnsToSolve(const Board &start, const std::vector<TileMask> &solution);

struct FewestTurns
{
    int turns = -1; // the fewest found; -1 when the board has no solution (or none was found)
    bool proven = false; // every solution was taken into account: no solution needs fewer
    std::vector<TileMask> solution; // a solution that needs `turns`
    std::int64_t guesses = 0;
};

// The fewest turns that solve `start` from its current rotations, locks ignored. With one
// solution that is its distance; with several, a branch and bound over the solver's search (the
// rules, then guesses taking the cheapest orientation first, pruned by the sum of every tile's
// cheapest orientation left) finds the minimum, or the best within `guessLimit` guesses. The sink
// is polled for cancellation (a cancelled search returns the best so far, unproven).
FewestTurns fewestTurns(const Board &start, common::SolverSink &sink,
                        std::int64_t guessLimit = 20000);

} // namespace pw::noodles
