// Evidence for each rule: hand-built boards whose forced tile and reason are known, the hint that
// explains itself with them, and a replay that finds the same kind of evidence for every step.
#include "core/noodles/Deduction.h"
#include "core/noodles/Generator.h"
#include "core/noodles/Propagator.h"
#include "core/noodles/Solver.h"
#include "core/noodles/StepReplay.h"

#include <QtTest>

#include <algorithm>

using namespace pw::noodles;
using pw::common::StepEvent;

namespace {

constexpr TileMask N = 1, E = 2, S = 4, W = 8;

Board boardOf(int width, int height, bool wrap, const std::vector<TileMask> &tiles)
{
    Board board(Topology::make(GridKind::Square, width, height, wrap));
    board.setTiles(tiles);
    return board;
}

// 3 x 3, flat:   0 - 1 - 2      a bend, a straight and an end along the top,
//                |              a T down the left side,
//                3 - 4 - 5      and two more straights ending in ends.
//                |
//                6 - 7 - 8
std::vector<TileMask> comb()
{
    return {E | S, E | W, W, N | E | S, E | W, W, N | E, E | W, W};
}

// 3 x 3, flat:   0   1   2      three ends along the top; the T below the first and the
//                |   |   |      middle one, a bend below the last.
//                3 - 4 - 5
//                |
//                6 - 7 - 8
std::vector<TileMask> forks()
{
    return {S, S, S, N | E | S, N | E | W, N | W, N | E, E | W, W};
}

// 4 x 4, wrapping: 0 and 1 locked as a bend pair (0 - 1 above 4 - 5), 4 a bend up and left
// (across the wrap to 7); the rest a tree (see the test).
std::vector<TileMask> wrappedTree()
{
    return {E | S, S | W, S | E,     W, //
            N | W, N | E, W | N | S, E | S, //
            E,     W | E, N | W | S, N, //
            E,     W | E, N | W | E, W};
}

bool sameCells(std::vector<int> a, std::vector<int> b)
{
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    return a == b;
}

} // namespace

class TestNoodlesDeduction : public QObject
{
    Q_OBJECT

private slots:
    void borderNamesTheWallItWouldHit()
    {
        // The straight on the top edge turned upright: the rules alone turn it flat.
        std::vector<TileMask> tiles = comb();
        tiles[1] = N | S;
        const Board board = boardOf(3, 3, false, tiles);
        pw::common::QuietSink sink;
        const auto hint = findHint(board, sink);
        QVERIFY(hint);
        QCOMPARE(hint->cell, 1);
        QCOMPARE(hint->mask, TileMask(E | W));
        QCOMPARE(hint->kind, HintKind::Wrong); // fixed by the rules: so in every solution
        QCOMPARE(hint->reasons.size(), std::size_t(1));
        const Deduction &why = hint->reasons.front();
        QCOMPARE(why.rule, Rule::Border);
        QCOMPARE(why.cell, 1);
        QCOMPARE(why.removed, TileMask(N | S));
        QCOMPARE(why.side, 0); // the top edge
    }

    void neighbourNamesTheSideThatForcesIt()
    {
        // The middle straight turned upright: the straight above it lies flat (its lower side
        // is blank), so it cannot point up.
        std::vector<TileMask> tiles = comb();
        tiles[4] = N | S;
        const Board board = boardOf(3, 3, false, tiles);
        pw::common::QuietSink sink;
        const auto hint = findHint(board, sink);
        QVERIFY(hint);
        QCOMPARE(hint->cell, 4);
        QCOMPARE(hint->mask, TileMask(E | W));
        QCOMPARE(hint->reasons.size(), std::size_t(1));
        const Deduction &why = hint->reasons.front();
        QCOMPARE(why.rule, Rule::Neighbour);
        QCOMPARE(why.removed, TileMask(N | S));
        QCOMPARE(why.side, 0);
        QCOMPARE(why.neighbour, 1);
        QVERIFY(!why.neighbourOpen); // a blank side
    }

