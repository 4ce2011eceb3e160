// The game-ID syntax every puzzle shares, the parameter scanner, and today's seed.
#include "core/common/DailySeed.h"
#include "core/common/GameId.h"
#include "core/common/GameIdScanner.h"

#include <QtTest>

using namespace pw::common;

class TestGameId : public QObject
{
    Q_OBJECT
private slots:
    void splitsASeedId()
    {
        const Expected<GameIdParts> parts = splitGameId(QStringLiteral("noodles:9x7w#1234"));
        QVERIFY(parts);
        QCOMPARE(parts->puzzle, QStringLiteral("noodles"));
        QCOMPARE(parts->kind, GameIdKind::Seed);
        QCOMPARE(parts->parameters, QStringLiteral("9x7w"));
        QCOMPARE(parts->parametersAt, 8);
        QCOMPARE(parts->version, 1);
        QCOMPARE(parts->seed, std::uint64_t {1234});
    }

    void splitsADescriptiveIdIgnoringSpaceAround()
    {
        const Expected<GameIdParts> parts = splitGameId(QStringLiteral("  sliding:2x2:1,2,3,0\n"));
        QVERIFY(parts);
        QCOMPARE(parts->kind, GameIdKind::Descriptive);
        QCOMPARE(parts->parameters, QStringLiteral("2x2"));
        QCOMPARE(parts->parametersAt, 10);
        QCOMPARE(parts->description, QStringLiteral("1,2,3,0"));
        QCOMPARE(parts->descriptionAt, 14);
    }

    void readsTheVersionMarkerAndRefusesNewerVersions()
    {
        const Expected<GameIdParts> one = splitGameId(QStringLiteral("noodles:9x7@1#5"));
        QVERIFY(one);
        QCOMPARE(one->version, 1);
        QCOMPARE(one->parameters, QStringLiteral("9x7"));
        QCOMPARE(one->seed, std::uint64_t {5});
        const Expected<GameIdParts> two = splitGameId(QStringLiteral("noodles:9x7@2#5"));
        QVERIFY(!two);
        QCOMPARE(two.error().location, QStringLiteral("character 13"));
        QVERIFY(two.error().reason.contains(QStringLiteral("version 2")));
    }

