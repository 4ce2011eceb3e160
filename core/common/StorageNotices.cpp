#include "core/common/StorageNotices.h"

#include <utility>

namespace pw::common {

StorageNotices *StorageNotices::instance()
{
    static StorageNotices notices;
    return &notices;
}

void StorageNotices::reportProblem(const QString &key, const QString &message)
{
    if (m_problems.value(key) == message)
        return; // the same trouble again (every further save fails the same way): told already
    m_problems.insert(key, message);
    m_told.insert(key, message);
    announce(message);
    emit changed();
}

void StorageNotices::resolve(const QString &key)
{
    if (m_problems.remove(key) == 0)
        return;
    m_told.remove(key); // should it come back, it is told again
    emit changed();
}

void StorageNotices::addNote(const QString &key, const QString &message)
{
    if (m_told.value(key) == message)
        return;
    m_notes.insert(key, message);
    m_told.insert(key, message);
    announce(message);
    emit changed();
}

void StorageNotices::markNotesRead()
{
    if (m_notes.isEmpty())
        return;
    m_notes.clear();
    emit changed();
}

QStringList StorageNotices::takeUnannounced()
{
    return std::exchange(m_unannounced, {});
}

void StorageNotices::announce(const QString &message)
{
    m_unannounced << message;
    emit announcementWaiting();
}

} // namespace pw::common
