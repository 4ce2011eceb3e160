// The near-optimal fallback: weighted IDA* answers within its weight of the optimum and proves a
// lower bound no larger than the optimum; Automatic with a budget that runs out answers with it
// (when asked) no longer than the fast solver, and never claims more than it proved.
#include "SlidingTestData.h"

#include "core/sliding/Scramble.h"
#include "core/sliding/Solvers.h"

#include <QStandardPaths>
#include <QTest>

using namespace pw::sliding;

class TestSlidingNearOptimal : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // 4 x 4 searches load the pattern databases from the cache folder: the tests' own (Qt's
        // test-mode folder), never the tables a user of this machine has built.
        QStandardPaths::setTestModeEnabled(true);
    }

    void weightedSearchStaysWithinItsWeight()
    {
        pw::common::QuietSink sink;
        for (std::uint64_t seed = 1; seed <= 60; ++seed) {
            const Board board = *dealUniform(3, 3, seed);
            const SolveResult optimal
                = solveIdaStar(board, HeuristicKind::LinearConflict, nullptr, sink);
            const int best = static_cast<int>(optimal.moves.size());
            for (const SearchWeight weight : {SearchWeight {3, 2}, SearchWeight {2, 1}}) {
                const SolveResult weighted
                    = solveIdaStar(board, HeuristicKind::LinearConflict, nullptr, sink, weight);
                QVERIFY(weighted.solved());
                Board check = board;
                QCOMPARE(check.applyMoves(weighted.moves), -1);
                QVERIFY(check.isGoal());
                const int length = static_cast<int>(weighted.moves.size());
                QVERIFY2(length * weight.den <= best * weight.num,
                         qPrintable(
                             QStringLiteral("seed %1: %2 vs %3").arg(seed).arg(length).arg(best)));
                QVERIFY(weighted.lowerBound <= best);
                QCOMPARE(weighted.optimal, false);
            }
        }
    }

    void aBudgetThatRunsOutGetsTheNearOptimalAnswer()
    {
        const auto instances = korfInstances();
        const auto lengths = korfOptimalLengths();
        QVERIFY(!instances.empty());
        // Instance 1 (57 moves) takes linear conflicts seconds: 40 ms run out.
        const Board board = instances[0].board;
        pw::common::QuietSink sink;
        SolveOptions options;
        options.heuristic = HeuristicKind::LinearConflict;
        options.optimalBudgetSeconds = 0.04;
        const SolveResult fast = *solveBoard(board, options, sink);
        options.nearOptimalFallback = true;
        const SolveResult near = *solveBoard(board, options, sink);
        QVERIFY(fast.budgetRanOut && near.budgetRanOut);
        QVERIFY(near.solved());
        Board check = board;
        QCOMPARE(check.applyMoves(near.moves), -1);
        QVERIFY(check.isGoal());
        QVERIFY(near.moves.size() <= fast.moves.size());
        QVERIFY(near.lowerBound <= lengths[0]);
        QVERIFY(near.lowerBound >= near.startHeuristic);
        QVERIFY(static_cast<int>(near.moves.size()) >= lengths[0]);
        if (near.algorithm == Algorithm::IdaStar) // weight 2 at most
            QVERIFY(static_cast<int>(near.moves.size()) <= 2 * lengths[0]);
        QVERIFY(!near.message.empty());
    }

    void aShortBudgetOnTheTwentyFourPuzzleProvesNoMoreThanThePublishedOptimum()
    {
        // Korf and Taylor's 24-puzzles (optimal 95 to 114 moves) with linear conflicts and
        // a tenth of a second on two threads: far from proven, so the answer is weighted IDA*'s
        // or the fast solver's. Whatever it is, it is legal, no shorter than the published
        // optimum, and the bound it claims to have proven is no higher.
        const auto instances = publishedInstances(QStringLiteral("korf-taylor-24-blank-first.txt"));
        QCOMPARE(instances.size(), std::size_t(10));
        for (const auto &[instance, optimum] : instances) {
            pw::common::QuietSink sink;
            SolveOptions options;
            options.heuristic = HeuristicKind::LinearConflict;
            options.optimalBudgetSeconds = 0.1;
            options.nearOptimalFallback = true;
            options.threads = 2;
            const SolveResult result = *solveBoard(instance.board, options, sink);
            QVERIFY(result.budgetRanOut);
            QVERIFY(result.solved());
            Board check = instance.board;
            QCOMPARE(check.applyMoves(result.moves), -1);
            QVERIFY(check.isGoal());
            QVERIFY2(static_cast<int>(result.moves.size()) >= optimum, qPrintable(instance.name));
            QVERIFY2(result.lowerBound <= optimum, qPrintable(instance.name));
            QVERIFY(result.lowerBound >= result.startHeuristic);
            // Optimal exactly when as long as the bound it proved.
            QCOMPARE(result.optimal, static_cast<int>(result.moves.size()) <= result.lowerBound);
        }
    }
};

QTEST_GUILESS_MAIN(TestSlidingNearOptimal)
#include "tst_slidingnearoptimal.moc"
