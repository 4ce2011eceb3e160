#include "core/sliding/CompactPdbHeuristic.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace pw::sliding {

CompactPdbHeuristic::CompactPdbHeuristic(const CompactPatternDatabase &database, bool dualLookups)
    : m_database(database)
    , m_cells(database.partition().cells())
{
    const int side = database.partition().side;
    for (int cell = 0; cell < m_cells; ++cell)
        m_transpose[static_cast<std::size_t>(cell)]
            = static_cast<std::uint8_t>((cell % side) * side + cell / side);
    auto mirrorTile = [&](int tile) { return m_transpose[static_cast<std::size_t>(tile - 1)] + 1; };
    const auto &patterns = database.partition().patterns;
    m_zeroAware = database.partition().zeroAware;
    for (std::size_t p = 0; p < patterns.size(); ++p) {
        m_layout[p] = database.layout(static_cast<int>(p));
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
    m_dualLookups = dualLookups;
    if (dualLookups)
        planDualLookups();
    planRankShifts();
    for (int tile = 1; tile < m_cells; ++tile) {
        const int goal = tile - 1;
        for (int cell = 0; cell < m_cells; ++cell)
            m_distance[static_cast<std::size_t>(tile * m_cells + cell)] = static_cast<std::uint8_t>(
                std::abs(cell / side - goal / side) + std::abs(cell % side - goal % side));
    }
}

// The dual board of a board whose blank is on cell b is solved by the reversed solution, in which
// the piece that moves like a blank is the tile whose goal cell is b (see CompactPdbHeuristic.h). A
// pattern's table bounds the moves of its tiles there when that tile is not one of them and the
// table's goal lets the moving piece end on b: the usual table when b lies in the region of the
// last cell among the cells the pattern leaves free, a region table for another region.
void CompactPdbHeuristic::planDualLookups()
{
    const int patterns = static_cast<int>(m_database.partition().patterns.size());
    std::vector<const std::uint8_t *> tables; // numbered in the order first met, from 1
    for (int blank = 0; blank < m_cells; ++blank) {
        DualPlan &plan = m_dualPlan[static_cast<std::size_t>(blank)];
        for (int p = 0; p < patterns; ++p) {
            const std::uint8_t *table = m_database.tableForBlankGoal(p, blank);
            if (!table)
                continue; // b is one of p's goal cells, or a region table is missing
            const auto slot = static_cast<std::size_t>(plan.count);
            plan.pattern[slot] = static_cast<std::uint8_t>(p);
            plan.table[slot] = table;
            auto known = std::find(tables.begin(), tables.end(), table);
            if (known == tables.end())
                known = tables.insert(tables.end(), table);
            const auto number = known - tables.begin() + 1;
            plan.tableNumber[slot] = static_cast<std::uint8_t>(number <= 15 ? number : 0);
            ++plan.count;
        }
    }
}

// For tile t at index i of its pattern and tile u at index j of the same pattern: a slide of t
// to higher cells over u lowers t's digit by one when u comes earlier (costing t's weight) and
// raises u's digit by one when u comes later (gaining u's weight); see rankShift().
void CompactPdbHeuristic::planRankShifts()
{
    const auto &patterns = m_database.partition().patterns;
    auto fill = [&](std::array<std::int32_t, maxCells * maxCells> &pairWeight,
                    const std::array<std::array<std::uint8_t, PlacementRanking::maxTiles>,
                                     maxPatterns> &tilesOf) {
        for (std::size_t p = 0; p < patterns.size(); ++p) {
            const PlacementRanking &ranking = m_database.ranking(static_cast<int>(p));
            for (std::size_t i = 0; i < patterns[p].size(); ++i) {
                const int t = tilesOf[p][i];
                std::int32_t *row = pairWeight.data() + t * maxCells;
                row[maxCells - 1] = static_cast<std::int32_t>(ranking.weight(static_cast<int>(i)));
                for (std::size_t j = 0; j < patterns[p].size(); ++j) {
                    if (j == i)
                        continue;
                    const int u = tilesOf[p][j];
                    const auto later
                        = static_cast<std::int32_t>(ranking.weight(static_cast<int>(j)));
                    row[u - 1] = j > i ? later : -row[maxCells - 1];
                }
            }
        }
    };
    fill(m_pairWeight, m_tiles);
    fill(m_mirrorPairWeight, m_mirrorTiles);
}

CompactPdbHeuristic::State CompactPdbHeuristic::init(const std::uint8_t *tiles) const
{
    State s;
    for (int cell = 0; cell < m_cells; ++cell) {
        s.cellOf[tiles[cell]] = static_cast<std::uint8_t>(cell);
        s.objectAt[static_cast<std::size_t>(cell)]
            = static_cast<std::uint8_t>(tiles[cell] == 0 ? m_cells - 1 : tiles[cell] - 1);
        s.manhattan += tiles[cell] == 0 ? 0 : distance(tiles[cell], cell);
    }
    const int patterns = static_cast<int>(m_database.partition().patterns.size());
    const int blank = s.cellOf[0];
    for (int p = 0; p < patterns; ++p) {
        const auto k = static_cast<std::size_t>(p);
        std::uint32_t read = 0;
        std::uint32_t mirrorRead = 0;
        if (const CellSetLayout *layout = m_layout[k]) {
            const auto cellOf
                = [&](int i) { return s.cellOf[m_tiles[k][static_cast<std::size_t>(i)]]; };
            const auto mirrorCellOf = [&](int i) {
                return m_transpose[s.cellOf[m_mirrorTiles[k][static_cast<std::size_t>(i)]]];
            };
            for (int i = 0; i < layout->tiles(); ++i) {
                s.cells[k] |= std::uint32_t(1) << cellOf(i);
                s.mirrorCells[k] |= std::uint32_t(1) << mirrorCellOf(i);
            }
            s.rank[k] = layout->orderOf(cellOf);
            s.mirrorRank[k] = layout->orderOf(mirrorCellOf);
            read = layout->state(s.rank[k], layout->setOf(s.cells[k]), blank);
            mirrorRead = layout->state(s.mirrorRank[k], layout->setOf(s.mirrorCells[k]),
                                       m_transpose[static_cast<std::size_t>(blank)]);
        } else {
            s.rank[k] = directRank(s, p);
            s.mirrorRank[k] = mirrorRank(s, p);
            read = s.rank[k];
            mirrorRead = s.mirrorRank[k];
        }
        s.entry[k] = static_cast<std::uint8_t>(m_database.entry(p, read));
        s.mirrorEntry[k] = static_cast<std::uint8_t>(m_database.entry(p, mirrorRead));
        s.direct += s.entry[k];
        s.mirror += s.mirrorEntry[k];
    }
    return s;
}

} // namespace pw::sliding
