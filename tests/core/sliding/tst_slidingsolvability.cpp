#include "core/sliding/BoardSetup.h"
#include "core/sliding/Scramble.h"
#include "core/sliding/Solvability.h"

#include "core/common/BreadthFirstSearch.h"
#include "core/common/Random.h"

#include <QTest>

#include <algorithm>
#include <numeric>
#include <unordered_set>

using namespace pw::sliding;

namespace {

// Boards as 4-bit cells packed into an integer, for hashing in searches.
std::uint64_t pack(const Board &board)
{
    std::uint64_t key = 0;
    for (int i = board.cellCount() - 1; i >= 0; --i)
        key = (key << 4) | board.at(i);
    return key;
}

Board unpack(std::uint64_t key, int rows, int cols)
{
    std::vector<int> tiles;
    for (int i = 0; i < rows * cols; ++i, key >>= 4)
        tiles.push_back(static_cast<int>(key & 15));
    return *Board::fromTiles(rows, cols, tiles);
}

std::vector<std::uint64_t> neighbours(std::uint64_t key, int rows, int cols)
{
    const Board board = unpack(key, rows, cols);
    std::vector<std::uint64_t> next;
    for (Direction d : allDirections) {
        if (board.canMove(d))
            next.push_back(pack(board.moved(d)));
    }
    return next;
}

// Seed 003's twin-board method: search from the board and from its twin in lock step, one BFS
// level each in turn; whichever reaches the goal first is the solvable one.
bool solvableByTwinMethod(const Board &board)
{
    const int rows = board.rows();
    const int cols = board.cols();
    const std::uint64_t goal = pack(Board::goal(rows, cols));
    struct Frontier
    {
        std::unordered_set<std::uint64_t> seen;
        std::vector<std::uint64_t> level;
    };
    Frontier sides[2];
    const Board starts[2] = {board, twinBoard(board)};
    for (int s = 0; s < 2; ++s) {
        sides[s].level = {pack(starts[s])};
        sides[s].seen.insert(sides[s].level.front());
    }
    for (;;) {
        for (int s = 0; s < 2; ++s) {
            Frontier &side = sides[s];
            if (std::find(side.level.begin(), side.level.end(), goal) != side.level.end())
                return s == 0;
            std::vector<std::uint64_t> next;
            for (std::uint64_t key : side.level) {
                for (std::uint64_t n : neighbours(key, rows, cols)) {
                    if (side.seen.insert(n).second)
                        next.push_back(n);
                }
            }
            side.level.swap(next);
        }
    }
}

std::vector<Board> allBoards(int rows, int cols)
{
    std::vector<int> tiles(static_cast<std::size_t>(rows * cols));
    std::iota(tiles.begin(), tiles.end(), 0);
    std::vector<Board> boards;
    do {
        boards.push_back(*Board::fromTiles(rows, cols, tiles));
    } while (std::next_permutation(tiles.begin(), tiles.end()));
    return boards;
}

} // namespace

class TestSlidingSolvability : public QObject
{
    Q_OBJECT
private slots:
    void parityAgreesWithTwinMethodOnEverySmallBoard_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::newRow("2x2") << 2 << 2;
        QTest::newRow("2x3") << 2 << 3;
        QTest::newRow("3x2") << 3 << 2;
    }

    void parityAgreesWithTwinMethodOnEverySmallBoard()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        int solvable = 0;
        for (const Board &board : allBoards(rows, cols)) {
            const bool byParity = isSolvable(board);
            QCOMPARE(byParity, solvableByTwinMethod(board));
            QCOMPARE(isSolvable(twinBoard(board)), !byParity);
            solvable += byParity;
        }
        QCOMPARE(solvable, static_cast<int>(allBoards(rows, cols).size() / 2));
    }

    // All 362,880 boards of 3 x 3: the goal's component (the half the twin method calls
    // solvable) is found by one breadth-first search; parity must pick exactly it.
    void parityAgreesWithSearchOnEvery3x3Board()
    {
        std::unordered_set<std::uint64_t> reachable;
        pw::common::breadthFirstSearch<std::uint64_t>(
            {pack(Board::goal(3, 3))}, [](std::uint64_t key) { return neighbours(key, 3, 3); },
            [&](std::uint64_t key, int) { reachable.insert(key); });
        QCOMPARE(reachable.size(), std::size_t(181440));
        for (const Board &board : allBoards(3, 3)) {
            const bool byParity = isSolvable(board);
            if (byParity != (reachable.count(pack(board)) == 1))
                QFAIL(qPrintable(
                    QStringLiteral("parity disagrees on board %1").arg(pack(board), 0, 16)));
            if (isSolvable(twinBoard(board)) == byParity)
                QFAIL("a board and its twin must differ");
        }
    }

    void twinMethodMatchesParityOnRandom3x3Boards()
    {
        pw::common::Random random(3);
        std::vector<int> tiles(9);
        std::iota(tiles.begin(), tiles.end(), 0);
        for (int i = 0; i < 12; ++i) {
            random.shuffle(tiles);
            const Board board = *Board::fromTiles(3, 3, tiles);
            QCOMPARE(isSolvable(board), solvableByTwinMethod(board));
        }
    }

    void evenWidthsUseTheBlanksRow()
    {
        // Same tiles in the same order; moving the blank down a row on a 4-wide board changes
        // the inversion parity, so solvability must account for the blank's row.
        const Board goal = Board::goal(4, 4);
        QVERIFY(isSolvable(goal));
        QVERIFY(isSolvable(goal.moved(Direction::Up)));
        QVERIFY(isSolvable(goal.moved(Direction::Up).moved(Direction::Up)));
        // The famous 14-15 swap (Sam Loyd) is unsolvable.
        auto loyd = Board::fromTiles(4, 4, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0});
        QVERIFY(!isSolvable(*loyd));
        QCOMPARE(inversionCount(*loyd), 1LL);
    }

    void scrambledBoardsOfEverySizeAreSolvable()
    {
        for (int rows = 2; rows <= 10; ++rows) {
            for (int cols = 2; cols <= 10; ++cols) {
                auto board = scrambleBoard(rows, cols, std::uint64_t(rows * 100 + cols));
                QVERIFY(board);
                QVERIFY(isSolvable(*board));
                QVERIFY(!isSolvable(twinBoard(*board)));
            }
        }
    }

    // The set-up editor's marks: duplicates and missing numbers, then the parity of a whole board.
    void aSetUpBoardNamesDuplicatesMissingAndParity()
    {
        const int empty = SetupCheck::emptyCell;
        SetupCheck partial = checkSetup(2, 2, {3, 3, empty, 0});
        QCOMPARE(partial.duplicates, std::vector<int>({3}));
        QCOMPARE(partial.missing, std::vector<int>({1, 2}));
        QCOMPARE(partial.clashing, std::vector<bool>({true, true, false, false}));
        QVERIFY(!partial.board);

        const SetupCheck goal = checkSetup(3, 3, {1, 2, 3, 4, 5, 6, 7, 8, 0});
        QVERIFY(goal.board && goal.solvable && goal.duplicates.empty() && goal.missing.empty());
        const SetupCheck swapped = checkSetup(3, 3, {2, 1, 3, 4, 5, 6, 7, 8, 0});
        QVERIFY(swapped.board && !swapped.solvable);
        // A number beyond the board is nothing entered.
        QCOMPARE(checkSetup(2, 2, {1, 2, 9, 0}).missing, std::vector<int>({3}));
    }
};

QTEST_GUILESS_MAIN(TestSlidingSolvability)
#include "tst_slidingsolvability.moc"
