#include "core/noodles/StepReplay.h"

#include "core/noodles/Propagator.h"
#include "core/noodles/Rule.h"

#include <bit>

namespace pw::noodles {

StepReplay::StepReplay(const Board &board, bool respectLocks)
    : m_board(board)
    , m_initial(Propagator::initialCandidates(board, respectLocks))
    , m_sets(m_initial)
{ }

int StepReplay::rotationOf(int cell, TileMask mask) const
{
    return rotationBetween(m_board.tile(cell), mask, m_board.directions());
}

TileMask StepReplay::firstMask(int cell) const
{
    const unsigned set = candidates(cell);
    const int rotation = set ? std::countr_zero(set) : 0;
    return rotateMask(m_board.tile(cell), rotation, m_board.directions());
}

bool StepReplay::isDetermined(int cell) const
{
    return std::has_single_bit(static_cast<unsigned>(candidates(cell)));
}

Deduction StepReplay::explain(const common::StepEvent &step) const
{
    if (step.kind != common::StepEvent::Kind::Eliminate || step.subject < 0
        || step.subject >= m_board.cellCount())
        return {};
    return explainRemoval(m_board.topology(),
                          knownSides(m_board.topology(), m_board.tiles(), m_sets), step.subject,
                          static_cast<TileMask>(step.value), static_cast<Rule>(step.detail));
}

void StepReplay::seek(const std::vector<common::StepEvent> &steps, int count)
{
    m_sets = m_initial;
    m_saved.clear();
    const int end = std::min(count, static_cast<int>(steps.size()));
    for (int i = 0; i < end; ++i)
        apply(steps[static_cast<std::size_t>(i)]);
}

void StepReplay::apply(const common::StepEvent &step)
{
    using Kind = common::StepEvent::Kind;
    const auto validCell = [&] { return step.subject >= 0 && step.subject < m_board.cellCount(); };
    switch (step.kind) {
    case Kind::Eliminate:
        if (validCell()) {
            const int rotation = rotationOf(step.subject, static_cast<TileMask>(step.value));
            if (rotation >= 0)
                m_sets[static_cast<std::size_t>(step.subject)]
                    &= static_cast<std::uint8_t>(~(1u << rotation));
        }
        break;
    case Kind::Choose:
        m_saved.push_back(m_sets);
        if (validCell()) {
            const int rotation = rotationOf(step.subject, static_cast<TileMask>(step.value));
            if (rotation >= 0)
                m_sets[static_cast<std::size_t>(step.subject)]
                    = static_cast<std::uint8_t>(1u << rotation);
        }
        break;
    case Kind::Note:
        if (step.detail == static_cast<std::int32_t>(NoteKind::Backtrack) && !m_saved.empty()) {
            m_sets = std::move(m_saved.back());
            m_saved.pop_back();
        }
        break;
    default:
        break; // Deduce only announces what the eliminations already did
    }
}

} // namespace pw::noodles
