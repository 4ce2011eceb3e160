#include "core/sliding/Scramble.h"

#include <QTest>

#include <cmath>

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
