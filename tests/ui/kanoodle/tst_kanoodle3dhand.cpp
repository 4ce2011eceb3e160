// Handling pieces in the 3D view with the mouse and keys (PyramidSceneHand). Runs under Xvfb
// (the DISPLAY flag of pw_add_test): Qt3D needs an OpenGL context. The pointer is driven with
// synthetic QTest events on the 3D window at the pixels where the scene draws its balls; the
// scene picks them with its own ray test, as for a real mouse.
#include "core/common/SolverSink.h"
#include "core/kanoodle/Generator.h"
#include "ui/common/Midend.h"
#include "ui/kanoodle/KanoodleBoardView.h"
#include "ui/kanoodle/KanoodleTab.h"
#include "ui/kanoodle/PyramidPicking.h"
#include "ui/kanoodle/PyramidSceneHand.h"
#include "ui/kanoodle/Qt3DPyramidScene.h"

#include <QWheelEvent>
#include <QtTest>

#include "ui/kanoodle/StillSceneWindow.h"
#include <Qt3DRender/QCamera>

#include <bit>

using namespace pw::kanoodle;
using namespace pw::ui::kanoodle;

namespace {

struct Fixture
{
    KanoodleTab tab;
    Qt3DPyramidScene *scene = nullptr;
    PyramidSceneHand *hand = nullptr;
    QWindow *window = nullptr;

    bool start(const KanoodleGame &game)
    {
        tab.resize(1300, 800);
        tab.show();
        if (!QTest::qWaitForWindowExposed(&tab))
            return false;
        tab.startGame(game);
        scene = dynamic_cast<Qt3DPyramidScene *>(tab.scene());
        hand = tab.findChild<PyramidSceneHand *>();
        window = scene ? scene->window() : nullptr;
        return scene && hand && window;
    }

    // Whether the empty ball is the first empty ball under its own pixel (what a pointer there
    // reaches), and the pixel is inside the view.
    bool reachable(int cell) const
    {
        const QPointF pixel = scene->ballPixel(cell);
        if (pixel.x() < 2 || pixel.y() < 2 || pixel.x() > window->width() - 2
            || pixel.y() > window->height() - 2)
            return false;
        return scene->ballAt(pixel, tab.position().emptyCells()) == cell;
    }

    void wheel(int notches)
    {
        const QPointF at(window->width() / 2.0, window->height() / 2.0);
        QWheelEvent event(at, window->mapToGlobal(at), QPoint(), QPoint(0, 120 * notches),
                          Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(window, &event);
    }

    int ghost() const { return hand->hand().ghost(); }
    const Placement &placement(int index) const
    {
        return Board::pyramid()->placements()[static_cast<std::size_t>(index)];
    }
};

KanoodleGame pyramidPuzzle()
{
    pw::common::QuietSink sink;
    const auto puzzle = generatePuzzle(Board::pyramid(), 7, 5, sink);
    return KanoodleGame {puzzle->puzzle, puzzle->solution, std::nullopt};
}

} // namespace

class TestKanoodle3dHand : public QObject
{
    Q_OBJECT
private slots:
    void cleanup()
    {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QTest::qWait(100);
    }

