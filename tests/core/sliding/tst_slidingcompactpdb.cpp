// The compact (4-bit, densely ranked) pattern databases: the same code that builds the 7-8 tables
// of the 15-puzzle, run here on small partitions so the suite takes seconds, not minutes.
#include "SlidingTestData.h"

#include "core/common/AtomicFileWriter.h"
#include "core/common/Random.h"
#include "core/sliding/CellSetLayout.h"
#include "core/sliding/CompactPatternDatabase.h"
#include "core/sliding/CompactPdbHeuristic.h"
#include "core/sliding/PatternSpaceSearch.h"
#include "core/sliding/Solvability.h"
#include "core/sliding/Solvers.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <bit>
#include <cerrno>
#include <deque>
#include <map>
#include <numeric>
#include <set>

using namespace pw::sliding;

namespace {

// 4-4-4-3 on the 15-puzzle: a weak but real additive partition whose tables build in a blink.
PatternPartition small4x4()
{
    return {4, {{1, 2, 5, 6}, {3, 4, 7, 8}, {9, 10, 13, 14}, {11, 12, 15}}};
}

PatternPartition split3x3()
{
    return {3, {{1, 2, 3, 4}, {5, 6, 7, 8}}};
}

class CancelOnFirstProgress : public pw::common::SolverSink
{
public:
    bool isCancelled() const override { return m_cancelled; }
    void reportProgress(const pw::common::Progress &) override { m_cancelled = true; }

private:
    bool m_cancelled = false;
};

std::unique_ptr<CompactPatternDatabase> buildTables(const PatternPartition &partition,
                                                    int threads = 1)
{
    pw::common::QuietSink sink;
    return CompactPatternDatabase::build(partition, sink, threads);
}

Board transposed(const Board &board)
{
    const int n = board.rows();
    std::vector<int> tiles(static_cast<std::size_t>(n * n));
    auto transpose = [n](int cell) { return (cell % n) * n + cell / n; };
    for (int cell = 0; cell < n * n; ++cell) {
        const int t = board.at(cell);
        tiles[static_cast<std::size_t>(transpose(cell))] = t == 0 ? 0 : transpose(t - 1) + 1;
    }
    return *Board::fromTiles(n, n, tiles);
}

// An independent reference for one pattern: 0-1 breadth-first search over (cells of the
// pattern tiles, cell of the blank), where the blank trades places with other tiles for free
// and with a pattern tile for one move: the distance of every state; referenceDistances() takes
// the least over the blank's cells, the distance of every placement.
// The pattern tiles' cells and the blank's.
using PatternState = std::pair<std::vector<int>, int>;

std::map<PatternState, int> referenceStateDistances(int side, const std::vector<int> &tiles)
{
    const int cells = side * side;
    using Key = PatternState;
    std::map<Key, int> distance;
    std::deque<Key> queue;
    std::vector<int> goal;
    for (int t : tiles)
        goal.push_back(t - 1);
    distance[{goal, cells - 1}] = 0;
    queue.push_back({goal, cells - 1});
    while (!queue.empty()) {
        const Key key = queue.front();
        queue.pop_front();
        const int d = distance[key];
        const int blank = key.second;
        const int neighbours[4]
            = {blank % side > 0 ? blank - 1 : -1, blank % side < side - 1 ? blank + 1 : -1,
               blank >= side ? blank - side : -1, blank + side < cells ? blank + side : -1};
        for (int to : neighbours) {
            if (to < 0)
                continue;
            Key next = key;
            next.second = to;
            int cost = 0;
            for (int &cell : next.first) {
                if (cell == to) {
                    cell = blank;
                    cost = 1;
                }
            }
            auto found = distance.find(next);
            if (found != distance.end() && found->second <= d + cost)
                continue;
            distance[next] = d + cost;
            if (cost == 0)
                queue.push_front(next);
            else
                queue.push_back(next);
        }
    }
    return distance;
}

std::map<std::vector<int>, int> referenceDistances(int side, const std::vector<int> &tiles)
{
    std::map<std::vector<int>, int> best;
    for (const auto &[key, d] : referenceStateDistances(side, tiles)) {
        auto found = best.find(key.first);
        if (found == best.end() || d < found->second)
            best[key.first] = d;
    }
    return best;
}

} // namespace

