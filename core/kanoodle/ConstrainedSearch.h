#pragma once

#include "core/common/SolverSink.h"
#include "core/kanoodle/CountCache.h"
#include "core/kanoodle/Position.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

namespace pw::kanoodle {

// Exact cover on 64-bit boards that branches like dancing links, on the most constrained choice:
// each node keeps the list of placements that still fit, and one pass over it yields how many
// placements cover each empty cell (bit-sliced, saturating at coverLevels) and fit each missing
// piece. A cell or piece with none ends the branch; otherwise the search branches on the cell or
// the piece with the fewest.
//
// Counting is memoised in a CountCache: how many ways a node can be completed depends only on
// its filled cells and the pieces used, and different orders of placing the same pieces meet in
// the same node again and again.
class ConstrainedSearch
{
public:
    // cache, when given, is used and kept by the caller; otherwise the search makes its own.
    explicit ConstrainedSearch(const Position &start, CountCache *cache = nullptr);

    // Counts every solution (or stops after `limit` > 0). complete is false when cancelled or
    // limited.
    std::int64_t count(common::SolverSink &sink, std::int64_t limit = 0, bool *complete = nullptr);
    // After count(): the first solution it walked to (none if it found none, or if a shared
    // cache already knew the start's count).
    std::optional<Position> firstSolution() const;

    std::int64_t nodes() const { return m_nodes; }

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
    std::int64_t search(int depth, CellMask filled, std::uint16_t used);
    static void addCover(Level &level, const Move &move);
    void keepFitting(const Level &from, const Move &placed, Level &to) const;
    void reportProgress(int depth);

    Position m_start;
    CellMask m_region = 0;
    std::vector<Level> m_levels; // by depth

    CountCache m_ownCache {20};
    CountCache *m_cache;
    common::SolverSink *m_sink = nullptr;
    std::int64_t m_nodes = 0;
    std::int64_t m_solutions = 0;
    std::int64_t m_limit = 0;
    bool m_stop = false;
    bool m_cancelled = false;
    std::int16_t m_path[pieceCount] {};
    int m_branchIndex[pieceCount + 1] {};
    int m_branchCount[pieceCount + 1] {};
    std::chrono::steady_clock::time_point m_lastProgress {};
    std::optional<std::vector<std::int16_t>> m_firstSolution;
};

} // namespace pw::kanoodle
