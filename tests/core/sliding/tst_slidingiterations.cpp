// IDA*'s iteration hook (IterationObserver): the bounds and node counts it reports are the
// search's own, held against a plain IDA* written here from the definition, and the search
// expands exactly the same nodes whether it is watched or not.
#include "SlidingTestData.h"

#include "core/common/SolverSink.h"
#include "core/sliding/Board.h"
#include "core/sliding/SearchReporter.h"
#include "core/sliding/Solvers.h"

#include <QTest>

#include <map>

using namespace pw;
using sliding::Board;
using sliding::IterationSummary;

namespace {

// Records what the hook reports; samples every `interval` expansions.
class IterationRecorder : public common::SolverSink, public sliding::IterationObserver
{
public:
    explicit IterationRecorder(int interval = 1024)
        : m_interval(interval)
    { }
    bool isCancelled() const override
    {
        return stopAfter >= 0 && samples.size() > std::size_t(stopAfter);
    }
    void reportProgress(const common::Progress &) override { }
    int samplingInterval() const override { return m_interval; }
    void iterationStarted(int bound) override { started.push_back(bound); }
    void pathSampled(std::string_view moves, std::int64_t expanded) override
    {
        samples.push_back({std::string(moves), expanded, static_cast<int>(started.size()) - 1});
    }
    void iterationEnded(const IterationSummary &summary) override
    {
        ended.push_back(summary);
        endedMoves.emplace_back(summary.moves);
    }

    struct Sample
    {
        std::string moves;
        std::int64_t expanded;
        int iteration;
    };
    std::vector<int> started;
    std::vector<IterationSummary> ended; // moves point into the search: see endedMoves
    std::vector<std::string> endedMoves;
    std::vector<Sample> samples;
    int stopAfter = -1; // cancel once this many samples were taken

private:
    int m_interval;
};

// IDA* from its definition, for the count it must give: a node within the bound that is not the
// goal is expanded; its children are tried Up, Down, Left, Right, never undoing the last move; the
// next bound is the least f that passed this one. Manhattan distance as h.
struct PlainIdaStar
{
    std::int64_t expanded = 0;
    int nextBound = 0;

    bool search(Board &board, int g, int bound, int last)
    {
        const int h = board.manhattanDistance();
        if (g + h > bound) {
            nextBound = std::min(nextBound, g + h);
            return false;
        }
        if (h == 0)
            return true;
        ++expanded;
        for (int d = 0; d < 4; ++d) {
            if (last >= 0 && d == (last ^ 1))
                continue; // Up and Down, Left and Right undo each other
            const auto direction = static_cast<sliding::Direction>(d);
            if (!board.canMove(direction))
                continue;
            board.move(direction);
            const bool found = search(board, g + 1, bound, d);
            board.move(static_cast<sliding::Direction>(d ^ 1));
            if (found)
                return true;
        }
        return false;
    }

    // Each iteration's bound and nodes, until the goal is found.
    std::vector<std::pair<int, std::int64_t>> iterations(Board board)
    {
        std::vector<std::pair<int, std::int64_t>> counts;
        int bound = board.manhattanDistance();
        for (;;) {
            expanded = 0;
            nextBound = 1 << 30;
            const bool found = search(board, 0, bound, -1);
            counts.push_back({bound, expanded});
            if (found)
                return counts;
            bound = nextBound;
        }
    }
};

// One of the two 31-move 3 x 3 boards, and a short 4 x 4 walk: several iterations each.
Board threeByThree()
{
    return boardFromText("8 6 7\n2 5 4\n3 0 1\n");
}

Board fourByFour()
{
    return boardFromText("2 0 3 4\n1 6 7 8\n5 13 11 15\n10 9 12 14\n");
}

// The hook's iterations on start, held against PlainIdaStar (a void function: QCOMPARE returns).
void checkAgainstPlainIdaStar(const Board &start)
{
    IterationRecorder recorder;
    const auto result
        = sliding::solveIdaStar(start, sliding::HeuristicKind::Manhattan, nullptr, recorder);
    QVERIFY(result.solved());
    const auto expected = PlainIdaStar().iterations(start);
    QVERIFY(expected.size() > 1); // a board that takes more than one iteration
    QCOMPARE(recorder.ended.size(), expected.size());
    QCOMPARE(recorder.started.size(), expected.size());
    std::int64_t total = 0;
    for (std::size_t i = 0; i < expected.size(); ++i) {
        QCOMPARE(recorder.started[i], expected[i].first);
        QCOMPARE(recorder.ended[i].bound, expected[i].first);
        QCOMPARE(recorder.ended[i].expanded, expected[i].second);
        total += recorder.ended[i].expanded;
        if (i + 1 < expected.size()) {
            QCOMPARE(recorder.ended[i].end, IterationSummary::End::Raised);
            QCOMPARE(recorder.ended[i].nextBound, expected[i + 1].first);
        }
    }
    QCOMPARE(recorder.ended.back().end, IterationSummary::End::Solved);
    QCOMPARE(recorder.endedMoves.back(), result.moves);
    QCOMPARE(recorder.ended.back().bound, static_cast<int>(result.moves.size()));
    QCOMPARE(total, result.expanded);
}

} // namespace

