#pragma once

#include "core/common/SolverSink.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace pw::ui {

// Runs one core solver job at a time on a worker thread.
//
// The job receives a SolverSink (cancel flag, progress, steps). Progress and steps are buffered
// and delivered to the UI thread in batches, with at most one wake-up queued at a time, so a
// solver emitting millions of steps cannot flood the event loop. The job returns
// a Completion that runs on the UI thread when the job finished without being cancelled: that is
// where the tab applies the result.
//
// Cancel sets the flag; solvers poll it, so the thread ends within milliseconds. Destroying the
// runner cancels and joins: no thread outlives its tab.
class SolverRunner : public QObject
{
    Q_OBJECT
public:
    using Completion = std::function<void()>;
    using Job = std::function<Completion(common::SolverSink &sink)>;

    // Steps one job may record for replay (16 bytes each, so 16 MB; the tab's copy doubles it).
    // Past it the job stops recording (the solver sees wantsSteps() turn false) and runs on;
    // stepLimitReached() tells the tab, whose replay then holds the first stepLimit steps.
    static constexpr std::size_t stepLimit = 1'000'000;

    explicit SolverRunner(QObject *parent = nullptr);
    ~SolverRunner() override;

    // Starts a job; a running one is cancelled first. title is shown in the status bar.
    // Set wantsSteps when the job's steps will be replayed (solvers skip them otherwise).
    void start(const QString &title, Job job, bool wantsSteps = false);
    bool isRunning() const;
    QString title() const { return m_title; }

public slots:
    void cancel();
    // Cancels and blocks until the worker has ended.
    void cancelAndWait();

signals:
    void started(const QString &title);
    void progressed(const pw::common::Progress &progress);
    void stepsArrived(const std::vector<pw::common::StepEvent> &steps);
    // The job recorded stepLimit steps and records no more.
    void stepLimitReached();
    // The job threw; the message says what went wrong. finished(true) follows.
    void failed(const QString &message);
    // After the completion ran (when not cancelled). cancelled tells which.
    void finished(bool cancelled);

private slots:
    // Woken by the worker: emits what it reported and, once it ended, applies the result.
    void takeMailbox();

private:
    struct Mailbox
    {
        std::optional<common::Progress> progress;
        std::vector<common::StepEvent> steps;
        bool stepLimitReached = false;
        bool ended = false;
        Completion completion;
        QString failure;
    };
    class Worker;

    std::unique_ptr<Worker> m_worker;
    QString m_title;
};

} // namespace pw::ui

Q_DECLARE_METATYPE(pw::common::Progress)
Q_DECLARE_METATYPE(std::vector<pw::common::StepEvent>)
