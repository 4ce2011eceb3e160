#include "core/kanoodle/Generator.h"
#include "core/kanoodle/PiecesToTakeOff.h"
#include "core/kanoodle/PlacementGenerator.h"
#include "core/kanoodle/SolutionEnumerator.h"
#include "core/kanoodle/Solver.h"
#include "core/statistics/GameStatistics.h"
#include "tests/core/kanoodle/KanoodleTestSupport.h"
#include "ui/common/GameClock.h"
#include "ui/common/Midend.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"
#include "ui/common/TickingLabel.h"
#include "ui/kanoodle/BoardPicture.h"
#include "ui/kanoodle/CatalogProgress.h"
#include "ui/kanoodle/KanoodleBoardView.h"
#include "ui/kanoodle/KanoodleJobs.h"
#include "ui/kanoodle/KanoodleTab.h"
#include "ui/kanoodle/SolutionBrowser.h"

#include <QDialog>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

#include <bit>

using namespace pw::kanoodle;
using pw::ui::kanoodle::KanoodleBoardView;
using pw::ui::kanoodle::KanoodleTab;
using pw::ui::kanoodle::SolutionBrowser;

namespace {

// A flat puzzle: a seeded full solution with the given pieces taken off.
KanoodleGame flatGame(std::initializer_list<int> missing)
{
    pw::common::QuietSink sink;
    const Position solution = *randomSolution(Board::flat(), 17, sink);
    Position puzzle = solution;
    for (const int piece : missing)
        puzzle.remove(piece);
    return KanoodleGame {puzzle, solution, std::nullopt};
}

// The puzzle with `piece` placed somewhere it leaves no solution, if there is such a place.
std::optional<Position> deadPlacing(const Position &puzzle, int piece)
{
    pw::common::QuietSink sink;
    for (const int placement : puzzle.board().placementsOfPiece(piece)) {
        if (!puzzle.canPlace(placement))
            continue;
        Position p = puzzle;
        p.place(placement);
        if (!solveFirst(p, sink).first)
            return p;
    }
    return std::nullopt;
}

QPoint widgetPoint(KanoodleBoardView *view, QPointF units)
{
    return view->toWidget(units).toPoint();
}

// Turns the piece's tray orientation (R, F keys) until its shape, anchored at its first ball,
// covers `cells`; returns that anchor cell or -1.
int orientTowards(KanoodleBoardView *view, int piece, CellMask cells)
{
    const Board &board = view->position()->board();
    for (int k = 0; k < 12; ++k) {
        const auto o = view->orientation(piece);
        const PieceInfo &info = pieces()[static_cast<std::size_t>(piece)];
        std::vector<Cell> shape;
        for (int i = 0; i < info.size; ++i)
            shape.push_back(orientOffset(info.offsets[static_cast<std::size_t>(i)], o.mirror,
                                         o.rotation, false));
        for (CellMask m = cells; m; m &= m - 1) {
            const int anchor = std::countr_zero(m);
            const Cell a = board.cell(anchor);
            CellMask mask = 0;
            for (const Cell &s : shape) {
                const int index = board.cellIndex(a.x + s.x, a.y + s.y);
                if (index >= 0)
                    mask |= CellMask {1} << index;
            }
            if (mask == cells)
                return anchor;
        }
        QTest::keyClick(view, k == 5 ? Qt::Key_F : Qt::Key_R);
    }
    return -1;
}

void drag(KanoodleBoardView *view, QPoint from, QPoint to)
{
    QTest::mousePress(view, Qt::LeftButton, {}, from);
    QTest::mouseMove(view, (from + to) / 2);
    QTest::mouseMove(view, to);
    QTest::mouseRelease(view, Qt::LeftButton, {}, to);
}

} // namespace

class TestKanoodleTab : public QObject
{
    Q_OBJECT
private slots:
    void dragAndDropPlacesRefusesUndoesAndCompletes()
    {
        KanoodleTab tab;
        tab.resize(1100, 700);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        const KanoodleGame game = flatGame({2, 7});
        tab.startGame(game);
        KanoodleBoardView *view = tab.view();
        const auto *geometry = view->geometryModel();

        // Drag C (Dark Blue) from the tray onto its place in the solution.
        const int piece = 2;
        QTest::mouseClick(view, Qt::LeftButton, {},
                          widgetPoint(view, geometry->traySlot(piece).center()));
        QCOMPARE(view->selectedPiece(), piece);
        const CellMask target
            = Board::flat()
                  ->placements()[static_cast<std::size_t>(*game.solution->placementOf(piece))]
                  .cells;
        const int anchor = orientTowards(view, piece, target);
        QVERIFY(anchor >= 0);

        // First a refused drop: the anchor on a given piece's ball.
        QSignalSpy refused(view, &KanoodleBoardView::refused);
        const int occupied = std::countr_zero(game.puzzle.filled());
        drag(view, widgetPoint(view, view->trayBallCentre(piece, 0)),
             widgetPoint(view, geometry->ballCentre(occupied)));
        QCOMPARE(refused.count(), 1);
        QVERIFY(!tab.position().isPlaced(piece));
        QCOMPARE(tab.midend()->history().size(), 0);

        // Now the real drop (the shape is held by its first ball, pressed in the tray).
        drag(view, widgetPoint(view, view->trayBallCentre(piece, 0)),
             widgetPoint(view, geometry->ballCentre(anchor)));
        QVERIFY(tab.position().isPlaced(piece));
        QCOMPARE(tab.position().placementOf(piece), game.solution->placementOf(piece));
        QCOMPARE(tab.midend()->history().size(), 1);
        tab.midend()->undo();
        QVERIFY(!tab.position().isPlaced(piece));
        tab.midend()->redo();
        QVERIFY(tab.position().isPlaced(piece));

        // Given pieces are locked: clicking one changes nothing.
        QTest::mouseClick(view, Qt::LeftButton, {},
                          widgetPoint(view, geometry->ballCentre(occupied)));
        QCOMPARE(tab.position().toString().count(QLatin1Char('.')), 5);

        // The last piece with the keyboard: select with Shift+H, cursor to a ball of its place,
        // cycle with Tab to the solution's placement, Enter.
        const int last = 7;
        const int lastPlacement = *game.solution->placementOf(last);
        const CellMask lastCells
            = Board::flat()->placements()[static_cast<std::size_t>(lastPlacement)].cells;
        QTest::keyClick(view, Qt::Key_H, Qt::ShiftModifier);
        QCOMPARE(view->selectedPiece(), last);
        QTest::mouseClick(view, Qt::LeftButton, {},
                          widgetPoint(view, geometry->ballCentre(std::countr_zero(lastCells))));
        QVERIFY(!view->candidates().empty());
        for (std::size_t i = 0;
             i < view->candidates().size() && view->previewPlacement() != lastPlacement; ++i)
            QTest::keyClick(view, Qt::Key_Tab);
        QCOMPARE(view->previewPlacement(), lastPlacement);
        QTest::keyClick(view, Qt::Key_Return);
        QVERIFY(tab.position().isComplete());
        QCOMPARE(tab.position(), *game.solution);
    }