    void neighbourArmAndLoopFromTheLocks()
    {
        // 0 and 1 locked: they join 4's top side to 5. Turned right, 4 would close the loop
        // 4-0-1-5; turned down or left it would leave 0's arm into it unanswered.
        std::vector<TileMask> tiles = wrappedTree();
        tiles[4] = E | S; // wrong
        Board board = boardOf(4, 4, true, tiles);
        board.setLocked(0, true);
        board.setLocked(1, true);
        pw::common::QuietSink sink;
        const auto hint = findHint(board, sink);
        QVERIFY(hint);
        QCOMPARE(hint->cell, 4);
        QCOMPARE(hint->kind, HintKind::Deduced);
        QCOMPARE(hint->mask, TileMask(W | N));
        QCOMPARE(hint->reasons.size(), std::size_t(3));
        int loops = 0;
        int arms = 0;
        for (const Deduction &why : hint->reasons) {
            QCOMPARE(why.cell, 4);
            if (why.rule == Rule::Loop) {
                ++loops;
                QCOMPARE(why.removed, TileMask(N | E));
                QCOMPARE(why.cells, (std::vector<int> {4, 0, 1, 5})); // in order round the loop
            } else {
                QCOMPARE(why.rule, Rule::Neighbour);
                QVERIFY(why.removed == TileMask(E | S) || why.removed == TileMask(S | W));
                QCOMPARE(why.side, 0);
                QCOMPARE(why.neighbour, 0);
                QVERIFY(why.neighbourOpen); // 0's arm points down into it
                ++arms;
            }
        }
        QCOMPARE(loops, 1);
        QCOMPARE(arms, 2);
    }

    void isolationNamesTheIslandItWouldSeal()
    {
        // Two ends side by side in the corner: pointing at each other they would make a network
        // of two tiles, so the corner end points down.
        std::vector<TileMask> tiles = forks();
        tiles[0] = E;
        const Board board = boardOf(3, 3, false, tiles);
        pw::common::QuietSink sink;
        const auto hint = findHint(board, sink);
        QVERIFY(hint);
        QCOMPARE(hint->cell, 0);
        QCOMPARE(hint->mask, S);
        QCOMPARE(hint->reasons.size(), std::size_t(3));
        int islands = 0;
        int walls = 0;
        for (const Deduction &why : hint->reasons) {
            if (why.rule == Rule::Isolation) {
                ++islands;
                QCOMPARE(why.removed, E);
                QCOMPARE(why.cells, (std::vector<int> {0, 1}));
            } else {
                QCOMPARE(why.rule, Rule::Border);
                QCOMPARE(why.side, why.removed == N ? 0 : 3);
                ++walls;
            }
        }
        QCOMPARE(islands, 1);
        QCOMPARE(walls, 2);
    }

    void aHintPrefersEvidenceTheBoardShows()
    {
        // 3 x 3:   0 - 1   2     the rules fix the T at 4 first: the arms of 1, 3 and 5 all
        //              |   |     reach it. But 1 is turned away (up and right), so that
        //          3 - 4 - 5     evidence is not on the board yet: the hint takes the corner
        //          |             bend at 6 instead, fixed later by the walls alone.
        //          6 - 7 - 8
        std::vector<TileMask> tiles = {E, S | W, S, E | S, N | E | W, N | W, N | E, E | W, W};
        tiles[1] = N | E;
        tiles[4] = E | S | W;
        tiles[6] = E | S;
        const Board board = boardOf(3, 3, false, tiles);
        const ExplainedDeduction deduced = deduceExplained(board, false);
        QVERIFY(deduced.sets);
        // 4 is fixed before 6.
        const auto lastRemoval = [&](int cell) {
            int last = -1;
            for (std::size_t i = 0; i < deduced.log.size(); ++i) {
                if (deduced.log[i].cell == cell)
                    last = static_cast<int>(i);
            }
            return last;
        };
        QVERIFY(lastRemoval(4) >= 0);
        QVERIFY(lastRemoval(4) < lastRemoval(6));
        pw::common::QuietSink sink;
        const auto hint = findHint(board, sink);
        QVERIFY(hint);
        QCOMPARE(hint->cell, 6);
        QCOMPARE(hint->mask, TileMask(N | E));
        for (const Deduction &why : hint->reasons)
            QCOMPARE(why.rule, Rule::Border);
    }

