#pragma once

#include "core/common/Expected.h"
#include "core/noodles/Tile.h"

#include <memory>
#include <vector>

namespace pw::noodles {

inline constexpr int minSide = 2;
// Net's players play 100 x 100 boards and more; 150 keeps a unique board's generation within
// seconds and its picture smooth (docs/noodles.md, "Big boards").
inline constexpr int maxSide = 150;

// The shape of a board: grid kind, size and wrap, with every cell's neighbour on every side
// computed once (through core/common's SquareGrid / HexGrid) into a flat table, because the
// solver and the power search ask for neighbours millions of times.
class Topology
{
public:
    // Checks the size limits and the hex-wrap parity rule; the error names the offending field.
    static common::Status validate(GridKind kind, int width, int height, bool wrap);
    // Requires validate() to have passed.
    static std::shared_ptr<const Topology> make(GridKind kind, int width, int height, bool wrap);

    Topology(GridKind kind, int width, int height, bool wrap);

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

    bool operator==(const Topology &other) const
    {
        return m_kind == other.m_kind && m_width == other.m_width && m_height == other.m_height
            && m_wrap == other.m_wrap;
    }

private:
    GridKind m_kind;
    int m_width;
    int m_height;
    bool m_wrap;
    int m_directions;
    std::vector<int> m_neighbours;
};

} // namespace pw::noodles
