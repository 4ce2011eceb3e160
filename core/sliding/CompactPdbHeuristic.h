#pragma once

#include "core/sliding/CompactPatternDatabase.h"

#include <array>
#include <cstdint>

namespace pw::sliding {

// The IDA* heuristic over a CompactPatternDatabase (see there for the encoding): Manhattan
// distance, kept incrementally, plus twice the larger of the two entry sums, the board's and the
// transposed board's. The state holds each tile's cell; a move changes one pattern of the board
// and one of the transposed board, so a node costs two ranks and two table reads.
class CompactPdbHeuristic
{
public:
    static constexpr int maxCells = 32;
    static constexpr int maxPatterns = 8;
    // IDA* tries the children with the smallest h first (see IdaStarSearch).
    static constexpr bool orderChildren = true;

    struct State
    {
        std::array<std::uint8_t, maxCells> cellOf {}; // cell of each tile, [0] the blank
        std::array<std::uint8_t, maxPatterns> entry {};
        std::array<std::uint8_t, maxPatterns> mirrorEntry {};
        int manhattan = 0;
        int direct = 0; // sum of entry
        int mirror = 0; // sum of mirrorEntry
        // Between prepare() and finish(): the two entries to read.
        std::uint32_t pendingRank = 0;
        std::uint32_t pendingMirrorRank = 0;
    };

    explicit CompactPdbHeuristic(const CompactPatternDatabase &database);

    State init(const std::uint8_t *tiles) const;
    static int value(const State &s)
    {
        return s.manhattan + 2 * (s.direct > s.mirror ? s.direct : s.mirror);
    }
    // update() in two halves, so IDA* can rank all children of a node and have their table
    // entries on the way from memory (prefetched) before it reads the first: the tables are far
    // larger than the caches and a read is a cache miss most of the time.
    void prepare(State &s, int tile, int from, int to) const
    {
        s.cellOf[static_cast<std::size_t>(tile)] = static_cast<std::uint8_t>(to);
        s.manhattan += distance(tile, to) - distance(tile, from);
        const int p = m_pattern[static_cast<std::size_t>(tile)];
        const int q = m_mirrorPattern[static_cast<std::size_t>(tile)];
        s.pendingRank = directRank(s, p);
        s.pendingMirrorRank = mirrorRank(s, q);
        __builtin_prefetch(m_database.tableData(p) + (s.pendingRank >> 1));
        __builtin_prefetch(m_database.tableData(q) + (s.pendingMirrorRank >> 1));
    }
    void finish(State &s, int tile) const
    {
        const int p = m_pattern[static_cast<std::size_t>(tile)];
        const auto e = static_cast<std::uint8_t>(m_database.entry(p, s.pendingRank));
        s.direct += e - s.entry[static_cast<std::size_t>(p)];
        s.entry[static_cast<std::size_t>(p)] = e;
        const int q = m_mirrorPattern[static_cast<std::size_t>(tile)];
        const auto m = static_cast<std::uint8_t>(m_database.entry(q, s.pendingMirrorRank));
        s.mirror += m - s.mirrorEntry[static_cast<std::size_t>(q)];
        s.mirrorEntry[static_cast<std::size_t>(q)] = m;
    }

    void update(State &s, const std::uint8_t *, int tile, int from, int to) const
    {
        s.cellOf[static_cast<std::size_t>(tile)] = static_cast<std::uint8_t>(to);
        s.manhattan += distance(tile, to) - distance(tile, from);
        const int p = m_pattern[static_cast<std::size_t>(tile)];
        const auto e = static_cast<std::uint8_t>(m_database.entry(p, directRank(s, p)));
        s.direct += e - s.entry[static_cast<std::size_t>(p)];
        s.entry[static_cast<std::size_t>(p)] = e;
        const int q = m_mirrorPattern[static_cast<std::size_t>(tile)];
        const auto m = static_cast<std::uint8_t>(m_database.entry(q, mirrorRank(s, q)));
        s.mirror += m - s.mirrorEntry[static_cast<std::size_t>(q)];
        s.mirrorEntry[static_cast<std::size_t>(q)] = m;
    }

    // The rank of pattern p's tiles on the board, and on the transposed board.
    std::uint32_t directRank(const State &s, int p) const
    {
        const auto &tiles = m_tiles[static_cast<std::size_t>(p)];
        return m_database.ranking(p).rank(
            [&](int i) { return s.cellOf[tiles[static_cast<std::size_t>(i)]]; });
    }
    std::uint32_t mirrorRank(const State &s, int q) const
    {
        const auto &tiles = m_mirrorTiles[static_cast<std::size_t>(q)];
        return m_database.ranking(q).rank(
            [&](int i) { return m_transpose[s.cellOf[tiles[static_cast<std::size_t>(i)]]]; });
    }

private:
    int distance(int tile, int cell) const
    {
        return m_distance[static_cast<std::size_t>(tile * m_cells + cell)];
    }

    const CompactPatternDatabase &m_database;
    int m_cells;
    std::array<std::uint8_t, maxCells> m_pattern {}; // pattern of each tile
    std::array<std::uint8_t, maxCells> m_mirrorPattern {}; // pattern its mirror image is in
    // Pattern p's tiles in rank order; the board tiles whose mirror images they are.
    std::array<std::array<std::uint8_t, PlacementRanking::maxTiles>, maxPatterns> m_tiles {};
    std::array<std::array<std::uint8_t, PlacementRanking::maxTiles>, maxPatterns> m_mirrorTiles {};
    std::array<std::uint8_t, maxCells> m_transpose {};
    std::array<std::uint8_t, maxCells * maxCells> m_distance {};
};

} // namespace pw::sliding
