// Entanglement game IDs: radius and seed name the deal exactly, practice mode rides along,
// damaged IDs are refused at their character, and today's deal is fixed for a date.
#include "core/entanglement/EntanglementGameId.h"
#include "core/entanglement/GameFile.h"
#include "core/entanglement/Player.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace pw::entanglement;

namespace {

// The tiles a game deals, in order: what "the same start position" means for Entanglement.
std::vector<Tile> dealtTiles(Game game, int count)
{
    std::vector<Tile> tiles {game.currentTile(), game.pocketTile()};
    for (int i = 0; i < count && !game.isOver(); ++i) {
        game.place();
        tiles.push_back(game.currentTile());
    }
    return tiles;
}

} // namespace

class TestEntanglementGameId : public QObject
{
    Q_OBJECT
private slots:
    void idsRecreateTheDeal()
    {
        const Game game(987654321, 4);
        const QString id = gameId(game);
        QCOMPARE(id, QStringLiteral("entanglement:r4#987654321"));
        const auto parsed = parseGameId(id);
        QVERIFY(parsed);
        QCOMPARE(parsed->radius, 4);
        QCOMPARE(parsed->seed, std::uint64_t {987654321});
        QVERIFY(!parsed->practice);
        const Game again = parsed->makeGame();
        QCOMPARE(again.radius(), 4);
        QVERIFY(dealtTiles(again, 20) == dealtTiles(game, 20));
    }

    void practiceModeIsKept()
    {
        QCOMPARE(gameId(Game(5), true), QStringLiteral("entanglement:r3p#5"));
        const auto parsed = parseGameId(QStringLiteral("entanglement:r3p#5"));
        QVERIFY(parsed && parsed->practice);
        QCOMPARE(gameId(*parsed), QStringLiteral("entanglement:r3p#5"));
    }

    void aSavedGameGivesTheIdOfItsStart()
    {
        Game game(31337);
        const PlayerOptions greedy {PlayerKind::Greedy, 0};
        for (int i = 0; i < 5; ++i)
            playOneMove(game, greedy);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("e.json"));
        QVERIFY(!saveGameFile(path, game));
        const auto loaded = loadGameFile(path);
        QVERIFY(loaded);
        QCOMPARE(gameId(*loaded), QStringLiteral("entanglement:r3#31337"));
        const auto parsed = parseGameId(gameId(*loaded));
        QVERIFY(parsed);
        QVERIFY(dealtTiles(parsed->makeGame(), 10) == dealtTiles(Game(31337), 10));
    }

    void refusesDamagedIdsNamingTheCharacter_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("location");
        QTest::addColumn<QString>("reasonPart");
        QTest::newRow("no r") << "entanglement:3#5"
                              << "character 14"
                              << "'r'";
        QTest::newRow("radius 0") << "entanglement:r0#5"
                                  << "character 15"
                                  << "radius";
        QTest::newRow("radius 7") << "entanglement:r7#5"
                                  << "character 15"
                                  << "radius";
        QTest::newRow("unknown flag") << "entanglement:r3x#5"
                                      << "character 16"
                                      << "'x'";
        QTest::newRow("description") << "entanglement:r3:5"
                                     << "character 16"
                                     << "'#'";
        QTest::newRow("seed over 2^53") << "entanglement:r3#9007199254740992"
                                        << "character 17"
                                        << "9007199254740991";
    }

    void refusesDamagedIdsNamingTheCharacter()
    {
        QFETCH(QString, id);
        QFETCH(QString, location);
        QFETCH(QString, reasonPart);
        const auto parsed = parseGameId(id);
        QVERIFY(!parsed);
        QCOMPARE(parsed.error().source, QStringLiteral("game ID"));
        QCOMPARE(parsed.error().location, location);
        QVERIFY2(parsed.error().reason.contains(reasonPart), qPrintable(parsed.error().message()));
    }

    void todaysDealIsFixedForADate()
    {
        QCOMPARE(dailyGameId(QDate(2026, 11, 23)), QStringLiteral("entanglement:r3#271551436"));
        QCOMPARE(dailyGame(QDate(2026, 11, 23)).radius, Board::defaultRadius);
        QVERIFY(!dailyGame(QDate(2026, 11, 23)).practice);
    }
};

QTEST_GUILESS_MAIN(TestEntanglementGameId)
#include "tst_entanglementgameid.moc"
