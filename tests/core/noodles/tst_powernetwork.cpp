// Seed 000's powered set: BFS from the source over mutual connections, cached and updated after
// each rotation.
#include "core/common/Random.h"
#include "core/noodles/Generator.h"
#include "core/noodles/PowerNetwork.h"

#include <QtTest>

using namespace pw::noodles;

namespace {

constexpr TileMask N = 1, E = 2, S = 4, W = 8;

// 3 x 1: source in the middle, pointing both ways.
Board row3(TileMask left, TileMask middle, TileMask right)
{
    Board board(Topology::make(GridKind::Square, 3, 2, false));
    board.setTile(0, left);
    board.setTile(1, middle);
    board.setTile(2, right);
    board.setTile(3, N);
    board.setTile(4, N);
    board.setTile(5, N);
    board.setSource(1);
    return board;
}

} // namespace

class TestPowerNetwork : public QObject
{
    Q_OBJECT
private slots:
    void onlyMutualConnectionsCarryPower()
    {
        // The left piece points at the source but the source does not point back.
        const Board board = row3(E, E, W);
        const PowerNetwork network(board);
        QVERIFY(network.isPowered(1));
        QVERIFY(network.isPowered(2));
        QVERIFY(!network.isPowered(0));
        QCOMPARE(network.level(1), 0);
        QCOMPARE(network.level(2), 1);
        QCOMPARE(network.poweredCount(), 2);
    }

    void aClosedLoopIsFoundAndATreeHasNone()
    {
        // A 2 x 2 ring (0-1 / 2-3 all joined) with a tail piece hanging off it on a 3 x 2 board.
        Board board(Topology::make(GridKind::Square, 3, 2, false));
        board.setTile(0, E | S);
        board.setTile(1, W | S | E);
        board.setTile(2, W);
        board.setTile(3, N | E);
        board.setTile(4, N | W);
        board.setTile(5, N);
        board.setSource(0);
        PowerNetwork network(board);
        for (const int cell : {0, 1, 3, 4})
            QVERIFY2(network.isOnLoop(cell), qPrintable(QString::number(cell)));
        QVERIFY(!network.isOnLoop(2)); // the tail hangs off the loop, it is not on it
        QVERIFY(!network.isOnLoop(5));
        QCOMPARE(network.loopCellCount(), 4);
        // Turning one corner of the ring away opens it: the loop is gone.
        board.setTile(3, S | E);
        network.tileChanged(board, 3);
        QCOMPARE(network.loopCellCount(), 0);
    }

    void levelsCountStepsFromTheSource()
    {
        // A snake: 0-1-2 on top, 2 down to 5, 5-4-3 below.
        Board board(Topology::make(GridKind::Square, 3, 2, false));
        board.setTile(0, E);
        board.setTile(1, E | W);
        board.setTile(2, W | S);
        board.setTile(5, N | W);
        board.setTile(4, E | W);
        board.setTile(3, E);
        board.setSource(0);
        const PowerNetwork network(board);
        QCOMPARE(network.levels(), (std::vector<int> {0, 1, 2, 5, 4, 3}));
        QCOMPARE(network.levelCount(), 6);
        QVERIFY(network.isSolved());
        QCOMPARE(network.looseEnds(), 0);
    }

    void allPoweredWithLooseEndsIsNotSolved()
    {
        Board board = row3(E, E | W | S, W);
        board.setTile(4, N | E); // points east into a piece that does not point back
        board.setTile(3, N);
        board.setTile(5, N);
        PowerNetwork network(board);
        QCOMPARE(network.poweredCount(), 4);
        QVERIFY(!network.isSolved());
        QVERIFY(network.looseEnds() > 0);
    }

    void wrapConnectsAcrossTheSeam()
    {
        Board board(Topology::make(GridKind::Square, 3, 3, true));
        board.setTile(0, W);
        board.setTile(2, E);
        board.setSource(0);
        const PowerNetwork network(board);
        QVERIFY(network.isPowered(2));
        Board flat(Topology::make(GridKind::Square, 3, 3, false));
        flat.setTile(0, W);
        flat.setTile(2, E);
        QVERIFY(!PowerNetwork(flat).isPowered(2));
    }

    void incrementalUpdateMatchesAFullSearch_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("wrap");
        QTest::newRow("square") << 0 << false;
        QTest::newRow("square wrap") << 0 << true;
        QTest::newRow("hex") << 1 << false;
        QTest::newRow("hex wrap") << 1 << true;
    }

    void incrementalUpdateMatchesAFullSearch()
    {
        QFETCH(int, kind);
        QFETCH(bool, wrap);
        auto board = generate({static_cast<GridKind>(kind), 8, 6, wrap, false, 7});
        QVERIFY(board);
        PowerNetwork incremental(*board);
        pw::common::Random random(99);
        for (int i = 0; i < 500; ++i) {
            const int cell
                = static_cast<int>(random.below(static_cast<std::uint64_t>(board->cellCount())));
            board->rotate(cell, random.chance(0.5) ? 1 : -1);
            incremental.tileChanged(*board, cell);
            const PowerNetwork fresh(*board);
            QCOMPARE(incremental.levels(), fresh.levels());
            QCOMPARE(incremental.looseEnds(), fresh.looseEnds());
            QCOMPARE(incremental.isSolved(), fresh.isSolved());
            for (int c = 0; c < board->cellCount(); ++c)
                QCOMPARE(incremental.isOnLoop(c), fresh.isOnLoop(c));
        }
    }
};

QTEST_APPLESS_MAIN(TestPowerNetwork)
#include "tst_powernetwork.moc"
