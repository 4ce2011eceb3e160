#include "core/sliding/BoardFormat.h"

#include "core/common/PuzzleFile.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryDir>
#include <QTest>

using namespace pw::sliding;

namespace {

QString textError(const char *text)
{
    auto board = parseTextBoard(QByteArray(text), QStringLiteral("b.txt"));
    return board ? QString() : board.error().message();
}

QString jsonError(const QByteArray &json)
{
    auto document = parseSlidingData(json, QStringLiteral("b.json"));
    return document ? QString() : document.error().message();
}

QByteArray envelope(const QString &fields)
{
    return QStringLiteral(
               R"({"format": "puzzle-workbench", "version": 1, "puzzle": "sliding", %1})")
        .arg(fields)
        .toUtf8();
}

} // namespace

class TestSlidingFormat : public QObject
{
    Q_OBJECT
private slots:
    void readsRowsWithAndWithoutSizeLine()
    {
        auto plain = parseTextBoard("1 2 3\n4 5 6\n7 0 8\n", QStringLiteral("b.txt"));
        QVERIFY(plain);
        QCOMPARE(plain->rows(), 3);
        QCOMPARE(plain->blankIndex(), 7);
        auto sized = parseTextBoard("3\n1 2 3\n4 5 6\n7 0 8\n", QStringLiteral("b.txt"));
        QVERIFY(sized);
        QCOMPARE(*sized, *plain);
        // Blank lines, comments, tabs and CRLF line ends are fine.
        auto loose = parseTextBoard("# a board\r\n\r\n1\t2 3\r\n 4 5 6 \r\n7 0 8",
                                    QStringLiteral("b.txt"));
        QVERIFY(loose);
        QCOMPARE(*loose, *plain);
    }

    // Some editors begin a UTF-8 file with a byte-order mark; it is no part of the board.
    void aByteOrderMarkIsSkipped()
    {
        const QByteArray mark("\xEF\xBB\xBF");
        auto text = parseTextBoard(mark + "1 2 3\n4 5 6\n7 0 8\n", QStringLiteral("b.txt"));
        QVERIFY2(text, text ? "" : qPrintable(text.error().message()));
        QCOMPARE(text->at(7), 0);
        const QByteArray json = QJsonDocument(toJson(SlidingDocument {*text, "R"})).toJson();
        auto document = parseSlidingData(mark + json, QStringLiteral("b.json"));
        QVERIFY2(document, document ? "" : qPrintable(document.error().message()));
        QCOMPARE(document->moves, std::string("R"));
        auto batch = parseBatch(mark + "1 2 3 4 5 6 7 0 8\n", QStringLiteral("batch.txt"));
        QVERIFY2(batch, batch ? "" : qPrintable(batch.error().message()));
        QCOMPARE(batch->size(), std::size_t(1));
    }

    // Korf's instances and other published sets write a board as one line of n x n numbers.
    void readsABoardWrittenOnOneLine()
    {
        auto rows
            = parseTextBoard("0 12 9 13\n15 11 10 14\n3 7 2 5\n4 8 6 1\n", QStringLiteral("b.txt"));
        QVERIFY(rows);
        auto line
            = parseTextBoard("0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1\n", QStringLiteral("korf.txt"));
        QVERIFY2(line, line ? "" : qPrintable(line.error().message()));
        QCOMPARE(*line, *rows);
        auto sized = parseTextBoard("4\n0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1\n",
                                    QStringLiteral("korf.txt"));
        QVERIFY(sized);
        QCOMPARE(*sized, *rows);
        auto eight = parseTextBoard("1 2 3 4 5 6 7 0 8", QStringLiteral("b.txt"));
        QVERIFY(eight);
        QCOMPARE(eight->rows(), 3);
        QCOMPARE(eight->blankIndex(), 7);
        // The size line must agree; a repeated tile is named by its place on the line.
        QVERIFY(textError("3\n0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 1\n")
                    .contains(QStringLiteral("the size line")));
        const QString twice = textError("0 12 9 13 15 11 10 14 3 7 2 5 4 8 6 6\n");
        QVERIFY2(twice.contains(QStringLiteral("line 1, number 16: 6 appears twice")),
                 qPrintable(twice));
    }

    void readsRectangularBoards()
    {
        auto board = parseTextBoard("1 2 3 4\n5 6 7 0\n", QStringLiteral("b.txt"));
        QVERIFY(board);
        QCOMPARE(board->rows(), 2);
        QCOMPARE(board->cols(), 4);
        QVERIFY(board->isGoal());
    }

