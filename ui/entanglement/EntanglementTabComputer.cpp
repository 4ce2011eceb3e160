// The Entanglement tab's computer player: Hint, Autoplay (Solve), Best line and Review, each run as
// the tab's job on the worker thread, its answer put on the board, the computer's panel and the
// step player. The rest of the tab is in EntanglementTab.cpp, its timelines in
// EntanglementTabTimeline.cpp.
#include "ui/entanglement/EntanglementTab.h"

#include "ui/entanglement/BestLine.h"
#include "ui/entanglement/BoardView.h"
#include "ui/entanglement/ComputerPanel.h"
#include "ui/entanglement/ReviewPanel.h"
#include "ui/entanglement/Timeline.h"
#include "ui/entanglement/TimelineScreen.h"

#include "ui/common/Midend.h"

#include "core/entanglement/Autoplay.h"
#include "core/entanglement/Review.h"
#include "core/entanglement/Survival.h"

namespace pw::ui::entanglement {

using namespace pw::entanglement;

void EntanglementTab::jobCancelled()
{
    if (m_bestLineRunning) {
        m_bestLineRunning = false;
        refresh(); // the button is cleared: no line is on its way
    } else if (m_reviewRunning) {
        m_reviewRunning = false;
        m_computer->reviewPanel()->showStopped();
    } else {
        m_computer->showStopped();
    }
}

void EntanglementTab::hint()
{
    if (isAtEarlierStep()) {
        sayContinueFirst();
        return;
    }
    leaveTimeline();
    if (state().game.isOver())
        return;
    const Game snapshot = state().game;
    const PlayerOptions options = m_computer->playerOptions();
    m_reviewRunning = false;
    m_bestLineRunning = false;
    m_view->clearGhost();
    midend()->hint({.title = tr("Hint"), .wantsSteps = true, .help = common::Help::Hint},
                   common::JobOptions::of(options),
                   [this, snapshot](const common::JobAnswer &answer) {
                       const auto *candidates = answer.report.get<std::vector<Candidate>>();
                       if (!candidates || candidates->size() != Timeline::stepsPerTurn - 1)
                           return;
                       const int best = bestCandidate(*candidates);
                       // Turn the hand to the recommendation, so Enter places it.
                       EntanglementState turned = state();
                       prepareCandidate(turned.game, (*candidates)[static_cast<std::size_t>(best)]);
                       adjustHand(turned);
                       m_screen->begin(Timeline::hint(snapshot, *candidates), false);
                       refresh();
                   });
    // After hint(), which marks the game assisted and reports the job it replaced as cancelled:
    // the mode line says at once that the game left the best scores.
    refresh();
    m_computer->showThinking();
}

void EntanglementTab::solve()
{
    if (isAtEarlierStep()) {
        sayContinueFirst();
        return;
    }
    leaveTimeline();
    if (state().game.isOver())
        return;
    const PlayerOptions options = m_computer->playerOptions();
    m_reviewRunning = false;
    m_bestLineRunning = false;
    m_view->clearGhost();
    // No .help: the computer's placements mark the game when they are played, so a cancelled
    // Autoplay that placed nothing leaves the game as it was.
    midend()->solve({.title = tr("Autoplay")}, common::JobOptions::of(options),
                    [this](const common::JobAnswer &answer) {
                        const auto *played = answer.report.get<Autoplay>();
                        if (!played || played->candidates.empty())
                            return;
                        m_computer->showAutoplayDone(
                            static_cast<int>(played->states.back().moves().size()),
                            static_cast<int>(played->candidates.size()),
                            played->states.back().score());
                        m_screen->begin(Timeline::autoplay(*played), true);
                    });
    refresh(); // after solve(), as for a hint
    m_computer->showPlaying();
}

void EntanglementTab::showBestLine(bool shown)
{
    if (!shown || game().isOver()) {
        m_view->clearGhost();
        if (m_bestLineRunning)
            midend()->cancelJob();
        refresh();
        return;
    }
    const Game from = game();
    m_reviewRunning = false;
    midend()->run(
        {.title = tr("Best line"), .help = common::Help::BestLine},
        [from](common::SolverSink &sink) {
            return BestLine::find(from, BestLine::defaultMoves, sink);
        },
        [this](const std::optional<BestLine> &line) {
            m_bestLineRunning = false;
            if (line && line->from.moves() == game().moves()) {
                m_view->setGhost(*line);
                emit statusMessage(tr("Best line from here: %n move(s) worth %1 points", nullptr,
                                      line->moveCount())
                                       .arg(line->after.score() - line->from.score()));
            }
            refresh();
        });
    // After run(), which marks the game helped and reports the job it replaced as cancelled.
    m_bestLineRunning = true;
    refresh();
}

bool EntanglementTab::canReview() const
{
    return !state().game.moves().empty()
        && (m_screen->timeline().isStepping() || state().game.isOver());
}

void EntanglementTab::review()
{
    if (!canReview())
        return;
    const Game reviewed = state().game;
    // The judge is the player chosen in the panel: the strongest unless the player picks another.
    const PlayerOptions judge = m_computer->playerOptions();
    midend()->run(
        {.title = tr("Review")},
        [reviewed, judge](common::SolverSink &sink) { return reviewGame(reviewed, judge, &sink); },
        [this, reviewed, judge](const std::vector<MoveReview> &reviews) {
            m_reviewRunning = false;
            if (reviews.size() != reviewed.moves().size())
                return; // cancelled
            startReviewTimeline(reviewed, reviews, judge.kind);
        });
    // After run(), which reports the job it replaced as cancelled.
    m_reviewRunning = true;
    m_bestLineRunning = false;
    m_view->clearGhost();
    m_computer->reviewPanel()->showRunning(static_cast<int>(reviewed.moves().size()), judge.kind);
}

} // namespace pw::ui::entanglement
