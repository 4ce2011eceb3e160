#pragma once

#include "core/noodles/Board.h"

#include <vector>

namespace pw::noodles {

// Which pieces are powered: seed 000's breadth-first search from the source over mutual
// connections. As the seed's footnote suggests, the list of connected neighbours of every piece
// is cached (one link mask per cell) and, after a rotation, only the rotated cell and its
// neighbours are recomputed before the search runs again.
class PowerNetwork
{
public:
    PowerNetwork() = default;
    explicit PowerNetwork(const Board &board);

    // Rebuilds every link mask and searches.
    void reset(const Board &board);
    // The tile at `cell` changed in `board`: refresh the cached links around it and search again.
    void tileChanged(const Board &board, int cell);

    // BFS level from the source (0 = the source), or -1 for an unpowered piece.
    int level(int cell) const { return m_levels[static_cast<std::size_t>(cell)]; }
    const std::vector<int> &levels() const { return m_levels; }
    bool isPowered(int cell) const { return level(cell) >= 0; }
    int poweredCount() const { return m_poweredCount; }
    // The number of BFS levels (the depth of the network plus one); drives the "disappear"
    // animation.
    int levelCount() const { return m_levelCount; }
    // Mutual connections of a cell, one bit per side.
    TileMask links(int cell) const { return m_links[static_cast<std::size_t>(cell)]; }
    // Half-connections that meet nothing (a noodle pointing at an edge or at a piece that does not
    // point back).
    int looseEnds() const { return m_looseEnds; }

    // Whether the piece's links close a loop: it lies on a cycle of connected pieces (or on
    // the links between two cycles), which no solution has.
    bool isOnLoop(int cell) const { return m_onLoop[static_cast<std::size_t>(cell)] != 0; }
    int loopCellCount() const { return m_loopCells; }

    // Every piece powered and no loose ends: for the tiles of a tree the two go together.
    bool isSolved() const;

private:
    void refreshLinks(const Board &board, int cell);
    void search(const Board &board);
    void findLoops(const Board &board);
    int looseEndsAt(int cell) const;

    std::vector<TileMask> m_links;
    std::vector<std::uint8_t> m_degrees; // cached with the links: loose ends = degree - links
    std::vector<int> m_levels;
    std::vector<std::uint8_t> m_onLoop;
    int m_loopCells = 0;
    int m_poweredCount = 0;
    int m_levelCount = 0;
    int m_looseEnds = 0;
    int m_cellCount = 0;
    int m_directions = 4;
};

} // namespace pw::noodles
