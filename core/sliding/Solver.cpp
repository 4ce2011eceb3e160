#include "core/sliding/PatternDatabase.h"
#include "core/sliding/SearchReporter.h"
#include "core/sliding/Solvability.h"
#include "core/sliding/Solvers.h"

#include <QCoreApplication>

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

common::Expected<SolveOptions> resolveOptions(const Board &start, const SolveOptions &options)
{
    SolveOptions resolved = options;
    const bool fourByFour = start.rows() == 4 && start.cols() == 4;
    if (resolved.algorithm == Algorithm::Auto)
        resolved.algorithm = start.cellCount() <= 16 ? Algorithm::IdaStar : Algorithm::Fast;
    if (resolved.heuristic == HeuristicKind::Auto) {
        resolved.heuristic = fourByFour && options.patternDatabase ? HeuristicKind::PatternDatabase
                                                                   : HeuristicKind::LinearConflict;
    }
    if (resolved.heuristic == HeuristicKind::PatternDatabase) {
        if (!fourByFour) {
            return Error {{},
                          Text::tr("heuristic"),
                          Text::tr("pattern databases exist for 4 x 4 boards only; this "
                                   "board is %1 x %2")
                              .arg(start.rows())
                              .arg(start.cols())};
        }
        if (!options.patternDatabase)
            return Error {
                {}, Text::tr("heuristic"), Text::tr("the pattern databases are not loaded")};
        if (resolved.algorithm == Algorithm::Fast) {
            return Error {{},
                          Text::tr("heuristic"),
                          Text::tr("the fast solver does not use pattern databases")};
        }
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
    case Algorithm::IdaStar:
        result = solveIdaStar(start, resolved->heuristic, resolved->patternDatabase, sink);
        break;
    }
    if (result.solved())
        reportSolutionSteps(start, result.moves, sink);
    return result;
}

} // namespace pw::sliding
