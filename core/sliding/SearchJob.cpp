#include "core/sliding/SearchJob.h"

#include "core/common/SolverSink.h"
#include "core/sliding/CompactPatternDatabase.h"
#include "core/sliding/IterationLog.h"
#include "core/sliding/PatternDatabase.h"
#include "core/sliding/SearchReporter.h"
#include "core/sliding/Solvers.h"

namespace pw::sliding {

using sliding::Board;

namespace {

// Passes everything to the runner's sink and keeps the search's best board for the UI.
class ShowingSink : public common::SolverSink, public sliding::BestBoardObserver
{
public:
    ShowingSink(common::SolverSink &inner, std::shared_ptr<SearchShow> show)
        : m_inner(inner)
        , m_show(std::move(show))
    { }
    bool isCancelled() const override { return m_inner.isCancelled(); }
    void reportProgress(const common::Progress &progress) override
    {
        m_inner.reportProgress(progress);
    }
    bool wantsSteps() const override { return m_inner.wantsSteps(); }
    void reportStep(const common::StepEvent &step) override { m_inner.reportStep(step); }
    void bestBoard(const Board &board, int) override
    {
        const std::lock_guard lock(m_show->mutex);
        m_show->best = board;
    }

private:
    common::SolverSink &m_inner;
    std::shared_ptr<SearchShow> m_show;
};

// The same, and IDA*'s iterations written to the Watch window's log.
class WatchingSink : public ShowingSink, public sliding::IterationObserver
{
public:
    WatchingSink(common::SolverSink &inner, std::shared_ptr<SearchShow> show,
                 std::shared_ptr<IterationLog> log)
        : ShowingSink(inner, std::move(show))
        , m_log(std::move(log))
    { }
    // A path every 32 expansions: a 4 x 4 search over the 7-8 tables (some thousand nodes)
    // still shows a few hundred; the cost, a copy of the path, is small beside 32 expansions.
    int samplingInterval() const override { return 32; }
    void iterationStarted(int bound) override { m_log->began(bound); }
    void pathSampled(std::string_view moves, std::int64_t expanded) override
    {
        m_log->sampled(moves, expanded);
    }
    void iterationEnded(const sliding::IterationSummary &summary) override
    {
        m_log->ended(summary);
    }

private:
    std::shared_ptr<IterationLog> m_log;
};

} // namespace

SearchRequest searchRequest(const Board &start, const sliding::SolveOptions &chosen,
                            const std::optional<sliding::PatternPartition> &strongPartition)
{
    SearchRequest request {start, chosen, false, std::nullopt, {}, {}};
    const bool fiveByFive = start.rows() == 5 && start.cols() == 5
        && chosen.algorithm != sliding::Algorithm::Fast
        && chosen.algorithm != sliding::Algorithm::AStar
        && chosen.heuristic == sliding::HeuristicKind::Auto;
    request.wantsTables = start.rows() == 4 && start.cols() == 4
        && chosen.algorithm != sliding::Algorithm::Fast
        && (chosen.heuristic == sliding::HeuristicKind::Auto
            || chosen.heuristic == sliding::HeuristicKind::PatternDatabase);
    if ((request.wantsTables || fiveByFive) && strongPartition
        && strongPartition->side == start.rows())
        request.strongPartition = strongPartition;
    return request;
}

SearchOutcome runSearch(const SearchRequest &request, common::SolverSink &sink)
{
    SearchOutcome outcome;
    const std::shared_ptr<SearchShow> show
        = request.show ? request.show : std::make_shared<SearchShow>();
    WatchingSink watching(sink, show, request.watch);
    ShowingSink plain(sink, show);
    ShowingSink &showing = request.watch ? watching : plain;
    sliding::SolveOptions options = request.options;
    std::shared_ptr<const sliding::PatternDatabase> tables;
    std::shared_ptr<const sliding::CompactPatternDatabase> strongTables;
    if (request.wantsTables) {
        // Built once (about ten seconds of CPU) and cached on disk; progress shows meanwhile.
        auto loaded = sliding::PatternDatabase::shared(showing);
        if (!loaded) {
            outcome.error = loaded.error().message();
            return outcome;
        }
        tables = *loaded;
        options.patternDatabase = tables.get();
    }
    if (request.strongPartition) {
        // The strong tables answer far faster once built (by the TableBuilder or puzzle-cli
        // slide build-tables); never here, where a search waits, and not while they are being
        // built.
        strongTables = sliding::CompactPatternDatabase::sharedIfCached(*request.strongPartition,
                                                                       &outcome.refused);
        options.compactDatabase = strongTables.get();
    }
    auto result = sliding::solveBoard(request.start, options, showing);
    if (!result)
        outcome.error = result.error().message();
    else
        outcome.result = *result;
    return outcome;
}

} // namespace pw::sliding
