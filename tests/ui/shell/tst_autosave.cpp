#include "FakeTab.h"
#include "core/sliding/Scramble.h"
#include "ui/entanglement/EntanglementTab.h"
#include "ui/noodles/NoodlesTab.h"
#include "ui/shell/Autosave.h"
#include "ui/shell/MainWindow.h"
#include "ui/sliding/SlidingTab.h"

#include <QApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QStandardPaths>
#include <QTimer>
#include <QtTest>

#include <chrono>
#include <functional>
#include <iostream>
#include <thread>

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
    fakeTab(window)->game = "the game in progress";
    fakeTab(window)->makeMove();
    const QString file = window->autosave()->slotDirectory().filePath(QStringLiteral("fake.json"));
    QTimer poll;
    QObject::connect(&poll, &QTimer::timeout, [&] {
        if (QFile::exists(file)) {
            std::cout << "autosaved " << qPrintable(file) << std::endl;
            poll.stop();
        }
    });
    poll.start(10);
    return app.exec();
}

// Starts the child, waits until its game is autosaved and kills it (SIGKILL: no clean shutdown,
// no chance to tidy up); returns the file the child's game was written to.
QString killDirtyChild()
{
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--dirty-child")});
    if (!child.waitForStarted())
        return {};
    QByteArray said;
    if (!QTest::qWaitFor([&] { return (said += child.readAllStandardOutput()).contains('\n'); },
                         20000))
        return {};
    child.kill();
    child.waitForFinished();
    return QString::fromLocal8Bit(said.trimmed()).section(QLatin1Char(' '), 1);
}

constexpr int quickMoves = 200;

MainWindow *windowWithSlidingTab()
{
    return new MainWindow({[](QWidget *parent) { return new pw::ui::SlidingTab(parent); }});
}

// The child process of the kill test: plays quickMoves moves on a Sliding board as fast as input
// comes (each move handled, then the event loop turns once, as between two key presses), says
// so on stdout at once and waits to be killed. The durable autosave's delay is an hour: only the
// write made at every move can have kept the moves.
int runQuickMovesChild(int argc, char **argv)
{
    QApplication app(argc, argv);
    useTestSettings();
    MainWindow *window = windowWithSlidingTab();
    window->autosave()->setDelay(3600 * 1000);
    auto *tab = static_cast<pw::ui::SlidingTab *>(window->tabs().first());
    // A board one move from the goal that left and right never finish.
    pw::sliding::Board start = pw::sliding::Board::goal(4, 4);
    if (!start.move(pw::sliding::Direction::Up))
        return 3;
    tab->startGame(start);
    for (int i = 0; i < quickMoves; ++i) {
        if (!tab->slide(i % 2 == 0 ? "L" : "R"))
            return 3;
        QCoreApplication::processEvents();
    }
    std::cout << "played " << tab->moveCount() << std::endl;
    return app.exec();
}

