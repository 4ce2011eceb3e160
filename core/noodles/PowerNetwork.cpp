#include "core/noodles/PowerNetwork.h"

#include "core/common/BreadthFirstSearch.h"

#include <algorithm>

namespace pw::noodles {

PowerNetwork::PowerNetwork(const Board &board)
{
    reset(board);
}

void PowerNetwork::reset(const Board &board)
{
    m_cellCount = board.cellCount();
    m_directions = board.directions();
    m_links.assign(static_cast<std::size_t>(m_cellCount), 0);
    m_degrees.assign(static_cast<std::size_t>(m_cellCount), 0);
    m_looseEnds = 0;
    for (int cell = 0; cell < m_cellCount; ++cell) {
        refreshLinks(board, cell);
        m_looseEnds += looseEndsAt(cell);
    }
    search(board);
}

void PowerNetwork::refreshLinks(const Board &board, int cell)
{
    m_degrees[static_cast<std::size_t>(cell)]
        = static_cast<std::uint8_t>(tileDegree(board.tile(cell)));
    TileMask mask = 0;
    for (int d = 0; d < m_directions; ++d) {
        if (board.linked(cell, d))
            mask |= static_cast<TileMask>(1u << d);
    }
    m_links[static_cast<std::size_t>(cell)] = mask;
}

void PowerNetwork::tileChanged(const Board &board, int cell)
{
    const Topology &topology = board.topology();
    // Only the rotated cell and the cells around it can gain or lose a mutual connection.
    std::vector<int> touched {cell};
    for (int d = 0; d < m_directions; ++d) {
        const int next = topology.neighbour(cell, d);
        if (next >= 0 && std::find(touched.begin(), touched.end(), next) == touched.end())
            touched.push_back(next);
    }
    for (int c : touched) {
        m_looseEnds -= looseEndsAt(c);
        refreshLinks(board, c);
        m_looseEnds += looseEndsAt(c);
    }
    search(board);
}

void PowerNetwork::search(const Board &board)
{
    m_levels.assign(static_cast<std::size_t>(m_cellCount), -1);
    m_poweredCount = 0;
    m_levelCount = common::breadthFirstSearchIndexed(
        m_cellCount, {board.source()},
        [this, &board](int node, auto &&reach) {
            const TileMask mask = links(node);
            for (int d = 0; d < m_directions; ++d) {
                if (mask & (1u << d))
                    reach(board.topology().neighbour(node, d));
            }
        },
        [this](int node, int level) {
            m_levels[static_cast<std::size_t>(node)] = level;
            ++m_poweredCount;
        });
    findLoops(board);
}

void PowerNetwork::findLoops(const Board &board)
{
    // Peel off pieces with at most one link until none is left: what remains (the 2-core of
    // the links) is every cycle and whatever joins two cycles. Linear in the board.
    std::vector<int> degree(static_cast<std::size_t>(m_cellCount));
    std::vector<int> leaves;
    for (int cell = 0; cell < m_cellCount; ++cell) {
        degree[static_cast<std::size_t>(cell)] = tileDegree(links(cell));
        if (degree[static_cast<std::size_t>(cell)] <= 1)
            leaves.push_back(cell);
    }
    m_onLoop.assign(static_cast<std::size_t>(m_cellCount), 1);
    while (!leaves.empty()) {
        const int cell = leaves.back();
        leaves.pop_back();
        m_onLoop[static_cast<std::size_t>(cell)] = 0;
        const TileMask mask = links(cell);
        for (int d = 0; d < m_directions; ++d) {
            if (!(mask & (1u << d)))
                continue;
            const int next = board.topology().neighbour(cell, d);
            if (m_onLoop[static_cast<std::size_t>(next)]
                && --degree[static_cast<std::size_t>(next)] == 1)
                leaves.push_back(next);
        }
    }
    m_loopCells = static_cast<int>(std::count(m_onLoop.begin(), m_onLoop.end(), 1));
}

int PowerNetwork::looseEndsAt(int cell) const
{
    return m_degrees[static_cast<std::size_t>(cell)] - tileDegree(links(cell));
}

bool PowerNetwork::isSolved() const
{
    return m_cellCount > 0 && m_poweredCount == m_cellCount && m_looseEnds == 0;
}

} // namespace pw::noodles
