#include "ui/shell/Autosave.h"

#include "core/common/AppFolders.h"
#include "core/common/PuzzleFile.h"
#include "core/common/StorageNotices.h"
#include "core/statistics/GameStatistics.h"
#include "ui/common/GameClock.h"
#include "ui/common/Midend.h"
#include "ui/common/PuzzleTab.h"

#include <QFile>
#include <QTimer>

#include <algorithm>
#include <utility>

namespace pw::ui {

namespace {
// A change reaches the slot at once (replaceFileQuickly, inside the handling of the input that
// made it), and is written durably, synced to the disk, within this time, however fast the
// changes come (the timer is not restarted by later changes).
constexpr int defaultDelayMilliseconds = 1000;
// While a game's clock counts, its time is written this often, so a restored game shows the time
// it was left at (within this), not the time of its last move.
constexpr int clockMilliseconds = 2000;
const QString noticeKey = QStringLiteral("autosave");
} // namespace

Autosave::Autosave(QList<PuzzleTab *> tabs, QObject *parent)
    : QObject(parent)
    , m_tabs(std::move(tabs))
    , m_timer(new QTimer(this))
    , m_clockTimer(new QTimer(this))
{
    const QDir root = directory();
    // Claimed before this instance's own slot exists, so it is never mistaken for an orphan.
    m_orphans = AutosaveSlot::claimOrphans(root);
    std::stable_sort(m_orphans.begin(), m_orphans.end(), [](const auto &a, const auto &b) {
        return a->lastWritten() > b->lastWritten();
    });
    m_slot = AutosaveSlot::create(root);
    if (!m_slot) {
        setProblem(tr("Unsaved games are not protected against a crash: the folder %1 cannot be "
                      "written.")
                       .arg(QDir::toNativeSeparators(root.absolutePath())));
    }
    m_timer->setSingleShot(true);
    m_timer->setInterval(defaultDelayMilliseconds);
    connect(m_timer, &QTimer::timeout, this, &Autosave::saveNow);
    m_clockTimer->setInterval(clockMilliseconds);
    connect(m_clockTimer, &QTimer::timeout, this, &Autosave::writeRunningClocks);
    m_clockTimer->start();
    for (PuzzleTab *tab : std::as_const(m_tabs)) {
        // The midend reports every change of the game, on the history or not (hand play).
        // Written inside the change itself: a zero timer would wait for the window system's
        // queue, so the next key could be handled first and a kill lose the move.
        connect(tab->midend(), &Midend::gameChanged, m_timer, [this, tab] {
            if (isActive())
                saveTab(tab, Write::Quick);
            if (!m_timer->isActive())
                m_timer->start();
        });
    }
}

Autosave::~Autosave() = default;

QDir Autosave::directory()
{
    return QDir(common::dataFolder() + QStringLiteral("/autosave"));
}

QDir Autosave::slotDirectory() const
{
    return m_slot ? m_slot->folder() : QDir();
}

void Autosave::setDelay(int milliseconds)
{
    m_timer->setInterval(milliseconds);
}

void Autosave::setProblem(const QString &problem)
{
    if (problem == m_problem)
        return;
    m_problem = problem;
    // Told once in the status bar, with the storage marker kept there until a write succeeds.
    if (problem.isEmpty())
        common::StorageNotices::instance()->resolve(noticeKey);
    else
        common::StorageNotices::instance()->reportProblem(noticeKey, problem);
}

void Autosave::writeRunningClocks()
{
    if (!isActive())
        return;
    for (PuzzleTab *tab : std::as_const(m_tabs)) {
        const GameClock *clock = tab->midend()->clock();
        if (clock->isRunning() && !clock->isHeld() && tab->hasUnsavedWork())
            saveTab(tab, Write::Quick);
    }
}

bool Autosave::saveTab(PuzzleTab *tab, Write write)
{
    const QString path = m_slot->fileFor(tab->puzzleKind());
    const QByteArray data = tab->hasUnsavedWork() ? tab->autosaveData() : QByteArray();
    if (data.isEmpty()) {
        QFile::remove(path);
        return true;
    }
    // A failed autosave must not disturb play: it is reported once, and the next change tries
    // again.
    const common::Status failed = write == Write::Quick
        ? common::replaceFileQuickly(path, data)
        : common::writeFileAtomically(path, data);
    if (failed) {
        setProblem(tr("Autosave of %1 failed: %2").arg(tab->displayName(), failed->message()));
        return false;
    }
    return true;
}

bool Autosave::saveNow()
{
    m_timer->stop();
    // A statistics entry whose write failed (a full disk) is tried again with the games.
    statistics::GameStatistics::writePending();
    if (!isActive())
        return false;
    bool allWritten = true;
    for (PuzzleTab *tab : std::as_const(m_tabs))
        allWritten = saveTab(tab, Write::Durable) && allWritten;
    if (allWritten)
        setProblem({});
    return allWritten;
}

void Autosave::clearAll()
{
    m_timer->stop();
    if (!isActive())
        return;
    for (PuzzleTab *tab : std::as_const(m_tabs))
        QFile::remove(m_slot->fileFor(tab->puzzleKind()));
}

QStringList Autosave::leftoverKinds() const
{
    QStringList kinds;
    for (const auto &orphan : m_orphans)
        kinds << orphan->kinds();
    return kinds;
}

QStringList Autosave::restoreLeftovers(QStringList *notes)
{
    QStringList restored;
    // Which orphans gave back every game they hold: only those may go.
    std::vector<bool> emptied(m_orphans.size(), true);
    for (PuzzleTab *tab : std::as_const(m_tabs)) {
        bool taken = false; // a tab holds one game: the newest leftover of its kind
        for (std::size_t i = 0; i < m_orphans.size(); ++i) {
            const QString path = m_orphans[i]->fileFor(tab->puzzleKind());
            if (!QFile::exists(path))
                continue;
            if (taken) {
                emptied[i] = false;
                notes->append(tr("Another unsaved %1 game is kept for the next start.")
                                  .arg(tab->displayName()));
                continue;
            }
            const common::Expected<QByteArray> data = common::readWholeFile(path);
            const common::Status status
                = data ? tab->restoreAutosave(*data) : common::Status(data.error());
            if (status) {
                emptied[i] = false;
                notes->append(
                    tr("%1 (kept in %2)").arg(status->message(), QDir::toNativeSeparators(path)));
                continue;
            }
            restored << tab->displayName();
            taken = true;
        }
    }
    // The restored games are in this instance's slot before their old copies go.
    if (!saveNow()) {
        notes->append(m_problem);
        m_orphans.clear(); // released, not deleted: offered again at the next start
        return restored;
    }
    for (std::size_t i = 0; i < m_orphans.size(); ++i) {
        if (emptied[i])
            m_orphans[i]->remove();
    }
    m_orphans.clear();
    return restored;
}

void Autosave::discardLeftovers()
{
    for (const auto &orphan : m_orphans)
        orphan->remove();
    m_orphans.clear();
}

} // namespace pw::ui
