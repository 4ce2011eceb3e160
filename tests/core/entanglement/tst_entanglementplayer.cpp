// The greedy, lookahead and deep players: candidates, tiebreaks, determinism, legal moves, steps
// and cancelling.
#include "core/entanglement/ChainBoard.h"
#include "core/entanglement/Player.h"

#include "tests/support/CancelAfterSink.h"

#include <QtTest>

using namespace pw::entanglement;

namespace {

using pw::test::CancelAfterSink;

// Never cancels; counts how often it was asked.
class CountingSink : public pw::common::SolverSink
{
public:
    bool isCancelled() const override
    {
        ++polls;
        return false;
    }
    void reportProgress(const pw::common::Progress &) override { }
    mutable int polls = 0;
};

} // namespace

class TestEntanglementPlayer : public QObject
{
    Q_OBJECT
private slots:
    void everyOptionIsACandidateWithItsTruePoints()
    {
        const Game game(31);
        const auto candidates = evaluateCandidates(game, PlayerOptions {PlayerKind::Greedy, 0});
        QCOMPARE(candidates.size(), std::size_t(12));
        for (int i = 0; i < 12; ++i) {
            const Candidate &c = candidates[static_cast<std::size_t>(i)];
            QCOMPARE(c.pocket, i >= 6);
            QCOMPARE(c.rotation, i % 6);
            Game trial = game;
            prepareCandidate(trial, c);
            const FollowResult result = trial.preview();
            QCOMPARE(c.points, result.points());
            QCOMPARE(c.endsGame, result.hitWall);
            QCOMPARE(c.value, static_cast<double>(c.points));
            const Move move = trial.place();
            QCOMPARE(move.points, c.points);
            QCOMPARE(move.swapped, c.pocket);
        }
    }

    void greedyTakesTheMostPointsAndBreaksTiesAwayFromWalls()
    {
        for (std::uint64_t seed = 0; seed < 40; ++seed) {
            Game game(seed);
            for (int turn = 0; turn < 6 && !game.isOver(); ++turn) {
                const auto candidates
                    = evaluateCandidates(game, PlayerOptions {PlayerKind::Greedy, 0});
                const Candidate &best
                    = candidates[static_cast<std::size_t>(bestCandidate(candidates))];
                for (const Candidate &c : candidates) {
                    QVERIFY(c.points <= best.points);
                    if (c.points == best.points) {
                        QVERIFY(!(c.endsGame == false && best.endsGame));
                        if (c.endsGame == best.endsGame)
                            QVERIFY(c.wallDistance <= best.wallDistance);
                    }
                }
                prepareCandidate(game, best);
                game.place();
            }
        }
    }

    void lookaheadIsDeterministicAndValuesAtLeastThePoints()
    {
        Game a(77);
        Game b(77);
        const PlayerOptions lookahead;
        for (int turn = 0; turn < 3; ++turn) {
            const auto ca = evaluateCandidates(a, lookahead);
            const auto cb = evaluateCandidates(b, lookahead);
            QCOMPARE(ca.size(), cb.size());
            for (std::size_t i = 0; i < ca.size(); ++i) {
                QCOMPARE(ca[i].value, cb[i].value);
                QVERIFY(ca[i].value >= ca[i].points);
                // A move that ends the game has no future.
                if (ca[i].endsGame)
                    QCOMPARE(ca[i].value, static_cast<double>(ca[i].points));
            }
            playOneMove(a, lookahead);
            playOneMove(b, lookahead);
            QVERIFY(a.moves() == b.moves());
        }
    }

    void exactTwoPlyValueIsTheMeanOverAllNextTiles()
    {
        // Brute force: for every one of the 10395 next tiles, the best of the twelve second moves.
        Game game(55);
        game.place();
        QVERIFY(!game.isOver());
        PlayerOptions options;
        options.plies = 2;
        options.survivalBonus = 25;
        const auto candidates = evaluateCandidates(game, options);
        int checked = 0;
        for (const Candidate &c : candidates) {
            if (c.endsGame || checked >= 3)
                continue;
            ++checked;
            Game after = game;
            prepareCandidate(after, c);
            after.place();
            const Tile held = after.pocketTile();
            double sum = 0;
            for (const Tile &next : Tile::allPairings()) {
                double best = 0;
                for (const Tile &tile : {held, next}) {
                    for (int k = 0; k < 6; ++k) {
                        const FollowResult r
                            = followLine(after.board(), after.openEnd(), tile.rotated(k));
                        best = std::max(best,
                                        r.points() + (r.hitWall ? 0.0 : options.survivalBonus));
                    }
                }
                sum += best;
            }
            QVERIFY(std::abs(c.value - (c.points + sum / Tile::pairingCount)) < 1e-9);
        }
        QVERIFY(checked > 0);
    }

