// The chance the line survives the next draws: known cases, and the fast count against one that
// follows the line through every tile and rotation.
#include "core/entanglement/Survival.h"

#include <QtTest>

using namespace pw::entanglement;

namespace {

// Whether some rotation of the tile keeps the line open, by following it.
bool someRotationOpens(const Board &board, LineEnd end, const Tile &tile)
{
    for (int k = 0; k < 6; ++k) {
        if (!followLine(board, end, tile.rotated(k)).hitWall)
            return true;
    }
    return false;
}

// One draw, by brute force: the held tile, else the share of all tiles that can keep it open.
double nextMoveByFollowing(const Board &board, LineEnd end, const Tile &held)
{
    if (board.isWall(end.cell))
        return 0;
    if (someRotationOpens(board, end, held))
        return 1;
    int count = 0;
    for (const Tile &tile : Tile::allPairings())
        count += someRotationOpens(board, end, tile) ? 1 : 0;
    return static_cast<double>(count) / Tile::pairingCount;
}

// Two draws as defined: every next tile, every reply with either tile (followed on the board),
// then the chance the move after it stays open (nextMoveSurvival, checked against brute force
// by its own test).
double twoMovesByFollowing(const Board &board, LineEnd end, const Tile &held)
{
    if (board.isWall(end.cell))
        return 0;
    double sum = 0;
    for (const Tile &fresh : Tile::allPairings()) {
        double best = 0;
        for (int which = 0; which < 2 && best < 1; ++which) {
            const Tile &tile = which == 0 ? held : fresh;
            const Tile &kept = which == 0 ? fresh : held;
            for (int k = 0; k < 6; ++k) {
                const Tile placed = tile.rotated(k);
                const FollowResult result = followLine(board, end, placed);
                if (result.hitWall)
                    continue;
                Board after = board;
                after.place(end.cell, placed);
                best = std::max(best, nextMoveSurvival(after, result.end, kept));
            }
        }
        sum += best;
    }
    return sum / Tile::pairingCount;
}

Tile tileFromPairs(std::vector<PinPair> pairs)
{
    std::string why;
    const auto tile = Tile::fromPairs(pairs, &why);
    if (!tile)
        qFatal("%s", why.c_str());
    return *tile;
}

} // namespace

class TestEntanglementSurvival : public QObject
{
    Q_OBJECT
private slots:
    void aLineWithNoEmptyCellLeftDiesOnTheNextMove()
    {
        // Radius 1: six cells round the centre. Five hold tiles; the line's end is the sixth, so
        // every reply runs on through placed tiles into a wall.
        Board board(1);
        const Tile tile = tileFromPairs({{0, 6}, {1, 7}, {2, 8}, {3, 9}, {4, 10}, {5, 11}});
        const std::vector<UvCell> cells = board.playableCells();
        const UvCell last {1, 1};
        for (const UvCell cell : cells) {
            if (!(cell == last))
                board.place(cell, tile);
        }
        const LineEnd end {last, 7};
        QCOMPARE(nextMoveSurvival(board, end, tile), 0.0);
        QCOMPARE(survivalChance(board, end, tile), 0.0);
        QCOMPARE(nextMoveByFollowing(board, end, tile), 0.0);
        // A line already in a wall has no chance either.
        QCOMPARE(survivalChance(board, LineEnd {{0, 0}, 0}, tile), 0.0);
    }

    void anOpenMiddleSurvivesAllButAFewInABillionDraws()
    {
        // Radius 6, an empty board, the end three rings out: every cell the next two moves can
        // reach has playable neighbours only. The held tile keeps the line open in some rotation,
        // so the next move always can; two moves fail for only a few of the 10395^2 pairs of
        // draws (tiles that turn back on every side, drawn twice).
        const Board board(6);
        const LineEnd end {{3, 0}, 7};
        const Tile across = tileFromPairs({{0, 6}, {1, 7}, {2, 8}, {3, 9}, {4, 10}, {5, 11}});
        QCOMPARE(nextMoveSurvival(board, end, across), 1.0);
        const double two = survivalChance(board, end, across);
        QVERIFY2(two > 1 - 1e-6, qPrintable(QString::number(1 - two)));
        QCOMPARE(qRound(two * 100), 100); // shown as 100 %
        QCOMPARE(two, twoMovesByFollowing(board, end, across));
    }

