#include "ui/shell/AutosaveSlot.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QFileInfo>
#include <QLockFile>
#include <QThread>

namespace pw::ui {

namespace {

const QString gamePattern = QStringLiteral("*.json");
const QString lockSuffix = QStringLiteral(".lock");
const QString legacyLockName = QStringLiteral("session.lock");
// A process killed a moment ago may still hold its lock while the kernel tears it down ("kill -9,
// start again" at once): a slot with games whose lock is held is tried again for this long.
constexpr int dyingOwnerGraceMilliseconds = 1000;
constexpr int retryMilliseconds = 50;

// A lock that counts a dead owner's lock as free (setStaleLockTime(0) makes the owner's process,
// not the age of the file, decide), taken now or never.
std::unique_ptr<QLockFile> tryLock(const QString &path)
{
    auto lock = std::make_unique<QLockFile>(path);
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return nullptr;
    return lock;
}

QStringList gameFiles(const QDir &folder)
{
    return folder.entryList({gamePattern}, QDir::Files, QDir::Name);
}

} // namespace

AutosaveSlot::AutosaveSlot(QDir folder, std::unique_ptr<QLockFile> lock)
    : m_folder(std::move(folder))
    , m_lock(std::move(lock))
{ }

AutosaveSlot::~AutosaveSlot()
{
    // A slot left with games is an orphan from now on (its lock goes with m_lock): the next start
    // offers them. An empty one is not worth keeping.
    if (!m_legacy && kinds().isEmpty())
        m_folder.removeRecursively();
}

std::unique_ptr<AutosaveSlot> AutosaveSlot::create(const QDir &root)
{
    if (!root.mkpath(QStringLiteral(".")))
        return nullptr;
    // The name tells a person looking into the folder when and by which process it was made;
    // a number after it keeps apart the slots one process makes within a second.
    const QString stem = QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"))
        + QLatin1Char('-') + QString::number(QCoreApplication::applicationPid());
    for (int attempt = 1; attempt <= 100; ++attempt) {
        const QString name
            = attempt == 1 ? stem : stem + QLatin1Char('-') + QString::number(attempt);
        if (root.exists(name) || root.exists(name + lockSuffix))
            continue;
        // Locked before the folder exists, so no other instance ever sees it unlocked.
        std::unique_ptr<QLockFile> lock = tryLock(root.filePath(name + lockSuffix));
        if (!lock)
            continue;
        if (!root.mkpath(name))
            return nullptr;
        return std::unique_ptr<AutosaveSlot>(
            new AutosaveSlot(QDir(root.filePath(name)), std::move(lock)));
    }
    return nullptr;
}

std::vector<std::unique_ptr<AutosaveSlot>> AutosaveSlot::claimOrphans(const QDir &root)
{
    std::vector<std::unique_ptr<AutosaveSlot>> orphans;
    struct Candidate
    {
        QDir folder;
        QString lockPath;
        bool legacy = false;
    };
    std::vector<Candidate> held; // slots with games whose owner runs, or is dying
    const auto claim = [&orphans, &held](const Candidate &candidate) {
        if (gameFiles(candidate.folder).isEmpty() && !candidate.legacy) {
            // Nothing to offer: dropped if its owner is gone, left alone if it runs.
            if (std::unique_ptr<QLockFile> lock = tryLock(candidate.lockPath))
                AutosaveSlot(candidate.folder, std::move(lock)).remove();
            return;
        }
        std::unique_ptr<QLockFile> lock = tryLock(candidate.lockPath);
        if (!lock) {
            held.push_back(candidate);
            return;
        }
        std::unique_ptr<AutosaveSlot> slot(new AutosaveSlot(candidate.folder, std::move(lock)));
        slot->m_legacy = candidate.legacy;
        if (slot->kinds().isEmpty())
            slot->remove();
        else
            orphans.push_back(std::move(slot));
    };
    if (!gameFiles(root).isEmpty())
        claim({root, root.filePath(legacyLockName), true});
    for (const QString &name : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        claim({QDir(root.filePath(name)), root.filePath(name + lockSuffix), false});
    const QDeadlineTimer grace(dyingOwnerGraceMilliseconds);
    while (!held.empty() && !grace.hasExpired()) {
        QThread::msleep(retryMilliseconds);
        std::vector<Candidate> again;
        again.swap(held);
        for (const Candidate &candidate : again)
            claim(candidate);
    }
    // A lock whose folder is gone (a crash between the two) is dropped once it is free.
    for (const QString &lockName : root.entryList({QLatin1Char('*') + lockSuffix}, QDir::Files)) {
        const QString folderName = lockName.chopped(lockSuffix.size());
        if (lockName != legacyLockName && !root.exists(folderName))
            tryLock(root.filePath(lockName)); // taken and released: the file goes
    }
    return orphans;
}

QString AutosaveSlot::fileFor(const QString &kind) const
{
    return m_folder.filePath(kind + QStringLiteral(".json"));
}

QStringList AutosaveSlot::kinds() const
{
    QStringList kinds;
    for (const QString &file : gameFiles(m_folder))
        kinds << QFileInfo(file).completeBaseName();
    return kinds;
}

QDateTime AutosaveSlot::lastWritten() const
{
    QDateTime newest;
    for (const QString &file : gameFiles(m_folder)) {
        const QDateTime written = QFileInfo(m_folder.filePath(file)).lastModified();
        if (!newest.isValid() || written > newest)
            newest = written;
    }
    return newest;
}

void AutosaveSlot::remove()
{
    if (m_legacy) {
        for (const QString &file : gameFiles(m_folder))
            m_folder.remove(file);
    } else {
        m_folder.removeRecursively();
    }
    m_lock.reset(); // unlocks, which deletes the lock file
}

} // namespace pw::ui
