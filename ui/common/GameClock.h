#pragma once

#include <QElapsedTimer>
#include <QObject>

class QTimer;

namespace pw::ui {

// The time a game has been played, kept once for every puzzle by the midend: it runs from the
// first move until the game is finished (and again if the finish is undone), and a restored game
// carries on from the time its autosave had.
class GameClock : public QObject
{
    Q_OBJECT
public:
    explicit GameClock(QObject *parent = nullptr);

    qint64 millis() const;
    bool isRunning() const { return m_running.isValid(); }

    // Runs on from the time shown; nothing happens when it already runs.
    void start();
    // Stops at the time shown.
    void stop();
    // Stopped at the given time (a new game: 0; a restored one: the time it had).
    void reset(qint64 millis = 0);

signals:
    // The time shown changed: twice a second while it runs, and at every start, stop and reset.
    void ticked();

private:
    qint64 m_before = 0; // the time up to the last start
    QElapsedTimer m_running; // since the last start; invalid while stopped
    QTimer *m_tick;
};

} // namespace pw::ui
