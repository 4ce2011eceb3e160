#include "core/sliding/MinPriorityQueue.h"

#include "core/common/Random.h"

#include <QTest>

#include <algorithm>
#include <set>

using pw::sliding::MinPriorityQueue;

class TestMinPriorityQueue : public QObject
{
    Q_OBJECT
private slots:
    void swimBringsTheSmallestToTheRoot()
    {
        MinPriorityQueue<int> queue;
        for (int v : {9, 8, 7, 6, 5, 4, 3, 2, 1}) {
            queue.push(v);
            QCOMPARE(queue.top(), v); // each new item is the smallest and swims to the top
            QVERIFY(queue.isHeap());
        }
        // The array follows the layout rules: children of i at 2i+1, 2i+2.
        const auto &items = queue.items();
        for (std::size_t i = 0; 2 * i + 1 < items.size(); ++i) {
            QVERIFY(items[i] <= items[2 * i + 1]);
            if (2 * i + 2 < items.size())
                QVERIFY(items[i] <= items[2 * i + 2]);
        }
    }

    void swimStopsBelowASmallerParent()
    {
        MinPriorityQueue<int> queue;
        for (int v : {1, 5, 3})
            queue.push(v);
        queue.push(4); // child of 5 at index 1: swaps once, stops under 1
        QCOMPARE(queue.items(), (std::vector<int> {1, 4, 3, 5}));
    }

    void sinkRestoresOrderAfterPop()
    {
        MinPriorityQueue<int> queue;
        for (int v : {1, 2, 3, 4, 5, 6, 7})
            queue.push(v);
        QCOMPARE(queue.pop(), 1);
        // 7 moved to the root and sank along the smaller children: 2 then 4.
        QCOMPARE(queue.items(), (std::vector<int> {2, 4, 3, 7, 5, 6}));
        QVERIFY(queue.isHeap());
    }

    void popsInAscendingOrderAgainstSorting()
    {
        pw::common::Random random(2024);
        for (int round = 0; round < 20; ++round) {
            MinPriorityQueue<int> queue;
            std::vector<int> values;
            const int count = static_cast<int>(random.between(0, 300));
            for (int i = 0; i < count; ++i) {
                const int v = static_cast<int>(random.between(-50, 50)); // duplicates on purpose
                values.push_back(v);
                queue.push(v);
            }
            QVERIFY(queue.isHeap());
            std::sort(values.begin(), values.end());
            for (int v : values) {
                QCOMPARE(queue.top(), v);
                QCOMPARE(queue.pop(), v);
                QVERIFY(queue.isHeap());
            }
            QVERIFY(queue.empty());
        }
    }

    void interleavedPushAndPopKeepTheMinimum()
    {
        pw::common::Random random(7);
        MinPriorityQueue<int> queue;
        std::multiset<int> reference;
        for (int step = 0; step < 5000; ++step) {
            if (reference.empty() || random.chance(0.6)) {
                const int v = static_cast<int>(random.below(1000));
                queue.push(v);
                reference.insert(v);
            } else {
                QCOMPARE(queue.pop(), *reference.begin());
                reference.erase(reference.begin());
            }
            QCOMPARE(queue.size(), reference.size());
        }
    }

    void customOrderIsRespected()
    {
        struct Entry
        {
            int f;
            int h;
        };
        auto less
            = [](const Entry &a, const Entry &b) { return a.f != b.f ? a.f < b.f : a.h < b.h; };
        MinPriorityQueue<Entry, decltype(less)> queue(less);
        queue.push({10, 3});
        queue.push({8, 6});
        queue.push({8, 2});
        queue.push({12, 0});
        QCOMPARE(queue.pop().h, 2);
        QCOMPARE(queue.pop().h, 6);
        QCOMPARE(queue.pop().f, 10);
        QCOMPARE(queue.pop().f, 12);
    }
};

QTEST_GUILESS_MAIN(TestMinPriorityQueue)
#include "tst_minpriorityqueue.moc"