    void refusesDamagedIdsNamingTheCharacter_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("location");
        QTest::addColumn<QString>("reasonPart");
        QTest::newRow("no puzzle") << "9x7#1"
                                   << "character 1"
                                   << "puzzle's name";
        QTest::newRow("no seed or description") << "noodles:9x7"
                                                << "character 12"
                                                << "'#'";
        QTest::newRow("letter in seed") << "noodles:9x7#12x4"
                                        << "character 15"
                                        << "'x'";
        QTest::newRow("empty seed") << "noodles:9x7#"
                                    << "character 13"
                                    << "seed is missing";
        QTest::newRow("seed too large") << "noodles:9x7#18446744073709551616"
                                        << "character 13"
                                        << "larger";
        QTest::newRow("empty description") << "sliding:2x2:"
                                           << "character 13"
                                           << "missing";
        QTest::newRow("other puzzle") << "kanoodle:p20#1"
                                      << "character 1"
                                      << "\"kanoodle\"";
    }

    void refusesDamagedIdsNamingTheCharacter()
    {
        QFETCH(QString, id);
        QFETCH(QString, location);
        QFETCH(QString, reasonPart);
        // The kanoodle row checks the expected puzzle; the others the syntax alone.
        const Expected<GameIdParts> checked = id.startsWith(QStringLiteral("kanoodle"))
            ? splitGameId(id, QStringLiteral("noodles"))
            : splitGameId(id);
        QVERIFY(!checked);
        QCOMPARE(checked.error().source, QStringLiteral("game ID"));
        QCOMPARE(checked.error().location, location);
        QVERIFY2(checked.error().reason.contains(reasonPart),
                 qPrintable(checked.error().message()));
    }

    void refusesOverlongInput()
    {
        const Expected<GameIdParts> parts = splitGameId(
            QStringLiteral("noodles:") + QString(gameid::maxLength, QLatin1Char('1')));
        QVERIFY(!parts);
        QVERIFY(parts.error().reason.contains(QStringLiteral("too long")));
    }

    void composesWhatItSplits()
    {
        QCOMPARE(composeSeedId(QStringLiteral("noodles"), QStringLiteral("9x7w"), 1234),
                 QStringLiteral("noodles:9x7w#1234"));
        QCOMPARE(composeDescriptiveId(QStringLiteral("sliding"), QStringLiteral("2x2"),
                                      QStringLiteral("1,2,3,0")),
                 QStringLiteral("sliding:2x2:1,2,3,0"));
    }

    void namesThePuzzleBeforeParsing()
    {
        const QStringList known {QStringLiteral("kanoodle"), QStringLiteral("entanglement")};
        QCOMPARE(*puzzleOfGameId(QStringLiteral(" kanoodle:p:...."), known),
                 QStringLiteral("kanoodle"));
        QCOMPARE(*puzzleOfGameId(QStringLiteral("entanglement:r3#1"), known),
                 QStringLiteral("entanglement"));
        const Expected<QString> unknown = puzzleOfGameId(QStringLiteral("  chess:8x8#1"), known);
        QVERIFY(!unknown);
        QCOMPARE(unknown.error().location, QStringLiteral("character 3"));
        QVERIFY(unknown.error().reason.contains(QStringLiteral("\"chess\"")));
        // The message lists the puzzles there are.
        QVERIFY(unknown.error().reason.contains(QStringLiteral("kanoodle:, entanglement:")));
        const Expected<QString> notAnId = puzzleOfGameId(QStringLiteral("not an id"), known);
        QVERIFY(!notAnId);
        QCOMPARE(notAnId.error().location, QStringLiteral("character 4"));
        QVERIFY(!puzzleOfGameId(QStringLiteral("C:/board.json"), known));
        QVERIFY(!puzzleOfGameId(QString(), known));
    }

    void scannerReportsPositionsInTheWholeId()
    {
        GameIdScanner scan(QStringLiteral("12x0"), 8);
        QCOMPARE(scan.number(2, 40, QStringLiteral("the width")), std::optional<int>(12));
        QVERIFY(scan.expect(QLatin1Char('x'), QStringLiteral("'x'")));
        QCOMPARE(scan.position(), 11);
        QCOMPARE(scan.number(2, 40, QStringLiteral("the height")), std::nullopt);
        QCOMPARE(scan.error().location, QStringLiteral("character 12"));
        QVERIFY(scan.error().reason.contains(QStringLiteral("the height must be from 2 to 40")));
    }

    void scannerReadsFractions()
    {
        GameIdScanner scan(QStringLiteral("0.25"), 0);
        QCOMPARE(scan.fraction(0, 1, QStringLiteral("f")), std::optional<double>(0.25));
        QVERIFY(scan.expectEnd(QStringLiteral("f")));
        GameIdScanner bad(QStringLiteral("1.5"), 3);
        QCOMPARE(bad.fraction(0, 1, QStringLiteral("f")), std::nullopt);
        QCOMPARE(bad.error().location, QStringLiteral("character 4"));
    }

    // Literal values: a change of the hash, the engine or the date text would change everyone's
    // daily puzzle, and must fail here rather than on some platform.
    void dailySeedIsFixedForADate()
    {
        const QDate date(2026, 11, 23);
        QCOMPARE(dailySeed(date, QStringLiteral("noodles")), std::uint64_t {795954587});
        QCOMPARE(dailySeed(date, QStringLiteral("sliding")), std::uint64_t {671903439});
        QCOMPARE(dailySeed(date, QStringLiteral("noodles")),
                 dailySeed(QDate(2026, 11, 23), QStringLiteral("noodles")));
        QVERIFY(dailySeed(date.addDays(1), QStringLiteral("noodles"))
                != dailySeed(date, QStringLiteral("noodles")));
        for (int day = 0; day < 366; ++day)
            QVERIFY(dailySeed(date.addDays(day), QStringLiteral("kanoodle")) < dailySeedLimit);
    }
};

QTEST_GUILESS_MAIN(TestGameId)
#include "tst_gameid.moc"
