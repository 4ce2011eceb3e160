#pragma once

#include <cstdint>
#include <functional>
#include <vector>

namespace pw::sliding {

// The breadth-first search that fills one additive pattern database in the compact form
// CompactPatternDatabase reads: 4 bits per placement of the pattern's tiles, holding
// (distance - Manhattan distance of those tiles) / 2, at most 15.
//
// A state is a placement of the pattern tiles plus the connected region of free cells the
// blank is in; moves of other tiles are free, so the blank's exact cell does not matter, and
// every edge (a pattern tile sliding into the blank's region) costs one move. A placement's
// distance is the first level that reaches it in any region. The search keeps 2 bits per state
// (unseen, this level, next level, done), the regions of one placement packed into one word,
// and runs each level on several threads that claim chunks of placements and mark states with
// compare-and-swap, so the result does not depend on the number of threads. A placement's
// entry is written when it is expanded on its first level (no region done yet), by the thread
// that owns its chunk; a child's rank comes from its parent's (PlacementRanking::rankAfterMove).
// Boards of up to 16 cells (the 7-8 tables) are searched by PatternOrderSearch: the same search
// and the same table, its states laid out by the order of the tiles, in a third of the memory.
class PatternSpaceSearch
{
public:
    struct Outcome
    {
        bool complete = false; // false when cancelled
        int levels = 0; // deepest level reached
        std::uint64_t states = 0; // (placement, region) states reached
        std::uint64_t saturated = 0; // entries stored as 15 but really larger (still a bound)
    };

    // Called on the calling thread between chunks with the placements reached so far; returns
    // false to stop (cancel).
    using Progress = std::function<bool(std::uint64_t placementsReached, int level)>;

    // tiles: the pattern's tiles on a side x side board whose goal has tile t at cell t-1 and
    // the blank last. table: resized to (placements + 1) / 2 bytes, even ranks in the low nibble.
    // blankGoal (the last cell when negative) names the goal's region of the blank: the dual
    // lookups need, besides the usual table, one whose goal has the blank in another region of
    // the free cells when the pattern's tiles cut the free cells apart (CompactPatternDatabase).
    static Outcome run(int side, const std::vector<int> &tiles, std::vector<std::uint8_t> &table,
                       int threads, const Progress &progress, int blankGoal = -1);
};

} // namespace pw::sliding
