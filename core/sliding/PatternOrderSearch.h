#pragma once

#include "core/sliding/PatternSpaceSearch.h"

namespace pw::sliding {

// PatternSpaceSearch on boards of up to 16 cells (the 7-8 tables of the 15-puzzle): the same
// breadth-first search over (placement of the pattern's tiles, region of free cells the blank is
// in), the same table, in a layout of the states that is smaller and that most moves stay in.
//
// A placement is the set of cells its k tiles cover and the *order* of the tiles on them (which
// tile stands on the first covered cell, counted row by row, which on the second, …). The states
// are kept 2 bits each (unseen, this level, next level, done), grouped by order: one block per
// order holds, for each k-cell set, one field per region of that set's free cells and nothing
// more. So
// - only real states take room: the 8-tile pattern has 1.43 G of them in 340 MiB, where one
//   field for each of a placement's free cells took 1 GiB;
// - a tile that slides along its row passes no other tile, and nor does one that slides up or
//   down past free cells: the order stays, and the child's state is in the block being expanded,
//   already in the cache. Only a tile that passes others changes the order, a read elsewhere.
// The table is indexed as before (PlacementRanking): a placement's value is written when it is
// expanded on its first level. Levels run on several threads that claim whole blocks and mark
// states with compare-and-swap, so the tables do not depend on the number of threads.
class PatternOrderSearch
{
public:
    // side * side <= 16 and at most PlacementRanking::maxTiles tiles; otherwise as
    // PatternSpaceSearch::run.
    static PatternSpaceSearch::Outcome run(int side, const std::vector<int> &tiles,
                                           std::vector<std::uint8_t> &table, int threads,
                                           const PatternSpaceSearch::Progress &progress,
                                           int blankGoal);
};

} // namespace pw::sliding
