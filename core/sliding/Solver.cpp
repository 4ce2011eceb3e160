#include "core/sliding/CompactPatternDatabase.h"
#include "core/sliding/DeadlineSink.h"
#include "core/sliding/NearOptimalSearch.h"
#include "core/sliding/PatternDatabase.h"
#include "core/sliding/SearchReporter.h"
#include "core/sliding/Solvability.h"
#include "core/sliding/Solvers.h"

#include <QCoreApplication>

#include <algorithm>

namespace pw::sliding {

using common::Error;

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::sliding::Solver)
};

} // namespace

const char *algorithmName(Algorithm algorithm)
{
    switch (algorithm) {
    case Algorithm::Auto:
        return "auto";
    case Algorithm::AStar:
        return "astar";
    case Algorithm::IdaStar:
        return "idastar";
    case Algorithm::Fast:
        return "fast";
    }
    return "auto";
}

const char *heuristicName(HeuristicKind heuristic)
{
    switch (heuristic) {
    case HeuristicKind::Auto:
        return "auto";
    case HeuristicKind::Manhattan:
        return "manhattan";
    case HeuristicKind::LinearConflict:
        return "linear";
    case HeuristicKind::PatternDatabase:
        return "pdb";
    }
    return "auto";
}

std::string heuristicLabel(HeuristicKind heuristic, const std::string &tables)
{
    std::string label = heuristicName(heuristic);
    if (!tables.empty())
        label += "-" + tables;
    return label;
}

std::optional<Algorithm> algorithmFromName(const std::string &name)
{
    for (Algorithm a : {Algorithm::Auto, Algorithm::AStar, Algorithm::IdaStar, Algorithm::Fast}) {
        if (name == algorithmName(a))
            return a;
    }
    return std::nullopt;
}

std::optional<HeuristicKind> heuristicFromName(const std::string &name)
{
    for (HeuristicKind h : {HeuristicKind::Auto, HeuristicKind::Manhattan,
                            HeuristicKind::LinearConflict, HeuristicKind::PatternDatabase}) {
        if (name == heuristicName(h))
            return h;
    }
    return std::nullopt;
}

namespace {

// Compact tables made for this board (their partition's side is the board's).
bool compactTablesFit(const Board &board, const CompactPatternDatabase *tables)
{
    return tables && board.rows() == board.cols() && tables->partition().side == board.rows();
}

// When the optimal search ran out of its budget: the fast solver's answer, or with
// nearOptimalFallback weighted IDA*'s when it is no longer. What the optimal search proved stays
// (an optimal answer has at least `proven` moves), raised by what the weighted search proves.
SolveResult answerAfterBudget(const Board &start, const SolveOptions &resolved, double budget,
                              const SolveResult &optimalSearch, common::SolverSink &sink)
{
    int proven = optimalSearch.lowerBound;
    SolveResult result = solveFast(start, sink);
    std::vector<SolveResult::Phase> phases {
        {"optimal", heuristicLabel(optimalSearch.heuristic, optimalSearch.tables),
         optimalSearch.expanded, false},
        {"fast", {}, result.expanded, true}};
    std::optional<SolveResult> near;
    if (resolved.nearOptimalFallback && result.solved()) {
        near = searchNearOptimal(start, resolved, budget / 4, sink);
        // Tried, whatever it found (nothing when not even weight 2 finished in its time); it
        // searches with the optimal search's heuristic.
        phases.push_back({"near-optimal", phases[0].heuristic, near ? near->expanded : 0, false});
    }
    const bool weighted = near && near->moves.size() <= result.moves.size();
    if (weighted) {
        phases[1].answered = false;
        phases[2].answered = true;
        proven = std::max(proven, near->lowerBound);
        result = std::move(*near);
    }
    // The answer's count is the whole job's, as a reader of the total alone would take it; each
    // phase's own stays in `phases`.
    result.expanded = 0;
    for (const SolveResult::Phase &phase : phases)
        result.expanded += phase.expanded;
    result.phases = std::move(phases);
    result.budgetRanOut = true;
    result.lowerBound = proven;
    if (!result.solved())
        return result;
    // What the optimal search proved can meet the answer's length (the weighted search proves
    // less on its own): then the answer is optimal after all.
    if (static_cast<int>(result.moves.size()) <= proven)
        result.optimal = true;
    if (result.optimal) {
        result.message.clear();
    } else if (weighted) {
        result.message
            = Text::tr("the optimal search ran out of its %1 s budget after proving that no "
                       "solution is shorter than %2 moves; this answer of weighted IDA* is at "
                       "most %3 % longer than the optimum")
                  .arg(budget)
                  .arg(proven)
                  .arg((static_cast<int>(result.moves.size()) * 100 + proven - 1) / proven - 100)
                  .toStdString();
    } else {
        result.message
            = Text::tr("the optimal search ran out of its %1 s budget after proving that no "
                       "solution is shorter than %2 moves; this is the fast solver's answer, not "
                       "proven optimal")
                  .arg(budget)
                  .arg(proven)
                  .toStdString();
    }
    return result;
}

} // namespace

