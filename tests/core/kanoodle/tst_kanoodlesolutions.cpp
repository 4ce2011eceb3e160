#include "KanoodleTestSupport.h"

#include "core/kanoodle/Generator.h"
#include "core/kanoodle/SolutionEnumerator.h"
#include "core/kanoodle/SolutionList.h"
#include "core/kanoodle/Solver.h"

#include <QtTest>

#include <set>

using namespace pw::kanoodle;
using namespace pw::common;

namespace {

// The pieces of a random full solution whose letters are in `keep`: a puzzle with several
// solutions when few are kept.
Position puzzleFrom(const BoardPtr &board, std::uint64_t seed, const std::vector<int> &keep)
{
    QuietSink sink;
    const std::optional<Position> solution = randomSolution(board, seed, sink);
    Position puzzle(board);
    for (const int piece : keep)
        puzzle.place(*solution->placementOf(piece));
    return puzzle;
}

// Every solution the enumerator gives, in its order.
std::vector<QString> listAll(const Position &position)
{
    QuietSink sink;
    SolutionEnumerator solutions(position);
    std::vector<QString> list;
    while (const auto solution = solutions.next(sink))
        list.push_back(solution->toString());
    return list;
}

} // namespace

class TestKanoodleSolutions : public QObject
{
    Q_OBJECT
private slots:
    void everySolutionOnceAsManyAsTheCounterCounts()
    {
        const std::pair<const char *, Position> puzzles[] = {
            {"pyramid, 3 given", puzzleFrom(Board::pyramid(), 3, {1, 5, 9})},
            {"pyramid, 4 given", puzzleFrom(Board::pyramid(), 8, {0, 4, 7, 11})},
            {"flat, 3 given", puzzleFrom(Board::flat(), 5, {2, 6, 10})},
            {"sliding, 26 balls, empty", Position(Board::sliding(26, 0b111100000011))}, // ABIJKL
        };
        QuietSink sink;
        for (const auto &[name, puzzle] : puzzles) {
            SolutionEnumerator solutions(puzzle);
            std::set<QString> seen;
            while (const auto solution = solutions.next(sink)) {
                const QString text = solution->toString();
                QVERIFY2(test::checkSolution(puzzle, text).isEmpty(), name);
                QVERIFY2(seen.insert(text).second, name);
                QCOMPARE(solutions.found(), static_cast<std::int64_t>(seen.size()));
            }
            QVERIFY2(solutions.finished(), name);
            QVERIFY(!solutions.wasCancelled());
            // Asking again after the end gives nothing and changes nothing.
            QVERIFY(!solutions.next(sink));
            const CountResult counted = countSolutions(puzzle, sink);
            QVERIFY(counted.complete);
            QCOMPARE(solutions.found(), counted.solutions);
            QVERIFY2(seen.size() >= 2, name); // a list, not one solution
        }
    }

    void theOrderIsTheSameEveryTime()
    {
        const Position puzzle = puzzleFrom(Board::pyramid(), 8, {0, 4, 7, 11});
        const std::vector<QString> first = listAll(puzzle);
        QVERIFY(first.size() >= 2);
        QCOMPARE(listAll(puzzle), first);
        // The first listed is the solution Solve shows.
        QuietSink sink;
        QCOMPARE(Solver(puzzle).next(sink)->toString(), first.front());
    }

    void stoppingEarlyFindsOnlyWhatWasAskedFor()
    {
        // The empty pyramid has 934 million solutions: asking for five must not search for more.
        const Position empty(Board::pyramid());
        QuietSink sink;
        SolutionEnumerator solutions(empty);
        std::set<QString> seen;
        for (int k = 1; k <= 5; ++k) {
            const auto solution = solutions.next(sink);
            QVERIFY(solution);
            QCOMPARE(test::checkSolution(empty, solution->toString()), QString());
            seen.insert(solution->toString());
            QCOMPARE(solutions.found(), k);
        }
        QCOMPARE(seen.size(), std::size_t {5});
        QVERIFY(!solutions.finished());
        QVERIFY(solutions.nodes() < 100000);
    }

    void aCancelledSearchResumesWhereItStopped()
    {
        // Four pieces given: dozens of solutions, some more than 1024 nodes apart (where the
        // search polls its sink). Every call with a cancelled sink that stops is followed by one
        // that goes on; together they must give the same list as a search never stopped.
        const Position puzzle = puzzleFrom(Board::pyramid(), 21, {2, 5, 8, 11});
        const std::vector<QString> all = listAll(puzzle);
        QVERIFY(all.size() > 20);
        CancelToken stop;
        stop.cancel();
        QuietSink cancelled(stop);
        QuietSink quiet;
        SolutionEnumerator solutions(puzzle);
        std::vector<QString> resumed;
        int cancellations = 0;
        while (!solutions.finished()) {
            auto solution = solutions.next(cancelled);
            if (!solution && solutions.wasCancelled()) {
                QVERIFY(!solutions.finished());
                ++cancellations;
                solution = solutions.next(quiet);
            }
            if (solution)
                resumed.push_back(solution->toString());
        }
        QVERIFY(cancellations > 0);
        QCOMPARE(resumed, all);
    }

    void aListGivesBackEverySolutionByNumber()
    {
        QuietSink sink;
        for (const Position &puzzle : {puzzleFrom(Board::pyramid(), 8, {0, 4, 7, 11}),
                                       puzzleFrom(Board::flat(), 5, {2, 6, 10, 11}),
                                       *randomSolution(Board::flat(), 4, sink)}) {
            const std::vector<QString> all = listAll(puzzle);
            SolutionList list(puzzle);
            QCOMPARE(list.size(), 0);
            SolutionEnumerator solutions(puzzle);
            while (const auto solution = solutions.next(sink))
                list.append(*solution);
            QCOMPARE(list.size(), static_cast<std::int64_t>(all.size()));
            QVERIFY(!list.isFull());
            // In any order, each number gives back its solution.
            for (std::int64_t i = list.size() - 1; i >= 0; --i)
                QCOMPARE(list.at(i).toString(), all[static_cast<std::size_t>(i)]);
            QCOMPARE(list.start(), puzzle);
        }
    }

    void aDeadPositionHasNoneAndAFullOneItself()
    {
        QuietSink sink;
        const std::optional<Position> full = randomSolution(Board::flat(), 4, sink);
        QVERIFY(full);
        const std::vector<QString> only = listAll(*full);
        QCOMPARE(only, std::vector<QString> {full->toString()});

        // Two pieces walling in the flat board's corner ball (0,0) leave it isolated.
        const BoardPtr board = Board::flat();
        Position dead(board);
        const int corner = board->cellIndex(0, 0);
        const CellMask ring = board->neighbours(corner);
        for (const Placement &a : board->placements()) {
            for (const Placement &b : board->placements()) {
                if (dead.placedPieces() || a.piece >= b.piece || (a.cells & b.cells)
                    || (((a.cells | b.cells) >> corner) & 1U)
                    || ((a.cells | b.cells) & ring) != ring)
                    continue;
                dead.place(*board->findPlacement(a.piece, a.cells));
                dead.place(*board->findPlacement(b.piece, b.cells));
            }
        }
        QVERIFY(dead.placedPieces());
        SolutionEnumerator none(dead);
        QVERIFY(!none.next(sink));
        QVERIFY(none.finished());
        QCOMPARE(none.found(), 0);
    }
};

QTEST_APPLESS_MAIN(TestKanoodleSolutions)
#include "tst_kanoodlesolutions.moc"
