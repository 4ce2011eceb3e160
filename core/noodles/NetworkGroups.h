#pragma once

#include "core/noodles/Board.h"
#include "core/noodles/PowerNetwork.h"

#include <cstdint>
#include <vector>

namespace pw::noodles {

// The board's pieces as the player has joined them so far: every group of tiles connected by
// arms that meet (the source's group is the powered network), its size, and whether it is
// closed (no arm of it meets nothing: a wall, a blank side, a turned-away neighbour). A closed
// group smaller than the board is an island: no turn outside it can ever join it to the rest,
// so some tile in it is wrong. Groups follow the links, so on a wrapping board they run on
// across the edge. Linear in the board; remade after every move.
class NetworkGroups
{
public:
    NetworkGroups() = default;
    NetworkGroups(const Board &board, const PowerNetwork &network);

    int groupCount() const { return static_cast<int>(m_sizes.size()); }
    int groupOf(int cell) const { return m_group[static_cast<std::size_t>(cell)]; }
    int size(int group) const { return m_sizes[static_cast<std::size_t>(group)]; }
    bool isClosed(int group) const { return m_closed[static_cast<std::size_t>(group)] != 0; }
    bool isIsland(int group) const { return isClosed(group) && size(group) < m_cellCount; }
    int sourceGroup() const { return m_sourceGroup; }
    // The groups that are islands, and how many tiles they hold together.
    int islandCount() const { return m_islands; }
    int islandCellCount() const { return m_islandCells; }

    // A colour slot (0 to slotCount - 1) for each group, so groups can be told apart; groups
    // that touch get different slots where the slots allow. `before` is each cell's slot as
    // last drawn (-1 for none; empty when nothing was drawn): the largest groups choose first,
    // each the slot most of its tiles had, so a group keeps its colour when a tile leaves or
    // joins it, and two groups that join keep the larger one's. A group new to colour (or whose
    // old slot a touching group took) gets the slot its first tile names, or the next free one.
    // Groups of one tile (nothing joined yet) and the source's group (drawn as powered) get -1.
    std::vector<int> colourSlots(int slotCount, const std::vector<int> &before = {}) const;

private:
    std::shared_ptr<const Topology> m_topology;
    std::vector<int> m_group;
    std::vector<int> m_sizes;
    std::vector<int> m_first;
    std::vector<std::uint8_t> m_closed;
    int m_sourceGroup = -1;
    int m_islands = 0;
    int m_islandCells = 0;
    int m_cellCount = 0;
};

} // namespace pw::noodles
