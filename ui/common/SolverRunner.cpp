#include "ui/common/SolverRunner.h"

#include <QMetaObject>
#include <QPointer>

#include <exception>
#include <mutex>
#include <optional>
#include <thread>

namespace pw::ui {

// The sink the job talks to, living as long as the job (shared with queued deliveries).
class SolverRunner::Worker : public common::SolverSink
{
public:
    Worker(SolverRunner *runner, quint64 generation, bool steps)
        : m_runner(runner)
        , m_generation(generation)
        , m_wantsSteps(steps)
    { }

    bool isCancelled() const override { return m_token.isCancelled(); }
    bool wantsSteps() const override { return m_wantsSteps; }

    void reportProgress(const common::Progress &progress) override
    {
        {
            std::lock_guard lock(m_mutex);
            m_progress = progress;
        }
        queueDelivery();
    }

    void reportStep(const common::StepEvent &step) override
    {
        {
            std::lock_guard lock(m_mutex);
            m_steps.push_back(step);
        }
        queueDelivery();
    }

    // Called on the UI thread: everything reported since the last delivery.
    void takePending(std::optional<common::Progress> &progress,
                     std::vector<common::StepEvent> &steps)
    {
        m_deliveryQueued.store(false);
        std::lock_guard lock(m_mutex);
        progress.swap(m_progress);
        m_progress.reset();
        steps.swap(m_steps);
        m_steps.clear();
    }

    void cancel() { m_token.cancel(); }

    std::thread thread;

private:
    // One queued delivery at a time: whatever arrives meanwhile joins the pending batch.
    void queueDelivery()
    {
        if (m_deliveryQueued.exchange(true))
            return;
        SolverRunner *runner = m_runner;
        const quint64 generation = m_generation;
        QMetaObject::invokeMethod(
            runner, [runner, generation] { runner->deliver(generation); }, Qt::QueuedConnection);
    }

    SolverRunner *m_runner; // outlives the thread: the runner joins it before dying
    quint64 m_generation;
    bool m_wantsSteps;
    common::CancelToken m_token;
    std::mutex m_mutex;
    std::optional<common::Progress> m_progress;
    std::vector<common::StepEvent> m_steps;
    std::atomic_bool m_deliveryQueued {false};
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
    const quint64 generation = ++m_generation;
    m_worker = std::make_shared<Worker>(this, generation, wantsSteps);
    Worker *worker = m_worker.get();
    emit started(title);
    worker->thread = std::thread([this, worker, generation, job = std::move(job)] {
        Completion completion;
        QString failure;
        try {
            completion = job(*worker);
        } catch (const std::exception &error) {
            failure = QString::fromLocal8Bit(error.what());
        } catch (...) {
            failure = QStringLiteral("unknown error");
        }
        const bool cancelled = worker->isCancelled();
        QMetaObject::invokeMethod(
            this,
            [this, generation, completion = std::move(completion), cancelled, failure] {
                if (!failure.isEmpty())
                    emit failed(failure);
                workerEnded(generation, completion, cancelled || !failure.isEmpty());
            },
            Qt::QueuedConnection);
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
    m_worker.reset();
    ++m_generation; // late deliveries of the old job are ignored
    emit finished(true);
}

void SolverRunner::deliver(quint64 generation)
{
    if (!m_worker || generation != m_generation)
        return;
    std::optional<common::Progress> progress;
    std::vector<common::StepEvent> steps;
    m_worker->takePending(progress, steps);
    if (progress)
        emit progressed(*progress);
    if (!steps.empty())
        emit stepsArrived(steps);
}

void SolverRunner::workerEnded(quint64 generation, Completion completion, bool cancelled)
{
    if (!m_worker || generation != m_generation)
        return;
    deliver(generation);
    if (m_worker->thread.joinable())
        m_worker->thread.join();
    m_worker.reset();
    if (!cancelled && completion)
        completion();
    emit finished(cancelled);
}

} // namespace pw::ui
