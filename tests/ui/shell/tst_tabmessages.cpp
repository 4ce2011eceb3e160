// A hidden tab keeps to itself: what it says waits until it is shown, its warnings never open
// over another tab, and its game's clock counts no time (nor while the window is minimised). The
// status bar's message area keeps its room however long a message is (a long one unfolds above
// the bar, whole), and every message is kept whole with its time (a click on it, View ▸ Messages).
#include "FakeTab.h"
#include "ui/common/GameClock.h"
#include "ui/common/Midend.h"
#include "ui/shell/MainWindow.h"
#include "ui/shell/StatusMessageArea.h"

#include <QApplication>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QtTest>

#include <functional>

using pw::ui::MainWindow;
using pw::ui::StatusMessageArea;

namespace {

MainWindow *windowWithTwoFakeTabs()
{
    const auto factory = [](QWidget *parent) { return new FakeTab(parent); };
    return new MainWindow({factory, factory});
}

QString shownMessage(MainWindow &window)
{
    return window.findChild<StatusMessageArea *>(QStringLiteral("statusMessage"))->message();
}

QTabWidget *tabWidget(MainWindow &window)
{
    return window.findChild<QTabWidget *>();
}

// What the messages dialog shows once `open` has opened it (it is closed again), and its title.
QString messagesShownBy(const std::function<void()> &open, QString *title = nullptr)
{
    QString shown;
    QTimer::singleShot(0, [&] {
        auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        if (title)
            *title = dialog->windowTitle();
        shown = dialog->findChild<QPlainTextEdit *>(QStringLiteral("messagesText"))->toPlainText();
        QVERIFY(dialog->width() <= 800 && dialog->height() <= 600);
        dialog->reject();
    });
    open();
    return shown;
}

} // namespace

