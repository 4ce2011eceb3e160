#pragma once

#include <QWidget>

#include <functional>

class QLabel;
class QSlider;
class QTimer;
class QToolButton;

namespace pw::ui {

// A timeline for replaying a list of steps: first, back, play/pause, forward, last, a speed
// control and a position slider. It knows only counts and positions. The one replay model of
// every tab: the player asks, through the seek handler, for the state after step i, and the tab
// shows what its puzzle's back end gives for it (a replay object that rebuilds the solver's state,
// a recorded list of game states, a solution's moves). Position 0 is the state before the first
// step, stepCount() the state after the last.
class StepPlayer : public QWidget
{
    Q_OBJECT
public:
    using SeekHandler = std::function<void(int position)>;

    explicit StepPlayer(QWidget *parent = nullptr);

    void setSeekHandler(SeekHandler handler) { m_seek = std::move(handler); }
    // Replaces the timeline; the position returns to 0 without calling the handler.
    void reset(int stepCount);
    // More steps arrived (e.g. from a running solver); the position is kept.
    void appendSteps(int count);

    int stepCount() const { return m_count; }
    int position() const { return m_position; }
    bool isPlaying() const;
    // Steps per second while playing.
    double speed() const { return m_speed; }
    void setSpeed(double stepsPerSecond);

public slots:
    void seek(int position);
    void stepForward();
    void stepBack();
    void toFirst();
    void toLast();
    void play();
    void pause();
    void togglePlay();

signals:
    void positionChanged(int position);
    // The number of steps changed (a new timeline, or steps appended): the window's First Step
    // and Last Step keys (Home, End) are the player's only while it has steps.
    void stepsChanged(int stepCount);
    void playingChanged(bool playing);

private:
    void tick();
    void updateControls();

    SeekHandler m_seek;
    int m_count = 0;
    int m_position = 0;
    double m_speed = 10.0;
    double m_pending = 0.0;
    QTimer *m_timer;
    QToolButton *m_first;
    QToolButton *m_back;
    QToolButton *m_play;
    QToolButton *m_forward;
    QToolButton *m_last;
    QSlider *m_slider;
    QSlider *m_speedSlider;
    QLabel *m_label;
};

} // namespace pw::ui