    void deeperLookaheadIsDeterministicToo()
    {
        PlayerOptions options;
        options.plies = 3;
        options.samples = 4;
        const Game game(64);
        const auto a = evaluateCandidates(game, options);
        const auto b = evaluateCandidates(game, options);
        QCOMPARE(a.size(), std::size_t(12));
        for (std::size_t i = 0; i < a.size(); ++i) {
            QCOMPARE(a[i].value, b[i].value);
            QVERIFY(a[i].value >= a[i].points);
        }
    }

    void lookaheadOutscoresGreedyOverManyGames()
    {
        long greedyTotal = 0;
        long lookaheadTotal = 0;
        for (std::uint64_t seed = 100; seed < 112; ++seed) {
            Game greedy(seed);
            playToEnd(greedy, PlayerOptions {PlayerKind::Greedy, 0});
            Game lookahead(seed);
            playToEnd(lookahead, PlayerOptions {});
            greedyTotal += greedy.score();
            lookaheadTotal += lookahead.score();
            QVERIFY(lookahead.isOver());
        }
        QVERIFY2(lookaheadTotal > greedyTotal,
                 qPrintable(QStringLiteral("%1 vs %2").arg(lookaheadTotal).arg(greedyTotal)));
    }

    void deepIsDeterministicForASeedAndPlaysOnlyLegalMoves()
    {
        PlayerOptions deep;
        deep.kind = PlayerKind::Deep;
        Game a(77);
        Game b(77);
        while (!a.isOver()) {
            const auto ca = evaluateCandidates(a, deep);
            const auto cb = evaluateCandidates(b, deep);
            QCOMPARE(ca.size(), std::size_t(12));
            QCOMPARE(cb.size(), ca.size());
            for (std::size_t i = 0; i < ca.size(); ++i) {
                QCOMPARE(ca[i].value, cb[i].value);
                QVERIFY(ca[i].value >= ca[i].points);
                if (ca[i].endsGame)
                    QCOMPARE(ca[i].value, static_cast<double>(ca[i].points));
            }
            prepareCandidate(a, ca[static_cast<std::size_t>(bestCandidate(ca))]);
            a.place();
            prepareCandidate(b, cb[static_cast<std::size_t>(bestCandidate(cb))]);
            b.place();
        }
        QVERIFY(a.moves() == b.moves());
        // Every move is legal: the record replays through the rules, each tile the one dealt
        // (or kept in the pocket) turned by the recorded rotation and laid at the line's end.
        Game replay(77);
        for (const Move &move : a.moves())
            QCOMPARE(replay.applyRecorded(move), std::string());
        QCOMPARE(replay.score(), a.score());
        QVERIFY(replay.isOver());
    }

