// Tile masks, rotation and the board's shape (neighbours, wrap, limits).
#include "core/noodles/Board.h"
#include "core/noodles/Topology.h"

#include <QtTest>

using namespace pw::noodles;

class TestNoodlesTiles : public QObject
{
    Q_OBJECT
private slots:
    void clockwiseRotationMovesEachBitOneSideOn()
    {
        // Square: N=1 -> E=2 -> S=4 -> W=8 -> N.
        QCOMPARE(rotateMask(1, 1, 4), TileMask(2));
        QCOMPARE(rotateMask(8, 1, 4), TileMask(1));
        QCOMPARE(rotateMask(1 | 2, 1, 4), TileMask(2 | 4));
        // Hex: NW=32 wraps to N=1.
        QCOMPARE(rotateMask(32, 1, 6), TileMask(1));
        QCOMPARE(rotateMask(1 | 8, 1, 6), TileMask(2 | 16));
    }

    void counterClockwiseUndoesClockwise()
    {
        for (int count : {4, 6}) {
            for (int mask = 0; mask < (1 << count); ++mask) {
                for (int steps = -7; steps <= 7; ++steps) {
                    const TileMask turned = rotateMask(TileMask(mask), steps, count);
                    QCOMPARE(rotateMask(turned, -steps, count), TileMask(mask));
                    QCOMPARE(tileDegree(turned), tileDegree(TileMask(mask)));
                }
                QCOMPARE(rotateMask(TileMask(mask), count, count), TileMask(mask));
            }
        }
    }

    void periodCountsDistinctOrientations()
    {
        QCOMPARE(rotationPeriod(1, 4), 4); // end
        QCOMPARE(rotationPeriod(1 | 4, 4), 2); // straight
        QCOMPARE(rotationPeriod(1 | 2, 4), 4); // corner
        QCOMPARE(rotationPeriod(1 | 8, 6), 3); // hex straight
        QCOMPARE(rotationPeriod(1 | 4 | 16, 6), 2); // hex Y
        QCOMPARE(rotationBetween(1, 8, 4), 3);
        QCOMPARE(rotationBetween(1, 3, 4), -1);
    }

    void turnsBetweenGoesTheShortWayRound()
    {
        QCOMPARE(turnsBetween(3, 3, 4), 0); // N+E corner
        QCOMPARE(turnsBetween(3, 6, 4), 1); // one clockwise
        QCOMPARE(turnsBetween(3, 12, 4), 2);
        QCOMPARE(turnsBetween(3, 9, 4), 1); // three clockwise = one anticlockwise
        QCOMPARE(turnsBetween(5, 10, 4), 1); // a straight
        QCOMPARE(turnsBetween(5, 5, 4), 0);
        QCOMPARE(turnsBetween(1, 8, 6), 3); // hex: half way round
        QCOMPARE(turnsBetween(1, 32, 6), 1); // five clockwise = one anticlockwise
        QCOMPARE(turnsBetween(9, 9, 6), 0); // a hex straight (N+S)
        QCOMPARE(turnsBetween(9, 18, 6), 1);
        QCOMPARE(turnsBetween(9, 36, 6), 1); // two clockwise or one anticlockwise (period 3)
        QCOMPARE(turnsBetween(3, 5, 4), -1); // not a rotation
    }

    void boardRotateTurnsOneTile()
    {
        Board board(Topology::make(GridKind::Square, 3, 3, false));
        board.setTile(4, 1);
        board.rotate(4, 1);
        QCOMPARE(board.tile(4), TileMask(2));
        board.rotate(4, -2);
        QCOMPARE(board.tile(4), TileMask(8));
        QCOMPARE(board.tile(0), TileMask(0));
    }

