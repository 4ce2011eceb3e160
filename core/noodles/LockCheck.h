#pragma once

#include "core/common/SolverSink.h"
#include "core/noodles/Board.h"

#include <optional>
#include <vector>

namespace pw::noodles {

// "Check my locks": which of the player's locked pieces no solution has turned the way they are
// locked. When the locks fit together in one solution, none is wrong; otherwise each locked
// piece is tried alone, every other piece free, and those that fit no solution are named. Locks
// that each fit some solution but not all together are said so (fitTogether false, none named).
struct LockCheck
{
    bool solvable = true; // the board has a solution at all
    bool fitTogether = true;
    int locked = 0;
    std::vector<int> wrong; // cells
};

// Nothing if the sink cancelled.
std::optional<LockCheck> checkLocks(const Board &board, common::SolverSink &sink);

} // namespace pw::noodles
