#include "core/sliding/CompactPdbHeuristic.h"
#include "core/sliding/Heuristics.h"
#include "core/sliding/IdaStarSearch.h"
#include "core/sliding/MaxOfPdbHeuristic.h"
#include "core/sliding/PatternDatabase.h"
#include "core/sliding/Solvers.h"

namespace pw::sliding {

namespace {

// The plain heuristics keep parent pruning when optimal, so the node counts the benchmarks
// document stay; weighted searches are new and take duplicate pruning too.
template<class H>
SolveResult runWeighted(const SearchGeometry &geometry, const H &h, common::SolverSink &sink,
                        const Board &start, SearchWeight weight,
                        const DuplicateMoveAutomaton &moves, int threads)
{
    IdaStarSearch<H> search(geometry, h, sink, moves);
    search.setWeight(weight.num, weight.den);
    search.setThreads(threads);
    return search.run(start);
}

const DuplicateMoveAutomaton &plainMoves(SearchWeight weight, int cells)
{
    return weight.num == weight.den ? DuplicateMoveAutomaton::parentOnly()
                                    : DuplicateMoveAutomaton::sharedFor(cells);
}

// The moves IDA* over compact tables follows (see Solvers.h).
const DuplicateMoveAutomaton &compactMoves(bool duplicatePruning, int cells)
{
    return duplicatePruning ? DuplicateMoveAutomaton::sharedFor(cells)
                            : DuplicateMoveAutomaton::parentOnly();
}

} // namespace

SolveResult solveIdaStar(const Board &start, HeuristicKind heuristic,
                         const PatternDatabase *database, common::SolverSink &sink,
                         SearchWeight weight, int threads)
{
    const SearchGeometry geometry(start.rows(), start.cols());
    SolveResult result;
    switch (heuristic) {
    case HeuristicKind::Manhattan: {
        const ManhattanHeuristic h(geometry);
        result = runWeighted(geometry, h, sink, start, weight,
                             plainMoves(weight, start.cellCount()), threads);
        break;
    }
    case HeuristicKind::PatternDatabase: {
        const PdbHeuristic h(*database);
        result = runWeighted(geometry, h, sink, start, weight,
                             plainMoves(weight, start.cellCount()), threads);
        result.tables = "6-6-3";
        break;
    }
    case HeuristicKind::Auto:
    case HeuristicKind::LinearConflict: {
        const LinearConflictHeuristic h(geometry);
        result = runWeighted(geometry, h, sink, start, weight,
                             plainMoves(weight, start.cellCount()), threads);
        heuristic = HeuristicKind::LinearConflict;
        break;
    }
    }
    result.heuristic = heuristic;
    return result;
}

// The compact tables' heuristic must take IDA*'s fast paths; a signature that drifts from the
// concepts would silently turn off the prefetching or the dual lookups.
static_assert(
    OrdersChildren<
        CompactPdbHeuristic> && PrefetchesEntries<CompactPdbHeuristic> && RefinesValue<CompactPdbHeuristic>);
static_assert(
    OrdersChildren<
        MaxOfPdbHeuristic> && PrefetchesEntries<MaxOfPdbHeuristic> && RefinesValue<MaxOfPdbHeuristic>);

SolveResult solveIdaStar(const Board &start, const CompactPatternDatabase &database,
                         common::SolverSink &sink, bool dualLookups, bool duplicatePruning,
                         SearchWeight weight, int threads)
{
    const SearchGeometry geometry(start.rows(), start.cols());
    const CompactPdbHeuristic h(database, dualLookups);
    SolveResult result = runWeighted(geometry, h, sink, start, weight,
                                     compactMoves(duplicatePruning, start.cellCount()), threads);
    result.heuristic = HeuristicKind::PatternDatabase;
    result.tables = database.partition().label().toStdString();
    return result;
}

SolveResult solveIdaStar(const Board &start, const CompactPatternDatabase &database,
                         const CompactPatternDatabase &second, common::SolverSink &sink,
                         bool dualLookups, bool duplicatePruning, SearchWeight weight, int threads,
                         bool lazySecond, bool secondDual)
{
    const SearchGeometry geometry(start.rows(), start.cols());
    const MaxOfPdbHeuristic h(database, second, dualLookups, {lazySecond, secondDual});
    SolveResult result = runWeighted(geometry, h, sink, start, weight,
                                     compactMoves(duplicatePruning, start.cellCount()), threads);
    result.heuristic = HeuristicKind::PatternDatabase;
    // "6-6-6-6 x2": two partitionings of these sizes (their labels differ when the sizes do).
    const std::string first = database.partition().label().toStdString();
    const std::string other = second.partition().label().toStdString();
    result.tables = first == other ? first + " x2" : first + " + " + other;
    return result;
}

} // namespace pw::sliding
