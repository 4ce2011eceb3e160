#pragma once

#include "core/kanoodle/TilingSearch.h"

#include <cstdint>
#include <vector>

namespace pw::kanoodle {

// Exact cover on 64-bit boards that branches like dancing links, on the most constrained choice:
// each node keeps the list of placements that still fit, and one pass over it yields how many
// placements cover each empty cell (bit-sliced, saturating at coverLevels) and fit each missing
// piece. A cell or piece with none ends the branch; otherwise the search branches on the cell or
// the piece with the fewest.
//
// Counting is memoised in a CountCache (see TilingSearch): how many ways a node can be completed
// depends only on its filled cells and the pieces used, and different orders of placing the same
// pieces meet in the same node again and again.
class ConstrainedSearch : public TilingSearch
{
public:
    // cache, when given, is used and kept by the caller; otherwise the search makes its own.
    explicit ConstrainedSearch(const Position &start, CountCache *cache = nullptr);

private:
    // How far covering placements are counted per cell: a cell with more counts as "many".
    static constexpr int coverLevels = 12;
    struct Move
    {
        CellMask cells;
        std::int16_t piece;
        std::int16_t placement;
    };
    // The live placements of one node and what they cover.
    struct Level
    {
        std::vector<Move> moves;
        // coveredAtLeast[k]: the cells that k + 1 or more placements cover
        CellMask coveredAtLeast[coverLevels] {};
        int perPiece[pieceCount] {};
    };
    void searchFromStart() override;
    std::int64_t search(int depth, CellMask filled, std::uint16_t used);
    static void addCover(Level &level, const Move &move);
    void keepFitting(const Level &from, const Move &placed, Level &to) const;

    CellMask m_region = 0;
    std::vector<Level> m_levels; // by depth
};

} // namespace pw::kanoodle
