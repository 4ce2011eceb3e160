// The player's books in the tab and the catalog: a set-up puzzle kept as "Book 2, puzzle 117",
// named so in the side panel, listed under My books with its picture, tick and best time,
// played from there, exported and imported again; kept for the next start.
#include "core/kanoodle/BookLibrary.h"
#include "core/kanoodle/Generator.h"
#include "core/kanoodle/KanoodleGameId.h"
#include "core/statistics/PlayedGame.h"
#include "ui/common/Midend.h"
#include "ui/kanoodle/CatalogDialog.h"
#include "ui/kanoodle/KanoodleTab.h"

#include <QApplication>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

using namespace pw::kanoodle;
using pw::ui::kanoodle::CatalogDialog;
using pw::ui::kanoodle::CatalogProgress;
using pw::ui::kanoodle::KanoodleTab;

namespace {

KanoodleGame pyramidPuzzle(std::uint64_t seed)
{
    pw::common::QuietSink sink;
    const auto puzzle = generatePuzzle(Board::pyramid(), 6, seed, sink);
    return KanoodleGame {puzzle->puzzle, puzzle->solution, std::nullopt};
}

QString infoText(const KanoodleTab &tab)
{
    return tab.findChild<QLabel *>(QStringLiteral("kanoodleInfo"))->text();
}

} // namespace

class TestKanoodleBookLibrary : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(BookLibrary::ownFilePath());
    }

    void aPuzzleIsKeptInTheBooksAndNamedByThem()
    {
        KanoodleTab tab;
        const KanoodleGame game = pyramidPuzzle(3);
        tab.startGame(game);
        QVERIFY(!tab.addToBook(QStringLiteral("Book 2"), 117));
        QVERIFY2(infoText(tab).contains(QStringLiteral("Book 2, puzzle 117")),
                 qPrintable(infoText(tab)));
        // Written at once: another tab (the next start) reads it and names the puzzle alike.
        const auto own = BookLibrary::readOwn();
        QVERIFY(own);
        QCOMPARE(own->puzzles().size(), 1);
        QCOMPARE(own->puzzles().first().gameId, descriptiveGameId(game.puzzle));
        KanoodleTab next;
        next.startGameFromId(own->puzzles().first().gameId);
        QTRY_COMPARE(next.game().puzzle, game.puzzle);
        QVERIFY(infoText(next).contains(QStringLiteral("Book 2, puzzle 117")));

        // In set-up the board is no puzzle yet; a sliding challenge is none of the book's.
        tab.setSettingUp(true);
        QVERIFY(tab.addToBook(QStringLiteral("Book 2"), 118));
        QCOMPARE(BookLibrary::readOwn()->puzzles().size(), 1);
    }

    void myBooksListThePuzzlesWithTicksAndPlayThem()
    {
        BookLibrary books;
        const KanoodleGame solved = pyramidPuzzle(4);
        const KanoodleGame open = pyramidPuzzle(5);
        const QString solvedId = descriptiveGameId(solved.puzzle);
        const QString openId = descriptiveGameId(open.puzzle);
        QVERIFY(!books.add({QStringLiteral("Book 1"), 7, solvedId}));
        QVERIFY(!books.add({QStringLiteral("Book 1"), 8, openId}));
        pw::statistics::PlayedGame played;
        played.puzzle = QStringLiteral("kanoodle");
        played.finished = true;
        played.gameId = solvedId;
        played.millis = 65000;
        CatalogDialog dialog(CatalogBoard::Flat, CatalogProgress({played}), books);
        dialog.showBooks();
        QVERIFY(dialog.showsBooks());
        auto *list = dialog.findChild<QTreeWidget *>(QStringLiteral("kanoodleCatalogList"));
        QCOMPARE(list->topLevelItemCount(), 2);
        QCOMPARE(list->topLevelItem(0)->text(0), QStringLiteral("Book 1, puzzle 7"));
        QCOMPARE(list->topLevelItem(0)->text(3), QStringLiteral("\u2714"));
        QCOMPARE(list->topLevelItem(0)->text(4), QStringLiteral("1:05"));
        QVERIFY(!list->topLevelItem(0)->icon(1).isNull());
        QVERIFY(list->topLevelItem(1)->text(3).isEmpty());
        QVERIFY(
            !dialog.findChild<QPushButton *>(QStringLiteral("kanoodleBooksExport"))->isHidden());
        // Next unsolved plays the first puzzle without a tick.
        dialog.findChild<QPushButton *>(QStringLiteral("kanoodleCatalogNext"))->click();
        QCOMPARE(dialog.chosenGameId(), openId);
    }

    void booksAreExportedAndImported()
    {
        QTemporaryDir dir;
        BookLibrary books;
        const QString id = descriptiveGameId(pyramidPuzzle(6).puzzle);
        QVERIFY(!books.add({QStringLiteral("Book 3"), 1, id}));
        CatalogDialog dialog(CatalogBoard::Pyramid, CatalogProgress({}), books);
        dialog.showBooks();
        const QString path = dir.filePath(QStringLiteral("mine.json"));
        QVERIFY(!dialog.exportBooks(path));

        // Another player's (empty) library takes them in; the list shows them at once.
        QVERIFY(!BookLibrary().writeOwn());
        CatalogDialog other(CatalogBoard::Pyramid, CatalogProgress({}), BookLibrary());
        other.showBooks();
        auto *list = other.findChild<QTreeWidget *>(QStringLiteral("kanoodleCatalogList"));
        QCOMPARE(list->topLevelItemCount(), 0);
        QVERIFY(!other.importBooks(path));
        QCOMPARE(list->topLevelItemCount(), 1);
        QCOMPARE(other.books().puzzles(), books.puzzles());
        QCOMPARE(BookLibrary::readOwn()->puzzles(), books.puzzles());
        // A file that is no library is refused with the place, and nothing changes.
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QFile file(bad);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"puzzle-workbench\", \"version\": 1}");
        file.close();
        const pw::common::Status refused = other.importBooks(bad);
        QVERIFY(refused);
        QVERIFY(refused->message().contains(QStringLiteral("bad.json")));
        QCOMPARE(list->topLevelItemCount(), 1);
    }

    void theCatalogOfTheTabShowsAndKeepsAnImport()
    {
        // Through the tab: the catalog gets its books, and what an import added stays.
        KanoodleTab tab;
        tab.startGame(pyramidPuzzle(7));
        QVERIFY(!tab.addToBook(QStringLiteral("Book 4"), 2));
        QTemporaryDir dir;
        BookLibrary more;
        QVERIFY(
            !more.add({QStringLiteral("Book 5"), 9, descriptiveGameId(pyramidPuzzle(8).puzzle)}));
        const QString path = dir.filePath(QStringLiteral("more.json"));
        QVERIFY(!more.writeFile(path));
        int rows = -1;
        QTimer::singleShot(0, &tab, [&] {
            auto *dialog = qobject_cast<CatalogDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->showBooks();
            QVERIFY(!dialog->importBooks(path));
            rows = dialog->findChild<QTreeWidget *>(QStringLiteral("kanoodleCatalogList"))
                       ->topLevelItemCount();
            dialog->reject();
        });
        tab.showCatalog();
        QCOMPARE(rows, 2);
        QCOMPARE(tab.books().puzzles().size(), 2);
    }
};

QTEST_MAIN(TestKanoodleBookLibrary)
#include "tst_kanoodlebooklibrary.moc"
