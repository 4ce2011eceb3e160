#include "core/kanoodle/BatchFile.h"
#include "core/kanoodle/Generator.h"
#include "core/kanoodle/KanoodleFile.h"

#include "core/common/PuzzleFile.h"

#include <QtTest>

using namespace pw::kanoodle;
using namespace pw::common;

class TestKanoodleFile : public QObject
{
    Q_OBJECT
private slots:
    void gamesRoundTripThroughFiles()
    {
        QuietSink sink;
        QTemporaryDir dir;
        const auto pyramid = generatePuzzle(Board::pyramid(), 7, 1, sink);
        const auto sliding = generateSlidingChallenge(0b111100000001, 2, sink);
        QVERIFY(pyramid && sliding);
        for (const GeneratedPuzzle &generated : {*pyramid, sliding->puzzle}) {
            Position current = generated.puzzle;
            const int missing = std::countr_zero(static_cast<unsigned>(current.missingPieces()));
            current.place(*generated.solution.placementOf(missing));
            const KanoodleGame game {generated.puzzle, generated.solution, current};
            const QString path = dir.filePath(QStringLiteral("game.json"));
            QVERIFY(!writeKanoodleFile(path, game));
            const auto loaded = readKanoodleFile(path);
            QVERIFY2(loaded, qPrintable(loaded ? QString() : loaded.error().message()));
            QCOMPARE(loaded->puzzle, game.puzzle);
            QCOMPARE(*loaded->solution, *game.solution);
            QCOMPARE(*loaded->current, *game.current);
            QCOMPARE(peekPuzzleKind(path), QStringLiteral("kanoodle"));
        }
    }

    void loadErrorsNameTheField_data()
    {
        QTest::addColumn<QByteArray>("fields");
        QTest::addColumn<QString>("expected");
        const QByteArray dots56(56, '.');
        QTest::newRow("no board") << QByteArray(R"("state": ")") + dots56 + "\""
                                  << QStringLiteral("field \"board\"");
        QTest::newRow("bad board") << QByteArray(R"("board": "cube", "state": ")") + dots56
                + "\"" << QStringLiteral("must be \"pyramid\", \"flat\" or \"sliding\"");
        QTest::newRow("bad region")
            << QByteArray(R"("board": "sliding", "regionCells": 22, "pieces": "AIJKL", "state": ")")
                + dots56 + "\""
            << QStringLiteral("22 is not a region size");
        QTest::newRow("pieces do not fill")
            << QByteArray(R"("board": "sliding", "regionCells": 23, "pieces": "AIJKL", "state": ")")
                + dots56 + "\""
            << QStringLiteral("have 21 balls but the region has 23");
        QTest::newRow("repeated piece")
            << QByteArray(R"("board": "sliding", "regionCells": 21, "pieces": "AIJKK", "state": ")")
                + dots56 + "\""
            << QStringLiteral("must be distinct piece letters");
        QTest::newRow("short state") << QByteArray(R"("board": "flat", "state": "...")")
                                     << QStringLiteral("has 3 characters");
        QTest::newRow("incomplete solution") << QByteArray(R"("board": "flat", "state": ")")
                + dots56 + R"(", "solution": ")" + dots56
                + "\"" << QStringLiteral("field \"solution\": is not a complete board");
    }

    void loadErrorsNameTheField()
    {
        QFETCH(QByteArray, fields);
        QFETCH(QString, expected);
        const QByteArray json
            = R"({"format": "puzzle-workbench", "version": 1, "puzzle": "kanoodle", )" + fields
            + "}";
        const auto object
            = parseEnvelope(json, QStringLiteral("x.json"), QStringLiteral("kanoodle"));
        QVERIFY(object);
        const auto game = kanoodleGameFromJson(*object, QStringLiteral("x.json"));
        QVERIFY(!game);
        QVERIFY2(game.error().message().contains(expected), qPrintable(game.error().message()));
        QVERIFY(game.error().message().startsWith(QStringLiteral("x.json")));
    }

    void aSolutionMustKeepTheGivenPieces()
    {
        QuietSink sink;
        const auto a = generatePuzzle(Board::flat(), 6, 1, sink);
        const auto other = randomSolution(Board::flat(), 99, sink);
        QVERIFY(a && other);
        KanoodleGame game {a->puzzle, *other, std::nullopt};
        const auto back = kanoodleGameFromJson(kanoodleGameToJson(game), QStringLiteral("y.json"));
        QVERIFY(!back);
        QVERIFY2(back.error().message().contains(QStringLiteral("moves the given piece")),
                 qPrintable(back.error().message()));
    }

    void batchFilesParseLineByLine()
    {
        const QByteArray state = "G.GI.E..C.EJC.EC..C.CGGGIE...EJ..J..HHHI.....J.HI...H...";
        const QByteArray data = "# comment\n\n  first  " + state
            + "  \r\njust-a-name\n"
              "bad "
            + state.left(50) + "\n\tlast\t" + state + "\n";
        const std::vector<BatchPuzzle> puzzles = parseBatch(data, QStringLiteral("b.txt"));
        QCOMPARE(puzzles.size(), std::size_t {4});
        QCOMPARE(puzzles[0].line, 3);
        QCOMPARE(puzzles[0].name, QStringLiteral("first"));
        QVERIFY(puzzles[0].position);
        QCOMPARE(puzzles[0].position->toString(), QString::fromLatin1(state));
        QVERIFY(!puzzles[1].position);
        QCOMPARE(puzzles[1].position.error().message(),
                 QStringLiteral("b.txt, line 4: expected \"NAME STATE\""));
        QCOMPARE(puzzles[2].name, QStringLiteral("bad"));
        QVERIFY(!puzzles[2].position);
        QVERIFY(puzzles[2].position.error().message().startsWith(QStringLiteral("b.txt, line 5")));
        QVERIFY(puzzles[3].position);
        QCOMPARE(puzzles[3].name, QStringLiteral("last"));
    }

    void pieceLettersConvert()
    {
        QCOMPARE(pieceSetLetters(0b111100000001), QStringLiteral("AIJKL"));
        QCOMPARE(pieceSetFromLetters(QStringLiteral("LKJIA")),
                 std::optional<std::uint16_t>(0b111100000001));
        QVERIFY(!pieceSetFromLetters(QStringLiteral("AM")));
        QVERIFY(!pieceSetFromLetters(QStringLiteral("AA")));
    }
};

QTEST_APPLESS_MAIN(TestKanoodleFile)
#include "tst_kanoodlefile.moc"
