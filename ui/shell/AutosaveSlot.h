#pragma once

#include <QDateTime>
#include <QDir>
#include <QString>
#include <QStringList>

#include <memory>
#include <vector>

class QLockFile;

namespace pw::ui {

// The folder where one running instance keeps its unsaved games (KIND.json each), with a lock
// file beside it that says the instance is alive. Each instance writes only its own slot, so two
// windows on one account never write over each other's games, and a slot whose lock can be taken
// belongs to an instance that crashed or was killed: an orphan, kept until the user answers.
//
//   autosave/SLOT/KIND.json    the games
//   autosave/SLOT.lock         held while the owner runs (QLockFile: a dead owner's lock is stale)
//
// Earlier versions kept one slot for all instances directly in autosave/ with session.lock; that
// folder is read as an orphan too, so a game autosaved by an older version is not lost.
class AutosaveSlot
{
public:
    ~AutosaveSlot();
    AutosaveSlot(const AutosaveSlot &) = delete;
    AutosaveSlot &operator=(const AutosaveSlot &) = delete;

    // A new slot for this instance under root, locked; null when root cannot be written.
    static std::unique_ptr<AutosaveSlot> create(const QDir &root);
    // Every slot under root whose owner is gone and which holds games; each is locked by the
    // caller until it is released or removed, so a second instance starting meanwhile leaves it
    // alone. Empty orphans are deleted on the way.
    static std::vector<std::unique_ptr<AutosaveSlot>> claimOrphans(const QDir &root);

    QDir folder() const { return m_folder; }
    QString fileFor(const QString &kind) const;
    // The puzzle kinds with a game in the slot.
    QStringList kinds() const;
    // The time the newest game in the slot was written.
    QDateTime lastWritten() const;
    // Deletes the games and the folder, then the lock.
    void remove();

private:
    AutosaveSlot(QDir folder, std::unique_ptr<QLockFile> lock);

    QDir m_folder;
    std::unique_ptr<QLockFile> m_lock;
    bool m_legacy = false; // the old shared folder: remove only its game files
};

} // namespace pw::ui
