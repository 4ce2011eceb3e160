#include "core/sliding/IterationLog.h"

#include <utility>

namespace pw::sliding {

void IterationLog::began(int bound)
{
    ++m_iteration;
    m_bound = bound;
    m_samples = 0;
    m_kept = 0;
    m_stride = 1;
    m_nextThinning = 256;
    add({WatchEvent::Kind::Began, m_iteration, bound, 0, {}, {}, -1});
}

void IterationLog::sampled(std::string_view path, std::int64_t nodes)
{
    m_nodes.store(m_before + nodes, std::memory_order_relaxed);
    if (m_samples++ % m_stride != 0)
        return;
    add({WatchEvent::Kind::Sampled, m_iteration, m_bound, nodes, std::string(path), {}, -1});
    if (++m_kept == m_nextThinning) {
        m_stride *= 2;
        m_nextThinning += 128;
    }
}

void IterationLog::ended(const sliding::IterationSummary &summary)
{
    m_before += summary.expanded;
    m_nodes.store(m_before, std::memory_order_relaxed);
    add({WatchEvent::Kind::Ended, m_iteration, summary.bound, summary.expanded,
         std::string(summary.moves), summary.end, summary.nextBound});
}

void IterationLog::add(WatchEvent event)
{
    const std::lock_guard lock(m_mutex);
    m_pending.push_back(std::move(event));
}

std::vector<WatchEvent> IterationLog::takeNew()
{
    const std::lock_guard lock(m_mutex);
    return std::exchange(m_pending, {});
}

} // namespace pw::sliding
