// The Entanglement tab's timelines, which the step player goes through: an opened record's moves,
// a review's, a hint's candidates and an autoplay's turns; the game at the step shown; and how a
// move of the player's leaves a timeline: an autoplay's placements so far are played, an earlier
// move of a record is continued from as practice. The rest of the tab is in EntanglementTab.cpp.
#include "ui/entanglement/EntanglementTab.h"

#include "ui/entanglement/BestScoresPanel.h"
#include "ui/entanglement/BoardView.h"
#include "ui/entanglement/ComputerPanel.h"
#include "ui/entanglement/ReviewPanel.h"
#include "ui/entanglement/Timeline.h"
#include "ui/entanglement/TimelineScreen.h"

#include "ui/common/Midend.h"
#include "ui/common/StepPlayer.h"

#include "core/common/GameRecord.h"
#include "core/entanglement/PlayerKind.h"

#include <QScopedValueRollback>

namespace pw::ui::entanglement {

using namespace pw::entanglement;

void EntanglementTab::startRecordTimeline()
{
    if (state().game.moves().empty())
        return;
    m_screen->begin(Timeline::record(state().game), false);
    m_computer->showRecord(m_screen->timeline().stepCount());
}

void EntanglementTab::startReviewTimeline(const Game &reviewed, std::vector<MoveReview> reviews,
                                          PlayerKind judge)
{
    dropTimeline(); // an opened record's timeline gives way to the review's
    m_computer->reviewPanel()->setReviews(reviews, judge);
    // The review's sentences and list take the best scores' room: with both the side panel
    // would need more height than the window has, and Qt would lay its widgets over each other.
    m_bestScores->hide();
    m_screen->begin(Timeline::review(reviewed, std::move(reviews)), false);
    refresh();
}

void EntanglementTab::showTimelineGame(const Game &game)
{
    m_stepGame = game;
    const Timeline &timeline = m_screen->timeline();
    // The replay reached the computer's last placement: the game is as the computer left it.
    if (timeline.kind() == Timeline::Kind::Autoplay
        && game.moves().size() == timeline.last().moves().size())
        playAutoplayUpTo(game);
    refresh();
}

void EntanglementTab::playAutoplayUpTo(const Game &shown)
{
    const std::size_t played = state().game.moves().size();
    if (shown.moves().size() <= played)
        return; // played already, or stepped back to before the game as it stands
    std::vector<common::GameMove> moves;
    for (std::size_t i = played; i < shown.moves().size(); ++i)
        moves.push_back(common::GameMove::of(shown.moves()[i]));
    // Before the placements: a finish they make counts as helped.
    midend()->noteHelp(common::Help::Autoplay);
    const QScopedValueRollback changing(m_changingState, true);
    const Midend::By computer {common::Author::Computer,
                               QString::fromLatin1(playerName(m_computer->playerOptions().kind))};
    if (const common::Status refused = midend()->play(moves, tr("Autoplay"), computer))
        emit statusMessage(refused->reason);
}

bool EntanglementTab::isAtEarlierStep() const
{
    return m_screen->timeline().isStepping() && m_stepGame
        && m_stepGame->moves().size() != state().game.moves().size();
}

void EntanglementTab::leaveTimeline()
{
    if (isAtEarlierStep())
        return; // only Continue from Here leaves an earlier step
    if (m_screen->timeline().kind() == Timeline::Kind::Autoplay && m_stepGame)
        playAutoplayUpTo(*m_stepGame);
    dropTimeline();
}

void EntanglementTab::stepInsteadOfPlaying()
{
    m_stepPlayer->pause();
    m_stepPlayer->stepForward();
}

void EntanglementTab::continueFromHere()
{
    if (isAtEarlierStep())
        branchFromStep();
}

void EntanglementTab::sayContinueFirst()
{
    emit statusMessage(tr("An earlier move (%1) is shown: Continue from Here (C) plays on from it "
                          "as practice; End goes to the last move")
                           .arg(m_stepGame->moves().size()));
}

void EntanglementTab::branchFromStep()
{
    // Played on from an earlier move: the record's later moves wait on the history, and the
    // game goes on in practice mode (it is not a game played from the start).
    const EntanglementState branch {*m_stepGame, state().dealKnown, true};
    const int shown = static_cast<int>(branch.game.moves().size());
    dropTimeline();
    {
        // The branch's help (its player has seen the record's later tiles) goes with it: Undo
        // gives back the record as it was, helped or not.
        const QScopedValueRollback changing(m_changingState, true);
        midend()->continueFrom(common::GameState::of(branch),
                               tr("Continue from move %1 as practice").arg(shown),
                               common::Help::Reveal);
    }
    refresh();
    emit statusMessage(tr("Continuing from move %1 as practice: a new branch of the record. Undo "
                          "gives the whole record back; Save keeps the whole record, Save Branch "
                          "As… writes the branch.")
                           .arg(shown));
}

void EntanglementTab::dropTimeline()
{
    const Timeline::Kind was = m_screen->timeline().kind();
    m_stepGame.reset();
    if (was == Timeline::Kind::None)
        return;
    m_screen->end();
    if (was == Timeline::Kind::Review)
        m_bestScores->show(); // the review had their room
    if (was == Timeline::Kind::Hint && !midend()->state().isNull())
        m_view->setGame(state().game); // the hand as it is, no longer the turn the hint was for
}

} // namespace pw::ui::entanglement
