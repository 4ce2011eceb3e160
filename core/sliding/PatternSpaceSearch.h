#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace pw::sliding {

// The breadth-first search that fills one additive pattern database in the compact form
// CompactPatternDatabase reads: 4 bits per entry, holding (distance - Manhattan distance of the
// pattern's tiles) / 2, at most 15.
//
// A state is a placement of the pattern tiles plus the connected region of free cells the
// blank is in; moves of other tiles are free, so the blank's exact cell does not matter, and
// every edge (a pattern tile sliding into the blank's region) costs one move. The table holds
// either each placement's distance, the first level that reaches it in any region
// (TableIndex::Placement, numbered by PlacementRanking), or each state's own (TableIndex::State,
// numbered by CellSetLayout: a zero-aware table, which also knows where the blank is).
//
// The states are laid out by CellSetLayout: one block per order of the tiles on their cells,
// holding for each set of k cells one 2-bit field (unseen, this level, next level, done) per
// region of its free cells. So only real states take room (the 8-tile pattern of the 15-puzzle
// has 1.43 G of them in 340 MiB), and a tile that slides along its row, or up or down past free
// cells, keeps the order: the child's state is in the block being expanded, already in the
// cache; only a tile that passes others changes the block, a read elsewhere. Levels run on
// several threads that claim whole blocks and mark states with compare-and-swap, so the tables
// do not depend on the number of threads. A placement's value is written when it is expanded on
// its first level, a state's when it is expanded.
class PatternSpaceSearch
{
public:
    struct Outcome
    {
        bool complete = false; // false when cancelled, or when some entry was never reached
        int levels = 0; // deepest level reached
        std::uint64_t states = 0; // (placement, region) states reached
        std::uint64_t saturated = 0; // entries stored as 15 but really larger (still a bound)
    };

    // Called on the calling thread between blocks with the entries reached so far; returns
    // false to stop (cancel).
    using Progress = std::function<bool(std::uint64_t entriesReached, int level)>;

    enum class TableIndex { Placement, State };

    // tiles: the pattern's tiles on a side x side board (up to 5 x 5) whose goal has tile t at
    // cell t-1 and the blank last. table: resized to (entries + 1) / 2 bytes, even indices in
    // the low nibble. blankGoal (the last cell when negative) names the goal's region of the
    // blank: the dual lookups need, besides the usual table, one whose goal has the blank in
    // another region of the free cells when the pattern's tiles cut the free cells apart
    // (CompactPatternDatabase).
    static Outcome run(int side, const std::vector<int> &tiles, std::vector<std::uint8_t> &table,
                       int threads, const Progress &progress, int blankGoal = -1,
                       TableIndex index = TableIndex::Placement);
};

} // namespace pw::sliding
