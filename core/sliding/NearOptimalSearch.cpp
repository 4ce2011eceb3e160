#include "core/sliding/NearOptimalSearch.h"

#include "core/sliding/CompactPatternDatabase.h"
#include "core/sliding/DeadlineSink.h"
#include "core/sliding/Solvers.h"

#include <algorithm>
#include <array>

namespace pw::sliding {

std::optional<SolveResult> searchNearOptimal(const Board &start, const SolveOptions &resolved,
                                             double seconds, common::SolverSink &sink)
{
    // Large weights answer in moments; each smaller one tightens the guarantee while time lasts.
    static constexpr std::array<SearchWeight, 7> weights {
        {{2, 1}, {3, 2}, {4, 3}, {5, 4}, {6, 5}, {9, 8}, {17, 16}}};
    DeadlineSink deadline(sink,
                          std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                              std::chrono::duration<double>(seconds)));
    const bool compact = resolved.heuristic == HeuristicKind::PatternDatabase
        && resolved.compactDatabase && start.rows() == start.cols()
        && resolved.compactDatabase->partition().side == start.rows();
    std::optional<SolveResult> best;
    std::int64_t expanded = 0;
    for (const SearchWeight weight : weights) {
        SolveResult result = compact
            ? solveIdaStar(start, *resolved.compactDatabase, deadline, resolved.dualLookups,
                           resolved.duplicatePruning, weight, resolved.threads)
            : solveIdaStar(start, resolved.heuristic, resolved.patternDatabase, deadline, weight,
                           resolved.threads);
        expanded += result.expanded;
        if (!result.solved())
            break; // out of time (or cancelled): keep what the larger weights found
        const int proven = std::max(result.lowerBound, best ? best->lowerBound : 0);
        if (!best || result.moves.size() < best->moves.size())
            best = std::move(result);
        best->lowerBound = proven;
        if (static_cast<int>(best->moves.size()) == proven)
            break; // proven optimal after all
    }
    if (best) {
        best->expanded = expanded;
        best->optimal = static_cast<int>(best->moves.size()) == best->lowerBound;
    }
    return best;
}

} // namespace pw::sliding
