#pragma once

#include "core/entanglement/Tile.h"

#include "core/common/UvGrid.h"

#include <vector>

namespace pw::entanglement {

using common::UvCell;

// The hexagonal field of a given radius in seed 002's (u, v) coordinates: the playable cells are
// those at hex distance 1..radius from the centre (0, 0); the centre and everything beyond the rim
// are walls. Cells are kept in a flat array that also covers the ring just outside the rim, so a
// line can always take one step before it is stopped, without bounds checks.
class Board
{
public:
    static constexpr int minRadius = 1;
    static constexpr int maxRadius = 6;
    static constexpr int defaultRadius = 3;

    // The radius is clamped to minRadius..maxRadius; callers validate user input first.
    explicit Board(int radius = defaultRadius);

    int radius() const { return m_radius; }
    // Playable cells: 3 R (R + 1).
    int playableCellCount() const { return 3 * m_radius * (m_radius + 1); }

    bool isWall(UvCell cell) const;
    bool isPlayable(UvCell cell) const { return !isWall(cell); }
    bool hasTile(UvCell cell) const;
    // The tile placed at a playable cell that has one.
    const Tile &tileAt(UvCell cell) const { return m_tiles[static_cast<std::size_t>(slot(cell))]; }
    void place(UvCell cell, const Tile &tile);
    void clear(UvCell cell);
    int placedCount() const { return m_placed; }

    // Every playable cell, ring by ring outwards.
    std::vector<UvCell> playableCells() const;

    // How many steps the cell is from the nearest wall cell (the centre or the first ring past the
    // rim): 0 for walls. Used to keep the line away from walls.
    int distanceFromWalls(UvCell cell) const;

private:
    int slot(UvCell cell) const { return (cell.u + m_span) * m_width + (cell.v + m_span); }
    bool inArray(UvCell cell) const;

    int m_radius;
    int m_span; // radius + 1: the array covers -span..span on both axes
    int m_width; // 2 span + 1
    int m_placed = 0;
    std::vector<Tile> m_tiles;
    std::vector<unsigned char> m_occupied;
};

} // namespace pw::entanglement
