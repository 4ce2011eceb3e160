// Two partitionings' tables combined by maximum (MaxOfPdbHeuristic): the combined value is the
// larger of the two, move by move as on fresh boards, and IDA* over it answers the optimal
// lengths. On small partitions whose tables build in a blink; the second 6-6-6-6 partitioning
// of the 24-puzzle is checked for what it must be (usable, no region tables, crossing the first),
// never built here (minutes, 1.3 GiB).
#include "core/common/Random.h"
#include "core/sliding/CompactPatternDatabase.h"
#include "core/sliding/CompactPdbHeuristic.h"
#include "core/sliding/MaxOfPdbHeuristic.h"
#include "core/sliding/Scramble.h"
#include "core/sliding/Solvers.h"

#include <QTest>

#include <algorithm>
#include <set>

using namespace pw::sliding;

Q_DECLARE_METATYPE(pw::sliding::PatternPartition)

namespace {

// Two 4 x 4 partitions whose boundaries cross: 2 x 2 blocks, and rows.
PatternPartition blocks4x4()
{
    return {4, {{1, 2, 5, 6}, {3, 4, 7, 8}, {9, 10, 13, 14}, {11, 12, 15}}};
}
PatternPartition rows4x4()
{
    return {4, {{1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}, {13, 14, 15}}};
}

// Two 5 x 5 partitions of 3-tile patterns (their tables build in a blink), crossing.
PatternPartition columns5x5()
{
    return {5,
            {{1, 6, 11},
             {16, 21, 2},
             {7, 12, 17},
             {22, 3, 8},
             {13, 18, 23},
             {4, 9, 14},
             {19, 24, 5},
             {10, 15, 20}}};
}
PatternPartition rows5x5()
{
    return {5,
            {{1, 2, 3},
             {4, 5, 10},
             {6, 7, 8},
             {9, 14, 15},
             {11, 12, 16},
             {13, 18, 19},
             {17, 21, 22},
             {20, 23, 24}}};
}

std::unique_ptr<CompactPatternDatabase> buildTables(const PatternPartition &partition)
{
    pw::common::QuietSink sink;
    return CompactPatternDatabase::build(partition, sink, 2);
}

std::vector<std::uint8_t> tilesOf(const Board &board)
{
    return {board.tiles().begin(), board.tiles().end()};
}

// A walk of `moves` random moves from the goal, none undoing the one before.
Board randomWalk(int side, int moves, std::uint64_t seed)
{
    pw::common::Random random(seed);
    Board board = Board::goal(side, side);
    int last = -1;
    for (int made = 0; made < moves;) {
        const int d = static_cast<int>(random.below(4));
        if (last >= 0 && d == static_cast<int>(opposite(static_cast<Direction>(last))))
            continue;
        if (!board.move(static_cast<Direction>(d)))
            continue;
        last = d;
        ++made;
    }
    return board;
}

// The cells of each pattern of a partition, transposed or not, as sets.
std::set<std::set<int>> patternCells(const PatternPartition &partition, bool transposed)
{
    const int side = partition.side;
    std::set<std::set<int>> result;
    for (const auto &tiles : partition.patterns) {
        std::set<int> cells;
        for (int t : tiles) {
            const int cell = t - 1;
            cells.insert(transposed ? (cell % side) * side + cell / side : cell);
        }
        result.insert(cells);
    }
    return result;
}

int combined(const MaxOfPdbHeuristic &h, const std::vector<std::uint8_t> &tiles, bool refined)
{
    MaxOfPdbHeuristic::State s = h.init(tiles.data());
    if (refined)
        h.refine(s);
    return MaxOfPdbHeuristic::value(s);
}

int single(const CompactPdbHeuristic &h, const std::vector<std::uint8_t> &tiles, bool refined)
{
    CompactPdbHeuristic::State s = h.init(tiles.data());
    if (refined)
        h.refine(s);
    return CompactPdbHeuristic::value(s);
}

} // namespace

