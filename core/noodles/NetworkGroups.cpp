#include "core/noodles/NetworkGroups.h"

#include <algorithm>

namespace pw::noodles {

namespace {

std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

} // namespace

NetworkGroups::NetworkGroups(const Board &board, const PowerNetwork &network)
    : m_topology(board.sharedTopology())
    , m_group(idx(board.cellCount()), -1)
    , m_cellCount(board.cellCount())
{
    const Topology &topology = *m_topology;
    const int directions = topology.directions();
    std::vector<int> queue;
    queue.reserve(idx(m_cellCount));
    // Cells in index order: each group's first cell is the one it was found from.
    for (int start = 0; start < m_cellCount; ++start) {
        if (m_group[idx(start)] >= 0)
            continue;
        const int group = static_cast<int>(m_sizes.size());
        bool closed = true;
        queue.clear();
        queue.push_back(start);
        m_group[idx(start)] = group;
        for (std::size_t head = 0; head < queue.size(); ++head) {
            const int cell = queue[head];
            const TileMask links = network.links(cell);
            // An arm that meets nothing leaves the group open.
            if (links != board.tile(cell))
                closed = false;
            for (int d = 0; d < directions; ++d) {
                if (!(links & (1u << d)))
                    continue;
                const int next = topology.neighbour(cell, d);
                if (m_group[idx(next)] < 0) {
                    m_group[idx(next)] = group;
                    queue.push_back(next);
                }
            }
        }
        m_sizes.push_back(static_cast<int>(queue.size()));
        m_first.push_back(start);
        m_closed.push_back(closed ? 1 : 0);
        if (closed && static_cast<int>(queue.size()) < m_cellCount) {
            ++m_islands;
            m_islandCells += static_cast<int>(queue.size());
        }
    }
    m_sourceGroup = m_cellCount > 0 ? m_group[idx(board.source())] : -1;
}

std::vector<int> NetworkGroups::colourSlots(int slotCount, const std::vector<int> &before) const
{
    std::vector<int> slot(m_sizes.size(), -1);
    if (slotCount <= 0 || !m_topology)
        return slot;
    const Topology &topology = *m_topology;
    const bool remembered = static_cast<int>(before.size()) == m_cellCount;
    // Which groups touch which, and how many of each group's tiles had each slot: one pass.
    std::vector<std::vector<int>> touching(m_sizes.size());
    std::vector<int> had(remembered ? m_sizes.size() * idx(slotCount) : 0, 0);
    for (int cell = 0; cell < m_cellCount; ++cell) {
        const int group = m_group[idx(cell)];
        for (int d = 0; d < topology.directions(); ++d) {
            const int next = topology.neighbour(cell, d);
            if (next >= 0 && m_group[idx(next)] != group)
                touching[idx(group)].push_back(m_group[idx(next)]);
        }
        if (remembered && before[idx(cell)] >= 0 && before[idx(cell)] < slotCount)
            ++had[idx(group) * idx(slotCount) + idx(before[idx(cell)])];
    }
    // The largest groups choose first (then in the order of their first cells).
    std::vector<int> order;
    for (int group = 0; group < groupCount(); ++group) {
        if (size(group) >= 2 && group != m_sourceGroup)
            order.push_back(group);
    }
    if (remembered) {
        std::stable_sort(order.begin(), order.end(),
                         [this](int a, int b) { return size(a) > size(b); });
    }
    std::vector<std::uint8_t> taken(idx(slotCount));
    for (const int group : order) {
        std::fill(taken.begin(), taken.end(), 0);
        for (const int other : touching[idx(group)]) {
            if (slot[idx(other)] >= 0)
                taken[idx(slot[idx(other)])] = 1;
        }
        // The slot most of its tiles had, if no touching group has it now.
        int chosen = -1;
        int most = 0;
        for (int candidate = 0; remembered && candidate < slotCount; ++candidate) {
            const int count = had[idx(group) * idx(slotCount) + idx(candidate)];
            if (count > most && !taken[idx(candidate)]) {
                most = count;
                chosen = candidate;
            }
        }
        if (chosen < 0) {
            // The slot its first cell names; the next free one when a neighbour has it already.
            const int wanted
                = static_cast<int>((static_cast<unsigned>(m_first[idx(group)]) * 7u)
                                   % static_cast<unsigned>(slotCount));
            chosen = wanted;
            for (int step = 0; step < slotCount; ++step) {
                const int candidate = (wanted + step) % slotCount;
                if (!taken[idx(candidate)]) {
                    chosen = candidate;
                    break;
                }
            }
        }
        slot[idx(group)] = chosen;
    }
    return slot;
}

} // namespace pw::noodles
