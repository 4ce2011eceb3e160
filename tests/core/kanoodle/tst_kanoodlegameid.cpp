// Kanoodle game IDs: seed IDs regenerate the same puzzle for every board kind, descriptive IDs
// hold the given pieces exactly, damaged IDs are refused at their character, and today's puzzle
// is fixed for a date.
#include "core/kanoodle/Generator.h"
#include "core/kanoodle/KanoodleGameId.h"
#include "core/kanoodle/Solver.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace pw::kanoodle;
using pw::common::GameIdKind;
using pw::common::QuietSink;

namespace {

KanoodleRecipe recipe(KanoodleRecipe::Kind kind, int value, std::uint64_t seed, int step = 1)
{
    KanoodleRecipe result;
    result.kind = kind;
    result.level = value;
    result.given = value;
    result.finalPieces = value;
    result.step = step;
    result.seed = seed;
    return result;
}

bool samePuzzle(const Position &a, const Position &b)
{
    return a.board().kind() == b.board().kind() && a.board().pieceSet() == b.board().pieceSet()
        && a.toString() == b.toString();
}

} // namespace

class TestKanoodleGameId : public QObject
{
    Q_OBJECT
private slots:
    void seedIdsRegenerateThePuzzle_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("expectedState");
        QuietSink sink;
        const auto pyramid = generatePuzzle(Board::pyramid(), givenPiecesForLevel(20), 7, sink);
        const auto flat = generatePuzzle(Board::flat(), 5, 1234, sink);
        const auto series = generateSlidingSeries(7, 3, sink);
        const auto challenge = generateSlidingChallenge(*pieceSetFromLetters("AIJKL"), 3, sink);
        QVERIFY(pyramid && flat && series && challenge);
        QTest::newRow("pyramid") << "kanoodle:p20#7" << pyramid->puzzle.toString();
        QTest::newRow("flat") << "kanoodle:f5#1234" << flat->puzzle.toString();
        QTest::newRow("series first") << "kanoodle:s7#3" << series->at(0).puzzle.puzzle.toString();
        QTest::newRow("series third")
            << "kanoodle:s7.3#3" << series->at(2).puzzle.puzzle.toString();
        QTest::newRow("challenge") << "kanoodle:sAIJKL#3" << challenge->puzzle.puzzle.toString();
    }

    void seedIdsRegenerateThePuzzle()
    {
        QFETCH(QString, id);
        QFETCH(QString, expectedState);
        const auto parsed = parseGameId(id);
        QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error().message()));
        QCOMPARE(parsed->kind, GameIdKind::Seed);
        QCOMPARE(seedGameId(parsed->recipe), id);
        QuietSink sink;
        const auto game = gameForGameId(*parsed, sink);
        QVERIFY(game);
        QCOMPARE(game->puzzle.toString(), expectedState);
        QVERIFY(game->solution); // a generated puzzle comes with its solution
    }

    void recipesWriteTheirIds()
    {
        QCOMPARE(seedGameId(recipe(KanoodleRecipe::Kind::Pyramid, 20, 7)),
                 QStringLiteral("kanoodle:p20#7"));
        QCOMPARE(seedGameId(recipe(KanoodleRecipe::Kind::Flat, 0, 9)),
                 QStringLiteral("kanoodle:f0#9"));
        QCOMPARE(seedGameId(recipe(KanoodleRecipe::Kind::SlidingSeries, 9, 1, 5)),
                 QStringLiteral("kanoodle:s9.5#1"));
        KanoodleRecipe challenge = recipe(KanoodleRecipe::Kind::SlidingChallenge, 0, 2);
        challenge.pieceSet = *pieceSetFromLetters("LKJIA");
        QCOMPARE(seedGameId(challenge), QStringLiteral("kanoodle:sAIJKL#2"));
        // Letters in any order name the same challenge.
        const auto parsed = parseGameId(QStringLiteral("kanoodle:sLKJIA#2"));
        QVERIFY(parsed);
        QCOMPARE(parsed->recipe.pieceSet, challenge.pieceSet);
    }

    void descriptiveIdsHoldTheGivenPieces()
    {
        QuietSink sink;
        const auto pyramid = generatePuzzle(Board::pyramid(), 6, 11, sink);
        const auto flat = generatePuzzle(Board::flat(), 4, 12, sink);
        const auto challenge = generateSlidingChallenge(*pieceSetFromLetters("BDGIJKL"), 5, sink);
        QVERIFY(pyramid && flat && challenge);
        for (const Position &puzzle :
             {pyramid->puzzle, flat->puzzle, challenge->puzzle.puzzle, Position(Board::flat())}) {
            const QString id = descriptiveGameId(puzzle);
            const auto parsed = parseGameId(id);
            QVERIFY2(parsed, parsed ? "" : qPrintable(parsed.error().message()));
            QCOMPARE(parsed->kind, GameIdKind::Descriptive);
            QVERIFY(parsed->game);
            QVERIFY(samePuzzle(parsed->game->puzzle, puzzle));
            QVERIFY(!parsed->game->solution && !parsed->game->current);
            QCOMPARE(descriptiveGameId(parsed->game->puzzle), id);
        }
        QVERIFY(descriptiveGameId(challenge->puzzle.puzzle)
                    .startsWith(QStringLiteral("kanoodle:sBDGIJKL:")));
    }

    void aFileGivesTheDescriptiveIdOfItsPuzzle()
    {
        QuietSink sink;
        const auto puzzle = generatePuzzle(Board::pyramid(), 7, 3, sink);
        QVERIFY(puzzle);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("k.json"));
        QVERIFY(!writeKanoodleFile(path,
                                   KanoodleGame {puzzle->puzzle, puzzle->solution, std::nullopt}));
        const auto read = readKanoodleFile(path);
        QVERIFY(read);
        const auto parsed = parseGameId(descriptiveGameId(read->puzzle));
        QVERIFY(parsed && parsed->game);
        QVERIFY(samePuzzle(parsed->game->puzzle, puzzle->puzzle));
    }

    void refusesDamagedIdsNamingTheCharacter_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("location");
        QTest::addColumn<QString>("reasonPart");
        const QString empty(56, QLatin1Char('.'));
        QTest::newRow("unknown board") << "kanoodle:x20#1"
                                       << "character 10"
                                       << "pyramid";
        QTest::newRow("level 0") << "kanoodle:p0#1"
                                 << "character 11"
                                 << "level";
        QTest::newRow("level 101") << "kanoodle:p101#1"
                                   << "character 11"
                                   << "level";
        QTest::newRow("given 12") << "kanoodle:f12#1"
                                  << "character 11"
                                  << "given";
        QTest::newRow("series of 10") << "kanoodle:s10#1"
                                      << "character 11"
                                      << "pieces";
        QTest::newRow("step past the end") << "kanoodle:s7.4#1"
                                           << "character 13"
                                           << "step";
        QTest::newRow("repeated letter") << "kanoodle:sAIJKK#1"
                                         << "character 15"
                                         << "twice";
        QTest::newRow("balls fit no region") << "kanoodle:sABCDE#1"
                                             << "character 11"
                                             << "balls";
        QTest::newRow("too few pieces") << "kanoodle:sAIJK#1"
                                        << "character 11"
                                        << "5 to 9";
        QTest::newRow("trailing") << "kanoodle:p20x#1"
                                  << "character 13"
                                  << "'x'";
        QTest::newRow("short state") << "kanoodle:f:...."
                                     << "character 16"
                                     << "56";
        QTest::newRow("bad letter")
            << "kanoodle:f:" + empty.left(3) + "M" + empty.mid(4) << "character 15"
            << "'M'";
        QTest::newRow("lower case") << "kanoodle:p:a" + empty.mid(1) << "character 12"
                                    << "'a'";
        QTest::newRow("split piece") << "kanoodle:f:AA.AA" + empty.mid(5) << "character 12"
                                     << "A";
        QTest::newRow("level in description") << "kanoodle:p20:" + empty << "character 11"
                                              << "'2'";
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

    void todaysPuzzleIsFixedForADate()
    {
        QCOMPARE(dailyGameId(QDate(2026, 11, 23)), QStringLiteral("kanoodle:f5#583175319"));
        QCOMPARE(dailyRecipe(QDate(2026, 11, 23)).kind, KanoodleRecipe::Kind::Flat);
        QuietSink sink;
        const auto a = generateFromRecipe(dailyRecipe(QDate(2026, 11, 23)), sink);
        const auto b = generateFromRecipe(dailyRecipe(QDate(2026, 11, 23)), sink);
        QVERIFY(a && b);
        QCOMPARE(a->puzzle.toString(), b->puzzle.toString());
    }

    // Today's pyramid: one seed ID per date, not the flat puzzle's seed, the same puzzle each
    // time it is generated, with exactly one solution; another date gives another pyramid.
    void todaysPyramidIsFixedForADateAndUnique()
    {
        const QDate day(2026, 11, 23);
        QCOMPARE(dailyPyramidGameId(day), QStringLiteral("kanoodle:p50#821529583"));
        QCOMPARE(dailyPyramidRecipe(day).kind, KanoodleRecipe::Kind::Pyramid);
        QVERIFY(dailyPyramidRecipe(day).seed != dailyRecipe(day).seed);
        QuietSink sink;
        const auto a = generateFromRecipe(dailyPyramidRecipe(day), sink);
        const auto b = generateFromRecipe(dailyPyramidRecipe(day), sink);
        const auto next = generateFromRecipe(dailyPyramidRecipe(day.addDays(1)), sink);
        QVERIFY(a && b && next);
        QCOMPARE(a->puzzle.board().kind(), BoardKind::Pyramid);
        QCOMPARE(a->puzzle.toString(), b->puzzle.toString());
        QVERIFY(a->puzzle.toString() != next->puzzle.toString());
        const CountResult count = countSolutions(a->puzzle, sink, 2);
        QCOMPARE(count.solutions, std::int64_t(1));
    }
};

QTEST_GUILESS_MAIN(TestKanoodleGameId)
#include "tst_kanoodlegameid.moc"
