#pragma once

#include "core/common/SolverSink.h"
#include "core/sliding/Board.h"

#include <QElapsedTimer>
#include <QWidget>

#include <string>

class QComboBox;
class QLabel;
class QPushButton;
class QTimer;

namespace pw::ui {

class ScrollingRoomLabel;
class SlidingBoardView;

// The Sliding Tiles tab's "Search" page: what the running search has done (its counters and the
// time elapsed, ticking), the best board it has met drawn small, and once it ends its answer with
// Copy solution. It describes one position: the tab clears it when the position changes.
class SlidingSearchPanel : public QWidget
{
    Q_OBJECT
public:
    explicit SlidingSearchPanel(QWidget *parent = nullptr);

    // A job began ("Searching...", "Building the 7-8 tables..."): the clock starts.
    void started(const QString &what);
    // The running job's counters, message and share done.
    void showProgress(const common::Progress &progress);
    void showBestBoard(const sliding::Board &board);
    // The job ended: its answer, with the solution Copy solution copies when there is one, or
    // why there is none. The clock stops.
    void finished(const QString &text, const std::string &solution = {});
    // The job ended without a word (cancelled): the clock stops.
    void stopClock();
    // Answer now: shown while a Solve or Hint waits for the 7-8 tables.
    void showAnswerNow(bool on);
    // Every optimal solution of the position: how many, and the first of them to choose from
    // (each row the solution's moves, or the tiles it slides).
    void showOptimalSolutions(const QString &summary, const QStringList &rows);
    int optimalSolutionsListed() const;
    double elapsedSeconds() const;
    // The position changed: nothing here describes it any more.
    void clear();

    const std::string &solution() const { return m_solution; }
    // Copies the solution's moves as text ("ULDR...", where the blank goes) to the clipboard.
    void copySolution();

signals:
    void statusMessage(const QString &message);
    // Watch IDA*... was pressed.
    void watchRequested();
    // Answer now was pressed: search without waiting for the tables being built.
    void answerNowRequested();
    // All optimal solutions was pressed.
    void allOptimalRequested();
    // One of the optimal solutions listed was chosen, to be stepped through.
    void optimalSolutionChosen(int index);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void showText();
    // Gives the answer the lines the page has to spare, from a few in the smallest window to a
    // whole answer's.
    void fitTextRoom();

    ScrollingRoomLabel *m_text;
    QLabel *m_bestLabel; // "Best board so far", shown with m_bestView once a search reports one
    SlidingBoardView *m_bestView;
    QPushButton *m_copy;
    QPushButton *m_watch;
    QPushButton *m_answerNow;
    QPushButton *m_allOptimal;
    QComboBox *m_optimalList; // the optimal solutions listed, once counted
    QTimer *m_tick;
    QElapsedTimer m_clock;
    QString m_progress; // the running job's last counters
    std::string m_solution;
};

} // namespace pw::ui
