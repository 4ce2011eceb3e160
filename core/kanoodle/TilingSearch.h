#pragma once

#include "core/common/SolverSink.h"
#include "core/kanoodle/CountCache.h"
#include "core/kanoodle/Position.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <vector>

namespace pw::kanoodle {

// What the two bitboard engines (BitboardSearch, ConstrainedSearch) share around their own
// recursion: the count and its limit, cancellation and progress every 1024 nodes, the memoised
// counts of finished nodes, and the path to the first solution.
class TilingSearch
{
public:
    virtual ~TilingSearch() = default;

    // Counts every solution (or stops after `limit` > 0). complete is false when cancelled or
    // limited.
    std::int64_t count(common::SolverSink &sink, std::int64_t limit = 0, bool *complete = nullptr);
    // After count(): the first solution it walked to (none if it found none, or if a shared
    // cache already knew the start's count).
    std::optional<Position> firstSolution() const;

    std::int64_t nodes() const { return m_nodes; }
    // Whether the last count() or walk stopped because the sink cancelled.
    bool wasCancelled() const { return m_cancelled; }

protected:
    // cache, when given, is used and kept by the caller; otherwise the search makes its own.
    TilingSearch(const Position &start, CountCache *cache);

    // The engine's recursion from the start position; it calls the helpers below.
    virtual void searchFromStart() = 0;

    // A complete tiling, reached through m_path[0, depth): counts it; returns 1.
    std::int64_t solved(int depth)
    {
        if (!m_firstSolution)
            m_firstSolution.emplace(m_path, m_path + depth);
        return addSolutions(1);
    }
    // The remembered count of a node (already added to the solutions), if the cache has it.
    std::optional<std::int64_t> recall(std::uint64_t filled, std::uint16_t used)
    {
        // Only finished nodes are stored, and the first solution of each was found the first
        // time round, so a remembered count adds solutions already recorded once.
        const auto known = m_cache->find(filled, used);
        if (known)
            addSolutions(*known);
        return known;
    }
    void remember(std::uint64_t filled, std::uint16_t used, std::int64_t count)
    {
        m_cache->store(filled, used, count);
    }
    // Whether the cache knows the node has no completion (listing skips it; unlike recall()
    // this counts nothing).
    bool knownDead(std::uint64_t filled, std::uint16_t used) const
    {
        const auto known = m_cache->find(filled, used);
        return known && *known == 0;
    }
    // Starts a walk of the engine's own that reports to `sink` (listing): no limit, and the
    // nodes and solutions counted so far go on adding up.
    void beginWalk(common::SolverSink &sink);
    // A solution listed: counted for progress reports.
    void listed() { ++m_solutions; }
    // Counts a node at `depth`; false when the search must stop because the sink cancelled.
    bool enterNode(int depth)
    {
        if ((++m_nodes & 1023) != 0)
            return true;
        return pollEvery1024Nodes(depth);
    }

    Position m_start;
    bool m_stop = false; // cancelled, or the limit reached: unwind without storing
    std::int16_t m_path[pieceCount] {}; // the placements on the way to the current node
    // The branch taken and the branches there were at the first levels: the progress estimate.
    static constexpr int progressDepth = 6;
    int m_branchIndex[progressDepth] {};
    int m_branchCount[progressDepth] {};

private:
    std::int64_t addSolutions(std::int64_t count)
    {
        m_solutions += count;
        if (m_limit > 0 && m_solutions >= m_limit)
            m_stop = true;
        return count;
    }
    bool pollEvery1024Nodes(int depth);

    CountCache m_ownCache {20};
    CountCache *m_cache;
    common::SolverSink *m_sink = nullptr;
    std::int64_t m_nodes = 0;
    std::int64_t m_solutions = 0;
    std::int64_t m_limit = 0;
    bool m_cancelled = false;
    std::chrono::steady_clock::time_point m_lastProgress {};
    std::optional<std::vector<std::int16_t>> m_firstSolution;
};

} // namespace pw::kanoodle
