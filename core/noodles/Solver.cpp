#include "core/noodles/Solver.h"

#include "core/noodles/PowerNetwork.h"
#include "core/noodles/Propagator.h"

#include <algorithm>
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
    if (auto impossibility = findImpossibility(board, options.respectLocks)) {
        SolveResult refused;
        refused.impossibility = std::move(impossibility);
        return refused;
    }
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

namespace {

// The rules to a fixed point: each tile's orientation set, nothing on a contradiction; with a
// log, every removal is written to it with its evidence.
std::optional<std::vector<std::uint8_t>> propagatedSets(const Board &board, bool respectLocks,
                                                        std::vector<Deduction> *log)
{
    Propagator state(board, respectLocks, nullptr);
    state.setDeductionLog(log);
    if (state.propagate() != Propagator::Outcome::Stable)
        return std::nullopt;
    std::vector<std::uint8_t> sets(static_cast<std::size_t>(board.cellCount()));
    for (int cell = 0; cell < board.cellCount(); ++cell)
        sets[static_cast<std::size_t>(cell)] = state.candidates(cell);
    return sets;
}

} // namespace

std::optional<std::vector<std::uint8_t>> deduce(const Board &board, bool respectLocks)
{
    return propagatedSets(board, respectLocks, nullptr);
}

ExplainedDeduction deduceExplained(const Board &board, bool respectLocks)
{
    ExplainedDeduction result;
    result.sets = propagatedSets(board, respectLocks, &result.log);
    return result;
}

std::optional<bool> someSolutionKeeps(const Board &board, int cell, common::SolverSink &sink)
{
    Board kept = board;
    kept.unlockAll();
    kept.setLocked(cell, true);
    const SolveResult result = solve(kept, sink, {true, 1});
    if (result.status == SolveStatus::Cancelled)
        return std::nullopt;
    return result.solutionCount > 0;
}

namespace {

// The hint from the solutions (see findHint), without reasons.
std::optional<Hint> hintFromSolutions(const Board &board, common::SolverSink &sink);

// The chain from the walls (and the locks, with `useLocks`) that fixes `hint`'s tile as it says,
// if the visible facts reach it.
void explainFromWalls(const Board &board, Hint &hint)
{
    HintChainSearch search(board, false);
    if (!search.run(nullptr))
        return;
    const int step = search.fixingStep(hint.cell);
    if (step < 0 || search.steps()[static_cast<std::size_t>(step)].mask != hint.mask)
        return;
    hint.chain = search.chainTo(step);
    hint.reasons = hint.chain.back().removals;
}

} // namespace

std::optional<Hint> findHint(const Board &board, common::SolverSink &sink)
{
    if (PowerNetwork(board).isSolved() || findImpossibility(board, false))
        return std::nullopt;
    const bool locks = board.anyLocked();
    // Locks no solution keeps would make the rules' chain a proof of a wrong tile.
    bool locksHold = true;
    if (locks) {
        const SolveResult kept = solve(board, sink, {true, 1});
        if (kept.status == SolveStatus::Cancelled)
            return std::nullopt;
        locksHold = !kept.solution.empty();
    }
    if (locksHold) {
        HintChainSearch search(board, locks);
        // Only the rounds the hint needs: on a big board the first round usually settles it.
        const bool consistent = search.runUntilHint(&sink);
        if (search.cancelled())
            return std::nullopt;
        if (consistent) {
            if (auto chained = chainedHint(search, board, !locks)) {
                const HintKind kind = locks ? HintKind::Deduced : HintKind::Wrong;
                std::vector<Deduction> reasons = chained->chain.back().removals;
                return Hint {chained->cell,
                             chained->mask,
                             kind,
                             std::move(reasons),
                             std::move(chained->chain),
                             {}};
            }
        }
    }
    std::optional<Hint> hint = hintFromSolutions(board, sink);
    if (hint && hint->kind == HintKind::Wrong)
        explainFromWalls(board, *hint);
    return hint;
}

namespace {

std::optional<Hint> hintFromSolutions(const Board &board, common::SolverSink &sink)
{
    Board unlocked = board;
    unlocked.unlockAll();
    const SolveResult result = solve(unlocked, sink, {false, 2});
    if (result.solution.empty())
        return std::nullopt;
    // The tiles the solution found turns otherwise: a wrong locked tile is the most useful thing
    // to point out, then any wrong tile.
    std::vector<int> differing;
    for (const bool locked : {true, false}) {
        for (int cell = 0; cell < board.cellCount(); ++cell) {
            if (board.isLocked(cell) == locked
                && result.solution[static_cast<std::size_t>(cell)] != board.tile(cell))
                differing.push_back(cell);
        }
    }
    if (differing.empty())
        return std::nullopt; // cannot happen: the board would be solved
    const auto solutionHint = [](const std::vector<TileMask> &solution, int cell, HintKind kind) {
        return Hint {cell, solution[static_cast<std::size_t>(cell)], kind, {}, {}, {}};
    };
    if (result.status == SolveStatus::Unique)
        return solutionHint(result.solution, differing.front(), HintKind::Wrong);
    // Several solutions: another one may keep the tile as it is. Each check is a search, so only
    // the first few tiles are tried; a scrambled tile is nearly always wrong in every solution.
    constexpr std::size_t checkLimit = 32;
    for (std::size_t i = 0; i < std::min(differing.size(), checkLimit); ++i) {
        const std::optional<bool> keeps = someSolutionKeeps(board, differing[i], sink);
        if (!keeps)
            return std::nullopt;
        if (!*keeps)
            return solutionHint(result.solution, differing[i], HintKind::Wrong);
    }
    // Nothing found wrong in every solution: suggest one solution's orientation, from a solution
    // that keeps the player's locks if there is one.
    if (board.anyLocked()) {
        const SolveResult kept = solve(board, sink, {true, 1});
        if (kept.status == SolveStatus::Cancelled)
            return std::nullopt;
        if (!kept.solution.empty()) {
            for (int cell = 0; cell < board.cellCount(); ++cell) {
                if (kept.solution[static_cast<std::size_t>(cell)] != board.tile(cell))
                    return solutionHint(kept.solution, cell, HintKind::OneOfSeveral);
            }
        }
    }
    return solutionHint(result.solution, differing.front(), HintKind::OneOfSeveral);
}

} // namespace

} // namespace pw::noodles
