// Coordinates, pins, rotation, the neighbour rule and tiles of seed 002.
#include "core/entanglement/Board.h"
#include "core/entanglement/Line.h"
#include "core/entanglement/Tile.h"

#include <QtTest>

#include <set>

using namespace pw::entanglement;
using pw::common::UvCell;

class TestEntanglementRules : public QObject
{
    Q_OBJECT
private slots:
    void outputsLeadToTheNeighboursOfTheIssue()
    {
        // outputs 0,1 -> (u+1, v+1); 2,3 -> (u+1, v); 4,5 -> (u, v-1); 6,7 -> (u-1, v-1);
        // 8,9 -> (u-1, v); 10,11 -> (u, v+1)
        const UvCell from {2, -1};
        const UvCell expected[6] = {{3, 0}, {3, -1}, {2, -2}, {1, -2}, {1, -1}, {2, 0}};
        for (int pin = 0; pin < pinCount; ++pin)
            QCOMPARE(stepOut(from, pin).cell, expected[pin / 2]);
    }

    void distanceFromCentreIsTheHexDistance()
    {
        QCOMPARE(pw::common::uvDistanceFromCentre({0, 0}), 0);
        QCOMPARE(pw::common::uvDistanceFromCentre({1, 1}), 1);
        QCOMPARE(pw::common::uvDistanceFromCentre({1, -1}), 2);
        QCOMPARE(pw::common::uvDistanceFromCentre({3, 0}), 3);
        QCOMPARE(pw::common::uvDistanceFromCentre({-2, 2}), 4);
    }

    void xyAndUvRoundTripOnTheLargestBoard()
    {
        const Board board(Board::maxRadius);
        for (const UvCell cell : board.playableCells()) {
            const auto point = pw::common::uvToXy(cell, 10.0);
            QCOMPARE(pw::common::xyToUv(point, 10.0), cell);
            // A point well inside the hex maps to it as well.
            QCOMPARE(pw::common::xyToUv({point.x + 4.0, point.y - 3.0}, 10.0), cell);
        }
        // (1, 1) is straight above the centre on screen.
        const auto above = pw::common::uvToXy({1, 1}, 10.0);
        QVERIFY(qAbs(above.x) < 1e-9);
        QVERIFY(above.y < 0);
    }

    void boardOfRadiusRHasThreeRRPlusOneCellsAndWalls()
    {
        for (int radius = Board::minRadius; radius <= Board::maxRadius; ++radius) {
            const Board board(radius);
            QCOMPARE(static_cast<int>(board.playableCells().size()), 3 * radius * (radius + 1));
        }
        const Board standard;
        QCOMPARE(standard.playableCellCount(), 36);
        QVERIFY(standard.isWall({0, 0}));
        QVERIFY(standard.isPlayable({3, 3}));
        QVERIFY(standard.isWall({4, 4}));
        QVERIFY(standard.isWall({2, -2}));
        QCOMPARE(standard.distanceFromWalls({1, 1}), 1);
        QCOMPARE(standard.distanceFromWalls({2, 1}), 2);
        QCOMPARE(standard.distanceFromWalls({3, 0}), 1);
        QCOMPARE(standard.distanceFromWalls({0, 0}), 0);
    }

    void facingPinsFollowTheSeedsRule()
    {
        QCOMPARE(facingPin(0), 7);
        QCOMPARE(facingPin(1), 6);
        QCOMPARE(facingPin(2), 9);
        QCOMPARE(facingPin(3), 8);
        QCOMPARE(facingPin(11), 4);
        for (int pin = 0; pin < pinCount; ++pin) {
            // Facing is an involution onto the opposite side, and stepping out and back returns.
            QCOMPARE(facingPin(facingPin(pin)), pin);
            QCOMPARE(sideOfPin(facingPin(pin)), (sideOfPin(pin) + 3) % 6);
            const UvCell cell {1, 2};
            const LineEnd there = stepOut(cell, pin);
            const LineEnd back = stepOut(there.cell, there.pin);
            QCOMPARE(back.cell, cell);
            QCOMPARE(back.pin, pin);
        }
    }

    void startOfLineIsPinSevenOfTheFirstRingTile()
    {
        const LineEnd start = startOfLine();
        QCOMPARE(start.cell, (UvCell {1, 1}));
        QCOMPARE(start.pin, 7);
        QCOMPARE(stepOut({0, 0}, 0), start);
    }

