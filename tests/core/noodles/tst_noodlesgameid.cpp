// Noodles game IDs: seed IDs regenerate the same puzzle, descriptive IDs hold the exact board,
// damaged IDs are refused at their character, and today's puzzle is fixed for a date.
#include "core/noodles/BoardFile.h"
#include "core/noodles/Generator.h"
#include "core/noodles/NoodlesGameId.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace pw::noodles;
using pw::common::GameIdKind;

namespace {

GeneratorOptions options(GridKind kind, int width, int height, bool wrap, bool unique,
                         std::uint64_t seed)
{
    GeneratorOptions result;
    result.kind = kind;
    result.width = width;
    result.height = height;
    result.wrap = wrap;
    result.unique = unique;
    result.seed = seed;
    return result;
}

Board generated(const GeneratorOptions &options)
{
    const auto board = generate(options);
    if (!board)
        qFatal("generate failed: %s", qPrintable(board.error().message()));
    return *board;
}

} // namespace

class TestNoodlesGameId : public QObject
{
    Q_OBJECT
private slots:
    void seedIdsRegenerateThePuzzle_data()
    {
        QTest::addColumn<GeneratorOptions>("generator");
        QTest::addColumn<QString>("id");
        QTest::newRow("square") << options(GridKind::Square, 9, 7, false, true, 1234)
                                << "noodles:9x7#1234";
        QTest::newRow("square wrap")
            << options(GridKind::Square, 9, 7, true, true, 1234) << "noodles:9x7w#1234";
        QTest::newRow("hex wrap any")
            << options(GridKind::Hex, 10, 6, true, false, 77) << "noodles:10x6hwa#77";
        QTest::newRow("big seed") << options(GridKind::Hex, 5, 5, false, true,
                                             18446744073709551615ULL)
                                  << "noodles:5x5h#18446744073709551615";
    }

