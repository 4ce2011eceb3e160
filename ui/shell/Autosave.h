#pragma once

#include <QDir>
#include <QObject>
#include <QStringList>

class QLockFile;
class QTimer;

namespace pw::ui {

class PuzzleTab;

// Keeps a copy of every tab's unsaved game on disk (QStandardPaths::AppDataLocation/autosave,
// one file per puzzle kind), written atomically a moment after each change and deleted when the
// game is saved, discarded or the program quits normally. Files found at start-up therefore mean
// the last session crashed or was killed, and their games can be offered back.
class Autosave : public QObject
{
    Q_OBJECT
public:
    explicit Autosave(QList<PuzzleTab *> tabs, QObject *parent = nullptr);
    ~Autosave() override;

    // False when another running instance owns the autosave folder; this one then neither
    // autosaves nor offers recovery (its files belong to the other).
    bool isActive() const { return m_lock != nullptr; }

    static QDir directory();
    // Kinds with a leftover snapshot from a session that did not end normally.
    QStringList leftoverKinds() const;
    // Puts the leftover snapshots back into their tabs (which become unsaved) and deletes them;
    // returns the display names of the restored tabs. Problems are collected in *errors.
    QStringList restoreLeftovers(QStringList *errors);
    void discardLeftovers();

    // Writes (or removes) every tab's snapshot now.
    void saveNow();
    // A normal end: nothing to recover next time.
    void clearAll();

    // Delay between a change and its autosave.
    void setDelay(int milliseconds);

private:
    QString pathFor(const PuzzleTab *tab) const;
    void saveTab(PuzzleTab *tab);

    QList<PuzzleTab *> m_tabs;
    QTimer *m_timer;
    QLockFile *m_lock = nullptr;
};

} // namespace pw::ui
