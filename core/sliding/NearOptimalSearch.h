#pragma once

#include "core/common/SolverSink.h"
#include "core/sliding/Board.h"
#include "core/sliding/SolveTypes.h"

#include <optional>

namespace pw::sliding {

// The near-optimal answer for when the optimal search runs out of its budget: weighted IDA*
// (f = g + w h) with falling weights 2, 3/2, 4/3, 5/4, 6/5, 9/8 and 17/16, each with the time left,
// the shortest answer kept. An answer found with weight w is at most w times the optimum, so it
// also proves a lower bound (its length / w, rounded up), reported in lowerBound. `resolved`
// is what resolveOptions() made of the caller's options (IDA*, its heuristic and tables).
// Nothing when not even weight 2 finished within the seconds, or the user cancelled.
std::optional<SolveResult> searchNearOptimal(const Board &start, const SolveOptions &resolved,
                                             double seconds, common::SolverSink &sink);

} // namespace pw::sliding
