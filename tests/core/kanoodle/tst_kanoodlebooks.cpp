// The player's library of book puzzles: adding and replacing, what is refused, the file written
// and read back (the own one and an exported one), an import merged, damaged files refused.
#include "core/common/PuzzleFile.h"
#include "core/kanoodle/BookLibrary.h"
#include "core/kanoodle/Generator.h"
#include "core/kanoodle/KanoodleGameId.h"

#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace pw::kanoodle;

namespace {

// A puzzle of that board with some pieces given, as its descriptive ID.
QString puzzleId(BoardPtr board, std::uint64_t seed)
{
    pw::common::QuietSink sink;
    const auto puzzle
        = generatePuzzle(board, board->kind() == BoardKind::Pyramid ? 6 : 5, seed, sink);
    return descriptiveGameId(puzzle->puzzle);
}

} // namespace

class TestKanoodleBooks : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(BookLibrary::ownFilePath());
    }

    void puzzlesAreKeptByBookAndNumberOneEach()
    {
        BookLibrary library;
        const QString a = puzzleId(Board::pyramid(), 1);
        const QString b = puzzleId(Board::pyramid(), 2);
        const QString c = puzzleId(Board::flat(), 3);
        QVERIFY(!library.add({QStringLiteral("Book 2"), 117, a}));
        QVERIFY(!library.add({QStringLiteral("Book 1"), 40, c}));
        QVERIFY(!library.add({QStringLiteral("  Book 2 "), 3, b})); // trimmed
        QCOMPARE(library.puzzles().size(), 3);
        QCOMPARE(library.puzzles().at(0).book, QStringLiteral("Book 1"));
        QCOMPARE(library.puzzles().at(1).number, 3);
        QCOMPARE(library.puzzles().at(2).number, 117);
        QCOMPARE(library.books(),
                 (QStringList {QStringLiteral("Book 1"), QStringLiteral("Book 2")}));
        // The same book and number again: replaced, not doubled.
        QVERIFY(!library.add({QStringLiteral("Book 2"), 117, b}));
        QCOMPARE(library.puzzles().size(), 3);
        QCOMPARE(library.puzzles().at(2).gameId, b);
        QVERIFY(library.withGameId(b));
        QVERIFY(!library.withGameId(a));
    }

    void whatIsNotABookPuzzleIsRefused()
    {
        BookLibrary library;
        const QString id = puzzleId(Board::pyramid(), 1);
        QVERIFY(library.add({QString(), 1, id}));
        QVERIFY(library.add({QStringLiteral("Book"), 0, id}));
        QVERIFY(library.add({QStringLiteral("Book"), BookLibrary::maxNumber + 1, id}));
        QVERIFY(library.add({QString(BookLibrary::maxBookLength + 1, QLatin1Char('x')), 1, id}));
        QVERIFY(library.add({QStringLiteral("Book"), 1, QStringLiteral("kanoodle:p50#7")}));
        QVERIFY(library.add({QStringLiteral("Book"), 1, QStringLiteral("noodles:9x7#1")}));
        QVERIFY(library.add(
            {QStringLiteral("Book"), 1,
             QStringLiteral(
                 "kanoodle:sAIJKL:...J..........J...........J..........J..................")}));
        QVERIFY(library.puzzles().isEmpty());
    }

    void theOwnLibraryIsWrittenAndReadBack()
    {
        QCOMPARE(BookLibrary::readOwn()->puzzles().size(), 0); // none yet: empty
        BookLibrary library;
        QVERIFY(!library.add({QStringLiteral("Book 2"), 117, puzzleId(Board::pyramid(), 4)}));
        QVERIFY(!library.add({QStringLiteral("Book 1"), 5, puzzleId(Board::flat(), 5)}));
        QVERIFY(!library.writeOwn());
        const auto read = BookLibrary::readOwn();
        QVERIFY(read);
        QCOMPARE(read->puzzles(), library.puzzles());
        QFile::remove(BookLibrary::ownFilePath());
    }

    void anImportIsMergedIntoTheLibrary()
    {
        QTemporaryDir dir;
        BookLibrary exported;
        const QString replacing = puzzleId(Board::pyramid(), 6);
        QVERIFY(!exported.add({QStringLiteral("Book 2"), 117, replacing}));
        QVERIFY(!exported.add({QStringLiteral("Book 3"), 1, puzzleId(Board::flat(), 7)}));
        const QString path = dir.filePath(QStringLiteral("friend.json"));
        QVERIFY(!exported.writeFile(path));

        BookLibrary own;
        QVERIFY(!own.add({QStringLiteral("Book 2"), 117, puzzleId(Board::pyramid(), 8)}));
        QVERIFY(!own.add({QStringLiteral("Book 2"), 118, puzzleId(Board::pyramid(), 9)}));
        const auto imported = BookLibrary::readFile(path);
        QVERIFY(imported);
        QCOMPARE(own.merge(*imported), 2);
        QCOMPARE(own.puzzles().size(), 3);
        QCOMPARE(own.puzzles().at(0).gameId, replacing); // Book 2, 117 taken from the file
        QCOMPARE(own.puzzles().at(2).book, QStringLiteral("Book 3"));
    }

    void aDamagedFileIsRefusedNamingThePlace_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("place");
        QTest::newRow("not JSON") << QByteArray("{\"format\": ") << QString();
        QTest::newRow("another format")
            << QByteArray("{\"format\": \"puzzle-workbench\", \"version\": 1, \"puzzles\": []}")
            << QStringLiteral("\"format\"");
        // (Escaped strings: moc reads raw strings with braces in them as code.)
        const QByteArray head("{\"format\": \"puzzle-workbench-kanoodle-books\", ");
        QTest::newRow("newer") << head + "\"version\": 2, \"puzzles\": []}"
                               << QStringLiteral("\"version\"");
        QTest::newRow("bad id") << head
                + "\"version\": 1, \"puzzles\": [{\"book\": \"B\", "
                  "\"number\": 1, \"id\": \"kanoodle:p:XX\"}]}"
                                << QStringLiteral("\"puzzles\"[0]");
        QTest::newRow("no number") << head
                + "\"version\": 1, \"puzzles\": [{\"book\": \"B\", "
                  "\"id\": \"kanoodle:p50#7\"}]}"
                                   << QStringLiteral("\"puzzles\"[0]");
    }

    void aDamagedFileIsRefusedNamingThePlace()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, place);
        const auto read = BookLibrary::fromJson(json, QStringLiteral("books.json"));
        QVERIFY(!read);
        QCOMPARE(read.error().source, QStringLiteral("books.json"));
        QCOMPARE(read.error().location, place);
        QVERIFY(!read.error().reason.isEmpty());
    }
};

QTEST_MAIN(TestKanoodleBooks)
#include "tst_kanoodlebooks.moc"
