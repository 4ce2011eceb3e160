// Every tab can be played to the end from the keyboard alone: a small known game, started by its
// ID, is finished with key events sent to whatever has the keyboard (which must be the board),
// never a click, and the record says the player had no help. The moves come from the puzzle's
// own solver through its back end; how each becomes keys is what the guides tell a player.

#include "core/backends/BackendRegistry.h"
#include "core/common/SolverSink.h"
#include "core/kanoodle/Board.h"
#include "core/kanoodle/Piece.h"
#include "core/kanoodle/Position.h"
#include "core/noodles/Board.h"
#include "ui/common/Midend.h"
#include "ui/common/PuzzleTab.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"
#include "ui/entanglement/EntanglementTab.h"
#include "ui/kanoodle/KanoodleBoardView.h"
#include "ui/kanoodle/KanoodleTab.h"
#include "ui/noodles/NoodlesTab.h"
#include "ui/noodles/NoodlesView.h"
#include "ui/shell/MainWindow.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QStandardPaths>
#include <QtTest>

#include <memory>

using pw::ui::MainWindow;
using pw::ui::PuzzleTab;

namespace {

PuzzleTab *tabOf(MainWindow &window, const QString &kind)
{
    for (PuzzleTab *tab : window.tabs())
        if (tab->puzzleKind() == kind)
            return tab;
    return nullptr;
}

// The widget that has the keyboard; every key of these tests goes there.
QWidget *keyboard()
{
    return QApplication::focusWidget();
}

void press(Qt::Key key, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QTest::keyClick(keyboard(), key, modifiers);
}

// The moves the puzzle's solver gives from the position on screen, as JSON.
QJsonArray solutionOf(PuzzleTab *tab)
{
    const pw::common::GameBackend *backend = pw::backends::backendFor(tab->puzzleKind());
    pw::common::QuietSink sink;
    QJsonArray json;
    for (const pw::common::GameMove &move : backend->solve(tab->midend()->state(), {}, sink).moves)
        json.append(backend->moveToJson(move));
    return json;
}

} // namespace

