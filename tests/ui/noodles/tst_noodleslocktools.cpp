// The Noodles lock tools driven with keys, the side panel's menu and the board's context menu:
// lock all, unlock all, a row, a column, a noodle network; each one entry of the history, kept by
// a saved file and the autosave.
#include "core/noodles/Generator.h"
#include "core/noodles/LockTools.h"
#include "ui/common/Midend.h"
#include "ui/common/SolverRunner.h"
#include "ui/noodles/NoodlesLockTools.h"
#include "ui/noodles/NoodlesTab.h"
#include "ui/noodles/NoodlesView.h"

#include <QAction>
#include <QMenu>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

using namespace pw;
using pw::ui::NoodlesTab;
using pw::ui::NoodlesView;

namespace {

constexpr noodles::TileMask N = 1, E = 2, S = 4, W = 8;

// 4 x 3, not wrapping: a noodle network of three along the top (0 - 1 - 2), the rest loose.
noodles::Board threeJoined()
{
    noodles::Board board(noodles::Topology::make(noodles::GridKind::Square, 4, 3, false));
    board.setTiles({E, E | W, W, S, N, N, S, N, E, W, N, S});
    return board;
}

int lockedCount(const noodles::Board &board)
{
    int count = 0;
    for (int cell = 0; cell < board.cellCount(); ++cell)
        count += board.isLocked(cell);
    return count;
}

std::vector<int> lockedCells(const noodles::Board &board)
{
    std::vector<int> cells;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        if (board.isLocked(cell))
            cells.push_back(cell);
    }
    return cells;
}

// Picks `actionName` from the next popup menu as soon as it shows.
void chooseFromNextMenu(const QString &actionName)
{
    QTimer::singleShot(0, [actionName] {
        auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget());
        QVERIFY(menu);
        QAction *action = menu->findChild<QAction *>(actionName);
        if (!action) {
            for (QAction *a : menu->actions()) {
                if (a->objectName() == actionName)
                    action = a;
            }
        }
        QVERIFY(action);
        menu->setActiveAction(action);
        QTest::keyClick(menu, Qt::Key_Return);
    });
}

} // namespace

