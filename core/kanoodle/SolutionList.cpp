#include "core/kanoodle/SolutionList.h"

namespace pw::kanoodle {

SolutionList::SolutionList(const Position &start)
    : m_start(start)
{
    for (int piece = 0; piece < pieceCount; ++piece) {
        if ((start.missingPieces() >> piece) & 1U)
            m_missing.push_back(piece);
    }
}

void SolutionList::append(const Position &solution)
{
    for (const int piece : m_missing)
        m_placements.push_back(static_cast<std::int16_t>(*solution.placementOf(piece)));
    ++m_size;
}

Position SolutionList::at(std::int64_t index) const
{
    Position solution = m_start;
    const auto first = static_cast<std::size_t>(index) * m_missing.size();
    for (std::size_t k = 0; k < m_missing.size(); ++k)
        solution.place(m_placements[first + k]);
    return solution;
}

} // namespace pw::kanoodle
