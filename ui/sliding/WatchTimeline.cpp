#include "ui/sliding/WatchTimeline.h"

#include <algorithm>

namespace pw::ui {

void WatchTimeline::clear()
{
    m_events.clear();
    m_iterations.clear();
}

void WatchTimeline::append(std::vector<sliding::WatchEvent> events)
{
    for (sliding::WatchEvent &event : events) {
        if (event.kind == sliding::WatchEvent::Kind::Began) {
            const std::int64_t before
                = m_iterations.empty() ? 0 : m_iterations.back().before + m_iterations.back().nodes;
            m_iterations.push_back({event.bound, 0, before});
        } else if (event.kind == sliding::WatchEvent::Kind::Ended && !m_iterations.empty()) {
            m_iterations.back().nodes = event.nodes;
        }
        m_events.push_back(std::move(event));
    }
}

std::int64_t WatchTimeline::nodesAt(int i) const
{
    const sliding::WatchEvent &event = at(i);
    return m_iterations[static_cast<std::size_t>(event.iteration)].before + event.nodes;
}

QList<IterationChart::Bar> WatchTimeline::barsAt(int i) const
{
    const sliding::WatchEvent &event = at(i);
    QList<IterationChart::Bar> bars;
    for (int k = 0; k < event.iteration; ++k) {
        const Iteration &done = m_iterations[static_cast<std::size_t>(k)];
        bars.append({done.bound, done.nodes});
    }
    bars.append({event.bound, event.nodes});
    return bars;
}

std::vector<int> WatchTimeline::iterationEnds() const
{
    std::vector<int> ends;
    for (int i = 0; i < size(); ++i) {
        if (at(i).kind == sliding::WatchEvent::Kind::Ended)
            ends.push_back(i);
    }
    return ends;
}

int WatchTimeline::provenBound() const
{
    int bound = 0;
    for (const sliding::WatchEvent &event : m_events) {
        if (event.kind == sliding::WatchEvent::Kind::Began)
            bound = std::max(bound, event.bound);
    }
    return bound;
}

} // namespace pw::ui
