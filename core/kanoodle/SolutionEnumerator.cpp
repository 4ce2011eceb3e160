#include "core/kanoodle/SolutionEnumerator.h"

namespace pw::kanoodle {

SolutionEnumerator::SolutionEnumerator(const Position &start)
    : m_solver(start)
{ }

std::optional<Position> SolutionEnumerator::next(common::SolverSink &sink)
{
    if (m_finished)
        return std::nullopt;
    std::optional<Position> solution = m_solver.next(sink);
    if (solution)
        ++m_found;
    else if (!m_solver.wasCancelled())
        m_finished = true;
    return solution;
}

} // namespace pw::kanoodle