class TestSlidingCompactPdb : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void rankingNumbersEveryPlacementOnce()
    {
        const PlacementRanking ranking(9, 3);
        QCOMPARE(ranking.count(), std::uint64_t(9 * 8 * 7));
        std::set<std::uint32_t> seen;
        for (int a = 0; a < 9; ++a) {
            for (int b = 0; b < 9; ++b) {
                for (int c = 0; c < 9; ++c) {
                    if (a == b || b == c || a == c)
                        continue;
                    const int cells[3] = {a, b, c};
                    const std::uint32_t rank = ranking.rank([&](int i) { return cells[i]; });
                    QVERIFY(rank < ranking.count());
                    QVERIFY(seen.insert(rank).second);
                    std::uint8_t back[3];
                    ranking.unrank(rank, back);
                    QCOMPARE(int(back[0]), a);
                    QCOMPARE(int(back[1]), b);
                    QCOMPARE(int(back[2]), c);
                }
            }
        }
        QCOMPARE(seen.size(), std::size_t(504));
        // The 8-tile pattern of the 15-puzzle: 16!/8! ranks; spot-check the round trip.
        const PlacementRanking eight(16, 8);
        QCOMPARE(eight.count(), std::uint64_t(518918400));
        pw::common::Random random(5);
        for (int trial = 0; trial < 1000; ++trial) {
            std::vector<int> cells(16);
            std::iota(cells.begin(), cells.end(), 0);
            random.shuffle(cells.begin(), cells.end());
            const std::uint32_t rank
                = eight.rank([&](int i) { return cells[static_cast<std::size_t>(i)]; });
            QVERIFY(rank < eight.count());
            std::uint8_t back[8];
            eight.unrank(rank, back);
            for (int i = 0; i < 8; ++i)
                QCOMPARE(int(back[i]), cells[static_cast<std::size_t>(i)]);
        }
    }

    void movedRanksEqualFreshRanks_data()
    {
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("tiles");
        QTest::newRow("3 tiles on 3 x 3") << 3 << 3;
        QTest::newRow("8 tiles on 4 x 4") << 4 << 8;
        QTest::newRow("6 tiles on 5 x 5") << 5 << 6;
    }

    // The table build ranks a child from its parent's rank (rankAfterMove) instead of ranking
    // it afresh; every move of every tile of random placements must give the same rank.
    void movedRanksEqualFreshRanks()
    {
        QFETCH(int, side);
        QFETCH(int, tiles);
        const int cells = side * side;
        const PlacementRanking ranking(cells, tiles);
        pw::common::Random random(11);
        for (int trial = 0; trial < 2000; ++trial) {
            std::vector<int> cell(static_cast<std::size_t>(cells));
            std::iota(cell.begin(), cell.end(), 0);
            random.shuffle(cell.begin(), cell.end());
            cell.resize(static_cast<std::size_t>(tiles));
            std::uint8_t tileAt[32] = {};
            std::uint32_t occupied = 0;
            for (int i = 0; i < tiles; ++i) {
                tileAt[cell[static_cast<std::size_t>(i)]] = static_cast<std::uint8_t>(i);
                occupied |= std::uint32_t(1) << cell[static_cast<std::size_t>(i)];
            }
            const std::uint32_t rank
                = ranking.rank([&](int i) { return cell[static_cast<std::size_t>(i)]; });
            for (int i = 0; i < tiles; ++i) {
                const int from = cell[static_cast<std::size_t>(i)];
                for (int to : {from - side, from + side, from % side ? from - 1 : -1,
                               from % side < side - 1 ? from + 1 : -1}) {
                    if (to < 0 || to >= cells || (occupied >> to & 1))
                        continue;
                    const std::uint32_t fresh = ranking.rank(
                        [&](int j) { return j == i ? to : cell[static_cast<std::size_t>(j)]; });
                    QCOMPARE(ranking.rankAfterMove(rank, i, from, to, tileAt, occupied), fresh);
                }
            }
        }
    }

    void nthSetBitFindsTheBit()
    {
        pw::common::Random random(3);
        for (int trial = 0; trial < 5000; ++trial) {
            const auto mask = static_cast<std::uint32_t>(random.below(1 << 16))
                | static_cast<std::uint32_t>(random.below(1 << 16)) << 16;
            std::uint32_t left = mask;
            for (std::uint32_t n = 0; left; ++n, left &= left - 1)
                QCOMPARE(nthSetBit(mask, n), std::countr_zero(left));
        }
    }

    void tablesByPlacementMatchAPlainSearch_data()
    {
        QTest::addColumn<int>("side");
        QTest::addColumn<std::vector<int>>("tiles");
        QTest::newRow("1 2 6 on 5 x 5") << 5 << std::vector<int> {1, 2, 6};
        QTest::newRow("corners 1 5 21 on 5 x 5") << 5 << std::vector<int> {1, 5, 21};
        QTest::newRow("2 6 11 on 4 x 4") << 4 << std::vector<int> {2, 6, 11};
        QTest::newRow("corners 1 4 13 on 4 x 4") << 4 << std::vector<int> {1, 4, 13};
        QTest::newRow("1 2 4 5 on 3 x 3") << 3 << std::vector<int> {1, 2, 4, 5};
    }

    // Every entry against the plain search, on one thread and on three.
    void tablesByPlacementMatchAPlainSearch()
    {
        QFETCH(int, side);
        QFETCH(std::vector<int>, tiles);
        const auto reference = referenceDistances(side, tiles);
        const PlacementRanking ranking(side * side, static_cast<int>(tiles.size()));
        QCOMPARE(reference.size(), static_cast<std::size_t>(ranking.count()));
        for (const int threads : {1, 3}) {
            std::vector<std::uint8_t> table;
            const auto outcome = PatternSpaceSearch::run(side, tiles, table, threads,
                                                         [](std::uint64_t, int) { return true; });
            QVERIFY(outcome.complete);
            for (const auto &[cells, distance] : reference) {
                int manhattan = 0;
                for (std::size_t i = 0; i < tiles.size(); ++i) {
                    const int goal = tiles[i] - 1;
                    manhattan += std::abs(cells[i] / side - goal / side)
                        + std::abs(cells[i] % side - goal % side);
                }
                const std::uint32_t rank
                    = ranking.rank([&](int i) { return cells[static_cast<std::size_t>(i)]; });
                const int entry = table[rank >> 1] >> (4 * (rank & 1)) & 0xF;
                QCOMPARE(manhattan + 2 * entry, distance);
            }
        }
    }

    void tablesByStateMatchAPlainSearch_data() { tablesByPlacementMatchAPlainSearch_data(); }

    // A zero-aware table: every state's entry (the placement with the blank on each free cell)
    // against the plain search, on one thread and on three.
    void tablesByStateMatchAPlainSearch()
    {
        QFETCH(int, side);
        QFETCH(std::vector<int>, tiles);
        const auto reference = referenceStateDistances(side, tiles);
        const CellSetLayout layout(side, static_cast<int>(tiles.size()));
        const PlacementRanking ranking(side * side, static_cast<int>(tiles.size()));
        QCOMPARE(reference.size(),
                 static_cast<std::size_t>(ranking.count()) * (side * side - tiles.size()));
        for (const int threads : {1, 3}) {
            std::vector<std::uint8_t> table;
            const auto outcome = PatternSpaceSearch::run(
                side, tiles, table, threads, [](std::uint64_t, int) { return true; }, -1,
                PatternSpaceSearch::TableIndex::State);
            QVERIFY(outcome.complete);
            QCOMPARE(table.size(), static_cast<std::size_t>((layout.states() + 1) / 2));
            for (const auto &[state, distance] : reference) {
                const auto &[cells, blank] = state;
                int manhattan = 0;
                std::uint32_t mask = 0;
                for (std::size_t i = 0; i < tiles.size(); ++i) {
                    const int goal = tiles[i] - 1;
                    manhattan += std::abs(cells[i] / side - goal / side)
                        + std::abs(cells[i] % side - goal % side);
                    mask |= std::uint32_t(1) << cells[i];
                }
                const std::uint32_t index = layout.stateOf(
                    mask, [&](int i) { return cells[static_cast<std::size_t>(i)]; }, blank);
                const int entry = table[index >> 1] >> (4 * (index & 1)) & 0xF;
                QCOMPARE(manhattan + 2 * entry, distance);
            }
        }
    }

    // Every set of cells has its own number, found again from its mask, and its own fields.
    void cellSetsAreNumberedDensely_data()
    {
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("tiles");
        QTest::newRow("6 tiles on 5 x 5") << 5 << 6;
        QTest::newRow("8 tiles on 4 x 4") << 4 << 8;
        QTest::newRow("3 tiles on 3 x 3") << 3 << 3;
    }
    void cellSetsAreNumberedDensely()
    {
        QFETCH(int, side);
        QFETCH(int, tiles);
        const CellSetLayout layout(side, tiles);
        std::uint64_t binomial = 1;
        for (int i = 1; i <= tiles; ++i)
            binomial = binomial * std::uint64_t(side * side - tiles + i) / std::uint64_t(i);
        QCOMPARE(std::uint64_t(layout.sets()), binomial);
        std::vector<bool> taken(layout.fieldsPerOrder(), false);
        for (std::uint32_t s = 0; s < layout.sets(); ++s) {
            QCOMPARE(std::popcount(layout.mask(s)), tiles);
            if (s > 0)
                QVERIFY(layout.mask(s) > layout.mask(s - 1));
            QCOMPARE(layout.setOf(layout.mask(s)), s);
            for (int r = 0; r < layout.regions(s); ++r) {
                const std::uint32_t field = layout.firstField(s) + std::uint32_t(r);
                QVERIFY(!taken[field]);
                taken[field] = true;
                // A set's fields in one word of 2-bit fields.
                QCOMPARE(field / CellSetLayout::fieldsPerWord,
                         layout.firstField(s) / CellSetLayout::fieldsPerWord);
            }
        }
    }

    // The whole 8-puzzle as one pattern: half the placements have the other parity and are
    // never reached; their entries read 15, as they always did, and the search says it is not
    // complete.
    void unreachedPlacementsRead15()
    {
        std::vector<std::uint8_t> table;
        const auto outcome = PatternSpaceSearch::run(3, {1, 2, 3, 4, 5, 6, 7, 8}, table, 2,
                                                     [](std::uint64_t, int) { return true; });
        QVERIFY(!outcome.complete);
        QCOMPARE(outcome.states, std::uint64_t(181440));
        const PlacementRanking ranking(9, 8);
        int unreached = 0;
        for (std::uint32_t rank = 0; rank < ranking.count(); ++rank) {
            std::uint8_t cells[8];
            ranking.unrank(rank, cells);
            std::vector<int> tilesOnCells(9, 0);
            for (int i = 0; i < 8; ++i)
                tilesOnCells[cells[i]] = i + 1;
            const auto board = pw::sliding::Board::fromTiles(3, 3, tilesOnCells);
            QVERIFY(board);
            const int entry = table[rank >> 1] >> (4 * (rank & 1)) & 0xF;
            if (!pw::sliding::isSolvable(*board)) {
                QCOMPARE(entry, 15);
                ++unreached;
            }
        }
        QCOMPARE(unreached, 181440);
    }

    // A 6-tile table of the 15-puzzle, byte for byte as the build made it before children were
    // ranked from their parents and marked in a pipeline (its FNV-1a, printed by bench_sliding
    // pattern-build 2 1 2 5 6 9 10 before that change).
    void tableIsTheSameAsBeforeTheFasterBuild()
    {
        std::vector<std::uint8_t> table;
        const auto outcome = PatternSpaceSearch::run(4, {1, 2, 5, 6, 9, 10}, table, 2,
                                                     [](std::uint64_t, int) { return true; });
        QVERIFY(outcome.complete);
        QCOMPARE(outcome.states, std::uint64_t(11816640));
        std::uint64_t sum = 1469598103934665603ull;
        for (std::uint8_t byte : table)
            sum = (sum ^ byte) * 1099511628211ull;
        QCOMPARE(sum, std::uint64_t(0x30a424f823f2bae7ull));
    }

    void partitionsAreChecked()
    {
        QVERIFY(PatternPartition::fifteen78().problem().isEmpty());
        QVERIFY(PatternPartition::twentyFour6666().problem().isEmpty());
        QCOMPARE(PatternPartition::fifteen78().label(), QStringLiteral("7-8"));
        const PatternPartition overlapping {4, {{1, 2}, {2, 3}}};
        QVERIFY(!overlapping.problem().isEmpty());
        const PatternPartition incomplete {3, {{1, 2, 3}, {4, 5, 6}}}; // 7 and 8 missing
        QVERIFY(!incomplete.problem().isEmpty());
        const PatternPartition tooLarge {4,
                                         {{1, 2, 3, 4, 5, 6, 7, 8, 9}, {10, 11, 12, 13, 14, 15}}};
        QVERIFY(!tooLarge.problem().isEmpty()); // more tiles than a rank holds
    }

    void tablesMatchAPlainSearch()
    {
        const PatternPartition partition = split3x3();
        auto database = buildTables(partition);
        QVERIFY(database);
        const CompactPdbHeuristic heuristic(*database);
        for (int p = 0; p < 2; ++p) {
            const auto &tiles = partition.patterns[static_cast<std::size_t>(p)];
            const auto reference = referenceDistances(3, tiles);
            QCOMPARE(reference.size(), std::size_t(9 * 8 * 7 * 6));
            for (const auto &[cells, distance] : reference) {
                int manhattan = 0;
                for (std::size_t i = 0; i < tiles.size(); ++i) {
                    const int goal = tiles[i] - 1;
                    manhattan
                        += std::abs(cells[i] / 3 - goal / 3) + std::abs(cells[i] % 3 - goal % 3);
                }
                const std::uint32_t rank = database->ranking(p).rank(
                    [&](int i) { return cells[static_cast<std::size_t>(i)]; });
                QCOMPARE(manhattan + 2 * int(database->entry(p, rank)), distance);
            }
        }
    }

    void buildDoesNotDependOnTheNumberOfThreads()
    {
        auto one = buildTables(small4x4(), 1);
        auto two = buildTables(small4x4(), 2);
        QVERIFY(one && two);
        for (int p = 0; p < 4; ++p) {
            QCOMPARE(one->tableBytes(p), two->tableBytes(p));
            QVERIFY(std::equal(one->tableData(p), one->tableData(p) + one->tableBytes(p),
                               two->tableData(p)));
        }
    }

    void heuristicIsIncrementalReflectedAndAdmissible()
    {
        auto database = buildTables(small4x4());
        QVERIFY(database);
        const CompactPdbHeuristic heuristic(*database);
        QCOMPARE(database->evaluate(Board::goal(4, 4).tiles().data()), 0);
        // A random walk: the incremental value always equals a fresh evaluation.
        Board board = Board::goal(4, 4);
        CompactPdbHeuristic::State state = heuristic.init(board.tiles().data());
        pw::common::Random random(17);
        for (int step = 0; step < 500; ++step) {
            const auto d = static_cast<Direction>(random.below(4));
            if (!board.canMove(d))
                continue;
            const int from = board.neighbourIndex(d);
            const int to = board.blankIndex();
            const int tile = board.at(from);
            board = board.moved(d);
            heuristic.update(state, board.tiles().data(), tile, from, to);
            QCOMPARE(CompactPdbHeuristic::value(state), database->evaluate(board.tiles().data()));
        }
        const auto instances = korfInstances();
        const auto lengths = korfOptimalLengths();
        QCOMPARE(instances.size(), std::size_t(100));
        for (std::size_t i = 0; i < instances.size(); ++i) {
            const Board &b = instances[i].board;
            const int h = database->evaluate(b.tiles().data());
            QCOMPARE(h, database->evaluate(transposed(b).tiles().data()));
            QVERIFY(h <= lengths[i]);
            QVERIFY(h >= b.manhattanDistance());
            QCOMPARE((lengths[i] - h) % 2, 0);
        }
    }

    void idaStarWithCompactTablesIsOptimal()
    {
        // 3 x 3: every answer as long as IDA* with linear conflicts finds (both optimal).
        auto nine = buildTables(split3x3());
        QVERIFY(nine);
        pw::common::Random random(3);
        std::vector<int> tiles(9);
        std::iota(tiles.begin(), tiles.end(), 0);
        for (int solved = 0; solved < 100;) {
            random.shuffle(tiles.begin(), tiles.end());
            const Board board = *Board::fromTiles(3, 3, tiles);
            if (!isSolvable(board))
                continue;
            ++solved;
            pw::common::QuietSink sink;
            SolveOptions options;
            options.compactDatabase = nine.get();
            const auto withTables = solveBoard(board, options, sink);
            QVERIFY(withTables && withTables->solved() && withTables->optimal);
            QCOMPARE(withTables->heuristic, HeuristicKind::PatternDatabase);
            QCOMPARE(QString::fromStdString(withTables->tables), QStringLiteral("4-4"));
            options.compactDatabase = nullptr;
            const auto linear = solveBoard(board, options, sink);
            QCOMPARE(withTables->moves.size(), linear->moves.size());
            Board check = board;
            QCOMPARE(check.applyMoves(withTables->moves), -1);
            QVERIFY(check.isGoal());
        }
        // 4 x 4: Korf's published lengths, on the instances these weak tables solve quickly.
        auto sixteen = buildTables(small4x4());
        QVERIFY(sixteen);
        const auto instances = korfInstances();
        const auto lengths = korfOptimalLengths();
        for (int number : {55, 42, 79, 12}) {
            const auto i = static_cast<std::size_t>(number - 1);
            pw::common::QuietSink sink;
            SolveOptions options;
            options.compactDatabase = sixteen.get();
            const auto result = solveBoard(instances[i].board, options, sink);
            QVERIFY(result && result->solved() && result->optimal);
            QCOMPARE(QString::fromStdString(heuristicLabel(result->heuristic, result->tables)),
                     QStringLiteral("pdb-4-4-4-3"));
            QCOMPARE(static_cast<int>(result->moves.size()), lengths[i]);
        }
        // Tables for another size are not used: a 3 x 3 board with the 4 x 4 tables gets linear.
        pw::common::QuietSink sink;
        SolveOptions options;
        options.compactDatabase = sixteen.get();
        const auto other
            = solveBoard(*Board::fromTiles(3, 3, {8, 6, 7, 2, 5, 4, 3, 0, 1}), options, sink);
        QVERIFY(other && other->solved());
        QCOMPARE(other->heuristic, HeuristicKind::LinearConflict);
        QCOMPARE(other->moves.size(), std::size_t(31));
    }

    void regionTablesServeTheDualLookups()
    {
        // Where a pattern's goal cuts the free cells apart, the dual lookups need a table whose
        // goal has the blank in the other region: one for 7-8 (tiles 9-15, the blank in the top
        // two rows), one for 6-6-6-6, one for the 3 x 3 split (tiles 5-8 cut off the last cell).
        using Region = CompactPatternDatabase::RegionTable;
        QCOMPARE(CompactPatternDatabase::regionTablesFor(PatternPartition::fifteen78()),
                 std::vector<Region>({{0, 0}}));
        QCOMPARE(CompactPatternDatabase::regionTablesFor(PatternPartition::twentyFour6666()),
                 std::vector<Region>({{3, 0}}));
        QCOMPARE(CompactPatternDatabase::regionTablesFor(split3x3()),
                 std::vector<Region>({{1, 0}}));
        auto built = buildTables(split3x3());
        QVERIFY(built && built->hasRegionTables());
        // Pattern 1 (tiles 5-8): the usual table for the last cell, the region table for 0-3.
        QCOMPARE(built->tableForBlankGoal(1, 8), built->tableData(1));
        QVERIFY(built->tableForBlankGoal(1, 0)
                && built->tableForBlankGoal(1, 0) != built->tableData(1));
        QCOMPARE(built->tableForBlankGoal(1, 0), built->tableForBlankGoal(1, 3));
        QVERIFY(!built->tableForBlankGoal(1, 4)); // tile 5's goal cell
        // Its entries are distances to a goal with the blank on cell 0: the goal placement is 0.
        const std::uint32_t home = built->ranking(1).rank([](int i) { return 4 + i; });
        const std::uint8_t *region = built->tableForBlankGoal(1, 0);
        QCOMPARE((region[home >> 1] >> ((home & 1) * 4)) & 15, 0);
        // The cache keeps them.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pdb.bin"));
        QVERIFY(!built->writeFile(path));
        auto read = CompactPatternDatabase::readFile(path, split3x3());
        QVERIFY2(read, qPrintable(read ? QString() : read.error().message()));
        QVERIFY((*read)->hasRegionTables());
        const std::uint64_t bytes = built->tableBytes(1);
        QVERIFY(std::equal(region, region + bytes, (*read)->tableForBlankGoal(1, 0)));
    }

    void cacheRoundTripsAndRefusesDamage()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pdb.bin"));
        auto built = buildTables(small4x4());
        QVERIFY(built);
        QVERIFY(!built->writeFile(path));
        auto read = CompactPatternDatabase::readFile(path, small4x4());
        QVERIFY2(read, qPrintable(read ? QString() : read.error().message()));
        QVERIFY((*read)->isMapped());
        for (int p = 0; p < 4; ++p)
            QVERIFY(std::equal(built->tableData(p), built->tableData(p) + built->tableBytes(p),
                               (*read)->tableData(p)));

        // Another partition's file is foreign.
        auto foreign = CompactPatternDatabase::readFile(
            path,
            PatternPartition {4, {{1, 2, 5, 6}, {3, 4, 7, 8}, {9, 10, 13, 15}, {11, 12, 14}}});
        QVERIFY(!foreign);
        QVERIFY2(foreign.error().reason.contains(QStringLiteral("other tiles")),
                 qPrintable(foreign.error().reason));

        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray good = file.readAll();
        file.close();
        auto damaged = [&](const QByteArray &bytes) {
            QFile out(path);
            if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate))
                return QString();
            out.write(bytes);
            out.close();
            auto result = CompactPatternDatabase::readFile(path, small4x4());
            return result ? QString() : result.error().reason;
        };
        QByteArray flipped = good;
        flipped[flipped.size() - 100] = static_cast<char>(flipped[flipped.size() - 100] ^ 0x10);
        QVERIFY(damaged(flipped).contains(QStringLiteral("checksum")));
        QVERIFY(damaged(good.left(good.size() - 1)).contains(QStringLiteral("cut short")));
        QVERIFY(damaged(good.left(10)).contains(QStringLiteral("cut short")));
        QVERIFY(damaged(good + "x").contains(QStringLiteral("trailing")));
        QVERIFY(damaged(QByteArray(good.size(), 'x')).contains(QStringLiteral("not a")));
        QByteArray otherVersion = good;
        otherVersion[11] = 99;
        QVERIFY(damaged(otherVersion).contains(QStringLiteral("version")));

        // A damaged cache is rebuilt (and says so), and the rewritten file is good.
        damaged(flipped);
        pw::common::QuietSink sink;
        QString warning;
        auto rebuilt = CompactPatternDatabase::loadOrBuild(path, small4x4(), sink, &warning, 1);
        QVERIFY(rebuilt);
        QVERIFY2(warning.contains(QStringLiteral("rebuilt")), qPrintable(warning));
        QVERIFY(!(*rebuilt)->isMapped());
        auto again = CompactPatternDatabase::readFile(path, small4x4());
        QVERIFY(again);
        // ...and the next load maps it without a warning.
        warning.clear();
        auto loaded = CompactPatternDatabase::loadOrBuild(path, small4x4(), sink, &warning, 1);
        QVERIFY(loaded && (*loaded)->isMapped() && warning.isEmpty());
    }

    // A cache write that fails at any point (a full cache disk) keeps the cached file as it was
    // and is reported with the path and the reason: loadOrBuild's warning says it.
    void failedCacheWriteKeepsTheOldFileAndSaysWhy_data()
    {
        using Stage = pw::common::AtomicFileWriter::Stage;
        QTest::addColumn<Stage>("stage");
        QTest::newRow("write") << Stage::Write;
        QTest::newRow("flush") << Stage::Flush;
        QTest::newRow("commit") << Stage::Commit;
    }

    void failedCacheWriteKeepsTheOldFileAndSaysWhy()
    {
        using pw::common::AtomicFileWriter;
        QFETCH(AtomicFileWriter::Stage, stage);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pdb.bin"));
        {
            QFile old(path);
            QVERIFY(old.open(QIODevice::WriteOnly));
            old.write("old cache");
        }
        AtomicFileWriter::injectFailure(AtomicFileWriter::InjectedFailure {stage, ENOSPC, {}});
        auto built = buildTables(split3x3());
        const pw::common::Status status = built->writeFile(path);
        AtomicFileWriter::injectFailure(std::nullopt);
        QVERIFY(status.has_value());
        QCOMPARE(status->source, path);
        QVERIFY2(status->reason.contains(qt_error_string(ENOSPC)), qPrintable(status->message()));
        QFile old(path);
        QVERIFY(old.open(QIODevice::ReadOnly));
        QCOMPARE(old.readAll(), QByteArray("old cache"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList {QStringLiteral("pdb.bin")});
    }

    void unwritableCacheIsReportedByLoadOrBuild()
    {
        using pw::common::AtomicFileWriter;
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pdb.bin"));
        AtomicFileWriter::injectFailure(
            AtomicFileWriter::InjectedFailure {AtomicFileWriter::Stage::Flush, ENOSPC, {}});
        pw::common::QuietSink sink;
        QString warning;
        auto tables = CompactPatternDatabase::loadOrBuild(path, split3x3(), sink, &warning, 1);
        AtomicFileWriter::injectFailure(std::nullopt);
        QVERIFY(tables); // the tables serve this run all the same
        QVERIFY2(warning.contains(path) && warning.contains(qt_error_string(ENOSPC)),
                 qPrintable(warning));
        QVERIFY(!QFile::exists(path));
    }

    void cancelledBuildLeavesNothing()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("pdb.bin"));
        CancelOnFirstProgress cancel;
        // The first progress report comes at once, and this sink cancels there.
        auto result = CompactPatternDatabase::loadOrBuild(path, small4x4(), cancel, nullptr, 2);
        QVERIFY(!result);
        QVERIFY(result.error().reason.contains(QStringLiteral("cancelled")));
        QVERIFY(!QFile::exists(path));
    }

    void sharedTablesComeFromTheCacheOnly()
    {
        const PatternPartition partition = small4x4();
        QFile::remove(CompactPatternDatabase::defaultCacheFile(partition));
        QVERIFY(!CompactPatternDatabase::sharedIfCached(partition));
        pw::common::QuietSink sink;
        auto shared = CompactPatternDatabase::shared(partition, sink);
        QVERIFY(shared);
        QVERIFY(QFile::exists(CompactPatternDatabase::defaultCacheFile(partition)));
        QCOMPARE(CompactPatternDatabase::sharedIfCached(partition), *shared);
        // A damaged file is not taken, and the caller learns why.
        // (3-4-4-4: its own file name; the slots are keyed by tiles, not by file name.)
        const PatternPartition other {4,
                                      {{13, 14, 15}, {1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}}};
        const QString otherFile = CompactPatternDatabase::defaultCacheFile(other);
        QFile::remove(otherFile);
        QVERIFY(!buildTables(other)->writeFile(otherFile));
        QFile file(otherFile);
        QVERIFY(file.open(QIODevice::ReadWrite));
        file.seek(file.size() - 1);
        file.write("\x7f");
        file.close();
        QString problem;
        QVERIFY(!CompactPatternDatabase::sharedIfCached(other, &problem));
        QVERIFY2(problem.contains(QStringLiteral("checksum")), qPrintable(problem));
        QFile::remove(otherFile);
        QVERIFY(CompactPatternDatabase::defaultCacheFile(PatternPartition::fifteen78())
                    .endsWith(QStringLiteral("sliding/pdb-4x4-7-8.bin")));
        QFile::remove(CompactPatternDatabase::defaultCacheFile(partition));
    }
};

QTEST_GUILESS_MAIN(TestSlidingCompactPdb)
#include "tst_slidingcompactpdb.moc"
