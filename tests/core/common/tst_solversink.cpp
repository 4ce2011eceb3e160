#include "core/common/SolverSink.h"

#include <QtTest>

#include <thread>

using namespace pw::common;

class TestSolverSink : public QObject
{
    Q_OBJECT
private slots:
    void cancelTokenCopiesShareTheFlag()
    {
        CancelToken token;
        CancelToken copy = token;
        QVERIFY(!copy.isCancelled());
        token.cancel();
        QVERIFY(copy.isCancelled());
    }

    void quietSinkSeesCancellationFromAnotherThread()
    {
        CancelToken token;
        QuietSink sink(token);
        std::thread canceller([token] { token.cancel(); });
        canceller.join();
        QVERIFY(sink.isCancelled());
        QVERIFY(!sink.wantsSteps());
    }

    void recordingSinkKeepsStepsInOrder()
    {
        RecordingSink sink;
        sink.reportStep({StepEvent::Kind::Place, 1, 2, 0});
        sink.reportStep({StepEvent::Kind::Remove, 1, 2, 0});
        sink.reportProgress({0.5, {{"nodes", 10}}, {}});
        QCOMPARE(sink.steps.size(), std::size_t(2));
        QCOMPARE(sink.steps[1].kind, StepEvent::Kind::Remove);
        QCOMPARE(sink.progressReports.front().counters.front().value, 10);
    }
};

QTEST_APPLESS_MAIN(TestSolverSink)
#include "tst_solversink.moc"
