#include "core/sliding/Scramble.h"
#include "core/sliding/Solvability.h"

#include <QTest>

#include <array>
#include <cmath>
#include <utility>

using namespace pw::sliding;

class TestSlidingScramble : public QObject
{
    Q_OBJECT
private slots:
    void sameSeedGivesSameBoard()
    {
        const auto a = scrambleBoard(4, 5, 12345);
        const auto b = scrambleBoard(4, 5, 12345);
        QVERIFY(a && b);
        QCOMPARE(*a, *b);
        const auto c = scrambleBoard(4, 5, 12346);
        QVERIFY(c);
        QVERIFY(!(*a == *c));
    }

    void reachesTheWantedFractionOutOfPlace_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<double>("fraction");
        QTest::newRow("2x2 all") << 2 << 2 << 1.0;
        QTest::newRow("3x3 default") << 3 << 3 << defaultOutOfPlace;
        QTest::newRow("4x4 half") << 4 << 4 << 0.5;
        QTest::newRow("2x10 all") << 2 << 10 << 1.0;
        QTest::newRow("10x10 default") << 10 << 10 << defaultOutOfPlace;
        QTest::newRow("10x10 all") << 10 << 10 << 1.0;
    }

    void reachesTheWantedFractionOutOfPlace()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(double, fraction);
        for (std::uint64_t seed = 0; seed < 10; ++seed) {
            const auto board = scrambleBoard(rows, cols, seed, fraction);
            QVERIFY(board);
            const int tiles = rows * cols - 1;
            QVERIFY(board->misplacedTiles()
                    >= static_cast<int>(std::ceil(fraction * tiles - 1e-9)));
        }
    }

    void zeroFractionLeavesTheGoal()
    {
        const auto board = scrambleBoard(3, 3, 1, 0.0);
        QVERIFY(board);
        QVERIFY(board->isGoal());
    }

    void uniformDealsAreSolvableRepeatableAndNeverTheGoal()
    {
        for (const auto &[rows, cols] : {std::pair {2, 2}, {3, 3}, {4, 4}, {3, 5}, {2, 10}}) {
            for (std::uint64_t seed = 0; seed < 200; ++seed) {
                const auto board = dealUniform(rows, cols, seed);
                QVERIFY(board);
                QCOMPARE(board->rows(), rows);
                QCOMPARE(board->cols(), cols);
                QVERIFY(isSolvable(*board));
                QVERIFY(!board->isGoal());
                QCOMPARE(*dealUniform(rows, cols, seed), *board);
            }
        }
        QVERIFY(*dealUniform(4, 4, 1) != *dealUniform(4, 4, 2));
        QVERIFY(!dealUniform(1, 4, 1));
        QVERIFY(!dealUniform(4, 11, 1));
    }

    // Where tile 1 lands over 3200 4 x 4 deals: each of the 16 cells equally often, by Pearson's
    // chi-square with 15 degrees of freedom (37.7 is its 0.1 % point). The walk, which starts at
    // the goal, fails this by far: tile 1 stays near the top-left corner.
    void uniformDealsPutTileOneAnywhereAlike()
    {
        const auto chiSquare = [](auto deal) {
            std::array<int, 16> counts {};
            const int deals = 3200;
            for (int seed = 0; seed < deals; ++seed) {
                const Board board = deal(static_cast<std::uint64_t>(seed));
                for (int cell = 0; cell < 16; ++cell) {
                    if (board.at(cell) == 1)
                        ++counts[static_cast<std::size_t>(cell)];
                }
            }
            const double expected = deals / 16.0;
            double sum = 0;
            for (const int count : counts)
                sum += (count - expected) * (count - expected) / expected;
            return sum;
        };
        const double uniform
            = chiSquare([](std::uint64_t seed) { return *dealUniform(4, 4, seed); });
        QVERIFY2(uniform < 37.7, qPrintable(QString::number(uniform)));
        const double walk
            = chiSquare([](std::uint64_t seed) { return *scrambleBoard(4, 4, seed); });
        QVERIFY2(walk > 37.7, qPrintable(QString::number(walk)));
    }

    void badArgumentsAreRefused()
    {
        QVERIFY(!scrambleBoard(1, 3, 1));
        QVERIFY(!scrambleBoard(3, 11, 1));
        QVERIFY(!scrambleBoard(3, 3, 1, 1.5));
        QVERIFY(!scrambleBoard(3, 3, 1, -0.1));
        QVERIFY(!scrambleBoard(3, 3, 1, std::nan("")));
        QVERIFY(scrambleBoard(3, 11, 1).error().reason.contains(QStringLiteral("3 x 11")));
    }
};

QTEST_GUILESS_MAIN(TestSlidingScramble)
#include "tst_slidingscramble.moc"
