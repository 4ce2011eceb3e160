// Save/resume and replay checking of game records, in core and through puzzle-cli.
#include "core/entanglement/GameFile.h"
#include "core/entanglement/Player.h"
#include "tests/support/CliRun.h"

#include "core/common/PuzzleFile.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QtTest>

using namespace pw::entanglement;

using pw::test::CliRun;

namespace {

Game playedGame(std::uint64_t seed, int moves)
{
    Game game(seed);
    const PlayerOptions greedy {PlayerKind::Greedy, 0};
    for (int i = 0; i < moves && !game.isOver(); ++i)
        playOneMove(game, greedy);
    return game;
}

Game finishedGame(std::uint64_t seed)
{
    Game game(seed);
    playToEnd(game, PlayerOptions {});
    return game;
}

QJsonObject withMoveField(QJsonObject record, int index, const QString &field,
                          const QJsonValue &value)
{
    QJsonArray moves = record.value(QStringLiteral("moves")).toArray();
    QJsonObject move = moves.at(index).toObject();
    move.insert(field, value);
    moves.replace(index, move);
    record.insert(QStringLiteral("moves"), moves);
    return record;
}

QString errorOf(const QJsonObject &record)
{
    const auto game = gameFromJson(record, QStringLiteral("record.json"));
    return game ? QString() : game.error().message();
}

// puzzle-cli entanglement ARGS, in this process.
CliRun runCli(const QStringList &args)
{
    return pw::test::runCli(QStringList {QStringLiteral("entanglement")} + args);
}

} // namespace

class TestEntanglementFile : public QObject
{
    Q_OBJECT
private slots:
    void aSavedGameResumesExactly()
    {
        Game game = playedGame(42, 5);
        QVERIFY(!game.isOver());
        game.swap();
        game.rotate(3);
        game.swap();
        game.rotate(-1);
        game.swap(); // hand: swapped, the pocket tile turned 3, the other turned 5

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(!saveGameFile(path, game).has_value());
        QCOMPARE(pw::common::peekPuzzleKind(path), QStringLiteral("entanglement"));

        bool canContinue = false;
        auto loaded = loadGameFile(path, &canContinue);
        QVERIFY2(loaded, loaded ? "" : qPrintable(loaded.error().message()));
        QVERIFY(canContinue);
        Game &resumed = *loaded;
        QCOMPARE(resumed.seed(), game.seed());
        QCOMPARE(resumed.score(), game.score());
        QVERIFY(resumed.moves() == game.moves());
        QVERIFY(resumed.line() == game.line());
        QCOMPARE(resumed.openEnd(), game.openEnd());
        QVERIFY(resumed.currentTile() == game.currentTile());
        QVERIFY(resumed.pocketTile() == game.pocketTile());
        QCOMPARE(resumed.currentRotation(), game.currentRotation());
        QCOMPARE(resumed.pocketRotation(), game.pocketRotation());
        QCOMPARE(resumed.swappedThisTurn(), game.swappedThisTurn());

        // The deal continues the same way in both.
        for (int i = 0; i < 4 && !game.isOver(); ++i) {
            QVERIFY(game.place() == resumed.place());
            QVERIFY(game.currentTile() == resumed.currentTile());
        }
    }

    void aFinishedRecordReplaysToItsScore()
    {
        const Game game = finishedGame(7);
        QVERIFY(game.isOver());
        const auto replayed = gameFromJson(gameToJson(game, false), QStringLiteral("r.json"));
        QVERIFY(replayed);
        QCOMPARE(replayed->score(), game.score());
        QVERIFY(replayed->isOver());
    }

    void aBareRecordWithoutSeedIsCheckedByTheRules()
    {
        QJsonObject record = gameToJson(finishedGame(8), false);
        record.remove(QStringLiteral("format"));
        record.remove(QStringLiteral("version"));
        record.remove(QStringLiteral("seed"));
        bool canContinue = true;
        const auto replayed = gameFromJson(record, QStringLiteral("bare.json"), &canContinue);
        QVERIFY2(replayed, replayed ? "" : qPrintable(replayed.error().message()));
        QVERIFY(!canContinue);
        QCOMPARE(replayed->score(), record.value(QStringLiteral("score")).toInt());
    }