    void explainReadsHandBuiltSides()
    {
        // A 3 x 3 flat board whose only known sides are open ones: 0-1, 1-4 and 0-3 (and the
        // closed edges). A bend at 4 turned up and left would close 4-1-0-3.
        const auto topology = Topology::make(GridKind::Square, 3, 3, false);
        const Board empty(topology);
        std::vector<std::uint8_t> sides
            = knownSides(*topology, empty.tiles(), std::vector<std::uint8_t>(9, 0));
        const auto open = [&](int cell, int d) {
            sides[static_cast<std::size_t>(cell * 4 + d)] = SideOpen;
            const int next = topology->neighbour(cell, d);
            sides[static_cast<std::size_t>(next * 4 + (d + 2) % 4)] = SideOpen;
        };
        open(0, 1);
        open(1, 2);
        open(0, 2);
        QCOMPARE(sides[0], std::uint8_t(SideClosed)); // the top edge of 0
        // 4 is already joined to 1: its left side leads back into its own piece.
        const Deduction loop = explainRemoval(*topology, sides, 4, W | N, Rule::Loop);
        QCOMPARE(loop.cells, (std::vector<int> {4, 1, 0, 3}));
        // An end at 5 pointing up into the corner 2 (nothing joined to either yet): a network
        // of two, if the tiles there were ends.
        const Deduction island = explainRemoval(*topology, sides, 5, N, Rule::Isolation);
        QVERIFY(sameCells(island.cells, {5, 2}));
        const Deduction arm = explainRemoval(*topology, sides, 3, E | S, Rule::Neighbour);
        QCOMPARE(arm.side, 0);
        QCOMPARE(arm.neighbour, 0);
        QVERIFY(arm.neighbourOpen);
        const Deduction wall = explainRemoval(*topology, sides, 6, S | W, Rule::Border);
        QCOMPARE(wall.side, 2);
    }

    void knownSidesFollowTheOrientationsLeft()
    {
        const Board board = boardOf(3, 3, false, comb());
        std::vector<std::uint8_t> sets = Propagator::initialCandidates(board, false);
        sets[1] = 1; // the top straight as it is: flat
        const std::vector<std::uint8_t> sides = knownSides(board.topology(), board.tiles(), sets);
        QCOMPARE(sides[1 * 4 + 1], std::uint8_t(SideOpen));
        QCOMPARE(sides[2 * 4 + 3], std::uint8_t(SideOpen)); // the same side seen from 2
        QCOMPARE(sides[4 * 4 + 0], std::uint8_t(SideClosed)); // 1's blank lower side, from 4
        QCOMPARE(sides[4 * 4 + 1], std::uint8_t(SideUnknown));
    }

    void everyRuleStepOfASolveHasEvidenceInTheReplay_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("wrap");
        QTest::addColumn<int>("seed");
        QTest::newRow("square") << int(GridKind::Square) << false << 3;
        QTest::newRow("square wrap") << int(GridKind::Square) << true << 5;
        QTest::newRow("hex") << int(GridKind::Hex) << false << 7;
        QTest::newRow("hex wrap") << int(GridKind::Hex) << true << 9;
    }

    void everyRuleStepOfASolveHasEvidenceInTheReplay()
    {
        QFETCH(int, kind);
        QFETCH(bool, wrap);
        QFETCH(int, seed);
        const auto board = generate(
            {static_cast<GridKind>(kind), 8, 8, wrap, true, static_cast<std::uint64_t>(seed)});
        QVERIFY(board);
        pw::common::RecordingSink sink;
        QVERIFY(!solve(*board, sink).solution.empty());
        StepReplay replay(*board, false);
        int explained = 0;
        for (const StepEvent &step : sink.steps) {
            if (step.kind == StepEvent::Kind::Eliminate) {
                const Deduction why = replay.explain(step);
                QCOMPARE(static_cast<int>(why.rule), step.detail);
                QCOMPARE(why.cell, step.subject);
                switch (why.rule) {
                case Rule::Border:
                case Rule::Neighbour:
                    QVERIFY(why.side >= 0);
                    if (why.rule == Rule::Neighbour)
                        QCOMPARE(board->topology().neighbour(why.cell, why.side), why.neighbour);
                    break;
                case Rule::Loop:
                    QVERIFY(why.cells.size() >= 2);
                    QCOMPARE(why.cells.front(), why.cell);
                    break;
                case Rule::Isolation:
                    QVERIFY(!why.cells.empty());
                    QVERIFY(static_cast<int>(why.cells.size()) < board->cellCount());
                    break;
                default:
                    break;
                }
                ++explained;
            }
            replay.apply(step);
        }
        QVERIFY(explained > 0);
    }
};

QTEST_GUILESS_MAIN(TestNoodlesDeduction)
#include "tst_noodlesdeduction.moc"
