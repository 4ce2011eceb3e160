// IDA* sharing its iterations among threads (IdaStarSearch::setThreads): forced to go parallel
// from the second iteration on, it answers every board with an optimal solution of the same
// length as the one-threaded search (a legal one, reaching the goal; also when the solution lies
// above the frontier the threads share), with every heuristic kind
// (the plain search and the ordered one with dual lookups, BPMX and duplicate pruning), weighted
// within its factor, and a cancelled parallel search says so instead of passing for finished.
#include "SlidingTestData.h"

#include "core/common/Random.h"
#include "core/common/SolverSink.h"
#include "core/sliding/CompactPatternDatabase.h"
#include "core/sliding/CompactPdbHeuristic.h"
#include "core/sliding/Heuristics.h"
#include "core/sliding/IdaStarSearch.h"
#include "core/sliding/Scramble.h"
#include "core/sliding/Solvers.h"

#include <QTest>

#include <atomic>

using namespace pw;
using namespace pw::sliding;

namespace {

// 4-4-4-3 on the 15-puzzle: weak (so the searches have many iterations) and built in a blink.
std::unique_ptr<CompactPatternDatabase> smallTables()
{
    common::QuietSink sink;
    return CompactPatternDatabase::build(
        {4, {{1, 2, 5, 6}, {3, 4, 7, 8}, {9, 10, 13, 14}, {11, 12, 15}}}, sink, 2);
}

template<class H>
SolveResult solveWith(const Board &board, const H &heuristic, int threads, common::SolverSink &sink,
                      SearchWeight weight = {},
                      const DuplicateMoveAutomaton &moves = DuplicateMoveAutomaton::parentOnly())
{
    const SearchGeometry geometry(board.rows(), board.cols());
    IdaStarSearch<H> search(geometry, heuristic, sink, moves);
    search.setWeight(weight.num, weight.den);
    search.setThreads(threads, 0); // parallel from the first iteration on
    return search.run(board);
}

// The moves are legal and end on the goal.
bool solves(Board board, const std::string &moves)
{
    return board.applyMoves(moves) == -1 && board.isGoal();
}

// Cancelled after a number of polls, from whichever thread polls.
class CancelAfterPolls : public common::SolverSink
{
public:
    explicit CancelAfterPolls(int polls)
        : m_left(polls)
    { }
    bool isCancelled() const override { return m_left.fetch_sub(1) <= 0; }
    void reportProgress(const common::Progress &) override { }

private:
    mutable std::atomic<int> m_left;
};

} // namespace

class TestSlidingParallel : public QObject
{
    Q_OBJECT

private slots:
    void plainSearchAnswersAsOneThreadDoes()
    {
        const SearchGeometry geometry(4, 4);
        const LinearConflictHeuristic heuristic(geometry);
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const Board board = *scrambleBoard(4, 4, seed, 1.0);
            common::QuietSink sink;
            const SolveResult one = solveWith(board, heuristic, 1, sink);
            const SolveResult two = solveWith(board, heuristic, 2, sink);
            QVERIFY(one.solved() && one.optimal);
            QVERIFY(two.solved() && two.optimal);
            QCOMPARE(two.moves.size(), one.moves.size());
            QCOMPARE(two.lowerBound, one.lowerBound);
            QVERIFY(solves(board, two.moves));
        }
    }

    void orderedSearchWithDualLookupsAnswersAsOneThreadDoes()
    {
        auto tables = smallTables();
        QVERIFY(tables);
        const CompactPdbHeuristic heuristic(*tables);
        const DuplicateMoveAutomaton &moves = DuplicateMoveAutomaton::shared();
        std::int64_t parallelNodes = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const Board board = *scrambleBoard(4, 4, seed + 100, 1.0);
            common::QuietSink sink;
            const SolveResult one = solveWith(board, heuristic, 1, sink, {}, moves);
            const SolveResult three = solveWith(board, heuristic, 3, sink, {}, moves);
            QVERIFY(one.solved() && one.optimal);
            QVERIFY(three.solved() && three.optimal);
            QCOMPARE(three.moves.size(), one.moves.size());
            QVERIFY(solves(board, three.moves));
            parallelNodes += three.expanded;
        }
        QVERIFY(parallelNodes > 0);
    }

    void aSolutionAboveTheFrontierIsFound()
    {
        // Boards a few moves from the goal: the solution lies above the frontier (found while it
        // is listed, from the start or while it is taken two levels deeper), and the parallel
        // search still answers an optimal one.
        auto tables = smallTables();
        QVERIFY(tables);
        const CompactPdbHeuristic heuristic(*tables);
        const DuplicateMoveAutomaton &moves = DuplicateMoveAutomaton::shared();
        common::Random random(44);
        for (int walk = 1; walk <= 24; ++walk) {
            Board board = Board::goal(4, 4);
            for (int step = 0; step < walk; ++step)
                board.move(static_cast<Direction>(random.below(4)));
            common::QuietSink sink;
            const SolveResult one = solveWith(board, heuristic, 1, sink, {}, moves);
            const SolveResult two = solveWith(board, heuristic, 2, sink, {}, moves);
            QVERIFY(two.solved() && two.optimal);
            QCOMPARE(two.moves.size(), one.moves.size());
            QVERIFY(solves(board, two.moves));
        }
    }

    void weightedParallelSearchStaysWithinItsFactor()
    {
        const SearchGeometry geometry(4, 4);
        const LinearConflictHeuristic heuristic(geometry);
        const Board board = *scrambleBoard(4, 4, 7, 0.9);
        common::QuietSink sink;
        const SolveResult optimal = solveWith(board, heuristic, 1, sink);
        const SolveResult weighted
            = solveWith(board, heuristic, 2, sink, {3, 2}, DuplicateMoveAutomaton::shared());
        QVERIFY(weighted.solved());
        QVERIFY(solves(board, weighted.moves));
        QVERIFY(weighted.moves.size() * 2 <= optimal.moves.size() * 3);
        QVERIFY(weighted.lowerBound <= static_cast<int>(optimal.moves.size()));
    }

    void aCancelledParallelSearchSaysSo()
    {
        // A hard board (Korf's instance 1, 57 moves) with linear conflicts takes millions of
        // nodes; cancelled after a few polls, the answer is "cancelled" with a proven bound no
        // higher than the optimum, never a wrong length or "no solution".
        const Board board = korfInstances()[0].board;
        const SearchGeometry geometry(4, 4);
        const LinearConflictHeuristic heuristic(geometry);
        for (int polls : {1, 20, 200}) {
            CancelAfterPolls sink(polls);
            const SolveResult result = solveWith(board, heuristic, 2, sink);
            QCOMPARE(result.status, SolveResult::Status::Cancelled);
            QVERIFY(result.lowerBound <= 57);
        }
    }
};

QTEST_GUILESS_MAIN(TestSlidingParallel)
#include "tst_slidingparallel.moc"
