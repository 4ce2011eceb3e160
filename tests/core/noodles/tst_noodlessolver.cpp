// The solver: rules to a fixed point, branching, unique / several / none, steps and hints.
#include "BruteForce.h"

#include "core/common/Random.h"
#include "core/noodles/Generator.h"
#include "core/noodles/PowerNetwork.h"
#include "core/noodles/Solver.h"
#include "core/noodles/StepReplay.h"

#include <QtTest>

using namespace pw::noodles;
using pw::common::StepEvent;

namespace {

Board withTiles(const Board &board, const std::vector<TileMask> &tiles)
{
    Board copy = board;
    copy.setTiles(tiles);
    return copy;
}

// A random board of arbitrary tiles (not necessarily from a tree), for the solver to judge.
Board randomTiles(GridKind kind, int width, int height, bool wrap, std::uint64_t seed)
{
    Board board(Topology::make(kind, width, height, wrap));
    pw::common::Random random(seed);
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        TileMask mask = 0;
        while (tileDegree(mask) == 0 || tileDegree(mask) > maxDegree(kind))
            mask = static_cast<TileMask>(random.below(fullMask(kind) + 1u));
        board.setTile(cell, mask);
    }
    return board;
}

class CancellingSink : public pw::common::SolverSink
{
public:
    bool isCancelled() const override { return ++polls > 3; }
    void reportProgress(const pw::common::Progress &) override { }
    mutable int polls = 0;
};

} // namespace

