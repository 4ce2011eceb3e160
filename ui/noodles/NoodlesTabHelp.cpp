// The help the Noodles tab gives: Solve with its step replay, Hint with its chain of reasons,
// and the checks of the locks and of the tiles. Each runs as a job through the midend.
#include "ui/noodles/NoodlesTab.h"

#include "core/noodles/LockCheck.h"
#include "core/noodles/Solver.h"
#include "core/noodles/TileCheck.h"
#include "ui/common/Midend.h"
#include "ui/common/StepPlayer.h"
#include "ui/common/StepRecording.h"
#include "ui/noodles/NoodlesHintArea.h"
#include "ui/noodles/NoodlesMessages.h"
#include "ui/noodles/NoodlesView.h"

namespace pw::ui {

void NoodlesTab::solve()
{
    if (board().isNull())
        return;
    leaveReplay();
    dropSteps();
    m_player->show();
    noodles::Board start = board();
    start.unlockAll();
    m_stepFrames.start(start);
    m_recording->start();
    midend()->solve(
        {.title = tr("Solving Noodles"), .wantsSteps = true, .help = common::Help::Solve}, {},
        [this, start](const common::JobAnswer &answer) {
            const auto *result = answer.report.get<noodles::SolveResult>();
            if (answer.refusal) {
                if (result && result->impossibility)
                    m_player->hide(); // refused before any search: no steps to show
                emit statusMessage(result ? NoodlesMessages::noSolution(*result, start)
                                          : answer.refusal->reason);
                return;
            }
            midend()->play(answer.moves, tr("Solve"));
            // After the move, whose "Solved in..." it replaces.
            if (result)
                emit statusMessage(NoodlesMessages::solved(*result));
        });
}

void NoodlesTab::checkLocks()
{
    if (board().isNull() || m_network.isSolved())
        return;
    leaveReplay();
    const noodles::Board checked = board();
    midend()->run(
        {.title = tr("Checking the locks"), .help = common::Help::Check},
        [checked](common::SolverSink &sink) { return noodles::checkLocks(checked, sink); },
        [this](const std::optional<noodles::LockCheck> &check) {
            if (!check)
                return;
            m_view->setMarkedCells(check->wrong);
            emit statusMessage(NoodlesMessages::lockCheck(*check));
        });
}

void NoodlesTab::checkTiles()
{
    if (board().isNull() || m_network.isSolved())
        return;
    leaveReplay();
    const quint64 position = midend()->positionStamp();
    if (m_counted && m_counted->position == position) {
        // Asked again on the same position: now which.
        m_view->setMarkedCells(m_counted->wrong);
        m_view->setWrongMarks(m_counted->wrongMarks);
        noodles::TileCheck shown;
        shown.wrong = m_counted->wrong;
        shown.wrongMarks = m_counted->wrongMarks;
        emit statusMessage(NoodlesMessages::tileCheck(shown, true));
        return;
    }
    m_counted.reset();
    const noodles::Board checked = board();
    midend()->run(
        {.title = tr("Checking the tiles"), .help = common::Help::Check},
        [checked](common::SolverSink &sink) { return noodles::checkTiles(checked, sink); },
        [this, position](const std::optional<noodles::TileCheck> &check) {
            if (!check)
                return;
            if (check->answer == noodles::TileCheck::Answer::Counted
                && (!check->wrong.empty() || !check->wrongMarks.empty()))
                m_counted = CountedCheck {position, check->wrong, check->wrongMarks};
            emit statusMessage(NoodlesMessages::tileCheck(*check, false));
        });
}

void NoodlesTab::hint()
{
    if (board().isNull())
        return;
    leaveReplay();
    midend()->hint({.title = tr("Looking for a hint"), .help = common::Help::Hint}, {},
                   [this](const common::JobAnswer &answer) {
                       const auto *hint = answer.report.get<noodles::Hint>();
                       if (answer.refusal || !hint) {
                           emit statusMessage(
                               NoodlesMessages::noHint(board(), m_network.isSolved()));
                           return;
                       }
                       midend()->play(answer.moves, tr("Hint"));
                       showHint(*hint);
                   });
}

void NoodlesTab::showHint(const noodles::Hint &hint)
{
    m_view->setCursor(hint.cell);
    emit statusMessage(NoodlesMessages::hintApplied(hint, board()));
    // Why, step by step from what the player sees: each step's rules in words and its evidence
    // drawn on the board. A hint only a search found has no chain: nothing to explain.
    if (hint.chain.empty())
        explain({});
    else
        m_hintArea->showChain(board(), hint.chain);
}

void NoodlesTab::seekSteps(int to)
{
    if (m_stepFrames.startBoard().isNull() || m_recording->isEmpty())
        return;
    NoodlesStepFrames::Frame frame = m_stepFrames.frameAt(m_recording->steps(), to);
    emit statusMessage(frame.status);
    explain(frame.explanation);
    // The replay draws the board the solver started from.
    const noodles::Board &start = m_stepFrames.startBoard();
    m_view->setBoard(start, noodles::PowerNetwork(start));
    m_view->setReplay(std::move(frame.replay));
    if (frame.evidence)
        m_view->setEvidence(std::move(frame.evidence));
}

bool NoodlesTab::leaveReplay()
{
    if (!m_view->showsReplay())
        return false;
    m_player->pause();
    explain({});
    m_view->setBoard(board(), m_network);
    if (m_network.isSolved())
        m_view->startVanish();
    emit statusMessage(tr("Back to the game."));
    return true;
}

} // namespace pw::ui
