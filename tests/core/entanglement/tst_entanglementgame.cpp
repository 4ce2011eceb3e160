// Turns, path following through placed tiles, scoring and the end of the game.
#include "core/entanglement/Game.h"

#include <QtTest>

using namespace pw::entanglement;
using pw::common::UvCell;

namespace {

Tile tileOf(std::vector<PinPair> pairs)
{
    std::string why;
    const auto tile = Tile::fromPairs(pairs, &why);
    if (!tile)
        qFatal("bad test tile: %s", why.c_str());
    return *tile;
}

// Places `tile` at the open end as a recorded move without checking it against the deal.
int placeChosen(Game &game, const Tile &tile, int expectedPoints)
{
    Move move;
    move.cell = game.openEnd().cell;
    move.placed = tile;
    move.points = expectedPoints;
    const std::string why = game.applyRecorded(move, false);
    if (!why.empty())
        qWarning("%s", why.c_str());
    return why.empty() ? game.score() : -1;
}

} // namespace

class TestEntanglementGame : public QObject
{
    Q_OBJECT
private slots:
    void aNewGameWaitsAtOneOneWithTwoTilesInHand()
    {
        const Game game(5);
        QCOMPARE(game.openEnd(), startOfLine());
        QCOMPARE(game.score(), 0);
        QVERIFY(!game.isOver());
        QVERIFY(game.moves().empty());
        QCOMPARE(game.radius(), 3);
        // The hand is the first two tiles the seed deals.
        pw::common::Random dealer(5);
        QVERIFY(game.currentTile() == Tile::random(dealer));
        QVERIFY(game.pocketTile() == Tile::random(dealer));
    }

    void swapAndRotateChangeOnlyTheHand()
    {
        Game game(11);
        const Tile first = game.currentTile();
        const Tile second = game.pocketTile();
        game.rotate(-1);
        QCOMPARE(game.currentRotation(), 5);
        QVERIFY(game.currentPlaced() == first.rotated(5));
        game.swap();
        QVERIFY(game.swappedThisTurn());
        QVERIFY(game.currentTile() == second);
        QCOMPARE(game.currentRotation(), 0);
        QCOMPARE(game.pocketRotation(), 5);
        game.swap();
        QVERIFY(!game.swappedThisTurn());
        QVERIFY(game.currentTile() == first);
        QCOMPARE(game.board().placedCount(), 0);
    }

    void placingExtendsTheLineAndScoresOnePoint()
    {
        Game game(1);
        // 7 -> 2 leaves through the upper right side into (2, 1) at pin 9.
        QCOMPARE(placeChosen(game, tileOf({{7, 2}, {0, 1}, {3, 4}, {5, 6}, {8, 9}, {10, 11}}), 1),
                 1);
        QCOMPARE(game.openEnd(), (LineEnd {{2, 1}, 9}));
        QCOMPARE(game.line().size(), std::size_t(1));
        QCOMPARE(game.line().front(), (Segment {{1, 1}, 7, 2}));
        QVERIFY(!game.isOver());
        QVERIFY(game.board().hasTile({1, 1}));
    }

    void theLineFollowsThroughPlacedTilesAndScoresTriangularNumbers()
    {
        Game game(1);
        // (1, 1): 7 -> 4 goes down-right to (1, 0) at pin 11; its pair 5-0 waits for later.
        placeChosen(game, tileOf({{7, 4}, {5, 0}, {1, 2}, {3, 6}, {8, 9}, {10, 11}}), 1);
        QCOMPARE(game.openEnd(), (LineEnd {{1, 0}, 11}));
        // (1, 0): 11 -> 10 goes up-left back into (1, 1) at pin 5, through 5 -> 0 to (2, 2) at 7:
        // two segments, 1 + 2 = 3 points.
        Game preview = game;
        QCOMPARE(placeChosen(game, tileOf({{11, 10}, {0, 1}, {2, 3}, {4, 5}, {6, 7}, {8, 9}}), 3),
                 1 + 3);
        QCOMPARE(game.openEnd(), (LineEnd {{2, 2}, 7}));
        QCOMPARE(game.line().size(), std::size_t(3));
        QCOMPARE(game.line()[2], (Segment {{1, 1}, 5, 0}));
        QCOMPARE(game.moves().back().points, 3);

        // The preview of the same placement says the same before anything is placed.
        std::vector<Segment> predicted;
        const FollowResult result
            = followLine(preview.board(), preview.openEnd(),
                         tileOf({{11, 10}, {0, 1}, {2, 3}, {4, 5}, {6, 7}, {8, 9}}), &predicted);
        QCOMPARE(result.length, 2);
        QCOMPARE(result.points(), 3);
        QCOMPARE(predicted.size(), std::size_t(2));
        QCOMPARE(preview.board().placedCount(), 1);
    }