    void seedIdsRegenerateThePuzzle()
    {
        QFETCH(GeneratorOptions, generator);
        QFETCH(QString, id);
        QCOMPARE(seedGameId(generator), id);
        const auto parsed = parseGameId(id);
        QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error().message()));
        QCOMPARE(parsed->kind, GameIdKind::Seed);
        QCOMPARE(parsed->generator.kind, generator.kind);
        QCOMPARE(parsed->generator.width, generator.width);
        QCOMPARE(parsed->generator.height, generator.height);
        QCOMPARE(parsed->generator.wrap, generator.wrap);
        QCOMPARE(parsed->generator.unique, generator.unique);
        QCOMPARE(parsed->generator.seed, generator.seed);
        const auto board = boardForGameId(*parsed);
        QVERIFY(board);
        QVERIFY(board->samePosition(generated(generator)));
        QCOMPARE(board->source(), generated(generator).source());
        pw::common::QuietSink sink; // the GUI's way: a job's sink
        const auto inJob = boardForGameId(*parsed, sink);
        QVERIFY(inJob && inJob->samePosition(*board));
    }

    void flagsMayComeInAnyOrder()
    {
        const auto parsed = parseGameId(QStringLiteral("noodles:6x4awh#3"));
        QVERIFY(parsed);
        QCOMPARE(seedGameId(parsed->generator), QStringLiteral("noodles:6x4hwa#3"));
    }

    void descriptiveIdsHoldTheExactBoard_data()
    {
        QTest::addColumn<GeneratorOptions>("generator");
        QTest::newRow("square") << options(GridKind::Square, 7, 7, false, true, 5);
        QTest::newRow("square wrap") << options(GridKind::Square, 12, 3, true, true, 8);
        QTest::newRow("hex") << options(GridKind::Hex, 9, 8, false, true, 11);
        QTest::newRow("hex wrap 40") << options(GridKind::Hex, 40, 40, true, false, 2);
    }

    void descriptiveIdsHoldTheExactBoard()
    {
        QFETCH(GeneratorOptions, generator);
        Board board = generated(generator);
        board.rotate(3, 1); // a position the generator did not make: as a player left it
        board.setLocked(4, true);
        const QString id = descriptiveGameId(board);
        QVERIFY(id.startsWith(QStringLiteral("noodles:")));
        const auto parsed = parseGameId(id);
        QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error().message()));
        QCOMPARE(parsed->kind, GameIdKind::Descriptive);
        const auto back = boardForGameId(*parsed);
        QVERIFY(back);
        QVERIFY(back->samePosition(board));
        QCOMPARE(back->source(), board.source());
        QCOMPARE(back->wraps(), board.wraps());
        QVERIFY(!back->anyLocked()); // locks are the player's notes, not the position
        QCOMPARE(descriptiveGameId(*back), id);
    }

    void aSquareBoardReadsAsHexadecimalDigits()
    {
        Board board(Topology::make(GridKind::Square, 3, 2, false));
        board.setTiles({3, 9, 1, 2, 6, 15 - 1});
        board.setSource(4);
        QCOMPARE(descriptiveGameId(board), QStringLiteral("noodles:3x2:1,1/39126e"));
    }

    void aFileGivesTheDescriptiveIdOfItsBoard()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("board.json"));
        const Board board = generated(options(GridKind::Hex, 8, 6, true, true, 21));
        QVERIFY(!writeBoardFile(path, board));
        const auto read = readBoardFile(path);
        QVERIFY(read);
        const auto parsed = parseGameId(descriptiveGameId(*read));
        QVERIFY(parsed);
        QVERIFY(parsed->board.samePosition(board));
        QCOMPARE(parsed->board.source(), board.source());
    }

    void refusesDamagedIdsNamingTheCharacter_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("location");
        QTest::addColumn<QString>("reasonPart");
        QTest::newRow("bad separator") << "noodles:9y7#1"
                                       << "character 10"
                                       << "'x'";
        QTest::newRow("width too small") << "noodles:1x7#1"
                                         << "character 9"
                                         << "width";
        QTest::newRow("height too large") << "noodles:9x151#1"
                                          << "character 11"
                                          << "height";
        QTest::newRow("unknown flag") << "noodles:9x7q#1"
                                      << "character 12"
                                      << "'q'";
        QTest::newRow("flag twice") << "noodles:9x7ww#1"
                                    << "character 13"
                                    << "twice";
        QTest::newRow("odd hex wrap") << "noodles:9x7hw#1"
                                      << "character 9"
                                      << "";
        QTest::newRow("other puzzle") << "sliding:3x3#1"
                                      << "character 1"
                                      << "\"sliding\"";
        QTest::newRow("source off board") << "noodles:3x2:0,2/391263"
                                          << "character 15"
                                          << "row";
        QTest::newRow("no slash") << "noodles:3x2:0,1-391263"
                                  << "character 16"
                                  << "'/'";
        QTest::newRow("too few tiles") << "noodles:3x2:1,1/39126"
                                       << "character 22"
                                       << "5 tiles";
        QTest::newRow("too many tiles") << "noodles:3x2:1,1/3912633"
                                        << "character 23"
                                        << "'3'";
        QTest::newRow("not a square tile") << "noodles:3x2:1,1/39g263"
                                           << "character 19"
                                           << "'g'";
        QTest::newRow("empty tile") << "noodles:3x2:1,1/390263"
                                    << "character 19"
                                    << "at least one";
        QTest::newRow("full square tile") << "noodles:3x2:1,1/39f263"
                                          << "character 19"
                                          << "connections";
        QTest::newRow("ambiguous description") << "noodles:3x2a:1,1/391263"
                                               << "character 12"
                                               << "seed IDs";
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

    // A literal: the daily puzzle must not depend on the platform or the build.
    void todaysPuzzleIsFixedForADate()
    {
        QCOMPARE(dailyGameId(QDate(2026, 11, 23)), QStringLiteral("noodles:9x9#795954587"));
        const GeneratorOptions daily = dailyGeneratorOptions(QDate(2026, 11, 23));
        QCOMPARE(daily.width, 9);
        QCOMPARE(daily.height, 9);
        QCOMPARE(daily.kind, GridKind::Square);
        QVERIFY(daily.unique && !daily.wrap);
        QVERIFY(dailyGameId(QDate(2026, 11, 24)) != dailyGameId(QDate(2026, 11, 23)));
    }
};

QTEST_GUILESS_MAIN(TestNoodlesGameId)
#include "tst_noodlesgameid.moc"
