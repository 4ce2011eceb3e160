#include "ui/common/SolverRunner.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QWidget>
#include <QtTest>

#include <chrono>
#include <thread>

using namespace pw::common;
using pw::ui::SolverRunner;

namespace {

// A dummy long job: counts for up to a minute, polling the cancel flag every millisecond,
// reporting progress and a step per millisecond.
SolverRunner::Job longJob(std::atomic_int *iterations, bool *completed)
{
    return [iterations, completed](SolverSink &sink) -> SolverRunner::Completion {
        for (int i = 0; i < 60000 && !sink.isCancelled(); ++i) {
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
            iterations->store(i);
            if (i % 20 == 0)
                sink.reportProgress({i / 60000.0, {{"nodes", i}}, {}});
            if (sink.wantsSteps())
                sink.reportStep({StepEvent::Kind::Expand, i, 0, 0});
        }
        return [completed] { *completed = true; };
    };
}

} // namespace

class TestSolverRunner : public QObject
{
    Q_OBJECT
private slots:
    void resultIsAppliedOnTheUiThread()
    {
        SolverRunner runner;
        QSignalSpy finished(&runner, &SolverRunner::finished);
        QThread *completionThread = nullptr;
        runner.start(QStringLiteral("quick"), [&](SolverSink &) -> SolverRunner::Completion {
            return [&] { completionThread = QThread::currentThread(); };
        });
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.first().first().toBool(), false);
        QCOMPARE(completionThread, QThread::currentThread());
        QVERIFY(!runner.isRunning());
    }

    void aJobCancelledBeforeItsResultIsTakenAppliesNothing()
    {
        // The job ends at once, but the UI thread cancels before it looks at the result: the
        // user's Cancel (or a New, an Open) wins, whatever the worker managed meanwhile.
        SolverRunner runner;
        QSignalSpy finished(&runner, &SolverRunner::finished);
        std::atomic_bool ended {false};
        bool applied = false;
        runner.start(QStringLiteral("quick"), [&](SolverSink &) -> SolverRunner::Completion {
            ended = true;
            return [&] { applied = true; };
        });
        while (!ended)
            QThread::yieldCurrentThread();
        runner.cancel();
        QVERIFY(finished.wait(5000));
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY(!applied);
    }

    void progressAndStepsArriveInBatches()
    {
        SolverRunner runner;
        QSignalSpy progress(&runner, &SolverRunner::progressed);
        QSignalSpy steps(&runner, &SolverRunner::stepsArrived);
        std::atomic_int iterations {0};
        bool completed = false;
        runner.start(QStringLiteral("long"), longJob(&iterations, &completed), true);
        QTRY_VERIFY_WITH_TIMEOUT(progress.count() >= 2, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(steps.count() >= 1, 5000);
        const auto first = progress.first().first().value<Progress>();
        QCOMPARE(first.counters.front().name, std::string("nodes"));
        runner.cancelAndWait();
        QVERIFY(!completed);
        // Steps come batched: far fewer deliveries than steps.
        qsizetype delivered = 0;
        for (const auto &args : steps)
            delivered += args.first().value<std::vector<StepEvent>>().size();
        QVERIFY(delivered >= steps.count());
    }

    void stepRecordingStopsAtTheLimitWhileTheJobRunsOn()
    {
        // Like a solve of an impossible 40 x 40 Noodles board stepped through: a job that would
        // report steps without end. Memory stays bounded by the limit.
        SolverRunner runner;
        std::size_t delivered = 0;
        connect(&runner, &SolverRunner::stepsArrived,
                [&delivered](const std::vector<StepEvent> &steps) { delivered += steps.size(); });
        QSignalSpy limit(&runner, &SolverRunner::stepLimitReached);
        std::atomic_bool sawWantsStepsTurnOff {false};
        runner.start(
            QStringLiteral("endless"),
            [&sawWantsStepsTurnOff](pw::common::SolverSink &sink) {
                while (!sink.isCancelled()) {
                    if (!sink.wantsSteps()) {
                        sawWantsStepsTurnOff = true;
                        QThread::msleep(1);
                        continue;
                    }
                    sink.reportStep({StepEvent::Kind::Eliminate, 1, 2, 3});
                }
                return SolverRunner::Completion();
            },
            true);
        QTRY_VERIFY_WITH_TIMEOUT(sawWantsStepsTurnOff, 20000);
        QTRY_COMPARE_WITH_TIMEOUT(limit.count(), 1, 5000);
        QVERIFY(runner.isRunning()); // the search itself goes on
        QTRY_COMPARE(delivered, SolverRunner::stepLimit);
        runner.cancelAndWait();
        QCOMPARE(delivered, SolverRunner::stepLimit);
    }

    void cancelStopsWithinAHundredMilliseconds()
    {
        SolverRunner runner;
        QSignalSpy finished(&runner, &SolverRunner::finished);
        std::atomic_int iterations {0};
        bool completed = false;
        runner.start(QStringLiteral("long"), longJob(&iterations, &completed));
        QTRY_VERIFY(iterations.load() > 10);
        QElapsedTimer timer;
        timer.start();
        runner.cancel();
        QVERIFY(finished.wait(2000));
        QVERIFY2(timer.elapsed() < 100,
                 qPrintable(QStringLiteral("took %1 ms").arg(timer.elapsed())));
        QCOMPARE(finished.first().first().toBool(), true);
        QVERIFY(!completed);
    }

    void startingAgainReplacesTheRunningJob()
    {
        SolverRunner runner;
        std::atomic_int first {0};
        bool firstCompleted = false;
        runner.start(QStringLiteral("first"), longJob(&first, &firstCompleted));
        QTRY_VERIFY(first.load() > 5);
        bool second = false;
        QSignalSpy finished(&runner, &SolverRunner::finished);
        runner.start(QStringLiteral("second"), [&](SolverSink &) -> SolverRunner::Completion {
            return [&] { second = true; };
        });
        QTRY_VERIFY(second);
        QVERIFY(!firstCompleted);
    }

    void aThrowingJobReportsFailure()
    {
        SolverRunner runner;
        QSignalSpy failed(&runner, &SolverRunner::failed);
        QSignalSpy finished(&runner, &SolverRunner::finished);
        runner.start(QStringLiteral("bad"), [](SolverSink &) -> SolverRunner::Completion {
            throw std::runtime_error("out of cheese");
        });
        QVERIFY(finished.wait(5000));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.first().first().toString(), QStringLiteral("out of cheese"));
    }

    void closingTheWindowWhileRunningNeitherCrashesNorHangs()
    {
        auto *window = new QWidget;
        auto *runner = new SolverRunner(window);
        std::atomic_int iterations {0};
        bool completed = false;
        window->show();
        runner->start(QStringLiteral("long"), longJob(&iterations, &completed), true);
        QTRY_VERIFY(iterations.load() > 10);
        QElapsedTimer timer;
        timer.start();
        window->close();
        delete window; // destroys the runner, which cancels and joins
        QVERIFY(timer.elapsed() < 1000);
        QCoreApplication::processEvents(); // late queued deliveries must be dropped safely
        QVERIFY(!completed);
    }
};

QTEST_MAIN(TestSolverRunner)
#include "tst_solverrunner.moc"
