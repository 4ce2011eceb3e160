#include "core/common/HexGrid.h"
#include "core/common/SquareGrid.h"
#include "core/common/UvGrid.h"

#include <QtTest>

using namespace pw::common;

class TestGrids : public QObject
{
    Q_OBJECT
private slots:
    void squareNeighboursStopAtEdges()
    {
        const SquareGrid grid(3, 2);
        QCOMPARE(grid.neighbour({0, 0}, SquareDirection::East), (SquareCell {1, 0}));
        QCOMPARE(grid.neighbour({0, 0}, SquareDirection::South), (SquareCell {0, 1}));
        QVERIFY(!grid.neighbour({0, 0}, SquareDirection::North));
        QVERIFY(!grid.neighbour({0, 0}, SquareDirection::West));
        QVERIFY(!grid.neighbour({2, 1}, SquareDirection::East));
    }

    void squareNeighboursWrapOnATorus()
    {
        const SquareGrid grid(3, 2, true);
        QCOMPARE(grid.neighbour({0, 0}, SquareDirection::West), (SquareCell {2, 0}));
        QCOMPARE(grid.neighbour({0, 0}, SquareDirection::North), (SquareCell {0, 1}));
        QCOMPARE(grid.neighbour({2, 1}, SquareDirection::East), (SquareCell {0, 1}));
    }

    void squareIndexRoundTrips()
    {
        const SquareGrid grid(7, 5);
        for (int i = 0; i < grid.cellCount(); ++i)
            QCOMPARE(grid.index(grid.cellAt(i)), i);
        QCOMPARE(manhattanDistance({0, 0}, {3, 4}), 7);
        QCOMPARE(opposite(SquareDirection::North), SquareDirection::South);
    }

    void hexOffsetAndAxialRoundTrip()
    {
        for (int col = -5; col <= 5; ++col) {
            for (int row = -5; row <= 5; ++row) {
                const HexOffset cell {col, row};
                QCOMPARE(toOffset(toAxial(cell)), cell);
            }
        }
    }

    void hexNeighboursInOddQLayout()
    {
        const HexGrid grid(4, 4);
        // Even column: the upper diagonal neighbours are one row up.
        QCOMPARE(grid.neighbour({2, 2}, HexDirection::NorthEast), (HexOffset {3, 1}));
        QCOMPARE(grid.neighbour({2, 2}, HexDirection::SouthEast), (HexOffset {3, 2}));
        // Odd columns sit half a hex lower: their lower diagonal neighbours are one row down.
        QCOMPARE(grid.neighbour({1, 1}, HexDirection::NorthEast), (HexOffset {2, 1}));
        QCOMPARE(grid.neighbour({1, 1}, HexDirection::SouthEast), (HexOffset {2, 2}));
        QCOMPARE(grid.neighbour({1, 1}, HexDirection::SouthWest), (HexOffset {0, 2}));
        QCOMPARE(grid.neighbour({1, 1}, HexDirection::North), (HexOffset {1, 0}));
        QVERIFY(!grid.neighbour({0, 0}, HexDirection::NorthWest));
    }

    void hexNeighbourRelationIsSymmetric()
    {
        for (bool wrap : {false, true}) {
            const HexGrid grid(6, 5, wrap);
            for (int i = 0; i < grid.cellCount(); ++i) {
                const HexOffset cell = grid.cellAt(i);
                for (int d = 0; d < hexDirectionCount; ++d) {
                    const auto dir = static_cast<HexDirection>(d);
                    const auto next = grid.neighbour(cell, dir);
                    if (!next)
                        continue;
                    QVERIFY(grid.contains(*next));
                    QCOMPARE(grid.neighbour(*next, opposite(dir)), cell);
                }
            }
        }
    }

    void hexDistanceCountsSteps()
    {
        QCOMPARE(hexDistance({0, 0}, {0, 0}), 0);
        for (int d = 0; d < hexDirectionCount; ++d)
            QCOMPARE(hexDistance({0, 0}, hexStep(static_cast<HexDirection>(d))), 1);
        QCOMPARE(hexDistance({0, 0}, {2, -1}), 2);
        QCOMPARE(hexDistance({-2, 0}, {1, 2}), 5);
    }

    void hexPixelRoundTrip()
    {
        for (int q = -6; q <= 6; ++q) {
            for (int r = -6; r <= 6; ++r) {
                const PointF centre = hexToPixel({q, r}, 17.0);
                QCOMPARE(pixelToHex(centre, 17.0), (HexAxial {q, r}));
                // A point well inside the hex still belongs to it.
                QCOMPARE(pixelToHex({centre.x + 6.0, centre.y - 5.0}, 17.0), (HexAxial {q, r}));
            }
        }
    }

    void uvNeighboursFollowSeed002()
    {
        QCOMPARE(uvNeighbour({0, 0}, 0), (UvCell {1, 1}));
        QCOMPARE(uvNeighbour({0, 0}, 1), (UvCell {1, 0}));
        QCOMPARE(uvNeighbour({0, 0}, 2), (UvCell {0, -1}));
        QCOMPARE(uvNeighbour({0, 0}, 3), (UvCell {-1, -1}));
        QCOMPARE(uvNeighbour({0, 0}, 4), (UvCell {-1, 0}));
        QCOMPARE(uvNeighbour({0, 0}, 5), (UvCell {0, 1}));
        for (int side = 0; side < 6; ++side)
            QCOMPARE(uvNeighbour(uvNeighbour({2, -1}, side), side + 3), (UvCell {2, -1}));
    }

    void uvDistanceCountsRings()
    {
        QCOMPARE(uvDistanceFromCentre({0, 0}), 0);
        int ringCounts[4] = {};
        for (int u = -3; u <= 3; ++u)
            for (int v = -3; v <= 3; ++v)
                if (uvDistanceFromCentre({u, v}) <= 3)
                    ++ringCounts[uvDistanceFromCentre({u, v})];
        QCOMPARE(ringCounts[1], 6);
        QCOMPARE(ringCounts[2], 12);
        QCOMPARE(ringCounts[3], 18);
        QCOMPARE(uvDistance({1, 1}, {-1, -1}), 2);
    }

    void uvToXyPlacesNeighboursAroundTheCentre()
    {
        const double side = 10.0;
        // The top neighbour is straight up, one hex height away.
        const PointF top = uvToXy({1, 1}, side);
        QVERIFY(qAbs(top.x) < 1e-9);
        QVERIFY(qAbs(top.y + std::sqrt(3.0) * side) < 1e-9);
        const PointF upperRight = uvToXy({1, 0}, side);
        QVERIFY(upperRight.x > 0 && upperRight.y < 0);
        for (int u = -4; u <= 4; ++u)
            for (int v = -4; v <= 4; ++v)
                QCOMPARE(xyToUv(uvToXy({u, v}, side), side), (UvCell {u, v}));
    }
};

QTEST_APPLESS_MAIN(TestGrids)
#include "tst_grids.moc"