    void squareNeighboursStopAtEdgesUnlessWrapping()
    {
        const Topology flat(GridKind::Square, 4, 3, false);
        QCOMPARE(flat.neighbour(0, 0), -1);
        QCOMPARE(flat.neighbour(0, 3), -1);
        QCOMPARE(flat.neighbour(0, 1), 1);
        QCOMPARE(flat.neighbour(0, 2), 4);
        const Topology torus(GridKind::Square, 4, 3, true);
        QCOMPARE(torus.neighbour(0, 0), torus.index(0, 2));
        QCOMPARE(torus.neighbour(0, 3), torus.index(3, 0));
        QCOMPARE(torus.neighbour(torus.index(3, 2), 1), torus.index(0, 2));
    }

    void hexNeighboursFollowOddQ()
    {
        const Topology flat(GridKind::Hex, 4, 4, false);
        // Even column 0, row 1: NE is column 1 row 0, SE column 1 row 1.
        const int cell = flat.index(0, 1);
        QCOMPARE(flat.neighbour(cell, 1), flat.index(1, 0));
        QCOMPARE(flat.neighbour(cell, 2), flat.index(1, 1));
        QCOMPARE(flat.neighbour(cell, 0), flat.index(0, 0));
        QCOMPARE(flat.neighbour(cell, 4), -1);
        // Odd column 1, row 1 sits lower: NE is column 2 row 1, SE column 2 row 2.
        const int odd = flat.index(1, 1);
        QCOMPARE(flat.neighbour(odd, 1), flat.index(2, 1));
        QCOMPARE(flat.neighbour(odd, 2), flat.index(2, 2));
        QCOMPARE(flat.neighbour(odd, 5), flat.index(0, 1));
    }

    void everySideLeadsBackThroughTheOppositeSide_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<bool>("wrap");
        QTest::newRow("square flat") << 0 << 5 << 4 << false;
        QTest::newRow("square wrap") << 0 << 5 << 4 << true;
        QTest::newRow("square wrap 3x3") << 0 << 3 << 3 << true;
        QTest::newRow("hex flat") << 1 << 5 << 4 << false;
        QTest::newRow("hex wrap") << 1 << 6 << 5 << true;
        QTest::newRow("hex wrap 4x3") << 1 << 4 << 3 << true;
        QTest::newRow("hex wrap 40x40") << 1 << 40 << 40 << true;
    }

    void everySideLeadsBackThroughTheOppositeSide()
    {
        QFETCH(int, kind);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(bool, wrap);
        const Topology topology(static_cast<GridKind>(kind), width, height, wrap);
        for (int cell = 0; cell < topology.cellCount(); ++cell) {
            for (int d = 0; d < topology.directions(); ++d) {
                const int next = topology.neighbour(cell, d);
                if (wrap)
                    QVERIFY(next >= 0);
                if (next >= 0)
                    QCOMPARE(topology.neighbour(next, topology.opposite(d)), cell);
            }
        }
    }

    void sizesOutsideTheLimitsAreRefused()
    {
        QVERIFY(!Topology::validate(GridKind::Square, 2, 40, false));
        QVERIFY(!Topology::validate(GridKind::Hex, 40, 2, true));
        QVERIFY(!Topology::validate(GridKind::Square, 150, 150, true));
        QVERIFY(!Topology::validate(GridKind::Hex, 150, 150, false));
        const auto narrow = Topology::validate(GridKind::Square, 1, 5, false);
        QVERIFY(narrow);
        QCOMPARE(narrow->location, QStringLiteral("field \"width\""));
        const auto tall = Topology::validate(GridKind::Square, 5, maxSide + 1, false);
        QVERIFY(tall);
        QCOMPARE(tall->location, QStringLiteral("field \"height\""));
        const auto odd = Topology::validate(GridKind::Hex, 5, 5, true);
        QVERIFY(odd);
        QVERIFY(odd->reason.contains(QStringLiteral("even")));
        QVERIFY(!Topology::validate(GridKind::Hex, 5, 5, false));
    }
};

QTEST_APPLESS_MAIN(TestNoodlesTiles)
#include "tst_noodlestiles.moc"
