#pragma once

#include "ui/entanglement/Timeline.h"

#include <QObject>

class QLabel;

namespace pw::ui {
class StepPlayer;
}

namespace pw::ui::entanglement {

class BoardView;
class ComputerPanel;

// The step player under the board and what it shows of a timeline: each step's candidates on
// the board, its words in the computer's panel and the status bar, the candidates' legend under
// the board, the review's move in its list. The game a step shows belongs to the tab, which gets
// it through gameShown.
class TimelineScreen : public QObject
{
    Q_OBJECT
public:
    TimelineScreen(StepPlayer *player, BoardView *view, ComputerPanel *computer, QLabel *legend,
                   QObject *parent);

    const Timeline &timeline() const { return m_timeline; }
    // A new timeline on the step player: shown at its end, or played from its start.
    void begin(Timeline timeline, bool playing);
    // No timeline: the step player empty, the candidates, the legend and the timeline's words
    // gone from the screen.
    void end();

signals:
    // The game at the step shown.
    void gameShown(const pw::entanglement::Game &game);
    void statusMessage(const QString &message);

private:
    // The step player's seek handler.
    void show(int position);

    Timeline m_timeline;
    StepPlayer *m_player;
    BoardView *m_view;
    ComputerPanel *m_computer;
    QLabel *m_legend; // the candidates' labels explained, shown with them
};

} // namespace pw::ui::entanglement
