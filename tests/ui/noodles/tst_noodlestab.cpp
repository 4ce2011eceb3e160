// The Noodles tab driven like a player: mouse clicks and keys on the painted board.
#include "core/backends/BackendRegistry.h"
#include "core/common/PuzzleFile.h"
#include "core/noodles/BoardFile.h"
#include "core/noodles/FewestTurns.h"
#include "core/noodles/Generator.h"
#include "core/noodles/NoodlesMove.h"
#include "core/noodles/PieceShape.h"
#include "core/noodles/Solver.h"
#include "ui/common/Midend.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"
#include "ui/noodles/NewNoodlesDialog.h"
#include "ui/noodles/NoodlesMessages.h"
#include "ui/noodles/NoodlesTab.h"
#include "ui/noodles/NoodlesView.h"

#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QToolButton>
#include <QWheelEvent>
#include <QtTest>

using namespace pw;
using pw::ui::NoodlesTab;
using pw::ui::NoodlesView;

namespace {

noodles::Board makeBoard(noodles::GridKind kind, int width, int height, bool wrap,
                         std::uint64_t seed)
{
    auto board = noodles::generate({kind, width, height, wrap, true, seed});
    Q_ASSERT(board);
    return *board;
}

std::vector<noodles::TileMask> solutionOf(const noodles::Board &board)
{
    common::QuietSink sink;
    return noodles::solve(board, sink).solution;
}

// Plays a move on the tab's game through its midend, as a click does; true when the rules took it.
bool play(NoodlesTab &tab, const noodles::NoodlesMove &move)
{
    return !tab.midend()->play(common::GameMove::of(move), QStringLiteral("test move"));
}

// A hand-built square board (source at 0) with `tiles` as they are turned.
noodles::Board squareBoard(int width, int height, const std::vector<noodles::TileMask> &tiles,
                           bool wrap = false)
{
    noodles::Board board(noodles::Topology::make(noodles::GridKind::Square, width, height, wrap));
    board.setTiles(tiles);
    return board;
}

QToolButton *playerButton(NoodlesTab &tab, const QString &tip)
{
    for (QToolButton *button : tab.stepPlayer()->findChildren<QToolButton *>()) {
        if (button->toolTip() == tip)
            return button;
    }
    return nullptr;
}

void click(NoodlesView *view, int cell, Qt::MouseButton button)
{
    QTest::mouseClick(view, button, {}, view->cellCentre(cell).toPoint());
}

} // namespace

