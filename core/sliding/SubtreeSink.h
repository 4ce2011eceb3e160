#pragma once

#include "core/common/SolverSink.h"
#include "core/sliding/SearchReporter.h"

#include <atomic>
#include <mutex>
#include <vector>

namespace pw::sliding {

// The sink of one worker of a parallel IDA* iteration (IdaStarSearch::setThreads): cancelled when
// the search's own sink is (read from the worker's thread, which every sink here allows: their
// flags are atomic) or when another worker has found a solution. Progress is not passed on, as
// the search's sink belongs to the thread that started the search; that thread sums the workers'
// node counts (kept here in an atomic) and shows the lowest board any of them reported (kept
// under a lock).
class SubtreeSink : public common::SolverSink, public BestBoardObserver
{
public:
    SubtreeSink(const common::SolverSink &outer, const std::atomic<bool> &solved)
        : m_outer(outer)
        , m_solved(solved)
    { }

    bool isCancelled() const override
    {
        return m_solved.load(std::memory_order_relaxed) || m_outer.isCancelled();
    }
    // The worker's node count, as its reporter tells it at most four times a second and once
    // more when the worker ends (so the count is exact after the join).
    void reportProgress(const common::Progress &progress) override
    {
        for (const common::Counter &counter : progress.counters) {
            if (counter.name == "expanded")
                m_expanded.store(counter.value, std::memory_order_relaxed);
        }
    }
    std::int64_t expanded() const { return m_expanded.load(std::memory_order_relaxed); }
    void bestBoard(const Board &board, int h) override
    {
        const std::lock_guard lock(m_mutex);
        if (m_tiles.empty() || h < m_bestH) {
            m_bestH = h;
            m_tiles = board.tiles();
        }
    }
    // The lowest board reported so far (empty tiles: none yet).
    std::vector<std::uint8_t> bestTiles(int &h) const
    {
        const std::lock_guard lock(m_mutex);
        h = m_bestH;
        return m_tiles;
    }

private:
    const common::SolverSink &m_outer;
    const std::atomic<bool> &m_solved;
    std::atomic<std::int64_t> m_expanded {0};
    mutable std::mutex m_mutex;
    std::vector<std::uint8_t> m_tiles;
    int m_bestH = 0;
};

} // namespace pw::sliding
