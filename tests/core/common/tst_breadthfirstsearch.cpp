#include "core/common/BreadthFirstSearch.h"
#include "core/common/HexGrid.h"
#include "core/common/SquareGrid.h"

#include <QtTest>

#include <map>

using namespace pw::common;

namespace {

struct CellHash
{
    std::size_t operator()(const SquareCell &c) const
    {
        return std::hash<int>()(c.col * 1000 + c.row);
    }
};

std::vector<SquareCell> neighbours(const SquareGrid &grid, SquareCell cell)
{
    std::vector<SquareCell> out;
    for (int d = 0; d < squareDirectionCount; ++d)
        if (auto n = grid.neighbour(cell, static_cast<SquareDirection>(d)))
            out.push_back(*n);
    return out;
}

} // namespace

class TestBreadthFirstSearch : public QObject
{
    Q_OBJECT
private slots:
    void levelsOnASquareGridAreManhattanDistances()
    {
        const SquareGrid grid(5, 4);
        std::vector<SquareCell> visited;
        std::map<int, int> levelOf;
        breadthFirstSearch<SquareCell, CellHash>(
            {{0, 0}}, [&](const SquareCell &cell) { return neighbours(grid, cell); },
            [&](const SquareCell &cell, int level) {
                visited.push_back(cell);
                levelOf[grid.index(cell)] = level;
            });
        QCOMPARE(int(visited.size()), grid.cellCount());
        for (int i = 0; i < grid.cellCount(); ++i)
            QCOMPARE(levelOf[i], manhattanDistance({0, 0}, grid.cellAt(i)));
    }

    void levelLimitStopsEarly()
    {
        const SquareGrid grid(9, 9);
        int count = 0;
        int maxLevel = -1;
        const int levels = breadthFirstSearch<SquareCell, CellHash>(
            {{4, 4}}, [&](const SquareCell &cell) { return neighbours(grid, cell); },
            [&](const SquareCell &, int level) {
                ++count;
                maxLevel = std::max(maxLevel, level);
            },
            2);
        QCOMPARE(levels, 2);
        QCOMPARE(maxLevel, 1);
        QCOMPARE(count, 5); // the start and its four neighbours
    }

    void hexLevelsAreHexDistances()
    {
        const HexGrid grid(7, 7);
        const HexOffset start {3, 3};
        std::map<int, int> levelOf;
        breadthFirstSearchIndexed(
            grid.cellCount(), {grid.index(start)},
            [&](int node, auto &&reach) {
                for (int d = 0; d < hexDirectionCount; ++d)
                    if (auto n = grid.neighbour(grid.cellAt(node), static_cast<HexDirection>(d)))
                        reach(grid.index(*n));
            },
            [&](int node, int level) { levelOf[node] = level; });
        QCOMPARE(int(levelOf.size()), grid.cellCount());
        for (auto [node, level] : levelOf)
            QCOMPARE(level, hexDistance(toAxial(start), toAxial(grid.cellAt(node))));
    }

    void arbitraryGraphWithSeveralStartsAndUnreachableNodes()
    {
        // 0-1-2, 3-4, 5 alone; starts {0, 4}
        const std::map<int, std::vector<int>> edges {{0, {1}}, {1, {0, 2}}, {2, {1}},
                                                     {3, {4}}, {4, {3}},    {5, {}}};
        std::map<int, int> levelOf;
        breadthFirstSearch<int>(
            {0, 4}, [&](int n) { return edges.at(n); },
            [&](int n, int level) { levelOf[n] = level; });
        const std::map<int, int> expected {{0, 0}, {4, 0}, {1, 1}, {3, 1}, {2, 2}};
        QCOMPARE(levelOf, expected);
    }

    void duplicateStartsAreVisitedOnce()
    {
        int visits = 0;
        breadthFirstSearch<int>(
            {7, 7}, [](int) { return std::vector<int> {}; }, [&](int, int) { ++visits; });
        QCOMPARE(visits, 1);
    }
};

QTEST_APPLESS_MAIN(TestBreadthFirstSearch)
#include "tst_breadthfirstsearch.moc"
