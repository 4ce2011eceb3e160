// The Sliding Tiles tab's Watch window: IDA* on the board on screen, run as the tab's job like
// Solve (its answer is Solve's), its iterations shown in the window as they come.
#include "ui/sliding/SlidingTab.h"

#include "core/sliding/IterationLog.h"
#include "ui/common/Midend.h"
#include "ui/common/SolverRunner.h"
#include "ui/sliding/DistanceCoach.h"
#include "ui/sliding/SearchWatchDialog.h"

namespace pw::ui {

void SlidingTab::showWatch()
{
    if (!m_watch) {
        m_watch = new SearchWatchDialog(this);
        connect(m_watch, &SearchWatchDialog::startRequested, this, &SlidingTab::watchSearch);
        connect(m_watch, &SearchWatchDialog::stopRequested, this, [this] {
            if (m_watch->isRunning())
                midend()->cancelJob();
        });
        // The coach shows the bound it proved where the distance is not known exactly.
        connect(m_watch, &SearchWatchDialog::boundProven, m_coach, &DistanceCoach::learnBound);
        // Whatever ends the job (its answer, Cancel, a move, a new game), the window hears.
        connect(solverRunner(), &SolverRunner::finished, m_watch, &SearchWatchDialog::jobEnded);
        m_watch->showBoardOnScreen(board());
    } else if (!m_watch->isVisible()) {
        m_watch->startOver(board()); // reopened: the search it showed may be of another board
    }
    m_watch->show();
    m_watch->raise();
    m_watch->activateWindow();
}

void SlidingTab::watchSearch(bool stepped)
{
    if (isSettingUp())
        return;
    auto log = std::make_shared<sliding::IterationLog>();
    // Told after the job started: starting it ends the job before, which the window must not
    // take for its own end.
    if (startSearch(false, log))
        m_watch->begin(board(), log, stepped);
}

} // namespace pw::ui
