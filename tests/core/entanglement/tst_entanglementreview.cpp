// The review of a game: each move beside the lookahead's choice at the same position, and the
// moves that cost most.
#include "core/entanglement/Review.h"

#include "tests/support/CancelAfterSink.h"

#include <QtTest>

using namespace pw::entanglement;

using pw::test::CancelAfterSink;

class TestEntanglementReview : public QObject
{
    Q_OBJECT
private slots:
    void eachMoveIsSetBesideTheChoiceAtItsPosition()
    {
        // A greedy game, reviewed by the lookahead: the greedy player often gives value away.
        Game game(12, 3);
        playToEnd(game, PlayerOptions {PlayerKind::Greedy, 0});
        const auto reviews = reviewGame(game, PlayerOptions {});
        QCOMPARE(reviews.size(), game.moves().size());

        Game replay(12, 3);
        for (std::size_t i = 0; i < reviews.size(); ++i) {
            const MoveReview &review = reviews[i];
            const Move &move = game.moves()[i];
            QCOMPARE(review.move, static_cast<int>(i) + 1);
            QCOMPARE(review.played.pocket, move.swapped);
            QCOMPARE(review.played.rotation, move.rotation);
            QCOMPARE(review.played.points, move.points);
            const auto candidates = evaluateCandidates(replay, PlayerOptions {});
            const Candidate &best = candidates[static_cast<std::size_t>(bestCandidate(candidates))];
            QCOMPARE(review.best.pocket, best.pocket);
            QCOMPARE(review.best.rotation, best.rotation);
            QCOMPARE(review.cost, best.value - review.played.value);
            QVERIFY(review.cost >= 0);
            QVERIFY(review.played.survival >= 0 && review.played.survival <= 1);
            QVERIFY(review.best.survival >= 0 && review.best.survival <= 1);
            QVERIFY(replay.applyRecorded(move).empty());
        }
        // The last greedy move ran into a wall: no chance of surviving it.
        QCOMPARE(reviews.back().played.survival, 0.0);

        const std::vector<int> worst = costliestMoves(reviews);
        QCOMPARE(worst.size(), std::size_t {3});
        for (std::size_t i = 0; i + 1 < worst.size(); ++i)
            QVERIFY(reviews[static_cast<std::size_t>(worst[i])].cost
                    >= reviews[static_cast<std::size_t>(worst[i + 1])].cost);
        // Nothing left out costs more than the third.
        for (int i = 0; i < static_cast<int>(reviews.size()); ++i) {
            if (std::find(worst.begin(), worst.end(), i) == worst.end())
                QVERIFY(reviews[static_cast<std::size_t>(i)].cost
                        <= reviews[static_cast<std::size_t>(worst.back())].cost);
        }
    }

    void eachReviewSaysWhoPlayedTheMove()
    {
        // A person's moves first, then the greedy player's: the review keeps each move's player.
        Game game(12, 3);
        game.place();
        game.place();
        playToEnd(game, PlayerOptions {PlayerKind::Greedy, 0});
        const auto reviews = reviewGame(game, PlayerOptions {PlayerKind::Greedy, 0});
        QCOMPARE(reviews.size(), game.moves().size());
        QCOMPARE(reviews[0].playedBy, std::optional<PlayerKind> {});
        QCOMPARE(reviews[1].playedBy, std::optional<PlayerKind> {});
        for (std::size_t i = 2; i < reviews.size(); ++i)
            QCOMPARE(reviews[i].playedBy, std::optional<PlayerKind> {PlayerKind::Greedy});
        QCOMPARE(strongestPlayerKind, PlayerKind::Deep);
    }

    void theLookaheadsOwnGameCostsNothing()
    {
        Game game(7, 2);
        playToEnd(game, PlayerOptions {});
        const auto reviews = reviewGame(game, PlayerOptions {});
        QCOMPARE(reviews.size(), game.moves().size());
        for (const MoveReview &review : reviews)
            QCOMPARE(review.cost, 0.0);
        QVERIFY(costliestMoves(reviews).empty());
    }

    void costliestMovesAreOrderedAndTiesKeepMoveOrder()
    {
        std::vector<MoveReview> reviews(6);
        const double costs[] = {5, 0, 40, 5, 12, 5};
        for (int i = 0; i < 6; ++i) {
            reviews[static_cast<std::size_t>(i)].move = i + 1;
            reviews[static_cast<std::size_t>(i)].cost = costs[i];
        }
        QCOMPARE(costliestMoves(reviews), (std::vector<int> {2, 4, 0}));
        QCOMPARE(costliestMoves(reviews, 5), (std::vector<int> {2, 4, 0, 3, 5}));
        QVERIFY(costliestMoves({}).empty());
    }

    void aCancelledReviewReturnsTheMovesDoneSoFar()
    {
        Game game(12, 3);
        playToEnd(game, PlayerOptions {PlayerKind::Greedy, 0});
        QVERIFY(game.moves().size() >= 3);
        CancelAfterSink sink(40);
        const auto reviews = reviewGame(game, PlayerOptions {}, &sink);
        QVERIFY(reviews.size() < game.moves().size());

        CancelAfterSink never(1 << 30);
        const auto all = reviewGame(game, PlayerOptions {}, &never);
        QCOMPARE(all.size(), game.moves().size());
        QVERIFY(!never.fractions.empty());
        QCOMPARE(never.fractions.back(), 1.0);
    }
};

QTEST_MAIN(TestEntanglementReview)
#include "tst_entanglementreview.moc"
