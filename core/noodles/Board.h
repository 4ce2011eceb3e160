#pragma once

#include "core/noodles/DifficultyRating.h"
#include "core/noodles/EdgeMarks.h"
#include "core/noodles/Topology.h"

#include <memory>
#include <optional>
#include <vector>

namespace pw::noodles {

// A Noodles position: the board's shape, every tile's mask in its current rotation, which tiles
// the player has locked, and the source; with it, what belongs to the puzzle or to how it is
// looked at rather than to the position (its difficulty, the shifted origin of a wrapping board),
// so that every state of a game carries them into the history, the files and the autosave. A value type: copies share the immutable topology and
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

    // The player's mark on side `side` of `cell` (the same as on the neighbour's side facing it).
    EdgeMark edgeMark(int cell, int side) const;
    // Marks the side between `cell` and its neighbour across `side`, on both tiles; false (and
    // nothing changes) where no tile is across it (the edge of the board, a barrier).
    bool setEdgeMark(int cell, int side, EdgeMark mark);
    bool anyEdgeMarks() const;
    // Every marked side once (MarkedSide names each from one of its two tiles), in cell order.
    std::vector<MarkedSide> edgeMarks() const;

    // True when the tile at `cell` and its neighbour across `direction` point at each other.
    bool linked(int cell, int direction) const;

    // The difficulty its generator rated (or a file gave): the statistics count per size and
    // level. Nothing for a board nobody rated.
    const std::optional<DifficultyRating> &rating() const { return m_rating; }
    void setRating(std::optional<DifficultyRating> rating) { m_rating = rating; }

    // On a wrapping board, the tile drawn at the top left (as Net's shifted origin), so a noodle
    // that crosses the edge can be seen in one piece; (0, 0) otherwise. Kept in range.
    int originCol() const { return m_originCol; }
    int originRow() const { return m_originRow; }
    void setOrigin(int col, int row);
    // Where the player sees `cell`: its column and row on screen, counted from 0 at the top left
    // of the picture (the tile at the origin), so that words about a tile match the board drawn.
    int shownCol(int cell) const;
    int shownRow(int cell) const;

    // Same shape, source and tiles (locks and edge marks are a player's notes, not part of the
    // position; the rating and the origin neither).
    bool samePosition(const Board &other) const;

private:
    std::shared_ptr<const Topology> m_topology;
    std::vector<TileMask> m_tiles;
    std::vector<std::uint8_t> m_locked;
    // Per cell, a bit per side: the player's wall and joined marks. Empty until the first mark,
    // so the solvers' copies of an unmarked board carry nothing more.
    std::vector<std::uint8_t> m_wallMarks;
    std::vector<std::uint8_t> m_joinMarks;
    int m_source = 0;
    std::optional<DifficultyRating> m_rating;
    int m_originCol = 0;
    int m_originRow = 0;
};

} // namespace pw::noodles
