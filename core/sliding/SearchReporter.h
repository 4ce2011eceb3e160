#pragma once

#include "core/common/SolverSink.h"
#include "core/sliding/Board.h"

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pw::sliding {

// What every sliding search shares with its sink: a cheap cancellation poll, progress at most
// four times a second, and the best (lowest-h) board reached so far. Progress carries counters
// named "expanded", "open", "bound", "start_h" and "best_h"; the message holds the best board as
// "best: r c t1 t2 ..." so the UI can draw it (see bestBoardFromProgress).
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

// The best board a progress report carries, if any.
std::optional<Board> bestBoardFromProgress(const common::Progress &progress);

// Reports each move of a solution as a StepEvent::Move (subject = the tile that slides,
// value = direction of the blank as in Direction, detail = move number), if the sink wants steps.
void reportSolutionSteps(const Board &start, const std::string &moves, common::SolverSink &sink);

} // namespace pw::sliding
