#pragma once

#include "ui/shell/AutosaveSlot.h"

#include <QDir>
#include <QObject>
#include <QStringList>

#include <memory>
#include <vector>

class QTimer;

namespace pw::ui {

class PuzzleTab;

// Keeps a copy of every tab's unsaved game on disk, written at once after each change (so that a
// kill loses no move) and again, synced to the disk, a moment later; deleted when the game is
// saved, discarded or the program quits normally. Each running
// instance writes into a slot of its own (AutosaveSlot); the slots of instances that crashed or
// were killed are claimed at start and left exactly as they are until the user has answered the
// Restore question, however long it stays open: Restore moves their games into this instance's
// tabs and slot, Discard alone deletes them.
class Autosave : public QObject
{
    Q_OBJECT
public:
    explicit Autosave(QList<PuzzleTab *> tabs, QObject *parent = nullptr);
    ~Autosave() override;

    // False when this instance has no slot (the data folder cannot be written): play goes on
    // without crash protection, and problem() says so.
    bool isActive() const { return m_slot != nullptr; }
    // What keeps the games from being autosaved now, for the user; empty while all is well.
    QString problem() const { return m_problem; }

    // The folder that holds every instance's slot.
    static QDir directory();
    // This instance's own slot (where its games are written).
    QDir slotDirectory() const;

    // Kinds with a game left by an instance that did not end normally (one entry per game).
    QStringList leftoverKinds() const;
    // Puts the newest leftover game of each kind back into its tab (which becomes unsaved),
    // writes it into this instance's slot, and only then deletes the leftover slots whose every
    // game came back; returns the display names of the restored tabs. Problems, and games kept
    // for the next start, are described in *notes.
    QStringList restoreLeftovers(QStringList *notes);
    // Deletes every leftover game.
    void discardLeftovers();

    // Writes (or removes) every tab's game now; false when a write failed.
    bool saveNow();
    // A normal end: nothing to recover next time.
    void clearAll();

    // Delay between a change and its autosave.
    void setDelay(int milliseconds);

private:
    // Quick: renamed into place, not synced (at every change); Durable: synced to the disk.
    enum class Write { Quick, Durable };
    bool saveTab(PuzzleTab *tab, Write write);
    // The games whose clock counts: their time changed.
    void writeRunningClocks();
    void setProblem(const QString &problem);

    QList<PuzzleTab *> m_tabs;
    QTimer *m_timer; // the durable write, a moment after a change
    QTimer *m_clockTimer; // the time of a game in play
    std::unique_ptr<AutosaveSlot> m_slot;
    std::vector<std::unique_ptr<AutosaveSlot>> m_orphans; // newest first
    QString m_problem;
};

} // namespace pw::ui
