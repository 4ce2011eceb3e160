#include "core/common/SquareGrid.h"

#include <cstdlib>

namespace pw::common {

int manhattanDistance(SquareCell a, SquareCell b)
{
    return std::abs(a.col - b.col) + std::abs(a.row - b.row);
}

SquareGrid::SquareGrid(int width, int height, bool wrap)
    : m_width(width)
    , m_height(height)
    , m_wrap(wrap)
{ }

bool SquareGrid::contains(SquareCell cell) const
{
    return cell.col >= 0 && cell.col < m_width && cell.row >= 0 && cell.row < m_height;
}

std::optional<SquareCell> SquareGrid::neighbour(SquareCell cell, SquareDirection d) const
{
    const SquareCell step = squareStep(d);
    SquareCell next {cell.col + step.col, cell.row + step.row};
    if (m_wrap) {
        next.col = (next.col + m_width) % m_width;
        next.row = (next.row + m_height) % m_height;
        return next;
    }
    if (!contains(next))
        return std::nullopt;
    return next;
}

} // namespace pw::common
