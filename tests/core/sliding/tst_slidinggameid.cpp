// Sliding Tiles game IDs: seed IDs regenerate the scramble, descriptive IDs hold the tiles,
// damaged IDs are refused at their character, and today's board is fixed for a date.
#include "core/sliding/SlidingGameId.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace pw::sliding;
using pw::common::GameIdKind;

class TestSlidingGameId : public QObject
{
    Q_OBJECT
private slots:
    void seedIdsRegenerateTheScramble_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<double>("outOfPlace");
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<QString>("id");
        QTest::newRow("4x4") << 4 << 4 << defaultOutOfPlace << quint64(1234) << "sliding:4x4#1234";
        QTest::newRow("3x5 half") << 3 << 5 << 0.5 << quint64(7) << "sliding:3x5o0.5#7";
        QTest::newRow("odd fraction") << 10 << 2 << 0.83 << quint64(99) << "sliding:10x2o0.83#99";
        QTest::newRow("all") << 2 << 2 << 1.0 << quint64(0) << "sliding:2x2o1#0";
        QTest::newRow("none") << 5 << 5 << 0.0 << quint64(3) << "sliding:5x5o0#3";
        QTest::newRow("tiny") << 3 << 3 << 0.000001 << quint64(4) << "sliding:3x3o0.000001#4";
    }

    void seedIdsRegenerateTheScramble()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(double, outOfPlace);
        QFETCH(quint64, seed);
        QFETCH(QString, id);
        QCOMPARE(seedGameId(ScrambleOptions {rows, cols, outOfPlace, seed}), id);
        const auto parsed = parseGameId(id);
        QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error().message()));
        QCOMPARE(parsed->kind, GameIdKind::Seed);
        QCOMPARE(parsed->scramble.rows, rows);
        QCOMPARE(parsed->scramble.cols, cols);
        QCOMPARE(parsed->scramble.outOfPlace, outOfPlace); // exactly: shortest round trip
        QCOMPARE(parsed->scramble.seed, std::uint64_t {seed});
        const auto document = documentForGameId(*parsed);
        QVERIFY(document);
        const auto expected = scrambleBoard(rows, cols, seed, outOfPlace);
        QVERIFY(expected);
        QVERIFY(document->start == *expected);
        QVERIFY(document->moves.empty());
    }

    void descriptiveIdsHoldTheTiles()
    {
        const auto board = Board::fromTiles(2, 3, {1, 2, 3, 4, 0, 5});
        QVERIFY(board);
        QCOMPARE(descriptiveGameId(*board), QStringLiteral("sliding:2x3:1,2,3,4,0,5"));
        for (const auto &[rows, cols, seed] : {std::tuple {4, 4, 1}, std::tuple {10, 10, 2},
                                               std::tuple {2, 7, 3}, std::tuple {9, 3, 4}}) {
            const auto scrambled = scrambleBoard(rows, cols, static_cast<std::uint64_t>(seed));
            QVERIFY(scrambled);
            const QString id = descriptiveGameId(*scrambled);
            const auto parsed = parseGameId(id);
            QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error().message()));
            QCOMPARE(parsed->kind, GameIdKind::Descriptive);
            QVERIFY(parsed->document.start == *scrambled);
            QCOMPARE(descriptiveGameId(parsed->document.start), id);
        }
    }

    void anUnsolvableBoardIsStillDescribed()
    {
        // Files may hold unsolvable boards ("slide check" says so); the ID keeps them as they are.
        const auto parsed = parseGameId(QStringLiteral("sliding:2x2:2,1,3,0"));
        QVERIFY(parsed);
        QCOMPARE(parsed->document.start.at(0), Board::Tile {2});
    }

    void filesGiveTheIdOfTheirStart()
    {
        QTemporaryDir dir;
        const auto start = scrambleBoard(3, 3, 17);
        QVERIFY(start);
        // Two legal moves played: the ID still names where the game started.
        SlidingDocument document {*start, {}};
        Board current = *start;
        for (const char move : std::string("UDLRUDLR")) {
            Board next = current;
            if (document.moves.size() < 2 && next.applyMoves(std::string(1, move)) < 0) {
                document.moves += move;
                current = next;
            }
        }
        QCOMPARE(document.moves.size(), std::size_t {2});
        const QString json = dir.filePath(QStringLiteral("s.json"));
        const QString text = dir.filePath(QStringLiteral("s.txt"));
        QVERIFY(!saveJsonFile(json, document));
        QVERIFY(!saveTextFile(text, *start));
        for (const QString &path : {json, text}) {
            const auto loaded = loadSlidingFile(path);
            QVERIFY(loaded);
            const auto parsed = parseGameId(descriptiveGameId(loaded->start));
            QVERIFY(parsed);
            QVERIFY(parsed->document.start == *start);
        }
    }

    void refusesDamagedIdsNamingTheCharacter_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("location");
        QTest::addColumn<QString>("reasonPart");
        QTest::newRow("rows 1") << "sliding:1x4#1"
                                << "character 9"
                                << "rows";
        QTest::newRow("cols 11") << "sliding:4x11#1"
                                 << "character 11"
                                 << "columns";
        QTest::newRow("no x") << "sliding:4*4#1"
                              << "character 10"
                              << "'x'";
        QTest::newRow("fraction above 1") << "sliding:4x4o1.5#1"
                                          << "character 13"
                                          << "fraction";
        QTest::newRow("fraction not a number") << "sliding:4x4o#1"
                                               << "character 13"
                                               << "fraction";
        QTest::newRow("unknown option") << "sliding:4x4q#1"
                                        << "character 12"
                                        << "'q'";
        QTest::newRow("fraction in description") << "sliding:2x2o0.5:1,2,3,0"
                                                 << "character 12"
                                                 << "'o'";
        QTest::newRow("tile too large") << "sliding:2x2:1,2,4,0"
                                        << "character 17"
                                        << "tile";
        QTest::newRow("tile twice") << "sliding:2x2:1,2,2,0"
                                    << "character 17"
                                    << "twice";
        QTest::newRow("too few") << "sliding:2x2:1,2,3"
                                 << "character 18"
                                 << "3 tiles";
        QTest::newRow("too many") << "sliding:2x2:1,2,3,0,4"
                                  << "character 20"
                                  << "','";
        QTest::newRow("not a number") << "sliding:2x2:1,2,x,0"
                                      << "character 17"
                                      << "'x'";
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

    void uniformSeedIdsDealAgain()
    {
        const ScrambleOptions options {5, 3, defaultOutOfPlace, 42, DealKind::Uniform};
        QCOMPARE(seedGameId(options), QStringLiteral("sliding:5x3u#42"));
        const auto parsed = parseGameId(QStringLiteral("sliding:5x3u#42"));
        QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error().message()));
        QCOMPARE(parsed->kind, GameIdKind::Seed);
        QCOMPARE(parsed->scramble.deal, DealKind::Uniform);
        QCOMPARE(seedGameId(parsed->scramble), QStringLiteral("sliding:5x3u#42"));
        const auto document = documentForGameId(*parsed);
        QVERIFY(document);
        QVERIFY(document->start == *dealUniform(5, 3, 42));
        // A walk's ID stays a walk's.
        QCOMPARE(parseGameId(QStringLiteral("sliding:5x3#42"))->scramble.deal, DealKind::Walk);
        // 'u' names the deal: a fraction cannot follow it, nor stand in a descriptive ID.
        QVERIFY(!parseGameId(QStringLiteral("sliding:4x4uo0.5#1")));
        QVERIFY(!parseGameId(QStringLiteral("sliding:2x2u:1,2,3,0")));
    }

    // Earlier days keep their walked boards; from the first uniform day on, today's board is a
    // uniform deal.
    void todaysBoardIsFixedForADate()
    {
        QCOMPARE(dailyGameId(QDate(2026, 11, 23)), QStringLiteral("sliding:4x4#671903439"));
        const ScrambleOptions daily = dailyScrambleOptions(QDate(2026, 11, 23));
        QCOMPARE(daily.rows, 4);
        QCOMPARE(daily.cols, 4);
        QCOMPARE(daily.outOfPlace, defaultOutOfPlace);
        QCOMPARE(daily.deal, DealKind::Walk);
        QCOMPARE(dailyScrambleOptions(firstUniformDay().addDays(-1)).deal, DealKind::Walk);
        const ScrambleOptions uniform = dailyScrambleOptions(firstUniformDay());
        QCOMPARE(uniform.deal, DealKind::Uniform);
        QVERIFY(dailyGameId(firstUniformDay()).startsWith(QStringLiteral("sliding:4x4u#")));
    }
};

QTEST_GUILESS_MAIN(TestSlidingGameId)
#include "tst_slidinggameid.moc"