    void deepLastPlyIsTheMeanOverAllNextTiles()
    {
        // With two plies the deep player's only later ply is its exact last ply, which must agree
        // with the exact two-ply lookahead (brute force over all tiles, tested above) wherever no
        // chain leads from the new open end back into its cell; there it averages the ways on.
        PlayerOptions deep;
        deep.kind = PlayerKind::Deep;
        deep.deepPlies = 2;
        deep.survivalBonus = 25;
        PlayerOptions exact;
        exact.plies = 2;
        exact.survivalBonus = 25;
        int compared = 0;
        for (std::uint64_t seed = 50; seed < 56; ++seed) {
            Game game(seed);
            for (int turn = 0; turn < 8 && !game.isOver(); ++turn) {
                const auto fast = evaluateCandidates(game, deep);
                const auto slow = evaluateCandidates(game, exact);
                for (std::size_t i = 0; i < fast.size(); ++i) {
                    if (fast[i].endsGame)
                        continue;
                    Game after = game;
                    prepareCandidate(after, fast[i]);
                    after.place();
                    const ChainBoard chains(after.board());
                    const int cell = chains.cellIndex(after.openEnd().cell);
                    bool comesBack = false;
                    for (int pin = 0; pin < pinCount; ++pin)
                        comesBack = comesBack || chains.link(cell, pin).cell == cell;
                    if (comesBack)
                        continue;
                    QVERIFY2(std::abs(fast[i].value - slow[i].value) < 1e-9,
                             qPrintable(QStringLiteral("seed %1 turn %2 candidate %3: %4 vs %5")
                                            .arg(seed)
                                            .arg(turn)
                                            .arg(i)
                                            .arg(fast[i].value)
                                            .arg(slow[i].value)));
                    ++compared;
                }
                playOneMove(game, PlayerOptions {PlayerKind::Greedy, 0});
            }
        }
        QVERIFY(compared > 50);
    }

    void deepOutscoresLookaheadOnAverage()
    {
        // A sanity check; the benchmark measures the strength over 1000 games. Single games vary
        // a lot (over seeds 100..104 alone the lookahead is ahead, 2373 to 2291), hence ten.
        PlayerOptions deep;
        deep.kind = PlayerKind::Deep;
        long lookaheadTotal = 0;
        long deepTotal = 0;
        for (std::uint64_t seed = 100; seed < 110; ++seed) {
            Game lookahead(seed);
            playToEnd(lookahead, PlayerOptions {});
            Game deeper(seed);
            playToEnd(deeper, deep);
            QVERIFY(deeper.isOver());
            lookaheadTotal += lookahead.score();
            deepTotal += deeper.score();
        }
        QVERIFY2(deepTotal > lookaheadTotal,
                 qPrintable(QStringLiteral("%1 vs %2").arg(deepTotal).arg(lookaheadTotal)));
    }

    void stepsNameEveryCandidateThenTheChoice()
    {
        const Game game(3);
        pw::common::RecordingSink sink;
        const auto candidates = evaluateCandidates(game, PlayerOptions {}, &sink);
        QCOMPARE(sink.steps.size(), std::size_t(13));
        for (int i = 0; i < 12; ++i) {
            const auto &step = sink.steps[static_cast<std::size_t>(i)];
            QCOMPARE(step.kind, pw::common::StepEvent::Kind::Place);
            QCOMPARE(step.subject, i);
            QCOMPARE(step.value, candidates[static_cast<std::size_t>(i)].points);
        }
        QCOMPARE(sink.steps.back().kind, pw::common::StepEvent::Kind::Choose);
        QCOMPARE(sink.steps.back().subject, bestCandidate(candidates));
        QVERIFY(!sink.progressReports.empty());
    }

    void aCancelledEvaluationStopsEarlyAndPlaysNothing()
    {
        Game game(3);
        CancelAfterSink sink(3);
        const auto candidates = evaluateCandidates(game, PlayerOptions {}, &sink);
        QVERIFY(candidates.size() < 12);
        CancelAfterSink again(3);
        QVERIFY(!playOneMove(game, PlayerOptions {}, &again));
        QVERIFY(game.moves().empty());

        // The deep player polls inside its search too, many times per candidate (so the tab's
        // Stop is felt within milliseconds), and stops wherever it is asked to.
        PlayerOptions deep;
        deep.kind = PlayerKind::Deep;
        CountingSink counting;
        QCOMPARE(evaluateCandidates(game, deep, &counting).size(), std::size_t(12));
        QVERIFY2(counting.polls > 10 * 12, qPrintable(QString::number(counting.polls)));
        for (const int polls : {3, counting.polls / 2, counting.polls - 2}) {
            CancelAfterSink deepSink(polls);
            QVERIFY(evaluateCandidates(game, deep, &deepSink).size() < 12);
            CancelAfterSink deepAgain(polls);
            QVERIFY(!playOneMove(game, deep, &deepAgain));
            QVERIFY(game.moves().empty());
        }
    }
};

QTEST_APPLESS_MAIN(TestEntanglementPlayer)
#include "tst_entanglementplayer.moc"
