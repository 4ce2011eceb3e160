#include "ui/entanglement/TimelineScreen.h"

#include "ui/entanglement/BoardView.h"
#include "ui/entanglement/ComputerPanel.h"
#include "ui/entanglement/ReviewPanel.h"

#include "ui/common/StepPlayer.h"

#include <QLabel>

namespace pw::ui::entanglement {

TimelineScreen::TimelineScreen(StepPlayer *player, BoardView *view, ComputerPanel *computer,
                               QLabel *legend, QObject *parent)
    : QObject(parent)
    , m_player(player)
    , m_view(view)
    , m_computer(computer)
    , m_legend(legend)
{
    m_player->setSeekHandler([this](int to) { show(to); });
    connect(m_computer->reviewPanel(), &ReviewPanel::moveChosen, this, [this](int move) {
        // The step player's position p shows move p + 1.
        m_player->pause();
        m_player->seek(move - 1);
    });
}

void TimelineScreen::begin(Timeline timeline, bool playing)
{
    m_timeline = std::move(timeline);
    m_legend->setText(m_timeline.legend());
    m_legend->setVisible(!m_timeline.legend().isEmpty());
    m_player->reset(m_timeline.stepCount());
    if (playing)
        m_player->play();
    else
        m_player->seek(m_timeline.stepCount()); // the last step: the game as it stands
}

void TimelineScreen::end()
{
    const Timeline::Kind was = m_timeline.kind();
    if (was == Timeline::Kind::Hint || was == Timeline::Kind::Record)
        m_computer->clearMessage();
    if (was == Timeline::Kind::Review) {
        m_computer->reviewPanel()->clear();
        m_computer->setMessageVisible(true);
    }
    m_timeline = {};
    m_legend->hide();
    m_player->pause();
    m_player->reset(0);
    m_view->clearCandidates();
}

void TimelineScreen::show(int position)
{
    if (!m_timeline.isActive())
        return;
    const Timeline::Frame frame = m_timeline.frameAt(position);
    if (frame.game)
        emit gameShown(*frame.game);
    if (m_timeline.kind() == Timeline::Kind::Review) {
        m_computer->reviewPanel()->showMove(frame.reviewShown);
        // What the hint line says ("Game over: … new high score") is about the end of the game.
        m_computer->setMessageVisible(frame.reviewShown == m_timeline.stepCount());
    }
    if (frame.candidates.empty())
        m_view->clearCandidates();
    else
        m_view->setCandidates(frame.candidates, frame.focus, frame.chosen);
    if (!frame.message.isEmpty())
        m_computer->setMessage(frame.message);
    if (!frame.status.isEmpty())
        emit statusMessage(frame.status);
}

} // namespace pw::ui::entanglement