class TestKeyboardPlay : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("puzzle-workbench-tests"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_keyboardplay"));
    }

    void init()
    {
        m_window = std::make_unique<MainWindow>();
        m_window->resize(1200, 800);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QApplication::setActiveWindow(m_window.get());
    }

    void cleanup()
    {
        // A finished game leaves nothing unsaved; an unfinished one must not ask at close.
        for (PuzzleTab *tab : m_window->tabs())
            tab->setDiscardGuard({});
        m_window.reset();
    }

    // Sliding Tiles: each arrow slides the tile on that side of the blank towards it.
    void slidingTiles()
    {
        PuzzleTab *tab = start(QStringLiteral("sliding"), QStringLiteral("sliding:3x3#7"));
        QVERIFY(tab);
        const QJsonArray moves = solutionOf(tab);
        QVERIFY(!moves.isEmpty());
        for (const QJsonValue &move : moves) {
            // The move is the blank's direction; the arrow names the tile's.
            const QString blank = move.toString();
            press(blank == QLatin1String("U")       ? Qt::Key_Down
                      : blank == QLatin1String("D") ? Qt::Key_Up
                      : blank == QLatin1String("L") ? Qt::Key_Right
                                                    : Qt::Key_Left);
        }
        checkFinishedUnhelped(tab, moves.size());
    }

    // Noodles: arrows move the cursor, D turns the tile under it clockwise, A anticlockwise.
    void noodles()
    {
        auto *tab = qobject_cast<pw::ui::NoodlesTab *>(
            start(QStringLiteral("noodles"), QStringLiteral("noodles:5x4#7")));
        QVERIFY(tab);
        const QJsonArray moves = solutionOf(tab);
        QVERIFY(!moves.isEmpty());
        int turns = 0;
        for (const QJsonValue &value : moves) {
            const QJsonObject move = value.toObject();
            QVERIFY2(move.contains(QLatin1String("rotate")), "the solver only turns tiles");
            const pw::noodles::Topology &topology = tab->board().topology();
            const int cell = move.value(QLatin1String("rotate")).toInt();
            for (int guard = 0; tab->view()->cursor() != cell; ++guard) {
                QVERIFY2(guard < 64, "the cursor does not reach the tile");
                const int at = tab->view()->cursor();
                if (topology.row(at) != topology.row(cell))
                    press(topology.row(at) < topology.row(cell) ? Qt::Key_Down : Qt::Key_Up);
                else
                    press(topology.col(at) < topology.col(cell) ? Qt::Key_Right : Qt::Key_Left);
            }
            const int by = move.value(QLatin1String("by")).toInt();
            for (int i = 0; i < std::abs(by); ++i, ++turns)
                press(by > 0 ? Qt::Key_D : Qt::Key_A);
        }
        checkFinishedUnhelped(tab, turns);
    }

    // Kanoodle: Shift+letter takes a piece, arrows move the cursor to a ball it should cover,
    // Tab goes through the ways it fits there and Enter puts it down.
    void kanoodle()
    {
        auto *tab = qobject_cast<pw::ui::kanoodle::KanoodleTab *>(
            start(QStringLiteral("kanoodle"), QStringLiteral("kanoodle:f9#7")));
        QVERIFY(tab);
        const QJsonArray moves = solutionOf(tab);
        QVERIFY(!moves.isEmpty());
        pw::ui::kanoodle::KanoodleBoardView *view = tab->view();
        for (const QJsonValue &value : moves) {
            const QJsonObject move = value.toObject();
            QVERIFY2(move.contains(QLatin1String("place")), "a fresh game only needs placing");
            const QString letter = move.value(QLatin1String("place")).toString();
            QCOMPARE(letter.size(), 1);
            const int piece = letter.at(0).unicode() - 'A';
            pw::kanoodle::CellMask cells = 0;
            const QJsonArray indexes = move.value(QLatin1String("cells")).toArray();
            for (const QJsonValue &index : indexes)
                cells |= pw::kanoodle::CellMask {1} << index.toInt();
            const int target = indexes.first().toInt();

            press(static_cast<Qt::Key>(Qt::Key_A + piece), Qt::ShiftModifier);
            const pw::kanoodle::Board &board = view->position()->board();
            const pw::kanoodle::Cell goal = board.cell(target);
            for (int guard = 0; view->cursorCell() != target; ++guard) {
                QVERIFY2(guard < 64, "the cursor does not reach the ball");
                const pw::kanoodle::Cell at = board.cell(view->cursorCell());
                if (at.y != goal.y)
                    press(at.y < goal.y ? Qt::Key_Down : Qt::Key_Up);
                else
                    press(at.x < goal.x ? Qt::Key_Right : Qt::Key_Left);
            }
            const auto previewed = [&] {
                const int placement = view->previewPlacement();
                return placement >= 0
                    && board.placements()[static_cast<std::size_t>(placement)].cells == cells;
            };
            for (int guard = 0; !previewed(); ++guard) {
                QVERIFY2(guard < 64,
                         qPrintable(QStringLiteral("Tab never offers %1 there").arg(letter)));
                press(Qt::Key_Tab);
            }
            press(Qt::Key_Return);
            QVERIFY2(view->position()->isPlaced(piece), qPrintable(letter));
        }
        checkFinishedUnhelped(tab, moves.size());
    }

    // Entanglement: Enter places the tile in hand (Left and Right would turn it, Space swap it
    // with the pocket); the game ends when the line runs into a wall.
    void entanglement()
    {
        PuzzleTab *tab = start(QStringLiteral("entanglement"), QStringLiteral("entanglement:r2#7"));
        QVERIFY(tab);
        int placed = 0;
        while (!tab->isFinished()) {
            QVERIFY2(placed < 200, "the line never reached a wall");
            // Turn every other tile once, so the game is not only the tiles as dealt.
            if (placed % 2 == 1)
                press(Qt::Key_Right);
            press(Qt::Key_Return);
            ++placed;
        }
        checkFinishedUnhelped(tab, 0);
    }

    // The step keys drive every tab's step player while the board has the keyboard: Home and
    // End to the first and last step, F6 and F7 one step, whatever the player shows (a solver's
    // search, a solution, the computer's game).
    void stepKeysWorkFromTheBoard_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("id");
        QTest::newRow("noodles") << QStringLiteral("noodles") << QStringLiteral("noodles:5x4#7");
        QTest::newRow("kanoodle") << QStringLiteral("kanoodle") << QStringLiteral("kanoodle:f9#7");
        QTest::newRow("entanglement")
            << QStringLiteral("entanglement") << QStringLiteral("entanglement:r2#7");
        QTest::newRow("sliding") << QStringLiteral("sliding") << QStringLiteral("sliding:3x3#7");
    }

    void stepKeysWorkFromTheBoard()
    {
        QFETCH(QString, kind);
        QFETCH(QString, id);
        PuzzleTab *tab = start(kind, id);
        QVERIFY(tab);
        pw::ui::StepPlayer *player = tab->stepPlayer();
        QVERIFY(player);
        press(Qt::Key_F5); // Solve
        QTRY_VERIFY_WITH_TIMEOUT(!tab->solverRunner()->isRunning(), 30000);
        QTRY_VERIFY(player->stepCount() > 1);
        QTRY_COMPARE(keyboard(), tab->boardWidget());
        if (player->isPlaying())
            press(Qt::Key_F8); // Play/Pause: a replay that runs by itself would move under us
        QVERIFY(!player->isPlaying());
        const int count = player->stepCount();

        press(Qt::Key_Home);
        QCOMPARE(player->position(), 0);
        press(Qt::Key_F7);
        QCOMPARE(player->position(), 1);
        press(Qt::Key_End);
        QCOMPARE(player->position(), count);
        press(Qt::Key_F6);
        QCOMPARE(player->position(), count - 1);
        press(Qt::Key_Home);
        QCOMPARE(player->position(), 0);
        QCOMPARE(keyboard(), tab->boardWidget());
    }

