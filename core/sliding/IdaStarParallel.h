#pragma once

// IdaStarSearch's parallel iteration (see "IDA* on every core" in docs/sliding.md): included at
// the end of IdaStarSearch.h, whose class declares these members.

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

namespace pw::sliding {

// A node of the frontier a parallel iteration shares out: its moves from the start (Direction's
// numbers, two bits each) and its h.
template<class H> struct IdaStarSearch<H>::FrontierNode
{
    static constexpr int maxDepth = 64;
    std::array<std::uint64_t, 2> moves {};
    int depth = 0;
    int h = 0;

    int move(int i) const
    {
        return static_cast<int>(moves[static_cast<std::size_t>(i / 32)] >> (2 * (i % 32))) & 3;
    }
};

// Lists the node at depth g (m_path) instead of expanding it.
template<class H> void IdaStarSearch<H>::listFrontierNode(int g, int h)
{
    FrontierNode node;
    node.depth = g;
    node.h = h;
    for (int i = 0; i < g; ++i) {
        const auto d
            = static_cast<std::uint64_t>(*directionFromLetter(m_path[static_cast<std::size_t>(i)]));
        node.moves[static_cast<std::size_t>(i / 32)] |= d << (2 * (i % 32));
    }
    m_frontier->push_back(node);
}

// The nodes within the bound at the first even depth that has at least `wanted` of them, in
// increasing h: at one depth that is increasing f, the order in which A* would take them, and
// one in which the last iteration, measured, meets a solution far sooner than depth-first (see
// "IDA* on every core" in docs/sliding.md). The search starts at the depth the iteration before
// chose, and each deeper one is reached from the nodes listed at the one before, so no node above
// the frontier is expanded twice. True when a solution lies above the frontier.
template<class H>
bool IdaStarSearch<H>::collectFrontier(std::vector<FrontierNode> &nodes, std::size_t wanted)
{
    nodes.clear();
    m_frontier = &nodes;
    m_collectDepth = m_frontierDepth;
    bool found = searchFromRoot();
    std::vector<FrontierNode> above;
    while (!found && !m_reporter->stopped() && !nodes.empty() && nodes.size() < wanted
           && m_collectDepth + 2 <= FrontierNode::maxDepth) {
        above.swap(nodes);
        nodes.clear();
        m_collectDepth += 2;
        const int bound = m_bound;
        for (const FrontierNode &node : above) {
            found = searchBelow(node, bound);
            if (found || m_reporter->stopped())
                break;
        }
    }
    m_frontierDepth = m_collectDepth;
    m_collectDepth = -1;
    m_frontier = nullptr;
    if (found || m_reporter->stopped())
        return found;
    m_tiles = m_startTiles; // searchBelow left the last node's board
    m_blank = m_startBlank;
    std::stable_sort(nodes.begin(), nodes.end(),
                     [](const FrontierNode &a, const FrontierNode &b) { return a.h < b.h; });
    return false;
}

// Plays the node's moves from the start as the search would (the heuristic updated, the dual
// lookups refined, pathmax passed down) and searches below with `bound`: one share of a
// parallel iteration. The lowest f beyond the bound accumulates in m_nextBound.
template<class H> bool IdaStarSearch<H>::searchBelow(const FrontierNode &node, int bound)
{
    m_bound = bound;
    m_tiles = m_startTiles;
    m_blank = m_startBlank;
    typename H::State state = m_root;
    int h = m_startH;
    int moveState = DuplicateMoveAutomaton::start;
    int g = 0;
    for (; g < node.depth; ++g) {
        const int d = node.move(g);
        const int cell
            = m_geometry.neighbour[static_cast<std::size_t>(m_blank)][static_cast<std::size_t>(d)];
        moveState = m_moves.next(moveState, d);
        const int tile = m_tiles[static_cast<std::size_t>(cell)];
        const int hole = m_blank;
        m_tiles[static_cast<std::size_t>(hole)] = static_cast<std::uint8_t>(tile);
        m_tiles[static_cast<std::size_t>(cell)] = 0;
        m_blank = cell;
        m_heuristic.update(state, m_tiles.data(), tile, cell, hole);
        int childH = m_heuristic.value(state);
        if constexpr (RefinesValue<H>) {
            if (m_heuristic.usesPathmax()) {
                m_heuristic.refine(state);
                childH = std::max(m_heuristic.value(state), h - 1);
            }
        }
        h = childH;
        m_path[static_cast<std::size_t>(g)] = directionLetter(static_cast<Direction>(d));
    }
    m_depth = g;
    if constexpr (OrdersChildren<H>) {
        return searchOrdered(state, g, moveState, h);
    } else {
        return search(state, g, moveState);
    }
}

// What the workers of one parallel iteration share.
template<class H> struct IdaStarSearch<H>::SharedIteration
{
    std::vector<FrontierNode> nodes;
    std::atomic<std::size_t> nextItem {0};
    std::atomic<bool> solved {false};
    std::mutex mutex; // guards the members below
    std::condition_variable finished;
    int running = 0;
    int nextBound = std::numeric_limits<int>::max();
    std::string solution;
};

// One worker: its own copy of the search takes subtrees until none is left or one of the
// workers has found a solution (which is optimal, as in the one-threaded iteration: every
// shorter path was searched in the iterations before).
template<class H> void IdaStarSearch<H>::work(SharedIteration &shared, SubtreeSink &sink) const
{
    IdaStarSearch worker(m_geometry, m_heuristic, sink, m_moves);
    worker.m_weightNum = m_weightNum;
    worker.m_weightDen = m_weightDen;
    worker.m_startTiles = m_startTiles;
    worker.m_startBlank = m_startBlank;
    worker.m_root = m_root;
    worker.m_startH = m_startH;
    worker.m_nextBound = std::numeric_limits<int>::max();
    SearchReporter reporter(sink, m_geometry.rows, m_geometry.cols, m_startH);
    worker.m_reporter = &reporter;
    for (;;) {
        const std::size_t item = shared.nextItem.fetch_add(1, std::memory_order_relaxed);
        if (item >= shared.nodes.size() || reporter.stopped())
            break;
        if (worker.searchBelow(shared.nodes[item], m_bound)) {
            const std::lock_guard lock(shared.mutex);
            if (!shared.solved.exchange(true))
                shared.solution.assign(worker.m_path.data(),
                                       static_cast<std::size_t>(worker.m_depth));
            break;
        }
    }
    reporter.reportNow(); // the final count and best board to the sink
    const std::lock_guard lock(shared.mutex);
    shared.nextBound = std::min(shared.nextBound, worker.m_nextBound);
    --shared.running;
    shared.finished.notify_all();
}

// One iteration on m_threads threads: the frontier is collected on this thread, the
// workers search below it, and this thread meanwhile reports their summed progress and the
// lowest board they reached and polls for cancellation (which the workers poll too).
template<class H>
bool IdaStarSearch<H>::parallelIteration(SearchReporter &reporter, std::int64_t lastIteration)
{
    SharedIteration shared;
    const auto share = static_cast<std::size_t>(lastIteration / frontierShare);
    const std::size_t wanted = std::max(frontierPerThread * static_cast<std::size_t>(m_threads),
                                        std::min(share, frontierCap));
    if (collectFrontier(shared.nodes, wanted))
        return true;
    if (reporter.stopped() || shared.nodes.empty())
        return false;
    std::vector<std::unique_ptr<SubtreeSink>> sinks;
    std::vector<std::thread> workers;
    shared.running = m_threads;
    for (int t = 0; t < m_threads; ++t) {
        sinks.push_back(std::make_unique<SubtreeSink>(m_sink, shared.solved));
        workers.emplace_back([this, &shared, sink = sinks.back().get()] { work(shared, *sink); });
    }
    // The workers' counts and lowest boards, as their sinks hold them, into this reporter.
    const std::int64_t base = reporter.expanded;
    const auto gather = [&] {
        reporter.expanded = base;
        for (const auto &sink : sinks) {
            reporter.expanded += sink->expanded();
            int h = 0;
            const std::vector<std::uint8_t> tiles = sink->bestTiles(h);
            if (!tiles.empty())
                reporter.noteBoard(tiles.data(), h);
        }
        reporter.pollNow();
    };
    {
        std::unique_lock lock(shared.mutex);
        while (!shared.finished.wait_for(lock, std::chrono::milliseconds(100),
                                         [&] { return shared.running == 0; })) {
            lock.unlock();
            gather();
            lock.lock();
        }
    }
    for (std::thread &worker : workers)
        worker.join();
    // Once more after the join: the exact counts, and workers stopped by a cancellation that
    // came after the last poll must not pass for an iteration searched to its end (a sink, once
    // cancelled, stays cancelled).
    gather();
    m_nextBound = std::min(m_nextBound, shared.nextBound);
    if (!shared.solved)
        return false;
    std::copy(shared.solution.begin(), shared.solution.end(), m_path.begin());
    m_depth = static_cast<int>(shared.solution.size());
    return true;
}

} // namespace pw::sliding
