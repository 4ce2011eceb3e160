#include "core/common/Random.h"

#include <QtTest>

#include <algorithm>
#include <numeric>

using pw::common::Random;

class TestRandom : public QObject
{
    Q_OBJECT
private slots:
    void sameSeedGivesSameSequence()
    {
        Random a(42);
        Random b(42);
        for (int i = 0; i < 100; ++i)
            QCOMPARE(a.below(1000), b.below(1000));
    }

    void sequenceIsPinnedAcrossPlatforms()
    {
        // mt19937_64 is fully specified by the standard: its 10000th output from the default seed
        // is 9981545732273789042. Our mapping on top must stay fixed too, so puzzles made from a
        // seed are the same everywhere; these values pin it.
        std::mt19937_64 reference;
        reference.discard(9999);
        QCOMPARE(reference(), 9981545732273789042ULL);

        Random random(2024);
        QList<quint64> draws;
        for (int i = 0; i < 5; ++i)
            draws << random.below(100);
        QCOMPARE(draws, (QList<quint64> {74, 69, 81, 14, 12}));
    }

    void belowStaysInRangeAndCoversIt()
    {
        Random random(7);
        std::vector<int> seen(6, 0);
        for (int i = 0; i < 6000; ++i) {
            const auto value = random.below(6);
            QVERIFY(value < 6);
            ++seen[value];
        }
        for (int count : seen)
            QVERIFY2(count > 800 && count < 1200, "each face of a die about 1000 times in 6000");
        QCOMPARE(random.below(1), 0ULL);
        QCOMPARE(random.below(0), 0ULL);
    }

    void betweenIsInclusive()
    {
        Random random(9);
        bool sawLow = false;
        bool sawHigh = false;
        for (int i = 0; i < 1000; ++i) {
            const auto value = random.between(-2, 2);
            QVERIFY(value >= -2 && value <= 2);
            sawLow |= value == -2;
            sawHigh |= value == 2;
        }
        QVERIFY(sawLow && sawHigh);
    }

    void unitIsInHalfOpenInterval()
    {
        Random random(11);
        for (int i = 0; i < 1000; ++i) {
            const double x = random.unit();
            QVERIFY(x >= 0.0 && x < 1.0);
        }
    }

    void shuffleIsAPermutationAndDeterministic()
    {
        std::vector<int> a(50);
        std::iota(a.begin(), a.end(), 0);
        std::vector<int> b = a;
        Random r1(5);
        Random r2(5);
        r1.shuffle(a);
        r2.shuffle(b);
        QCOMPARE(a, b);
        std::vector<int> sorted = a;
        std::sort(sorted.begin(), sorted.end());
        for (int i = 0; i < 50; ++i)
            QCOMPARE(sorted[i], i);
        QVERIFY(!std::is_sorted(a.begin(), a.end()));
    }
};

QTEST_APPLESS_MAIN(TestRandom)
#include "tst_random.moc"
