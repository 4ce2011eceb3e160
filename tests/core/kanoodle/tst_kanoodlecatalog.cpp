// The Kanoodle catalog: 50 numbered puzzles for each board over five levels, each with exactly
// one solution and no two alike, and the stored IDs are what the generator makes from the
// recipes (a sample is made afresh and compared).
#include "core/kanoodle/Catalog.h"
#include "core/kanoodle/Solver.h"

#include <QSet>
#include <QtTest>

#include <bit>

using namespace pw::kanoodle;
using pw::common::QuietSink;

class TestKanoodleCatalog : public QObject
{
    Q_OBJECT
private slots:
    void everyBoardHasFiftyNumberedPuzzlesOverFiveLevels()
    {
        QCOMPARE(catalog().size(), std::size(catalogBoards) * std::size_t(catalogPerBoard));
        std::size_t index = 0;
        for (const CatalogBoard board : catalogBoards) {
            for (int number = 1; number <= catalogPerBoard; ++number, ++index) {
                const CatalogEntry &entry = catalog()[index];
                QCOMPARE(entry.board, board);
                QCOMPARE(entry.number, number);
                QCOMPARE(entry.level, catalogLevelOf(number));
                QVERIFY(entry.level >= 1 && entry.level <= catalogLevels);
            }
        }
    }

    void everyPuzzleHasExactlyOneSolutionAndNoTwoAreAlike()
    {
        QuietSink sink;
        QSet<QString> seen;
        for (const CatalogEntry &entry : catalog()) {
            const QString id = QString::fromLatin1(entry.gameId);
            QVERIFY2(!seen.contains(id), entry.gameId);
            seen.insert(id);
            const auto parsed = parseGameId(id);
            QVERIFY2(parsed && parsed->game, entry.gameId);
            const CountResult count = countSolutions(parsed->game->puzzle, sink, 2);
            QVERIFY2(count.solutions == 1, entry.gameId);
        }
    }

    void aSampleIsWhatTheGeneratorMakesFromItsRecipe()
    {
        QuietSink sink;
        for (const CatalogEntry &entry : catalog()) {
            if (entry.number % 7 != 1) // 1, 8, 15, ... 50: every level of every board
                continue;
            const auto made = makeCatalogEntry(entry.board, entry.number, sink);
            QVERIFY(made);
            QCOMPARE(made->seedId, QString::fromLatin1(entry.seedId));
            QCOMPARE(made->gameId, QString::fromLatin1(entry.gameId));
        }
    }

    // Harder levels give fewer pieces: the flat board's first level gives more than its last.
    void levelsGoFromEasyToExpert()
    {
        const auto givenOf = [](const CatalogEntry &entry) {
            return std::popcount(
                parseGameId(QString::fromLatin1(entry.gameId))->game->puzzle.placedPieces());
        };
        QVERIFY(givenOf(catalog()[0]) > givenOf(catalog()[catalogPerBoard - 1]));
        const std::size_t pyramid = 2 * catalogPerBoard;
        QVERIFY(givenOf(catalog()[pyramid]) > givenOf(catalog()[pyramid + catalogPerBoard - 1]));
    }

    // A numbered puzzle is found by either of its IDs, and no other ID finds one.
    void aNumberedPuzzleIsFoundByItsIds()
    {
        const CatalogEntry &pyramid37 = catalog()[2 * catalogPerBoard + 36];
        QCOMPARE(pyramid37.number, 37);
        for (const char *id : {pyramid37.gameId, pyramid37.seedId}) {
            const auto found = catalogEntryWithId(QString::fromLatin1(id));
            QVERIFY(found);
            QCOMPARE(found->board, CatalogBoard::Pyramid);
            QCOMPARE(found->number, 37);
        }
        QVERIFY(!catalogEntryWithId(QStringLiteral("kanoodle:p50#123456789")));
        QVERIFY(!catalogEntryWithId(QString()));
    }
};

QTEST_GUILESS_MAIN(TestKanoodleCatalog)
#include "tst_kanoodlecatalog.moc"
