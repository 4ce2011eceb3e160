#pragma once

#include "core/sliding/SolveTypes.h"

#include <QString>

namespace pw::ui {

// The words the Sliding Tiles tab uses for its solvers: the entries of the Solver page and which
// solver answered, said the way a player understands (what it guarantees, what it costs), not by
// internal names or seed numbers.
namespace slidingnames {

QString algorithm(sliding::Algorithm algorithm);
QString heuristic(sliding::HeuristicKind heuristic);
// What the algorithm guarantees and costs, for its entry's tooltip.
QString algorithmTip(sliding::Algorithm algorithm);
// "IDA* with the 7-8 pattern databases", "the fast solver: the optimal search ran out of its 10 s
// budget", ...
QString answeredBy(const sliding::SolveResult &result, double budgetSeconds);
// "optimal" or "not proven optimal".
QString quality(const sliding::SolveResult &result);
// A found answer, for the search panel: its length and quality; after a budget ran out, how far
// from optimal it can be; the advice given (e.g. where to build stronger tables); then who
// answered, the nodes expanded, h of the start and the time.
QString answer(const sliding::SolveResult &result, double budgetSeconds, double seconds,
               const QString &advice = {});
// Why a search that ended without a solution has none: the memory limit it passed, the parity,
// the search's own message.
QString whyUnsolved(const sliding::SolveResult &result, int memoryLimitMiB);

} // namespace slidingnames

} // namespace pw::ui
