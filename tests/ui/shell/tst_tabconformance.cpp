// The same scenarios against each of the four real tabs, inside the real main window: what the
// midend promises holds in every tab, not only in the one a test happened to be written for.

#include "core/kanoodle/Position.h"
#include "core/noodles/NoodlesMove.h"
#include "ui/common/Midend.h"
#include "ui/common/PuzzleTab.h"
#include "ui/common/SolverRunner.h"
#include "ui/entanglement/EntanglementTab.h"
#include "ui/kanoodle/KanoodleBoardView.h"
#include "ui/kanoodle/KanoodleTab.h"
#include "ui/noodles/NoodlesTab.h"
#include "ui/shell/Autosave.h"
#include "ui/shell/MainWindow.h"
#include "ui/sliding/SlidingTab.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDate>
#include <QDirIterator>
#include <QElapsedTimer>
#include <QFileDialog>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QSlider>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QtTest>

#include <atomic>
#include <functional>
#include <iostream>

using pw::ui::MainWindow;
using pw::ui::Midend;
using pw::ui::PuzzleTab;
using pw::ui::SolverRunner;

namespace {

const QStringList kinds {QStringLiteral("noodles"), QStringLiteral("kanoodle"),
                         QStringLiteral("entanglement"), QStringLiteral("sliding")};

void useTestSettings()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("puzzle-workbench-tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_tabconformance"));
}

PuzzleTab *tabOf(MainWindow &window, const QString &kind)
{
    for (PuzzleTab *tab : window.tabs())
        if (tab->puzzleKind() == kind)
            return tab;
    return nullptr;
}

// Waits until the tab has a game (Noodles and Kanoodle generate their first one in a job).
// Entanglement starts on a random seed whose first tile may end the game; these tests need a
// game that lasts a few moves.
bool waitForGame(PuzzleTab *tab)
{
    if (auto *entanglement = qobject_cast<pw::ui::entanglement::EntanglementTab *>(tab))
        entanglement->startGame(42, 4, false);
    if (auto *noodles = qobject_cast<pw::ui::NoodlesTab *>(tab))
        return QTest::qWaitFor([noodles] { return !noodles->board().isNull(); }, 20000);
    if (auto *kanoodle = qobject_cast<pw::ui::kanoodle::KanoodleTab *>(tab))
        return QTest::qWaitFor([kanoodle] { return kanoodle->hasGame(); }, 20000);
    return true;
}

// Shows the window with the tab of that kind on screen and its game ready; null if it fails.
PuzzleTab *showTab(MainWindow &window, const QString &kind)
{
    window.show();
    PuzzleTab *tab = tabOf(window, kind);
    if (!tab || !window.selectTab(kind) || !waitForGame(tab))
        return nullptr;
    return tab;
}

// One move of the user's, made the way each puzzle makes moves (through its own commands).
bool makeMove(PuzzleTab *tab)
{
    if (auto *sliding = qobject_cast<pw::ui::SlidingTab *>(tab))
        return sliding->slide("U") || sliding->slide("D") || sliding->slide("L")
            || sliding->slide("R");
    if (auto *entanglement = qobject_cast<pw::ui::entanglement::EntanglementTab *>(tab)) {
        if (entanglement->game().isOver())
            return false;
        entanglement->placeCurrent();
        return true;
    }
    if (auto *noodles = qobject_cast<pw::ui::NoodlesTab *>(tab)) {
        for (int cell = 0; cell < noodles->board().cellCount(); ++cell) {
            if (!noodles->board().isLocked(cell)) {
                return !tab->midend()->play(
                    pw::common::GameMove::of(pw::noodles::NoodlesMove::rotate(cell, 1)),
                    QStringLiteral("test move"));
            }
        }
        return false;
    }
    if (auto *kanoodle = qobject_cast<pw::ui::kanoodle::KanoodleTab *>(tab)) {
        const pw::kanoodle::Position before = kanoodle->position();
        const auto &placements = before.board().placements();
        for (int i = 0; i < static_cast<int>(placements.size()); ++i) {
            if (before.canPlace(i)) {
                emit kanoodle->view()->placeRequested(i); // as the player places a piece
                return kanoodle->position() != before;
            }
        }
        return false;
    }
    return false;
}

