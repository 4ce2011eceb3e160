#pragma once

#include "core/sliding/DuplicateMoveAutomaton.h"
#include "core/sliding/SearchGeometry.h"
#include "core/sliding/SearchReporter.h"
#include "core/sliding/SolveTypes.h"
#include "core/sliding/SubtreeSink.h"

#include <QCoreApplication>

#include <algorithm>
#include <array>
#include <limits>
#include <string>
#include <utility>

namespace pw::sliding {

// A heuristic that sets orderChildren has IDA* evaluate all children of a node before it
// descends, and descend into the most promising (smallest h) first: in the last iteration the
// goal is then met sooner (the 80-move 15-puzzle: 17 % fewer nodes with the 7-8 tables). Only
// the compact pattern databases set it, so the other heuristics keep the node counts the
// benchmarks document.
template<class H>
concept OrdersChildren = H::orderChildren;

// A heuristic that can split its update into prepare() (the move, and what finding the table
// entries needs, prefetched), locate() (find and prefetch the entries) and finish() (read them)
// lets IDA* overlap the memory reads of a node's children (in the ordered expansion, which sees
// all children at once).
template<class H>
concept PrefetchesEntries = requires(const H &h, typename H::State &s)
{
    h.prepare(s, 1, 0, 1);
    h.locate(s, 1);
    h.finish(s, 1);
};

// A heuristic with refineStart()/refineFinish() has further lookups (the dual ones) that are
// admissible but not consistent and cost more reads; IDA* asks for them only on the children the
// cheap value has not cut off, and propagates them with bidirectional pathmax.
template<class H>
concept RefinesValue = requires(const H &h, typename H::State &s, typename H::DualRanks &r)
{
    h.refineStart(s, r);
    h.refineFinish(s, r);
};

// Iterative-deepening A* (Korf 1985) over one heuristic H (see Heuristics.h): depth-first
// searches bounded by f = g + h, the bound raised to the smallest f that exceeded it. Memory is
// the current path only. The moves follow a DuplicateMoveAutomaton: at the least the move that
// would undo the previous one is never tried (no parent is regenerated), with the shared one no
// path that repeats a shorter or earlier one on a small scale either. The heuristic is updated
// from the parent's in a few table lookups.
template<class H> class IdaStarSearch
{
public:
    IdaStarSearch(const SearchGeometry &geometry, const H &heuristic, common::SolverSink &sink,
                  const DuplicateMoveAutomaton &moves = DuplicateMoveAutomaton::parentOnly())
        : m_geometry(geometry)
        , m_heuristic(heuristic)
        , m_sink(sink)
        , m_moves(moves)
    { }

    // Weighted IDA*: f = g + (num / den) h with num >= den (kept in whole numbers as
    // den g + num h). Every node of an optimal path has f <= num / den times its length, and an
    // iteration's bound never passes the largest f on that path before a solution is found, so
    // the answer is at most num / den times the optimum; with 1 / 1 it is optimal.
    void setWeight(int num, int den)
    {
        m_weightNum = num;
        m_weightDen = den;
    }

    // Iterations that follow one of more than parallelFrom nodes are shared among this many
    // threads (see parallelIteration()); below that, starting threads costs more than they
    // save. A sink that watches the iterations (an IterationObserver) keeps the search on the
    // calling thread.
    static constexpr std::int64_t defaultParallelFrom = 1 << 18;
    void setThreads(int threads, std::int64_t parallelFrom = defaultParallelFrom)
    {
        m_threads = std::max(1, threads);
        m_parallelFrom = parallelFrom;
    }

    SolveResult run(const Board &start)
    {
        SolveResult result;
        result.algorithm = Algorithm::IdaStar;
        begin(start);
        const int startH = m_startH;
        result.startHeuristic = startH;
        SearchReporter reporter(m_sink, start.rows(), start.cols(), startH);
        reporter.noteBoard(m_tiles.data(), startH);
        m_reporter = &reporter;
        reporter.watchPath(m_path.data(), &m_depth);
        const bool parallel
            = m_threads > 1 && dynamic_cast<IterationObserver *>(&m_sink) == nullptr;
        std::int64_t lastIteration = 0;
        m_bound = fOf(0, startH);
        for (;;) {
            reporter.bound = m_bound / m_weightDen;
            reporter.beginIteration(reporter.bound);
            m_nextBound = std::numeric_limits<int>::max();
            const std::int64_t before = reporter.expanded;
            const bool found = parallel && lastIteration >= m_parallelFrom
                ? parallelIteration(reporter, lastIteration)
                : searchFromRoot();
            lastIteration = reporter.expanded - before;
            endIteration(reporter, found);
            if (found) {
                result.moves.assign(m_path.data(), m_path.data() + m_depth);
                result.optimal = m_weightNum == m_weightDen;
                // At most num / den times the optimum (see setWeight).
                result.lowerBound = (m_depth * m_weightDen + m_weightNum - 1) / m_weightNum;
                break;
            }
            if (reporter.stopped()) {
                // Stopped inside the iteration with this bound: the ones below it completed
                // without an answer, so every solution has at least m_bound moves (unweighted).
                result.lowerBound = m_weightNum == m_weightDen ? m_bound : startH;
                result.status = SolveResult::Status::Cancelled;
                result.message
                    = QCoreApplication::translate("pw::sliding::Solver", "cancelled").toStdString();
                break;
            }
            // A solvable board always has a finite next bound; this only guards the impossible.
            if (m_nextBound == std::numeric_limits<int>::max()) {
                result.status = SolveResult::Status::Unsolvable;
                result.message = QCoreApplication::translate("pw::sliding::Solver", "no solution")
                                     .toStdString();
                break;
            }
            if (m_nextBound / m_weightDen >= static_cast<int>(m_path.size())) {
                result.status = SolveResult::Status::MemoryLimit;
                result.message = QCoreApplication::translate(
                                     "pw::sliding::Solver",
                                     "the search bound passed the longest path IDA* keeps")
                                     .toStdString();
                break;
            }
            m_bound = m_nextBound;
        }
        result.expanded = reporter.expanded;
        result.generated = m_generated;
        result.peakOpen = m_deepest;
        reporter.reportNow();
        m_reporter = nullptr;
        return result;
    }

private:
    // The start as the searches below begin from it: its tiles and blank, and its state.
    void begin(const Board &start)
    {
        for (int i = 0; i < start.cellCount(); ++i)
            m_startTiles[static_cast<std::size_t>(i)] = start.at(i);
        m_startBlank = start.blankIndex();
        m_frontierDepth = firstFrontierDepth;
        m_tiles = m_startTiles;
        m_blank = m_startBlank;
        m_root = m_heuristic.init(m_tiles.data());
        if constexpr (RefinesValue<H>) {
            m_heuristic.refine(m_root);
        }
        m_startH = m_heuristic.value(m_root);
    }

    // One iteration with m_bound on this thread. (A finished iteration leaves the tiles as it
    // found them.)
    bool searchFromRoot()
    {
        m_depth = 0;
        if constexpr (OrdersChildren<H>) {
            int h = m_startH;
            return searchOrdered(m_root, 0, DuplicateMoveAutomaton::start, h);
        } else {
            return search(m_root, 0, DuplicateMoveAutomaton::start);
        }
    }

    // Parallel iterations (defined in IdaStarParallel.h).
    // The frontier of a parallel iteration: at least frontierPerThread nodes per thread (their
    // subtrees differ by orders of magnitude, so many small shares balance the threads), and at
    // least one per frontierShare nodes of the iteration before, up to frontierCap, so that
    // the order by f reaches deep in the last iteration (see collectFrontier).
    static constexpr std::size_t frontierPerThread = 256;
    static constexpr std::int64_t frontierShare = 64;
    static constexpr std::size_t frontierCap = std::size_t {1} << 20;
    // Where the first parallel iteration of a search looks for its frontier.
    static constexpr int firstFrontierDepth = 4;
    void listFrontierNode(int g, int h);
    struct FrontierNode;
    bool collectFrontier(std::vector<FrontierNode> &nodes, std::size_t wanted);
    bool searchBelow(const FrontierNode &node, int bound);
    struct SharedIteration;
    void work(SharedIteration &shared, SubtreeSink &sink) const;
    bool parallelIteration(SearchReporter &reporter, std::int64_t lastIteration);

    // Tells an IterationObserver how the iteration with the reporter's bound ended.
    void endIteration(SearchReporter &reporter, bool found) const
    {
        using End = IterationSummary::End;
        IterationSummary summary;
        summary.bound = reporter.bound;
        if (found) {
            summary.end = End::Solved;
            summary.moves = std::string_view(m_path.data(), static_cast<std::size_t>(m_depth));
        } else if (reporter.stopped()) {
            summary.end = End::Stopped;
        } else if (m_nextBound == std::numeric_limits<int>::max()
                   || m_nextBound / m_weightDen >= static_cast<int>(m_path.size())) {
            summary.end = End::GaveUp;
        } else {
            summary.nextBound = m_nextBound / m_weightDen;
        }
        reporter.endIteration(summary);
    }

    // A child of a node in the ordered search.
    struct Child
    {
        typename H::State state;
        int h;
        int direction;
        int cell;
        int moves; // the automaton's state after the move
    };

    bool search(const typename H::State &state, int g, int moveState)
    {
        const int h = m_heuristic.value(state);
        const int f = fOf(g, h);
        if (f > m_bound) {
            if (f < m_nextBound)
                m_nextBound = f;
            return false;
        }
        if (h == 0) // every heuristic here is zero only at the goal
            return true;
        if (g == m_collectDepth) {
            listFrontierNode(g, h);
            return false;
        }
        m_reporter->noteBoard(m_tiles.data(), h);
        ++m_reporter->expanded;
        if (m_reporter->tick())
            return false;
        if (g > m_deepest)
            m_deepest = g;
        const auto &next = m_geometry.neighbour[static_cast<std::size_t>(m_blank)];
        for (int d = 0; d < 4; ++d) {
            const int cell = next[static_cast<std::size_t>(d)];
            const int childMoves = m_moves.next(moveState, d);
            if (cell < 0 || childMoves < 0)
                continue;
            const int tile = m_tiles[static_cast<std::size_t>(cell)];
            const int hole = m_blank;
            m_tiles[static_cast<std::size_t>(hole)] = static_cast<std::uint8_t>(tile);
            m_tiles[static_cast<std::size_t>(cell)] = 0;
            m_blank = cell;
            typename H::State child = state;
            m_heuristic.update(child, m_tiles.data(), tile, cell, hole);
            ++m_generated;
            // Most children lie beyond the bound: prune them here, without a call.
            const int childF = fOf(g + 1, m_heuristic.value(child));
            if (childF > m_bound) {
                if (childF < m_nextBound)
                    m_nextBound = childF;
            } else {
                m_path[static_cast<std::size_t>(g)] = directionLetter(static_cast<Direction>(d));
                m_depth = g + 1;
                if (search(child, g + 1, childMoves))
                    return true;
            }
            m_blank = hole;
            m_tiles[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(tile);
            m_tiles[static_cast<std::size_t>(hole)] = 0;
            if (m_reporter->stopped())
                return false;
        }
        return false;
    }

    // IDA* for heuristics that order children: the node's h comes from its parent (already
    // within the bound) and leaves raised when bidirectional pathmax (BPMX; Felner, Zahavi,
    // Schaeffer & Holte, "Dual lookups in pattern databases", and Zahavi et al., "Inconsistent
    // heuristics") learns more: a child with h(c) implies h(n) >= h(c) - 1, since the two are
    // one move apart, and h(n) implies h(c) >= h(n) - 1. Both stay admissible, so the search
    // stays optimal; a raised h(n) beyond the bound cuts the remaining children at once.
    bool searchOrdered(const typename H::State &state, int g, int moveState, int &h)
    {
        if constexpr (RefinesValue<H>) {
            if (m_heuristic.usesPathmax())
                return searchOrdered<true>(state, g, moveState, h);
        }
        return searchOrdered<false>(state, g, moveState, h);
    }

    template<bool pathmax>
    bool searchOrdered(const typename H::State &state, int g, int moveState, int &h)
    {
        if (h == 0) // every heuristic here is zero only at the goal, and h only grows
            return true;
        if (g == m_collectDepth) {
            listFrontierNode(g, h);
            return false;
        }
        m_reporter->noteBoard(m_tiles.data(), h);
        ++m_reporter->expanded;
        if (m_reporter->tick())
            return false;
        if (g > m_deepest)
            m_deepest = g;

        std::array<Child, 4> children;
        std::array<int, 4> movedTile {};
        int count = 0;
        const auto &next = m_geometry.neighbour[static_cast<std::size_t>(m_blank)];
        const int hole = m_blank;
        for (int d = 0; d < 4; ++d) {
            const int cell = next[static_cast<std::size_t>(d)];
            const int childMoves = m_moves.next(moveState, d);
            if (cell < 0 || childMoves < 0)
                continue;
            const int tile = m_tiles[static_cast<std::size_t>(cell)];
            Child &child = children[static_cast<std::size_t>(count)];
            child.state = state;
            child.direction = d;
            child.cell = cell;
            child.moves = childMoves;
            movedTile[static_cast<std::size_t>(count)] = tile;
            if constexpr (PrefetchesEntries<H>) {
                m_heuristic.prepare(child.state, tile, cell, hole);
            } else {
                // The heuristic is shown the board after the move.
                m_tiles[static_cast<std::size_t>(hole)] = static_cast<std::uint8_t>(tile);
                m_tiles[static_cast<std::size_t>(cell)] = 0;
                m_heuristic.update(child.state, m_tiles.data(), tile, cell, hole);
                m_tiles[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(tile);
                m_tiles[static_cast<std::size_t>(hole)] = 0;
            }
            ++count;
        }
        m_generated += count;
        if constexpr (PrefetchesEntries<H>) {
            for (int i = 0; i < count; ++i)
                m_heuristic.locate(children[static_cast<std::size_t>(i)].state,
                                   movedTile[static_cast<std::size_t>(i)]);
        }
        // The children within the bound, by index: the states stay where they are.
        std::array<int, 4> order {};
        // The regular value first: most children beyond the bound go without the dual reads.
        int kept = 0;
        for (int i = 0; i < count; ++i) {
            Child &child = children[static_cast<std::size_t>(i)];
            if constexpr (PrefetchesEntries<H>)
                m_heuristic.finish(child.state, movedTile[static_cast<std::size_t>(i)]);
            child.h = m_heuristic.value(child.state);
            if constexpr (pathmax)
                child.h = std::max(child.h, h - 1);
            if (withinBound(fOf(g + 1, child.h)))
                order[static_cast<std::size_t>(kept++)] = i;
        }
        count = kept;
        if constexpr (pathmax) {
            if (!refineChildren(children, order, count, g, h))
                return false;
        }
        // The most promising child first (insertion sort of at most three).
        for (int i = 1; i < count; ++i) {
            const int index = order[static_cast<std::size_t>(i)];
            const int childH = children[static_cast<std::size_t>(index)].h;
            int at = i;
            for (; at > 0
                 && children[static_cast<std::size_t>(order[static_cast<std::size_t>(at - 1)])].h
                     > childH;
                 --at)
                order[static_cast<std::size_t>(at)] = order[static_cast<std::size_t>(at - 1)];
            order[static_cast<std::size_t>(at)] = index;
        }
        for (int i = 0; i < count; ++i) {
            const Child &child
                = children[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])];
            int childH = pathmax ? std::max(child.h, h - 1) : child.h;
            if (pathmax && !withinBound(fOf(g + 1, childH)))
                continue;
            const int tile = m_tiles[static_cast<std::size_t>(child.cell)];
            m_tiles[static_cast<std::size_t>(hole)] = static_cast<std::uint8_t>(tile);
            m_tiles[static_cast<std::size_t>(child.cell)] = 0;
            m_blank = child.cell;
            m_path[static_cast<std::size_t>(g)]
                = directionLetter(static_cast<Direction>(child.direction));
            m_depth = g + 1;
            if (searchOrdered<pathmax>(child.state, g + 1, child.moves, childH))
                return true;
            m_blank = hole;
            m_tiles[static_cast<std::size_t>(child.cell)] = static_cast<std::uint8_t>(tile);
            m_tiles[static_cast<std::size_t>(hole)] = 0;
            if (m_reporter->stopped())
                return false;
            // What the child's own children taught it comes back up (BPMX again).
            if (pathmax && childH - 1 > h) {
                h = childH - 1;
                if (!withinBound(fOf(g, h)))
                    return false;
            }
        }
        return false;
    }

    // The dual lookups of the children the regular value kept (order[0 .. count)), read together,
    // and BPMX between them and their parent: a child raises the parent to h(c) - 1, the parent
    // raises every child to h - 1. False when the parent's raised f passes the bound; otherwise
    // order keeps the children still within it.
    bool refineChildren(std::array<Child, 4> &children, std::array<int, 4> &order, int &count,
                        int g, int &h)
    {
        // Measured on Korf's 100: dual lookups on every child (for BPMX from the ones the
        // regular value cuts off too) expand 5 % fewer nodes but cost more reads than they
        // save; on the children at the bound only, 2 % more nodes and no faster.
        std::array<typename H::DualRanks, 4> pending;
        for (int i = 0; i < count; ++i)
            m_heuristic.refineStart(
                children[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])].state,
                pending[static_cast<std::size_t>(i)]);
        for (int i = 0; i < count; ++i) {
            Child &child = children[static_cast<std::size_t>(order[static_cast<std::size_t>(i)])];
            m_heuristic.refineFinish(child.state, pending[static_cast<std::size_t>(i)]);
            child.h = std::max(child.h, m_heuristic.value(child.state));
            if (child.h - 1 > h)
                h = child.h - 1;
        }
        if (!withinBound(fOf(g, h)))
            return false;
        int kept = 0;
        for (int i = 0; i < count; ++i) {
            const int index = order[static_cast<std::size_t>(i)];
            Child &child = children[static_cast<std::size_t>(index)];
            child.h = std::max(child.h, h - 1);
            if (withinBound(fOf(g + 1, child.h)))
                order[static_cast<std::size_t>(kept++)] = index;
        }
        count = kept;
        return true;
    }

    int fOf(int g, int h) const { return m_weightDen * g + m_weightNum * h; }

    // f within the bound, or else a candidate for the next one.
    bool withinBound(int f)
    {
        if (f <= m_bound)
            return true;
        if (f < m_nextBound)
            m_nextBound = f;
        return false;
    }

    const SearchGeometry &m_geometry;
    const H &m_heuristic;
    common::SolverSink &m_sink;
    const DuplicateMoveAutomaton &m_moves;
    SearchReporter *m_reporter = nullptr;
    std::array<std::uint8_t, Board::maxSide * Board::maxSide> m_tiles {};
    std::array<std::uint8_t, Board::maxSide * Board::maxSide> m_startTiles {};
    int m_startBlank = 0;
    typename H::State m_root {};
    int m_startH = 0;
    int m_threads = 1;
    std::int64_t m_parallelFrom = defaultParallelFrom;
    // While collectFrontier() runs: the depth whose nodes are listed instead of expanded.
    int m_collectDepth = -1;
    // The frontier's depth in the last parallel iteration: a higher bound has at least as many
    // nodes at every depth, so the next frontier is looked for there first.
    int m_frontierDepth = firstFrontierDepth;
    std::vector<FrontierNode> *m_frontier = nullptr;
    // f never exceeds a few hundred on the boards IDA* is asked to solve; the path is bounded by
    // the bound, which the solver caps (see IdaStarSolver).
    std::array<char, 1024> m_path {};
    int m_blank = 0;
    int m_weightNum = 1;
    int m_weightDen = 1;
    int m_bound = 0; // in units of fOf
    int m_nextBound = 0;
    int m_depth = 0;
    std::int64_t m_generated = 0;
    std::int64_t m_deepest = 0;
};

} // namespace pw::sliding

#include "core/sliding/IdaStarParallel.h"
