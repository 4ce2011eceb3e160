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
    : m_start(start)
    , m_cache(cache ? cache : &m_ownCache)
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

std::int64_t BitboardSearch::search(std::uint64_t filled, std::uint16_t used)
{
    if (filled == m_full) {
        if (!m_firstSolution)
            m_firstSolution.emplace(m_path, m_path + m_depth);
        ++m_solutions;
        if (m_limit > 0 && m_solutions >= m_limit)
            m_stop = true;
        return 1;
    }
    if (const auto known = m_cache->find(filled, used)) {
        // Only finished nodes are stored, and the first solution of each was found the first
        // time round, so a remembered count adds solutions already recorded once.
        m_solutions += *known;
        if (m_limit > 0 && m_solutions >= m_limit)
            m_stop = true;
        return *known;
    }
    if ((++m_nodes & 1023) == 0) {
        if (m_sink->isCancelled()) {
            m_stop = true;
            m_cancelled = true;
            return 0;
        }
        m_cache->fitTo(m_nodes);
        reportProgress();
    }
    const int bit = std::countr_zero(~filled);
    const std::vector<Move> &moves = m_moves[static_cast<std::size_t>(bit)];
    m_branchCount[m_depth] = static_cast<int>(moves.size());
    std::int64_t found = 0;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move &move = moves[i];
        m_branchIndex[m_depth] = static_cast<int>(i);
        if ((used & move.piece) || (filled & move.cells))
            continue;
        const std::uint64_t next = filled | move.cells;
        if (leavesPocket(~next, move.around & ~next))
            continue;
        m_path[m_depth++] = move.placement;
        found += search(next, used | move.piece);
        --m_depth;
        if (m_stop)
            return found;
    }
    m_cache->store(filled, used, found);
    return found;
}

void BitboardSearch::reportProgress()
{
    const auto now = std::chrono::steady_clock::now();
    if (now - m_lastProgress < std::chrono::milliseconds(250))
        return;
    m_lastProgress = now;
    // Knuth's estimate from the branch taken at the first levels.
    double fraction = 0;
    double share = 1;
    for (int level = 0; level < std::min(m_depth, 6); ++level) {
        share /= std::max(1, m_branchCount[level]);
        fraction += share * m_branchIndex[level];
    }
    common::Progress progress;
    progress.fraction = fraction;
    progress.counters = {{"nodes", m_nodes}, {"solutions", m_solutions}};
    m_sink->reportProgress(progress);
}

std::int64_t BitboardSearch::count(common::SolverSink &sink, std::int64_t limit, bool *complete)
{
    m_sink = &sink;
    m_nodes = 0;
    m_solutions = 0;
    m_limit = limit;
    m_stop = false;
    m_cancelled = false;
    m_depth = 0;
    m_firstSolution.reset();
    m_lastProgress = std::chrono::steady_clock::now();
    // Pieces not in the set, or already placed, count as used.
    search(m_startFilled, static_cast<std::uint16_t>(~m_start.missingPieces()));
    if (complete)
        *complete = !m_cancelled && !(limit > 0 && m_solutions >= limit);
    return m_solutions;
}

std::optional<Position> BitboardSearch::first(common::SolverSink &sink)
{
    count(sink, 1);
    return firstSolution();
}

std::optional<Position> BitboardSearch::firstSolution() const
{
    if (!m_firstSolution)
        return std::nullopt;
    Position solution = m_start;
    for (const int placement : *m_firstSolution)
        solution.place(placement);
    return solution;
}

} // namespace pw::kanoodle