private:
    // Shows the tab, starts the game the ID names and waits until it is on screen with the
    // keyboard on its board.
    PuzzleTab *start(const QString &kind, const QString &id)
    {
        if (!m_window->selectTab(kind))
            return nullptr;
        PuzzleTab *tab = tabOf(*m_window, kind);
        // The first game the tab makes for itself must not replace the one asked for.
        if (!QTest::qWaitFor([tab] { return !tab->solverRunner()->isRunning(); }, 30000))
            return nullptr;
        tab->startGameFromId(id);
        if (!QTest::qWaitFor([tab, &id] { return tab->gameId() == id; }, 30000)) {
            qWarning("the game is %s, not %s", qPrintable(tab->gameId()), qPrintable(id));
            return nullptr;
        }
        if (!QTest::qWaitFor([tab] { return keyboard() == tab->boardWidget(); }, 5000)) {
            qWarning("the keyboard is on %s, not the board",
                     keyboard() ? keyboard()->metaObject()->className() : "nothing");
            return nullptr;
        }
        return tab;
    }

    void checkFinishedUnhelped(PuzzleTab *tab, qsizetype moves)
    {
        QTRY_VERIFY_WITH_TIMEOUT(tab->isFinished(), 5000);
        QVERIFY2(!tab->midend()->isAssisted(), "the record notes help");
        QCOMPARE(keyboard(), tab->boardWidget());
        if (moves > 0) {
            // The player's own moves, every one.
            const pw::common::GameHistory &history = tab->midend()->history();
            QVERIFY(history.position() >= 1);
            for (int i = 0; i < history.position(); ++i)
                QCOMPARE(history.entry(i).author, pw::common::Author::Player);
        }
    }

    std::unique_ptr<MainWindow> m_window;
};

QTEST_MAIN(TestKeyboardPlay)
#include "tst_keyboardplay.moc"