    void pointsAreOnePlusTwoUpToL()
    {
        for (int length = 0; length <= 10; ++length) {
            int sum = 0;
            for (int k = 1; k <= length; ++k)
                sum += k;
            QCOMPARE(pointsForLength(length), sum);
        }
        QCOMPARE(pointsForLength(3), 6);
    }

    void aMoveIntoTheCentreEndsTheGame()
    {
        Game game(1);
        // 7 -> 6 leaves through the bottom side straight back into the centre.
        QCOMPARE(placeChosen(game, tileOf({{7, 6}, {0, 1}, {2, 3}, {4, 5}, {8, 9}, {10, 11}}), 1),
                 1);
        QVERIFY(game.isOver());
        QCOMPARE(game.openEnd().cell, (UvCell {0, 0}));
        // Nothing more can be placed.
        const Move none = game.place();
        QCOMPARE(none.points, 0);
        QCOMPARE(game.moves().size(), std::size_t(1));
        QVERIFY(!game.applyRecorded(Move {}, false).empty());
    }

    void aMoveOffTheRimEndsTheGame()
    {
        Game small(1, 1);
        // On radius 1, 7 -> 0 leaves (1, 1) through the top into (2, 2): past the rim.
        QCOMPARE(placeChosen(small, tileOf({{7, 0}, {1, 2}, {3, 4}, {5, 6}, {8, 9}, {10, 11}}), 1),
                 1);
        QVERIFY(small.isOver());
        QCOMPARE(small.openEnd().cell, (UvCell {2, 2}));

        // On the standard board the same tile leaves the line open.
        Game standard(1);
        placeChosen(standard, tileOf({{7, 0}, {1, 2}, {3, 4}, {5, 6}, {8, 9}, {10, 11}}), 1);
        QVERIFY(!standard.isOver());
    }

    void aMoveThroughPlacedTilesIntoAWallScoresItsSegmentsAndEnds()
    {
        Game game(1);
        placeChosen(game, tileOf({{7, 4}, {5, 6}, {0, 1}, {2, 3}, {8, 9}, {10, 11}}), 1);
        // (1, 0): 11 -> 10 back into (1, 1) at 5, which leads 5 -> 6 into the centre.
        QCOMPARE(placeChosen(game, tileOf({{11, 10}, {0, 1}, {2, 3}, {4, 5}, {6, 7}, {8, 9}}), 3),
                 4);
        QVERIFY(game.isOver());
    }

    void wrongClaimsAndPositionsAreRefused()
    {
        Game game(1);
        Move move;
        move.cell = {2, 2};
        move.placed = game.currentPlaced();
        QVERIFY(QString::fromStdString(game.applyRecorded(move))
                    .contains(QLatin1String("open end is (1, 1)")));
        move.cell = {1, 1};
        move.points = 5;
        QVERIFY(QString::fromStdString(game.applyRecorded(move))
                    .contains(QLatin1String("claims 5 points")));

        Game other(1);
        Move wrongTile;
        wrongTile.placed = other.currentPlaced().rotated(1) == other.currentPlaced()
            ? other.pocketPlaced().rotated(1)
            : other.currentPlaced().rotated(1);
        wrongTile.points = 1;
        QVERIFY(!other.applyRecorded(wrongTile).empty());
    }

    void thePlacedTileIsDealtAgainAfterASwap()
    {
        Game game(21);
        const Tile keep = game.currentTile();
        const Tile pocket = game.pocketTile();
        game.swap();
        game.rotate(2);
        const Move move = game.place();
        QVERIFY(move.swapped);
        QCOMPARE(move.rotation, 2);
        QVERIFY(move.placed == pocket.rotated(2));
        // The other tile stays in the pocket; a fresh tile (the seed's third) is in hand.
        QVERIFY(game.pocketTile() == keep);
        pw::common::Random dealer(21);
        Tile::random(dealer);
        Tile::random(dealer);
        QVERIFY(game.currentTile() == Tile::random(dealer));
        QCOMPARE(game.currentRotation(), 0);
        QVERIFY(!game.swappedThisTurn());
    }

    void everyGameEndsAtAWallWithinTheBoardSize()
    {
        for (std::uint64_t seed = 0; seed < 50; ++seed) {
            Game game(seed, 2);
            while (!game.isOver() && game.moves().size() < 100)
                game.place();
            QVERIFY(game.isOver());
            QVERIFY(static_cast<int>(game.moves().size()) <= game.board().playableCellCount());
            QVERIFY(game.board().isWall(game.openEnd().cell));
            int sum = 0;
            for (const Move &move : game.moves())
                sum += move.points;
            QCOMPARE(sum, game.score());
        }
    }
};

QTEST_APPLESS_MAIN(TestEntanglementGame)
#include "tst_entanglementgame.moc"
