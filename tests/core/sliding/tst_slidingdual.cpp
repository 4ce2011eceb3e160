// The dual lookups of the compact pattern databases and the bidirectional pathmax (BPMX) that
// IDA* propagates them with: on small partitions whose tables build in seconds, the dual value is
// the lookup of the inverse board, it never overestimates (every 3 x 3 board, every 4 x 4 board
// near the goal), optimal lengths stay as published, and fewer nodes are expanded than with the
// regular and reflected lookups alone. Every test runs twice: over tables by placement and over
// zero-aware tables (PatternPartition::zeroAware).
#include "SlidingTestData.h"

#include "core/common/Random.h"
#include "core/sliding/CompactPatternDatabase.h"
#include "core/sliding/CompactPdbHeuristic.h"
#include "core/sliding/Solvers.h"

#include <QStandardPaths>
#include <QTest>

#include <algorithm>
#include <deque>
#include <numeric>
#include <unordered_map>

using namespace pw::sliding;

namespace {

PatternPartition split3x3()
{
    return {3, {{1, 2, 3, 4}, {5, 6, 7, 8}}};
}

// 4-4-4-3 on the 15-puzzle: weak, but its tables build in a blink.
PatternPartition small4x4()
{
    return {4, {{1, 2, 5, 6}, {3, 4, 7, 8}, {9, 10, 13, 14}, {11, 12, 15}}};
}

// 6-6-3 (the classic partition) in the compact form: strong enough to solve Korf's shorter
// instances in a blink, built in seconds.
PatternPartition compact663()
{
    return {4, {{1, 2, 5, 6, 9, 10}, {3, 4, 7, 8, 11, 12}, {13, 14, 15}}};
}

// The partition's tables, zero-aware or by placement as the test's global row says.
std::unique_ptr<CompactPatternDatabase> buildTables(PatternPartition partition)
{
    QFETCH_GLOBAL(bool, zeroAware);
    partition.zeroAware = zeroAware;
    pw::common::QuietSink sink;
    return CompactPatternDatabase::build(partition, sink, 2);
}

// The inverse permutation as a board: goal cells and objects are numbered alike (tile t is
// object t - 1, the blank the last), and the object on cell c of the board stands on cell ...
// of the inverse where the board has object c.
std::vector<std::uint8_t> inverse(const std::vector<std::uint8_t> &tiles)
{
    const int cells = static_cast<int>(tiles.size());
    std::vector<std::uint8_t> result(tiles.size());
    for (int cell = 0; cell < cells; ++cell) {
        const int object = tiles[static_cast<std::size_t>(cell)] == 0
            ? cells - 1
            : tiles[static_cast<std::size_t>(cell)] - 1;
        result[static_cast<std::size_t>(object)]
            = static_cast<std::uint8_t>(cell == cells - 1 ? 0 : cell + 1);
    }
    return result;
}

std::vector<std::uint8_t> tilesOf(const Board &board)
{
    return {board.tiles().begin(), board.tiles().end()};
}

std::uint64_t key(const std::vector<std::uint8_t> &tiles)
{
    std::uint64_t k = 0;
    for (std::uint8_t t : tiles)
        k = k << 4 | t;
    return k;
}

// Every board within maxDepth moves of the goal (all of them when maxDepth is large), with its
// distance, by breadth-first search.
std::unordered_map<std::uint64_t, int>
distancesFromGoal(int side, int maxDepth, std::vector<std::vector<std::uint8_t>> &boards)
{
    std::unordered_map<std::uint64_t, int> distance;
    const Board goal = Board::goal(side, side);
    std::deque<std::vector<std::uint8_t>> queue {tilesOf(goal)};
    distance[key(queue.front())] = 0;
    while (!queue.empty()) {
        const std::vector<std::uint8_t> tiles = queue.front();
        queue.pop_front();
        boards.push_back(tiles);
        const int d = distance[key(tiles)];
        if (d == maxDepth)
            continue;
        const int blank
            = static_cast<int>(std::find(tiles.begin(), tiles.end(), 0) - tiles.begin());
        const int r = blank / side;
        const int c = blank % side;
        for (const auto &[dr, dc] : {std::pair {-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
            if (r + dr < 0 || r + dr >= side || c + dc < 0 || c + dc >= side)
                continue;
            std::vector<std::uint8_t> next = tiles;
            std::swap(next[static_cast<std::size_t>(blank)],
                      next[static_cast<std::size_t>((r + dr) * side + c + dc)]);
            if (distance.emplace(key(next), d + 1).second)
                queue.push_back(std::move(next));
        }
    }
    return distance;
}

SolveResult solve(const Board &board, const CompactPatternDatabase &tables, bool dual)
{
    pw::common::QuietSink sink;
    SolveOptions options;
    options.algorithm = Algorithm::IdaStar;
    options.heuristic = HeuristicKind::PatternDatabase;
    options.compactDatabase = &tables;
    options.dualLookups = dual;
    return *solveBoard(board, options, sink);
}

} // namespace

class TestSlidingDual : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase_data()
    {
        QTest::addColumn<bool>("zeroAware");
        QTest::newRow("by placement") << false;
        QTest::newRow("zero-aware") << true;
    }

    void initTestCase()
    {
        // 4 x 4 searches load the pattern databases from the cache folder: the tests' own (Qt's
        // test-mode folder), never the tables a user of this machine has built.
        QStandardPaths::setTestModeEnabled(true);
    }

    void dualLookupIsTheInverseBoardsLookup()
    {
        // With the blank on its goal cell the dual board is a board like any other, and the dual
        // and reflected-dual lookups are its regular and reflected lookups.
        auto database = buildTables(small4x4());
        QVERIFY(database);
        const CompactPdbHeuristic heuristic(*database);
        pw::common::Random random(11);
        std::vector<std::uint8_t> tiles(16);
        std::iota(tiles.begin(), tiles.end() - 1, std::uint8_t(1));
        tiles.back() = 0;
        int stronger = 0;
        for (int trial = 0; trial < 2000; ++trial) {
            random.shuffle(tiles.begin(), tiles.end() - 1);
            CompactPdbHeuristic::State board = heuristic.init(tiles.data());
            const int regular = CompactPdbHeuristic::value(board);
            heuristic.refine(board);
            const std::vector<std::uint8_t> dual = inverse(tiles);
            QCOMPARE(inverse(dual), tiles);
            const CompactPdbHeuristic::State other = heuristic.init(dual.data());
            QCOMPARE(board.dual, std::max(other.direct, other.mirror));
            QCOMPARE(board.manhattan, other.manhattan);
            QCOMPARE(CompactPdbHeuristic::value(board),
                     std::max(regular, database->evaluate(dual.data())));
            stronger += CompactPdbHeuristic::value(board) > regular;
        }
        QVERIFY(stronger > 100); // the dual lookup adds something
        // A known board: Korf's instance 55 with its blank slid to the corner (R, R, D).
        Board korf55 = korfInstances()[54].board;
        QCOMPARE(korf55.blankIndex(), 9);
        QCOMPARE(korf55.applyMoves("RRD"), -1);
        QCOMPARE(korf55.blankIndex(), 15);
        CompactPdbHeuristic::State board = heuristic.init(korf55.tiles().data());
        heuristic.refine(board);
        const auto dual = inverse(tilesOf(korf55));
        const CompactPdbHeuristic::State other = heuristic.init(dual.data());
        QCOMPARE(board.dual, std::max(other.direct, other.mirror));
    }

    void movesKeepEveryRankAndDualLookupAFreshBoardWouldGive()
    {
        // IDA* moves a tile by updating its pattern's rank from the rank before (a sideways
        // slide passes no cell, an upward or downward one the cells between); after every move
        // of a long walk the ranks, entries and value equal those of the board read afresh. On
        // 4 x 4 and on 5 x 5 (eight 3-tile patterns), the tile's pattern on the board and on the
        // transposed board moved in every direction. Over zero-aware tables the state also
        // keeps each pattern's dual lookups until a move changes the pattern's place in the dual
        // (or the blank's cell another table): refined after two moves in three, as a search
        // leaves the children it cuts off unrefined, its dual value equals a fresh board's.
        for (const PatternPartition &partition :
             {small4x4(), PatternPartition {5, {{1, 2, 3}, {4, 5, 10}, {6, 7, 8}, {9, 14, 15},
                                               {11, 12, 16}, {13, 18, 19}, {17, 21, 22},
                                               {20, 23, 24}}}}) {
            auto database = buildTables(partition);
            QVERIFY(database);
            const CompactPdbHeuristic heuristic(*database);
            const int side = partition.side;
            Board board = Board::goal(side, side);
            std::vector<std::uint8_t> tiles = tilesOf(board);
            CompactPdbHeuristic::State state = heuristic.init(tiles.data());
            pw::common::Random random(static_cast<std::uint64_t>(side));
            int refined = 0;
            for (int move = 0; move < 3000; ++move) {
                const int blank = board.blankIndex();
                if (!board.move(static_cast<Direction>(random.below(4))))
                    continue; // off the board
                const int from = board.blankIndex();
                const int tile = board.at(blank);
                heuristic.update(state, nullptr, tile, from, blank);
                tiles = tilesOf(board);
                const CompactPdbHeuristic::State fresh = heuristic.init(tiles.data());
                for (std::size_t p = 0; p < partition.patterns.size(); ++p) {
                    QCOMPARE(state.rank[p], fresh.rank[p]);
                    QCOMPARE(state.mirrorRank[p], fresh.mirrorRank[p]);
                    QCOMPARE(state.cells[p], fresh.cells[p]);
                    QCOMPARE(state.mirrorCells[p], fresh.mirrorCells[p]);
                    QCOMPARE(state.entry[p], fresh.entry[p]);
                    QCOMPARE(state.mirrorEntry[p], fresh.mirrorEntry[p]);
                }
                QCOMPARE(CompactPdbHeuristic::value(state), CompactPdbHeuristic::value(fresh));
                if (random.below(3) == 0)
                    continue;
                CompactPdbHeuristic::State refinedFresh = fresh;
                heuristic.refine(state);
                heuristic.refine(refinedFresh);
                QCOMPARE(state.dual, refinedFresh.dual);
                ++refined;
            }
            QVERIFY(refined > 1000);
        }
    }

    void everyBlankCellHasADualLookup()
    {
        // A pattern's table serves the dual lookup when the blank's cell is free and in the
        // region of the last cell in that pattern's goal (CompactPdbHeuristic). On 4-4-4-3 the
        // region of the 3-tile pattern is the last cell alone, so with the blank elsewhere
        // the dual and the reflected dual each read the other two or three tables.
        QFETCH_GLOBAL(bool, zeroAware);
        auto database = buildTables(small4x4());
        QVERIFY(database);
        const CompactPdbHeuristic heuristic(*database);
        for (int cell = 0; cell < 16; ++cell)
            QVERIFY2(heuristic.dualLookups(cell) >= (zeroAware ? 1 : 2),
                     qPrintable(QString::number(cell)));
        // With the blank on its goal: every pattern, in the dual and in the reflected dual.
        QCOMPARE(heuristic.dualLookups(15), 8);
        const CompactPdbHeuristic without(*database, false);
        for (int cell = 0; cell < 16; ++cell)
            QCOMPARE(without.dualLookups(cell), 0);
    }

    void dualLookupsAreAdmissibleOnEveryThreeByThreeBoard()
    {
        auto database = buildTables(split3x3());
        QVERIFY(database);
        const CompactPdbHeuristic heuristic(*database);
        std::vector<std::vector<std::uint8_t>> boards;
        const auto distance = distancesFromGoal(3, 1000, boards);
        QCOMPARE(boards.size(), std::size_t(181440));
        int stronger = 0;
        for (const auto &tiles : boards) {
            CompactPdbHeuristic::State state = heuristic.init(tiles.data());
            const int regular = CompactPdbHeuristic::value(state);
            heuristic.refine(state);
            const int h = CompactPdbHeuristic::value(state);
            QVERIFY(h <= distance.at(key(tiles)));
            stronger += h > regular;
        }
        QVERIFY(stronger > 1000);
    }

    // A zero-aware table reads the blank's region as well: never less than the table by
    // placement (the least over the regions), more on many boards, still admissible (above);
    // the dual lookups too.
    void zeroAwareTablesAreAtLeastAsStrong()
    {
        QFETCH_GLOBAL(bool, zeroAware);
        if (!zeroAware)
            QSKIP("compares the two kinds of table once");
        PatternPartition partition = split3x3();
        partition.zeroAware = false;
        pw::common::QuietSink sink;
        auto byPlacement = CompactPatternDatabase::build(partition, sink, 2);
        partition.zeroAware = true;
        auto zero = CompactPatternDatabase::build(partition, sink, 2);
        QVERIFY(byPlacement && zero);
        const CompactPdbHeuristic plain(*byPlacement);
        const CompactPdbHeuristic aware(*zero);
        std::vector<std::vector<std::uint8_t>> boards;
        distancesFromGoal(3, 1000, boards);
        int stronger = 0;
        for (const auto &tiles : boards) {
            CompactPdbHeuristic::State a = plain.init(tiles.data());
            CompactPdbHeuristic::State b = aware.init(tiles.data());
            QVERIFY(b.direct >= a.direct && b.mirror >= a.mirror);
            plain.refine(a);
            aware.refine(b);
            QVERIFY(b.dual >= a.dual);
            stronger += CompactPdbHeuristic::value(b) > CompactPdbHeuristic::value(a);
        }
        QVERIFY2(stronger > 10000, qPrintable(QString::number(stronger)));
    }

    void dualLookupsAreAdmissibleNearTheFourByFourGoal()
    {
        auto database = buildTables(small4x4());
        QVERIFY(database);
        const CompactPdbHeuristic heuristic(*database);
        std::vector<std::vector<std::uint8_t>> boards;
        const auto distance = distancesFromGoal(4, 14, boards);
        QVERIFY(boards.size() > 10000);
        for (const auto &tiles : boards) {
            CompactPdbHeuristic::State state = heuristic.init(tiles.data());
            heuristic.refine(state);
            QVERIFY(CompactPdbHeuristic::value(state) <= distance.at(key(tiles)));
        }
    }

    void optimalLengthsStayAndFewerNodesAreExpanded()
    {
        auto database = buildTables(compact663());
        QVERIFY(database);
        const auto instances = korfInstances();
        const auto lengths = korfOptimalLengths();
        QCOMPARE(instances.size(), std::size_t(100));
        std::int64_t withDual = 0;
        std::int64_t without = 0;
        // The ten shortest of Korf's instances (41 to 45 moves).
        for (int number : {55, 16, 42, 79, 71, 85, 97, 12, 61, 86}) {
            const auto i = static_cast<std::size_t>(number - 1);
            const SolveResult dual = solve(instances[i].board, *database, true);
            const SolveResult plain = solve(instances[i].board, *database, false);
            QVERIFY(dual.solved() && dual.optimal && plain.solved());
            QCOMPARE(static_cast<int>(dual.moves.size()), lengths[i]);
            QCOMPARE(static_cast<int>(plain.moves.size()), lengths[i]);
            Board check = instances[i].board;
            QCOMPARE(check.applyMoves(dual.moves), -1);
            QVERIFY(check.isGoal());
            withDual += dual.expanded;
            without += plain.expanded;
        }
        QVERIFY2(withDual < without,
                 qPrintable(QStringLiteral("%1 vs %2").arg(withDual).arg(without)));
        // One fixed instance: Korf's 16 (42 moves), the hardest of the ten for these tables.
        const SolveResult dual = solve(instances[15].board, *database, true);
        const SolveResult plain = solve(instances[15].board, *database, false);
        QVERIFY2(dual.expanded < plain.expanded,
                 qPrintable(QStringLiteral("%1 vs %2").arg(dual.expanded).arg(plain.expanded)));
    }

    void threeByThreeAnswersStayOptimal()
    {
        // Every answer as long as with the regular lookups alone, on random 3 x 3 boards.
        auto database = buildTables(split3x3());
        QVERIFY(database);
        pw::common::Random random(23);
        std::vector<int> tiles(9);
        std::iota(tiles.begin(), tiles.end(), 0);
        for (int solved = 0; solved < 200;) {
            random.shuffle(tiles.begin(), tiles.end());
            const Board board = *Board::fromTiles(3, 3, tiles);
            pw::common::QuietSink sink;
            SolveOptions options;
            options.compactDatabase = database.get();
            const auto dual = solveBoard(board, options, sink);
            if (!dual)
                continue; // unsolvable
            if (!dual->solved())
                continue;
            ++solved;
            options.dualLookups = false;
            const auto plain = solveBoard(board, options, sink);
            QCOMPARE(dual->moves.size(), plain->moves.size());
            Board check = board;
            QCOMPARE(check.applyMoves(dual->moves), -1);
            QVERIFY(check.isGoal());
        }
    }
};

QTEST_GUILESS_MAIN(TestSlidingDual)
#include "tst_slidingdual.moc"