    void aPieceFromTheTrayIsMovedTurnedAndDroppedAsOneUndoableMove()
    {
        Fixture f;
        QVERIFY(f.start(pyramidPuzzle()));
        const Position before = f.tab.position();
        const int piece = std::countr_zero(static_cast<unsigned>(before.missingPieces()));
        f.tab.view()->selectPiece(piece); // a click in the tray
        // An empty ball the pointer reaches where the piece fits more than one way.
        int target = -1;
        for (int cell = 0; cell < stateLength && target < 0; ++cell) {
            if (before.at(cell) != '.' || !f.reachable(cell))
                continue;
            QTest::mouseMove(f.window, f.scene->ballPixel(cell).toPoint());
            if (f.ghost() >= 0 && f.hand->hand().spot() == cell
                && f.hand->hand().placementsHere().size() >= 2)
                target = cell;
        }
        QVERIFY(target >= 0);
        // The ghost: a legal placement of the piece over the ball pointed at, drawn in its colour.
        const int shown = f.ghost();
        QCOMPARE(f.placement(shown).piece, piece);
        QVERIFY(before.canPlace(shown));
        QVERIFY((f.placement(shown).cells >> target) & 1U);
        const QColor colour = QColor::fromRgb(pieces()[static_cast<std::size_t>(piece)].rgb);
        for (CellMask m = f.placement(shown).cells; m; m &= m - 1)
            QCOMPARE(f.scene->ballColour(std::countr_zero(m)), colour);

        // The wheel turns it to another legal way through the same ball; R too; F mirrors.
        f.wheel(1);
        const int turned = f.ghost();
        QVERIFY(turned != shown);
        QVERIFY(before.canPlace(turned));
        QVERIFY((f.placement(turned).cells >> target) & 1U);
        QTest::keyClick(f.window, Qt::Key_R);
        QVERIFY(before.canPlace(f.ghost()));
        QTest::keyClick(f.window, Qt::Key_R, Qt::ShiftModifier);
        QCOMPARE(f.ghost(), turned); // Shift+R turns back
        QVERIFY(f.tab.position() == before); // nothing played yet

        // A click drops it where the ghost is: one move, taken back by one undo.
        const int steps = f.tab.midend()->history().size();
        QTest::mouseClick(f.window, Qt::LeftButton, {}, f.scene->ballPixel(target).toPoint());
        QCOMPARE(f.tab.position().placementOf(piece), std::optional<int>(turned));
        QCOMPARE(f.tab.midend()->history().size(), steps + 1);
        QCOMPARE(f.ghost(), -1);
        QCOMPARE(f.tab.view()->selectedPiece(), -1);
        f.tab.midend()->undo();
        QVERIFY(f.tab.position() == before);
    }

    void aPlacedPieceLiftedAndDroppedElsewhereIsOneMove()
    {
        Fixture f;
        const KanoodleGame game = pyramidPuzzle();
        QVERIFY(f.start(game));
        // Place a missing piece first (where the solution has it), then move it.
        const int piece = std::countr_zero(static_cast<unsigned>(game.puzzle.missingPieces()));
        emit f.tab.view()->placeRequested(*game.solution->placementOf(piece));
        QVERIFY(f.tab.position().isPlaced(piece));
        const Position placed = f.tab.position();
        const int steps = f.tab.midend()->history().size();
        const CellMask own = f.placement(*placed.placementOf(piece)).cells;
        // A ball of it the pointer reaches (nothing drawn in front of it).
        int grabbed = -1;
        for (CellMask m = own; m && grabbed < 0; m &= m - 1) {
            const int cell = std::countr_zero(m);
            if (f.scene->ballAt(f.scene->ballPixel(cell), ~CellMask {0} >> 8) == cell)
                grabbed = cell;
        }
        QVERIFY(grabbed >= 0);
        QTest::mouseClick(f.window, Qt::LeftButton, {}, f.scene->ballPixel(grabbed).toPoint());
        QCOMPARE(f.hand->hand().liftedFrom(), *placed.placementOf(piece));
        QVERIFY(f.tab.position() == placed); // lifted, not taken off
        // Over another empty ball where it fits otherwise.
        Position without = placed;
        without.remove(piece);
        int target = -1;
        for (int cell = 0; cell < stateLength && target < 0; ++cell) {
            if (without.at(cell) != '.' || ((own >> cell) & 1U))
                continue;
            const QPointF pixel = f.scene->ballPixel(cell);
            if (f.scene->ballAt(pixel, without.emptyCells()) != cell)
                continue;
            QTest::mouseMove(f.window, pixel.toPoint());
            if (f.hand->hand().spot() == cell && f.ghost() != *placed.placementOf(piece))
                target = cell;
        }
        QVERIFY(target >= 0);
        const int moved = f.ghost();
        QVERIFY(without.canPlace(moved));
        QTest::keyClick(f.window, Qt::Key_Return); // Enter drops as a click does
        QCOMPARE(f.tab.position().placementOf(piece), std::optional<int>(moved));
        QCOMPARE(f.tab.midend()->history().size(), steps + 1);
        f.tab.midend()->undo();
        QVERIFY(f.tab.position() == placed);
    }

