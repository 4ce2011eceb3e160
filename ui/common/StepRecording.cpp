#include "ui/common/StepRecording.h"

#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"

namespace pw::ui {

StepRecording::StepRecording(SolverRunner *runner, StepPlayer *player, QObject *parent)
    : QObject(parent)
    , m_player(player)
{
    connect(runner, &SolverRunner::stepsArrived, this, &StepRecording::append);
    connect(runner, &SolverRunner::stepLimitReached, this, [this] {
        if (m_recording)
            m_truncated = true;
    });
}

void StepRecording::start()
{
    clear();
    m_recording = true;
}

void StepRecording::clear()
{
    std::vector<common::StepEvent>().swap(m_steps); // clear() alone would keep the capacity
    m_recording = false;
    m_truncated = false;
    m_player->reset(0);
}

void StepRecording::append(const std::vector<common::StepEvent> &steps)
{
    if (!m_recording || steps.empty())
        return;
    const int first = size();
    m_steps.insert(m_steps.end(), steps.begin(), steps.end());
    m_player->appendSteps(static_cast<int>(steps.size()));
    emit appended(first, static_cast<int>(steps.size()));
}

} // namespace pw::ui
