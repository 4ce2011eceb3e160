#include "core/kanoodle/Solver.h"

#include "core/kanoodle/BitboardSearch.h"
#include "core/kanoodle/ConstrainedSearch.h"

#include <array>
#include <bit>

namespace pw::kanoodle {

namespace {

int columnCountOf(const Position &p)
{
    return popCount(p.emptyCells()) + std::popcount(static_cast<unsigned>(p.missingPieces()));
}

} // namespace

Solver::Solver(const Position &start, const std::vector<int> *rowOrder)
    : m_start(start)
    , m_cover(columnCountOf(start))
{
    const Board &board = start.board();
    const CellMask empty = start.emptyCells();
    std::array<int, stateLength> cellColumn {};
    int column = 0;
    for (CellMask m = empty; m; m &= m - 1)
        cellColumn[static_cast<std::size_t>(std::countr_zero(m))] = column++;
    std::array<int, pieceCount> pieceColumn {};
    for (int piece = 0; piece < pieceCount; ++piece) {
        if ((start.missingPieces() >> piece) & 1U)
            pieceColumn[static_cast<std::size_t>(piece)] = column++;
    }

    const auto addPlacement = [&](int index) {
        const Placement &p = board.placements()[static_cast<std::size_t>(index)];
        if (!((start.missingPieces() >> p.piece) & 1U) || (p.cells & ~empty) != 0)
            return;
        int columns[6];
        int count = 0;
        columns[count++] = pieceColumn[static_cast<std::size_t>(p.piece)];
        for (CellMask m = p.cells; m; m &= m - 1)
            columns[count++] = cellColumn[static_cast<std::size_t>(std::countr_zero(m))];
        m_cover.addRow(std::span<const int>(columns, static_cast<std::size_t>(count)), index,
                       p.piece);
    };
    if (rowOrder) {
        for (const int index : *rowOrder)
            addPlacement(index);
    } else {
        for (int index = 0; index < static_cast<int>(board.placements().size()); ++index)
            addPlacement(index);
    }
}

std::optional<Position> Solver::next(common::SolverSink &sink)
{
    const ExactCover::Result result = m_cover.next(sink);
    m_cancelled = result == ExactCover::Result::Cancelled;
    if (result != ExactCover::Result::Solution)
        return std::nullopt;
    Position solution = m_start;
    for (const int placement : m_cover.solutionRows())
        solution.place(placement);
    return solution;
}

namespace {

// The two bitboard engines share their interface.
template<typename Search>
CountResult countWith(const Position &position, common::SolverSink &sink, std::int64_t limit,
                      CountCache *cache)
{
    Search search(position, cache);
    CountResult result;
    result.solutions = search.count(sink, limit, &result.complete);
    if (limit > 0 && result.solutions < limit && !sink.isCancelled())
        result.complete = true;
    result.first = search.firstSolution();
    result.nodes = search.nodes();
    return result;
}

} // namespace

CountResult solveFirst(const Position &position, common::SolverSink &sink, Engine engine)
{
    return countSolutions(position, sink, 1, engine);
}

CountResult countSolutions(const Position &position, common::SolverSink &sink, std::int64_t limit,
                           Engine engine, CountCache *cache)
{
    if (engine == Engine::Automatic) {
        engine = position.board().kind() == BoardKind::Pyramid ? Engine::Constrained
                                                               : Engine::Bitboard;
    }
    if (engine == Engine::Bitboard)
        return countWith<BitboardSearch>(position, sink, limit, cache);
    if (engine == Engine::Constrained)
        return countWith<ConstrainedSearch>(position, sink, limit, cache);
    Solver solver(position);
    CountResult result;
    while (auto solution = solver.next(sink)) {
        if (!result.first)
            result.first = std::move(solution);
        ++result.solutions;
        if (limit > 0 && result.solutions >= limit) {
            result.complete = false;
            break;
        }
    }
    if (solver.wasCancelled())
        result.complete = false;
    // Reaching the limit says nothing about further solutions; exhausting the tree does.
    if (limit > 0 && result.solutions < limit && !solver.wasCancelled())
        result.complete = true;
    result.nodes = solver.nodes();
    result.backtracks = solver.backtracks();
    return result;
}

int pieceThatCannotFit(const Position &position)
{
    const Board &board = position.board();
    for (int piece = 0; piece < pieceCount; ++piece) {
        if (!((position.missingPieces() >> piece) & 1U))
            continue;
        bool fits = false;
        for (const int index : board.placementsOfPiece(piece)) {
            if (position.canPlace(index)) {
                fits = true;
                break;
            }
        }
        if (!fits)
            return piece;
    }
    return -1;
}

Hint hint(const Position &position, common::SolverSink &sink)
{
    Hint result;
    if (position.isComplete()) {
        result.kind = Hint::Kind::Solved;
        return result;
    }
    result.blockedPiece = pieceThatCannotFit(position);
    if (result.blockedPiece >= 0)
        return result;
    const CountResult count = countSolutions(position, sink, 2);
    if (!count.complete && count.solutions < 2) {
        result.kind = Hint::Kind::Cancelled;
        return result;
    }
    if (!count.first)
        return result;
    // The missing piece with the fewest legal placements right now: the most telling hint.
    int bestPiece = -1;
    int bestOptions = 1 << 30;
    for (int piece = 0; piece < pieceCount; ++piece) {
        if (!((position.missingPieces() >> piece) & 1U))
            continue;
        int options = 0;
        for (const int index : position.board().placementsOfPiece(piece))
            options += position.canPlace(index) ? 1 : 0;
        if (options < bestOptions) {
            bestOptions = options;
            bestPiece = piece;
        }
    }
    result.kind = Hint::Kind::Place;
    result.placement = *count.first->placementOf(bestPiece);
    result.unique = count.solutions == 1;
    return result;
}

} // namespace pw::kanoodle