    void badTextNamesTheLineAndReason_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("expected");
        QTest::newRow("ragged") << QByteArray("1 2 3\n4 5\n6 7 0\n")
                                << QStringLiteral("b.txt, line 2: 2 numbers, but line 1 has 3");
        QTest::newRow("missing") << QByteArray("1 2 3\n4 5 6\n7 9 0\n")
                                 << QStringLiteral("b.txt, line 3, column 2: 9 is out of range");
        QTest::newRow("repeated")
            << QByteArray("1 2 3\n4 5 6\n7 5 0\n")
            << QStringLiteral(
                   "b.txt, line 3, column 2: 5 appears twice (first at line 2, column 2)");
        QTest::newRow("absent") << QByteArray("1 2\n3 3\n")
                                << QStringLiteral(
                                       "3 appears twice (first at line 2, column 1); 0 is missing");
        QTest::newRow("not a number")
            << QByteArray("1 2 3\n4 x 6\n7 8 0\n")
            << QStringLiteral("b.txt, line 2: \"x\" is not a whole number");
        QTest::newRow("size disagrees")
            << QByteArray("4\n1 2 3\n4 5 6\n7 8 0\n")
            << QStringLiteral(
                   "b.txt, line 2: 3 numbers, but the size line (line 1) says 4 per row");
        QTest::newRow("size rows")
            << QByteArray("3\n1 2 3\n4 5 6\n")
            << QStringLiteral("b.txt, line 1: the size line says 3 rows, but 2 follow");
        QTest::newRow("size too big")
            << QByteArray("11\n") << QStringLiteral("b.txt, line 1: size 11 is out of range");
        QTest::newRow("too wide")
            << QByteArray("0 1 2 3 4 5 6 7 8 9 10\n11 12 13 14 15 16 17 18 19 20 21\n")
            << QStringLiteral("b.txt, line 1: 11 columns; a board has at most 10");
        QTest::newRow("negative") << QByteArray("1 -2\n3 0\n")
                                  << QStringLiteral("-2 is out of range");
        QTest::newRow("empty") << QByteArray("\n# nothing\n")
                               << QStringLiteral("b.txt: the file holds no board");
        QTest::newRow("one row") << QByteArray("1 0\n") << QStringLiteral("at least 2 rows");
    }

    void badTextNamesTheLineAndReason()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, expected);
        const QString message = textError(text.constData());
        QVERIFY2(message.contains(expected), qPrintable(message));
    }

    void tooManyRowsIsRefusedBeforeReadingThemAll()
    {
        QByteArray text;
        for (int r = 0; r < 5000; ++r)
            text += "1 2\n";
        const QString message = textError(text.constData());
        QVERIFY2(message.contains(QStringLiteral("line 11: too many rows")), qPrintable(message));
    }

    void textRoundTrips()
    {
        for (auto [rows, cols] : {std::pair {3, 3}, std::pair {4, 7}, std::pair {10, 10}}) {
            Board board = Board::goal(rows, cols);
            board.applyMoves("ULULUL");
            auto back = parseTextBoard(formatTextBoard(board), QStringLiteral("b.txt"));
            QVERIFY(back);
            QCOMPARE(*back, board);
        }
        QVERIFY(formatTextBoard(Board::goal(3, 3)).startsWith("3\n1 2 3\n"));
    }

    void jsonRoundTripsWithMoves()
    {
        SlidingDocument document {Board::goal(3, 4), "ULLDR"};
        document.start.applyMoves("UL");
        auto back = parseJsonDocument(toJson(document), QStringLiteral("b.json"));
        QVERIFY(back);
        QCOMPARE(back->start, document.start);
        QCOMPARE(back->moves, document.moves);
        Board current = document.start;
        current.applyMoves(document.moves);
        QCOMPARE(back->current(), current);
        const QJsonObject object = toJson(document);
        QCOMPARE(object.value(QStringLiteral("puzzle")).toString(), QStringLiteral("sliding"));
        QCOMPARE(object.value(QStringLiteral("tiles")).toArray().size(), 12);
    }

    void badJsonNamesTheField_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("expected");
        QTest::newRow("rows range")
            << envelope(R"("rows": 11, "cols": 3, "tiles": [])")
            << QStringLiteral("b.json, field \"rows\": must be a whole number from 2 to 10");
        QTest::newRow("cols missing") << envelope(R"("rows": 2, "tiles": [1, 2, 3, 0])")
                                      << QStringLiteral("field \"cols\": missing");
        QTest::newRow("count") << envelope(R"("rows": 2, "cols": 2, "tiles": [1, 2, 0])")
                               << QStringLiteral(
                                      "field \"tiles\": has 3 numbers; a 2 x 2 board needs 4");
        QTest::newRow("not a number")
            << envelope(R"("rows": 2, "cols": 2, "tiles": [1, "2", 3, 0])")
            << QStringLiteral("field \"tiles\"[1]: must be a whole number from 0 to 3");
        QTest::newRow("repeated")
            << envelope(R"("rows": 2, "cols": 2, "tiles": [1, 2, 2, 0])")
            << QStringLiteral("field \"tiles\"[2]: 2 appears twice (first at field \"tiles\"[1])");
        QTest::newRow("bad move") << envelope(
            R"("rows": 2, "cols": 2, "tiles": [1, 2, 3, 0], "moves": "UX")")
                                  << QStringLiteral("field \"moves\"[1]: 'X' is not a move");
        QTest::newRow("off board")
            << envelope(R"("rows": 2, "cols": 2, "tiles": [1, 2, 3, 0], "moves": "UU")")
            << QStringLiteral("field \"moves\"[1]: U would move the blank off the board");
        QTest::newRow("other puzzle")
            << QByteArray(R"({"format": "puzzle-workbench", "version": 1, "puzzle": "noodles"})")
            << QStringLiteral("this is a \"noodles\" file, not \"sliding\"");
        QTest::newRow("syntax") << QByteArray("{\"format\": \n  ]")
                                << QStringLiteral("b.json, line 2");
    }

    void badJsonNamesTheField()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, expected);
        const QString message = jsonError(json);
        QVERIFY2(message.contains(expected), qPrintable(message));
    }

    void filesSaveAndLoadInBothFormats()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        Board board = Board::goal(4, 4);
        board.applyMoves("ULDLUR");
        const QString text = dir.filePath(QStringLiteral("b.txt"));
        QVERIFY(!saveTextFile(text, board));
        auto loadedText = loadSlidingFile(text);
        QVERIFY(loadedText);
        QCOMPARE(loadedText->current(), board);

        const QString json = dir.filePath(QStringLiteral("b.json"));
        QVERIFY(!saveJsonFile(json, SlidingDocument {Board::goal(4, 4), "ULDLUR"}));
        auto loadedJson = loadSlidingFile(json);
        QVERIFY(loadedJson);
        QCOMPARE(loadedJson->current(), board);
        QCOMPARE(loadedJson->moves, std::string("ULDLUR"));

        auto missing = loadSlidingFile(dir.filePath(QStringLiteral("nope.txt")));
        QVERIFY(!missing);
        QVERIFY(missing.error().message().contains(QStringLiteral("cannot open")));
    }

    void shippedSamplesLoad()
    {
        const QDir dir(QStringLiteral(PW_SOURCE_DIR "/resources/samples/sliding"));
        const QStringList files = dir.entryList(QDir::Files);
        QVERIFY(files.size() >= 3);
        for (const QString &name : files) {
            auto document = loadSlidingFile(dir.filePath(name));
            QVERIFY2(document, qPrintable(document ? QString() : document.error().message()));
        }
    }

    void batchLinesHaveNamesAndInferredSizes()
    {
        auto boards = parseBatch("# comment\n\nfirst: 1 2 3 0\n 1 2 3 4 5 6 7 8 0\nthird:4 1 2 3 5 "
                                 "6 7 8 9 10 11 12 13 14 15 0\n",
                                 QStringLiteral("list"));
        QVERIFY(boards);
        QCOMPARE(boards->size(), std::size_t(3));
        QCOMPARE(boards->at(0).name, QStringLiteral("first"));
        QCOMPARE(boards->at(0).board.rows(), 2);
        QCOMPARE(boards->at(1).name, QStringLiteral("2"));
        QCOMPARE(boards->at(1).board.rows(), 3);
        QCOMPARE(boards->at(1).line, 4);
        QCOMPARE(boards->at(2).board.cols(), 4);
    }

    void badBatchLinesAreRefused()
    {
        auto notSquare = parseBatch("a: 1 2 3 4 5 0\n", QStringLiteral("list"));
        QVERIFY(!notSquare);
        QVERIFY2(notSquare.error().message().contains(
                     QStringLiteral("list, line 1: 6 numbers is not a square board")),
                 qPrintable(notSquare.error().message()));
        auto repeated = parseBatch("1 2 3 0\n1 1 3 0\n", QStringLiteral("list"));
        QVERIFY(!repeated);
        QVERIFY2(repeated.error().message().contains(
                     QStringLiteral("line 2, number 2: 1 appears twice")),
                 qPrintable(repeated.error().message()));
        auto word = parseBatch("x: 1 2 three 0\n", QStringLiteral("list"));
        QVERIFY(!word);
        QVERIFY(word.error().message().contains(
            QStringLiteral("line 1: \"three\" is not a whole number")));
    }
};

QTEST_GUILESS_MAIN(TestSlidingFormat)
#include "tst_slidingformat.moc"
