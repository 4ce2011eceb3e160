#pragma once

#include "core/common/Expected.h"
#include "core/common/SolverSink.h"
#include "core/sliding/Board.h"
#include "core/sliding/SolveTypes.h"

namespace pw::sliding {

// The individual solvers. They assume a solvable board and valid options; solveBoard() below
// checks both and is what callers normally use.

// Weighted IDA*'s f = g + (num / den) h: answers at most num / den times the optimum, found
// sooner; 1 / 1 is plain IDA* (optimal).
struct SearchWeight
{
    int num = 1;
    int den = 1;
};

// IDA* with the given heuristic (PatternDatabase needs a 4 x 4 board and the tables).
// threads: see SolveOptions::threads.
SolveResult solveIdaStar(const Board &start, HeuristicKind heuristic,
                         const PatternDatabase *database, common::SolverSink &sink,
                         SearchWeight weight = {}, int threads = 1);
// IDA* over compact additive pattern databases made for this board's size; dualLookups adds
// the dual and reflected-dual lookups with bidirectional pathmax (CompactPdbHeuristic);
// duplicatePruning has the moves follow DuplicateMoveAutomaton::sharedFor(the board's cells).
SolveResult solveIdaStar(const Board &start, const CompactPatternDatabase &database,
                         common::SolverSink &sink, bool dualLookups = true,
                         bool duplicatePruning = true, SearchWeight weight = {},
                         int threads = 1);

// The same over two partitionings' tables at once (a catalogue of two): the heuristic is the
// larger of the two tables' values (MaxOfPdbHeuristic); both must be made for this board's size.
// lazySecond and secondDual: see MaxOfOptions (MaxOfPdbHeuristic.h).
SolveResult solveIdaStar(const Board &start, const CompactPatternDatabase &database,
                         const CompactPatternDatabase &second, common::SolverSink &sink,
                         bool dualLookups = true, bool duplicatePruning = true,
                         SearchWeight weight = {}, int threads = 1, bool lazySecond = false,
                         bool secondDual = true);

// Seed 003's A*: open list on our binary heap, a closed set, stops at memoryLimitBytes.
SolveResult solveAStar(const Board &start, HeuristicKind heuristic, const PatternDatabase *database,
                       std::uint64_t memoryLimitBytes, common::SolverSink &sink);

// Row-and-column reduction: places the top row or left column of the unsolved part tile by tile
// (the last two of a line together), each by a shortest sequence that keeps placed tiles still,
// until at most 3 x 3 is left, which IDA* finishes optimally. Not optimal overall.
SolveResult solveFast(const Board &start, common::SolverSink &sink);

// Checks the options and the board, picks the algorithm and heuristic (Auto: IDA* for boards of
// up to 16 cells, with pattern databases when tables for the board are given (the compact ones
// first) and linear conflict otherwise; the fast solver above 16 cells), reports an unsolvable
// board at once, runs the search and reports the solution's moves as steps.
common::Expected<SolveResult> solveBoard(const Board &start, const SolveOptions &options,
                                         common::SolverSink &sink);

// What solveBoard would run (after Auto is resolved) or the reason it refuses.
common::Expected<SolveOptions> resolveOptions(const Board &start, const SolveOptions &options);

} // namespace pw::sliding
