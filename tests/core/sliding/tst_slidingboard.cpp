#include "core/sliding/Board.h"

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
