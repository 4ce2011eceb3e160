// A hint names only what the player can see: over generated boards (square and hex, flat and
// wrapping, several sizes and seeds), every hint is played the way a player would (the tile set
// and locked) until the board is solved, and each hint's chain is held to two promises: every
// side a step rests on comes from a wall, a locked tile, a tile that only sits one way or an
// earlier step of the same hint; and every tile the chain fixes is as the one solution has it.
#include "core/noodles/Generator.h"
#include "core/noodles/HintChain.h"
#include "core/noodles/PowerNetwork.h"
#include "core/noodles/Solver.h"

#include <QtTest>

#include <algorithm>

using namespace pw::noodles;

namespace {

struct Counts
{
    int hints = 0;
    int chained = 0; // explained by a chain
    int longChains = 0; // of more than one step
    int partialSteps = 0; // steps that learn sides without fixing their tile
    int loopOrIsland = 0; // steps that use the loop or the isolation rule
    int longest = 0;
};

// Whether the side a premise rests on is one the player can see before `stepIndex`.
bool visible(const Board &board, const std::vector<HintStep> &chain, std::size_t stepIndex,
             const Premise &premise)
{
    const Topology &topology = board.topology();
    const int across = topology.neighbour(premise.cell, premise.side);
    if (premise.source < 0)
        return across < 0; // a wall
    if (board.isLocked(premise.source)
        || rotationPeriod(board.tile(premise.source), board.directions()) == 1)
        return true;
    // The side as the source tile sees it.
    int side = premise.side;
    if (premise.source != premise.cell) {
        if (across != premise.source)
            return false;
        side = topology.opposite(premise.side);
    }
    for (std::size_t i = 0; i < stepIndex; ++i) {
        const HintStep &earlier = chain[i];
        if (earlier.cell != premise.source)
            continue;
        for (const auto &[known, open] : earlier.known) {
            if (known == side)
                return true;
        }
    }
    return false;
}

// The tiles a removal names in words: the neighbour whose arm or blank side it cites.
void checkNamedNeighbours(const Board &board, const std::vector<HintStep> &chain, std::size_t i)
{
    for (const Deduction &why : chain[i].removals) {
        if (why.rule != Rule::Neighbour)
            continue;
        const Premise premise {why.cell, why.side, why.neighbour};
        QVERIFY2(visible(board, chain, i, premise), "a neighbour named that the player cannot see");
    }
}

void checkHint(const Board &position, const Hint &hint, const std::vector<TileMask> &solution,
               Counts &counts)
{
    ++counts.hints;
    QCOMPARE(hint.mask, solution[static_cast<std::size_t>(hint.cell)]);
    if (hint.chain.empty())
        return;
    ++counts.chained;
    counts.longChains += hint.chain.size() > 1;
    counts.longest = std::max(counts.longest, static_cast<int>(hint.chain.size()));
    QCOMPARE(hint.chain.back().cell, hint.cell);
    QCOMPARE(hint.chain.back().mask, hint.mask);
    QCOMPARE(hint.reasons, hint.chain.back().removals);
    for (std::size_t i = 0; i < hint.chain.size(); ++i) {
        const HintStep &step = hint.chain[i];
        for (const Premise &premise : step.premises)
            QVERIFY2(visible(position, hint.chain, i, premise), "a side the player cannot see");
        checkNamedNeighbours(position, hint.chain, i);
        // Applying the step: the tile fixed as the solution has it, the sides learnt as well.
        const TileMask right = solution[static_cast<std::size_t>(step.cell)];
        if (step.fixesTile())
            QCOMPARE(step.mask, right);
        else
            ++counts.partialSteps;
        for (const auto &[side, open] : step.known)
            QCOMPARE(((right >> side) & 1u) != 0, open);
        for (const Deduction &why : step.removals) {
            QVERIFY(why.removed != right);
            counts.loopOrIsland += why.rule == Rule::Loop || why.rule == Rule::Isolation;
        }
    }
}

// Plays the game by hints alone, from the scrambled start, checking each.
void playByHints(const GeneratorOptions &options, Counts &counts)
{
    const auto generated = generate(options);
    QVERIFY(generated);
    Board position = generated.value();
    pw::common::QuietSink sink;
    Board bare = position;
    bare.unlockAll();
    const SolveResult solved = solve(bare, sink);
    QCOMPARE(solved.status, SolveStatus::Unique);
    for (int played = 0; played <= position.cellCount(); ++played) {
        if (PowerNetwork(position).isSolved())
            return;
        const auto hint = findHint(position, sink);
        QVERIFY(hint);
        checkHint(position, *hint, solved.solution, counts);
        if (QTest::currentTestFailed())
            return;
        position.setTile(hint->cell, hint->mask);
        position.setLocked(hint->cell, true);
    }
    QFAIL("the hints did not solve the board");
}

} // namespace

class TestNoodlesHintChain : public QObject
{
    Q_OBJECT

private slots:
    void everyHintCitesOnlyWhatThePlayerSees_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<bool>("wrap");
        QTest::newRow("square 5x5") << int(GridKind::Square) << 5 << 5 << false;
        QTest::newRow("square 8x6") << int(GridKind::Square) << 8 << 6 << false;
        QTest::newRow("square 6x6 wrapping") << int(GridKind::Square) << 6 << 6 << true;
        QTest::newRow("hex 5x5") << int(GridKind::Hex) << 5 << 5 << false;
        QTest::newRow("hex 6x6 wrapping") << int(GridKind::Hex) << 6 << 6 << true;
    }

    void everyHintCitesOnlyWhatThePlayerSees()
    {
        QFETCH(int, kind);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(bool, wrap);
        Counts counts;
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            GeneratorOptions options;
            options.kind = static_cast<GridKind>(kind);
            options.width = width;
            options.height = height;
            options.wrap = wrap;
            options.seed = seed;
            playByHints(options, counts);
            if (QTest::currentTestFailed())
                return;
        }
        qInfo("%d hints, %d explained by a chain (%d longer than one step, the longest %d); "
              "%d steps learn sides only, %d removals by the loop or isolation rule",
              counts.hints, counts.chained, counts.longChains, counts.longest, counts.partialSteps,
              counts.loopOrIsland);
        // A generated board is solved by the rules alone, so every hint has its chain.
        QCOMPARE(counts.chained, counts.hints);
        QVERIFY(counts.hints > 0);
    }

    void aChainBuildsOnAnEarlierStep()
    {
        // 3 x 3, flat: the middle straight turned upright. The straight above it is fixed flat
        // by the wall first; only then does its blank lower side turn the middle one.
        constexpr TileMask N = 1, E = 2, S = 4, W = 8;
        Board board(Topology::make(GridKind::Square, 3, 3, false));
        board.setTiles({E | S, E | W, W, N | E | S, N | S, W, N | E, E | W, W});
        pw::common::QuietSink sink;
        const auto hint = findHint(board, sink);
        QVERIFY(hint);
        QCOMPARE(hint->cell, 4);
        QCOMPARE(hint->mask, TileMask(E | W));
        QCOMPARE(hint->chain.size(), std::size_t(2));
        QCOMPARE(hint->chain.front().cell, 1);
        QCOMPARE(hint->chain.front().mask, TileMask(E | W));
        QCOMPARE(hint->chain.front().premises.front().source, -1); // the wall above
        QCOMPARE(hint->chain.back().premises.front().source, 1);
    }
};

QTEST_GUILESS_MAIN(TestNoodlesHintChain)
#include "tst_noodleshintchain.moc"
