// The Kanoodle tab's searches on the position: Solve (whose steps the player replays), Hint,
// Count solutions and the count after "Done setting up", each run as the tab's job with its
// answer put on the board, the Search box or the status bar. The rest of the tab is in
// KanoodleTab.cpp.
#include "ui/kanoodle/KanoodleTab.h"

#include "core/kanoodle/KanoodleBackend.h"
#include "core/kanoodle/KanoodleMove.h"
#include "ui/common/Midend.h"
#include "ui/common/StepPlayer.h"
#include "ui/kanoodle/KanoodleBoardView.h"
#include "ui/kanoodle/KanoodleJobs.h"
#include "ui/kanoodle/KanoodleSearchPanel.h"
#include "ui/kanoodle/KanoodleSidePanel.h"
#include "ui/kanoodle/SearchReplay.h"
#include "ui/kanoodle/SolutionBrowser.h"

namespace pw::ui::kanoodle {

using namespace pw::kanoodle;

void KanoodleTab::solve()
{
    if (!hasGame())
        return;
    clearReplay();
    m_replay->start(position());
    midend()->solve(
        {.title = tr("Solving"), .wantsSteps = true, .help = common::Help::Solve}, {},
        [this](const common::JobAnswer &answer) {
            const auto *report = answer.report.get<SolveReport>();
            if (answer.refusal || !report || !report->solution) {
                if (report) {
                    emit statusMessage(report->blockedPiece >= 0
                                           ? tr("No solution: %1 has nowhere to go")
                                                 .arg(pieceDisplayName(report->blockedPiece))
                                           : tr("No solution from this position"));
                }
                return;
            }
            // In set-up the solution is the puzzle being entered, not moves over its givens.
            edit(*report->solution, answer.moves, tr("Solve"));
            emit statusMessage(
                tr("Solved in %1 nodes and %2 backtracks; replay the search with the player")
                    .arg(report->nodes)
                    .arg(report->backtracks));
            m_player->seek(m_player->stepCount());
        });
}

void KanoodleTab::hint()
{
    if (!hasGame())
        return;
    const Position start = position();
    midend()->hint(
        {.title = tr("Finding a hint"), .help = common::Help::Hint},
        common::JobOptions::of(HintOptions {givenPieces()}),
        [this, start](const common::JobAnswer &answer) {
            const auto *report = answer.report.get<HintReport>();
            if (!report)
                return; // cancelled
            const Hint &h = report->hint;
            switch (h.kind) {
            case Hint::Kind::Solved:
                emit statusMessage(tr("The puzzle is already solved"));
                return;
            case Hint::Kind::Cancelled:
                return;
            case Hint::Kind::NoSolution:
                if (report->takeOff.kind == TakeOff::Kind::Pieces)
                    markPieces(report->takeOff.pieces); // the pieces the message names
                emit statusMessage(DeadEndText::of(h.blockedPiece, report->takeOff));
                return;
            case Hint::Kind::Place: {
                // Shown, not placed: the player puts it down (or presses Place It).
                const int piece
                    = start.board().placements()[static_cast<std::size_t>(h.placement)].piece;
                showHintGhost(h.placement);
                emit statusMessage(
                    h.unique ? tr("Hint: %1 goes where it is shown faintly; place it, or press "
                                  "Place It")
                                   .arg(pieceDisplayName(piece))
                             : tr("Hint: %1 goes where it is shown faintly (this position has "
                                  "several solutions); place it, or press Place It")
                                   .arg(pieceDisplayName(piece)));
                return;
            }
            }
        });
}

void KanoodleTab::showHintGhost(int placement)
{
    m_view->setGhostPlacement(placement);
    m_panel->showPlaceIt(placement >= 0);
}

void KanoodleTab::placeHint()
{
    const int placement = m_view->ghostPlacement();
    if (!hasGame() || placement < 0 || !position().canPlace(placement))
        return;
    Position after = position();
    after.place(placement);
    const Placement &shown = after.board().placements()[static_cast<std::size_t>(placement)];
    // The hint's move, played for the player: its help was noted when the hint was asked for.
    edit(after, {common::GameMove::of(KanoodleMove::place(shown.piece, shown.cells))},
         tr("Hint: %1").arg(pieceDisplayName(shown.piece)), Midend::By {common::Author::Hint});
}

void KanoodleTab::countSolutions()
{
    if (!hasGame())
        return;
    const Position start = position();
    midend()->run(
        {.title = tr("Counting solutions")},
        [start](common::SolverSink &sink) { return countSolutionsFrom(start, sink); },
        [this, start](const std::optional<SolutionCount> &count) {
            if (!count)
                return;
            // "solution 3 of 107" in the browser
            m_panel->browser()->setKnownTotal(start, count->solutions);
            m_panel->search()->showCount(count->solutions, count->nodes);
        });
}

void KanoodleTab::checkSetUp()
{
    const Position start = position();
    midend()->run(
        {.title = tr("Counting solutions")},
        [start](common::SolverSink &sink) { return checkSetUpFrom(start, sink); },
        [this, start](const std::optional<SetUpCheck> &check) {
            if (!check)
                return;
            m_panel->browser()->setKnownTotal(start, check->solutions);
            if (check->solutions == 0 && check->blocking.kind == TakeOff::Kind::Pieces)
                markPieces(check->blocking.pieces);
            emit statusMessage(SetUpCheckText::of(*check));
        });
}

} // namespace pw::ui::kanoodle
