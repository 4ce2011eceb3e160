#include "ui/noodles/NoodlesStepFrames.h"

#include "core/noodles/Rule.h"
#include "ui/noodles/DeductionWords.h"
#include "ui/noodles/NoodlesMessages.h"

namespace pw::ui {

using common::StepEvent;

void NoodlesStepFrames::start(const noodles::Board &board)
{
    m_start = board;
    m_replay.reset();
}

void NoodlesStepFrames::clear()
{
    m_replay.reset();
}

NoodlesStepFrames::Frame NoodlesStepFrames::frameAt(const std::vector<StepEvent> &steps, int to)
{
    if (!m_replay)
        m_replay = std::make_unique<noodles::StepReplay>(m_start, false);
    // Up to the step before the current one: its evidence is read from the sets it was made on.
    m_replay->seek(steps, to - 1);
    std::optional<noodles::Deduction> deduction;
    if (to > 0) {
        const StepEvent &step = steps[static_cast<std::size_t>(to - 1)];
        if (step.kind == StepEvent::Kind::Eliminate)
            deduction = m_replay->explain(step);
        m_replay->apply(step);
    }
    Frame frame;
    if (to > 0) {
        frame = stepFrame(steps[static_cast<std::size_t>(to - 1)], to,
                          static_cast<int>(steps.size()), deduction);
    } else {
        frame.status = tr("Before the first deduction.");
        frame.explanation
            = tr("Before the first deduction: each piece shows every orientation it has.");
    }
    frame.replay.candidates.resize(static_cast<std::size_t>(m_start.cellCount()));
    for (int cell = 0; cell < m_start.cellCount(); ++cell)
        frame.replay.candidates[static_cast<std::size_t>(cell)] = m_replay->candidates(cell);
    return frame;
}

NoodlesStepFrames::Frame
NoodlesStepFrames::stepFrame(const StepEvent &step, int to, int count,
                             const std::optional<noodles::Deduction> &deduction) const
{
    Frame frame;
    if (step.kind != StepEvent::Kind::Note)
        frame.replay.highlight = step.subject;
    const noodles::Topology &topology = m_start.topology();
    const QString described = NoodlesMessages::describeStep(m_start, step);
    frame.status = tr("Step %1 of %2: %3").arg(to).arg(count).arg(described);
    if (deduction && deduction->rule != noodles::Rule {}) {
        frame.explanation = tr("Step %1, %2: %3")
                                .arg(to)
                                .arg(NoodlesMessages::cellName(m_start, step.subject),
                                     DeductionWords::step(m_start.kind(), *deduction));
        frame.evidence = DeductionWords::evidence(topology, {*deduction}, true);
    } else {
        frame.explanation = tr("Step %1: %2").arg(to).arg(described);
    }
    return frame;
}

} // namespace pw::ui
