#include "core/noodles/TileCheck.h"

#include "core/noodles/EdgeMarkCheck.h"
#include "core/noodles/Solver.h"

namespace pw::noodles {

std::optional<TileCheck> checkTiles(const Board &board, common::SolverSink &sink)
{
    // The solver counts up to two solutions: enough to tell one from several.
    const SolveResult result = solve(board, sink);
    TileCheck check;
    switch (result.status) {
    case SolveStatus::Cancelled:
        return std::nullopt;
    case SolveStatus::None:
        check.answer = TileCheck::Answer::NoSolution;
        return check;
    case SolveStatus::Several:
        check.answer = TileCheck::Answer::SeveralSolutions;
        return check;
    case SolveStatus::Unique:
        break;
    }
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.tile(cell) != result.solution[static_cast<std::size_t>(cell)])
            check.wrong.push_back(cell);
    }
    check.wrongMarks = wrongEdgeMarks(board, result.solution);
    return check;
}

} // namespace pw::noodles
