#pragma once

#include <QWidget>

class QLabel;
class QLayout;
class QPushButton;
class QTabWidget;

namespace pw::ui {

class DistanceCoach;
class Midend;
class SlidingMoveList;
class SlidingSearchPanel;
class SlidingSolverBox;
class SolutionMemory;
class TickingLabel;

// The column of controls beside the Sliding Tiles board, at a fixed width: the move counter and
// the time, the distance coach, the wrong-parity flag, New/Scramble/Hint/Solve/Set up, and below
// them three pages that share the rest of the height: the moves played, the Search (what a search
// did and found) and the Solver's settings. As a column the three left the move list a line or
// two at 800 x 600; as pages each has the whole room, and the settings, chosen once, stay out of
// the way. It turns its buttons into signals and shows what the tab tells it; it knows nothing of
// the game.
class SlidingSidePanel : public QWidget
{
    Q_OBJECT
public:
    // The coach measures in jobs on the tab's midend and reads the solutions the tab learnt.
    SlidingSidePanel(Midend *midend, SolutionMemory *memory, QWidget *parent = nullptr);

    DistanceCoach *coach() const { return m_coach; }
    SlidingSolverBox *solverBox() const { return m_solver; }
    SlidingSearchPanel *search() const { return m_search; }
    SlidingMoveList *moveList() const { return m_moveList; }
    enum class Page { Moves, Search, Solver };
    void showPage(Page page);
    Page currentPage() const;
    // The wrong-parity flag's words, also said in the status bar.
    QString unsolvableText() const;

    void showCounts(int moves, qint64 millis);
    void showUnsolvable(bool unsolvable);
    // While the board is being set up, the play controls rest.
    void showSettingUp(bool on);

signals:
    void newRequested();
    void scrambleRequested();
    void hintRequested();
    void solveRequested();
    void setUpRequested();

private:
    // A button that emits `clicked` as the panel's signal.
    QPushButton *button(const QString &text, const char *objectName, const QString &toolTip,
                        void (SlidingSidePanel::*clicked)());
    QLayout *playButtons();

    // Changed at every move and clock tick, without laying the tab out again.
    TickingLabel *m_movesLabel;
    TickingLabel *m_timeLabel;
    DistanceCoach *m_coach;
    QLabel *m_unsolvable; // shown at once for a board of the wrong parity
    SlidingSolverBox *m_solver;
    SlidingSearchPanel *m_search;
    SlidingMoveList *m_moveList;
    QTabWidget *m_pages;
    QList<QPushButton *> m_playButtons; // resting while the board is set up
};

} // namespace pw::ui