    void upAndDownReachTheNextRowFromEitherEndOfAStaggeredRow()
    {
        KanoodleTab tab;
        tab.resize(1100, 700);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.startGame(KanoodleGame {Position(Board::flat()), std::nullopt, std::nullopt});
        KanoodleBoardView *view = tab.view();
        const BoardPtr flat = Board::flat();
        // Row 3 begins two balls left of row 2: Up from its first ball goes to row 2's first.
        QTest::mouseClick(view, Qt::LeftButton, {},
                          widgetPoint(view, view->geometryModel()->ballCentre(
                                                flat->cellIndex(-2, 2, 0))));
        QCOMPARE(view->cursorCell(), flat->cellIndex(-2, 2, 0));
        QTest::keyClick(view, Qt::Key_Up);
        QCOMPARE(view->cursorCell(), flat->cellIndex(-1, 1, 0));
        QTest::keyClick(view, Qt::Key_Up);
        QCOMPARE(view->cursorCell(), flat->cellIndex(0, 0, 0));
        // And back down, then off the bottom row nothing moves.
        QTest::keyClick(view, Qt::Key_Down);
        QCOMPARE(view->cursorCell(), flat->cellIndex(0, 1, 0));
        for (int row = 0; row < 5; ++row)
            QTest::keyClick(view, Qt::Key_Down);
        QCOMPARE(flat->cell(view->cursorCell()).y, 4);
    }

    void pyramidPlacementCycleOffersExactlyTheLegalPlacements()
    {
        KanoodleTab tab;
        tab.resize(1100, 700);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        pw::common::QuietSink sink;
        const auto puzzle = generatePuzzle(Board::pyramid(), 6, 3, sink);
        QVERIFY(puzzle);
        tab.startGame(KanoodleGame {puzzle->puzzle, puzzle->solution, std::nullopt});
        KanoodleBoardView *view = tab.view();
        const int piece = std::countr_zero(static_cast<unsigned>(puzzle->puzzle.missingPieces()));
        QTest::mouseClick(view, Qt::LeftButton, {},
                          widgetPoint(view, view->geometryModel()->traySlot(piece).center()));
        const int ball = std::countr_zero(puzzle->puzzle.emptyCells());
        QTest::mouseClick(view, Qt::LeftButton, {},
                          widgetPoint(view, view->geometryModel()->ballCentre(ball)));
        QCOMPARE(view->cursorCell(), ball);
        std::vector<int> expected;
        for (const int index : Board::pyramid()->placementsOfPiece(piece)) {
            if (((Board::pyramid()->placements()[static_cast<std::size_t>(index)].cells >> ball)
                 & 1U)
                && puzzle->puzzle.canPlace(index))
                expected.push_back(index);
        }
        QCOMPARE(view->candidates(), expected);
        if (!expected.empty()) {
            QTest::keyClick(view, Qt::Key_Return);
            QVERIFY(tab.position().isPlaced(piece));
            // Clicking the placed piece takes it off again.
            QTest::mouseClick(view, Qt::LeftButton, {},
                              widgetPoint(view, view->geometryModel()->ballCentre(ball)));
            QVERIFY(!tab.position().isPlaced(piece));
        }
    }

    void aBookPuzzleIsEnteredInSetUpByClicksAlone()
    {
        KanoodleTab tab;
        tab.resize(1100, 700);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QTRY_VERIFY(tab.hasGame());
        tab.startEmptyGame(KanoodleTab::Mode::Pyramid);
        QVERIFY(tab.isSettingUp());
        QCOMPARE(tab.position().placedPieces(), 0);
        const auto *info = tab.findChild<QLabel *>(QStringLiteral("kanoodleInfo"));
        QVERIFY(info && info->text().contains(QLatin1String("Setting up a puzzle")));
        KanoodleBoardView *view = tab.view();
        const auto click = [view](QPointF units) {
            QTest::mouseClick(view, Qt::LeftButton, {}, widgetPoint(view, units));
        };

        // The book's four pieces: taken from a full solution, so the puzzle has one.
        pw::common::QuietSink sink;
        const Position solution = *randomSolution(Board::pyramid(), 23, sink);
        const Board &board = solution.board();
        std::vector<int> book;
        for (const int piece : {0, 4, 7, 11})
            book.push_back(*solution.placementOf(piece));
        QCOMPARE(book.size(), std::size_t {4});

        int clicks = 0;
        for (const int index : book) {
            const Placement &p = board.placements()[static_cast<std::size_t>(index)];
            click(view->geometryModel()->traySlot(p.piece).center());
            ++clicks;
            // As a person would: each time the ball of the piece that leaves the fewest ways.
            CellMask clicked = 0;
            while (!tab.position().isPlaced(p.piece) && clicked != p.cells) {
                int best = -1;
                int fewest = 1 << 30;
                for (CellMask m = p.cells & ~clicked; m; m &= m - 1) {
                    const CellMask through = clicked | (CellMask {1} << std::countr_zero(m));
                    int ways = 0;
                    for (const int q : board.placementsOfPiece(p.piece)) {
                        const CellMask cells = board.placements()[static_cast<std::size_t>(q)].cells;
                        ways += (cells & through) == through && tab.position().canPlace(q);
                    }
                    if (ways < fewest) {
                        fewest = ways;
                        best = std::countr_zero(m);
                    }
                }
                clicked |= CellMask {1} << best;
                click(view->geometryModel()->ballCentre(best));
                ++clicks;
            }
            QVERIFY2(tab.position().isPlaced(p.piece), pieceLetterString(p.piece));
            QCOMPARE(tab.position().filled() & p.cells, p.cells);
        }
        // A piece entered wrongly comes off with a click, and goes back on.
        const Placement &last = board.placements()[static_cast<std::size_t>(book.back())];
        click(view->geometryModel()->ballCentre(std::countr_zero(last.cells)));
        QVERIFY(!tab.position().isPlaced(last.piece));
        click(view->geometryModel()->traySlot(last.piece).center());
        for (CellMask m = last.cells; m && !tab.position().isPlaced(last.piece); m &= m - 1)
            click(view->geometryModel()->ballCentre(std::countr_zero(m)));
        QVERIFY(tab.position().isPlaced(last.piece));
        QVERIFY2(clicks <= 4 * 4, qPrintable(QString::number(clicks))); // tray + at most 3 balls

        // Leaving set-up makes them the puzzle's givens; Solve keeps them.
        QTest::mouseClick(tab.findChild<QPushButton *>(QStringLiteral("kanoodleSetup")),
                          Qt::LeftButton);
        QVERIFY(!tab.isSettingUp());
        QVERIFY(info->text().contains(QLatin1String("Set up by hand: 4 piece")));
        QCOMPARE(std::popcount(static_cast<unsigned>(tab.game().puzzle.placedPieces())), 4);
        QCOMPARE(tab.game().puzzle, tab.position());
        QVERIFY(!tab.midend()->canUndo());
        const Position given = tab.position();
        tab.solve();
        QTRY_VERIFY_WITH_TIMEOUT(tab.position().isComplete(), 20000);
        for (const int index : book) {
            const CellMask cells = board.placements()[static_cast<std::size_t>(index)].cells;
            QCOMPARE(tab.position().filled() & cells, cells);
        }
        QVERIFY(given.placedPieces() != 0);
    }