    void brokenRecordsAreRefusedNamingTheMove()
    {
        const QJsonObject record = gameToJson(finishedGame(3), false);
        QVERIFY(record.value(QStringLiteral("moves")).toArray().size() >= 4);
        QVERIFY(errorOf(record).isEmpty());

        // A tile not at the line's open end.
        QString error = errorOf(withMoveField(record, 2, QStringLiteral("u"), 3));
        const QJsonObject third = record.value(QStringLiteral("moves")).toArray().at(2).toObject();
        if (third.value(QStringLiteral("u")).toInt() == 3)
            error = errorOf(withMoveField(record, 2, QStringLiteral("u"), -3));
        QVERIFY2(error.contains(QLatin1String("move 3"))
                     && error.contains(QLatin1String("open end")),
                 qPrintable(error));

        // Pairs that are not a pairing.
        error = errorOf(
            withMoveField(record, 1, QStringLiteral("pairs"),
                          QJsonArray {QJsonArray {0, 1}, QJsonArray {1, 2}, QJsonArray {4, 5},
                                      QJsonArray {6, 7}, QJsonArray {8, 9}, QJsonArray {10, 11}}));
        QVERIFY2(error.contains(QLatin1String("move 2"))
                     && error.contains(QLatin1String("not a valid pairing")),
                 qPrintable(error));
        error = errorOf(
            withMoveField(record, 1, QStringLiteral("pairs"), QJsonArray {QJsonArray {0, 1}}));
        QVERIFY2(error.contains(QLatin1String("move 2")), qPrintable(error));

        // Points that don't add up.
        const int points = record.value(QStringLiteral("moves"))
                               .toArray()
                               .at(3)
                               .toObject()
                               .value(QStringLiteral("points"))
                               .toInt();
        error = errorOf(withMoveField(record, 3, QStringLiteral("points"), points + 1));
        QVERIFY2(error.contains(QLatin1String("move 4")) && error.contains(QLatin1String("claims")),
                 qPrintable(error));

        // A valid pairing that is not the dealt tile.
        const QJsonArray identity {QJsonArray {0, 1}, QJsonArray {2, 3}, QJsonArray {4, 5},
                                   QJsonArray {6, 7}, QJsonArray {8, 9}, QJsonArray {10, 11}};
        error = errorOf(withMoveField(record, 0, QStringLiteral("pairs"), identity));
        QVERIFY2(error.contains(QLatin1String("move 1")), qPrintable(error));

        // A rotation out of range, a total that disagrees, and a move after the end.
        error = errorOf(withMoveField(record, 0, QStringLiteral("rotation"), 6));
        QVERIFY2(error.contains(QLatin1String("move 1"))
                     && error.contains(QLatin1String("rotation")),
                 qPrintable(error));
        QJsonObject wrongTotal = record;
        wrongTotal.insert(QStringLiteral("score"),
                          record.value(QStringLiteral("score")).toInt() + 10);
        QVERIFY(errorOf(wrongTotal).contains(QLatin1String("field \"score\"")));
        QJsonObject tooLong = record;
        QJsonArray moves = record.value(QStringLiteral("moves")).toArray();
        moves.append(moves.last());
        tooLong.insert(QStringLiteral("moves"), moves);
        error = errorOf(tooLong);
        QVERIFY2(error.contains(QStringLiteral("move %1").arg(moves.size()))
                     && error.contains(QLatin1String("already over")),
                 qPrintable(error));
    }

    void eachMoveKeepsWhoPlayedIt()
    {
        // Two moves of a person's, then the computer's: the record names the computer player on
        // its moves only, and reading it back gives every move its player again.
        Game game(5);
        game.place();
        game.place();
        const PlayerOptions deep {PlayerKind::Deep};
        QVERIFY(playOneMove(game, PlayerOptions {PlayerKind::Greedy, 0}));
        QVERIFY(playOneMove(game, deep));
        const QJsonObject record = gameToJson(game, false);
        const QJsonArray moves = record.value(QStringLiteral("moves")).toArray();
        QVERIFY(!moves.at(0).toObject().contains(QStringLiteral("player")));
        QCOMPARE(moves.at(2).toObject().value(QStringLiteral("player")).toString(),
                 QStringLiteral("greedy"));
        QCOMPARE(moves.at(3).toObject().value(QStringLiteral("player")).toString(),
                 QStringLiteral("deep"));
        const auto read = gameFromJson(record, QStringLiteral("r.json"));
        QVERIFY(read);
        QVERIFY(read->moves() == game.moves());
        QCOMPARE(read->moves()[1].computer, std::optional<PlayerKind> {});
        QCOMPARE(read->moves()[3].computer, std::optional<PlayerKind> {PlayerKind::Deep});

        // A name that is no player is refused, naming the move.
        const QString error
            = errorOf(withMoveField(record, 1, QStringLiteral("player"), QStringLiteral("oracle")));
        QVERIFY2(error.contains(QLatin1String("move 2")) && error.contains(QLatin1String("player")),
                 qPrintable(error));
    }

