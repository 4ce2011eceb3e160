#pragma once

#include "core/common/SolverSink.h"
#include "core/noodles/Board.h"
#include "core/noodles/EdgeMarks.h"

#include <optional>
#include <vector>

namespace pw::noodles {

// "Check": how many tiles are still turned otherwise than the board's one solution has them (a
// straight piece turned half round counts as right: it looks the same). Only a board with exactly
// one solution can be checked this way; on one with several (made with --ambiguous, or an opened
// file) a tile right in one solution is wrong in another, so the check says it cannot tell.
struct TileCheck
{
    enum class Answer { Counted, SeveralSolutions, NoSolution };
    Answer answer = Answer::Counted;
    std::vector<int> wrong; // Counted: the tiles turned otherwise than the solution, in order
    // Counted: the player's edge marks the solution contradicts (EdgeMarkCheck).
    std::vector<MarkedSide> wrongMarks;
};

// The player's locks are ignored (a wrong lock is a wrong tile). Nothing when the sink cancelled.
std::optional<TileCheck> checkTiles(const Board &board, common::SolverSink &sink);

} // namespace pw::noodles