    void escapeRightClickAndTheKeysNeverShowAnIllegalGhost()
    {
        Fixture f;
        QVERIFY(f.start(pyramidPuzzle()));
        const Position before = f.tab.position();
        const int piece = std::countr_zero(static_cast<unsigned>(before.missingPieces()));
        f.tab.view()->selectPiece(piece);
        f.scene->widget()->setFocus();
        // Arrows alone: the first shows the piece, the others move it; each ghost legal.
        QTest::keyClick(f.window, Qt::Key_Right);
        QVERIFY(f.ghost() >= 0);
        int moves = 0;
        for (const Qt::Key key : {Qt::Key_Right, Qt::Key_Up, Qt::Key_Left, Qt::Key_Down,
                                  Qt::Key_Right, Qt::Key_Down, Qt::Key_Left, Qt::Key_Up}) {
            const int spot = f.hand->hand().spot();
            QTest::keyClick(f.window, key);
            moves += f.hand->hand().spot() != spot;
            QVERIFY(before.canPlace(f.ghost()));
            QTest::keyClick(f.window, Qt::Key_F);
            QVERIFY(before.canPlace(f.ghost()));
            f.wheel(-1);
            QVERIFY(before.canPlace(f.ghost()));
        }
        QVERIFY(moves > 0);
        // Esc puts it back: nothing held or chosen, nothing played.
        QTest::keyClick(f.window, Qt::Key_Escape);
        QCOMPARE(f.ghost(), -1);
        QCOMPARE(f.tab.view()->selectedPiece(), -1);
        QVERIFY(f.tab.position() == before);

        // The pointer over every empty ball it reaches: each ghost legal, over that ball.
        f.tab.view()->selectPiece(piece);
        for (int cell = 0; cell < stateLength; ++cell) {
            if (before.at(cell) != '.' || !f.reachable(cell))
                continue;
            QTest::mouseMove(f.window, f.scene->ballPixel(cell).toPoint());
            if (f.ghost() < 0)
                continue;
            QVERIFY(before.canPlace(f.ghost()));
            QCOMPARE(f.placement(f.ghost()).piece, piece);
            QVERIFY((f.placement(f.ghost()).cells >> f.hand->hand().spot()) & 1U);
        }
        QVERIFY(f.ghost() >= 0);
        // A right click without a drag puts it back too.
        const QPoint middle(f.window->width() / 2, f.window->height() / 2);
        QTest::mouseClick(f.window, Qt::RightButton, {}, middle);
        QCOMPARE(f.ghost(), -1);
        QVERIFY(!f.hand->hand().holding());
        QVERIFY(f.tab.position() == before);
    }

    void ctrlWheelZoomsWhileAPieceIsHeld()
    {
        Fixture f;
        QVERIFY(f.start(pyramidPuzzle()));
        const Position before = f.tab.position();
        f.tab.view()->selectPiece(std::countr_zero(static_cast<unsigned>(before.missingPieces())));
        // Over empty balls until one where the piece fits.
        for (int cell = 0; cell < stateLength && f.ghost() < 0; ++cell) {
            if (before.at(cell) == '.' && f.reachable(cell))
                QTest::mouseMove(f.window, f.scene->ballPixel(cell).toPoint());
        }
        QVERIFY(f.ghost() >= 0);
        Qt3DRender::QCamera *camera = f.scene->window()->camera();
        const float distance = (camera->position() - camera->viewCenter()).length();
        const QPointF at(10, 10);
        QWheelEvent event(at, f.window->mapToGlobal(at), QPoint(), QPoint(0, 240), Qt::NoButton,
                          Qt::ControlModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(f.window, &event);
        QVERIFY((camera->position() - camera->viewCenter()).length() < distance - 0.1f);
        QVERIFY(f.ghost() >= 0); // still held
    }
};

QTEST_MAIN(TestKanoodle3dHand)
#include "tst_kanoodle3dhand.moc"