    void fieldsOutOfRangeAreRefused()
    {
        QJsonObject record = gameToJson(Game(1), false);
        record.insert(QStringLiteral("radius"), 7);
        QVERIFY(errorOf(record).contains(QLatin1String("radius")));
        record.insert(QStringLiteral("radius"), 3);
        record.insert(QStringLiteral("puzzle"), QStringLiteral("noodles"));
        QVERIFY(errorOf(record).contains(QLatin1String("puzzle")));
        record.insert(QStringLiteral("puzzle"), QStringLiteral("entanglement"));
        record.insert(QStringLiteral("seed"), -1);
        QVERIFY(errorOf(record).contains(QLatin1String("seed")));
        record.insert(QStringLiteral("seed"), 1);
        record.insert(QStringLiteral("moves"), QJsonArray {5});
        QVERIFY(errorOf(record).contains(QLatin1String("move 1")));
    }

    void randomlyDamagedRecordsAreRefusedOrReplayedNeverCrash()
    {
        // Strangers' files: change one value of a valid record to something random and check
        // that loading either succeeds with a consistent game or fails with a message.
        const QJsonObject record = gameToJson(finishedGame(17), false);
        const QJsonArray moves = record.value(QStringLiteral("moves")).toArray();
        pw::common::Random random(2024);
        const QJsonValue junk[] = {QJsonValue(),
                                   QJsonValue(-1),
                                   QJsonValue(12),
                                   QJsonValue(0.5),
                                   QJsonValue(1e18),
                                   QJsonValue(true),
                                   QJsonValue(QStringLiteral("x")),
                                   QJsonArray {},
                                   QJsonArray {1, 2},
                                   QJsonObject {}};
        const char *moveFields[] = {"u", "v", "pairs", "rotation", "swapped", "points"};
        int refused = 0;
        for (int trial = 0; trial < 600; ++trial) {
            QJsonObject damaged = record;
            const QJsonValue value = junk[random.below(std::size(junk))];
            if (random.chance(0.2)) {
                const char *top[] = {"radius", "seed", "score", "moves", "puzzle"};
                damaged.insert(QLatin1String(top[random.below(std::size(top))]), value);
            } else {
                const int index
                    = static_cast<int>(random.below(static_cast<std::uint64_t>(moves.size())));
                const QString field
                    = QLatin1String(moveFields[random.below(std::size(moveFields))]);
                QJsonObject move = moves.at(index).toObject();
                if (field == QLatin1String("pairs") && random.chance(0.5)) {
                    QJsonArray pairs = move.value(field).toArray();
                    pairs.replace(static_cast<int>(random.below(6)), value);
                    move.insert(field, pairs);
                } else {
                    move.insert(field, value);
                }
                damaged = withMoveField(damaged, index, field, move.value(field));
            }
            const auto game = gameFromJson(damaged, QStringLiteral("fuzz.json"));
            if (!game) {
                ++refused;
                QVERIFY(!game.error().message().isEmpty());
            } else {
                int sum = 0;
                for (const Move &move : game->moves())
                    sum += move.points;
                QCOMPARE(sum, game->score());
            }
        }
        QVERIFY(refused > 300);
    }

