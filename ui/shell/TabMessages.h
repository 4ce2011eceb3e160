#pragma once

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QList>
#include <QString>
#include <QTime>

class QStatusBar;
class QTimer;

namespace pw::ui {

class PuzzleTab;
class StatusMessageArea;

// The status bar's message area, with each tab's messages kept for it: a tab's message shows
// while that tab is on screen; one said in a hidden tab (a job that finished there) waits until
// the tab is shown. The area is the room left of the job list and the game ID; a longer message
// unfolds above the status bar (StatusMessageArea) and stays as long as it takes to read. Every
// message is also kept in the tab's log with its time (View ▸ Messages, or a click on the message:
// logRequested).
class TabMessages : public QObject
{
    Q_OBJECT
public:
    struct Logged
    {
        QTime time;
        QString text;
    };

    explicit TabMessages(QStatusBar *bar);

    // A message of the tab's own.
    void say(PuzzleTab *tab, const QString &message);
    // A message of the window's (a file opened or saved), about the tab on screen.
    void sayNow(const QString &message, int timeoutMs = 5000);
    // The tab on screen changed: its waiting message, if any, is shown.
    void tabShown(PuzzleTab *tab);

    // The message on show; empty when none.
    QString shown() const;
    // What was said about the tab, oldest first (the last few hundred).
    QList<Logged> log(const PuzzleTab *tab) const { return m_logs.value(tab); }

signals:
    // The message area was clicked: the player wants the whole text.
    void logRequested();

private:
    void keep(const PuzzleTab *tab, const QString &message);
    void show(const QString &message, int timeoutMs);

    StatusMessageArea *m_area;
    QTimer *m_clear;
    QPointer<PuzzleTab> m_current;
    QHash<const PuzzleTab *, QString> m_waiting;
    QHash<const PuzzleTab *, QList<Logged>> m_logs;
};

} // namespace pw::ui
