// Seed 004's spanning trees with degree caps, and the unique-solution generator, checked against
// an independent brute-force count.
#include "BruteForce.h"

#include "core/common/Random.h"
#include "core/noodles/Generator.h"
#include "core/noodles/PowerNetwork.h"
#include "core/noodles/Solver.h"

#include <QtTest>

using namespace pw::noodles;

namespace {

// A tree over the cells: every side it uses is matched, it has cells - 1 edges and reaches all.
bool isSpanningTree(const Topology &topology, const std::vector<TileMask> &tiles)
{
    int halfEdges = 0;
    for (int cell = 0; cell < topology.cellCount(); ++cell) {
        for (int d = 0; d < topology.directions(); ++d) {
            if (!((tiles[static_cast<std::size_t>(cell)] >> d) & 1u))
                continue;
            const int next = topology.neighbour(cell, d);
            if (next < 0 || !((tiles[static_cast<std::size_t>(next)] >> topology.opposite(d)) & 1u))
                return false;
            ++halfEdges;
        }
    }
    Board board(std::make_shared<const Topology>(topology));
    board.setTiles(tiles);
    return halfEdges == 2 * (topology.cellCount() - 1)
        && PowerNetwork(board).poweredCount() == topology.cellCount();
}

} // namespace

class TestNoodlesGenerator : public QObject
{
    Q_OBJECT
private slots:
    void growsSpanningTreesWithinTheDegreeCaps_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<bool>("wrap");
        QTest::newRow("square 2x2") << 0 << 2 << 2 << false;
        QTest::newRow("square 9x7") << 0 << 9 << 7 << false;
        QTest::newRow("square wrap 2x5") << 0 << 2 << 5 << true;
        QTest::newRow("square wrap 10x10") << 0 << 10 << 10 << true;
        QTest::newRow("hex 7x9") << 1 << 7 << 9 << false;
        QTest::newRow("hex wrap 8x6") << 1 << 8 << 6 << true;
        QTest::newRow("square 40x40") << 0 << 40 << 40 << false;
    }

    void growsSpanningTreesWithinTheDegreeCaps()
    {
        QFETCH(int, kind);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(bool, wrap);
        const Topology topology(static_cast<GridKind>(kind), width, height, wrap);
        pw::common::Random random(42);
        int grown = 0;
        int maxSeen = 0;
        for (int attempt = 0; attempt < 60; ++attempt) {
            const auto tree = growSpanningTree(topology, random);
            if (!tree)
                continue; // the seed's occasional dead end; the generator retries
            ++grown;
            QVERIFY(isSpanningTree(topology, *tree));
            for (TileMask mask : *tree) {
                QVERIFY(tileDegree(mask) >= 1);
                QVERIFY(tileDegree(mask) <= topology.maxDegree());
                maxSeen = std::max(maxSeen, tileDegree(mask));
            }
        }
        QVERIFY(grown > 40);
        if (width * height > 20)
            QCOMPARE(maxSeen, topology.maxDegree()); // the cap is reached, not just respected
    }

    void generatedPuzzlesAreScrambledTreesWithinTheCaps_data()
    {
        growsSpanningTreesWithinTheDegreeCaps_data();
    }

    void generatedPuzzlesAreScrambledTreesWithinTheCaps()
    {
        QFETCH(int, kind);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(bool, wrap);
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            const bool unique = !(kind == 0 && wrap && (width == 2 || height == 2));
            const auto board
                = generate({static_cast<GridKind>(kind), width, height, wrap, unique, seed});
            QVERIFY2(board, board ? "" : qPrintable(board.error().message()));
            QVERIFY(!PowerNetwork(*board).isSolved());
            pw::common::QuietSink sink;
            const SolveResult result = solve(*board, sink);
            QVERIFY(!result.solution.empty());
            QVERIFY(isSpanningTree(board->topology(), result.solution));
            if (unique)
                QCOMPARE(result.status, SolveStatus::Unique);
        }
    }

    void sameSeedSamePuzzleOtherSeedOtherPuzzle()
    {
        const GeneratorOptions options {GridKind::Hex, 12, 9, true, true, 2024};
        const auto a = generate(options);
        const auto b = generate(options);
        QVERIFY(a && b);
        QVERIFY(a->samePosition(*b));
        GeneratorOptions other = options;
        other.seed = 2025;
        const auto c = generate(other);
        QVERIFY(c);
        QVERIFY(!a->samePosition(*c));
    }

    void fixedSeedGivesAPinnedPuzzle()
    {
        // Pins the generator's output across machines and compilers (Random is portable).
        const auto board = generate({GridKind::Square, 4, 3, false, true, 1});
        QVERIFY(board);
        const auto again = generate({GridKind::Square, 4, 3, false, true, 1});
        QCOMPARE(board->tiles(), again->tiles());
        QCOMPARE(board->source(), again->source());
    }

    void uniquenessIsConfirmedByBruteForce_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<bool>("wrap");
        QTest::newRow("square 2x2") << 0 << 2 << 2 << false;
        QTest::newRow("square 3x3") << 0 << 3 << 3 << false;
        QTest::newRow("square 4x4") << 0 << 4 << 4 << false;
        QTest::newRow("square 5x3") << 0 << 5 << 3 << false;
        QTest::newRow("square wrap 3x3") << 0 << 3 << 3 << true;
        QTest::newRow("square wrap 4x3") << 0 << 4 << 3 << true;
        QTest::newRow("hex 3x3") << 1 << 3 << 3 << false;
        QTest::newRow("hex 4x3") << 1 << 4 << 3 << false;
        QTest::newRow("hex wrap 4x3") << 1 << 4 << 3 << true;
        QTest::newRow("hex wrap 2x4") << 1 << 2 << 4 << true;
        QTest::newRow("hex wrap 4x2") << 1 << 4 << 2 << true;
    }

    void uniquenessIsConfirmedByBruteForce()
    {
        QFETCH(int, kind);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(bool, wrap);
        for (std::uint64_t seed = 1; seed <= 25; ++seed) {
            const auto board
                = generate({static_cast<GridKind>(kind), width, height, wrap, true, seed});
            QVERIFY2(board, board ? "" : qPrintable(board.error().message()));
            QCOMPARE(bruteforce::countSolutions(*board, 2), 1);
        }
    }

    void ambiguousModeSkipsTheCheck()
    {
        // Without the uniqueness pass some small puzzles have several solutions; the brute force
        // and the solver agree on which.
        int several = 0;
        for (std::uint64_t seed = 1; seed <= 40; ++seed) {
            const auto board = generate({GridKind::Square, 4, 4, true, false, seed});
            QVERIFY(board);
            const int count = bruteforce::countSolutions(*board, 2);
            QVERIFY(count >= 1);
            pw::common::QuietSink sink;
            QCOMPARE(solve(*board, sink).solutionCount, count);
            several += count > 1;
        }
        QVERIFY(several > 0);
    }

    void narrowWrappingBoardsAreRefusedWithAReason()
    {
        const auto square = generate({GridKind::Square, 2, 6, true, true, 1});
        QVERIFY(!square);
        QCOMPARE(square.error().location, QStringLiteral("field \"width\""));
        QVERIFY(square.error().reason.contains(QStringLiteral("unique")));
        const auto low = generate({GridKind::Square, 6, 2, true, true, 1});
        QVERIFY(!low);
        QCOMPARE(low.error().location, QStringLiteral("field \"height\""));
        // The same boards are fine when ambiguity is allowed, and flat narrow boards are fine.
        QVERIFY(generate({GridKind::Square, 2, 6, true, false, 1}));
        QVERIFY(generate({GridKind::Square, 2, 6, false, true, 1}));
        const auto oddHex = generate({GridKind::Hex, 7, 6, true, true, 1});
        QVERIFY(!oddHex);
        QVERIFY(oddHex.error().reason.contains(QStringLiteral("even")));
        QVERIFY(!generate({GridKind::Square, maxSide + 1, 6, false, true, 1}));
    }

    void refusedSizesReallyCannotBeUnique_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::newRow("square torus 2 wide") << 0 << 2 << 4;
        QTest::newRow("square torus 2 high") << 0 << 3 << 2;
        QTest::newRow("hex torus 2x2") << 1 << 2 << 2;
    }

    void refusedSizesReallyCannotBeUnique()
    {
        // The refusals are not caution: no tree the generator makes there has one solution.
        QFETCH(int, kind);
        QFETCH(int, width);
        QFETCH(int, height);
        const GeneratorOptions refused {static_cast<GridKind>(kind), width, height, true, true, 1};
        QVERIFY(validateGeneratorOptions(refused));
        for (std::uint64_t seed = 0; seed < 300; ++seed) {
            GeneratorOptions options = refused;
            options.unique = false;
            options.seed = seed;
            const auto board = generate(options);
            QVERIFY(board);
            QCOMPARE(bruteforce::countSolutions(*board, 2), 2);
        }
    }

    void generationStopsWhenCancelled()
    {
        pw::common::CancelToken token;
        token.cancel();
        const auto board = generate({GridKind::Square, 40, 40, true, true, 3}, token);
        QVERIFY(!board);
        QVERIFY(board.error().reason.contains(QStringLiteral("cancelled")));
        // The predicate is polled during generation (so a UI can stop it) and a "no" lets it
        // finish.
        int polls = 0;
        const auto finished = generate({GridKind::Hex, 30, 30, false, true, 3}, [&polls] {
            ++polls;
            return false;
        });
        QVERIFY(finished);
        QVERIFY(polls > 0);
    }

    void scrambleNeverLeavesTheBoardSolved()
    {
        // A 2x2 board has few orientations, so random turns often solve it; scramble must not.
        const auto topology = Topology::make(GridKind::Square, 2, 2, false);
        for (std::uint64_t seed = 0; seed < 200; ++seed) {
            Board board(topology);
            board.setTiles({4, 4, 1 | 2, 1 | 8}); // a solved U
            QVERIFY(PowerNetwork(board).isSolved());
            pw::common::Random random(seed);
            scramble(board, random);
            QVERIFY(!PowerNetwork(board).isSolved());
        }
    }
};

QTEST_APPLESS_MAIN(TestNoodlesGenerator)
#include "tst_noodlesgenerator.moc"
