#pragma once

#include "core/sliding/SearchReporter.h"

#include <atomic>
#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>
#include <vector>

namespace pw::sliding {

// One thing a watched IDA* did, as the Watch window's step player shows it.
struct WatchEvent
{
    enum class Kind { Began, Sampled, Ended };
    Kind kind = Kind::Began;
    int iteration = 0; // counted from 0
    int bound = 0;
    // Expanded in this iteration so far; for Ended, in all of it.
    std::int64_t nodes = 0;
    // Sampled: the path to the node being expanded; Ended with a solution: the solution.
    std::string path;
    sliding::IterationSummary::End end = sliding::IterationSummary::End::Raised; // Ended only
    int nextBound = -1; // Ended with the bound raised: the next one
};

// What a watched search tells the UI thread, written on the solver's thread and read on the UI
// thread: the events in order, and the nodes expanded so far. The search samples its path far
// more often than anyone can watch on a long run, so each iteration keeps its first 256 samples
// and then ever fewer (every 2nd, 4th, ... for 128 more each): a long search keeps a few
// thousand events per iteration at most, spread over the whole of it, and the kept events are
// never taken back (the step player only ever grows).
class IterationLog
{
public:
    // The solver's side.
    void began(int bound);
    void sampled(std::string_view path, std::int64_t nodes);
    void ended(const sliding::IterationSummary &summary);

    // The UI thread's side: the events since the last call.
    std::vector<WatchEvent> takeNew();
    // Nodes expanded by the search so far, every iteration counted; live while it runs.
    std::int64_t nodes() const { return m_nodes.load(std::memory_order_relaxed); }

private:
    void add(WatchEvent event);

    std::mutex m_mutex;
    std::vector<WatchEvent> m_pending;
    int m_iteration = -1;
    int m_bound = 0;
    std::int64_t m_before = 0; // nodes of the finished iterations
    std::int64_t m_samples = 0; // this iteration's, kept or not
    std::int64_t m_kept = 0;
    std::int64_t m_stride = 1;
    std::int64_t m_nextThinning = 256;
    std::atomic<std::int64_t> m_nodes {0};
};

} // namespace pw::sliding
