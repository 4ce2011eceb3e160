#include "ui/sliding/TableBuilder.h"

#include "core/common/SolverSink.h"
#include "core/sliding/CompactPatternDatabase.h"
#include "ui/common/ScrollingRoomLabel.h"
#include "ui/common/SolverRunner.h"

#include <QCheckBox>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QThread>
#include <QVBoxLayout>

#include <mutex>

#ifdef Q_OS_LINUX
#include <sys/resource.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

namespace pw::ui {

namespace {

// The 7-8 tables build by themselves unless the player said no; the 6-6-6-6 tables, far larger,
// only when the player said yes.
QString automaticKey(int side)
{
    return side == 4 ? QStringLiteral("sliding/autoBuildTables")
                     : QStringLiteral("sliding/autoBuildTables%1x%1").arg(side);
}
bool automaticByDefault(int side)
{
    return side == 4;
}

std::mutex hooksMutex;
TableBuilder::TestHooks &hooks()
{
    static TableBuilder::TestHooks installed;
    return installed;
}

// The build yields the cores to everything else: the board, the tab's search, other programs.
// On Linux the nice value belongs to the thread and the build's helper threads inherit it from
// this one (a QThread priority means nothing to Linux's normal scheduler, so it is the fallback
// elsewhere).
void lowerThisThreadsPriority()
{
#ifdef Q_OS_LINUX
    setpriority(PRIO_PROCESS, static_cast<id_t>(syscall(SYS_gettid)), 19);
#else
    if (QThread *thread = QThread::currentThread())
        thread->setPriority(QThread::LowestPriority);
#endif
}

// The bar's text: the tables and the share done ("7-8: 37 %"); the row's label names the board.
QString barFormat(const QString &tables)
{
    return TableBuilder::tr("%1: %p %",
                            "a table build's progress: the tables (7-8), the share done")
        .arg(tables);
}

} // namespace

TableBuilder::TableBuilder(int side, QWidget *parent)
    : QWidget(parent)
    , m_side(side)
    , m_runner(new SolverRunner(this))
    , m_stack(new QStackedWidget(this))
    , m_ready(new QLabel(this))
    , m_state(new ScrollingRoomLabel(1, this))
    , m_bar(new QProgressBar(this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_build(new QPushButton(tr("Build the %1 tables").arg(partition().label()), this))
    , m_automatic(new QCheckBox(tr("Build them when first needed"), this))
{
    // Names tests find: the 4 x 4 row's as they always were, the 5 x 5 row's with its side.
    const QString suffix = side == 4 ? QString() : QString::number(side);
    setObjectName(QStringLiteral("slidingTableBuilder") + suffix);
    m_state->setObjectName(QStringLiteral("slidingTableState") + suffix);
    m_bar->setObjectName(QStringLiteral("slidingTableProgress") + suffix);
    m_cancel->setObjectName(QStringLiteral("slidingTableCancel") + suffix);
    m_build->setObjectName(QStringLiteral("slidingBuildTables") + suffix);
    m_automatic->setObjectName(QStringLiteral("slidingAutoBuildTables") + suffix);
    // While it builds, the bar says what it builds: one line, so the crowded side panel keeps
    // still (the label below says how it ended).
    m_bar->setRange(0, 1000);
    m_bar->setFormat(barFormat(partition().label()));
    if (side == 4) {
        m_cancel->setToolTip(tr("Stop building the tables; nothing is kept and the 6-6-3 tables "
                                "go on answering"));
        m_build->setToolTip(tr("Build the strong 4 x 4 pattern databases once, in the background "
                               "(minutes at low priority, 640 MB of memory while building, 303 MB "
                               "on disk): 4 x 4 boards are then solved in well under a second"));
    } else {
        m_cancel->setToolTip(tr("Stop building the tables; nothing is kept and 5 x 5 searches go "
                                "on without them"));
        m_build->setToolTip(
            tr("Build the 5 x 5 pattern databases once, in the background "
               "(a minute or two on every core at low priority, about 520 MB of "
               "memory while building, 436 MB on disk): Solve then proves many 5 x 5 "
               "boards optimal and answers the others within a few moves of a "
               "proven bound"));
    }
    m_automatic->setToolTip(tr("The first %1 x %1 Solve or Hint of a session starts the build in "
                               "the background when the tables are not cached")
                                .arg(side));
    m_automatic->setChecked(
        QSettings().value(automaticKey(side), automaticByDefault(side)).toBool());
    connect(m_automatic, &QCheckBox::toggled, this,
            [side](bool on) { QSettings().setValue(automaticKey(side), on); });
    connect(m_build, &QPushButton::clicked, this, &TableBuilder::start);
    connect(m_cancel, &QPushButton::clicked, this, &TableBuilder::cancel);
    connect(m_runner, &SolverRunner::progressed, this, &TableBuilder::showProgress);
    connect(m_runner, &SolverRunner::failed, this,
            [this](const QString &message) { ended(false, message); });
    connect(m_runner, &SolverRunner::finished, this, [this](bool cancelled) {
        // A failure said why already; a plain cancel ends here.
        if (cancelled && !m_failed) {
            say(tr("Cancelled, nothing kept"),
                tr("Building the %1 tables was cancelled; nothing was kept.")
                    .arg(partition().label()));
        }
        m_failed = false;
        m_watch->running = false; // after ended(): a waiting search finds the tables
        updateRow();
    });

    // The row keeps its height whatever happens (the first line changes between the button, the
    // progress and "ready"; the state's room is always there): nothing below it moves under the
    // pointer when a build starts or ends.
    auto *progress = new QWidget(m_stack);
    auto *progressRow = new QHBoxLayout(progress);
    progressRow->setContentsMargins(0, 0, 0, 0);
    progressRow->addWidget(m_bar, 1);
    progressRow->addWidget(m_cancel);
    m_ready->setObjectName(QStringLiteral("slidingTablesReady") + suffix);
    m_ready->setText(tr("Built, kept on disk"));
    m_ready->setToolTip(
        tr("The %1 tables are on disk: searches take them.").arg(partition().label()));
    m_stack->addWidget(m_build);
    m_stack->addWidget(progress);
    m_stack->addWidget(m_ready);
    m_stack->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    layout->addWidget(m_automatic);
    layout->addWidget(m_state);
    updateRow();
}

TableBuilder::~TableBuilder()
{
    m_runner->disconnect(this); // the end of a build stopped here tells nobody
    // Quitting in the middle of a build: stop it and wait for its threads (within a second:
    // the build polls the flag four times a second), so none outlives the program's objects.
    m_runner->cancelAndWait();
}

std::optional<sliding::PatternPartition> TableBuilder::partitionFor(int side)
{
    {
        const std::lock_guard lock(hooksMutex);
        if (hooks().partition && hooks().partition->side == side)
            return hooks().partition;
    }
    if (side == 4)
        return sliding::PatternPartition::fifteen78();
    if (side == 5)
        return sliding::PatternPartition::twentyFour6666();
    return std::nullopt;
}

sliding::PatternPartition TableBuilder::partition() const
{
    return *partitionFor(m_side);
}

bool TableBuilder::isCached() const
{
    return QFileInfo::exists(sliding::CompactPatternDatabase::defaultCacheFile(partition()));
}

void TableBuilder::setTestHooks(TestHooks installed)
{
    const std::lock_guard lock(hooksMutex);
    hooks() = std::move(installed);
}

bool TableBuilder::isBuilding() const
{
    return m_runner->isRunning();
}

bool TableBuilder::startIfMissing(const QString &refusedBecause)
{
    if (!refusedBecause.isEmpty() && !isBuilding()) {
        m_refused = true;
        m_state->setText(tr("The file on disk was refused"));
        m_state->setToolTip(tr("The %1 tables on disk were not taken: %2")
                                .arg(partition().label(), refusedBecause));
        updateRow();
    }
    if (m_startedThisRun || isBuilding() || !m_automatic->isChecked()
        || (refusedBecause.isEmpty() && isCached()))
        return false;
    start();
    // A rebuild says why it started: the refusal is the news, the build its consequence.
    const QString label = partition().label();
    if (refusedBecause.isEmpty() && m_side == 4)
        emit statusMessage(tr("The %1 tables are being built in the background (a few minutes): "
                              "until they are ready, Solve and Hint on 4 x 4 wait for them or, "
                              "when asked, answer at once with the 6-6-3 tables.")
                               .arg(label));
    else if (refusedBecause.isEmpty())
        emit statusMessage(tr("The %1 tables are being built in the background (several "
                              "minutes): until they are ready, Solve and Hint on %2 x %2 answer "
                              "without them.")
                               .arg(label)
                               .arg(m_side));
    else if (m_side == 4)
        emit statusMessage(tr("The %1 tables on disk were refused (%2): they are being built again "
                              "in the background; until they are ready the 6-6-3 tables answer.")
                               .arg(label, refusedBecause));
    else
        emit statusMessage(tr("The %1 tables on disk were refused (%2): they are being built again "
                              "in the background; until they are ready %3 x %3 searches answer "
                              "without them.")
                               .arg(label, refusedBecause)
                               .arg(m_side));
    return true;
}

bool TableBuilder::startWhenFirstShown()
{
    if (m_side != 4)
        return false;
    if (QStandardPaths::isTestModeEnabled()) {
        const std::lock_guard lock(hooksMutex);
        if (!hooks().partition || hooks().partition->side != m_side)
            return false;
    }
    return startIfMissing();
}

void TableBuilder::start()
{
    if (isBuilding())
        return;
    m_startedThisRun = true;
    m_watch->fraction = 0.0;
    m_watch->running = true;
    const sliding::PatternPartition tables = partition();
    std::function<void(common::SolverSink &)> beforeBuild;
    {
        const std::lock_guard lock(hooksMutex);
        beforeBuild = hooks().beforeBuild;
    }
    if (!m_refused) { // a refusal stays in sight while the tables are built again
        m_state->clear();
        m_state->setToolTip({});
    }
    m_bar->setFormat(barFormat(tables.label()));
    m_bar->setToolTip(m_side == 4
                          ? tr("Building the %1 tables in the background, at low priority: Solve, "
                               "Hint and the distance use the 6-6-3 tables until they are ready")
                                .arg(tables.label())
                          : tr("Building the %1 tables in the background, at low priority: Solve, "
                               "Hint and the distance go on without them until they are ready")
                                .arg(tables.label()));
    m_bar->setValue(0);
    m_runner->start(
        tr("Building the %1 tables").arg(tables.label()),
        [this, tables, beforeBuild](common::SolverSink &sink) -> SolverRunner::Completion {
            lowerThisThreadsPriority();
            if (beforeBuild)
                beforeBuild(sink);
            QString warning;
            // shared() keeps the tables for the process: every later search takes them.
            auto built = sliding::CompactPatternDatabase::shared(tables, sink, &warning);
            const bool ok = bool(built);
            const QString message = ok ? warning : built.error().message();
            return [this, ok, message] { ended(ok, message); };
        });
    updateRow();
}

void TableBuilder::cancel()
{
    m_runner->cancel();
}

void TableBuilder::showProgress(const common::Progress &progress)
{
    if (progress.fraction < 0.0) {
        m_bar->setRange(0, 0);
        return;
    }
    m_bar->setRange(0, 1000);
    m_bar->setValue(static_cast<int>(progress.fraction * 1000.0));
    m_watch->fraction = progress.fraction;
}

void TableBuilder::ended(bool ok, const QString &message)
{
    const QString label = partition().label();
    if (ok) {
        QString said = tr("The %1 tables are built: Solve, Hint and the distance use them on %2 x "
                          "%2 boards.")
                           .arg(label)
                           .arg(m_side);
        if (!message.isEmpty())
            said += QLatin1Char('\n') + message;
        say(tr("Built"), said);
    } else {
        say(tr("Not built"), tr("The %1 tables were not built: %2").arg(label, message));
        m_failed = true;
    }
    if (ok) {
        m_refused = false;
        emit built();
    }
}

void TableBuilder::say(const QString &brief, const QString &full)
{
    // A brief word in the crowded side panel (the row's label names the tables); the whole story
    // in its tooltip and the status bar.
    m_state->setText(brief);
    m_state->setToolTip(full);
    emit statusMessage(full);
}

void TableBuilder::updateRow()
{
    const bool building = isBuilding();
    const bool ready = isCached() && !m_refused;
    m_stack->setCurrentIndex(building ? 1 : ready ? 2 : 0);
}

} // namespace pw::ui
