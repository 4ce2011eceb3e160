#pragma once

// An independent check of the solver: plain backtracking over every tile's rotations, pruned only
// by "two neighbours agree about the side between them" and the board's edge. Complete
// assignments are accepted when a BFS over the connections reaches every tile and the edge count
// makes it a tree. No disjoint sets, no loose-end counting: nothing shared with the Propagator.

#include "core/noodles/Board.h"

#include <vector>

namespace bruteforce {

using pw::noodles::Board;
using pw::noodles::TileMask;

class Counter
{
public:
    Counter(const Board &board, int limit)
        : m_board(board)
        , m_limit(limit)
    {
        m_assigned.assign(static_cast<std::size_t>(board.cellCount()), -1);
        m_masks.assign(static_cast<std::size_t>(board.cellCount()), 0);
    }

    int count()
    {
        visit(0);
        return m_found;
    }

    const std::vector<std::vector<TileMask>> &solutions() const { return m_solutions; }

private:
    bool agrees(int cell, TileMask mask) const
    {
        const auto &topology = m_board.topology();
        for (int d = 0; d < topology.directions(); ++d) {
            const bool wanted = (mask >> d) & 1u;
            const int next = topology.neighbour(cell, d);
            if (next < 0) {
                if (wanted)
                    return false;
                continue;
            }
            if (next == cell || m_assigned[static_cast<std::size_t>(next)] < 0)
                continue;
            const bool back
                = (m_masks[static_cast<std::size_t>(next)] >> topology.opposite(d)) & 1u;
            if (wanted != back)
                return false;
        }
        return true;
    }

    bool isSpanningTree() const
    {
        const auto &topology = m_board.topology();
        const int n = m_board.cellCount();
        int halfEdges = 0;
        for (int cell = 0; cell < n; ++cell)
            halfEdges += pw::noodles::tileDegree(m_masks[static_cast<std::size_t>(cell)]);
        if (halfEdges != 2 * (n - 1))
            return false;
        std::vector<char> seen(static_cast<std::size_t>(n), 0);
        std::vector<int> stack {0};
        seen[0] = 1;
        int reached = 0;
        while (!stack.empty()) {
            const int cell = stack.back();
            stack.pop_back();
            ++reached;
            for (int d = 0; d < topology.directions(); ++d) {
                if (!((m_masks[static_cast<std::size_t>(cell)] >> d) & 1u))
                    continue;
                const int next = topology.neighbour(cell, d);
                if (!seen[static_cast<std::size_t>(next)]) {
                    seen[static_cast<std::size_t>(next)] = 1;
                    stack.push_back(next);
                }
            }
        }
        return reached == n;
    }

    void visit(int cell)
    {
        if (m_found >= m_limit)
            return;
        if (cell == m_board.cellCount()) {
            if (isSpanningTree()) {
                ++m_found;
                m_solutions.push_back(m_masks);
            }
            return;
        }
        const int directions = m_board.directions();
        std::vector<TileMask> tried;
        for (int r = 0; r < directions; ++r) {
            const TileMask mask = pw::noodles::rotateMask(m_board.tile(cell), r, directions);
            bool seenBefore = false;
            for (TileMask t : tried)
                seenBefore = seenBefore || t == mask;
            if (seenBefore)
                continue;
            tried.push_back(mask);
            if (!agrees(cell, mask))
                continue;
            m_assigned[static_cast<std::size_t>(cell)] = r;
            m_masks[static_cast<std::size_t>(cell)] = mask;
            visit(cell + 1);
            m_assigned[static_cast<std::size_t>(cell)] = -1;
            m_masks[static_cast<std::size_t>(cell)] = 0;
        }
    }

    const Board &m_board;
    int m_limit;
    int m_found = 0;
    std::vector<int> m_assigned;
    std::vector<TileMask> m_masks;
    std::vector<std::vector<TileMask>> m_solutions;
};

// Solutions of the board, counted up to `limit`.
inline int countSolutions(const Board &board, int limit = 2)
{
    return Counter(board, limit).count();
}

// Every solution of the board, up to `limit` of them.
inline std::vector<std::vector<TileMask>> allSolutions(const Board &board, int limit = 10000)
{
    Counter counter(board, limit);
    counter.count();
    return counter.solutions();
}

} // namespace bruteforce
