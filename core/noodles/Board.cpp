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

EdgeMark Board::edgeMark(int cell, int side) const
{
    if (m_wallMarks.empty())
        return EdgeMark::None;
    const auto bit = static_cast<std::uint8_t>(1u << side);
    if (m_wallMarks[static_cast<std::size_t>(cell)] & bit)
        return EdgeMark::Wall;
    if (m_joinMarks[static_cast<std::size_t>(cell)] & bit)
        return EdgeMark::Joined;
    return EdgeMark::None;
}

bool Board::setEdgeMark(int cell, int side, EdgeMark mark)
{
    if (cell < 0 || cell >= cellCount() || side < 0 || side >= directions())
        return false;
    const int other = m_topology->neighbour(cell, side);
    if (other < 0)
        return false;
    if (m_wallMarks.empty()) {
        if (mark == EdgeMark::None)
            return true;
        m_wallMarks.assign(static_cast<std::size_t>(cellCount()), 0);
        m_joinMarks.assign(static_cast<std::size_t>(cellCount()), 0);
    }
    const auto put = [&](int at, int atSide) {
        const auto bit = static_cast<std::uint8_t>(1u << atSide);
        std::uint8_t &wall = m_wallMarks[static_cast<std::size_t>(at)];
        std::uint8_t &join = m_joinMarks[static_cast<std::size_t>(at)];
        wall = static_cast<std::uint8_t>(mark == EdgeMark::Wall ? wall | bit : wall & ~bit);
        join = static_cast<std::uint8_t>(mark == EdgeMark::Joined ? join | bit : join & ~bit);
    };
    put(cell, side);
    put(other, m_topology->opposite(side));
    if (!anyEdgeMarks()) {
        m_wallMarks.clear(); // the last mark went: compare equal to a board never marked
        m_joinMarks.clear();
    }
    return true;
}

bool Board::anyEdgeMarks() const
{
    const auto some = [](const std::vector<std::uint8_t> &marks) {
        return std::any_of(marks.begin(), marks.end(), [](std::uint8_t m) { return m != 0; });
    };
    return some(m_wallMarks) || some(m_joinMarks);
}

std::vector<MarkedSide> Board::edgeMarks() const
{
    std::vector<MarkedSide> marks;
    if (m_wallMarks.empty())
        return marks;
    for (int cell = 0; cell < cellCount(); ++cell) {
        for (int side = 0; side < directions() / 2; ++side) {
            if (const EdgeMark mark = edgeMark(cell, side); mark != EdgeMark::None)
                marks.push_back({cell, side, mark});
        }
    }
    return marks;
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
