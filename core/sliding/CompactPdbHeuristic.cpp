#include "core/sliding/CompactPdbHeuristic.h"

#include <cstdlib>

namespace pw::sliding {

CompactPdbHeuristic::CompactPdbHeuristic(const CompactPatternDatabase &database)
    : m_database(database)
    , m_cells(database.partition().cells())
{
    const int side = database.partition().side;
    for (int cell = 0; cell < m_cells; ++cell)
        m_transpose[static_cast<std::size_t>(cell)]
            = static_cast<std::uint8_t>((cell % side) * side + cell / side);
    auto mirrorTile = [&](int tile) { return m_transpose[static_cast<std::size_t>(tile - 1)] + 1; };
    const auto &patterns = database.partition().patterns;
    for (std::size_t p = 0; p < patterns.size(); ++p) {
        for (std::size_t i = 0; i < patterns[p].size(); ++i) {
            const int t = patterns[p][i];
            m_tiles[p][i] = static_cast<std::uint8_t>(t);
            m_pattern[static_cast<std::size_t>(t)] = static_cast<std::uint8_t>(p);
            // Tile u of the board is tile t of the transposed board.
            const int u = mirrorTile(t);
            m_mirrorTiles[p][i] = static_cast<std::uint8_t>(u);
            m_mirrorPattern[static_cast<std::size_t>(u)] = static_cast<std::uint8_t>(p);
        }
    }
    for (int tile = 1; tile < m_cells; ++tile) {
        const int goal = tile - 1;
        for (int cell = 0; cell < m_cells; ++cell)
            m_distance[static_cast<std::size_t>(tile * m_cells + cell)] = static_cast<std::uint8_t>(
                std::abs(cell / side - goal / side) + std::abs(cell % side - goal % side));
    }
}

CompactPdbHeuristic::State CompactPdbHeuristic::init(const std::uint8_t *tiles) const
{
    State s;
    for (int cell = 0; cell < m_cells; ++cell) {
        s.cellOf[tiles[cell]] = static_cast<std::uint8_t>(cell);
        s.manhattan += tiles[cell] == 0 ? 0 : distance(tiles[cell], cell);
    }
    const int patterns = static_cast<int>(m_database.partition().patterns.size());
    for (int p = 0; p < patterns; ++p) {
        const auto k = static_cast<std::size_t>(p);
        s.entry[k] = static_cast<std::uint8_t>(m_database.entry(p, directRank(s, p)));
        s.mirrorEntry[k] = static_cast<std::uint8_t>(m_database.entry(p, mirrorRank(s, p)));
        s.direct += s.entry[k];
        s.mirror += s.mirrorEntry[k];
    }
    return s;
}

} // namespace pw::sliding
