#pragma once

#include "core/common/SolverSink.h"
#include "core/sliding/Board.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
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
        if ((++m_ticks & 1023) != 0)
            return m_stopped;
        return poll();
    }
    bool stopped() const { return m_stopped; }

    void noteBoard(const std::uint8_t *tiles, int h)
    {
        if (h < m_bestH) {
            m_bestH = h;
            m_best.assign(tiles, tiles + m_cells);
        }
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
