#pragma once

#include "core/common/SolverSink.h"
#include "core/sliding/Board.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace pw::sliding {

// A sink that also implements this interface is shown the best (lowest-h) board a search has
// reached, each time progress is reported (on the solver's thread).
class BestBoardObserver
{
public:
    virtual ~BestBoardObserver();
    virtual void bestBoard(const Board &board, int h) = 0;
};

// How one IDA* iteration ended: with a solution, with the bound raised for the next one, stopped
// (cancelled or out of its budget), or with no further bound to try.
struct IterationSummary
{
    enum class End { Solved, Raised, Stopped, GaveUp };
    int bound = 0;
    std::int64_t expanded = 0; // in this iteration alone
    End end = End::Raised;
    int nextBound = -1; // Raised: the next iteration's bound
    std::string_view moves; // Solved: the solution ("ULDR...")
};

// A sink that also implements this interface is told how IDA* proceeds, on the solver's thread:
// each iteration's bound as it begins, how it ended, and every samplingInterval() expansions the
// path to the node being expanded. Without one, a search pays one pointer test per iteration
// and nothing per node.
class IterationObserver
{
public:
    virtual ~IterationObserver();
    // Expansions between two path samples, rounded down to a power of two up to 1024 (the
    // cancellation poll's interval, which it sets).
    virtual int samplingInterval() const { return 1024; }
    virtual void iterationStarted(int bound) = 0;
    // moves: from the start to the node being expanded; expanded: this iteration's nodes so
    // far, that one included.
    virtual void pathSampled(std::string_view moves, std::int64_t expanded) = 0;
    virtual void iterationEnded(const IterationSummary &summary) = 0;
};

// What every sliding search shares with its sink: a cheap cancellation poll, progress at most
// four times a second, and the best (lowest-h) board reached so far. Progress carries counters
// named "expanded", "open", "bound", "start_h" and "best_h"; the best board itself goes to the
// sink's BestBoardObserver side, if it has one.
class SearchReporter
{
public:
    SearchReporter(common::SolverSink &sink, int rows, int cols, int startH);

    // Call once per expansion; returns true when the search must stop.
    bool tick()
    {
        if ((++m_ticks & m_pollMask) != 0)
            return m_stopped;
        return poll();
    }
    bool stopped() const { return m_stopped; }
    // Polls and reports now, between ticks: for a thread that waits on others' work.
    bool pollNow() { return poll(); }

    void noteBoard(const std::uint8_t *tiles, int h)
    {
        if (h < m_bestH) {
            m_bestH = h;
            m_best.assign(tiles, tiles + m_cells);
        }
    }

    // IDA*'s iterations, for a sink that is an IterationObserver: the search's path buffer and
    // its length, read at each sample; each iteration's start and end.
    void watchPath(const char *moves, const int *length)
    {
        m_path = moves;
        m_pathLength = length;
    }
    void beginIteration(int bound)
    {
        m_iterationStart = expanded;
        if (m_iterations)
            m_iterations->iterationStarted(bound);
    }
    void endIteration(IterationSummary summary)
    {
        if (!m_iterations)
            return;
        summary.expanded = expanded - m_iterationStart;
        m_iterations->iterationEnded(summary);
    }

    // Numbers shown beside "expanded": the open list (A*), the f bound (IDA*), the depth.
    std::int64_t expanded = 0;
    std::int64_t open = -1;
    int bound = -1;

    void reportNow();

private:
    bool poll();

    common::SolverSink &m_sink;
    BestBoardObserver *m_observer = nullptr;
    IterationObserver *m_iterations = nullptr;
    std::uint64_t m_pollMask = 1023; // poll every 1024 expansions, or as the observer samples
    const char *m_path = nullptr;
    const int *m_pathLength = nullptr;
    std::int64_t m_iterationStart = 0;
    int m_rows;
    int m_cols;
    int m_cells;
    int m_startH;
    int m_bestH;
    std::vector<std::uint8_t> m_best;
    std::uint64_t m_ticks = 0;
    bool m_stopped = false;
    std::chrono::steady_clock::time_point m_lastReport;
};

// Reports each move of a solution as a StepEvent::Move (subject = the tile that slides,
// value = direction of the blank as in Direction, detail = move number), if the sink wants steps.
void reportSolutionSteps(const Board &start, const std::string &moves, common::SolverSink &sink);

} // namespace pw::sliding