// Answers the message box open after the given time; beforeAnswer runs just before the click, in
// the same timer tick (a second timer could fire after this one: Qt coarsens long intervals).
void answerNextMessageBox(const QString &buttonText, int afterMilliseconds = 0,
                          const std::function<void()> &beforeAnswer = {})
{
    QTimer::singleShot(afterMilliseconds, Qt::PreciseTimer, [buttonText, beforeAnswer] {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        QVERIFY(box);
        if (beforeAnswer)
            beforeAnswer();
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
        QFile::remove(Autosave::directory().absolutePath()); // a blocker left by a failed run
        Autosave::directory().removeRecursively();
    }

    void aKilledSessionsGameIsOfferedBackAndRestored()
    {
        const QString leftover = killDirtyChild();
        QVERIFY(QFile::exists(leftover));

        std::unique_ptr<MainWindow> window(windowWithFakeTab());
        window->show();
        QCOMPARE(window->autosave()->leftoverKinds(), QStringList {QStringLiteral("fake")});
        answerNextMessageBox(QStringLiteral("Restore"));
        window->offerRecovery();
        QCOMPARE(fakeTab(window.get())->game, QByteArray("the game in progress"));
        QVERIFY(fakeTab(window.get())->midend()->hasUnsavedMoves());
        QVERIFY(window->isWindowModified());
        QVERIFY(window->autosave()->leftoverKinds().isEmpty());
        // The game moved into this instance's slot before the old copy went.
        QVERIFY(!QFile::exists(leftover));
        QVERIFY(QFile::exists(
            window->autosave()->slotDirectory().filePath(QStringLiteral("fake.json"))));
    }

    // While the question is open the new instance plays and autosaves its own games; the
    // leftover is neither read nor written over nor deleted until the answer comes.
    void theLeftoverWaitsForALateAnswer()
    {
        const QString leftover = killDirtyChild();
        QVERIFY(QFile::exists(leftover));

        std::unique_ptr<MainWindow> window(windowWithFakeTab());
        window->autosave()->setDelay(10);
        window->show();
        FakeTab *tab = fakeTab(window.get());
        QTimer::singleShot(100, tab, [tab] {
            tab->game = "played while the question is open";
            tab->makeMove();
        });
        bool leftoverStayed = false;
        answerNextMessageBox(QStringLiteral("Restore"), 3000, [&] {
            leftoverStayed = QFile::exists(leftover)
                && QFile::exists(window->autosave()->slotDirectory().filePath(
                    QStringLiteral("fake.json")));
        });
        window->offerRecovery();
        QVERIFY(leftoverStayed);
        QCOMPARE(tab->game, QByteArray("the game in progress"));
        QVERIFY(!QFile::exists(leftover));
    }

    void discardingTheOfferRemovesTheSnapshot()
    {
        {
            std::unique_ptr<MainWindow> window(windowWithFakeTab());
            fakeTab(window.get())->game = "lost";
            fakeTab(window.get())->makeMove();
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
        FakeTab *tab = fakeTab(window.get());
        tab->game = "saved soon";
        const QString file
            = window->autosave()->slotDirectory().filePath(QStringLiteral("fake.json"));
        tab->makeMove();
        window->autosave()->saveNow();
        QVERIFY(QFile::exists(file));
        tab->midend()->markSaved({}); // what a successful save does
        window->autosave()->saveNow();
        QVERIFY(!QFile::exists(file));

        tab->makeMove();
        window->autosave()->saveNow();
        answerNextMessageBox(QStringLiteral("Discard"));
        QVERIFY(window->close());
        window.reset();
        std::unique_ptr<MainWindow> next(windowWithFakeTab());
        QVERIFY(next->autosave()->leftoverKinds().isEmpty());
        // Nothing is left behind: the next instance's slot is the only one.
        QCOMPARE(Autosave::directory().entryList(QDir::Dirs | QDir::NoDotAndDotDot).size(), 1);
    }

    void realTabsRoundTripTheirGamesThroughSnapshots()
    {
        // Sliding Tiles: a scrambled board with two moves played.
        {
            pw::ui::SlidingTab played;
            played.show(); // the clock counts only while the game is on screen
            QVERIFY(QTest::qWaitForWindowExposed(&played));
            played.startGame(*pw::sliding::scrambleBoard(3, 3, 5, 0.8));
            QVERIFY(played.slide("U") || played.slide("D"));
            QVERIFY(played.slide("L") || played.slide("R"));
            QTest::qWait(160); // some time on the clock (kept to a tenth of a second)
            const QByteArray snapshot = played.autosaveData();
            QVERIFY(!snapshot.isEmpty());
            pw::ui::SlidingTab restored;
            QVERIFY(restored.restoreAutosave(snapshot) == std::nullopt);
            QVERIFY(restored.board() == played.board());
            QVERIFY(restored.filePath().isEmpty());
            QCOMPARE(restored.midend()->history().size(), 2); // the moves come back undoable
            // And the time played, from which the clock goes on.
            const auto seconds = [](const QByteArray &data) {
                return QJsonDocument::fromJson(data)
                    .object()
                    .value(QStringLiteral("game"))
                    .toObject()
                    .value(QStringLiteral("time"));
            };
            QVERIFY(seconds(snapshot).toDouble() >= 0.1);
            QCOMPARE(seconds(restored.autosaveData()), seconds(snapshot)); // held: off screen
            QVERIFY(restored.midend()->hasUnsavedMoves());
            QVERIFY(restored.restoreAutosave("{not json").has_value());
        }
        // Entanglement: three tiles placed.
        {
            pw::ui::entanglement::EntanglementTab played;
            played.startGame(42, 3, false);
            QVERIFY(!played.hasUnsavedWork()); // nothing worth keeping yet: no autosave
            for (int i = 0; i < 3 && !played.game().isOver(); ++i)
                played.placeCurrent();
            const QByteArray snapshot = played.autosaveData();
            QVERIFY(!snapshot.isEmpty());
            pw::ui::entanglement::EntanglementTab restored;
            QVERIFY(restored.restoreAutosave(snapshot) == std::nullopt);
            QCOMPARE(restored.game().score(), played.game().score());
            QCOMPARE(restored.game().moves().size(), played.game().moves().size());
            QVERIFY(restored.filePath().isEmpty());
        }
    }

    void aRestoredGameKeepsTheSeedIdItStartedFrom()
    {
        // Today's puzzle restored after a crash must still be today's puzzle, or solving it
        // would earn no tick in the archive.
        pw::ui::SlidingTab played;
        const QString id = played.dailyGameId(QDate(2026, 11, 27));
        played.startGameFromId(id);
        QTRY_COMPARE(played.gameId(), id);
        QVERIFY(played.slide("U") || played.slide("D"));
        pw::ui::SlidingTab restored;
        QVERIFY(restored.restoreAutosave(played.autosaveData()) == std::nullopt);
        QCOMPARE(restored.gameId(), id);
        // Notes that do not read back cost the short ID, never the game; what help it had is
        // unknown, so it counts as helped rather than as a game of the player's own.
        QJsonObject damaged = QJsonDocument::fromJson(played.autosaveData()).object();
        damaged.insert(QStringLiteral("game"), QJsonObject {{QStringLiteral("id"), 7}});
        pw::ui::SlidingTab fallback;
        QVERIFY(fallback.restoreAutosave(QJsonDocument(damaged).toJson()) == std::nullopt);
        QVERIFY(fallback.board() == played.board());
        QVERIFY(fallback.gameId() != id);
        QVERIFY(!fallback.gameId().isEmpty());
        QVERIFY(fallback.midend()->isAssisted());
    }

    void aRestoredNoodlesGameKeepsItsSeedIdPastAJumble()
    {
        // Noodles names a game by its first start, so a jumbled daily is still the daily.
        pw::ui::NoodlesTab played;
        const QString id = played.dailyGameId(QDate(2026, 11, 27));
        played.startGameFromId(id);
        QTRY_COMPARE(played.gameId(), id);
        played.jumble();
        QCOMPARE(played.gameId(), id);
        pw::ui::NoodlesTab restored;
        QTRY_VERIFY(!restored.solverRunner()->isRunning()); // its own first game is made
        QVERIFY(restored.restoreAutosave(played.autosaveData()) == std::nullopt);
        QVERIFY(restored.board().samePosition(played.board()));
        QCOMPARE(restored.gameId(), id);
    }

    void aSecondInstanceKeepsItsOwnSlotAndItsGamesSurviveAKill()
    {
        auto first = std::unique_ptr<MainWindow>(windowWithFakeTab());
        auto second = std::unique_ptr<MainWindow>(windowWithFakeTab());
        QVERIFY(first->autosave()->isActive());
        QVERIFY(second->autosave()->isActive());
        QVERIFY(first->autosave()->slotDirectory() != second->autosave()->slotDirectory());
        fakeTab(first.get())->game = "first";
        fakeTab(first.get())->makeMove();
        QVERIFY(first->autosave()->saveNow());
        fakeTab(second.get())->game = "second";
        fakeTab(second.get())->makeMove();
        QVERIFY(second->autosave()->saveNow());

        // A third start while both run offers neither instance's games.
        QVERIFY(std::unique_ptr<MainWindow>(windowWithFakeTab())
                    ->autosave()
                    ->leftoverKinds()
                    .isEmpty());

        // The first quits normally; the second dies (destroyed without closeEvent: its slot
        // stays, unlocked). The next start offers the second's game, and only that one.
        answerNextMessageBox(QStringLiteral("Discard"));
        QVERIFY(first->close());
        first.reset();
        second.reset();
        std::unique_ptr<MainWindow> next(windowWithFakeTab());
        QCOMPARE(next->autosave()->leftoverKinds(), QStringList {QStringLiteral("fake")});
        answerNextMessageBox(QStringLiteral("Restore"));
        next->offerRecovery();
        QCOMPARE(fakeTab(next.get())->game, QByteArray("second"));
    }

    // "kill -9, start again" at once: the killed owner may hold its lock for a moment more.
    void aSlotWhoseOwnerIsDyingIsStillOffered()
    {
        const QDir slot(Autosave::directory().filePath(QStringLiteral("dying")));
        QVERIFY(slot.mkpath(QStringLiteral(".")));
        QFile game(slot.filePath(QStringLiteral("fake.json")));
        QVERIFY(game.open(QIODevice::WriteOnly));
        game.write(FakeTab::snapshotOf("left by a dying instance"));
        game.close();
        auto lock = std::make_unique<QLockFile>(
            Autosave::directory().filePath(QStringLiteral("dying.lock")));
        QVERIFY(lock->tryLock(0));
        std::thread owner([&lock] {
            std::this_thread::sleep_for(std::chrono::milliseconds(200));
            lock->unlock(); // the owner is gone
        });
        std::unique_ptr<MainWindow> window(windowWithFakeTab());
        owner.join();
        QCOMPARE(window->autosave()->leftoverKinds(), QStringList {QStringLiteral("fake")});
        answerNextMessageBox(QStringLiteral("Restore"));
        window->offerRecovery();
        QCOMPARE(fakeTab(window.get())->game, QByteArray("left by a dying instance"));
    }

    // A game an earlier version autosaved (autosave/KIND.json beside session.lock) is offered.
    void aGameAutosavedByAnEarlierVersionIsOffered()
    {
        QVERIFY(Autosave::directory().mkpath(QStringLiteral(".")));
        QFile old(Autosave::directory().filePath(QStringLiteral("fake.json")));
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write(FakeTab::snapshotOf("from an earlier version"));
        old.close();
        std::unique_ptr<MainWindow> window(windowWithFakeTab());
        QCOMPARE(window->autosave()->leftoverKinds(), QStringList {QStringLiteral("fake")});
        answerNextMessageBox(QStringLiteral("Restore"));
        window->offerRecovery();
        QCOMPARE(fakeTab(window.get())->game, QByteArray("from an earlier version"));
        QVERIFY(!old.exists());
    }

    void everyMoveSurvivesAKillStraightAfterQuickPlay()
    {
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--quick-moves-child")});
        QVERIFY(child.waitForStarted());
        QByteArray said;
        QVERIFY(QTest::qWaitFor(
            [&] { return (said += child.readAllStandardOutput()).contains('\n'); }, 60000));
        child.kill(); // SIGKILL at once: nothing runs after the last move's turn of the loop
        child.waitForFinished();
        QCOMPARE(said.trimmed(), QByteArray("played ") + QByteArray::number(quickMoves));

        std::unique_ptr<MainWindow> window(windowWithSlidingTab());
        QCOMPARE(window->autosave()->leftoverKinds(), QStringList {QStringLiteral("sliding")});
        QStringList notes;
        QCOMPARE(window->autosave()->restoreLeftovers(&notes).size(), 1);
        auto *tab = static_cast<pw::ui::SlidingTab *>(window->tabs().first());
        QCOMPARE(tab->moveCount(), quickMoves);
    }

    void anUnwritableFolderIsSaidAndPlayGoesOn()
    {
        // A file where the folder should be: no folder can be made there, even by root.
        const QString path = Autosave::directory().absolutePath();
        QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
        QFile blocker(path);
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        std::unique_ptr<MainWindow> window(windowWithFakeTab());
        QVERIFY(!window->autosave()->isActive());
        QVERIFY(window->autosave()->problem().contains(QDir::toNativeSeparators(path)));
        QVERIFY(!window->autosave()->saveNow());
        QVERIFY(blocker.remove());
    }
};

int main(int argc, char **argv)
{
    if (argc > 1 && qstrcmp(argv[1], "--dirty-child") == 0)
        return runDirtyChild(argc, argv);
    if (argc > 1 && qstrcmp(argv[1], "--quick-moves-child") == 0)
        return runQuickMovesChild(argc, argv);
    QApplication app(argc, argv);
    TestAutosave test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_autosave.moc"
