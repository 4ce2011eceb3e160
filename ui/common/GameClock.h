#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QString>

class QTimer;

namespace pw::ui {

// The time a game has been played, kept once for every puzzle by the midend: it runs from the
// first move until the game is finished (and again if the finish is undone), and a restored game
// carries on from the time its autosave had. While the game is off screen (its tab hidden, the
// window minimised) the clock is held: a running clock counts no time until it is released.
class GameClock : public QObject
{
    Q_OBJECT
public:
    explicit GameClock(QObject *parent = nullptr);

    qint64 millis() const;
    // Started and not stopped, held or not.
    bool isRunning() const { return m_started; }
    bool isHeld() const { return m_held; }

    // Runs on from the time shown; nothing happens when it already runs.
    void start();
    // Stops at the time shown.
    void stop();
    // Stopped at the given time (a new game: 0; a restored one: the time it had).
    void reset(qint64 millis = 0);
    // Held while the game is off screen; released, a running clock counts on from where it was.
    void setHeld(bool held);

signals:
    // The time shown changed: twice a second while it runs, and at every start, stop and reset.
    void ticked();

private:
    // Counts while started and not held.
    void follow();

    bool m_started = false;
    bool m_held = false;
    qint64 m_before = 0; // the time counted up to the last start or release
    QElapsedTimer m_running; // since then; invalid while not counting
    QTimer *m_tick;
};

} // namespace pw::ui
