#pragma once

#include "core/common/Expected.h"
#include "core/noodles/Tile.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace pw::noodles {

inline constexpr int minSide = 2;
// Net's players play 100 x 100 boards and more; 150 keeps a unique board's generation within
// seconds and its picture smooth (docs/noodles.md, "Big boards").
inline constexpr int maxSide = 150;

// The shape of a board: grid kind, size and wrap, and the barriers inside it (Net's barrier
// variant), with every cell's neighbour on every side computed once (through core/common's
// SquareGrid / HexGrid) into a flat table, because the solver and the power search ask for
// neighbours millions of times. A barrier is a wall between two cells: across it there is no
// neighbour, as at the edge of a board that does not wrap, so every rule, the solvers, the power
// network and the generator's trees respect barriers with no code of their own.
class Topology
{
public:
    // Checks the size limits and the hex-wrap parity rule; the error names the offending field.
    static common::Status validate(GridKind kind, int width, int height, bool wrap);
    // Requires validate() to have passed. `closed`: empty, or a mask per cell of the sides a
    // barrier closes (bit d: side d); a barrier is put on both of its cells, and one on the edge
    // of a board that does not wrap is dropped (the edge is a wall already).
    static std::shared_ptr<const Topology> make(GridKind kind, int width, int height, bool wrap,
                                                std::vector<std::uint8_t> closed = {});

    Topology(GridKind kind, int width, int height, bool wrap,
             std::vector<std::uint8_t> closed = {});

    GridKind kind() const { return m_kind; }
    int width() const { return m_width; }
    int height() const { return m_height; }
    bool wraps() const { return m_wrap; }
    int cellCount() const { return m_width * m_height; }
    int directions() const { return m_directions; }
    int maxDegree() const { return noodles::maxDegree(m_kind); }
    int opposite(int direction) const { return oppositeDirection(direction, m_directions); }

    int index(int col, int row) const { return row * m_width + col; }
    int col(int cell) const { return cell % m_width; }
    int row(int cell) const { return cell / m_width; }

    // The cell across side `direction` of `cell`, or -1 at the edge of a board that does not wrap.
    int neighbour(int cell, int direction) const
    {
        return m_neighbours[static_cast<std::size_t>(cell * m_directions + direction)];
    }

    bool hasBarriers() const { return !m_barriers.empty(); }
    // The sides of `cell` a barrier closes (bit d: side d); 0 on a board without barriers.
    std::uint8_t barriers(int cell) const
    {
        return m_barriers.empty() ? 0 : m_barriers[static_cast<std::size_t>(cell)];
    }
    bool barrier(int cell, int side) const { return (barriers(cell) >> side) & 1u; }
    // Every cell's mask, as make() takes it (empty without barriers).
    const std::vector<std::uint8_t> &barrierMasks() const { return m_barriers; }
    int barrierCount() const;

    bool operator==(const Topology &other) const
    {
        return m_kind == other.m_kind && m_width == other.m_width && m_height == other.m_height
            && m_wrap == other.m_wrap && m_barriers == other.m_barriers;
    }

private:
    GridKind m_kind;
    int m_width;
    int m_height;
    bool m_wrap;
    int m_directions;
    std::vector<int> m_neighbours;
    std::vector<std::uint8_t> m_barriers;
};

} // namespace pw::noodles
