#include "core/noodles/Solver.h"

#include "core/noodles/PowerNetwork.h"
#include "core/noodles/Propagator.h"

#include <bit>
#include <chrono>

namespace pw::noodles {

namespace {

using common::StepEvent;

// Depth-first search over guesses. Each guess works on a copy of the propagator, so undoing a
// guess is dropping the copy. After a branch is searched, its orientation is removed from the
// parent (it failed, or its solutions are already counted) and the parent propagates again.
class Search
{
public:
    Search(common::SolverSink &sink, int limit)
        : m_sink(sink)
        , m_limit(limit)
    { }

    void run(Propagator state)
    {
        for (;;) {
            const Propagator::Outcome outcome = state.propagate();
            m_deductions = std::max(m_deductions, state.deductionCount());
            if (outcome == Propagator::Outcome::Cancelled) {
                m_cancelled = true;
                return;
            }
            if (outcome == Propagator::Outcome::Contradiction)
                return;
            const int cell = state.branchCell();
            if (cell < 0) {
                if (state.isSingleNetwork())
                    recordSolution(state);
                return;
            }
            const int rotation = std::countr_zero(static_cast<unsigned>(state.candidates(cell)));
            report(StepEvent::Kind::Choose, cell, state.maskFor(cell, rotation), 0);
            ++m_guesses;
            reportProgress();
            const int before = m_found;
            {
                Propagator guess = state;
                guess.restrict(cell, rotation);
                run(std::move(guess));
            }
            report(StepEvent::Kind::Note, 0, 0, static_cast<std::int32_t>(NoteKind::Backtrack));
            if (m_found >= m_limit || m_cancelled)
                return;
            if (m_sink.isCancelled()) {
                m_cancelled = true;
                return;
            }
            state.eliminate(cell, rotation,
                            m_found > before ? Rule::GuessExplored : Rule::GuessFailed);
        }
    }

    int found() const { return m_found; }
    bool cancelled() const { return m_cancelled; }
    std::int64_t guesses() const { return m_guesses; }
    std::int64_t deductions() const { return m_deductions; }
    std::vector<TileMask> takeSolution() { return std::move(m_solution); }

private:
    void recordSolution(const Propagator &state)
    {
        if (m_found++ == 0)
            m_solution = state.masks();
        report(StepEvent::Kind::Note, 0, 0, static_cast<std::int32_t>(NoteKind::Solution));
    }

    void report(StepEvent::Kind kind, int subject, int value, std::int32_t detail)
    {
        if (m_sink.wantsSteps())
            m_sink.reportStep({kind, subject, value, detail});
    }

    void reportProgress()
    {
        using Clock = std::chrono::steady_clock;
        const auto now = Clock::now();
        if (now - m_lastReport < std::chrono::milliseconds(250))
            return;
        m_lastReport = now;
        common::Progress progress;
        progress.counters = {{"guesses", m_guesses}, {"solutions", m_found}};
        m_sink.reportProgress(progress);
    }

    common::SolverSink &m_sink;
    int m_limit;
    int m_found = 0;
    bool m_cancelled = false;
    std::int64_t m_guesses = 0;
    std::int64_t m_deductions = 0;
    std::vector<TileMask> m_solution;
    std::chrono::steady_clock::time_point m_lastReport = std::chrono::steady_clock::now();
};

} // namespace

SolveResult solve(const Board &board, common::SolverSink &sink, const SolveOptions &options)
{
    Search search(sink, std::max(1, options.solutionLimit));
    search.run(Propagator(board, options.respectLocks, &sink));
    SolveResult result;
    result.solutionCount = search.found();
    result.guesses = search.guesses();
    result.deductions = search.deductions();
    result.solution = search.takeSolution();
    if (search.cancelled())
        result.status = SolveStatus::Cancelled;
    else if (result.solutionCount == 0)
        result.status = SolveStatus::None;
    else if (result.solutionCount == 1)
        result.status = SolveStatus::Unique;
    else
        result.status = SolveStatus::Several;
    return result;
}

std::optional<std::vector<std::uint8_t>> deduce(const Board &board, bool respectLocks)
{
    Propagator state(board, respectLocks, nullptr);
    if (state.propagate() != Propagator::Outcome::Stable)
        return std::nullopt;
    std::vector<std::uint8_t> sets(static_cast<std::size_t>(board.cellCount()));
    for (int cell = 0; cell < board.cellCount(); ++cell)
        sets[static_cast<std::size_t>(cell)] = state.candidates(cell);
    return sets;
}

std::optional<Hint> findHint(const Board &board, common::SolverSink &sink)
{
    if (PowerNetwork(board).isSolved())
        return std::nullopt;
    if (board.anyLocked()) {
        if (const auto sets = deduce(board, true)) {
            std::optional<Hint> fallback;
            for (int cell = 0; cell < board.cellCount(); ++cell) {
                const unsigned set = (*sets)[static_cast<std::size_t>(cell)];
                if (board.isLocked(cell) || !std::has_single_bit(set))
                    continue;
                const TileMask mask
                    = rotateMask(board.tile(cell), std::countr_zero(set), board.directions());
                if (mask != board.tile(cell))
                    return Hint {cell, mask, true};
                if (!fallback)
                    fallback = Hint {cell, mask, true};
            }
            if (fallback)
                return fallback;
        }
    }
    Board unlocked = board;
    unlocked.unlockAll();
    const SolveResult result = solve(unlocked, sink, {false, 1});
    if (result.solution.empty())
        return std::nullopt;
    // A wrong locked tile is the most useful thing to point out; then any wrong tile.
    std::optional<Hint> wrong;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        const TileMask mask = result.solution[static_cast<std::size_t>(cell)];
        if (mask == board.tile(cell))
            continue;
        if (board.isLocked(cell))
            return Hint {cell, mask, false};
        if (!wrong)
            wrong = Hint {cell, mask, false};
    }
    return wrong;
}

} // namespace pw::noodles
