#pragma once

#include "core/sliding/IterationLog.h"
#include "ui/sliding/IterationChart.h"

#include <vector>

namespace pw::ui {

// The events of a watched search, as the Watch window's step player walks them: step i shows
// event i, with the nodes and the iterations' bars as they stood then.
class WatchTimeline
{
public:
    void clear();
    void append(std::vector<sliding::WatchEvent> events);

    int size() const { return static_cast<int>(m_events.size()); }
    const sliding::WatchEvent &at(int i) const { return m_events[static_cast<std::size_t>(i)]; }
    // Nodes expanded by event i, every iteration counted.
    std::int64_t nodesAt(int i) const;
    // The iterations' bars by event i: the finished ones whole, the one running as far as it got.
    QList<IterationChart::Bar> barsAt(int i) const;
    // The events that end an iteration, in order.
    std::vector<int> iterationEnds() const;
    // The fewest moves a solution can have, as the search proved it: the bound of its last
    // iteration that began (every shorter path was searched before without reaching the goal);
    // 0 before the first.
    int provenBound() const;

private:
    struct Iteration
    {
        int bound = 0;
        std::int64_t nodes = 0; // once it ended
        std::int64_t before = 0; // nodes of the iterations before it
    };
    std::vector<sliding::WatchEvent> m_events;
    std::vector<Iteration> m_iterations;
};

} // namespace pw::ui