class TestSlidingIterations : public QObject
{
    Q_OBJECT
private slots:
    void boundsAndNodesAreThoseOfIdaStarItself()
    {
        for (const Board &start : {threeByThree(), fourByFour()}) {
            checkAgainstPlainIdaStar(start);
            if (QTest::currentTestFailed())
                return;
        }
    }

    void watchingChangesNoNodeCount()
    {
        for (const Board &start : {threeByThree(), fourByFour()}) {
            for (auto heuristic :
                 {sliding::HeuristicKind::Manhattan, sliding::HeuristicKind::LinearConflict}) {
                common::QuietSink quiet;
                IterationRecorder watched(1);
                const auto plain = sliding::solveIdaStar(start, heuristic, nullptr, quiet);
                const auto seen = sliding::solveIdaStar(start, heuristic, nullptr, watched);
                QCOMPARE(seen.expanded, plain.expanded);
                QCOMPARE(seen.generated, plain.generated);
                QCOMPARE(seen.moves, plain.moves);
            }
        }
    }

    void everySampleIsThePathToANodeWithinTheBound()
    {
        const Board start = threeByThree();
        IterationRecorder recorder(1); // every expansion
        const auto result
            = sliding::solveIdaStar(start, sliding::HeuristicKind::Manhattan, nullptr, recorder);
        QVERIFY(result.solved());
        QCOMPARE(static_cast<std::int64_t>(recorder.samples.size()), result.expanded);
        std::map<int, std::int64_t> lastCount;
        for (const auto &sample : recorder.samples) {
            Board end = start;
            QCOMPARE(end.applyMoves(sample.moves), -1);
            const int bound = recorder.started[static_cast<std::size_t>(sample.iteration)];
            QVERIFY(static_cast<int>(sample.moves.size()) + end.manhattanDistance() <= bound);
            // The count within the iteration goes up by one per sample.
            QCOMPARE(sample.expanded, lastCount[sample.iteration] + 1);
            lastCount[sample.iteration] = sample.expanded;
        }
        for (std::size_t i = 0; i < recorder.ended.size(); ++i)
            QCOMPARE(lastCount[static_cast<int>(i)], recorder.ended[i].expanded);
    }

    void aCancelledSearchEndsItsIterationAsStopped()
    {
        IterationRecorder recorder(64);
        recorder.stopAfter = 3;
        const auto result = sliding::solveIdaStar(threeByThree(), sliding::HeuristicKind::Manhattan,
                                                  nullptr, recorder);
        QCOMPARE(result.status, sliding::SolveResult::Status::Cancelled);
        QCOMPARE(recorder.ended.back().end, IterationSummary::End::Stopped);
        QCOMPARE(recorder.ended.size(), recorder.started.size());
        QCOMPARE(result.lowerBound, recorder.ended.back().bound);
    }
};

QTEST_GUILESS_MAIN(TestSlidingIterations)
#include "tst_slidingiterations.moc"
