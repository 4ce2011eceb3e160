#include "ui/common/SolverRunner.h"

#include <QMetaObject>

#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>

namespace pw::ui {

// The sink the job talks to, and the mailbox between the worker and the UI thread.
//
// Everything the worker hands over (progress, steps, the job's outcome) goes through the mailbox
// under m_mutex; the queued call that wakes the UI thread carries nothing and is posted while the
// mutex is held. The UI thread takes the mailbox under the same mutex, so the hand-over is ordered
// by a lock every thread checker sees, not by Qt's event queue, whose futex-based locking an
// uninstrumented Qt hides from ThreadSanitizer.
class SolverRunner::Worker : public common::SolverSink
{
public:
    Worker(SolverRunner *runner, bool steps)
        : m_runner(runner)
        , m_wantsSteps(steps)
    { }

    bool isCancelled() const override { return m_token.isCancelled(); }
    bool wantsSteps() const override { return m_wantsSteps; }

    void reportProgress(const common::Progress &progress) override
    {
        std::lock_guard lock(m_mutex);
        m_mailbox.progress = progress;
        wakeUiThread();
    }

    void reportStep(const common::StepEvent &step) override
    {
        if (!m_wantsSteps)
            return;
        std::lock_guard lock(m_mutex);
        m_mailbox.steps.push_back(step);
        // Only the worker thread reads and writes the count and the flag.
        if (++m_stepsRecorded == stepLimit) {
            m_wantsSteps = false;
            m_mailbox.stepLimitReached = true;
        }
        wakeUiThread();
    }

    // The job's last word: after this the worker thread only returns.
    void reportEnd(Completion completion, QString failure)
    {
        std::lock_guard lock(m_mutex);
        m_mailbox.ended = true;
        m_mailbox.completion = std::move(completion);
        m_mailbox.failure = std::move(failure);
        wakeUiThread();
    }

    // Called on the UI thread: everything reported since the last call.
    Mailbox take()
    {
        std::lock_guard lock(m_mutex);
        m_wakeQueued = false;
        return std::exchange(m_mailbox, Mailbox {});
    }

    void cancel() { m_token.cancel(); }

    std::thread thread;

private:
    // One queued wake-up at a time: whatever arrives meanwhile joins the pending mailbox, so a
    // solver emitting millions of steps cannot flood the event loop. Called with m_mutex held.
    void wakeUiThread()
    {
        if (std::exchange(m_wakeQueued, true))
            return;
        // By name, so the posted call holds no object of ours the UI thread would read unlocked.
        QMetaObject::invokeMethod(m_runner, "takeMailbox", Qt::QueuedConnection);
    }

    SolverRunner *m_runner; // outlives the thread: the runner joins it before dying
    bool m_wantsSteps;
    std::size_t m_stepsRecorded = 0;
    common::CancelToken m_token;
    std::mutex m_mutex;
    Mailbox m_mailbox;
    bool m_wakeQueued = false;
};

SolverRunner::SolverRunner(QObject *parent)
    : QObject(parent)
{ }

SolverRunner::~SolverRunner()
{
    if (m_worker) {
        m_worker->cancel();
        if (m_worker->thread.joinable())
            m_worker->thread.join();
    }
}

bool SolverRunner::isRunning() const
{
    return m_worker != nullptr;
}

void SolverRunner::start(const QString &title, Job job, bool wantsSteps)
{
    cancelAndWait();
    m_title = title;
    m_worker = std::make_unique<Worker>(this, wantsSteps);
    Worker *worker = m_worker.get();
    emit started(title);
    worker->thread = std::thread([worker, job = std::move(job)] {
        Completion completion;
        QString failure;
        try {
            completion = job(*worker);
        } catch (const std::exception &error) {
            failure = QString::fromLocal8Bit(error.what());
        } catch (...) {
            failure = QStringLiteral("unknown error");
        }
        worker->reportEnd(std::move(completion), std::move(failure));
    });
}

void SolverRunner::cancel()
{
    if (m_worker)
        m_worker->cancel();
}

void SolverRunner::cancelAndWait()
{
    if (!m_worker)
        return;
    m_worker->cancel();
    if (m_worker->thread.joinable())
        m_worker->thread.join();
    m_worker.reset(); // wake-ups the old job left queued find no worker and do nothing
    emit finished(true);
}

void SolverRunner::takeMailbox()
{
    if (!m_worker)
        return;
    Mailbox mail = m_worker->take();
    if (mail.progress)
        emit progressed(*mail.progress);
    if (!mail.steps.empty())
        emit stepsArrived(mail.steps);
    if (mail.stepLimitReached)
        emit stepLimitReached();
    if (!mail.ended)
        return;
    const bool cancelled = m_worker->isCancelled() || !mail.failure.isEmpty();
    m_worker->thread.join();
    m_worker.reset();
    if (!mail.failure.isEmpty())
        emit failed(mail.failure);
    if (!cancelled && mail.completion)
        mail.completion();
    emit finished(cancelled);
}

} // namespace pw::ui