class TestTabMessages : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("puzzle-workbench-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_tabmessages"));
    }

    void aHiddenTabsMessageWaitsUntilItIsShown()
    {
        std::unique_ptr<MainWindow> window(windowWithTwoFakeTabs());
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        tabWidget(*window)->setCurrentIndex(0);
        PuzzleTabPair tabs {window->tabs().at(0), window->tabs().at(1)};
        emit tabs.shown->statusMessage(QStringLiteral("Moves: 3"));
        QCOMPARE(shownMessage(*window), QStringLiteral("Moves: 3"));
        emit tabs.hidden->statusMessage(QStringLiteral("Solved in 12 moves"));
        QCOMPARE(shownMessage(*window), QStringLiteral("Moves: 3")); // not over this tab
        tabWidget(*window)->setCurrentIndex(1);
        QCOMPARE(shownMessage(*window), QStringLiteral("Solved in 12 moves"));
        tabWidget(*window)->setCurrentIndex(0);
        QVERIFY(shownMessage(*window).isEmpty()); // the other tab's words went with it
    }

    void aHiddenTabsWarningOpensOnlyOverItsTab()
    {
        std::unique_ptr<MainWindow> window(windowWithTwoFakeTabs());
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        tabWidget(*window)->setCurrentIndex(0);
        pw::ui::PuzzleTab *hidden = window->tabs().at(1);
        hidden->warnUser(QStringLiteral("New Game"), QStringLiteral("The generator gave up."));
        QTest::qWait(50);
        QVERIFY(!qobject_cast<QMessageBox *>(QApplication::activeModalWidget()));

        // Shown, the tab opens its warning; it is answered at once.
        QString said;
        QWidget *parentOfBox = nullptr;
        QTimer answer;
        answer.setInterval(20);
        connect(&answer, &QTimer::timeout, this, [&] {
            if (auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget())) {
                said = box->text();
                parentOfBox = box->parentWidget();
                box->accept();
            }
        });
        answer.start();
        tabWidget(*window)->setCurrentIndex(1);
        QTRY_COMPARE(said, QStringLiteral("The generator gave up."));
        QCOMPARE(parentOfBox, hidden);
    }

    void aLongMessageUnfoldsWholeAboveTheStatusBarAndMovesNothing()
    {
        std::unique_ptr<MainWindow> window(windowWithTwoFakeTabs());
        window->resize(800, 600);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        auto *area = window->findChild<StatusMessageArea *>(QStringLiteral("statusMessage"));
        auto *gameId = window->findChild<QWidget *>(QStringLiteral("gameIdLabel"));
        const QRect before = area->geometry();
        const QRect idBefore = gameId->geometry();
        const QString longMessage = QStringLiteral("A very long message ").repeated(20).trimmed();
        pw::ui::PuzzleTab *tab = window->tabs().at(tabWidget(*window)->currentIndex());
        window->activateWindow();
        QTRY_VERIFY(window->isActiveWindow());
        QWidget *focused = QApplication::focusWidget();
        emit tab->statusMessage(longMessage);
        QApplication::processEvents();
        // The game keeps the keys: the unfolded message takes neither the focus nor activation.
        QVERIFY(window->isActiveWindow());
        QCOMPARE(QApplication::focusWidget(), focused);
        QCOMPARE(area->message(), longMessage);
        QVERIFY(area->isUnfolded());
        QLabel *panel = area->unfoldedPanel();
        QVERIFY(panel->isVisible());
        QCOMPARE(panel->text(), longMessage);
        // Every line of it: the panel is as tall as the wrapped text needs.
        QVERIFY(panel->wordWrap());
        QVERIFY(panel->height() >= panel->heightForWidth(panel->width()));
        QVERIFY(panel->height() > area->height()); // more than one line
        // Across the window, just above the status bar (its job rows and game ID stay in view).
        const auto barTop = [&] { return window->statusBar()->mapToGlobal(QPoint(0, 0)); };
        QCOMPARE(panel->geometry().left(), barTop().x());
        QCOMPARE(panel->width(), window->width());
        QCOMPARE(panel->geometry().bottom() + 1, barTop().y());
        QVERIFY(!area->text().contains(QChar(0x2026)));
        QCOMPARE(area->geometry(), before);
        QCOMPARE(gameId->geometry(), idBefore);
        QVERIFY(area->geometry().right() < gameId->geometry().left());
        QCOMPARE(window->size(), QSize(800, 600)); // the window never grows for a message

        // A wider window has room for it on the line: it folds back there, and unfolds again
        // when the window is narrowed.
        const QString middling = QStringLiteral("A message of some length ").repeated(4).trimmed();
        emit tab->statusMessage(middling);
        QApplication::processEvents();
        QVERIFY(area->isUnfolded());
        window->resize(1600, 600);
        QTRY_VERIFY(!area->isUnfolded());
        QCOMPARE(area->text(), middling);
        window->resize(800, 600);
        QTRY_VERIFY(area->isUnfolded());
        QTRY_COMPARE(panel->width(), 800);
        QCOMPARE(panel->geometry().bottom() + 1, barTop().y());
        // It follows the window and goes when the window is hidden.
        window->move(window->pos() + QPoint(30, 20));
        QTRY_COMPARE(panel->geometry().bottom() + 1, barTop().y());
        QCOMPARE(panel->geometry().left(), barTop().x());
        window->hide();
        QVERIFY(!area->isUnfolded());
        window->show();
        QTRY_VERIFY(area->isUnfolded());
        // A dialog in front has it out of the way, and it comes back when the dialog closes.
        bool hiddenUnderTheDialog = false;
        QTimer::singleShot(0, this, [&] {
            auto *dialog = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QTRY_VERIFY(!area->isUnfolded()); // once the dialog has the keys
            // Cut on its line meanwhile, not hidden.
            hiddenUnderTheDialog
                = area->text().endsWith(QChar(0x2026)) && area->toolTip() == middling;
            dialog->accept();
        });
        QMessageBox::information(window.get(), QStringLiteral("Dialog"),
                                 QStringLiteral("In front."));
        QVERIFY(hiddenUnderTheDialog);
        QTRY_VERIFY(area->isUnfolded());

        // A short message takes the line; nothing is unfolded.
        emit tab->statusMessage(QStringLiteral("Saved."));
        QApplication::processEvents();
        QVERIFY(!area->isUnfolded());
        QCOMPARE(area->text(), QStringLiteral("Saved."));
    }

    void aClickFoldsAnUnfoldedMessageAway()
    {
        std::unique_ptr<MainWindow> window(windowWithTwoFakeTabs());
        window->resize(800, 600);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        auto *area = window->findChild<StatusMessageArea *>(QStringLiteral("statusMessage"));
        const QString longMessage = QStringLiteral("A very long message ").repeated(20).trimmed();
        emit window->tabs().at(tabWidget(*window)->currentIndex())->statusMessage(longMessage);
        QApplication::processEvents();
        QVERIFY(area->isUnfolded());
        QTest::mouseClick(area->unfoldedPanel(), Qt::LeftButton);
        QVERIFY(!area->isUnfolded());
        QVERIFY(shownMessage(*window).isEmpty());
        QVERIFY(!QApplication::activeModalWidget());
        // It is still in the log.
        const QString shown
            = messagesShownBy([&] { window->action(QStringLiteral("actionMessages"))->trigger(); });
        QVERIFY(shown.endsWith(QStringLiteral("  ") + longMessage));
    }

    void everyMessageIsKeptWholeWithItsTimeAndAClickShowsThem()
    {
        std::unique_ptr<MainWindow> window(windowWithTwoFakeTabs());
        window->resize(800, 600);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        auto *tabs = window->findChild<QTabWidget *>();
        tabs->setCurrentIndex(0);
        const QString longMessage = QStringLiteral("A very long message ").repeated(20).trimmed();
        emit window->tabs().at(0)->statusMessage(QStringLiteral("First."));
        emit window->tabs().at(1)->statusMessage(QStringLiteral("Said in the other tab."));
        emit window->tabs().at(0)->statusMessage(longMessage);
        // A click on the message opens the tab's messages, whole, oldest first.
        auto *area = window->findChild<StatusMessageArea *>(QStringLiteral("statusMessage"));
        QString title;
        QString shown = messagesShownBy([&] { QTest::mouseClick(area, Qt::LeftButton); }, &title);
        QVERIFY(title.contains(window->tabs().at(0)->displayName()));
        const QStringList lines = shown.split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), 2);
        QVERIFY(lines.at(0).endsWith(QStringLiteral("  First.")));
        QVERIFY(lines.at(1).endsWith(QStringLiteral("  ") + longMessage));
        QVERIFY(!shown.contains(QStringLiteral("other tab")));
        // View ▸ Messages shows the same, for the tab on screen.
        tabs->setCurrentIndex(1);
        shown
            = messagesShownBy([&] { window->action(QStringLiteral("actionMessages"))->trigger(); });
        QVERIFY(shown.endsWith(QStringLiteral("  Said in the other tab.")));
    }

    void aGamesClockIsHeldWhileItsTabIsHiddenOrTheWindowMinimised()
    {
        std::unique_ptr<MainWindow> window(windowWithTwoFakeTabs());
        // A game never shown yet counts no time: held from the start until its tab is shown.
        QVERIFY(window->tabs().at(1)->midend()->clock()->isHeld());
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        QVERIFY(window->tabs().at(1)->midend()->clock()->isHeld());
        tabWidget(*window)->setCurrentIndex(0);
        pw::ui::GameClock *clock = window->tabs().at(0)->midend()->clock();
        clock->start(); // as the first move starts it
        QVERIFY(!clock->isHeld());
        QTRY_VERIFY(clock->millis() > 0);

        tabWidget(*window)->setCurrentIndex(1);
        QVERIFY(clock->isHeld());
        QVERIFY(clock->isRunning()); // still the game's clock: it counts again when shown
        const qint64 atHiding = clock->millis();
        QTest::qWait(60);
        QCOMPARE(clock->millis(), atHiding);

        tabWidget(*window)->setCurrentIndex(0);
        QVERIFY(!clock->isHeld());
        QTRY_VERIFY(clock->millis() > atHiding);

        window->setWindowState(Qt::WindowMinimized);
        QVERIFY(clock->isHeld());
        const qint64 atMinimising = clock->millis();
        QTest::qWait(60);
        QCOMPARE(clock->millis(), atMinimising);
        window->setWindowState(Qt::WindowNoState);
        QVERIFY(!clock->isHeld());
    }

private:
    struct PuzzleTabPair
    {
        pw::ui::PuzzleTab *shown;
        pw::ui::PuzzleTab *hidden;
    };
};

QTEST_MAIN(TestTabMessages)
#include "tst_tabmessages.moc"
