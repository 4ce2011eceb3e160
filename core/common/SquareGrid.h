#pragma once

#include <array>
#include <optional>

namespace pw::common {

struct SquareCell
{
    int col = 0;
    int row = 0;
    friend bool operator==(const SquareCell &, const SquareCell &) = default;
};

// The four sides of a square cell, clockwise from the top; bit values N=1, E=2, S=4, W=8.
enum class SquareDirection { North = 0, East = 1, South = 2, West = 3 };

constexpr int squareDirectionCount = 4;

constexpr SquareDirection opposite(SquareDirection d)
{
    return static_cast<SquareDirection>((static_cast<int>(d) + 2) % 4);
}

constexpr SquareCell squareStep(SquareDirection d)
{
    constexpr std::array<SquareCell, 4> steps {{{0, -1}, {1, 0}, {0, 1}, {-1, 0}}};
    return steps[static_cast<std::size_t>(d)];
}

int manhattanDistance(SquareCell a, SquareCell b);

// A width x height rectangle of square cells, row-major indices, optionally wrapping at the edges
// (a torus).
class SquareGrid
{
public:
    SquareGrid(int width, int height, bool wrap = false);

    int width() const { return m_width; }
    int height() const { return m_height; }
    bool wraps() const { return m_wrap; }
    int cellCount() const { return m_width * m_height; }

    bool contains(SquareCell cell) const;
    int index(SquareCell cell) const { return cell.row * m_width + cell.col; }
    SquareCell cellAt(int index) const { return {index % m_width, index / m_width}; }

    // The cell across side d, or nothing at a non-wrapping edge.
    std::optional<SquareCell> neighbour(SquareCell cell, SquareDirection d) const;

private:
    int m_width;
    int m_height;
    bool m_wrap;
};

} // namespace pw::common
