#include "core/sliding/SearchReporter.h"

#include <algorithm>
#include <bit>

namespace pw::sliding {

BestBoardObserver::~BestBoardObserver() = default;
IterationObserver::~IterationObserver() = default;

SearchReporter::SearchReporter(common::SolverSink &sink, int rows, int cols, int startH)
    : m_sink(sink)
    , m_observer(dynamic_cast<BestBoardObserver *>(&sink))
    , m_iterations(dynamic_cast<IterationObserver *>(&sink))
    , m_rows(rows)
    , m_cols(cols)
    , m_cells(rows * cols)
    , m_startH(startH)
    , m_bestH(startH + 1)
    , m_lastReport(std::chrono::steady_clock::now())
{
    if (m_iterations) {
        const int interval = std::clamp(m_iterations->samplingInterval(), 1, 1024);
        m_pollMask = std::bit_floor(static_cast<std::uint64_t>(interval)) - 1;
    }
}

bool SearchReporter::poll()
{
    if (m_sink.isCancelled()) {
        m_stopped = true;
        return true;
    }
    if (m_iterations && m_path)
        m_iterations->pathSampled(std::string_view(m_path, static_cast<std::size_t>(*m_pathLength)),
                                  expanded - m_iterationStart);
    const auto now = std::chrono::steady_clock::now();
    if (now - m_lastReport >= std::chrono::milliseconds(250)) {
        m_lastReport = now;
        reportNow();
    }
    return false;
}

void SearchReporter::reportNow()
{
    common::Progress progress;
    progress.counters.push_back({"expanded", expanded});
    if (open >= 0)
        progress.counters.push_back({"open", open});
    if (bound >= 0)
        progress.counters.push_back({"bound", bound});
    progress.counters.push_back({"start_h", m_startH});
    if (!m_best.empty()) {
        progress.counters.push_back({"best_h", m_bestH});
        if (m_observer) {
            const std::vector<int> tiles(m_best.begin(), m_best.end());
            if (auto board = Board::fromTiles(m_rows, m_cols, tiles))
                m_observer->bestBoard(*board, m_bestH);
        }
    }
    m_sink.reportProgress(progress);
}

void reportSolutionSteps(const Board &start, const std::string &moves, common::SolverSink &sink)
{
    if (!sink.wantsSteps())
        return;
    Board board = start;
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const auto d = directionFromLetter(moves[i]);
        if (!d)
            return;
        const int target = board.neighbourIndex(*d);
        if (target < 0)
            return;
        common::StepEvent step;
        step.kind = common::StepEvent::Kind::Move;
        step.subject = board.at(target);
        step.value = static_cast<int>(*d);
        step.detail = static_cast<int>(i);
        sink.reportStep(step);
        board.move(*d);
    }
}

} // namespace pw::sliding