    void rotationMovesPinsTwoPlacesClockwise()
    {
        QCOMPARE(rotatePin(0, 1), 2);
        QCOMPARE(rotatePin(11, 1), 1);
        QCOMPARE(rotatePin(3, -1), 1);
        QCOMPARE(rotatePin(1, -1), 11);
        QCOMPARE(rotatePin(5, 6), 5);

        std::string why;
        const auto tile = Tile::fromPairs({{0, 1}, {2, 7}, {3, 5}, {4, 6}, {8, 9}, {10, 11}}, &why);
        QVERIFY(tile);
        const Tile turned = tile->rotated(1);
        QCOMPARE(turned.partner(2), 3); // 0-1 became 2-3
        QCOMPARE(turned.partner(4), 9); // 2-7 became 4-9
        QCOMPARE(turned.partner(0), 1); // 10-11 became 0-1
        QVERIFY(tile->rotated(6) == *tile);
        QVERIFY(tile->rotated(-1) == tile->rotated(5));
        QVERIFY(turned.rotated(-1) == *tile);
    }

    void fromPairsRefusesWhatIsNotAPairing()
    {
        std::string why;
        QVERIFY(!Tile::fromPairs({{0, 1}, {2, 3}, {4, 5}, {6, 7}, {8, 9}}, &why));
        QVERIFY(QString::fromStdString(why).contains(QLatin1String("6 pin pairs")));
        QVERIFY(!Tile::fromPairs({{0, 1}, {1, 3}, {4, 5}, {6, 7}, {8, 9}, {10, 11}}, &why));
        QVERIFY(QString::fromStdString(why).contains(QLatin1String("pin 1 is used twice")));
        QVERIFY(!Tile::fromPairs({{0, 12}, {2, 3}, {4, 5}, {6, 7}, {8, 9}, {10, 11}}, &why));
        QVERIFY(QString::fromStdString(why).contains(QLatin1String("0 to 11")));
        QVERIFY(!Tile::fromPairs({{0, 0}, {2, 3}, {4, 5}, {6, 7}, {8, 9}, {10, 11}}, &why));
        QVERIFY(Tile::fromPairs({{11, 0}, {9, 10}, {1, 8}, {2, 7}, {3, 6}, {4, 5}}, &why));
    }

    void thereAre10395PairingsEachIndexedOnce()
    {
        const auto &all = Tile::allPairings();
        QCOMPARE(static_cast<int>(all.size()), Tile::pairingCount);
        std::set<std::vector<PinPair>> distinct;
        for (int i = 0; i < static_cast<int>(all.size()); ++i) {
            QCOMPARE(all[static_cast<std::size_t>(i)].index(), i);
            distinct.insert(all[static_cast<std::size_t>(i)].pairs());
        }
        QCOMPARE(static_cast<int>(distinct.size()), Tile::pairingCount);
    }

    void randomTilesAreValidSeededAndSpreadOverAllPairings()
    {
        pw::common::Random a(99);
        pw::common::Random b(99);
        std::vector<int> counts(Tile::pairingCount, 0);
        const int draws = Tile::pairingCount * 20;
        for (int i = 0; i < draws; ++i) {
            const Tile tile = Tile::random(a);
            QVERIFY(tile == Tile::random(b));
            for (int pin = 0; pin < pinCount; ++pin) {
                QVERIFY(tile.partner(pin) != pin);
                QCOMPARE(tile.partner(tile.partner(pin)), pin);
            }
            ++counts[static_cast<std::size_t>(tile.index())];
        }
        // Uniform draws: with 20 expected per pairing, a chi-square far above its 10394 degrees
        // of freedom (or pairings never drawn in bulk) means a biased generator.
        double chiSquare = 0;
        int never = 0;
        for (const int count : counts) {
            chiSquare += (count - 20.0) * (count - 20.0) / 20.0;
            never += count == 0 ? 1 : 0;
        }
        QVERIFY2(chiSquare < 11000, qPrintable(QString::number(chiSquare)));
        QVERIFY(never < 10);
    }
};

QTEST_APPLESS_MAIN(TestEntanglementRules)
#include "tst_entanglementrules.moc"
