#pragma once

#include "core/kanoodle/TilingSearch.h"

#include <cstdint>
#include <vector>

namespace pw::kanoodle {

// A second exact-cover search, on 64-bit boards: always fill the first empty cell in a fixed
// cell order, trying the placements whose first cell (in that order) it is, and cut a branch as
// soon as it encloses a pocket of fewer than four empty cells. No links to update, so each node is
// a few AND/OR instructions.
//
// Counting is memoised: how many ways a node can be completed depends only on its filled cells
// and the pieces used, and different orders of placing the same pieces meet in the same node
// again and again, so a CountCache remembers the counts of finished nodes (see TilingSearch). The
// benchmark compares it with the other engines (see docs/kanoodle.md). It reports no steps: the
// solver visualisation replays ExactCover.
class BitboardSearch : public TilingSearch
{
public:
    // cache, when given, is used and kept by the caller; otherwise the search makes its own.
    explicit BitboardSearch(const Position &start, CountCache *cache = nullptr);

private:
    struct Move
    {
        std::uint64_t cells; // in search-order bits
        std::uint64_t around; // empty-able neighbours of those cells
        std::uint16_t piece; // one bit
        std::int16_t placement;
    };
    void searchFromStart() override;
    std::int64_t search(int depth, std::uint64_t filled, std::uint16_t used);
    bool leavesPocket(std::uint64_t empty, std::uint64_t seeds) const;

    std::vector<int> m_cellOfBit;
    std::vector<std::vector<Move>> m_moves; // by first bit
    std::uint64_t m_neighbours[64] {};
    std::uint64_t m_full = 0;
    std::uint64_t m_startFilled = 0;
};

} // namespace pw::kanoodle
