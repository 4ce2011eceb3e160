#include "core/kanoodle/BitboardSearch.h"

#include <algorithm>
#include <bit>
#include <numeric>

namespace pw::kanoodle {

namespace {

// The order cells are filled in: short lines first, so dead ends show early. The flat board is
// filled column by column (5 cells high, 11-12 wide); the pyramid in slices x = 0, 1, ... (each a
// triangle, bottom up). Chosen by measuring five orders on counts of partly filled pyramids: the
// (z, y, x) state order and two diagonal orders were 2-14 times slower.
double orderKey(const Board &board, int cell)
{
    const Cell &c = board.cell(cell);
    if (board.kind() == BoardKind::Pyramid)
        return c.x * 100.0 + c.z * 10.0 + c.y;
    return board.drawX(cell) * 10.0 + c.y;
}

} // namespace

BitboardSearch::BitboardSearch(const Position &start, CountCache *cache)
    : TilingSearch(start, cache)
{
    const Board &board = start.board();
    std::vector<int> cells(stateLength);
    std::iota(cells.begin(), cells.end(), 0);
    std::stable_sort(cells.begin(), cells.end(),
                     [&](int a, int b) { return orderKey(board, a) < orderKey(board, b); });
    m_cellOfBit = cells;
    std::vector<int> bitOfCell(stateLength);
    for (int bit = 0; bit < stateLength; ++bit)
        bitOfCell[static_cast<std::size_t>(cells[static_cast<std::size_t>(bit)])] = bit;
    const auto toBits = [&](CellMask mask) {
        std::uint64_t bits = 0;
        for (CellMask m = mask; m; m &= m - 1)
            bits |= std::uint64_t {1} << bitOfCell[static_cast<std::size_t>(std::countr_zero(m))];
        return bits;
    };

    // Bits that are not free cells of the region count as filled from the start.
    m_full = ~std::uint64_t {0};
    m_startFilled = m_full & ~toBits(start.emptyCells());
    for (int bit = 0; bit < stateLength; ++bit)
        m_neighbours[bit] = toBits(board.neighbours(cells[static_cast<std::size_t>(bit)]));

    m_moves.assign(64, {});
    for (std::size_t i = 0; i < board.placements().size(); ++i) {
        const int index = static_cast<int>(i);
        const Placement &p = board.placements()[i];
        if (!((start.missingPieces() >> p.piece) & 1U) || !start.canPlace(index))
            continue;
        Move move {toBits(p.cells), 0, static_cast<std::uint16_t>(1U << p.piece),
                   static_cast<std::int16_t>(index)};
        for (std::uint64_t m = move.cells; m; m &= m - 1)
            move.around |= m_neighbours[std::countr_zero(m)];
        move.around &= ~move.cells;
        m_moves[static_cast<std::size_t>(std::countr_zero(move.cells))].push_back(move);
    }
}

bool BitboardSearch::leavesPocket(std::uint64_t empty, std::uint64_t seeds) const
{
    // Every piece has at least four balls, so an enclosed pocket of 1-3 empty cells next to the
    // piece just placed can never be filled. The flood stops as soon as it reaches four cells.
    while (seeds) {
        std::uint64_t part = seeds & (~seeds + 1);
        std::uint64_t frontier = part;
        int size = 1;
        while (frontier && size < 4) {
            std::uint64_t grow = 0;
            for (std::uint64_t m = frontier; m; m &= m - 1)
                grow |= m_neighbours[std::countr_zero(m)];
            grow &= empty & ~part;
            part |= grow;
            size = std::popcount(part);
            frontier = grow;
        }
        if (size < 4)
            return true;
        seeds &= ~part;
    }
    return false;
}

void BitboardSearch::searchFromStart()
{
    // Pieces not in the set, or already placed, count as used.
    search(0, m_startFilled, static_cast<std::uint16_t>(~m_start.missingPieces()));
}

std::int64_t BitboardSearch::search(int depth, std::uint64_t filled, std::uint16_t used)
{
    if (filled == m_full)
        return solved(depth);
    if (const auto known = recall(filled, used))
        return *known;
    if (!enterNode(depth))
        return 0;
    const int bit = std::countr_zero(~filled);
    const std::vector<Move> &moves = m_moves[static_cast<std::size_t>(bit)];
    if (depth < progressDepth)
        m_branchCount[depth] = static_cast<int>(moves.size());
    std::int64_t found = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move &move = moves[i];
        if (depth < progressDepth)
            m_branchIndex[depth] = static_cast<int>(i);
        if ((used & move.piece) || (filled & move.cells))
            continue;
        const std::uint64_t next = filled | move.cells;
        if (leavesPocket(~next, move.around & ~next))
            continue;
        m_path[depth] = move.placement;
        found += search(depth + 1, next, used | move.piece);
        if (m_stop)
            return found;
    }
    remember(filled, used, found);
    return found;
}

} // namespace pw::kanoodle
