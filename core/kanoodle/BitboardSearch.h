#pragma once

#include "core/common/SolverSink.h"
#include "core/kanoodle/CountCache.h"
#include "core/kanoodle/Position.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

namespace pw::kanoodle {

// A second exact-cover search, on 64-bit boards: always fill the first empty cell in a fixed
// cell order, trying the placements whose first cell (in that order) it is, and cut a branch as
// soon as it encloses a pocket of fewer than four empty cells. No links to update, so each node is
// a few AND/OR instructions.
//
// Counting is memoised: how many ways a node can be completed depends only on its filled cells
// and the pieces used, and different orders of placing the same pieces meet in the same node
// again and again, so a CountCache remembers the counts of finished nodes. The benchmark
// compares it with ExactCover (see docs/kanoodle.md). It reports no steps: the solver
// visualisation replays ExactCover.
class BitboardSearch
{
public:
    // cache, when given, is used and kept by the caller; otherwise the search makes its own.
    explicit BitboardSearch(const Position &start, CountCache *cache = nullptr);

    // Counts every solution (or stops after `limit` > 0). complete is false when cancelled or
    // limited.
    std::int64_t count(common::SolverSink &sink, std::int64_t limit = 0, bool *complete = nullptr);
    // The first solution found, if any (and the sink did not cancel).
    std::optional<Position> first(common::SolverSink &sink);
    // After count(): the first solution it walked to (none if it found none, or if a shared
    // cache already knew the start's count).
    std::optional<Position> firstSolution() const;

    std::int64_t nodes() const { return m_nodes; }

private:
    struct Move
    {
        std::uint64_t cells; // in search-order bits
        std::uint64_t around; // empty-able neighbours of those cells
        std::uint16_t piece; // one bit
        std::int16_t placement;
    };
    std::int64_t search(std::uint64_t filled, std::uint16_t used);
    void reportProgress();
    bool leavesPocket(std::uint64_t empty, std::uint64_t seeds) const;

    Position m_start;
    std::vector<int> m_cellOfBit;
    std::vector<std::vector<Move>> m_moves; // by first bit
    std::uint64_t m_neighbours[64] {};
    std::uint64_t m_full = 0;
    std::uint64_t m_startFilled = 0;

    CountCache m_ownCache {20};
    CountCache *m_cache;
    common::SolverSink *m_sink = nullptr;
    std::int64_t m_nodes = 0;
    std::int64_t m_solutions = 0;
    std::int64_t m_limit = 0;
    bool m_stop = false;
    bool m_cancelled = false;
    int m_depth = 0;
    std::int16_t m_path[pieceCount] {};
    int m_branchIndex[pieceCount + 1] {};
    int m_branchCount[pieceCount + 1] {};
    std::chrono::steady_clock::time_point m_lastProgress {};
    std::optional<std::vector<std::int16_t>> m_firstSolution;
};

} // namespace pw::kanoodle