common::Expected<SolveOptions> resolveOptions(const Board &start, const SolveOptions &options)
{
    SolveOptions resolved = options;
    const bool fourByFour = start.rows() == 4 && start.cols() == 4;
    if (resolved.algorithm == Algorithm::Auto) {
        const int optimalUpTo = options.optimalBudgetSeconds > 0 ? 25 : 16;
        resolved.algorithm
            = start.cellCount() <= optimalUpTo ? Algorithm::IdaStar : Algorithm::Fast;
    }
    const bool compact = compactTablesFit(start, options.compactDatabase);
    const bool classic = fourByFour && options.patternDatabase;
    if (resolved.heuristic == HeuristicKind::Auto) {
        resolved.heuristic = (compact && resolved.algorithm == Algorithm::IdaStar) || classic
            ? HeuristicKind::PatternDatabase
            : HeuristicKind::LinearConflict;
    }
    if (resolved.heuristic == HeuristicKind::PatternDatabase) {
        if (!fourByFour && !compact) {
            return Error {{},
                          Text::tr("heuristic"),
                          Text::tr("pattern databases exist for 4 x 4 boards only; this "
                                   "board is %1 x %2")
                              .arg(start.rows())
                              .arg(start.cols())};
        }
        if (resolved.algorithm == Algorithm::Fast) {
            return Error {{},
                          Text::tr("heuristic"),
                          Text::tr("the fast solver does not use pattern databases")};
        }
        const bool usable = resolved.algorithm == Algorithm::AStar ? classic : compact || classic;
        if (!usable)
            return Error {
                {}, Text::tr("heuristic"), Text::tr("the pattern databases are not loaded")};
    }
    if (resolved.algorithm == Algorithm::Fast && resolved.heuristic == HeuristicKind::Manhattan)
        resolved.heuristic = HeuristicKind::LinearConflict; // it finishes with its own choice
    return resolved;
}

common::Expected<SolveResult> solveBoard(const Board &start, const SolveOptions &options,
                                         common::SolverSink &sink)
{
    auto resolved = resolveOptions(start, options);
    if (!resolved)
        return resolved.error();
    if (!isSolvable(start)) {
        SolveResult result;
        result.status = SolveResult::Status::Unsolvable;
        result.algorithm = resolved->algorithm;
        result.heuristic = resolved->heuristic;
        result.message = Text::tr("the board cannot be solved: its tiles are in the wrong "
                                  "permutation parity for this blank position")
                             .toStdString();
        return result;
    }
    SolveResult result;
    switch (resolved->algorithm) {
    case Algorithm::AStar:
        result = solveAStar(start, resolved->heuristic, resolved->patternDatabase,
                            resolved->memoryLimitBytes, sink);
        break;
    case Algorithm::Fast:
        result = solveFast(start, sink);
        break;
    case Algorithm::Auto:
    case Algorithm::IdaStar: {
        const bool budgeted
            = options.algorithm == Algorithm::Auto && options.optimalBudgetSeconds > 0;
        DeadlineSink deadline(
            sink,
            std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                std::chrono::duration<double>(budgeted ? options.optimalBudgetSeconds : 1e9)));
        common::SolverSink &searchSink
            = budgeted ? static_cast<common::SolverSink &>(deadline) : sink;
        if (resolved->heuristic == HeuristicKind::PatternDatabase
            && compactTablesFit(start, resolved->compactDatabase))
            result = solveIdaStar(start, *resolved->compactDatabase, searchSink,
                                  resolved->dualLookups, resolved->duplicatePruning, {},
                                  resolved->threads);
        else
            result = solveIdaStar(start, resolved->heuristic, resolved->patternDatabase,
                                  searchSink, {}, resolved->threads);
        if (budgeted && result.status == SolveResult::Status::Cancelled && !sink.isCancelled()) {
            // The budget ran out, not the user's patience.
            result
                = answerAfterBudget(start, *resolved, options.optimalBudgetSeconds, result, sink);
        }
        break;
    }
    }
    // What every search knows at least: an optimal answer's length, or h of the start.
    if (result.solved() && result.optimal)
        result.lowerBound = static_cast<int>(result.moves.size());
    result.lowerBound = std::max(result.lowerBound, result.startHeuristic);
    // An answer no longer than the proven bound is optimal, whoever found it: the fast solver's
    // on a board a few moves from the goal said "not proven optimal" of a one-move answer.
    if (result.solved() && static_cast<int>(result.moves.size()) <= result.lowerBound)
        result.optimal = true;
    if (result.solved())
        reportSolutionSteps(start, result.moves, sink);
    return result;
}

} // namespace pw::sliding