class TestSlidingCatalogue : public QObject
{
    Q_OBJECT

private slots:
    void secondPartitionIsUsableAndCrossesTheFirst()
    {
        const PatternPartition second = PatternPartition::twentyFour6666Pinwheel();
        const PatternPartition first = PatternPartition::twentyFour6666();
        QVERIFY(second.problem().isEmpty());
        QCOMPARE(second.label(), first.label());
        // No pattern's goal cuts the free cells apart: the dual lookups need no region tables.
        QVERIFY(CompactPatternDatabase::regionTablesFor(second).empty());
        // Its own cache file, so the two sets never overwrite each other.
        QVERIFY(CompactPatternDatabase::defaultCacheFile(second)
                != CompactPatternDatabase::defaultCacheFile(first));
        // As any two partitions of the same sizes: these two small ones are both 3-3-...-3.
        QCOMPARE(columns5x5().label(), rows5x5().label());
        QVERIFY(CompactPatternDatabase::defaultCacheFile(columns5x5())
                != CompactPatternDatabase::defaultCacheFile(rows5x5()));
        // The program's own tables keep the names their files always had.
        QVERIFY(CompactPatternDatabase::defaultCacheFile(first).endsWith(
            QStringLiteral("sliding/pdb-5x5-6-6-6-6.bin")));
        // The blank's corner is in no pattern, as in the first.
        for (const auto &tiles : second.patterns)
            QVERIFY(std::find(tiles.begin(), tiles.end(), 25) == tiles.end());
        // No pattern of it, on the board or transposed, is one the first set already looks up
        // (the first's patterns and their transposes): otherwise those reads would repeat.
        const auto seen = [&] {
            auto cells = patternCells(first, false);
            cells.merge(patternCells(first, true));
            return cells;
        }();
        for (bool transposed : {false, true}) {
            for (const auto &cells : patternCells(second, transposed))
                QVERIFY(!seen.contains(cells));
        }
        // And it is not its own transpose, or the reflected lookup would repeat the regular one.
        QVERIFY(patternCells(second, false) != patternCells(second, true));
    }

