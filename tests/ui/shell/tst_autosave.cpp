#include "FakeTab.h"
#include "core/sliding/Scramble.h"
#include "ui/entanglement/EntanglementTab.h"
#include "ui/shell/Autosave.h"
#include "ui/shell/MainWindow.h"
#include "ui/sliding/SlidingTab.h"

#include <QApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimer>
#include <QtTest>

#include <iostream>

using pw::ui::Autosave;
using pw::ui::MainWindow;

namespace {

void useTestSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("puzzle-workbench-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_autosave"));
}

MainWindow *windowWithFakeTab()
{
    return new MainWindow({[](QWidget *parent) { return new FakeTab(parent); }});
}

FakeTab *fakeTab(MainWindow *window)
{
    return static_cast<FakeTab *>(window->tabs().first());
}

// The child process: plays a move in a fake game, waits until it is autosaved, says so on
// stdout and then waits to be killed.
int runDirtyChild(int argc, char **argv)
{
    QApplication app(argc, argv);
    useTestSettings();
    MainWindow *window = windowWithFakeTab();
    window->autosave()->setDelay(10);
    int undone = 0;
    int redone = 0;
    fakeTab(window)->game = "the game in progress";
    fakeTab(window)->undoStack()->push(new CountingCommand(&undone, &redone));
    const QString file = Autosave::directory().filePath(QStringLiteral("fake.json"));
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (QFile::exists(file)) {
            std::cout << "autosaved" << std::endl;
            poll.stop();
        }
    });
    poll.start(10);
    return app.exec();
}

void answerNextMessageBox(const QString &buttonText)
{
    QTimer::singleShot(0, [buttonText] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        for (QAbstractButton *button : box->buttons()) {
            if (button->text().remove(QLatin1Char('&')) == buttonText) {
                QTest::mouseClick(button, Qt::LeftButton);
                return;
            }
        }
        QFAIL("button not found");
    });
}

} // namespace

class TestAutosave : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        useTestSettings();
        Autosave::directory().removeRecursively();
    }

    void aKilledSessionsGameIsOfferedBackAndRestored()
    {
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--dirty-child")});
        QVERIFY(child.waitForStarted());
        QByteArray said;
        QTRY_VERIFY2_WITH_TIMEOUT((said += child.readAllStandardOutput()).contains("autosaved"),
                                  child.readAllStandardError().constData(), 20000);
        child.kill(); // SIGKILL: no clean shutdown, no chance to tidy up
        QVERIFY(child.waitForFinished());

        std::unique_ptr<MainWindow> window(windowWithFakeTab());
        window->show();
        QCOMPARE(window->autosave()->leftoverKinds(), QStringList {QStringLiteral("fake")});
        answerNextMessageBox(QStringLiteral("Restore"));
        window->offerRecovery();
        QCOMPARE(fakeTab(window.get())->game, QByteArray("the game in progress"));
        QVERIFY(fakeTab(window.get())->midend()->hasUnsavedMoves());
        QVERIFY(window->isWindowModified());
        QVERIFY(window->autosave()->leftoverKinds().isEmpty());
    }

    void discardingTheOfferRemovesTheSnapshot()
    {
        {
            std::unique_ptr<MainWindow> window(windowWithFakeTab());
            int undone = 0;
            int redone = 0;
            fakeTab(window.get())->game = "lost";
            fakeTab(window.get())->undoStack()->push(new CountingCommand(&undone, &redone));
            window->autosave()->saveNow();
            // Destroyed without closeEvent: like a crash, the snapshot stays.
        }
        std::unique_ptr<MainWindow> window(windowWithFakeTab());
        QCOMPARE(window->autosave()->leftoverKinds().size(), 1);
        answerNextMessageBox(QStringLiteral("Discard"));
        window->offerRecovery();
        QVERIFY(fakeTab(window.get())->game.isEmpty());
        QVERIFY(window->autosave()->leftoverKinds().isEmpty());
    }

    void savingOrQuittingLeavesNothingToRecover()
    {
        std::unique_ptr<MainWindow> window(windowWithFakeTab());
        int undone = 0;
        int redone = 0;
        FakeTab *tab = fakeTab(window.get());
        tab->game = "saved soon";
        tab->undoStack()->push(new CountingCommand(&undone, &redone));
        window->autosave()->saveNow();
        QCOMPARE(window->autosave()->leftoverKinds().size(), 1);
        tab->undoStack()->setClean(); // what a successful save does
        window->autosave()->saveNow();
        QVERIFY(window->autosave()->leftoverKinds().isEmpty());

        tab->undoStack()->push(new CountingCommand(&undone, &redone));
        window->autosave()->saveNow();
        answerNextMessageBox(QStringLiteral("Discard"));
        QVERIFY(window->close());
        std::unique_ptr<MainWindow> next(windowWithFakeTab());
        QVERIFY(next->autosave()->leftoverKinds().isEmpty());
    }

    void realTabsRoundTripTheirGamesThroughSnapshots()
    {
        // Sliding Tiles: a scrambled board with two moves played.
        {
            pw::ui::SlidingTab played;
            played.startGame(*pw::sliding::scrambleBoard(3, 3, 5, 0.8));
            QVERIFY(played.slide("U") || played.slide("D"));
            QVERIFY(played.slide("L") || played.slide("R"));
            QTest::qWait(30); // some time on the clock
            const QByteArray snapshot = played.snapshot();
            QVERIFY(!snapshot.isEmpty());
            pw::ui::SlidingTab restored;
            QVERIFY(restored.restoreSnapshot(snapshot) == std::nullopt);
            QVERIFY(restored.board() == played.board());
            QVERIFY(restored.filePath().isEmpty());
            QCOMPARE(restored.undoStack()->count(), 2); // the moves come back undoable
            // And the time played, from which the clock goes on.
            const auto millis = [](const QByteArray &data) {
                return QJsonDocument::fromJson(data).object().value(QStringLiteral("millis"));
            };
            QVERIFY(millis(snapshot).toDouble() >= 30);
            QCOMPARE(millis(restored.snapshot()), millis(snapshot));
            QVERIFY(restored.restoreSnapshot("{not json").has_value());
        }
        // Entanglement: three tiles placed.
        {
            pw::ui::entanglement::EntanglementTab played;
            played.startGame(42, 3, false);
            QVERIFY(played.snapshot().isEmpty()); // nothing worth keeping yet
            for (int i = 0; i < 3 && !played.game().isOver(); ++i)
                played.placeCurrent();
            const QByteArray snapshot = played.snapshot();
            QVERIFY(!snapshot.isEmpty());
            pw::ui::entanglement::EntanglementTab restored;
            QVERIFY(restored.restoreSnapshot(snapshot) == std::nullopt);
            QCOMPARE(restored.game().score(), played.game().score());
            QCOMPARE(restored.game().moves().size(), played.game().moves().size());
            QVERIFY(restored.filePath().isEmpty());
        }
    }

    void aSecondInstanceLeavesTheFirstsFilesAlone()
    {
        std::unique_ptr<MainWindow> first(windowWithFakeTab());
        std::unique_ptr<MainWindow> second(windowWithFakeTab());
        QVERIFY(first->autosave()->isActive());
        QVERIFY(!second->autosave()->isActive());
    }
};

int main(int argc, char **argv)
{
    if (argc > 1 && qstrcmp(argv[1], "--dirty-child") == 0)
        return runDirtyChild(argc, argv);
    QApplication app(argc, argv);
    TestAutosave test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_autosave.moc"