// Records every message box that opens and answers it with the button whose text is `answer`
// (or Escape), once it has been open for `delay` milliseconds.
class MessageBoxWatcher : public QObject
{
public:
    explicit MessageBoxWatcher(QString answer = {}, int delay = 0)
        : m_answer(std::move(answer))
        , m_delay(delay)
    {
        connect(&m_poll, &QTimer::timeout, this, &MessageBoxWatcher::look);
        m_poll.start(10);
    }
    QStringList titles;
    QStringList texts;
    // Runs just before a box is answered: what a test must see while the question is open.
    std::function<void()> beforeAnswer;

private:
    void look()
    {
        auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
        if (!box || box->property("seen").toBool())
            return;
        if (!m_open.isValid())
            m_open.start();
        if (m_open.elapsed() < m_delay)
            return;
        m_open.invalidate();
        box->setProperty("seen", true);
        titles << box->windowTitle();
        texts << box->text();
        if (beforeAnswer)
            beforeAnswer();
        for (QAbstractButton *button : box->buttons()) {
            if (!m_answer.isEmpty() && button->text().remove(QLatin1Char('&')) == m_answer) {
                button->click();
                return;
            }
        }
        box->reject();
        if (box->isVisible())
            box->close();
    }

    QString m_answer;
    int m_delay;
    QElapsedTimer m_open; // since the box waiting for its answer opened
    QTimer m_poll;
};

// A job that waits for a flag, so it runs as long as the test wants, and says when its result
// is applied.
void startHeldJob(PuzzleTab *tab, std::shared_ptr<std::atomic_bool> release, bool *applied)
{
    tab->midend()->run(
        {.title = QStringLiteral("held")},
        [release](pw::common::SolverSink &sink) {
            while (!*release && !sink.isCancelled())
                QThread::msleep(1);
            return true;
        },
        [applied](bool) { *applied = true; });
}

// A snapshot without its clock: the time played goes on while the test looks.
QJsonObject withoutClock(const QByteArray &snapshot)
{
    QJsonObject object = QJsonDocument::fromJson(snapshot).object();
    QJsonObject notes = object.value(QStringLiteral("game")).toObject();
    notes.remove(QStringLiteral("time"));
    object.insert(QStringLiteral("game"), notes);
    return object;
}

QString writeFile(const QTemporaryDir &dir, const QString &name, const QByteArray &data)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (file.open(QIODevice::WriteOnly))
        file.write(data);
    return path;
}

// The child process of the kill test: opens the window, plays two moves in the named tab and
// takes one back where the tab has undo (so the history has a step to redo), waits for the
// autosave, prints it and waits to be killed.
int runKilledChild(int argc, char **argv)
{
    QApplication app(argc, argv);
    useTestSettings();
    const QString kind = QString::fromLatin1(argv[2]);
    auto *window = new MainWindow;
    window->selectTab(kind);
    PuzzleTab *tab = tabOf(*window, kind);
    if (!waitForGame(tab)) {
        std::cout << "no game" << std::endl;
        return 3;
    }
    // Entanglement keeps a history in practice mode only.
    if (auto *entanglement = qobject_cast<pw::ui::entanglement::EntanglementTab *>(tab))
        entanglement->startGame(42, 4, true);
    if (!makeMove(tab) || !makeMove(tab)) {
        std::cout << "no move" << std::endl;
        return 3;
    }
    if (tab->midend()->canUndo())
        tab->midend()->undo();
    const QString file
        = window->autosave()->slotDirectory().filePath(kind + QStringLiteral(".json"));
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

} // namespace