    void solveRunsOnTheRunnerAndTheStepsReplay()
    {
        KanoodleTab tab;
        tab.resize(1100, 700);
        const KanoodleGame game = flatGame({0, 3, 5, 9});
        tab.startGame(game);
        QSignalSpy finished(tab.solverRunner(), &pw::ui::SolverRunner::finished);
        tab.solve();
        QTRY_VERIFY_WITH_TIMEOUT(tab.position().isComplete(), 20000);
        QTest::qWait(50);
        QVERIFY(tab.stepPlayer()->stepCount() >= 4);
        QCOMPARE(tab.stepPlayer()->position(), tab.stepPlayer()->stepCount());
        tab.stepPlayer()->seek(0);
        QCOMPARE(*tab.view()->position(), game.puzzle);
        tab.stepPlayer()->seek(tab.stepPlayer()->stepCount());
        QVERIFY(tab.view()->position()->isComplete());
        tab.midend()->undo();
        QCOMPARE(tab.position(), game.puzzle);
    }

    void aReplaysCountFollowsItsStepAndStopLeavesIt()
    {
        KanoodleTab tab;
        tab.resize(1100, 700);
        const KanoodleGame game = flatGame({0, 3, 5, 9});
        tab.startGame(game);
        tab.solve();
        QTRY_VERIFY_WITH_TIMEOUT(tab.position().isComplete(), 20000);
        QTest::qWait(50);
        const auto placedLine = [&tab] {
            for (const QLabel *label : tab.findChildren<QLabel *>()) {
                if (label->text().contains(QStringLiteral("pieces placed")))
                    return label->text();
            }
            return QString();
        };
        QVERIFY(placedLine().contains(QStringLiteral("12 of 12 pieces placed")));
        tab.stepPlayer()->seek(0);
        const int shown = std::popcount(static_cast<unsigned>(tab.view()->position()->placedPieces()));
        QVERIFY(shown < 12);
        QVERIFY2(placedLine().contains(QStringLiteral("%1 of 12 pieces placed").arg(shown)),
                 qPrintable(placedLine()));
        tab.stop(); // Solve > Stop, or Esc
        QVERIFY(tab.view()->position()->isComplete()); // the game's own position again
        QVERIFY(placedLine().contains(QStringLiteral("12 of 12 pieces placed")));
    }

