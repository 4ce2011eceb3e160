#pragma once

#include "core/common/SolverSink.h"
#include "core/sliding/Board.h"

#include <cstdint>
#include <string>
#include <vector>

namespace pw::sliding {

// Every optimal solution of a board: all the move sequences of the optimal length that end on
// the goal, counted, and the first of them (in the order U, D, L, R at each step) kept up to a
// cap. A board with one shortest path is rare: the two hardest 3 x 3 boards have dozens.
struct OptimalSolutions
{
    int length = -1; // the optimal length; -1 when the board cannot be solved or the search stopped
    std::int64_t count = 0; // optimal solutions found (all of them when complete)
    std::vector<std::string> moves; // the first `cap` of them, as the blank's moves
    bool complete = false; // every one was counted (not stopped)
};

// The optimal length comes from IDA* with linear conflicts; then a depth-first search to exactly
// that depth, cut by the Manhattan distance, visits every optimal solution (a move that undoes
// the last one is never on one). Both poll the sink; stopped, the answer says how far it got.
// Boards of up to 16 cells (larger ones have far too many solutions to list).
OptimalSolutions allOptimalSolutions(const Board &board, std::size_t cap, common::SolverSink &sink);

// A solution as the tiles it slides, in order ("12 8 7 …"): the other way to write it.
std::vector<int> tilesSlid(const Board &board, const std::string &moves);

} // namespace pw::sliding
