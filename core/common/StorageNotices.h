#pragma once

#include <QMap>
#include <QObject>
#include <QString>
#include <QStringList>

namespace pw::common {

// What the program could not keep, or had to change, on disk or in the settings — told to the
// user by the shell, which shows each new notice once in the status bar and keeps a marker while
// any is open. Parts that have no window to speak through (the statistics, a tab reading its
// settings while it is built, the start-up checks of the folders) report here; a notice made
// before the window exists waits until the window takes it.
//
// Two kinds, each under a key so that the same trouble is told once, not at every attempt:
// - a problem lasts until resolve(key): "the statistics could not be saved: disk full";
// - a note is something done that the user should know about: "the damaged statistics file was
//   moved to ...". It stays listed until the user has read the list.
//
// Lives on the UI thread: every caller is UI code.
class StorageNotices : public QObject
{
    Q_OBJECT
public:
    static StorageNotices *instance();

    void reportProblem(const QString &key, const QString &message);
    void resolve(const QString &key);
    void addNote(const QString &key, const QString &message);

    // Open problems and unread notes, in the order of their keys.
    QStringList problems() const { return m_problems.values(); }
    QStringList notes() const { return m_notes.values(); }
    bool hasProblem(const QString &key) const { return m_problems.contains(key); }
    // The notes were shown in full: they leave the list (a problem stays until resolved).
    void markNotesRead();

    // Messages not yet shown in the status bar, oldest first; taking them marks them shown.
    QStringList takeUnannounced();

signals:
    // A new problem or note waits in takeUnannounced().
    void announcementWaiting();
    // problems() or notes() changed.
    void changed();

private:
    StorageNotices() = default;
    void announce(const QString &message);

    QMap<QString, QString> m_problems;
    QMap<QString, QString> m_notes;
    QMap<QString, QString> m_told; // key -> the message last announced for it
    QStringList m_unannounced;
};

} // namespace pw::common
