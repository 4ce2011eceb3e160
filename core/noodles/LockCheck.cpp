#include "core/noodles/LockCheck.h"

#include "core/noodles/Solver.h"

namespace pw::noodles {

std::optional<LockCheck> checkLocks(const Board &board, common::SolverSink &sink)
{
    LockCheck check;
    for (int cell = 0; cell < board.cellCount(); ++cell)
        check.locked += board.isLocked(cell);
    const auto solvedWith = [&](bool respectLocks) {
        return solve(board, sink, SolveOptions {respectLocks, 1}).status;
    };
    const SolveStatus withLocks = solvedWith(true);
    if (withLocks == SolveStatus::Cancelled)
        return std::nullopt;
    if (withLocks != SolveStatus::None)
        return check; // one solution keeps every lock
    const SolveStatus free = solvedWith(false);
    if (free == SolveStatus::Cancelled)
        return std::nullopt;
    if (free == SolveStatus::None) {
        check.solvable = false;
        return check;
    }
    check.fitTogether = false;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (!board.isLocked(cell))
            continue;
        const std::optional<bool> kept = someSolutionKeeps(board, cell, sink);
        if (!kept)
            return std::nullopt;
        if (!*kept)
            check.wrong.push_back(cell);
    }
    return check;
}

} // namespace pw::noodles
