#include "core/entanglement/Board.h"

#include <algorithm>
#include <cstdlib>

namespace pw::entanglement {

Board::Board(int radius)
    : m_radius(std::clamp(radius, minRadius, maxRadius))
    , m_span(m_radius + 1)
    , m_width(2 * m_span + 1)
    , m_tiles(static_cast<std::size_t>(m_width * m_width))
    , m_occupied(static_cast<std::size_t>(m_width * m_width), 0)
{ }

bool Board::inArray(UvCell cell) const
{
    return std::abs(cell.u) <= m_span && std::abs(cell.v) <= m_span;
}

bool Board::isWall(UvCell cell) const
{
    const int distance = common::uvDistanceFromCentre(cell);
    return distance == 0 || distance > m_radius;
}

bool Board::hasTile(UvCell cell) const
{
    return inArray(cell) && m_occupied[static_cast<std::size_t>(slot(cell))] != 0;
}

void Board::place(UvCell cell, const Tile &tile)
{
    if (isWall(cell))
        return;
    const auto s = static_cast<std::size_t>(slot(cell));
    if (!m_occupied[s])
        ++m_placed;
    m_occupied[s] = 1;
    m_tiles[s] = tile;
}

void Board::clear(UvCell cell)
{
    if (!hasTile(cell))
        return;
    m_occupied[static_cast<std::size_t>(slot(cell))] = 0;
    --m_placed;
}

std::vector<UvCell> Board::playableCells() const
{
    std::vector<UvCell> cells;
    cells.reserve(static_cast<std::size_t>(playableCellCount()));
    for (int ring = 1; ring <= m_radius; ++ring) {
        for (int u = -ring; u <= ring; ++u) {
            for (int v = -ring; v <= ring; ++v) {
                if (common::uvDistanceFromCentre({u, v}) == ring)
                    cells.push_back({u, v});
            }
        }
    }
    return cells;
}

int Board::distanceFromWalls(UvCell cell) const
{
    if (isWall(cell))
        return 0;
    const int distance = common::uvDistanceFromCentre(cell);
    return std::min(distance, m_radius + 1 - distance);
}

} // namespace pw::entanglement
