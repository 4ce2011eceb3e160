// Shifting the origin of a wrapping Noodles board (Net's Ctrl+arrows): by keys and by a
// Ctrl+drag, one entry of the history each, kept by a saved file and the autosave.
#include "core/noodles/Generator.h"
#include "ui/common/Midend.h"
#include "ui/common/SolverRunner.h"
#include "ui/noodles/NoodlesTab.h"
#include "ui/noodles/NoodlesView.h"

#include <QLabel>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QToolButton>
#include <QTemporaryDir>
#include <QtTest>

using namespace pw;
using pw::ui::NoodlesTab;
using pw::ui::NoodlesView;

namespace {

noodles::Board makeBoard(noodles::GridKind kind, bool wrap)
{
    auto board = noodles::generate({kind, 6, 6, wrap, true, 9});
    Q_ASSERT(board);
    return *board;
}

QPoint originOf(const NoodlesTab &tab)
{
    return {tab.board().originCol(), tab.board().originRow()};
}

} // namespace

class TestNoodlesOrigin : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void ctrlShiftArrowsMoveThePicture()
    {
        NoodlesTab tab;
        tab.resize(700, 600);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(makeBoard(noodles::GridKind::Square, true));
        NoodlesView *view = tab.view();
        const QPointF topLeft = view->cellCentre(0);
        const auto ctrlShift = Qt::ControlModifier | Qt::ShiftModifier;
        // Left: the picture moves one tile left; tile 1 is drawn where tile 0 was.
        QTest::keyClick(view, Qt::Key_Left, ctrlShift);
        QCOMPARE(originOf(tab), QPoint(1, 0));
        QCOMPARE(view->cellCentre(1), topLeft);
        QCOMPARE(view->cellAt(topLeft), 1);
        QTest::keyClick(view, Qt::Key_Up, ctrlShift);
        QTest::keyClick(view, Qt::Key_Right, ctrlShift);
        QTest::keyClick(view, Qt::Key_Right, ctrlShift);
        QCOMPARE(originOf(tab), QPoint(5, 1)); // wrapped round
        QCOMPARE(view->cellAt(topLeft), 6 + 5);
        // A click on the tile drawn there turns that tile.
        const noodles::TileMask before = tab.board().tile(11);
        QTest::mouseClick(view, Qt::RightButton, {}, topLeft.toPoint());
        QVERIFY(tab.board().tile(11) != before || noodles::rotationPeriod(before, 4) == 1);
        // Each shift is one entry: undo takes them back one by one.
        tab.midend()->undo(); // the turn
        tab.midend()->undo();
        QCOMPARE(originOf(tab), QPoint(0, 1));
        QCOMPARE(tab.moveCount(), 0); // shifts are not turns
    }

    void aCtrlDragShiftsByWholeTiles()
    {
        NoodlesTab tab;
        tab.resize(700, 600);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(makeBoard(noodles::GridKind::Square, true));
        NoodlesView *view = tab.view();
        const QPointF step = view->cellCentre(7) - view->cellCentre(0); // one right, one down
        const QPoint from = view->cellCentre(14).toPoint();
        const QPoint to = (view->cellCentre(14) + 2 * step).toPoint();
        const std::vector<noodles::TileMask> tiles = tab.board().tiles();
        QTest::mousePress(view, Qt::LeftButton, Qt::ControlModifier, from);
        QTest::mouseMove(view, from + QPoint(10, 10));
        QTest::mouseMove(view, to);
        QCOMPARE(view->dragShift(), QPoint(-2, -2)); // drawn as it will be, not yet a move
        QVERIFY(tab.midend()->history().size() == 0);
        QTest::mouseRelease(view, Qt::LeftButton, Qt::ControlModifier, to);
        QCOMPARE(originOf(tab), QPoint(4, 4)); // (-2, -2) on a 6 x 6 board
        QCOMPARE(view->dragShift(), QPoint());
        QCOMPARE(view->cellAt(to), 14); // the tile stayed under the pointer
        QCOMPARE(tab.board().tiles(), tiles); // nothing turned
        QCOMPARE(tab.midend()->history().size(), 1);
    }

    void theShiftIsKeptBySaveAndAutosave()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(makeBoard(noodles::GridKind::Hex, true));
        tab.shiftOrigin(1, 0); // a hex board shifts two columns at a time
        QCOMPARE(originOf(tab), QPoint(0, 0));
        tab.shiftOrigin(2, 3);
        QCOMPARE(originOf(tab), QPoint(2, 3));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("shifted.json"));
        QVERIFY(!tab.saveFile(path));
        NoodlesTab opened;
        QTRY_VERIFY(!opened.solverRunner()->isRunning());
        QVERIFY(!opened.openFile(path));
        QCOMPARE(originOf(opened), QPoint(2, 3));
        NoodlesTab restored;
        QTRY_VERIFY(!restored.solverRunner()->isRunning());
        QVERIFY(!restored.restoreAutosave(tab.autosaveData()));
        QCOMPARE(originOf(restored), QPoint(2, 3));
        restored.midend()->undo();
        QCOMPARE(originOf(restored), QPoint(0, 0));
    }

    void aHintNamesItsPieceWhereTheShiftedBoardShowsIt()
    {
        // 4 x 4, wrapping: 0 and 1 locked as bends; the hint turns the bend at tile 4 (column 1,
        // row 2 of the board) from the lock above it. Shifted one column and one row, the
        // picture draws tile 4 in column 4, row 1, and that is where the words must point.
        constexpr noodles::TileMask N = 1, E = 2, S = 4, W = 8;
        noodles::Board board(noodles::Topology::make(noodles::GridKind::Square, 4, 4, true));
        board.setTiles({E | S, S | W, S | E, W,         //
                        E | S, N | E, W | N | S, E | S, //
                        E, W | E, N | W | S, N,         //
                        E, W | E, N | W | E, W});
        board.setLocked(0, true);
        board.setLocked(1, true);
        NoodlesTab tab;
        tab.resize(700, 600);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(board);
        tab.shiftOrigin(1, 1);
        QCOMPARE(originOf(tab), QPoint(1, 1));
        QCOMPARE(tab.board().shownCol(4), 3);
        QCOMPARE(tab.board().shownRow(4), 0);
        // Drawn there too: the top right of the picture.
        QCOMPARE(tab.view()->cellAt(tab.view()->cellCentre(4)), 4);
        QVERIFY(tab.view()->cellCentre(4).y() < tab.view()->cellCentre(0).y());
        QSignalSpy said(&tab, &NoodlesTab::statusMessage);
        QSignalSpy finished(tab.solverRunner(), &ui::SolverRunner::finished);
        tab.hint();
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(tab.board().tile(4), noodles::TileMask(W | N));
        QVERIFY(!said.isEmpty());
        const QString message = said.back().front().toString();
        QVERIFY2(message.contains(QStringLiteral("the corner at column 4, row 1 follows from the "
                                                 "locked pieces")),
                 qPrintable(message));
        // Every step of the chain names its piece as the board shows it; the last is the hint's.
        auto *explanation = tab.findChild<QLabel *>(QStringLiteral("noodlesExplanation"));
        auto *next = tab.findChild<QToolButton *>(QStringLiteral("noodlesHintNext"));
        QVERIFY(explanation && next);
        while (next->isEnabled())
            next->click();
        QVERIFY2(explanation->text().contains(QStringLiteral("corner at column 4, row 1")),
                 qPrintable(explanation->text()));
        QVERIFY2(!explanation->text().contains(QStringLiteral("column 1, row 2")),
                 qPrintable(explanation->text()));
    }

    void aBoardThatDoesNotWrapIsNotShifted()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(makeBoard(noodles::GridKind::Square, false));
        QTest::keyClick(tab.view(), Qt::Key_Left, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(originOf(tab), QPoint(0, 0));
        QCOMPARE(tab.midend()->history().size(), 0);
    }
};

QTEST_MAIN(TestNoodlesOrigin)
#include "tst_noodlesorigin.moc"
