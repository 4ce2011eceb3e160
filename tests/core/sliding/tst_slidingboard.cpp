#include "core/sliding/Board.h"
#include "core/sliding/GoalConvention.h"

#include <QTest>

using namespace pw::sliding;

class TestSlidingBoard : public QObject
{
    Q_OBJECT
private slots:
    void goalHasTilesInOrderAndBlankLast()
    {
        const Board goal = Board::goal(3, 4);
        QCOMPARE(goal.rows(), 3);
        QCOMPARE(goal.cols(), 4);
        for (int i = 0; i < 11; ++i)
            QCOMPARE(int(goal.at(i)), i + 1);
        QCOMPARE(int(goal.at(11)), 0);
        QCOMPARE(goal.blankIndex(), 11);
        QVERIFY(goal.isGoal());
        QCOMPARE(goal.misplacedTiles(), 0);
        QCOMPARE(goal.manhattanDistance(), 0);
    }

    void sizesOutsideTwoToTenAreRefused()
    {
        QVERIFY(!Board::isValidSize(1, 3));
        QVERIFY(!Board::isValidSize(3, 11));
        QVERIFY(Board::isValidSize(2, 10));
        QVERIFY(!Board::fromTiles(1, 2, {1, 0}));
        std::vector<int> big(121);
        for (int i = 0; i < 121; ++i)
            big[static_cast<std::size_t>(i)] = i;
        QVERIFY(!Board::fromTiles(11, 11, big));
    }

    void fromTilesRejectsBadPermutations()
    {
        QVERIFY(!Board::fromTiles(2, 2, {1, 2, 3}));
        QVERIFY(!Board::fromTiles(2, 2, {1, 1, 2, 0}));
        QVERIFY(!Board::fromTiles(2, 2, {1, 2, 4, 0}));
        QVERIFY(Board::fromTiles(2, 2, {3, 1, 2, 0}));
    }

    void movesNameTheDirectionTheBlankTravels()
    {
        Board board = Board::goal(3, 3); // blank bottom right
        QVERIFY(!board.canMove(Direction::Down));
        QVERIFY(!board.canMove(Direction::Right));
        QVERIFY(board.move(Direction::Up));
        QCOMPARE(board.blankIndex(), 5);
        QCOMPARE(int(board.at(8)), 6); // tile 6 slid down into the old blank
        QVERIFY(board.move(Direction::Left));
        QCOMPARE(board.blankIndex(), 4);
        QCOMPARE(int(board.at(5)), 5);
        QCOMPARE(board.misplacedTiles(), 2);
        QCOMPARE(board.manhattanDistance(), 2);
        QVERIFY(board.move(Direction::Right));
        QVERIFY(board.move(Direction::Down));
        QVERIFY(board.isGoal());
    }

    void illegalMovesChangeNothing()
    {
        Board board = Board::goal(2, 3);
        const Board before = board;
        QVERIFY(!board.move(Direction::Right));
        QCOMPARE(board, before);
        QCOMPARE(board.neighbourIndex(Direction::Down), -1);
    }

    void applyMovesReportsTheFirstBadLetter()
    {
        Board board = Board::goal(3, 3);
        QCOMPARE(board.applyMoves("ULDR"), -1);
        QCOMPARE(board.applyMoves("UUU"), 2); // the third U leaves the board
        Board other = Board::goal(3, 3);
        QCOMPARE(other.applyMoves("UX"), 1);
    }

    void aBoardForTheBlankFirstGoalIsTurnedHalfwayRound()
    {
        using pw::sliding::GoalConvention;
        // Korf's first instance as published, and as tests/data/sliding/korf100.txt keeps it.
        const auto published
            = Board::fromTiles(4, 4, {14, 13, 15, 7, 11, 12, 9, 5, 6, 0, 2, 1, 4, 8, 10, 3});
        const auto turned
            = Board::fromTiles(4, 4, {13, 6, 8, 12, 15, 14, 0, 10, 11, 7, 4, 5, 9, 1, 3, 2});
        QVERIFY(published && turned);
        QVERIFY(boardForBlankLastGoal(*published, GoalConvention::BlankFirst) == *turned);
        QVERIFY(boardForBlankLastGoal(*published, GoalConvention::BlankLast) == *published);
        // A solution of the turned board, turned back, solves the published one.
        const auto blankFirstGoal = Board::fromTiles(2, 3, {0, 1, 2, 3, 4, 5});
        const auto board = Board::fromTiles(2, 3, {1, 2, 5, 3, 4, 0});
        QVERIFY(blankFirstGoal && board);
        Board solving = boardForBlankLastGoal(*board, GoalConvention::BlankFirst);
        QCOMPARE(solving.applyMoves("DRR"), -1);
        QVERIFY(solving.isGoal());
        const std::string moves = movesForGoal("DRR", GoalConvention::BlankFirst);
        QCOMPARE(moves, std::string("ULL"));
        Board original = *board;
        QCOMPARE(original.applyMoves(moves), -1);
        QVERIFY(original == *blankFirstGoal);
    }

    void movedReturnsACopy()
    {
        const Board goal = Board::goal(4, 4);
        const Board next = goal.moved(Direction::Left);
        QVERIFY(goal.isGoal());
        QCOMPARE(next.blankIndex(), 14);
        QCOMPARE(goal.goalIndexOf(0), 15);
        QCOMPARE(goal.goalIndexOf(5), 4);
    }
};

QTEST_GUILESS_MAIN(TestSlidingBoard)
#include "tst_slidingboard.moc"