    void ctrlShiftLetterIsLeftToTheMenus()
    {
        KanoodleTab tab;
        tab.startGame(flatGame({0, 3, 5, 9}));
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        KanoodleBoardView *view = tab.view();
        // Piece A (index 0) is in the tray: Shift+A takes it, Ctrl+Shift+A does not.
        QTest::keyClick(view, Qt::Key_A, Qt::ShiftModifier);
        QCOMPARE(view->selectedPiece(), 0);
        QTest::keyClick(view, Qt::Key_Escape);
        QCOMPARE(view->selectedPiece(), -1);
        QTest::keyClick(view, Qt::Key_A, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(view->selectedPiece(), -1);
    }

    void hintOnADeadPositionNamesThePieceToTakeOff()
    {
        // The solution with five pieces missing; the player puts one of them where the holes
        // can no longer be filled. Only that piece is the player's, so Hint must name it.
        const KanoodleGame game = flatGame({1, 3, 4, 7, 10});
        const int wrongPiece = 1; // B, Yellow
        const std::optional<Position> dead = deadPlacing(game.puzzle, wrongPiece);
        QVERIFY(dead);
        KanoodleTab tab;
        tab.startGame(KanoodleGame {game.puzzle, game.solution, dead});
        QSignalSpy messages(&tab, &KanoodleTab::statusMessage);
        tab.hint();
        // "...: take off Yellow.", after "Red has nowhere to go" when that is so.
        const QString ending = QStringLiteral("take off %1.").arg(pieceColourName(wrongPiece));
        QTRY_VERIFY_WITH_TIMEOUT(
            std::any_of(messages.cbegin(), messages.cend(),
                        [&](const QList<QVariant> &m) {
                            const QString text = m.at(0).toString();
                            return text.startsWith(QStringLiteral("No solution from here: "))
                                && text.endsWith(ending);
                        }),
            20000);
        QCOMPARE(tab.position(), *dead); // a hint on a dead end moves nothing
        // The piece it names is ringed on the board, until the next move.
        QCOMPARE(tab.view()->markedPieces(), std::uint16_t {1U << wrongPiece});
        tab.view()->takeOffAt(std::countr_zero(
            Board::flat()->placements()[static_cast<std::size_t>(*dead->placementOf(wrongPiece))].cells));
        QVERIFY(!tab.position().isPlaced(wrongPiece));
        QCOMPARE(tab.view()->markedPieces(), 0);
    }

    void theSolutionBrowserShowsEverySolutionInTurn()
    {
        // Two pieces given on the flat board: 896 solutions, fewer than a chunk.
        const KanoodleGame game = flatGame({0, 1, 2, 4, 5, 6, 7, 8, 10, 11});
        pw::common::QuietSink sink;
        std::vector<Position> expected;
        pw::kanoodle::SolutionEnumerator solutions(game.puzzle);
        while (const auto solution = solutions.next(sink))
            expected.push_back(*solution);
        QVERIFY(expected.size() >= 3);
        const auto total = static_cast<std::int64_t>(expected.size());

        KanoodleTab tab;
        tab.startGame(game);
        SolutionBrowser *browser = tab.solutionBrowser();
        QVERIFY(!browser->isVisible() || !browser->isOpen());
        tab.findChild<QPushButton *>(QStringLiteral("kanoodleBrowse"))->click();
        QVERIFY(browser->isOpen());
        // The first is shown as soon as it is found, drawn in the board's place.
        QTRY_VERIFY_WITH_TIMEOUT(browser->shown().has_value(), 20000);
        QCOMPARE(browser->shownNumber(), 1);
        QCOMPARE(*browser->shown(), expected[0]);
        QCOMPARE(*tab.view()->position(), expected[0]);
        QCOMPARE(pw::kanoodle::test::checkSolution(game.puzzle, tab.view()->position()->toString()),
                 QString());
        QCOMPARE(tab.position(), game.puzzle); // browsing moves nothing
        // ...but a solution seen is help: the game is no longer the player's own, and browsing
        // on is the same help.
        QVERIFY(tab.midend()->isAssisted());
        QCOMPARE(tab.midend()->help().size(), std::size_t(1));

        auto *next = browser->findChild<QPushButton *>(QStringLiteral("kanoodleSolutionNext"));
        auto *previous
            = browser->findChild<QPushButton *>(QStringLiteral("kanoodleSolutionPrevious"));
        auto *number = browser->findChild<QSpinBox *>(QStringLiteral("kanoodleSolutionNumber"));
        auto *go = browser->findChild<QPushButton *>(QStringLiteral("kanoodleSolutionGo"));
        auto *label = browser->findChild<QLabel *>(QStringLiteral("kanoodleSolutionLabel"));
        QVERIFY(next && previous && number && go && label);
        QVERIFY(!previous->isEnabled());
        next->click();
        QTRY_COMPARE(browser->shownNumber(), 2);
        QCOMPARE(*tab.view()->position(), expected[1]);
        previous->click();
        QCOMPARE(browser->shownNumber(), 1);
        QCOMPARE(*tab.view()->position(), expected[0]);
        // Go to the last: the list is complete by then, so the label says how many there are.
        QTRY_VERIFY_WITH_TIMEOUT(browser->isFinished(), 20000);
        QCOMPARE(browser->found(), total);
        number->setValue(static_cast<int>(total));
        go->click();
        QCOMPARE(browser->shownNumber(), total);
        QCOMPARE(*tab.view()->position(), expected.back());
        QVERIFY(!next->isEnabled());
        QVERIFY2(label->text().contains(QStringLiteral("Solution %1 of %1").arg(total)),
                 qPrintable(label->text()));

        // A move ends browsing: the list belonged to the old position.
        Position moved = game.puzzle;
        moved.place(*expected[0].placementOf(0));
        emit tab.view()->placeRequested(*expected[0].placementOf(0)); // as the player places it
        QVERIFY(!browser->isOpen());
        QVERIFY(!browser->shown());
        QCOMPARE(*tab.view()->position(), moved);
        QCOMPARE(tab.midend()->help().size(), std::size_t(1));
        QVERIFY(tab.midend()->isAssisted()); // going back to the board does not undo the help
    }

    void browsingPastWhatWasFoundResumesTheSearch()
    {
        // One piece given: far more solutions than one chunk lists.
        const KanoodleGame game = flatGame({0, 1, 2, 4, 5, 6, 7, 8, 9, 10, 11});
        const std::int64_t wanted = SolutionBrowser::chunk * 2 + 1;
        pw::common::QuietSink sink;
        pw::kanoodle::SolutionEnumerator solutions(game.puzzle);
        std::optional<Position> expected;
        while (solutions.found() < wanted)
            expected = solutions.next(sink);
        QVERIFY(expected);

        KanoodleTab tab;
        tab.startGame(game);
        SolutionBrowser *browser = tab.solutionBrowser();
        browser->open(tab.position());
        QTRY_VERIFY_WITH_TIMEOUT(browser->shown().has_value(), 20000);
        // The first job lists one chunk and stops: nothing runs while the user looks.
        QTRY_VERIFY_WITH_TIMEOUT(!browser->isListing(), 20000);
        QCOMPARE(browser->found(), SolutionBrowser::chunk);
        QVERIFY(!browser->isFinished());
        browser->showNumber(wanted);
        QTRY_COMPARE_WITH_TIMEOUT(browser->shownNumber(), wanted, 20000);
        QCOMPARE(*browser->shown(), *expected);
        QCOMPARE(*tab.view()->position(), *expected);

        // Asked for while the first chunk is still being listed: listing goes on to it.
        browser->open(tab.position());
        QVERIFY(browser->isListing());
        browser->showNumber(wanted);
        QTRY_COMPARE_WITH_TIMEOUT(browser->shownNumber(), wanted, 20000);
        QCOMPARE(*browser->shown(), *expected);
        QTRY_VERIFY_WITH_TIMEOUT(!browser->isListing(), 20000);
        QVERIFY(browser->found() < wanted + SolutionBrowser::chunk * 2); // and then stops
    }

    void browsingAheadLeavesACountRunning()
    {
        // The empty flat board: millions of solutions, a count of many seconds.
        KanoodleTab tab;
        tab.startGame(KanoodleGame {Position(Board::flat()), std::nullopt, std::nullopt});
        SolutionBrowser *browser = tab.solutionBrowser();
        browser->open(tab.position());
        QTRY_VERIFY_WITH_TIMEOUT(!browser->isListing(), 20000);
        QCOMPARE(browser->found(), SolutionBrowser::chunk);
        tab.countSolutions();
        QVERIFY(tab.midend()->isJobRunning());
        // Close to the end of what was found, but found: no listing may replace the count.
        browser->showNumber(SolutionBrowser::chunk - 10);
        QCOMPARE(browser->shownNumber(), SolutionBrowser::chunk - 10);
        QVERIFY(!browser->isListing());
        QCOMPARE(tab.solverRunner()->title(), QStringLiteral("Counting solutions"));
        // Past it, the solution asked for needs the search: listing takes over.
        browser->showNumber(SolutionBrowser::chunk + 1);
        QVERIFY(browser->isListing());
        QTRY_COMPARE_WITH_TIMEOUT(browser->shownNumber(), SolutionBrowser::chunk + 1, 20000);
        tab.solverRunner()->cancelAndWait();
    }

    void aCountTellsTheBrowserHowManyThereAre()
    {
        const KanoodleGame game = flatGame({1, 3, 5, 7, 9, 10, 11});
        KanoodleTab tab;
        tab.startGame(game);
        pw::common::QuietSink sink;
        const std::int64_t total = pw::kanoodle::countSolutions(game.puzzle, sink).solutions;
        QVERIFY(total >= 2);
        // Waiting for the runner to be idle, not for its finished(): the tab's first generator,
        // replaced by the count, says finished() too.
        tab.countSolutions();
        QTRY_VERIFY_WITH_TIMEOUT(!tab.solverRunner()->isRunning(), 20000);
        SolutionBrowser *browser = tab.solutionBrowser();
        browser->open(tab.position());
        QTRY_VERIFY_WITH_TIMEOUT(browser->shown().has_value(), 20000);
        // Known from the count before the list is complete.
        auto *label = browser->findChild<QLabel *>(QStringLiteral("kanoodleSolutionLabel"));
        QVERIFY2(label->text().contains(QStringLiteral(" of %1").arg(total)),
                 qPrintable(label->text()));
    }

    void browsingADeadPositionSaysThereIsNone()
    {
        // The flat puzzle with one missing piece put where the holes cannot be filled.
        const KanoodleGame game = flatGame({1, 3, 4, 7, 10});
        const std::optional<Position> dead = deadPlacing(game.puzzle, 1);
        QVERIFY(dead);
        KanoodleTab tab;
        tab.startGame(KanoodleGame {game.puzzle, game.solution, dead});
        SolutionBrowser *browser = tab.solutionBrowser();
        browser->open(tab.position());
        QTRY_VERIFY_WITH_TIMEOUT(browser->isFinished(), 20000);
        QCOMPARE(browser->found(), 0);
        QVERIFY(!browser->shown());
        QCOMPARE(*tab.view()->position(), *dead);
        auto *label = browser->findChild<QLabel *>(QStringLiteral("kanoodleSolutionLabel"));
        QCOMPARE(label->text(), QStringLiteral("No solution from this position."));
        QVERIFY(!browser->findChild<QPushButton *>(QStringLiteral("kanoodleSolutionNext"))
                     ->isEnabled());
        QVERIFY(
            !browser->findChild<QPushButton *>(QStringLiteral("kanoodleSolutionGo"))->isEnabled());
    }

    void browsingMillionsSaysHowFarItGoes()
    {
        // The empty pyramid: 934 429 464 solutions (docs/kanoodle.md), as a count would say.
        const Position empty(Board::pyramid());
        KanoodleTab tab;
        tab.startGame(KanoodleGame {empty, std::nullopt, std::nullopt});
        SolutionBrowser *browser = tab.solutionBrowser();
        browser->setKnownTotal(empty, 934429464);
        browser->open(tab.position());
        QTRY_VERIFY_WITH_TIMEOUT(browser->shown().has_value(), 20000);
        auto *label = browser->findChild<QLabel *>(QStringLiteral("kanoodleSolutionLabel"));
        const QLocale locale;
        QVERIFY2(label->text().contains(
                     QStringLiteral("Solution 1 of %1").arg(locale.toString(qint64 {934429464}))),
                 qPrintable(label->text()));
        QVERIFY2(label->text().contains(QStringLiteral("Browsing reaches the first %1 solutions")
                                            .arg(locale.toString(SolutionList::maxKept))),
                 qPrintable(label->text()));
        auto *number = browser->findChild<QSpinBox *>(QStringLiteral("kanoodleSolutionNumber"));
        QCOMPARE(number->maximum(), SolutionList::maxKept);
        browser->close();
    }

    void saveAndReopenKeepsTheGame()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("k.json"));
        KanoodleTab tab;
        const KanoodleGame game = flatGame({2, 6, 8});
        tab.startGame(game);
        Position progress = game.puzzle;
        progress.place(*game.solution->placementOf(2));
        emit tab.view()->placeRequested(*game.solution->placementOf(2)); // as the player places it
        QCOMPARE(tab.position(), progress);
        QVERIFY(!tab.saveFile(path));
        KanoodleTab other;
        QVERIFY(!other.openFile(path));
        QCOMPARE(other.position(), progress);
        QCOMPARE(other.game().puzzle, game.puzzle);
        QVERIFY(other.openFile(dir.filePath(QStringLiteral("missing.json"))).has_value());
    }

    void finishingASlidingChallengeOffersTheNextStep()
    {
        KanoodleTab tab;
        tab.show();
        tab.generate(KanoodleTab::Mode::Sliding, 6, 12);
        QTRY_VERIFY_WITH_TIMEOUT(
            tab.hasGame() && tab.position().board().kind() == BoardKind::Sliding, 20000);
        QCOMPARE(std::popcount(static_cast<unsigned>(tab.position().board().pieceSet())), 5);
        auto *next = tab.findChild<QPushButton *>(QStringLiteral("kanoodleNext"));
        QVERIFY(next);
        QVERIFY(!next->isVisible());
        // The player places the solution's missing pieces.
        const Position solution = *tab.game().solution;
        for (int piece = 0; piece < pieceCount; ++piece) {
            if (solution.isPlaced(piece) && !tab.position().isPlaced(piece))
                emit tab.view()->placeRequested(*solution.placementOf(piece));
        }
        QCOMPARE(tab.position(), solution);
        QVERIFY(next->isVisible());
        const int region = tab.position().board().regionSize();
        QTest::mouseClick(next, Qt::LeftButton);
        QCOMPARE(std::popcount(static_cast<unsigned>(tab.position().board().pieceSet())), 6);
        QCOMPARE(tab.position().board().regionSize(), region + 5);
        QVERIFY(!tab.position().isComplete());
    }

    void anEnteredSeriesIdLeadsOnToTheNextChallenge()
    {
        // Step 2 of the series up to 7 pieces, entered as its ID: Next challenge leads on to
        // step 3, as in a series started from New.
        KanoodleTab tab;
        tab.show();
        tab.startGameFromId(QStringLiteral("kanoodle:s7.2#12"));
        QTRY_VERIFY_WITH_TIMEOUT(
            tab.hasGame() && tab.position().board().kind() == BoardKind::Sliding, 20000);
        QCOMPARE(std::popcount(static_cast<unsigned>(tab.position().board().pieceSet())), 6);
        QCOMPARE(tab.midend()->gameId(), QStringLiteral("kanoodle:s7.2#12"));
        auto *next = tab.findChild<QPushButton *>(QStringLiteral("kanoodleNext"));
        const Position solution = *tab.game().solution;
        for (int piece = 0; piece < pieceCount; ++piece) {
            if (solution.isPlaced(piece) && !tab.position().isPlaced(piece))
                emit tab.view()->placeRequested(*solution.placementOf(piece));
        }
        QVERIFY(tab.position().isComplete());
        QVERIFY(next->isVisible());
        QTest::mouseClick(next, Qt::LeftButton);
        QCOMPARE(std::popcount(static_cast<unsigned>(tab.position().board().pieceSet())), 7);
        QCOMPARE(tab.midend()->gameId(), QStringLiteral("kanoodle:s7.3#12"));
    }

    void aFlatPuzzleThatGivesMorePiecesThanAskedForSaysSo()
    {
        // No flat puzzle with one solution gives no piece at all: the generator gives more, and
        // the panel and the status bar say how many.
        KanoodleTab tab;
        tab.show();
        QTRY_VERIFY_WITH_TIMEOUT(tab.hasGame(), 20000);
        QSignalSpy messages(&tab, &KanoodleTab::statusMessage);
        tab.startGameFromId(QStringLiteral("kanoodle:f0#7"));
        QTRY_VERIFY_WITH_TIMEOUT(tab.midend()->gameId() == QStringLiteral("kanoodle:f0#7"), 20000);
        const int given = std::popcount(static_cast<unsigned>(tab.game().puzzle.placedPieces()));
        QVERIFY(given > 0);
        const auto *info = tab.findChild<QLabel *>(QStringLiteral("kanoodleInfo"));
        QVERIFY2(info->text().contains(QStringLiteral("%1 piece").arg(given))
                     && info->text().contains(QStringLiteral("(0 asked for)")),
                 qPrintable(info->text()));
        QVERIFY(std::any_of(messages.cbegin(), messages.cend(), [&](const QList<QVariant> &m) {
            return m.at(0).toString().endsWith(QStringLiteral("this one gives %1.").arg(given));
        }));
        // A count the generator reaches is said plainly.
        tab.startGameFromId(QStringLiteral("kanoodle:f6#7"));
        QTRY_VERIFY_WITH_TIMEOUT(tab.midend()->gameId() == QStringLiteral("kanoodle:f6#7"), 20000);
        QCOMPARE(std::popcount(static_cast<unsigned>(tab.game().puzzle.placedPieces())), 6);
        QVERIFY2(!info->text().contains(QStringLiteral("asked for")), qPrintable(info->text()));
    }

    void thePyramidsTipsSayWhatWorksThere()
    {
        KanoodleTab tab;
        tab.startGame(flatGame({1, 2}));
        QVERIFY(
            tab.firstTip().contains(QStringLiteral("drag a piece from the tray onto the board")));
        QVERIFY(tab.view()->toolTip().startsWith(QStringLiteral("Drag a piece from the tray")));
        tab.startGame(KanoodleGame {Position(Board::pyramid()), std::nullopt, std::nullopt});
        // On the pyramid a leaning piece goes down by clicks: the tips lead with them.
        QVERIFY(!tab.firstTip().contains(QStringLiteral("onto the board")));
        QVERIFY(tab.firstTip().contains(QStringLiteral("click a ball")));
        QVERIFY(tab.firstTip().contains(QStringLiteral("onto a layer")));
        QVERIFY(tab.view()->toolTip().startsWith(QStringLiteral("Pick a piece in the tray")));
    }

    void aTrayClickThenABoardClickActsWhereTheMouseIs()
    {
        KanoodleTab tab;
        tab.resize(1100, 700);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        const KanoodleGame game = flatGame({0, 3, 5, 9});
        tab.startGame(game);
        KanoodleBoardView *view = tab.view();
        const auto *geometry = view->geometryModel();
        const auto click = [view](QPointF units) {
            QTest::mouseClick(view, Qt::LeftButton, {}, widgetPoint(view, units));
        };
        // The cursor offers A's placements somewhere (Shift+A, Tab): an offer left behind.
        QTest::keyClick(view, Qt::Key_A, Qt::ShiftModifier);
        QTest::keyClick(view, Qt::Key_Tab);
        const int oldCursor = view->cursorCell();

        // A click on D in the tray offers nothing yet: nothing acts at the cursor's ball.
        const int piece = 3;
        click(geometry->traySlot(piece).center());
        QCOMPARE(view->selectedPiece(), piece);
        QVERIFY(view->offeredPlacements().empty());
        QCOMPARE(view->previewPlacement(), -1);

        // A board click offers D's placements through the ball under the mouse, and a second
        // click there puts D down over that ball.
        const CellMask home = Board::flat()
                                  ->placements()[static_cast<std::size_t>(
                                      *game.solution->placementOf(piece))]
                                  .cells;
        int ball = -1;
        for (CellMask m = home; m && ball < 0; m &= m - 1) {
            if (std::countr_zero(m) != oldCursor)
                ball = std::countr_zero(m);
        }
        click(geometry->ballCentre(ball));
        QCOMPARE(view->cursorCell(), ball);
        QVERIFY(!view->candidates().empty());
        for (const int index : view->candidates())
            QVERIFY((Board::flat()->placements()[static_cast<std::size_t>(index)].cells >> ball) & 1U);
        click(geometry->ballCentre(ball));
        QVERIFY(tab.position().isPlaced(piece));
        const CellMask placed
            = Board::flat()->placements()[static_cast<std::size_t>(*tab.position().placementOf(piece))].cells;
        QVERIFY((placed >> ball) & 1U);
    }

    void inSetUpAPlacedPieceIsLiftedMovedAndDeleted()
    {
        KanoodleTab tab;
        tab.resize(1100, 700);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QTRY_VERIFY(tab.hasGame());
        tab.startEmptyGame(KanoodleTab::Mode::Flat);
        QVERIFY(tab.isSettingUp());
        KanoodleBoardView *view = tab.view();
        const auto *geometry = view->geometryModel();
        const Board &board = tab.position().board();
        const auto click = [view](QPointF units) {
            QTest::mouseClick(view, Qt::LeftButton, {}, widgetPoint(view, units));
        };
        const auto cellsOf = [&tab, &board](int piece) {
            return board.placements()[static_cast<std::size_t>(*tab.position().placementOf(piece))]
                .cells;
        };
        // B (Yellow) down by clicks: the tray, a ball, the same ball again.
        const int piece = 1;
        click(geometry->traySlot(piece).center());
        click(geometry->ballCentre(0));
        if (!tab.position().isPlaced(piece))
            click(geometry->ballCentre(0));
        QVERIFY(tab.position().isPlaced(piece));
        const CellMask first = cellsOf(piece);

        // A click on it lifts it (still on the board until put down); a click elsewhere puts it
        // down there, as one step of the history.
        bool moved = false;
        for (int target = stateLength - 1; target >= 0 && !moved; --target) {
            if (!board.inRegion(target) || ((first >> target) & 1U))
                continue;
            click(geometry->ballCentre(std::countr_zero(cellsOf(piece))));
            QCOMPARE(view->liftedPiece(), piece);
            QVERIFY(tab.position().isPlaced(piece));
            const int steps = tab.midend()->history().size();
            click(geometry->ballCentre(target));
            QCOMPARE(view->liftedPiece(), -1);
            QVERIFY(tab.position().isPlaced(piece)); // moved, or refused and left where it was
            moved = cellsOf(piece) != first;
            QCOMPARE(tab.midend()->history().size(), steps + (moved ? 1 : 0));
        }
        QVERIFY(moved);

        // Lifted, Delete takes it off; Esc puts a lifted piece back where it was.
        click(geometry->ballCentre(std::countr_zero(cellsOf(piece))));
        QCOMPARE(view->liftedPiece(), piece);
        QTest::keyClick(view, Qt::Key_Escape);
        QCOMPARE(view->liftedPiece(), -1);
        QVERIFY(tab.position().isPlaced(piece));
        click(geometry->ballCentre(std::countr_zero(cellsOf(piece))));
        QTest::keyClick(view, Qt::Key_Delete);
        QVERIFY(!tab.position().isPlaced(piece));

        // The context menu's Take off does the same (what its action calls).
        click(geometry->traySlot(piece).center());
        click(geometry->ballCentre(0));
        if (!tab.position().isPlaced(piece))
            click(geometry->ballCentre(0));
        QVERIFY(tab.position().isPlaced(piece));
        QVERIFY(view->takeOffAt(std::countr_zero(cellsOf(piece))));
        QVERIFY(!tab.position().isPlaced(piece));
    }

    void doneSettingUpSaysHowManySolutionsThereAre()
    {
        pw::common::QuietSink sink;
        const Position solution = *randomSolution(Board::flat(), 17, sink);
        const auto count = [&sink](const Position &p) {
            return pw::ui::kanoodle::countSolutionsFrom(p, sink)->solutions;
        };
        // Known positions: several pieces off (many), a pair off that fits one way (one), and
        // a piece put where nothing fits around it (none).
        Position many = solution;
        for (const int piece : {0, 1, 2, 3, 4, 5, 6, 7, 8})
            many.remove(piece);
        QVERIFY2(count(many) > 1, qPrintable(QString::number(count(many))));
        std::optional<Position> one;
        for (int a = 0; a < pieceCount && !one; ++a) {
            for (int b = a + 1; b < pieceCount && !one; ++b) {
                Position p = solution;
                p.remove(a);
                p.remove(b);
                if (count(p) == 1)
                    one = p;
            }
        }
        QVERIFY(one);
        Position open = solution;
        for (const int piece : {0, 3, 5, 9})
            open.remove(piece);
        const std::optional<Position> none = deadPlacing(open, 0);
        QVERIFY(none);
        const TakeOff blocking = piecesToTakeOff(*none, 0, sink);
        QCOMPARE(blocking.kind, TakeOff::Kind::Pieces);

        KanoodleTab tab;
        const auto doneSettingUp = [&tab](const Position &position) -> QString {
            tab.startGame(KanoodleGame {position, std::nullopt, std::nullopt});
            tab.setSettingUp(true);
            QSignalSpy said(&tab, &KanoodleTab::statusMessage);
            tab.setSettingUp(false);
            if (tab.isSettingUp())
                return QStringLiteral("still setting up");
            (void)QTest::qWaitFor([&] { return !said.isEmpty() && !tab.solverRunner()->isRunning(); },
                            20000);
            return said.isEmpty() ? QString() : said.last().at(0).toString();
        };
        QCOMPARE(doneSettingUp(many), QStringLiteral("The puzzle is set: %1 solutions.")
                                          .arg(QLocale().toString(count(many))));
        QCOMPARE(tab.view()->markedPieces(), 0);
        QCOMPARE(doneSettingUp(*one), QStringLiteral("The puzzle is set: exactly one solution."));
        const QString said = doneSettingUp(*none);
        QVERIFY2(said.startsWith(QStringLiteral("No solution")), qPrintable(said));
        for (int piece = 0; piece < pieceCount; ++piece) {
            if ((blocking.pieces >> piece) & 1U)
                QVERIFY2(said.contains(pieceColourName(piece)), qPrintable(said));
        }
        QCOMPARE(tab.view()->markedPieces(), blocking.pieces); // ringed on the board
    }

    void statisticsCountEveryMoveMade()
    {
        QStandardPaths::setTestModeEnabled(true);
        pw::statistics::GameStatistics::reset(QStringLiteral("kanoodle"));
        KanoodleTab tab;
        tab.resize(1100, 700);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        const KanoodleGame game = flatGame({2, 7, 9});
        tab.startGame(game);
        KanoodleBoardView *view = tab.view();
        // Each missing piece by the keyboard and a click: three placements, three moves.
        for (const int piece : {2, 7, 9}) {
            const int placement = *game.solution->placementOf(piece);
            const CellMask cells
                = Board::flat()->placements()[static_cast<std::size_t>(placement)].cells;
            QTest::keyClick(view, Qt::Key_A + piece, Qt::ShiftModifier);
            QTest::mouseClick(view, Qt::LeftButton, {},
                              widgetPoint(view, view->geometryModel()->ballCentre(
                                                    std::countr_zero(cells))));
            for (std::size_t i = 0;
                 i < view->candidates().size() && view->previewPlacement() != placement; ++i)
                QTest::keyClick(view, Qt::Key_Tab);
            QTest::keyClick(view, Qt::Key_Return);
            QVERIFY(tab.position().isPlaced(piece));
        }
        QVERIFY(tab.position().isComplete());
        const QList<pw::statistics::CategoryRecord> records
            = pw::statistics::GameStatistics::records(QStringLiteral("kanoodle"));
        QCOMPARE(records.size(), 1);
        QCOMPARE(records.first().bestMoves, std::optional<int>(3));
    }

    void theSidePanelShowsTheMidendsClockInItsOwnLine()
    {
        KanoodleTab tab;
        tab.resize(1100, 700);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        const auto *clock = tab.findChild<pw::ui::TickingLabel *>(QStringLiteral("kanoodleClock"));
        QVERIFY(clock);
        const auto *hint = tab.findChild<QPushButton *>(QStringLiteral("kanoodleHint"));
        const QPoint hintAt = hint->mapTo(&tab, QPoint(0, 0));
        tab.midend()->clock()->reset(65 * 1000);
        QCOMPARE(clock->text(), QStringLiteral("Time: 1:05"));
        tab.midend()->clock()->reset(3 * 3600 * 1000 + 7 * 1000);
        QCOMPARE(clock->text(), QStringLiteral("Time: 3:00:07"));
        QCOMPARE(hint->mapTo(&tab, QPoint(0, 0)), hintAt); // a longer time moves nothing
    }

    void closingTheTabDuringACountIsSafe()
    {
        auto *tab = new KanoodleTab;
        tab->startGame(KanoodleGame {Position(Board::pyramid()), std::nullopt, std::nullopt});
        tab->countSolutions(); // the empty pyramid: far longer than this test
        QTest::qWait(100);
        QVERIFY(tab->solverRunner()->isRunning());
        delete tab; // cancels and joins the worker
    }

    void theNewDialogStartsOnAFreshSeed()
    {
        KanoodleTab tab;
        // Opens New, reads the seed it offers (the last spin box) and cancels.
        const auto offeredSeed = [&tab] {
            int seed = -1;
            QTimer::singleShot(0, &tab, [&seed] {
                auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
                QVERIFY(dialog);
                seed = dialog->findChildren<QSpinBox *>().last()->value();
                dialog->reject();
            });
            tab.newGame();
            return seed;
        };
        const int first = offeredSeed();
        const int second = offeredSeed();
        QVERIFY(first >= 0 && second >= 0);
        QVERIFY(first != second); // random: equal once in a billion
    }

    // New's "Today's pyramid" button starts the date's pyramid, the game its seed ID names.
    void theNewDialogOffersTodaysPyramid()
    {
        KanoodleTab tab;
        tab.show();
        QTimer::singleShot(0, &tab, [] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            auto *button = dialog->findChild<QPushButton *>(QStringLiteral("kanoodleTodaysPyramid"));
            QVERIFY(button);
            button->click();
        });
        tab.newGame();
        const QString id = pw::kanoodle::dailyPyramidGameId(QDate::currentDate());
        QTRY_COMPARE_WITH_TIMEOUT(tab.gameId(), id, 20000);
        QCOMPARE(tab.position().board().kind(), BoardKind::Pyramid);
        pw::common::QuietSink sink;
        const auto expected = pw::kanoodle::generateFromRecipe(
            pw::kanoodle::dailyPyramidRecipe(QDate::currentDate()), sink);
        QVERIFY(expected);
        QCOMPARE(tab.game().puzzle.toString(), expected->puzzle.toString());
    }

    // Today's Puzzle offers two daily games: the flat puzzle (the tab's dailyGameId, the one the
    // streak in Statistics follows) and the pyramid, with the same names on every date, each
    // the same for everyone on a date and never the same game.
    void theTabOffersTheFlatAndThePyramidDailyGames()
    {
        KanoodleTab tab;
        const QDate day(2026, 11, 27);
        const QList<pw::ui::DailyGame> games = tab.dailyGames(day);
        QCOMPARE(games.size(), 2);
        QCOMPARE(games[0].gameId, tab.dailyGameId(day));
        QCOMPARE(games[1].gameId, pw::kanoodle::dailyPyramidGameId(day));
        QVERIFY(games[0].name != games[1].name);
        QVERIFY(!tab.checkGameId(games[0].gameId));
        QVERIFY(!tab.checkGameId(games[1].gameId));
        const QList<pw::ui::DailyGame> nextDay = tab.dailyGames(day.addDays(1));
        QCOMPARE(nextDay[0].name, games[0].name);
        QCOMPARE(nextDay[1].name, games[1].name);
        QVERIFY(nextDay[1].gameId != games[1].gameId);
        QCOMPARE(tab.dailyGames(day)[1].gameId, games[1].gameId);
    }

    // The catalog's ticks and best times come from the statistics' games: a game of a numbered
    // puzzle's ID (descriptive or seed) finished without help; one with help does not count.
    void catalogProgressTicksUnaidedGamesWithTheBestTime()
    {
        using pw::statistics::PlayedGame;
        using pw::ui::kanoodle::CatalogProgress;
        const CatalogEntry &first = catalog()[0];
        const CatalogEntry &second = catalog()[1];
        const CatalogEntry &third = catalog()[2];
        const auto game = [](const char *id, qint64 millis, bool assisted) {
            pw::statistics::PlayedGame played;
            played.puzzle = QStringLiteral("kanoodle");
            played.gameId = QString::fromLatin1(id);
            played.millis = millis;
            played.assisted = assisted;
            return played;
        };
        const CatalogProgress progress({game(first.gameId, 90000, false),
                                        game(first.seedId, 70000, false),
                                        game(first.gameId, 10000, true),
                                        game(second.gameId, 5000, true)});
        QVERIFY(progress.of(first).solved);
        QCOMPARE(progress.of(first).bestMillis, std::optional<qint64>(70000));
        QVERIFY(!progress.of(second).solved);
        QVERIFY(!progress.of(third).solved);
        QCOMPARE(progress.nextUnsolved(CatalogBoard::Flat)->number, 2);
        QCOMPARE(progress.nextUnsolved(CatalogBoard::Pyramid)->number, 1);
    }

    // A catalog picture is the start drawn by the board's painting: the colours of its given
    // pieces on it, different starts different pictures, and drawn once per puzzle and size.
    void catalogPicturesShowTheStart()
    {
        using pw::ui::kanoodle::catalogPicture;
        const QSize size(160, 60);
        for (const CatalogEntry &entry :
             {catalog()[0], catalog()[catalogPerBoard], catalog()[2 * catalogPerBoard]}) {
            const QImage picture = catalogPicture(entry, size);
            QCOMPARE(picture.size(), size);
            const auto parsed = pw::kanoodle::parseGameId(QString::fromLatin1(entry.gameId));
            QVERIFY(parsed && parsed->game);
            const Position &start = parsed->game->puzzle;
            // The pyramid is seen from above, its lower balls half hidden: the piece on its
            // highest ball is looked for there.
            std::uint16_t shown = start.placedPieces();
            if (entry.board == CatalogBoard::Pyramid) {
                for (int cell = 0; cell < pw::kanoodle::stateLength; ++cell) {
                    if (start.at(cell) != '.')
                        shown = std::uint16_t(1U << *pw::kanoodle::pieceIndexOfLetter(start.at(cell)));
                }
            }
            for (int piece = 0; piece < pw::kanoodle::pieceCount; ++piece) {
                if (!((shown >> piece) & 1U))
                    continue;
                const QColor colour = QColor::fromRgb(pw::kanoodle::pieces()[piece].rgb);
                bool seen = false;
                for (int y = 0; y < size.height() && !seen; ++y) {
                    for (int x = 0; x < size.width() && !seen; ++x) {
                        const QColor pixel = picture.pixelColor(x, y);
                        // Near it: the balls are shaded from light to dark.
                        seen = std::abs(pixel.red() - colour.red()) < 40
                            && std::abs(pixel.green() - colour.green()) < 40
                            && std::abs(pixel.blue() - colour.blue()) < 40;
                    }
                }
                QVERIFY2(seen, qPrintable(pw::kanoodle::catalogBoardKey(entry.board)
                                          + QStringLiteral(": piece %1").arg(piece)));
            }
            QCOMPARE(catalogPicture(entry, size).cacheKey(), picture.cacheKey());
        }
        QVERIFY(catalogPicture(catalog()[0], size) != catalogPicture(catalog()[1], size));
    }

    // A numbered puzzle's side panel names it briefly ("Pyramid 37"); its long descriptive ID
    // is in the tooltip and stays the game's ID.
    void aNumberedPuzzleGoesByItsShortName()
    {
        KanoodleTab tab;
        tab.show();
        const CatalogEntry &pyramid37 = catalog()[2 * catalogPerBoard + 36];
        const QString id = QString::fromLatin1(pyramid37.gameId);
        tab.startGameFromId(id);
        QTRY_COMPARE_WITH_TIMEOUT(tab.gameId(), id, 20000);
        const auto *info = tab.findChild<QLabel *>(QStringLiteral("kanoodleInfo"));
        QVERIFY(info);
        QVERIFY2(info->text().contains(QLatin1String("Pyramid 37")), qPrintable(info->text()));
        QVERIFY(!info->text().contains(id));
        QVERIFY(info->toolTip().contains(id));

        // Any other game keeps its own description.
        tab.generate(KanoodleTab::Mode::Flat, 5, 4242);
        QTRY_COMPARE_WITH_TIMEOUT(tab.gameId(), QStringLiteral("kanoodle:f5#4242"), 20000);
        QVERIFY2(info->text().contains(QLatin1String("seed 4242")), qPrintable(info->text()));
    }

    // New > Catalog > Next unsolved starts the board's first unsolved numbered puzzle.
    void theCatalogsNextUnsolvedStartsIt()
    {
        QStandardPaths::setTestModeEnabled(true); // the statistics the dialog reads
        KanoodleTab tab;
        tab.show();
        tab.startGame(KanoodleGame {Position(Board::pyramid()), std::nullopt, std::nullopt});
        QTimer::singleShot(0, &tab, [] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            auto *list = dialog->findChild<QTreeWidget *>(QStringLiteral("kanoodleCatalogList"));
            QVERIFY(list);
            QCOMPARE(list->topLevelItemCount(), catalogPerBoard);
            // Every row shows a picture of its start.
            for (int row = 0; row < list->topLevelItemCount(); ++row)
                QVERIFY(!list->topLevelItem(row)->icon(1).isNull());
            auto *next = dialog->findChild<QPushButton *>(QStringLiteral("kanoodleCatalogNext"));
            QVERIFY(next);
            next->click();
        });
        tab.showCatalog();
        const CatalogEntry &expected = catalog()[2 * catalogPerBoard]; // Pyramid 1
        QTRY_COMPARE_WITH_TIMEOUT(tab.gameId(), QString::fromLatin1(expected.gameId), 20000);
        QCOMPARE(tab.position().board().kind(), BoardKind::Pyramid);
    }
};

QTEST_MAIN(TestKanoodleTab)
#include "tst_kanoodletab.moc"
