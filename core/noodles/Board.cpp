#include "core/noodles/Board.h"

#include <algorithm>

namespace pw::noodles {

Board::Board(std::shared_ptr<const Topology> topology)
    : m_topology(std::move(topology))
    , m_tiles(static_cast<std::size_t>(m_topology->cellCount()), 0)
    , m_locked(static_cast<std::size_t>(m_topology->cellCount()), 0)
{ }

void Board::rotate(int cell, int steps)
{
    TileMask &mask = m_tiles[static_cast<std::size_t>(cell)];
    mask = rotateMask(mask, steps, directions());
}

void Board::setOrigin(int col, int row)
{
    if (!wraps()) {
        m_originCol = m_originRow = 0;
        return;
    }
    m_originCol = ((col % width()) + width()) % width();
    m_originRow = ((row % height()) + height()) % height();
}

int Board::shownCol(int cell) const
{
    return (m_topology->col(cell) - m_originCol + width()) % width();
}

int Board::shownRow(int cell) const
{
    return (m_topology->row(cell) - m_originRow + height()) % height();
}

bool Board::anyLocked() const
{
    return std::any_of(m_locked.begin(), m_locked.end(), [](std::uint8_t l) { return l != 0; });
}

void Board::unlockAll()
{
    std::fill(m_locked.begin(), m_locked.end(), 0);
}

bool Board::linked(int cell, int direction) const
{
    if (!(tile(cell) & (1u << direction)))
        return false;
    const int next = m_topology->neighbour(cell, direction);
    if (next < 0)
        return false;
    return (tile(next) & (1u << m_topology->opposite(direction))) != 0;
}

bool Board::samePosition(const Board &other) const
{
    if (isNull() || other.isNull())
        return isNull() == other.isNull();
    return topology() == other.topology() && m_source == other.m_source && m_tiles == other.m_tiles;
}

} // namespace pw::noodles