class TestNoodlesSolver : public QObject
{
    Q_OBJECT
private slots:
    void solvesGeneratedPuzzlesUniquely_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<bool>("wrap");
        QTest::newRow("square 13x11") << 0 << 13 << 11 << false;
        QTest::newRow("square wrap 20x20") << 0 << 20 << 20 << true;
        QTest::newRow("hex 15x12") << 1 << 15 << 12 << false;
        QTest::newRow("hex wrap 40x40") << 1 << 40 << 40 << true;
    }

    void solvesGeneratedPuzzlesUniquely()
    {
        QFETCH(int, kind);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(bool, wrap);
        const auto board = generate({static_cast<GridKind>(kind), width, height, wrap, true, 11});
        QVERIFY(board);
        pw::common::QuietSink sink;
        const SolveResult result = solve(*board, sink);
        QCOMPARE(result.status, SolveStatus::Unique);
        QCOMPARE(result.guesses, 0); // the generator demands a rules-only solution
        const Board solved = withTiles(*board, result.solution);
        QVERIFY(PowerNetwork(solved).isSolved());
        for (int cell = 0; cell < board->cellCount(); ++cell)
            QVERIFY(rotationBetween(board->tile(cell), solved.tile(cell), board->directions())
                    >= 0);
    }

    void agreesWithBruteForceOnArbitraryBoards_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<bool>("wrap");
        QTest::newRow("square 3x3") << 0 << 3 << 3 << false;
        QTest::newRow("square wrap 3x3") << 0 << 3 << 3 << true;
        QTest::newRow("square wrap 2x3") << 0 << 2 << 3 << true;
        QTest::newRow("hex 3x3") << 1 << 3 << 3 << false;
        QTest::newRow("hex wrap 4x2") << 1 << 4 << 2 << true;
        QTest::newRow("hex wrap 2x3") << 1 << 2 << 3 << true;
    }

    void agreesWithBruteForceOnArbitraryBoards()
    {
        QFETCH(int, kind);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(bool, wrap);
        int counts[3] = {0, 0, 0};
        for (std::uint64_t seed = 0; seed < 300; ++seed) {
            // Half from ambiguous trees (solvable), half arbitrary tiles (mostly impossible).
            Board board = seed % 2
                ? randomTiles(static_cast<GridKind>(kind), width, height, wrap, seed)
                : *generate({static_cast<GridKind>(kind), width, height, wrap, false, seed});
            const int expected = bruteforce::countSolutions(board, 2);
            pw::common::QuietSink sink;
            const SolveResult result = solve(board, sink);
            QCOMPARE(result.solutionCount, expected);
            const SolveStatus status = expected == 0 ? SolveStatus::None
                : expected == 1                      ? SolveStatus::Unique
                                                     : SolveStatus::Several;
            QCOMPARE(result.status, status);
            if (expected > 0)
                QVERIFY(PowerNetwork(withTiles(board, result.solution)).isSolved());
            ++counts[expected];
        }
        qInfo("none %d, unique %d, several %d", counts[0], counts[1], counts[2]);
        // Arbitrary tiles are mostly impossible, trees always solvable.
        QVERIFY(counts[0] > 0);
        QVERIFY(counts[1] + counts[2] > 0);
        // A square torus 2 wide is never unique (the generator refuses it for that reason).
        if (kind == 0 && wrap && width == 2)
            QCOMPARE(counts[1], 0);
    }

    void reportsNoneWhenTheTilesCannotFormATree()
    {
        // Four ends on a 2x2 board: two separate pairs at best.
        Board board(Topology::make(GridKind::Square, 2, 2, false));
        board.setTiles({1, 1, 1, 1});
        pw::common::QuietSink sink;
        const SolveResult result = solve(board, sink);
        QCOMPARE(result.status, SolveStatus::None);
        QVERIFY(result.solution.empty());
    }

    void respectsLockedTiles()
    {
        auto board = generate({GridKind::Square, 6, 6, false, true, 3});
        QVERIFY(board);
        pw::common::QuietSink sink;
        const SolveResult free = solve(*board, sink);
        // Lock one tile in a wrong orientation: no solution keeps it.
        int wrong = -1;
        for (int cell = 0; cell < board->cellCount(); ++cell) {
            if (board->tile(cell) != free.solution[static_cast<std::size_t>(cell)]) {
                wrong = cell;
                break;
            }
        }
        QVERIFY(wrong >= 0);
        board->setLocked(wrong, true);
        QCOMPARE(solve(*board, sink, {true, 2}).status, SolveStatus::None);
        QCOMPARE(solve(*board, sink, {false, 2}).status, SolveStatus::Unique);
    }

    void stepsReplayToTheSolution()
    {
        const auto board = generate({GridKind::Hex, 7, 6, false, true, 5});
        QVERIFY(board);
        pw::common::RecordingSink sink;
        const SolveResult result = solve(*board, sink);
        QCOMPARE(result.status, SolveStatus::Unique);
        QVERIFY(!sink.steps.empty());
        int deduced = 0;
        for (const StepEvent &step : sink.steps) {
            if (step.kind == StepEvent::Kind::Eliminate || step.kind == StepEvent::Kind::Deduce) {
                QVERIFY(step.subject >= 0 && step.subject < board->cellCount());
                QVERIFY(step.detail >= static_cast<int>(Rule::Border));
                QVERIFY(step.detail <= static_cast<int>(Rule::GuessExplored));
            }
            deduced += step.kind == StepEvent::Kind::Deduce;
        }
        QCOMPARE(
            deduced, board->cellCount() - [&] {
                // Tiles with one orientation (none in practice on hexes) need no deduction.
                int fixed = 0;
                for (int cell = 0; cell < board->cellCount(); ++cell)
                    fixed += rotationPeriod(board->tile(cell), 6) == 1;
                return fixed;
            }());
        StepReplay replay(*board, false);
        replay.seek(sink.steps, static_cast<int>(sink.steps.size()));
        for (int cell = 0; cell < board->cellCount(); ++cell) {
            QVERIFY(replay.isDetermined(cell));
            QCOMPARE(replay.firstMask(cell), result.solution[static_cast<std::size_t>(cell)]);
        }
        replay.seek(sink.steps, 0);
        QVERIFY(!replay.isDetermined(0) || rotationPeriod(board->tile(0), 6) == 1);
    }

    void guessesAreReplayedAndUndone()
    {
        // An ambiguous board makes the search guess; Choose/Backtrack pairs must balance.
        for (std::uint64_t seed = 1; seed < 50; ++seed) {
            const auto board = generate({GridKind::Square, 5, 5, true, false, seed});
            pw::common::RecordingSink sink;
            const SolveResult result = solve(*board, sink);
            if (result.guesses == 0)
                continue;
            int depth = 0;
            for (const StepEvent &step : sink.steps) {
                if (step.kind == StepEvent::Kind::Choose)
                    ++depth;
                if (step.kind == StepEvent::Kind::Note
                    && step.detail == static_cast<int>(NoteKind::Backtrack))
                    --depth;
                QVERIFY(depth >= 0);
            }
            QCOMPARE(depth, 0);
            StepReplay replay(*board, false);
            replay.seek(sink.steps, static_cast<int>(sink.steps.size()));
            QCOMPARE(replay.guessDepth(), 0);
            return;
        }
        QFAIL("no ambiguous board needed a guess");
    }

    void stopsWhenCancelled()
    {
        const auto board = generate({GridKind::Square, 30, 30, true, false, 8});
        CancellingSink sink;
        const SolveResult result = solve(*board, sink);
        QCOMPARE(result.status, SolveStatus::Cancelled);
    }

    void hintFixesATileTheLocksImply()
    {
        auto board = generate({GridKind::Square, 7, 7, false, true, 12});
        pw::common::QuietSink sink;
        const SolveResult result = solve(*board, sink);
        // Lock every tile of the top row in its solved rotation.
        for (int col = 0; col < board->width(); ++col) {
            board->setTile(col, result.solution[static_cast<std::size_t>(col)]);
            board->setLocked(col, true);
        }
        const auto hint = findHint(*board, sink);
        QVERIFY(hint);
        QVERIFY(!board->isLocked(hint->cell));
        QCOMPARE(hint->mask, result.solution[static_cast<std::size_t>(hint->cell)]);
    }

    void hintCorrectsAWrongLockedTile()
    {
        auto board = generate({GridKind::Hex, 6, 6, false, true, 4});
        pw::common::QuietSink sink;
        const SolveResult result = solve(*board, sink);
        int wrong = 0;
        while (board->tile(wrong) == result.solution[static_cast<std::size_t>(wrong)])
            ++wrong;
        board->setLocked(wrong, true);
        const auto hint = findHint(*board, sink);
        QVERIFY(hint);
        QCOMPARE(hint->cell, wrong);
        QVERIFY(!hint->deduced);
        QCOMPARE(hint->mask, result.solution[static_cast<std::size_t>(wrong)]);
    }

    void noHintOnASolvedBoard()
    {
        auto board = generate({GridKind::Square, 5, 5, false, true, 4});
        pw::common::QuietSink sink;
        board->setTiles(solve(*board, sink).solution);
        QVERIFY(!findHint(*board, sink));
    }
};

QTEST_APPLESS_MAIN(TestNoodlesSolver)
#include "tst_noodlessolver.moc"
