// Every shortcut of the main window's menus reaches its action from every mode of the Kanoodle
// tab: no key the board (or the 3D view) handles itself may shadow a menu's.
#include "core/kanoodle/Board.h"
#include "ui/kanoodle/KanoodleBoardView.h"
#include "ui/kanoodle/KanoodleTab.h"
#include "ui/kanoodle/PyramidScene.h"
#include "ui/shell/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using pw::kanoodle::BoardKind;
using pw::ui::MainWindow;
using pw::ui::kanoodle::KanoodleTab;

namespace {

// The actions of a menu and its submenus that have a shortcut.
void collectShortcutActions(const QMenu *menu, QList<QAction *> *actions)
{
    for (QAction *action : menu->actions()) {
        if (action->menu())
            collectShortcutActions(action->menu(), actions);
        else if (!action->shortcut().isEmpty())
            actions->append(action);
    }
}

// Presses each action's shortcut on `target` and lists the ones that did not trigger. The
// actions' own slots are disconnected first (New, Open and Quit would open dialogs or close the
// window); what is tested is only that the key gets to the action.
QStringList unreachedShortcuts(const QList<QAction *> &actions, QWidget *target)
{
    QStringList missed;
    for (QAction *action : actions) {
        QObject::disconnect(action, &QAction::triggered, nullptr, nullptr);
        QObject::disconnect(action, &QAction::toggled, nullptr, nullptr);
        action->setEnabled(true); // Undo with nothing to undo is disabled, not shadowed
        QSignalSpy triggered(action, &QAction::triggered);
        const QKeyCombination key = action->shortcut()[0];
        target->setFocus();
        QTest::keyClick(target, key.key(), key.keyboardModifiers());
        if (triggered.count() != 1)
            missed << QStringLiteral("%1 (%2)").arg(action->objectName(),
                                                    action->shortcut().toString());
    }
    return missed;
}

} // namespace

class TestKanoodleShortcuts : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("puzzle-workbench-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_kanoodleshortcuts"));
    }

    void everyMenuShortcutReachesItsActionInEveryMode()
    {
        MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QApplication::setActiveWindow(&window);
        QVERIFY(window.selectTab(QStringLiteral("kanoodle")));
        auto *tab = qobject_cast<KanoodleTab *>(window.currentTab());
        QVERIFY(tab);
        QTRY_VERIFY_WITH_TIMEOUT(tab->hasGame(), 20000);

        QList<QAction *> actions;
        for (QAction *top : window.menuBar()->actions()) {
            if (top->menu())
                collectShortcutActions(top->menu(), &actions);
        }
        QVERIFY(actions.size() >= 10);

        const auto startMode = [tab](KanoodleTab::Mode mode, int parameter, BoardKind kind) {
            tab->generate(mode, parameter, 7);
            return QTest::qWaitFor(
                [tab, kind] { return tab->hasGame() && tab->position().board().kind() == kind; },
                30000);
        };
        const auto check = [&](const char *mode, QWidget *target) {
            const QStringList missed = unreachedShortcuts(actions, target);
            QVERIFY2(missed.isEmpty(),
                     qPrintable(QStringLiteral("%1: %2").arg(QLatin1String(mode),
                                                             missed.join(QStringLiteral(", ")))));
        };
        QVERIFY(startMode(KanoodleTab::Mode::Flat, 5, BoardKind::Flat));
        check("flat", tab->view());
        QVERIFY(startMode(KanoodleTab::Mode::Sliding, 9, BoardKind::Sliding));
        check("sliding", tab->view());
        QVERIFY(startMode(KanoodleTab::Mode::Pyramid, 5, BoardKind::Pyramid));
        check("pyramid", tab->view());
        if (tab->scene())
            check("3D view", tab->scene()->widget());
        else
            qWarning("no 3D view on this platform: its focus is not tested");
        tab->startEmptyGame(KanoodleTab::Mode::Flat);
        QVERIFY(tab->isSettingUp());
        check("set-up", tab->view());
    }
};

QTEST_MAIN(TestKanoodleShortcuts)
#include "tst_kanoodleshortcuts.moc"