class TestNoodlesLockTools : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theNetworkRowAndColumnToolsLockTheirTiles()
    {
        const noodles::Board board = threeJoined();
        QCOMPARE(noodles::networkOf(board, 1), (std::vector<int> {1, 2, 0}));
        QCOMPARE(noodles::networkOf(board, 3), (std::vector<int> {3, 7})); // 3 down meets 7 up
        QCOMPARE(noodles::rowOf(board, 6), (std::vector<int> {4, 5, 6, 7}));
        QCOMPARE(noodles::columnOf(board, 6), (std::vector<int> {2, 6, 10}));
    }

    void keysLockAndUnlockAndEachIsOneUndo()
    {
        NoodlesTab tab;
        tab.resize(700, 600);
        tab.show();
        QVERIFY(QTest::qWaitForWindowActive(&tab));
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(threeJoined());
        NoodlesView *view = tab.view();
        view->setFocus();
        view->setCursor(1);
        // N: the network under the cursor.
        QTest::keyClick(view, Qt::Key_N);
        QCOMPARE(lockedCells(tab.board()), (std::vector<int> {0, 1, 2}));
        QCOMPARE(tab.midend()->history().size(), 1);
        // R on tile 6: the row; C: the column.
        view->setCursor(6);
        QTest::keyClick(view, Qt::Key_R);
        QCOMPARE(lockedCells(tab.board()), (std::vector<int> {0, 1, 2, 4, 5, 6, 7}));
        QTest::keyClick(view, Qt::Key_C);
        QCOMPARE(lockedCells(tab.board()), (std::vector<int> {0, 1, 2, 4, 5, 6, 7, 10}));
        // C again: every tile of the column is locked, so it unlocks them.
        QTest::keyClick(view, Qt::Key_C);
        QCOMPARE(lockedCells(tab.board()), (std::vector<int> {0, 1, 4, 5, 7}));
        // L locks all, U unlocks all: one entry each.
        const int entries = tab.midend()->history().size();
        QTest::keyClick(view, Qt::Key_L);
        QCOMPARE(lockedCount(tab.board()), 12);
        QTest::keyClick(view, Qt::Key_U);
        QCOMPARE(lockedCount(tab.board()), 0);
        QCOMPARE(tab.midend()->history().size(), entries + 2);
        tab.midend()->undo();
        QCOMPARE(lockedCount(tab.board()), 12);
        tab.midend()->undo();
        QCOMPARE(lockedCells(tab.board()), (std::vector<int> {0, 1, 4, 5, 7}));
        QCOMPARE(tab.moveCount(), 0); // locks are not turns
        // A locked tile does not turn.
        const noodles::TileMask before = tab.board().tile(0);
        view->setCursor(0);
        QTest::keyClick(view, Qt::Key_D);
        QCOMPARE(tab.board().tile(0), before);
    }

    void theKeysShadowNoMenuShortcut()
    {
        // The main window's menus use Ctrl (with or without Shift), function keys and Escape; the
        // lock tools plain letters, and only while the board has the keyboard.
        NoodlesTab tab;
        const QList<QAction *> actions = tab.view()->actions();
        QCOMPARE(actions.size(), 5);
        QStringList keys;
        for (QAction *action : actions) {
            const QKeyCombination key = action->shortcut()[0];
            QCOMPARE(key.keyboardModifiers(), Qt::NoModifier);
            QVERIFY(key.key() >= Qt::Key_A && key.key() <= Qt::Key_Z);
            QCOMPARE(action->shortcutContext(), Qt::WidgetShortcut);
            keys << action->shortcut().toString();
        }
        QCOMPARE(keys, (QStringList {"L", "U", "R", "C", "N"}));
    }

    void theContextMenuActsOnTheTileUnderThePointer()
    {
        NoodlesTab tab;
        tab.resize(700, 600);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(threeJoined());
        NoodlesView *view = tab.view();
        view->setCursor(0);
        // Shift+right click on tile 7: its network (3 and 7), not the cursor's.
        chooseFromNextMenu(QStringLiteral("noodlesLockNetwork"));
        QTest::mouseClick(view, Qt::RightButton, Qt::ShiftModifier,
                          view->cellCentre(7).toPoint());
        QTRY_COMPARE(lockedCells(tab.board()), (std::vector<int> {3, 7}));
        QCOMPARE(tab.moveCount(), 0); // the right click turned nothing
        // The side panel's Lock tools button opens the same menu, for the cursor's tile.
        auto *button = tab.findChild<QPushButton *>(QStringLiteral("noodlesLockTools"));
        QVERIFY(button && button->menu() == tab.lockTools()->menu());
        chooseFromNextMenu(QStringLiteral("noodlesLockRow"));
        button->showMenu();
        QTRY_COMPARE(lockedCells(tab.board()), (std::vector<int> {0, 1, 2, 3, 7}));
    }

    void theBoardHasTheKeysAgainWhenTheMenuCloses()
    {
        NoodlesTab tab;
        tab.resize(700, 600);
        tab.show();
        QVERIFY(QTest::qWaitForWindowActive(&tab));
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(threeJoined());
        auto *button = tab.findChild<QPushButton *>(QStringLiteral("noodlesLockTools"));
        QVERIFY(button);
        // Opened from the side panel's button by keyboard and closed with Esc, nothing chosen.
        button->setFocus();
        QCOMPARE(tab.focusWidget(), button);
        QTimer::singleShot(0, [] {
            QWidget *menu = QApplication::activePopupWidget();
            QVERIFY(menu);
            QTest::keyClick(menu, Qt::Key_Escape);
        });
        button->showMenu();
        // The window's focus widget: offscreen, no window is active again after a popup.
        QTRY_COMPARE(tab.focusWidget(), tab.view());
        // And after a tool is chosen from it.
        button->setFocus();
        chooseFromNextMenu(QStringLiteral("noodlesLockAll"));
        button->showMenu();
        QTRY_COMPARE(lockedCount(tab.board()), 12);
        QTRY_COMPARE(tab.focusWidget(), tab.view());
    }

    void theLockCountGoesWithUndo()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(threeJoined());
        QSignalSpy said(&tab, &NoodlesTab::statusMessage);
        tab.lockTools()->lockGroup(ui::NoodlesLockTools::Group::All, 0);
        // (Tests run without the English plural forms: "12 tile(s) locked.")
        QVERIFY(said.back().front().toString().startsWith(QStringLiteral("12 tile")));
        QVERIFY(said.back().front().toString().endsWith(QStringLiteral(" locked.")));
        tab.lockTools()->unlockAll();
        QVERIFY(said.back().front().toString().endsWith(QStringLiteral(" unlocked.")));
        // Undo brings the locks back: "12 tiles unlocked." is no longer true and goes.
        const int before = said.count();
        tab.midend()->undo();
        QCOMPARE(lockedCount(tab.board()), 12);
        QCOMPARE(said.count(), before + 1);
        QVERIFY(said.back().front().toString().isEmpty());
        // Said once: the next move says nothing about locks.
        tab.midend()->undo();
        QCOMPARE(said.count(), before + 1);
    }

    void locksAreKeptBySaveAndAutosave()
    {
        NoodlesTab tab;
        tab.show();
        QVERIFY(QTest::qWaitForWindowActive(&tab));
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(threeJoined());
        tab.view()->setFocus();
        tab.view()->setCursor(5);
        QTest::keyClick(tab.view(), Qt::Key_R);
        const std::vector<int> locked = lockedCells(tab.board());
        QCOMPARE(locked, (std::vector<int> {4, 5, 6, 7}));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("locks.json"));
        QVERIFY(!tab.saveFile(path));
        NoodlesTab opened;
        QTRY_VERIFY(!opened.solverRunner()->isRunning());
        QVERIFY(!opened.openFile(path));
        QCOMPARE(lockedCells(opened.board()), locked);
        NoodlesTab restored;
        QTRY_VERIFY(!restored.solverRunner()->isRunning());
        QVERIFY(!restored.restoreAutosave(tab.autosaveData()));
        QCOMPARE(lockedCells(restored.board()), locked);
        restored.midend()->undo(); // the row's locks are one entry of the history
        QCOMPARE(lockedCount(restored.board()), 0);
    }
};

QTEST_MAIN(TestNoodlesLockTools)
#include "tst_noodleslocktools.moc"