    void combinedValueIsTheLargerOfTheTwo_data()
    {
        QTest::addColumn<PatternPartition>("first");
        QTest::addColumn<PatternPartition>("second");
        QTest::newRow("4 x 4") << blocks4x4() << rows4x4();
        QTest::newRow("5 x 5") << rows5x5() << columns5x5();
    }
    void combinedValueIsTheLargerOfTheTwo()
    {
        // On uniform random deals, fresh and with the dual lookups, and along a random walk
        // where the state is moved (prepare and finish, as IDA* does) rather than read afresh.
        QFETCH(PatternPartition, first);
        QFETCH(PatternPartition, second);
        auto a = buildTables(first);
        auto b = buildTables(second);
        QVERIFY(a && b);
        const CompactPdbHeuristic ha(*a);
        const CompactPdbHeuristic hb(*b);
        const MaxOfPdbHeuristic both(*a, *b);
        QVERIFY(both.usesPathmax());
        const int side = first.side;
        int secondLarger = 0;
        int firstLarger = 0;
        for (std::uint64_t seed = 1; seed <= 300; ++seed) {
            const auto tiles = tilesOf(*dealUniform(side, side, seed));
            for (bool refined : {false, true}) {
                const int va = single(ha, tiles, refined);
                const int vb = single(hb, tiles, refined);
                QCOMPARE(combined(both, tiles, refined), std::max(va, vb));
                secondLarger += vb > va;
                firstLarger += va > vb;
            }
        }
        // Each partitioning is the larger on some deals, so the maximum is more than either.
        QVERIFY(secondLarger > 0);
        QVERIFY(firstLarger > 0);

        // Read lazily, the second set counts only once refined; the refined value is the same.
        for (bool lazy : {false, true}) {
            const MaxOfPdbHeuristic moved(*a, *b, true, {lazy, true});
            Board board = Board::goal(side, side);
            auto tiles = tilesOf(board);
            MaxOfPdbHeuristic::State state = moved.init(tiles.data());
            pw::common::Random random(static_cast<std::uint64_t>(side) * 7);
            for (int move = 0; move < 2000; ++move) {
                const int blank = board.blankIndex();
                if (!board.move(static_cast<Direction>(random.below(4))))
                    continue;
                const int from = board.blankIndex();
                const int tile = board.at(blank);
                moved.prepare(state, tile, from, blank);
                moved.locate(state, tile);
                moved.finish(state, tile);
                tiles = tilesOf(board);
                const int regularFirst = single(ha, tiles, false);
                QCOMPARE(MaxOfPdbHeuristic::value(state),
                         lazy ? regularFirst : std::max(regularFirst, single(hb, tiles, false)));
                MaxOfPdbHeuristic::State refined = state;
                moved.refine(refined);
                QCOMPARE(MaxOfPdbHeuristic::value(refined),
                         std::max(single(ha, tiles, true), single(hb, tiles, true)));
                // IDA* goes on from the refined state (the one within the bound).
                state = refined;
            }
        }
        // Without the second set's dual lookups, the second counts its regular value only.
        const MaxOfPdbHeuristic regularSecond(*a, *b, true, {false, false});
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            const auto tiles = tilesOf(*dealUniform(side, side, seed));
            QCOMPARE(combined(regularSecond, tiles, true),
                     std::max(single(ha, tiles, true), single(hb, tiles, false)));
        }
    }

    void combinedSearchAnswersTheOptimalLengths_data()
    {
        QTest::addColumn<PatternPartition>("first");
        QTest::addColumn<PatternPartition>("second");
        QTest::addColumn<int>("walk");
        QTest::addColumn<int>("threads");
        QTest::addColumn<bool>("lazy");
        QTest::newRow("4 x 4, one thread") << blocks4x4() << rows4x4() << 40 << 1 << false;
        QTest::newRow("4 x 4, two threads") << blocks4x4() << rows4x4() << 40 << 2 << false;
        QTest::newRow("4 x 4, lazy") << blocks4x4() << rows4x4() << 40 << 1 << true;
        QTest::newRow("5 x 5") << rows5x5() << columns5x5() << 30 << 1 << false;
        QTest::newRow("5 x 5, lazy, two threads") << rows5x5() << columns5x5() << 30 << 2 << true;
    }
    void combinedSearchAnswersTheOptimalLengths()
    {
        // Short random walks solved by IDA* over each set alone and over both: every answer
        // solves the board in the same number of moves (each search is optimal on its own),
        // and the combined start value never passes that length (admissible).
        QFETCH(PatternPartition, first);
        QFETCH(PatternPartition, second);
        QFETCH(int, walk);
        QFETCH(int, threads);
        QFETCH(bool, lazy);
        auto a = buildTables(first);
        auto b = buildTables(second);
        QVERIFY(a && b);
        const MaxOfPdbHeuristic both(*a, *b);
        const int side = first.side;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const Board board = randomWalk(side, walk, seed);
            pw::common::QuietSink sink;
            const SolveResult alone = solveIdaStar(board, *a, sink, true, true, {}, threads);
            const SolveResult other = solveIdaStar(board, *b, sink, true, true, {}, threads);
            const SolveResult max
                = solveIdaStar(board, *a, *b, sink, true, true, {}, threads, lazy);
            QVERIFY(alone.solved() && other.solved() && max.solved());
            QCOMPARE(max.moves.size(), alone.moves.size());
            QCOMPARE(other.moves.size(), alone.moves.size());
            Board check = board;
            QVERIFY(check.applyMoves(max.moves) < 0);
            QVERIFY(check.isGoal());
            QVERIFY(combined(both, tilesOf(board), true) <= static_cast<int>(max.moves.size()));
            QCOMPARE(max.tables, first.label().toStdString() + " x2");
        }
    }
};

QTEST_GUILESS_MAIN(TestSlidingCatalogue)
#include "tst_slidingcatalogue.moc"