    void aLineNearTheRimSurvivesSomeDraws()
    {
        // Radius 1, empty: the line enters (1, 1) from the centre (pin 7); only the sides facing
        // the two ring neighbours (pins 4, 5 and 8, 9) lead to empty cells. A held tile that
        // joins each side's two pins turns the line back into the centre whichever way it lies,
        // so the next tile decides.
        const Board board(1);
        const LineEnd end {{1, 1}, 7};
        const Tile uTurns = tileFromPairs({{0, 1}, {2, 3}, {4, 5}, {6, 7}, {8, 9}, {10, 11}});
        QVERIFY(!someRotationOpens(board, end, uTurns));
        const double next = nextMoveSurvival(board, end, uTurns);
        QCOMPARE(next, nextMoveByFollowing(board, end, uTurns));
        QVERIFY2(next > 0.2 && next < 1, qPrintable(QString::number(next)));
        const double two = survivalChance(board, end, uTurns);
        QVERIFY2(two > 0 && two < next, qPrintable(QString::number(two)));
        QCOMPARE(two, twoMovesByFollowing(board, end, uTurns));
    }

    void theFastCountMatchesFollowingTheLineInPlayedGames()
    {
        // Positions of real games (the greedy player walks into walls, so ends near the rim and
        // lines that come back through placed tiles are common), each candidate's position.
        int checked = 0;
        int belowOne = 0;
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            Game game(seed, 2);
            while (!game.isOver()) {
                const auto candidates
                    = evaluateCandidates(game, PlayerOptions {PlayerKind::Greedy, 0});
                for (const Candidate &c : candidates) {
                    if (c.endsGame)
                        continue;
                    const Tile &dealt = c.pocket ? game.pocketTile() : game.currentTile();
                    const Tile &held = c.pocket ? game.currentTile() : game.pocketTile();
                    Board board = game.board();
                    board.place(game.openEnd().cell, dealt.rotated(c.rotation));
                    QCOMPARE(nextMoveSurvival(board, c.end, held),
                             nextMoveByFollowing(board, c.end, held));
                    ++checked;
                }
                // Two draws on the chosen candidate only (each takes a moment).
                const Candidate &chosen
                    = candidates[static_cast<std::size_t>(bestCandidate(candidates))];
                if (!chosen.endsGame) {
                    const Tile &dealt = chosen.pocket ? game.pocketTile() : game.currentTile();
                    const Tile &held = chosen.pocket ? game.currentTile() : game.pocketTile();
                    Board board = game.board();
                    board.place(game.openEnd().cell, dealt.rotated(chosen.rotation));
                    const double fast = survivalChance(board, chosen.end, held);
                    QCOMPARE(fast, twoMovesByFollowing(board, chosen.end, held));
                    belowOne += fast < 1 ? 1 : 0;
                }
                playOneMove(game, PlayerOptions {PlayerKind::Greedy, 0});
            }
        }
        QVERIFY(checked > 50);
        QVERIFY(belowOne > 0);
    }

    void everyCandidateGetsItsChance()
    {
        for (std::uint64_t seed = 3; seed < 8; ++seed) {
            Game game(seed, 2);
            for (int turn = 0; turn < 4 && !game.isOver(); ++turn) {
                auto candidates = evaluateCandidates(game, PlayerOptions {PlayerKind::Greedy, 0});
                QVERIFY(addSurvival(game, candidates));
                for (const Candidate &c : candidates) {
                    if (c.endsGame) {
                        QCOMPARE(c.survival, 0.0);
                        continue;
                    }
                    const Tile &dealt = c.pocket ? game.pocketTile() : game.currentTile();
                    const Tile &held = c.pocket ? game.currentTile() : game.pocketTile();
                    Board board = game.board();
                    board.place(game.openEnd().cell, dealt.rotated(c.rotation));
                    QCOMPARE(c.survival, survivalChance(board, c.end, held));
                }
                playOneMove(game, PlayerOptions {PlayerKind::Greedy, 0});
            }
        }
    }

    void aCancelledCountLeavesTheRestUnset()
    {
        const Game game(5, 3);
        auto candidates = evaluateCandidates(game, PlayerOptions {PlayerKind::Greedy, 0});
        pw::common::CancelToken token;
        token.cancel();
        pw::common::QuietSink sink(token);
        QVERIFY(!addSurvival(game, candidates, &sink));
        QVERIFY(std::any_of(candidates.begin(), candidates.end(),
                            [](const Candidate &c) { return c.survival < 0; }));
    }
};

QTEST_MAIN(TestEntanglementSurvival)
#include "tst_entanglementsurvival.moc"
