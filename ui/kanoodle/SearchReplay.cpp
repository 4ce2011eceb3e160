#include "ui/kanoodle/SearchReplay.h"

#include "ui/common/StepPlayer.h"
#include "ui/common/StepRecording.h"

namespace pw::ui::kanoodle {

SearchReplay::SearchReplay(SolverRunner *runner, StepPlayer *player, QObject *parent)
    : QObject(parent)
    , m_player(player)
    , m_recording(new StepRecording(runner, player, this))
{
    m_player->setSeekHandler([this](int step) { seek(step); });
    connect(m_recording, &StepRecording::appended, this, &SearchReplay::countRemovals);
}

void SearchReplay::start(const pw::kanoodle::Position &start)
{
    clear();
    m_replay.emplace(start);
    m_recording->start();
}

void SearchReplay::clear()
{
    m_replay.reset();
    m_recording->clear();
    m_removalsBefore.assign(1, 0);
    m_step = 0;
}

bool SearchReplay::isShowing() const
{
    return m_replay && m_player->position() < m_player->stepCount();
}

const std::vector<common::StepEvent> &SearchReplay::steps() const
{
    return m_recording->steps();
}

int SearchReplay::stepPiece() const
{
    return m_step > 0 ? steps()[static_cast<std::size_t>(m_step - 1)].subject : -1;
}

bool SearchReplay::isTruncated() const
{
    return m_recording->isTruncated();
}

void SearchReplay::seek(int step)
{
    if (!m_replay)
        return;
    m_replay->seek(steps(), step);
    m_step = step;
    emit stepShown();
}

void SearchReplay::countRemovals(int first, int count)
{
    const std::vector<common::StepEvent> &all = steps();
    for (int i = first; i < first + count; ++i)
        m_removalsBefore.push_back(
            m_removalsBefore.back()
            + (all[static_cast<std::size_t>(i)].kind == common::StepEvent::Kind::Remove));
}

} // namespace pw::ui::kanoodle