class TestTabConformance : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestSettings(); }

    void init()
    {
        pw::ui::Autosave::directory().removeRecursively();
        QSettings().clear();
    }

    void everyTab_data()
    {
        QTest::addColumn<QString>("kind");
        for (const QString &kind : kinds)
            QTest::newRow(qPrintable(kind)) << kind;
    }

    void aJobSurvivesATabSwitchAndItsResultArrives_data() { everyTab_data(); }
    void aJobSurvivesATabSwitchAndItsResultArrives()
    {
        QFETCH(QString, kind);
        MainWindow window;
        PuzzleTab *tab = showTab(window, kind);
        QVERIFY(tab);
        auto release = std::make_shared<std::atomic_bool>(false);
        bool applied = false;
        startHeldJob(tab, release, &applied);
        // Another tab on screen: the job goes on, listed in the status bar with its tab's name.
        QVERIFY(window.selectTab(kind == kinds[0] ? kinds[1] : kinds[0]));
        QTest::qWait(50);
        QVERIFY(tab->solverRunner()->isRunning());
        auto *status = window.findChild<QWidget *>(QStringLiteral("jobStatus_") + kind);
        QVERIFY(status);
        QTRY_VERIFY(status->isVisible());
        *release = true;
        QTRY_VERIFY(applied);
        // The hidden tab is marked until it is shown.
        auto *tabs = window.findChild<QTabWidget *>();
        QVERIFY(tabs->tabText(tabs->indexOf(tab)) != tab->displayName());
        QVERIFY(window.selectTab(kind));
        QCOMPARE(tabs->tabText(tabs->indexOf(tab)), tab->displayName());
    }

    void aChangeOfPositionNeverReceivesTheOldPositionsResult_data() { everyTab_data(); }
    void aChangeOfPositionNeverReceivesTheOldPositionsResult()
    {
        QFETCH(QString, kind);
        MainWindow window;
        PuzzleTab *tab = showTab(window, kind);
        QVERIFY(tab);
        auto release = std::make_shared<std::atomic_bool>(false);
        bool applied = false;
        startHeldJob(tab, release, &applied);
        QSignalSpy told(tab, &PuzzleTab::statusMessage);
        // The held job's end; the runner may go on with a job of the tab's own afterwards
        // (Sliding's coach measuring the new position), so "not running" is not the sign.
        QSignalSpy ended(tab->solverRunner(), &SolverRunner::finished);
        QVERIFY(makeMove(tab));
        *release = true;
        QTRY_VERIFY(!ended.isEmpty());
        QTest::qWait(100); // a released job ends within a millisecond: its result had time
        QVERIFY(!applied);
        // The user is told why the job stopped.
        bool said = false;
        for (const auto &arguments : told)
            said = said || arguments.first().toString().contains(QStringLiteral("position"));
        QVERIFY(said);

        // Undo is a change of position too (where the game has undo: Entanglement only in
        // practice mode).
        if (!tab->midend()->canUndo())
            return;
        release->store(false);
        startHeldJob(tab, release, &applied);
        ended.clear();
        tab->midend()->undo();
        *release = true;
        QTRY_VERIFY(!ended.isEmpty());
        QTest::qWait(100); // a released job ends within a millisecond: its result had time
        QVERIFY(!applied);
    }

    void aDamagedFileIsRefusedBeforeAnyPromptAndTheGameSurvives_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("damage");
        QTest::addColumn<QString>("place"); // what the message must name
        const QStringList damages {QStringLiteral("empty"),         QStringLiteral("truncated"),
                                   QStringLiteral("not JSON"),      QStringLiteral("wrong puzzle"),
                                   QStringLiteral("newer version"), QStringLiteral("bad value")};
        const QStringList places {QStringLiteral("empty"),   QStringLiteral("line"),
                                  QStringLiteral("line"),    QStringLiteral("puzzle"),
                                  QStringLiteral("version"), QStringLiteral("field")};
        for (const QString &kind : kinds)
            for (int i = 0; i < damages.size(); ++i)
                QTest::newRow(qPrintable(kind + QLatin1Char(' ') + damages[i]))
                    << kind << damages[i] << places[i];
    }
    void aDamagedFileIsRefusedBeforeAnyPromptAndTheGameSurvives()
    {
        QFETCH(QString, kind);
        QFETCH(QString, damage);
        QFETCH(QString, place);
        MainWindow window;
        PuzzleTab *tab = showTab(window, kind);
        QVERIFY(tab);
        QVERIFY(makeMove(tab));
        QTemporaryDir dir;
        const QString good = dir.filePath(QStringLiteral("good.json"));
        QVERIFY(tab->saveFile(good) == std::nullopt);
        QFile goodFile(good);
        QVERIFY(goodFile.open(QIODevice::ReadOnly));
        const QByteArray valid = goodFile.readAll();
        QJsonObject object = QJsonDocument::fromJson(valid).object();
        QVERIFY(!object.isEmpty());

        QByteArray damaged;
        if (damage == QLatin1String("truncated")) {
            damaged = valid.left(valid.size() / 2);
        } else if (damage == QLatin1String("not JSON")) {
            damaged = "puzzle: yes\nthis is not JSON\n";
        } else if (damage == QLatin1String("wrong puzzle")) {
            object.insert(QStringLiteral("puzzle"), QStringLiteral("chess"));
            damaged = QJsonDocument(object).toJson();
        } else if (damage == QLatin1String("newer version")) {
            object.insert(QStringLiteral("version"), 99);
            damaged = QJsonDocument(object).toJson();
        } else if (damage == QLatin1String("bad value")) {
            // Every field of the puzzle's own made nonsense of: the first one the reader checks
            // must be named.
            for (auto it = object.begin(); it != object.end(); ++it) {
                if (it.key() == QLatin1String("format") || it.key() == QLatin1String("version")
                    || it.key() == QLatin1String("puzzle"))
                    continue;
                it.value() = it.value().isString() ? QJsonValue(-12345)
                                                   : QJsonValue(QStringLiteral("nonsense"));
            }
            damaged = QJsonDocument(object).toJson();
        }
        const QString path = writeFile(dir, QStringLiteral("damaged.json"), damaged);

        const QByteArray before = tab->autosaveData();
        const int historyBefore = tab->midend()->history().size();
        MessageBoxWatcher boxes;
        QVERIFY(!window.openPath(path));
        QCOMPARE(boxes.titles, QStringList {QStringLiteral("Cannot Open")});
        const QString message = boxes.texts.first();
        QVERIFY2(message.contains(QStringLiteral("damaged.json")), qPrintable(message));
        QVERIFY2(message.contains(place, Qt::CaseInsensitive), qPrintable(message));
        QCOMPARE(withoutClock(tab->autosaveData()), withoutClock(before));
        QCOMPARE(tab->midend()->history().size(), historyBefore);
        QVERIFY(tab->midend()->hasUnsavedMoves());
    }

    void saveAsWithoutAnExtensionWritesAFileThatReopens_data() { everyTab_data(); }
    void saveAsWithoutAnExtensionWritesAFileThatReopens()
    {
        QFETCH(QString, kind);
        MainWindow window;
        PuzzleTab *tab = showTab(window, kind);
        QVERIFY(tab);
        QVERIFY(makeMove(tab));
        QTemporaryDir dir;
        const QString typed = dir.filePath(QStringLiteral("my game"));
        QTimer poll;
        connect(&poll, &QTimer::timeout, [typed, &poll] {
            auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
            if (!dialog)
                return;
            poll.stop();
            // Typed into the name field, as a user would, once the dialog has settled.
            QTimer::singleShot(200, dialog, [dialog, typed] {
                auto *name = dialog->findChild<QLineEdit *>(QStringLiteral("fileNameEdit"));
                QVERIFY(name);
                name->setText(typed);
                QMetaObject::invokeMethod(dialog, "accept");
            });
        });
        poll.start(20);
        window.action(QStringLiteral("actionSaveAs"))->trigger();
        const QString written = typed + QStringLiteral(".json");
        QVERIFY(QFile::exists(written));
        QCOMPARE(tab->filePath(), written);
        QVERIFY(!tab->midend()->hasUnsavedMoves());
        QVERIFY(!window.isWindowModified());
        QVERIFY(window.openPathQuietly(written) == std::nullopt);
        QCOMPARE(tab->filePath(), written);
    }

    void aNewOrJustSavedGameNeverPrompts_data() { everyTab_data(); }
    void aNewOrJustSavedGameNeverPrompts()
    {
        QFETCH(QString, kind);
        MainWindow window;
        PuzzleTab *tab = showTab(window, kind);
        QVERIFY(tab);
        QVERIFY(!tab->hasUnsavedWork()); // a new game, no moves
        QVERIFY(!window.isWindowModified());
        QVERIFY(makeMove(tab));
        QVERIFY(tab->hasUnsavedWork() || tab->isFinished());
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("saved.json"));
        QVERIFY(tab->saveFile(path) == std::nullopt);
        tab->midend()->markSaved(path);
        QVERIFY(!tab->hasUnsavedWork());
        MessageBoxWatcher boxes;
        QVERIFY(window.close());
        QVERIFY2(boxes.titles.isEmpty(), qPrintable(boxes.titles.join(QLatin1Char(','))));
    }

    void aMoveMakesTheGameAskBeforeItIsReplaced_data() { everyTab_data(); }
    void aMoveMakesTheGameAskBeforeItIsReplaced()
    {
        QFETCH(QString, kind);
        MainWindow window;
        PuzzleTab *tab = showTab(window, kind);
        QVERIFY(tab);
        QVERIFY(makeMove(tab));
        if (tab->isFinished())
            QSKIP("the move finished the game");
        QVERIFY(window.isWindowModified());
        MessageBoxWatcher boxes(QStringLiteral("Cancel"));
        QVERIFY(!window.close());
        QCOMPARE(boxes.titles, QStringList {QStringLiteral("Unsaved Changes")});
        tab->midend()->markSaved(tab->filePath()); // lets the window close without asking
    }

    // A real kill -9 of a child that played, then a new start whose Restore question is answered
    // only 5 s later: meanwhile the new instance generates its first games and autosaves them,
    // yet the leftover stays untouched until the answer. Restore brings back exactly what the tab
    // showed; Discard alone deletes.
    void recoveryAfterAKillWaitsForALateAnswer_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("answer");
        for (const QString &kind : kinds) {
            for (const char *answer : {"Restore", "Discard"})
                QTest::newRow(qPrintable(kind + QLatin1Char('/') + QLatin1String(answer)))
                    << kind << QString::fromLatin1(answer);
        }
    }
    void recoveryAfterAKillWaitsForALateAnswer()
    {
        QFETCH(QString, kind);
        QFETCH(QString, answer);
        QProcess child;
        child.start(QCoreApplication::applicationFilePath(),
                    {QStringLiteral("--killed-child"), kind});
        QVERIFY(child.waitForStarted());
        QByteArray said;
        QTRY_VERIFY2_WITH_TIMEOUT((said += child.readAllStandardOutput()).contains("autosaved"),
                                  said.constData(), 30000);
        child.kill(); // SIGKILL: no clean shutdown
        QVERIFY(child.waitForFinished());

        const QString file = QString::fromLocal8Bit(said.trimmed()).section(QLatin1Char(' '), -1);
        QFile leftover(file);
        QVERIFY2(leftover.open(QIODevice::ReadOnly), qPrintable(file));
        const QByteArray saved = leftover.readAll();
        leftover.close();

        MainWindow window;
        window.autosave()->setDelay(10); // the new instance's own autosaves come at once
        window.show();
        PuzzleTab *tab = tabOf(window, kind);
        QCOMPARE(window.autosave()->leftoverKinds(), QStringList {kind});
        MessageBoxWatcher boxes(answer, 5000);
        bool untouchedWhileAsked = false;
        QString seenWhileAsked; // what the folder held, for the failure message
        // Looked at just before the answer, in the same timer tick: two separate timers could
        // fire in either order (Qt coarsens long intervals by up to 5 %).
        boxes.beforeAnswer = [&] {
            QFile later(file);
            untouchedWhileAsked = later.open(QIODevice::ReadOnly) && later.readAll() == saved;
            QDirIterator entries(pw::ui::Autosave::directory().path(),
                                 QDir::AllEntries | QDir::NoDotAndDotDot,
                                 QDirIterator::Subdirectories);
            while (entries.hasNext())
                seenWhileAsked += entries.next() + QLatin1Char(' ');
        };
        window.offerRecovery();
        QCOMPARE(boxes.titles.size(), 1);
        QVERIFY2(untouchedWhileAsked, qPrintable(file + QStringLiteral(" | ") + seenWhileAsked));
        QVERIFY(!QFile::exists(file));
        QVERIFY(window.autosave()->leftoverKinds().isEmpty());
        if (answer == QLatin1String("Discard")) {
            QVERIFY(waitForGame(tab));
            QVERIFY(withoutClock(tab->autosaveData()) != withoutClock(saved));
            return;
        }
        QCOMPARE(withoutClock(tab->autosaveData()), withoutClock(saved));
        // The history came back too, its undone step included, as commands that undo and redo.
        const QJsonObject history
            = QJsonDocument::fromJson(saved).object().value(QStringLiteral("history")).toObject();
        QVERIFY(!history.isEmpty());
        QCOMPARE(tab->midend()->history().size(),
                 history.value(QStringLiteral("steps")).toArray().size());
        QCOMPARE(tab->midend()->history().position(),
                 history.value(QStringLiteral("done")).toInt());
        QVERIFY(tab->midend()->canRedo());
        tab->midend()->redo();
        tab->midend()->undo();
        QCOMPARE(withoutClock(tab->autosaveData()), withoutClock(saved));
        QVERIFY(tab->hasUnsavedWork());
        QCOMPARE(window.currentTab(), tab);
        // The restored game is this instance's to autosave now.
        QVERIFY(QFile::exists(
            window.autosave()->slotDirectory().filePath(kind + QStringLiteral(".json"))));
        tab->midend()->markSaved({});
    }

    void aGameIdReopensTheSameGameAndADamagedOneIsRefused_data() { everyTab_data(); }
    void aGameIdReopensTheSameGameAndADamagedOneIsRefused()
    {
        QFETCH(QString, kind);
        MainWindow window;
        PuzzleTab *tab = showTab(window, kind);
        QVERIFY(tab);
        // The game on screen, copied and entered again (a generated game by its seed).
        const QString id = tab->gameId();
        QVERIFY2(id.startsWith(kind + QLatin1Char(':')), qPrintable(id));
        QVERIFY(window.startFromGameId(id));
        QTRY_VERIFY_WITH_TIMEOUT(!tab->solverRunner()->isRunning(), 20000);
        QCOMPARE(tab->gameId(), id);

        // Today's puzzle is the same puzzle every time it is asked for.
        const QString daily = tab->dailyGameId(QDate(2026, 11, 23));
        QVERIFY(window.startFromGameId(daily));
        QTRY_VERIFY_WITH_TIMEOUT(!tab->solverRunner()->isRunning(), 20000);
        QCOMPARE(tab->gameId(), daily);

        // A damaged ID: refused with the place, before any question; the game stays.
        QVERIFY(makeMove(tab));
        const QString before = tab->gameId();
        const int history = tab->midend()->history().size();
        MessageBoxWatcher boxes;
        QVERIFY(!window.startFromGameId(kind + QStringLiteral(":9y7#1")));
        QCOMPARE(boxes.titles, QStringList {QStringLiteral("Cannot Start")});
        QVERIFY2(boxes.texts.first().contains(QStringLiteral("character")),
                 qPrintable(boxes.texts.first()));
        QCOMPARE(tab->gameId(), before);
        QCOMPARE(tab->midend()->history().size(), history);
    }

    void theBoardHasTheFocusWhenItsTabIsShown_data() { everyTab_data(); }
    void theBoardHasTheFocusWhenItsTabIsShown()
    {
        QFETCH(QString, kind);
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        // A bare Xvfb has no window manager to hand the window the keyboard, and whether the X
        // server does it alone varies; what is tested is the focus inside the window.
        QApplication::setActiveWindow(&window);
        QCOMPARE(QApplication::activeWindow(), static_cast<QWidget *>(&window));
        QVERIFY(window.selectTab(kind == kinds[0] ? kinds[1] : kinds[0]));
        QVERIFY(window.selectTab(kind));
        PuzzleTab *tab = tabOf(window, kind);
        QVERIFY(tab->boardWidget());
        QTRY_COMPARE(QApplication::focusWidget(), tab->boardWidget());
        // After a control of the tab was used, the keyboard is the board's again.
        for (QComboBox *box : tab->findChildren<QComboBox *>()) {
            if (!box->isVisible() || !box->isEnabled())
                continue;
            box->setFocus();
            emit box->activated(box->currentIndex());
            QTRY_COMPARE(QApplication::focusWidget(), tab->boardWidget());
        }
    }

    void atTheMinimumSizeEveryControlIsVisibleAndNothingOverlaps_data() { everyTab_data(); }
    void atTheMinimumSizeEveryControlIsVisibleAndNothingOverlaps()
    {
        QFETCH(QString, kind);
        MainWindow window;
        PuzzleTab *tab = showTab(window, kind);
        QVERIFY(tab);
        window.resize(window.minimumSizeHint().expandedTo(window.minimumSize()));
        QTest::qWait(50);
        const QRect tabArea(tab->mapTo(&window, QPoint(0, 0)), tab->size());
        QList<QWidget *> controls;
        for (QWidget *w : tab->findChildren<QWidget *>()) {
            if (!w->isVisibleTo(&window))
                continue;
            const bool isControl = qobject_cast<QAbstractButton *>(w)
                || qobject_cast<QComboBox *>(w) || qobject_cast<QAbstractSpinBox *>(w)
                || qobject_cast<QSlider *>(w)
                || (qobject_cast<QLabel *>(w) && !qobject_cast<QLabel *>(w)->text().isEmpty());
            // Parts of a compound control (a spin box's line edit) belong to it.
            if (!isControl || qobject_cast<QAbstractSpinBox *>(w->parentWidget())
                || qobject_cast<QComboBox *>(w->parentWidget()))
                continue;
            controls << w;
        }
        QVERIFY(!controls.isEmpty());
        for (QWidget *w : std::as_const(controls)) {
            const QRect r(w->mapTo(&window, QPoint(0, 0)), w->size());
            QVERIFY2(tabArea.contains(r),
                     qPrintable(w->objectName() + QLatin1Char(' ') + w->metaObject()->className()));
            QVERIFY2(w->height() >= std::min(w->minimumSizeHint().height(), w->sizeHint().height()),
                     qPrintable(QStringLiteral("%1 (%2) is squeezed")
                                    .arg(w->objectName(), w->metaObject()->className())));
        }
        for (int i = 0; i < controls.size(); ++i) {
            for (int j = i + 1; j < controls.size(); ++j) {
                QWidget *a = controls[i];
                QWidget *b = controls[j];
                if (a->isAncestorOf(b) || b->isAncestorOf(a))
                    continue;
                const QRect ra(a->mapTo(&window, QPoint(0, 0)), a->size());
                const QRect rb(b->mapTo(&window, QPoint(0, 0)), b->size());
                QVERIFY2(!ra.intersects(rb),
                         qPrintable(QStringLiteral("%1 (%2) overlaps %3 (%4)")
                                        .arg(a->objectName(), a->metaObject()->className(),
                                             b->objectName(), b->metaObject()->className())));
            }
        }
    }
};

int main(int argc, char **argv)
{
    if (argc > 2 && qstrcmp(argv[1], "--killed-child") == 0)
        return runKilledChild(argc, argv);
    QApplication app(argc, argv);
    TestTabConformance test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_tabconformance.moc"
