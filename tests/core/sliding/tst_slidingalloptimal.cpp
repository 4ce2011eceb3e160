// Every optimal solution of a board, held against a plain breadth-first search of the whole
// 8-puzzle: the number of shortest paths to the goal from every position, counted from the
// distances alone.
#include "SlidingTestData.h"

#include "core/common/SolverSink.h"
#include "core/sliding/OptimalSolutions.h"
#include "core/sliding/Scramble.h"

#include <QTest>

#include <deque>
#include <map>
#include <set>
#include <string>

using namespace pw::sliding;

namespace {

std::string keyOf(const Board &board)
{
    return std::string(board.tiles().begin(), board.tiles().end());
}

// Distance to the goal and number of shortest paths to it, for every position of a board size,
// from a breadth-first search out of the goal.
struct ShortestPaths
{
    std::map<std::string, int> distance;
    std::map<std::string, std::int64_t> paths;
};

ShortestPaths shortestPaths(int rows, int cols)
{
    ShortestPaths out;
    std::deque<Board> queue {Board::goal(rows, cols)};
    std::vector<Board> order;
    out.distance[keyOf(queue.front())] = 0;
    while (!queue.empty()) {
        const Board board = queue.front();
        queue.pop_front();
        order.push_back(board);
        const int d = out.distance[keyOf(board)];
        for (const Direction direction : allDirections) {
            Board next = board;
            if (!next.move(direction))
                continue;
            if (out.distance.emplace(keyOf(next), d + 1).second)
                queue.push_back(next);
        }
    }
    // In order of distance: a position's paths are those of its neighbours one move closer.
    for (const Board &board : order) {
        const int d = out.distance[keyOf(board)];
        std::int64_t paths = d == 0 ? 1 : 0;
        for (const Direction direction : allDirections) {
            Board next = board;
            if (next.move(direction) && out.distance[keyOf(next)] == d - 1)
                paths += out.paths[keyOf(next)];
        }
        out.paths[keyOf(board)] = paths;
    }
    return out;
}

} // namespace

class TestSlidingAllOptimal : public QObject
{
    Q_OBJECT

private slots:
    void everyOptimalSolutionOfThe8PuzzleIsFound()
    {
        const ShortestPaths reference = shortestPaths(3, 3);
        QCOMPARE(reference.distance.size(), std::size_t(181440));
        std::vector<Board> boards {boardFromText("8 6 7\n2 5 4\n3 0 1\n"),
                                   boardFromText("6 4 7\n8 5 0\n3 2 1\n"),
                                   boardFromText("1 2 3\n4 5 6\n0 7 8\n")};
        for (std::uint64_t seed = 1; seed <= 12; ++seed)
            boards.push_back(*dealUniform(3, 3, seed));
        for (const Board &board : boards) {
            pw::common::QuietSink sink;
            const OptimalSolutions all = allOptimalSolutions(board, 100000, sink);
            QVERIFY(all.complete);
            QCOMPARE(all.length, reference.distance.at(keyOf(board)));
            QCOMPARE(all.count, reference.paths.at(keyOf(board)));
            QCOMPARE(static_cast<std::int64_t>(all.moves.size()), all.count);
            // Each is a solution of that length, and no two are alike.
            std::set<std::string> distinct;
            for (const std::string &moves : all.moves) {
                Board end = board;
                QCOMPARE(end.applyMoves(moves), -1);
                QVERIFY(end.isGoal());
                QCOMPARE(static_cast<int>(moves.size()), all.length);
                distinct.insert(moves);
            }
            QCOMPARE(static_cast<std::int64_t>(distinct.size()), all.count);
        }
    }

    // The cap keeps the first solutions; the count goes on.
    void theCapKeepsTheFirstAndCountsAll()
    {
        const Board board = boardFromText("8 6 7\n2 5 4\n3 0 1\n");
        pw::common::QuietSink sink;
        const OptimalSolutions all = allOptimalSolutions(board, 100000, sink);
        QVERIFY(all.count > 3);
        const OptimalSolutions first = allOptimalSolutions(board, 3, sink);
        QCOMPARE(first.count, all.count);
        QCOMPARE(first.moves.size(), std::size_t(3));
        for (std::size_t i = 0; i < 3; ++i)
            QCOMPARE(first.moves[i], all.moves[i]);
    }

    void anUnsolvableBoardHasNone()
    {
        pw::common::QuietSink sink;
        const OptimalSolutions none
            = allOptimalSolutions(boardFromText("2 1 3\n4 5 6\n7 8 0\n"), 10, sink);
        QCOMPARE(none.length, -1);
        QCOMPARE(none.count, std::int64_t(0));
    }

    void solutionsAsTiles()
    {
        const Board board = boardFromText("1 2 3\n4 5 6\n0 7 8\n");
        QCOMPARE(tilesSlid(board, "RR"), (std::vector<int> {7, 8}));
    }
};

QTEST_MAIN(TestSlidingAllOptimal)
#include "tst_slidingalloptimal.moc"
