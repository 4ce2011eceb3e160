// A drag holds a piece by the ball pressed, from the tray as from the board, on the flat board
// and on the pyramid's layers: that ball stays under the pointer and is where it goes down.
#include "core/kanoodle/Generator.h"
#include "core/kanoodle/PlacementGenerator.h"
#include "ui/common/Midend.h"
#include "ui/kanoodle/KanoodleBoardView.h"
#include "ui/kanoodle/KanoodleTab.h"
#include "ui/kanoodle/PyramidWays.h"

#include <QtTest>

#include <bit>
#include <set>
#include <utility>

using namespace pw::kanoodle;
using pw::ui::kanoodle::KanoodleBoardView;
using pw::ui::kanoodle::KanoodleTab;

namespace {

QPoint widgetPoint(KanoodleBoardView *view, QPointF units)
{
    return view->toWidget(units).toPoint();
}

void drag(KanoodleBoardView *view, QPoint from, QPoint to)
{
    QTest::mousePress(view, Qt::LeftButton, {}, from);
    QTest::mouseMove(view, (from + to) / 2);
    QTest::mouseMove(view, to);
    QTest::mouseRelease(view, Qt::LeftButton, {}, to);
}

// The balls the piece's tray shape covers with its ball `grab` on `cell` (in cell's layer), or
// 0 when a ball would be off the board.
CellMask shapeWithBallOn(KanoodleBoardView *view, int piece, int grab, int cell)
{
    const Board &board = view->position()->board();
    const auto o = view->orientation(piece);
    const PieceInfo &info = pieces()[static_cast<std::size_t>(piece)];
    const Cell g
        = orientOffset(info.offsets[static_cast<std::size_t>(grab)], o.mirror, o.rotation, false);
    const Cell at = board.cell(cell);
    CellMask mask = 0;
    for (int i = 0; i < info.size; ++i) {
        const Cell s
            = orientOffset(info.offsets[static_cast<std::size_t>(i)], o.mirror, o.rotation, false);
        const int index = board.cellIndex(at.x + s.x - g.x, at.y + s.y - g.y, at.z);
        if (index < 0)
            return 0;
        mask |= CellMask {1} << index;
    }
    return mask;
}

// The first ball of pyramid layer z (0 the base) where the piece, held by ball `grab`, lies
// flat as a legal placement, with the balls it covers there; {-1, 0} when there is none.
std::pair<int, CellMask> firstFlatFit(KanoodleBoardView *view, int piece, int grab, int z)
{
    const Board &board = view->position()->board();
    for (int i = 0; i < stateLength; ++i) {
        if (board.cell(i).z != z)
            continue;
        if (const CellMask mask = shapeWithBallOn(view, piece, grab, i);
            mask && board.findPlacement(piece, mask))
            return {i, mask};
    }
    return {-1, 0};
}

} // namespace

class TestKanoodleDrag : public QObject
{
    Q_OBJECT
private slots:
    void aDragFromTheTrayKeepsTheGrabbedBallOnTheFlatBoard()
    {
        KanoodleTab tab;
        tab.resize(1100, 700);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        pw::common::QuietSink sink;
        const Position solution = *randomSolution(Board::flat(), 17, sink);
        Position puzzle = solution;
        const int piece = 1; // B, Yellow: five balls, no symmetry
        puzzle.remove(piece);
        tab.startGame(KanoodleGame {puzzle, solution, std::nullopt});
        KanoodleBoardView *view = tab.view();
        const CellMask target
            = Board::flat()
                  ->placements()[static_cast<std::size_t>(*solution.placementOf(piece))]
                  .cells;
        // Turn the tray piece until some ball other than its first lies on a ball of its place.
        int grab = -1;
        int cell = -1;
        for (int turn = 0; turn < 12 && grab < 0; ++turn) {
            for (int ball = pieces()[static_cast<std::size_t>(piece)].size - 1;
                 ball >= 1 && grab < 0; --ball) {
                for (CellMask m = target; m; m &= m - 1) {
                    if (shapeWithBallOn(view, piece, ball, std::countr_zero(m)) == target) {
                        grab = ball;
                        cell = std::countr_zero(m);
                        break;
                    }
                }
            }
            if (grab < 0) {
                view->selectPiece(piece);
                QTest::keyClick(view, turn == 5 ? Qt::Key_F : Qt::Key_R);
            }
        }
        QVERIFY(grab > 0);
        // Pressed on that ball in the tray and dropped on its ball of the board: it lies there.
        QSignalSpy refused(view, &KanoodleBoardView::refused);
        drag(view, widgetPoint(view, view->trayBallCentre(piece, grab)),
             widgetPoint(view, view->geometryModel()->ballCentre(cell)));
        QCOMPARE(refused.count(), 0);
        QVERIFY(tab.position().isPlaced(piece));
        QCOMPARE(tab.position().placementOf(piece), solution.placementOf(piece));
        QVERIFY(tab.position().isComplete());
    }

