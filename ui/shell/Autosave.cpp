#include "ui/shell/Autosave.h"

#include "core/common/PuzzleFile.h"
#include "ui/common/Midend.h"
#include "ui/common/PuzzleTab.h"

#include <QFile>
#include <QLockFile>
#include <QStandardPaths>
#include <QTimer>

namespace pw::ui {

namespace {
// A change is on disk within this time, however fast the changes come (the timer is not
// restarted by later changes).
constexpr int defaultDelayMilliseconds = 1000;
} // namespace

Autosave::Autosave(QList<PuzzleTab *> tabs, QObject *parent)
    : QObject(parent)
    , m_tabs(std::move(tabs))
    , m_timer(new QTimer(this))
{
    directory().mkpath(QStringLiteral("."));
    // One instance at a time owns the folder; a lock left by a killed process is stale and taken.
    auto *lock = new QLockFile(directory().filePath(QStringLiteral("session.lock")));
    lock->setStaleLockTime(0);
    if (lock->tryLock(0))
        m_lock = lock;
    else
        delete lock;
    m_timer->setSingleShot(true);
    m_timer->setInterval(defaultDelayMilliseconds);
    connect(m_timer, &QTimer::timeout, this, &Autosave::saveNow);
    for (PuzzleTab *tab : std::as_const(m_tabs)) {
        // The midend reports every change of the game, on the history or not (hand play).
        connect(tab->midend(), &Midend::gameChanged, m_timer, [this] {
            if (!m_timer->isActive())
                m_timer->start();
        });
    }
}

Autosave::~Autosave()
{
    delete m_lock;
}

QDir Autosave::directory()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                + QStringLiteral("/autosave"));
}

QString Autosave::pathFor(const PuzzleTab *tab) const
{
    return directory().filePath(tab->puzzleKind() + QStringLiteral(".json"));
}

void Autosave::setDelay(int milliseconds)
{
    m_timer->setInterval(milliseconds);
}

void Autosave::saveTab(PuzzleTab *tab)
{
    const QString path = pathFor(tab);
    const QByteArray data = tab->hasUnsavedWork() ? tab->snapshot() : QByteArray();
    if (data.isEmpty()) {
        QFile::remove(path);
        return;
    }
    directory().mkpath(QStringLiteral("."));
    // A failed autosave must not disturb play; the next change tries again.
    (void)common::writeFileAtomically(path, data);
}

void Autosave::saveNow()
{
    m_timer->stop();
    if (!isActive())
        return;
    for (PuzzleTab *tab : std::as_const(m_tabs))
        saveTab(tab);
}

void Autosave::clearAll()
{
    m_timer->stop();
    if (!isActive())
        return;
    for (PuzzleTab *tab : std::as_const(m_tabs))
        QFile::remove(pathFor(tab));
}

QStringList Autosave::leftoverKinds() const
{
    QStringList kinds;
    if (!isActive())
        return kinds;
    for (PuzzleTab *tab : m_tabs) {
        if (QFile::exists(pathFor(tab)))
            kinds << tab->puzzleKind();
    }
    return kinds;
}

QStringList Autosave::restoreLeftovers(QStringList *errors)
{
    QStringList restored;
    if (!isActive())
        return restored;
    for (PuzzleTab *tab : std::as_const(m_tabs)) {
        const QString path = pathFor(tab);
        if (!QFile::exists(path))
            continue;
        const common::Expected<QByteArray> data = common::readWholeFile(path);
        common::Status status = data ? tab->restoreSnapshot(*data) : common::Status(data.error());
        if (status) {
            errors->append(status->message());
        } else {
            tab->midend()->markRestored(); // restored work is unsaved work
            restored << tab->displayName();
        }
        QFile::remove(path);
    }
    return restored;
}

void Autosave::discardLeftovers()
{
    clearAll();
}

} // namespace pw::ui
