#pragma once

#include "core/noodles/Topology.h"

#include <memory>
#include <vector>

namespace pw::noodles {

// A Noodles position: the board's shape, every tile's mask in its current rotation, which tiles
// the player has locked, and the source. A value type: copies share the immutable topology and
// copy the small tile arrays, so undo, solvers and threads each hold their own.
class Board
{
public:
    Board() = default;
    // All tiles start as 0 and unlocked; the source is cell 0.
    explicit Board(std::shared_ptr<const Topology> topology);

    bool isNull() const { return !m_topology; }
    const Topology &topology() const { return *m_topology; }
    const std::shared_ptr<const Topology> &sharedTopology() const { return m_topology; }
    GridKind kind() const { return m_topology->kind(); }
    int width() const { return m_topology->width(); }
    int height() const { return m_topology->height(); }
    bool wraps() const { return m_topology->wraps(); }
    int cellCount() const { return m_topology->cellCount(); }
    int directions() const { return m_topology->directions(); }

    TileMask tile(int cell) const { return m_tiles[static_cast<std::size_t>(cell)]; }
    void setTile(int cell, TileMask mask) { m_tiles[static_cast<std::size_t>(cell)] = mask; }
    const std::vector<TileMask> &tiles() const { return m_tiles; }
    void setTiles(std::vector<TileMask> tiles) { m_tiles = std::move(tiles); }

    // Rotates one tile by `steps` clockwise steps (negative: counter-clockwise).
    void rotate(int cell, int steps);

    bool isLocked(int cell) const { return m_locked[static_cast<std::size_t>(cell)] != 0; }
    void setLocked(int cell, bool locked) { m_locked[static_cast<std::size_t>(cell)] = locked; }
    bool anyLocked() const;
    void unlockAll();

    int source() const { return m_source; }
    void setSource(int cell) { m_source = cell; }

    // True when the tile at `cell` and its neighbour across `direction` point at each other.
    bool linked(int cell, int direction) const;

    // Same shape, source and tiles (locks are a player's notes, not part of the position).
    bool samePosition(const Board &other) const;

private:
    std::shared_ptr<const Topology> m_topology;
    std::vector<TileMask> m_tiles;
    std::vector<std::uint8_t> m_locked;
    int m_source = 0;
};

} // namespace pw::noodles