    void cliPlayPrintsTheRecordAndReplayAcceptsIt()
    {
        const CliRun play
            = runCli({QStringLiteral("play"), QStringLiteral("--seed"), QStringLiteral("12"),
                      QStringLiteral("--ai"), QStringLiteral("greedy"), QStringLiteral("--json")});
        QCOMPARE(play.code, 0);
        const QJsonObject record = QJsonDocument::fromJson(play.out.toUtf8()).object();
        QCOMPARE(record.value(QStringLiteral("puzzle")).toString(), QStringLiteral("entanglement"));
        QCOMPARE(record.value(QStringLiteral("radius")).toInt(), 3);
        QCOMPARE(record.value(QStringLiteral("seed")).toInt(), 12);
        const QJsonArray moves = record.value(QStringLiteral("moves")).toArray();
        QVERIFY(!moves.isEmpty());
        const QJsonObject first = moves.first().toObject();
        for (const char *field : {"u", "v", "pairs", "rotation", "swapped", "points"})
            QVERIFY2(first.contains(QLatin1String(field)), field);
        QCOMPARE(first.value(QStringLiteral("pairs")).toArray().size(), 6);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("record.json"));
        QVERIFY(!pw::common::writeFileAtomically(path, play.out.toUtf8()).has_value());
        const CliRun replay = runCli({QStringLiteral("replay"), path, QStringLiteral("--json")});
        QCOMPARE(replay.code, 0);
        const QJsonObject summary = QJsonDocument::fromJson(replay.out.toUtf8()).object();
        QCOMPARE(summary.value(QStringLiteral("score")).toInt(),
                 record.value(QStringLiteral("score")).toInt());
        QCOMPARE(summary.value(QStringLiteral("moves")).toInt(), static_cast<int>(moves.size()));

        // The same seed plays the same game.
        QCOMPARE(
            runCli({QStringLiteral("play"), QStringLiteral("--seed"), QStringLiteral("12"),
                    QStringLiteral("--ai"), QStringLiteral("greedy"), QStringLiteral("--json")})
                .out,
            play.out);
    }

    void cliPlaysWithEveryPlayerByName()
    {
        // --ai takes each player's name and plays exactly the game the library's player plays.
        for (const PlayerKind kind : allPlayerKinds) {
            const CliRun play
                = runCli({QStringLiteral("play"), QStringLiteral("--seed"), QStringLiteral("12"),
                          QStringLiteral("--radius"), QStringLiteral("2"), QStringLiteral("--ai"),
                          QString::fromLatin1(playerName(kind)), QStringLiteral("--json")});
            QCOMPARE(play.code, 0);
            const QJsonObject record = QJsonDocument::fromJson(play.out.toUtf8()).object();
            PlayerOptions options;
            options.kind = kind;
            Game game(12, 2);
            playToEnd(game, options);
            QCOMPARE(record.value(QStringLiteral("score")).toInt(), game.score());
            QCOMPARE(record.value(QStringLiteral("moves")).toArray().size(),
                     static_cast<qsizetype>(game.moves().size()));
        }
    }

    void cliReplayExitsTwoNamingTheBrokenMove()
    {
        const QJsonObject record = gameToJson(finishedGame(5), false);
        const int points = record.value(QStringLiteral("moves"))
                               .toArray()
                               .at(1)
                               .toObject()
                               .value(QStringLiteral("points"))
                               .toInt();
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QVERIFY(!pw::common::writeJsonFile(
                     path, withMoveField(record, 1, QStringLiteral("points"), points + 2))
                     .has_value());
        const CliRun replay = runCli({QStringLiteral("replay"), path});
        QCOMPARE(replay.code, 2);
        QVERIFY2(replay.err.contains(QLatin1String("broken.json"))
                     && replay.err.contains(QLatin1String("move 2")),
                 qPrintable(replay.err));
    }

    void cliRefusesBadUsage()
    {
        QCOMPARE(runCli({QStringLiteral("play")}).code, 2);
        QCOMPARE(
            runCli({QStringLiteral("play"), QStringLiteral("--seed"), QStringLiteral("x")}).code,
            2);
        QCOMPARE(runCli({QStringLiteral("play"), QStringLiteral("--seed"), QStringLiteral("1"),
                         QStringLiteral("--radius"), QStringLiteral("9")})
                     .code,
                 2);
        QCOMPARE(runCli({QStringLiteral("play"), QStringLiteral("--seed"), QStringLiteral("1"),
                         QStringLiteral("--ai"), QStringLiteral("random")})
                     .code,
                 2);
        QCOMPARE(runCli({QStringLiteral("replay")}).code, 2);
        const CliRun missing
            = runCli({QStringLiteral("replay"), QStringLiteral("/nonexistent/x.json")});
        QCOMPARE(missing.code, 2);
        QVERIFY(missing.err.contains(QLatin1String("cannot open")));
        QCOMPARE(runCli({QStringLiteral("dance")}).code, 2);
        QCOMPARE(runCli({QStringLiteral("--help")}).code, 0);
    }
};

QTEST_GUILESS_MAIN(TestEntanglementFile)
#include "tst_entanglementfile.moc"
