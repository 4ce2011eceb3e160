#include "ui/common/Midend.h"

#include "ui/common/GameClock.h"
#include "ui/common/RecordedStep.h"

#include <QJsonArray>
#include <QScopedValueRollback>
#include <QUndoStack>

namespace pw::ui {

Midend::Midend(QObject *parent)
    : QObject(parent)
    , m_history(new QUndoStack(this))
    , m_runner(new SolverRunner(this))
    , m_clock(new GameClock(this))
{
    connect(this, &Midend::gameChanged, this, &Midend::followGame);
    connect(m_history, &QUndoStack::indexChanged, this, &Midend::historyMoved);
    connect(m_history, &QUndoStack::cleanChanged, this, &Midend::documentChanged);
    connect(m_runner, &SolverRunner::finished, this, [this](bool cancelled) {
        if (cancelled && !m_replacingJob)
            emit jobCancelled();
    });
}

Midend::~Midend()
{
    // The history's commands call into the tab while the stack clears itself; the tab is going.
    m_history->disconnect(this);
    m_runner->cancelAndWait();
}

void Midend::startDocument(const QString &path)
{
    emit aboutToReplaceGame();
    // Every job belonged to the game being replaced, a generator's included (this may run inside
    // that generator's completion; the runner is idle by then).
    m_runner->cancel();
    m_path = path;
    m_moved = false;
    m_assisted = false;
    m_changedOffHistory = false;
    m_restored = false;
    m_resetting = true;
    m_history->clear();
    m_history->setClean();
    m_resetting = false;
    m_clock->reset();
    m_finished = isFinishedNow(); // the tab put its new game on screen first
    positionChanged();
    emit documentChanged();
    emit documentStarted();
}

void Midend::followGame()
{
    const bool finished = isFinishedNow();
    if (finished)
        m_clock->stop();
    else if (m_moved)
        m_clock->start();
    if (finished == m_finished || m_rebuilding)
        return;
    m_finished = finished;
    emit finishedChanged(finished);
}

void Midend::markSaved(const QString &path)
{
    m_path = path;
    m_changedOffHistory = false;
    m_restored = false;
    m_history->setClean();
    emit documentChanged();
    emit gameChanged(); // the autosave of an unsaved game is no longer needed
}

void Midend::markChangedOffHistory()
{
    m_changedOffHistory = true;
    m_moved = true;
    positionChanged();
    emit documentChanged();
}

void Midend::markRestored()
{
    m_path.clear();
    m_restored = true;
    emit documentChanged();
    emit gameChanged();
}

bool Midend::hasUnsavedMoves() const
{
    return m_restored || m_changedOffHistory || !m_history->isClean();
}

QJsonObject Midend::historyToJson() const
{
    QJsonArray steps;
    for (int i = 0; i < m_history->count(); ++i) {
        const auto *step = dynamic_cast<const RecordedStep *>(m_history->command(i));
        Q_ASSERT(step); // every tab pushes RecordedSteps
        if (!step)
            return {};
        steps.append(QJsonObject {{QStringLiteral("text"), step->text()},
                                  {QStringLiteral("step"), step->toJson()}});
    }
    return QJsonObject {{QStringLiteral("steps"), steps},
                        {QStringLiteral("done"), m_history->index()},
                        {QStringLiteral("assisted"), m_assisted}};
}

bool Midend::restoreHistory(const QJsonObject &history, const StepReader &read)
{
    // The steps are made again, not played: a redo tail that passes the finish is no finish.
    const QScopedValueRollback rebuilding(m_rebuilding, true);
    const bool rebuilt = pushRecordedSteps(history, read);
    m_finished = isFinishedNow();
    return rebuilt;
}

bool Midend::pushRecordedSteps(const QJsonObject &history, const StepReader &read)
{
    const QJsonArray steps = history.value(QStringLiteral("steps")).toArray();
    const int done = history.value(QStringLiteral("done")).toInt(-1);
    if (done < 0 || done > steps.size())
        return false;
    for (const QJsonValue &entry : steps) {
        RecordedStep *step = read(entry.toObject().value(QStringLiteral("step")));
        if (!step) {
            m_history->setIndex(0);
            m_resetting = true;
            m_history->clear();
            m_resetting = false;
            return false;
        }
        step->setText(entry.toObject().value(QStringLiteral("text")).toString());
        m_history->push(step);
    }
    m_history->setIndex(done);
    m_assisted = history.value(QStringLiteral("assisted")).toBool();
    return true;
}

void Midend::historyMoved()
{
    if (m_resetting)
        return;
    m_moved = true;
    positionChanged();
    emit documentChanged();
}

void Midend::positionChanged()
{
    ++m_stamp;
    if (m_runner->isRunning() && m_jobScope != JobScope::Game) {
        const QString title = m_runner->title();
        m_runner->cancel();
        // Advice the user did not ask for simply follows the position; nothing to tell.
        if (m_jobScope == JobScope::Position)
            emit statusMessage(tr("%1 stopped: the position changed.").arg(title));
    }
    emit positionMoved();
    emit gameChanged();
}

void Midend::startJob(const JobSpec &spec, SolverRunner::Job job)
{
    m_replacingJob = true;
    m_runner->cancelAndWait();
    m_replacingJob = false;
    m_jobScope = spec.scope;
    const quint64 stamp = m_stamp;
    // The completion runs on the UI thread; a position result meets the position it was
    // computed for or nothing.
    m_runner->start(
        spec.title,
        [this, job = std::move(job), stamp, scope = spec.scope](common::SolverSink &sink) {
            SolverRunner::Completion completion = job(sink);
            return SolverRunner::Completion([this, completion, stamp, scope] {
                if (completion && (scope == JobScope::Game || stamp == m_stamp))
                    completion();
            });
        },
        spec.wantsSteps);
}

void Midend::shutDown()
{
    m_replacingJob = true; // the program ends the job: nobody is to hear of it
    m_runner->cancelAndWait();
    m_history->blockSignals(true);
    m_clock->blockSignals(true);
    blockSignals(true);
}

void Midend::cancelJob()
{
    if (!m_runner->isRunning())
        return;
    m_runner->cancel();
    emit statusMessage(tr("%1 cancelled.").arg(m_runner->title()));
}

} // namespace pw::ui
