#pragma once

#include "core/sliding/Board.h"
#include "ui/sliding/WatchTimeline.h"

#include <QDialog>

#include <memory>

class QLabel;
class QPushButton;
class QTimer;

namespace pw::ui {

class IterationChart;
class SlidingBoardView;
class StepPlayer;

// The Watch window: IDA* on the board on screen, iteration by iteration. Each step of its player
// is one thing the search did: an iteration beginning with its bound, the path to a node it was
// expanding (drawn on the small board and written out), an iteration ending with its nodes and
// the next bound or the solution. The bars show the nodes of each iteration as they stood at that
// step. "Step through" plays the steps at the player's speed from the first; "Full speed" keeps
// to the newest as the search runs. The line at the bottom counts the search's nodes live either
// way. The search itself is the tab's job (on its worker thread, in the status bar's job list):
// the window asks for it and is told when it ends.
class SearchWatchDialog : public QDialog
{
    Q_OBJECT
public:
    explicit SearchWatchDialog(QWidget *parent = nullptr);

    // The tab started the search of start, whose events come through log.
    void begin(const sliding::Board &start, std::shared_ptr<sliding::IterationLog> log,
               bool stepped);
    // The tab's job ended, with or without its answer (the answer was applied first).
    void jobEnded();
    bool isRunning() const { return m_running; }
    // The board a new search would start from, shown while there is none.
    void showBoardOnScreen(const sliding::Board &board);
    // The window is shown again, or a new game started: a finished search of another board
    // describes nothing on screen, so its steps go and the board on screen waits for a search
    // (a search still running stays; a finished one of this very board stays to be stepped).
    void startOver(const sliding::Board &board);

    StepPlayer *player() const { return m_player; }
    IterationChart *chart() const { return m_chart; }
    const WatchTimeline &timeline() const { return m_timeline; }

signals:
    void startRequested(bool stepped);
    void stopRequested();
    // The search ended, answered or stopped, having proved start needs at least `moves` moves.
    void boundProven(const sliding::Board &start, int moves);

public slots:
    // Close, Esc and the window's close button all come here: a search still running stops.
    void reject() override;

private:
    QLayout *makeButtons();
    // New events from the search: counted into the player, which follows them.
    void takeEvents();
    void showStep(int position);
    void showEvent(const sliding::WatchEvent &event, int index);
    void showLive();
    void updateButtons();

    sliding::Board m_start;
    std::shared_ptr<sliding::IterationLog> m_log;
    WatchTimeline m_timeline;
    bool m_running = false;
    bool m_stepped = false;
    bool m_userPaused = false;
    SlidingBoardView *m_board;
    QLabel *m_stepText;
    QLabel *m_nodesText;
    QLabel *m_pathText;
    QLabel *m_liveText;
    IterationChart *m_chart;
    StepPlayer *m_player;
    QPushButton *m_stepButton;
    QPushButton *m_fullButton;
    QPushButton *m_stopButton;
    QTimer *m_poll;
};

} // namespace pw::ui