class TestNoodlesTab : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void startsWithAGeneratedGame()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.board().isNull());
        QVERIFY(!tab.isSolved());
        QCOMPARE(tab.puzzleKind(), QStringLiteral("noodles"));
    }

    void aGameStartedWhileGeneratingIsNotReplaced()
    {
        // The constructor generates the first game on the solver thread; opening a game at once
        // must win even if that generation finishes first.
        for (int i = 0; i < 5; ++i) {
            NoodlesTab tab;
            QTest::qWait(i * 3);
            const noodles::Board board = makeBoard(noodles::GridKind::Hex, 8, 3, false, 70 + i);
            tab.startGame(board);
            QTest::qWait(50);
            QVERIFY(tab.board().samePosition(board));
        }
    }

    void clickingEveryPieceHomeSolvesThePuzzle_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<bool>("wrap");
        QTest::newRow("square") << 0 << false;
        QTest::newRow("hex wrap") << 1 << true;
    }

    void clickingEveryPieceHomeSolvesThePuzzle()
    {
        QFETCH(int, kind);
        QFETCH(bool, wrap);
        NoodlesTab tab;
        tab.resize(600, 560);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        const noodles::Board board
            = makeBoard(static_cast<noodles::GridKind>(kind), 6, 5, wrap, 21);
        tab.startGame(board);
        const auto solution = solutionOf(board);
        const int directions = board.directions();
        NoodlesView *view = tab.view();

        // Plan the clicks: the short way round, right = clockwise, left = counter-clockwise.
        std::vector<std::pair<int, Qt::MouseButton>> clicks;
        for (int cell = 0; cell < board.cellCount(); ++cell) {
            const int turns = noodles::rotationBetween(
                board.tile(cell), solution[static_cast<std::size_t>(cell)], directions);
            QVERIFY(turns >= 0);
            const bool clockwise = turns <= directions / 2;
            for (int i = 0; i < (clockwise ? turns : directions - turns); ++i)
                clicks.emplace_back(cell, clockwise ? Qt::RightButton : Qt::LeftButton);
        }
        QVERIFY(!clicks.empty());
        for (std::size_t i = 0; i < clicks.size(); ++i) {
            QVERIFY2(!tab.isSolved(), "solved before the last click");
            const noodles::TileMask before = tab.board().tile(clicks[i].first);
            click(view, clicks[i].first, clicks[i].second);
            const int expectedTurn = clicks[i].second == Qt::RightButton ? 1 : -1;
            QCOMPARE(tab.board().tile(clicks[i].first),
                     noodles::rotateMask(before, expectedTurn, directions));
        }
        QVERIFY(tab.isSolved());
        QCOMPARE(tab.moveCount(), static_cast<int>(clicks.size()));
        QCOMPARE(tab.board().tiles(), solution);
        QVERIFY(view->isVanishing());
        // The end compares the moves with the fewest that solve the board (a hex straight turned
        // two steps clockwise would have been one step back).
        const QString status = tab.findChild<QLabel *>(QStringLiteral("noodlesStatus"))->text();
        // (No translator is installed here: the plural stays "move(s)".)
        const QString expected = QStringLiteral("Solved in %1 move(s) (fewest possible: %2)")
                                     .arg(clicks.size())
                                     .arg(noodles::turnsToSolve(board, solution));
        QVERIFY2(status.contains(expected), qPrintable(status));
        QVERIFY(noodles::turnsToSolve(board, solution) <= static_cast<int>(clicks.size()));
        // After the vanish the solved network comes back to be looked at.
        QTRY_VERIFY_WITH_TIMEOUT(view->showsSolvedNetworkAgain(), 10000);

        // Clicks after the end change nothing; Undo reopens the game.
        click(view, 0, Qt::RightButton);
        QCOMPARE(tab.board().tiles(), solution);
        tab.midend()->undo();
        QVERIFY(!tab.isSolved());
        QVERIFY(!view->isVanishing());
        QCOMPARE(tab.moveCount(), static_cast<int>(clicks.size()) - 1);
        // The clock runs again after the win is undone (and the autosave carries its time).
        const auto played = [&tab] {
            return QJsonDocument::fromJson(tab.autosaveData())
                .object()
                .value(QStringLiteral("game"))
                .toObject()
                .value(QStringLiteral("time"))
                .toDouble();
        };
        const double resumed = played();
        QTRY_VERIFY(played() > resumed);
        tab.midend()->redo();
        QVERIFY(tab.isSolved());
    }

    void lockedPiecesIgnoreRotation()
    {
        NoodlesTab tab;
        tab.resize(500, 500);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.startGame(makeBoard(noodles::GridKind::Square, 5, 5, false, 4));
        NoodlesView *view = tab.view();
        const int cell = 7;
        const noodles::TileMask before = tab.board().tile(cell);
        click(view, cell, Qt::MiddleButton);
        QVERIFY(tab.board().isLocked(cell));
        click(view, cell, Qt::LeftButton);
        click(view, cell, Qt::RightButton);
        QCOMPARE(tab.board().tile(cell), before);
        QCOMPARE(tab.moveCount(), 0);
        tab.midend()->undo();
        QVERIFY(!tab.board().isLocked(cell));
        click(view, cell, Qt::LeftButton);
        QCOMPARE(tab.board().tile(cell), noodles::rotateMask(before, -1, 4));
    }

    void keyboardMovesTheCursorRotatesAndLocks()
    {
        NoodlesTab tab;
        tab.resize(500, 500);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.startGame(makeBoard(noodles::GridKind::Hex, 5, 4, false, 9));
        NoodlesView *view = tab.view();
        view->setFocus();
        view->setCursor(0);
        QTest::keyClick(view, Qt::Key_Right);
        QTest::keyClick(view, Qt::Key_Down);
        const int cell = tab.board().topology().index(1, 1);
        QCOMPARE(view->cursor(), cell);
        const noodles::TileMask before = tab.board().tile(cell);
        QTest::keyClick(view, Qt::Key_D);
        QCOMPARE(tab.board().tile(cell), noodles::rotateMask(before, 1, 6));
        QTest::keyClick(view, Qt::Key_A);
        QTest::keyClick(view, Qt::Key_A);
        QCOMPARE(tab.board().tile(cell), noodles::rotateMask(before, -1, 6));
        QTest::keyClick(view, Qt::Key_Space);
        QVERIFY(tab.board().isLocked(cell));
        QCOMPARE(tab.moveCount(), 3);
        // The cursor stops at the edge of a board that does not wrap.
        for (int i = 0; i < 10; ++i)
            QTest::keyClick(view, Qt::Key_Left);
        QCOMPARE(tab.board().topology().col(view->cursor()), 0);
    }

    void fTurnsAPieceHalfRoundInOneMove_data()
    {
        QTest::addColumn<bool>("hex");
        QTest::newRow("square") << false;
        QTest::newRow("hex") << true;
    }

    void fTurnsAPieceHalfRoundInOneMove()
    {
        QFETCH(bool, hex);
        const noodles::GridKind kind = hex ? noodles::GridKind::Hex : noodles::GridKind::Square;
        NoodlesTab tab;
        tab.resize(500, 500);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.startGame(makeBoard(kind, 5, 4, false, 9));
        NoodlesView *view = tab.view();
        view->setFocus();
        const int cell = tab.board().topology().index(2, 1);
        view->setCursor(cell);
        const int sides = noodles::directionCount(kind);
        const noodles::TileMask before = tab.board().tile(cell);
        QTest::keyClick(view, Qt::Key_F);
        QCOMPARE(tab.board().tile(cell), noodles::rotateMask(before, sides / 2, sides));
        QCOMPARE(tab.moveCount(), 1); // one move, as Net counts it
        QCOMPARE(tab.midend()->undoText(), QStringLiteral("Turn half round"));
        tab.midend()->undo();
        QCOMPARE(tab.board().tile(cell), before);
    }

    void aShiftDragActsOnEveryTilePassedAsOneUndo()
    {
        NoodlesTab tab;
        tab.resize(600, 600);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        noodles::Board board = makeBoard(noodles::GridKind::Square, 5, 4, false, 9);
        board.setLocked(2, true); // a locked tile is passed, not turned
        tab.startGame(board);
        NoodlesView *view = tab.view();
        const std::vector<noodles::TileMask> before = tab.board().tiles();
        // Shift+left drag along the top row, from tile 0 to tile 3: each turned anticlockwise.
        QTest::mousePress(view, Qt::LeftButton, Qt::ShiftModifier, view->cellCentre(0).toPoint());
        for (const int cell : {1, 2, 3})
            QTest::mouseMove(view, view->cellCentre(cell).toPoint());
        QTest::mouseRelease(view, Qt::LeftButton, Qt::ShiftModifier,
                            view->cellCentre(3).toPoint());
        for (const int cell : {0, 1, 3})
            QCOMPARE(tab.board().tile(cell),
                     noodles::rotateMask(before[static_cast<std::size_t>(cell)], -1, 4));
        QCOMPARE(tab.board().tile(2), before[2]);
        QCOMPARE(tab.board().tile(4), before[4]); // not passed
        QCOMPARE(tab.midend()->history().size(), 1);
        QCOMPARE(tab.moveCount(), 3);
        QCOMPARE(tab.board().originCol(), 0); // no pan, no shift
        tab.midend()->undo();
        QCOMPARE(tab.board().tiles(), before);
        // Shift+middle drag down the first column: each locked (the first was not), one entry.
        QTest::mousePress(view, Qt::MiddleButton, Qt::ShiftModifier,
                          view->cellCentre(0).toPoint());
        for (const int cell : {5, 10, 15})
            QTest::mouseMove(view, view->cellCentre(cell).toPoint());
        QTest::mouseRelease(view, Qt::MiddleButton, Qt::ShiftModifier,
                            view->cellCentre(15).toPoint());
        for (const int cell : {0, 5, 10, 15})
            QVERIFY(tab.board().isLocked(cell));
        QVERIFY(!tab.board().isLocked(1));
        QCOMPARE(tab.midend()->history().size(), 1); // the turns' entry was undone and replaced
        tab.midend()->undo();
        QVERIFY(!tab.board().isLocked(0) && !tab.board().isLocked(15));
    }

    void aHintSaysWhichFactsItUsed()
    {
        // A hint's chain from the walls alone does not "follow from the locked pieces", even on
        // a board with locks; one whose premise is a locked tile does.
        constexpr noodles::TileMask N = 1, E = 2, S = 4, W = 8;
        noodles::Board board
            = squareBoard(3, 3, {E, S, S, N | E | S, N | E | W, N | W, N | E, E | W, W});
        board.setLocked(8, true);
        noodles::HintStep step;
        step.cell = 0;
        step.mask = S;
        step.premises = {{0, 0, -1}, {0, 3, -1}}; // the walls above and on its left
        noodles::Hint hint {0, S, noodles::HintKind::Deduced, {}, {step}, {}};
        const QString fromWalls = ui::NoodlesMessages::hintApplied(hint, board);
        QVERIFY2(fromWalls.contains(QStringLiteral("follows from the walls")),
                 qPrintable(fromWalls));
        QVERIFY(!fromWalls.contains(QStringLiteral("locked pieces")));
        QVERIFY2(fromWalls.contains(QStringLiteral("the end piece at column 1, row 1")),
                 qPrintable(fromWalls));
        hint.chain.front().premises.push_back({0, 1, 8});
        const QString fromLocks = ui::NoodlesMessages::hintApplied(hint, board);
        QVERIFY2(fromLocks.contains(QStringLiteral("follows from the locked pieces")),
                 qPrintable(fromLocks));
    }

    void piecesAreNamedByTheirShape()
    {
        using noodles::GridKind;
        using noodles::PieceShape;
        QCOMPARE(noodles::pieceShape(GridKind::Square, 1 | 4), PieceShape::Straight);
        QCOMPARE(noodles::pieceShape(GridKind::Square, 1 | 2), PieceShape::Corner);
        QCOMPARE(noodles::pieceShape(GridKind::Square, 8 | 1), PieceShape::Corner);
        QCOMPARE(noodles::pieceShape(GridKind::Square, 1 | 2 | 4), PieceShape::Tee);
        QCOMPARE(noodles::pieceShape(GridKind::Hex, 1 | 8), PieceShape::Straight);
        QCOMPARE(noodles::pieceShape(GridKind::Hex, 1 | 32), PieceShape::SharpBend);
        QCOMPARE(noodles::pieceShape(GridKind::Hex, 2 | 32), PieceShape::WideBend);
        QCOMPARE(noodles::pieceShape(GridKind::Hex, 4), PieceShape::End);
        QCOMPARE(noodles::pieceShape(GridKind::Hex, 1 | 4 | 16), PieceShape::ThreeWay);
    }

    void solveAppliesTheSolutionAndFillsTheStepPlayer()
    {
        NoodlesTab tab;
        tab.resize(500, 500);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(makeBoard(noodles::GridKind::Square, 6, 6, true, 2));
        QSignalSpy finished(tab.solverRunner(), &ui::SolverRunner::finished);
        tab.solve();
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(tab.isSolved());
        QVERIFY(tab.stepPlayer()->stepCount() > 0);
        // Stepping shows the deductions instead of the board; a click returns to the game.
        tab.stepPlayer()->seek(3);
        QVERIFY(tab.view()->showsReplay());
        tab.stepPlayer()->seek(0);
        tab.stepPlayer()->seek(tab.stepPlayer()->stepCount());
        QVERIFY(tab.view()->showsReplay());
        click(tab.view(), 0, Qt::LeftButton);
        QVERIFY(!tab.view()->showsReplay());
        // Solve is one undoable command.
        tab.midend()->undo();
        QVERIFY(!tab.isSolved());
    }

    void aCancelledGenerationKeepsTheGame()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        const noodles::Board before = tab.board();
        QSignalSpy finished(tab.solverRunner(), &ui::SolverRunner::finished);
        // Cancelled before the UI thread hears back: even a job that already ended is then
        // reported cancelled and its result is dropped.
        tab.generateGame(
            {noodles::GridKind::Hex, noodles::maxSide, noodles::maxSide, true, true, 11});
        tab.solverRunner()->cancel();
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.front().front().toBool(), true); // cancelled, not finished
        QVERIFY(tab.board().samePosition(before));
        // Opening a game during a generation waits for the job, which now stops at once.
        tab.generateGame(
            {noodles::GridKind::Hex, noodles::maxSide, noodles::maxSide, true, true, 12});
        const noodles::Board small = makeBoard(noodles::GridKind::Square, 4, 4, false, 3);
        tab.startGame(small);
        QVERIFY(!tab.solverRunner()->isRunning());
        QVERIFY(tab.board().samePosition(small));
    }

    void aCancelledSolveChangesNothing()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        const noodles::Board board = makeBoard(noodles::GridKind::Hex, 30, 30, true, 4);
        tab.startGame(board);
        QSignalSpy finished(tab.solverRunner(), &ui::SolverRunner::finished);
        tab.solve();
        tab.solverRunner()->cancel();
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.front().front().toBool(), true);
        QVERIFY(tab.board().samePosition(board));
        QCOMPARE(tab.midend()->history().size(), 0);
    }

    void hintTurnsAndLocksOnePiece()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        const noodles::Board board = makeBoard(noodles::GridKind::Hex, 6, 6, false, 5);
        tab.startGame(board);
        const auto solution = solutionOf(board);
        QSignalSpy finished(tab.solverRunner(), &ui::SolverRunner::finished);
        tab.hint();
        QTRY_COMPARE(finished.count(), 1);
        int locked = -1;
        for (int cell = 0; cell < board.cellCount(); ++cell) {
            if (tab.board().isLocked(cell))
                locked = cell;
        }
        QVERIFY(locked >= 0);
        QCOMPARE(tab.board().tile(locked), solution[static_cast<std::size_t>(locked)]);
    }

    void aHintNamesItsRuleAndDrawsItsEvidence()
    {
        // 3 x 3: ends at 0, 1 and 2 above a T, a T and a bend, an L of three below. The corner
        // end turned right would make a network of two with the end beside it (and it cannot
        // point off the board): the rules turn it down.
        constexpr noodles::TileMask N = 1, E = 2, S = 4, W = 8;
        const noodles::Board board
            = squareBoard(3, 3, {E, S, S, N | E | S, N | E | W, N | W, N | E, E | W, W});
        NoodlesTab tab;
        tab.resize(700, 600);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(board);
        auto *explanation = tab.findChild<QLabel *>(QStringLiteral("noodlesExplanation"));
        QVERIFY(explanation);
        QVERIFY(explanation->text().isEmpty()); // nothing said; the line keeps its room
        QSignalSpy finished(tab.solverRunner(), &ui::SolverRunner::finished);
        tab.hint();
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(tab.board().tile(0), S);
        // That turn finishes the puzzle, which takes no more moves: the hint locks a tile only
        // while the game goes on.
        QVERIFY(tab.isSolved());
        QVERIFY(!tab.board().isLocked(0));
        const QString why = explanation->text();
        QVERIFY(explanation->isVisible());
        QVERIFY2(why.contains(QStringLiteral("another way it would cut off the 2 outlined tile")),
                 qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("walls above and on its left")), qPrintable(why));
        const auto &evidence = tab.view()->evidence();
        QVERIFY(evidence);
        QCOMPARE(evidence->cell, 0);
        QCOMPARE(evidence->regions, (std::vector<std::vector<int>> {{0, 1}}));
        QCOMPARE(evidence->walls.size(), std::size_t(2));
        QVERIFY(evidence->removed.empty()); // a hint shows the tile as it is now
        // The hint solved this board. Undoing it takes the explanation away (as any move does).
        QVERIFY(tab.isSolved());
        tab.midend()->undo();
        QVERIFY(!tab.view()->evidence());
        QVERIFY(explanation->text().isEmpty()); // nothing said; the line keeps its room
    }

    void aHintByANeighbourMarksThatNeighbour()
    {
        // 3 x 3 comb: a bend, a straight and an end on top, a T down the left, two straights
        // with ends. The middle straight stands upright; the straight above lies flat (the
        // wall turns it), so its blank lower side turns the middle one flat too.
        constexpr noodles::TileMask N = 1, E = 2, S = 4, W = 8;
        const noodles::Board board
            = squareBoard(3, 3, {E | S, E | W, W, N | E | S, N | S, W, N | E, E | W, W});
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(board);
        QSignalSpy finished(tab.solverRunner(), &ui::SolverRunner::finished);
        tab.hint();
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(tab.board().tile(4), noodles::TileMask(E | W));
        // The tile above is not locked: the chain starts by fixing it from the wall, drawn flat.
        auto *explanation = tab.findChild<QLabel *>(QStringLiteral("noodlesExplanation"));
        auto *position = tab.findChild<QLabel *>(QStringLiteral("noodlesHintPosition"));
        auto *next = tab.findChild<QToolButton *>(QStringLiteral("noodlesHintNext"));
        auto *back = tab.findChild<QToolButton *>(QStringLiteral("noodlesHintBack"));
        QVERIFY(explanation && position && next && back);
        QCOMPARE(position->text(), QStringLiteral("Step 1 of 2"));
        QVERIFY(!back->isEnabled());
        QVERIFY2(explanation->text().contains(QStringLiteral("point away from the wall above")),
                 qPrintable(explanation->text()));
        QVERIFY(tab.view()->evidence());
        QCOMPARE(tab.view()->evidence()->cell, 1);
        QCOMPARE(tab.view()->evidence()->deduced,
                 (std::vector<std::pair<int, noodles::TileMask>> {{1, E | W}}));
        // Next: the tile itself, turned by that tile's blank lower side.
        next->click();
        QCOMPARE(position->text(), QStringLiteral("Step 2 of 2"));
        QVERIFY(!next->isEnabled());
        const QString why = explanation->text();
        QVERIFY2(why.contains(QStringLiteral("must not point into the blank side of the tile "
                                             "above")),
                 qPrintable(why));
        const auto &evidence = tab.view()->evidence();
        QVERIFY(evidence);
        QCOMPARE(evidence->cell, 4);
        // The tile above, its lower side.
        QCOMPARE(evidence->blanks, (std::vector<std::pair<int, int>> {{1, 2}}));
        QCOMPARE(evidence->cells(), (std::vector<int> {4, 1}));
        back->click();
        QCOMPARE(tab.view()->evidence()->cell, 1);
    }

    void aHintByALoopOutlinesTheLoop()
    {
        // 4 x 4, wrapping: 0 and 1 locked as bends (0 - 1 above 4 - 5, 1 reaching down to 5).
        // The bend at 4 must take 0's arm from above; turned up and right it would close the
        // loop 4 - 0 - 1 - 5, so it turns up and left (across the wrap).
        constexpr noodles::TileMask N = 1, E = 2, S = 4, W = 8;
        noodles::Board board = squareBoard(4, 4,
                                           {E | S, S | W, S | E, W,         //
                                            E | S, N | E, W | N | S, E | S, //
                                            E, W | E, N | W | S, N,         //
                                            E, W | E, N | W | E, W},
                                           true);
        board.setLocked(0, true);
        board.setLocked(1, true);
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(board);
        QSignalSpy finished(tab.solverRunner(), &ui::SolverRunner::finished);
        tab.hint();
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(tab.board().tile(4), noodles::TileMask(W | N));
        const QString why
            = tab.findChild<QLabel *>(QStringLiteral("noodlesExplanation"))->text();
        QVERIFY2(why.contains(QStringLiteral("This tile must meet the arm of the tile above.")),
                 qPrintable(why));
        QVERIFY2(why.contains(QStringLiteral("another way it would close a loop through the 4 "
                                             "outlined tile")),
                 qPrintable(why));
        const auto &evidence = tab.view()->evidence();
        QVERIFY(evidence);
        QCOMPARE(evidence->cell, 4);
        QCOMPARE(evidence->regions, (std::vector<std::vector<int>> {{4, 0, 1, 5}}));
        QCOMPARE(evidence->arms, (std::vector<std::pair<int, int>> {{0, 2}})); // 0's lower arm
    }

    void steppingThroughShowsTheOrientationEachStepRemoves()
    {
        constexpr noodles::TileMask N = 1, E = 2, S = 4, W = 8;
        const noodles::Board board
            = squareBoard(3, 3, {N | E, N | S, S, N | E | S, E | W, W, N | E, E | W, W});
        NoodlesTab tab;
        tab.resize(700, 600);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(board);
        QSignalSpy finished(tab.solverRunner(), &ui::SolverRunner::finished);
        tab.solve();
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(tab.stepPlayer()->stepCount() > 0);
        QToolButton *first = playerButton(tab, QStringLiteral("First step"));
        QToolButton *forward = playerButton(tab, QStringLiteral("Step forward"));
        QVERIFY(first && forward);
        QTest::mouseClick(first, Qt::LeftButton);
        QVERIFY(!tab.view()->evidence());
        auto *explanation = tab.findChild<QLabel *>(QStringLiteral("noodlesExplanation"));
        // The first step: the corner bend cannot point up and right (off the board at the top).
        QTest::mouseClick(forward, Qt::LeftButton);
        QVERIFY(tab.view()->showsReplay());
        const auto &evidence = tab.view()->evidence();
        QVERIFY(evidence);
        QCOMPARE(evidence->cell, 0);
        QCOMPARE(evidence->removed, (std::vector<noodles::TileMask> {N | E}));
        QCOMPARE(evidence->walls, (std::vector<std::pair<int, int>> {{0, 0}}));
        QVERIFY2(explanation->text().contains(QStringLiteral("point into the wall above")),
                 qPrintable(explanation->text()));
        // Each further removal shows its own orientation, one at a time.
        QTest::mouseClick(forward, Qt::LeftButton);
        QVERIFY(tab.view()->evidence());
        QCOMPARE(tab.view()->evidence()->removed.size(), std::size_t(1));
        QVERIFY(tab.view()->evidence()->removed.front() != (N | E));
        // To the end: the last steps are no removals, and the line keeps its place (the board
        // would jump at every step otherwise).
        QTest::mouseClick(playerButton(tab, QStringLiteral("Last step")), Qt::LeftButton);
        QVERIFY(explanation->isVisible());
        QVERIFY(!explanation->text().isEmpty());
        // Back to the game: no step, no evidence.
        click(tab.view(), 8, Qt::LeftButton);
        QVERIFY(!tab.view()->showsReplay());
        QVERIFY(!tab.view()->evidence());
        QVERIFY(explanation->text().isEmpty()); // nothing said; the line keeps its room
    }

    void solveSaysWhenABoardHasSeveralSolutions()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        // The plain generator's 4 x 4 torus from seed 2 has more than one solution.
        const auto board = noodles::generate({noodles::GridKind::Square, 4, 4, true, false, 2});
        QVERIFY(board);
        tab.startGame(*board);
        QSignalSpy messages(&tab, &NoodlesTab::statusMessage);
        QSignalSpy finished(tab.solverRunner(), &ui::SolverRunner::finished);
        tab.solve();
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(tab.isSolved());
        QVERIFY(!messages.isEmpty());
        // Said after the solved board's own "Solved in..." so that it stays on show.
        QCOMPARE(messages.back().front().toString(),
                 QStringLiteral("This board has several solutions; showing one."));
    }

    void solveExplainsAnImpossibleBoardAtOnce()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        noodles::Board board = makeBoard(noodles::GridKind::Square, 6, 5, false, 3);
        board.setTile(board.topology().index(5, 4), 7); // a T in the bottom right corner
        tab.startGame(board);
        QSignalSpy messages(&tab, &NoodlesTab::statusMessage);
        QSignalSpy finished(tab.solverRunner(), &ui::SolverRunner::finished);
        tab.solve();
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(tab.board().samePosition(board));
        const QString message = messages.back().front().toString();
        QVERIFY2(message.startsWith(QStringLiteral("This puzzle has no solution: the piece at "
                                                   "column 6, row 5")),
                 qPrintable(message));
        // Hint gives the same reason.
        tab.hint();
        QTRY_COMPARE(finished.count(), 2);
        QVERIFY2(messages.back().front().toString().contains(QStringLiteral("column 6, row 5")),
                 qPrintable(messages.back().front().toString()));
    }

    void hintOnSeveralSolutionsCallsNoKeptPieceWrong()
    {
        // Half of one solution and half of another: every piece is as some solution has it, so
        // the hint may not call any of them wrong.
        const auto board = noodles::generate({noodles::GridKind::Square, 4, 4, true, false, 2});
        QVERIFY(board);
        common::QuietSink sink;
        const std::vector<noodles::TileMask> first = noodles::solve(*board, sink).solution;
        std::vector<noodles::TileMask> second;
        for (int cell = 0; cell < board->cellCount() && second.empty(); ++cell) {
            noodles::Board other = *board;
            other.setTiles(first);
            for (int r = 1; r < 4 && second.empty(); ++r) {
                noodles::Board turned = other;
                turned.rotate(cell, r);
                if (turned.tile(cell) == first[static_cast<std::size_t>(cell)])
                    continue;
                turned.setLocked(cell, true);
                second = noodles::solve(turned, sink, {true, 1}).solution;
            }
        }
        QVERIFY(!second.empty());
        std::vector<noodles::TileMask> mixed = first;
        int differing = 0;
        for (std::size_t cell = 0; cell < mixed.size(); ++cell) {
            if (first[cell] != second[cell] && differing++ % 2 == 0)
                mixed[cell] = second[cell];
        }
        noodles::Board position = *board;
        position.setTiles(mixed);
        QVERIFY(!noodles::PowerNetwork(position).isSolved());

        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(position);
        QSignalSpy messages(&tab, &NoodlesTab::statusMessage);
        QSignalSpy finished(tab.solverRunner(), &ui::SolverRunner::finished);
        tab.hint();
        QTRY_COMPARE(finished.count(), 1);
        const QString message = messages.back().front().toString();
        QVERIFY2(message.contains(QStringLiteral("several solutions")), qPrintable(message));
        QVERIFY2(!message.contains(QStringLiteral("wrong")), qPrintable(message));
    }

    void restartAndJumbleAreOneUndoableCommandEach()
    {
        NoodlesTab tab;
        tab.resize(600, 560);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        const noodles::Board board = makeBoard(noodles::GridKind::Square, 7, 6, false, 33);
        tab.startGame(board);
        auto *restart = tab.findChild<QPushButton *>(QStringLiteral("noodlesRestart"));
        auto *jumble = tab.findChild<QPushButton *>(QStringLiteral("noodlesJumble"));
        QVERIFY(restart && jumble);
        QVERIFY(!restart->text().isEmpty() && !jumble->text().isEmpty());

        // A few moves and a lock, then Restart: the start position, in one step of the history.
        click(tab.view(), 0, Qt::RightButton);
        click(tab.view(), 8, Qt::LeftButton);
        click(tab.view(), 8, Qt::LeftButton);
        click(tab.view(), 3, Qt::MiddleButton);
        QVERIFY(tab.board().isLocked(3));
        const noodles::Board played = tab.board();
        QVERIFY(!played.samePosition(board));
        const int history = tab.midend()->history().size();
        QTest::mouseClick(restart, Qt::LeftButton);
        QVERIFY(tab.board().samePosition(board));
        QVERIFY(!tab.board().isLocked(3));
        QCOMPARE(tab.midend()->history().size(), history + 1);
        tab.midend()->undo();
        QVERIFY(tab.board().samePosition(played));
        QVERIFY(tab.board().isLocked(3));
        tab.midend()->redo();
        QVERIFY(tab.board().samePosition(board));
        // Restarting the start position adds nothing.
        QTest::mouseClick(restart, Qt::LeftButton);
        QCOMPARE(tab.midend()->history().size(), history + 1);

        // Jumble turns unlocked pieces only, each to one of its own rotations; one undo brings
        // the position back.
        click(tab.view(), 5, Qt::MiddleButton);
        const noodles::Board before = tab.board();
        bool changed = false;
        for (int attempt = 0; attempt < 5 && !changed; ++attempt) {
            QTest::mouseClick(jumble, Qt::LeftButton);
            changed = !tab.board().samePosition(before);
        }
        QVERIFY(changed);
        QCOMPARE(tab.board().tile(5), before.tile(5));
        QVERIFY(tab.board().isLocked(5));
        for (int cell = 0; cell < board.cellCount(); ++cell) {
            QVERIFY(noodles::rotationBetween(before.tile(cell), tab.board().tile(cell),
                                             board.directions())
                    >= 0);
        }
        const QString lastCommand = tab.midend()->undoText();
        QCOMPARE(lastCommand, QStringLiteral("Jumble"));
        while (!tab.board().samePosition(before))
            tab.midend()->undo();
        QCOMPARE(tab.midend()->undoText(), QStringLiteral("Lock piece"));
    }

    void snapshotRestoresTheGameInProgress()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.resize(500, 500);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.startGame(makeBoard(noodles::GridKind::Hex, 6, 4, true, 3));
        click(tab.view(), 2, Qt::RightButton);
        click(tab.view(), 5, Qt::LeftButton);
        click(tab.view(), 7, Qt::MiddleButton); // locks
        const QByteArray data = tab.autosaveData();
        QVERIFY(!data.isEmpty());
        NoodlesTab other;
        QTRY_VERIFY(!other.solverRunner()->isRunning());
        QVERIFY(!other.restoreAutosave(data));
        QVERIFY(other.board().samePosition(tab.board()));
        QVERIFY(other.board().isLocked(7));
        QCOMPARE(other.moveCount(), 2);
        QVERIFY(other.filePath().isEmpty());
        // The history came back with the position: undo takes the lock off, then the turns.
        QCOMPARE(other.midend()->history().size(), 3);
        other.midend()->undo();
        QVERIFY(!other.board().isLocked(7));
        other.midend()->undo();
        other.midend()->undo();
        QCOMPARE(other.moveCount(), 0);
        QVERIFY(other.board().samePosition(makeBoard(noodles::GridKind::Hex, 6, 4, true, 3)));
        QVERIFY(other.restoreAutosave("{not json"));
    }

    void theNewDialogStartsOnAFreshSeed()
    {
        NoodlesTab tab;
        // Opens New, reads the seed it offers and cancels.
        const auto offeredSeed = [&tab] {
            QString seed;
            QTimer::singleShot(0, &tab, [&seed] {
                auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
                QVERIFY(dialog);
                seed = dialog->findChild<QLineEdit *>()->text();
                dialog->reject();
            });
            tab.newGame();
            return seed;
        };
        const QString first = offeredSeed();
        const QString second = offeredSeed();
        QVERIFY(!first.isEmpty() && !second.isEmpty());
        QVERIFY(first != second); // random: equal once in a billion
    }

    void newGameDialogAppliesPresetsAndRefusesBadSizes()
    {
        noodles::GeneratorOptions initial;
        initial.width = 7;
        initial.height = 7;
        initial.seed = 42;
        ui::NewNoodlesDialog dialog(initial);
        auto combos = dialog.findChildren<QComboBox *>();
        QCOMPARE(combos.size(), 3); // grid, size preset, difficulty level
        QComboBox *grid = combos[0];
        QComboBox *difficulty = combos[1];
        QCOMPARE(difficulty->currentIndex(), 1); // 7 x 7 is "Easy"
        difficulty->setCurrentIndex(4); // Expert: 10 x 9, wrap
        QCOMPARE(dialog.options().width, 10);
        QCOMPARE(dialog.options().height, 9);
        QVERIFY(dialog.options().wrap);
        QCOMPARE(dialog.options().seed, std::uint64_t(42));
        // The 100 x 100 boards Net's players play are a preset each, flat and wrapping.
        const int huge = difficulty->findText("Huge (100 × 100)");
        const int vast = difficulty->findText("Vast (100 × 100, wrap)");
        QVERIFY(huge >= 0 && vast >= 0);
        difficulty->setCurrentIndex(vast);
        QCOMPARE(dialog.options().width, 100);
        QCOMPARE(dialog.options().height, 100);
        QVERIFY(dialog.options().wrap);
        difficulty->setCurrentIndex(huge);
        QVERIFY(!dialog.options().wrap);
        QCOMPARE(dialog.options().width, 100);
        difficulty->setCurrentIndex(4);
        // The seed row's label carries the mnemonic to the seed field: no "&" on show.
        auto *seedField = dialog.findChild<QLineEdit *>();
        bool seedLabelled = false;
        for (QLabel *label : dialog.findChildren<QLabel *>())
            seedLabelled
                = seedLabelled || (label->text() == "&Seed:" && label->buddy() == seedField);
        QVERIFY(seedLabelled);
        // Editing the size turns the preset into Custom.
        auto spins = dialog.findChildren<QSpinBox *>();
        QCOMPARE(spins.size(), 3); // width, height, barriers
        // Net's barrier variant: the share of the free sides barred, 0 (none) by default.
        auto *barriers = dialog.findChild<QSpinBox *>(QStringLiteral("noodlesBarriers"));
        QVERIFY(barriers);
        QCOMPARE(dialog.options().barrierPercent, 0);
        barriers->setValue(35);
        QCOMPARE(dialog.options().barrierPercent, 35);
        barriers->setValue(0);
        spins[0]->setValue(11);
        QCOMPARE(difficulty->currentIndex(), difficulty->count() - 1);
        // A wrapping hex board needs an even width: the dialog says why and stays open.
        grid->setCurrentIndex(1);
        dialog.show();
        dialog.accept();
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected));
        bool explained = false;
        for (QLabel *label : dialog.findChildren<QLabel *>())
            explained = explained || (label->isVisible() && label->text().contains("even"));
        QVERIFY(explained);
        spins[0]->setValue(12);
        dialog.accept();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.options().kind, noodles::GridKind::Hex);
    }

    void aNetGameIdPlaysHereAndTheBoardCopiesAsOne()
    {
        // Written by hand from Net's format (tst_noodlesnetid): 3 x 3, four barriers.
        const QString net = QStringLiteral("3x3:2he8h3bh64v19");
        // Enter Game ID finds the tab by the ID: Net's go to Noodles.
        const auto backend = backends::backendForGameId(net);
        QVERIFY(backend);
        QCOMPARE((*backend)->kind(), QStringLiteral("noodles"));
        NoodlesTab tab;
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        QVERIFY(!tab.checkGameId(net));
        QVERIFY(tab.checkGameId(QStringLiteral("5x5#99"))); // Net's seed: only Net makes it
        tab.startGameFromId(net);
        QCOMPARE(tab.board().width(), 3);
        QCOMPARE(tab.board().source(), 4);
        QCOMPARE(tab.board().topology().barrierCount(), 4);
        QVERIFY(tab.gameId().startsWith(QStringLiteral("noodles:3x3:1,1/")));
        // Copy Net ID gives it back.
        QSignalSpy said(&tab, &NoodlesTab::statusMessage);
        QTest::mouseClick(tab.findChild<QPushButton *>(QStringLiteral("noodlesCopyNetId")),
                          Qt::LeftButton);
        QCOMPARE(QGuiApplication::clipboard()->text(), net);
        QVERIFY(!said.isEmpty() && said.back().front().toString().contains("Specific"));
        // A hex board has none: the status bar says why.
        tab.startGame(*noodles::generate({noodles::GridKind::Hex, 4, 4, false, true, 1}));
        QTest::mouseClick(tab.findChild<QPushButton *>(QStringLiteral("noodlesCopyNetId")),
                          Qt::LeftButton);
        QVERIFY(said.back().front().toString().contains("square boards only"));
        QCOMPARE(QGuiApplication::clipboard()->text(), net);
    }

    void anImpossible40x40BoardIsRefusedAtOnceWithItsReason()
    {
        // Every tile a corner on a wrapping 40 x 40 board: 3200 noodle ends where a spanning
        // tree of 1600 tiles has 3198. The solver counts the ends before any search, so Solve
        // answers with that reason and records no steps (before the count it ran on, recording
        // steps; tst_solverrunner pins the step limit that bounded it).
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        noodles::Board board = makeBoard(noodles::GridKind::Square, 40, 40, true, 3);
        board.setTiles(std::vector<noodles::TileMask>(1600, noodles::TileMask(3)));
        tab.startGame(board);
        QSignalSpy said(&tab, &NoodlesTab::statusMessage);
        tab.solve();
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        QCOMPARE(tab.stepPlayer()->stepCount(), 0);
        QStringList messages;
        for (const QList<QVariant> &message : said)
            messages << message.at(0).toString();
        QVERIFY2(messages.join(QLatin1Char('\n')).contains(QLatin1String("3200 noodle ends")),
                 qPrintable(messages.join(QLatin1Char('\n'))));
    }

    void aClosedLoopIsSaidAndLockedPiecesCount()
    {
        // A 2 x 2 ring of joined pieces with a tail on a 3 x 2 board.
        constexpr noodles::TileMask N = 1, E = 2, S = 4, W = 8;
        noodles::Board board(noodles::Topology::make(noodles::GridKind::Square, 3, 2, false));
        const std::vector<noodles::TileMask> tiles {E | S, W | S | E, W, N | E, N | W, N};
        board.setTiles(tiles);
        board.setSource(0);
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(board);
        auto *status = tab.findChild<QLabel *>(QStringLiteral("noodlesStatus"));
        QVERIFY(status->text().contains(QLatin1String("A loop is closed")));
        QVERIFY(status->text().contains(QLatin1String("Locked: 0")));
        QVERIFY(play(tab, noodles::NoodlesMove::rotate(3, 1))); // opens the ring
        QVERIFY(!status->text().contains(QLatin1String("A loop is closed")));
        QVERIFY(play(tab, noodles::NoodlesMove::lock(5, true)));
        QVERIFY(status->text().contains(QLatin1String("Locked: 1")));
    }

    void checkLocksCrossesOutALockNoSolutionHas()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        const noodles::Board board = makeBoard(noodles::GridKind::Square, 6, 6, false, 5);
        const std::vector<noodles::TileMask> solution = solutionOf(board);
        tab.startGame(board);
        int wrong = 0;
        while (board.tile(wrong) == solution[static_cast<std::size_t>(wrong)])
            ++wrong;
        QVERIFY(play(tab, noodles::NoodlesMove::lock(wrong, true)));
        QTest::mouseClick(tab.findChild<QPushButton *>(QStringLiteral("noodlesCheckLocks")),
                          Qt::LeftButton);
        QTRY_COMPARE(tab.view()->markedCells(), std::vector<int> {wrong});
        // Unlocking it is a new position: the cross goes.
        tab.midend()->undo();
        QVERIFY(tab.view()->markedCells().empty());
    }

    void theWheelZoomsAboutThePointerADragPansAndZeroFits()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(makeBoard(noodles::GridKind::Hex, 30, 30, false, 6));
        tab.resize(600, 500);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        NoodlesView *view = tab.view();
        const int cell = 30 * 10 + 12;
        const QPointF before = view->cellCentre(cell);
        const double fitted = view->cellCentre(1).y() - view->cellCentre(0).y();
        // Three notches up about that piece: bigger cells, the piece stays under the pointer.
        QWheelEvent wheel(before, view->mapToGlobal(before), {}, QPoint(0, 360), Qt::NoButton,
                          Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view, &wheel);
        QVERIFY(view->zoom() > 1.5);
        QVERIFY((view->cellCentre(1).y() - view->cellCentre(0).y()) > fitted * 1.5);
        QVERIFY((view->cellCentre(cell) - before).manhattanLength() < 2.0);
        // A drag moves the board with the pointer and turns nothing.
        const std::vector<noodles::TileMask> tiles = tab.board().tiles();
        const QPoint from = before.toPoint();
        QTest::mousePress(view, Qt::LeftButton, {}, from);
        QTest::mouseMove(view, from + QPoint(20, 0));
        QTest::mouseMove(view, from + QPoint(60, 30));
        QTest::mouseRelease(view, Qt::LeftButton, {}, from + QPoint(60, 30));
        QVERIFY((view->cellCentre(cell) - (before + QPointF(60, 30))).manhattanLength() < 2.0);
        QCOMPARE(tab.board().tiles(), tiles);
        QCOMPARE(tab.moveCount(), 0);
        // A click still turns a piece; 0 fits the board again.
        click(view, cell, Qt::RightButton);
        QCOMPARE(tab.moveCount(), 1);
        view->setFocus();
        QTest::keyClick(view, Qt::Key_0);
        QCOMPARE(view->zoom(), 1.0);
        QCOMPARE(view->cellCentre(cell), before);
    }

    void theBoardFollowsTheColourScheme()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(makeBoard(noodles::GridKind::Square, 5, 5, false, 4));
        tab.resize(600, 600);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        NoodlesView *view = tab.view();
        // The corner of a cell, a quarter of the way from its centre to the next cell's: its own
        // background, away from the noodles (they run from the centre to the edge midpoints).
        const QPointF step = view->cellCentre(6) - view->cellCentre(0); // one cell down-right
        const QPoint corner = (view->cellCentre(6) - step * 0.35).toPoint();
        const auto lightness
            = [&] { return view->grab().toImage().pixelColor(corner).lightness(); };
        QVERIFY2(lightness() > 200, qPrintable(QString::number(lightness())));
        QPalette dark = view->palette();
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x24));
        view->setPalette(dark);
        QVERIFY2(lightness() < 80, qPrintable(QString::number(lightness())));
    }

    void savesAndOpensFiles()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(makeBoard(noodles::GridKind::Square, 7, 4, false, 8));
        QVERIFY(play(tab, noodles::NoodlesMove::lock(3, true)));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.json"));
        QVERIFY(!tab.saveFile(path));
        QVERIFY(tab.filePath().isEmpty()); // the shell marks a saved game (MainWindow::saveTo)
        NoodlesTab other;
        QTRY_VERIFY(!other.solverRunner()->isRunning());
        QVERIFY(!other.openFile(path));
        QVERIFY(other.board().samePosition(tab.board()));
        QVERIFY(other.board().isLocked(3));
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QVERIFY(!common::writeFileAtomically(bad,
                                             "{\"format\":\"puzzle-workbench\",\"version\":1,"
                                             "\"puzzle\":\"noodles\",\"grid\":\"round\"}"));
        const common::Status error = other.openFile(bad);
        QVERIFY(error);
        QCOMPARE(error->location, QStringLiteral("field \"grid\""));
    }
};

QTEST_MAIN(TestNoodlesTab)
#include "tst_noodlestab.moc"