    void aDragOntoAPyramidLayerLaysThePieceFlatUnderTheGrabbedBall()
    {
        KanoodleTab tab;
        tab.resize(1100, 700);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.startGame(KanoodleGame {Position(Board::pyramid()), std::nullopt, std::nullopt});
        KanoodleBoardView *view = tab.view();
        const Board &board = *Board::pyramid();
        const int piece = 1; // B
        const int grab = 3; // its fourth ball
        // A ball of layer 2 where the tray shape fits with its fourth ball on it.
        const auto [cell, expected] = firstFlatFit(view, piece, grab, 1);
        QVERIFY(cell >= 0);
        drag(view, widgetPoint(view, view->trayBallCentre(piece, grab)),
             widgetPoint(view, view->geometryModel()->ballCentre(cell)));
        QVERIFY(tab.position().isPlaced(piece));
        QCOMPARE(
            board.placements()[static_cast<std::size_t>(*tab.position().placementOf(piece))].cells,
            expected);
        QCOMPARE(tab.midend()->history().size(), 1);

        // Dragged again by another of its balls, down onto the base layer: that ball is where
        // the pointer lets go, the shape unchanged, as one Move step.
        const int second = 0;
        int from = -1;
        for (CellMask m = expected; m && from < 0; m &= m - 1) {
            if (shapeWithBallOn(view, piece, second, std::countr_zero(m)) == expected)
                from = std::countr_zero(m);
        }
        QVERIFY(from >= 0);
        const auto [to, moved] = firstFlatFit(view, piece, second, 0);
        QVERIFY(to >= 0);
        drag(view, widgetPoint(view, view->geometryModel()->ballCentre(from)),
             widgetPoint(view, view->geometryModel()->ballCentre(to)));
        QCOMPARE(
            board.placements()[static_cast<std::size_t>(*tab.position().placementOf(piece))].cells,
            moved);
        QCOMPARE(tab.midend()->history().size(), 2);

        // Dropped off the layers, a piece from the tray goes back with the reason.
        QSignalSpy refused(view, &KanoodleBoardView::refused);
        const int other = 0;
        drag(view, widgetPoint(view, view->trayBallCentre(other, 0)),
             widgetPoint(view, view->geometryModel()->trayRect().center()));
        QVERIFY(!tab.position().isPlaced(other));
        QCOMPARE(refused.count(), 1);
        // And a placed piece dropped on the tray comes off.
        drag(view, widgetPoint(view, view->geometryModel()->ballCentre(to)),
             widgetPoint(view, view->geometryModel()->trayRect().center()));
        QVERIFY(!tab.position().isPlaced(piece));
    }

    void aPieceThatCannotLieFlatWhereItIsDroppedLeansAndALeaningPieceIsDraggedAgain()
    {
        KanoodleTab tab;
        tab.resize(1100, 700);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.startGame(KanoodleGame {Position(Board::pyramid()), std::nullopt, std::nullopt});
        KanoodleBoardView *view = tab.view();
        const Board &board = *Board::pyramid();
        const int piece = 4; // E, five balls: never flat in layer 5 (three balls)
        const int grab = 2;
        // A ball of layer 5 some leaning way of E holds its third ball on.
        int cell = -1;
        for (const auto &way : pw::ui::kanoodle::pyramidWays()) {
            if (way.piece == piece && board.cell(way.cells[grab]).z == 4) {
                cell = way.cells[grab];
                break;
            }
        }
        QVERIFY(cell >= 0);
        QSignalSpy refused(view, &KanoodleBoardView::refused);
        drag(view, widgetPoint(view, view->trayBallCentre(piece, grab)),
             widgetPoint(view, view->geometryModel()->ballCentre(cell)));
        QCOMPARE(refused.count(), 0);
        QVERIFY(tab.position().isPlaced(piece));
        const int leaning = *tab.position().placementOf(piece);
        // It leans across layers, its third ball on the ball it was dropped on.
        bool held = false;
        for (const auto &way : pw::ui::kanoodle::pyramidWays())
            held = held || (way.placement == leaning && way.cells[grab] == cell);
        QVERIFY(held);
        std::set<int> layers;
        for (CellMask m = board.placements()[static_cast<std::size_t>(leaning)].cells; m;
             m &= m - 1)
            layers.insert(board.cell(std::countr_zero(m)).z);
        QVERIFY(layers.size() > 1);
        QCOMPARE(tab.midend()->history().size(), 1);

        // Dragged by its ball in layer 5 onto the base: a new place, as one Move step that one
        // Undo takes back.
        int to = -1;
        for (int i = 0; i < stateLength && to < 0; ++i) {
            if (board.cell(i).z == 0 && board.cell(i).x == 2 && board.cell(i).y == 1)
                to = i;
        }
        drag(view, widgetPoint(view, view->geometryModel()->ballCentre(cell)),
             widgetPoint(view, view->geometryModel()->ballCentre(to)));
        QCOMPARE(refused.count(), 0);
        QVERIFY(tab.position().isPlaced(piece));
        const int moved = *tab.position().placementOf(piece);
        QVERIFY(moved != leaning);
        QVERIFY((board.placements()[static_cast<std::size_t>(moved)].cells >> to) & 1U);
        QCOMPARE(tab.midend()->history().size(), 2);
        tab.midend()->undo();
        QCOMPARE(tab.position().placementOf(piece), std::optional<int>(leaning));
    }
};

QTEST_MAIN(TestKanoodleDrag)
#include "tst_kanoodledrag.moc"
