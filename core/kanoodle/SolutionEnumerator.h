#pragma once

#include "core/kanoodle/Solver.h"

#include <cstdint>
#include <optional>

namespace pw::kanoodle {

// Every solution of a position, one at a time, in one fixed order, found only as it is asked
// for: the first comes as fast as Solve's, and the search stops whenever the caller stops
// asking. The order is the order in which dancing links (Solver) meets them; it depends only on
// the position, so solution number k is the same on every run and every machine, and a list can
// be browsed by number or continued later. Works for every BoardKind: the pyramid, the flat
// board and the sliding regions.
class SolutionEnumerator
{
public:
    explicit SolutionEnumerator(const Position &start);

    // The next solution, or nothing: when every solution has been given (finished()) or when the
    // sink cancelled (wasCancelled(); calling next() again resumes where the search stopped).
    std::optional<Position> next(common::SolverSink &sink);

    // How many solutions next() has given; the last one given is solution number found().
    std::int64_t found() const { return m_found; }
    // Whether the search has run to its end: found() is then the number of solutions.
    bool finished() const { return m_finished; }
    bool wasCancelled() const { return m_solver.wasCancelled(); }
    std::int64_t nodes() const { return m_solver.nodes(); }

private:
    Solver m_solver;
    std::int64_t m_found = 0;
    bool m_finished = false;
};

} // namespace pw::kanoodle
