#include "core/kanoodle/StepReplay.h"

#include <bit>

namespace pw::kanoodle {

StepReplay::StepReplay(Position start)
    : m_start(start)
    , m_position(std::move(start))
{ }

const Position &StepReplay::seek(const std::vector<common::StepEvent> &steps, int count)
{
    using Kind = common::StepEvent::Kind;
    for (; m_count < count; ++m_count) {
        const common::StepEvent &step = steps[static_cast<std::size_t>(m_count)];
        if (step.kind == Kind::Place && m_position.canPlace(step.value))
            m_position.place(step.value);
        else if (step.kind == Kind::Remove)
            m_position.remove(step.subject);
    }
    for (; m_count > count; --m_count) {
        const common::StepEvent &step = steps[static_cast<std::size_t>(m_count - 1)];
        if (step.kind == Kind::Place)
            m_position.remove(step.subject);
        else if (step.kind == Kind::Remove && m_position.canPlace(step.value))
            m_position.place(step.value);
    }
    return m_position;
}

int StepReplay::depth() const
{
    return std::popcount(static_cast<unsigned>(m_position.placedPieces()))
        - std::popcount(static_cast<unsigned>(m_start.placedPieces()));
}

} // namespace pw::kanoodle
