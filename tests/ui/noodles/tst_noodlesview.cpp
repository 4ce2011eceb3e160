// The painted Noodles board on its own: zoom and pan, driven with wheel and mouse events.
#include "core/noodles/Generator.h"
#include "core/noodles/PowerNetwork.h"
#include "ui/noodles/NoodlesView.h"

#include <QWheelEvent>
#include <QtTest>

using namespace pw;
using pw::ui::NoodlesView;

namespace {

noodles::Board makeBoard(noodles::GridKind kind, int width, int height, bool wrap)
{
    auto board = noodles::generate({kind, width, height, wrap, false, 11});
    Q_ASSERT(board);
    return *board;
}

void wheel(NoodlesView &view, QPointF at, int notches)
{
    QWheelEvent event(at, view.mapToGlobal(at), {}, QPoint(0, 120 * notches), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(&view, &event);
}

} // namespace

class TestNoodlesView : public QObject
{
    Q_OBJECT
private slots:
    void theZoomStaysAboutThePointerNearTheEdges_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QSize>("viewSize");
        // A board that fits by its height in a wide view, and by its width in a tall one: on the
        // other axis it is smaller than the view, which is where the zoom used to drift.
        QTest::newRow("square, wide view") << 0 << QSize(900, 400);
        QTest::newRow("square, tall view") << 0 << QSize(400, 900);
        QTest::newRow("hex, wide view") << 1 << QSize(900, 400);
    }

    void theZoomStaysAboutThePointerNearTheEdges()
    {
        QFETCH(int, kind);
        QFETCH(QSize, viewSize);
        const noodles::Board board
            = makeBoard(static_cast<noodles::GridKind>(kind), 10, 10, false);
        NoodlesView view;
        view.resize(viewSize);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setBoard(board, noodles::PowerNetwork(board));
        // The four corner pieces and the middle of each edge.
        for (const int cell : {0, 9, 90, 99, 4, 40, 49, 94}) {
            view.fitToView();
            const QPointF before = view.cellCentre(cell);
            for (const int notches : {1, 2, 3, -1, 2}) {
                wheel(view, before, notches);
                QVERIFY2((view.cellCentre(cell) - before).manhattanLength() < 2.0,
                         qPrintable(QStringLiteral("cell %1 moved from (%2, %3) to (%4, %5)")
                                        .arg(cell)
                                        .arg(before.x())
                                        .arg(before.y())
                                        .arg(view.cellCentre(cell).x())
                                        .arg(view.cellCentre(cell).y())));
            }
            QVERIFY(view.zoom() > 2.0);
        }
    }

    void aDragStopsWhenTheBoardsEdgeReachesTheMiddle()
    {
        const noodles::Board board = makeBoard(noodles::GridKind::Square, 10, 10, false);
        NoodlesView view;
        view.resize(600, 600);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setBoard(board, noodles::PowerNetwork(board));
        wheel(view, QPointF(300, 300), 3);
        // Dragged far to the right: the board's left edge stops at the middle of the view.
        for (int drag = 0; drag < 2; ++drag) {
            QTest::mousePress(&view, Qt::LeftButton, {}, QPoint(100, 300));
            QTest::mouseMove(&view, QPoint(130, 300));
            QTest::mouseMove(&view, QPoint(590, 300));
            QTest::mouseRelease(&view, Qt::LeftButton, {}, QPoint(590, 300));
        }
        const double halfCell = (view.cellCentre(1).x() - view.cellCentre(0).x()) / 2.0;
        QCOMPARE(qRound(view.cellCentre(0).x() - halfCell), 300);
        QVERIFY(view.cellAt(QPointF(302, 300)) >= 0);
        // Fitting again centres it.
        view.fitToView();
        QCOMPARE(qRound(view.cellCentre(0).x() + view.cellCentre(99).x()), 600);
    }

    void aNeighbourAcrossTheWrapIsDrawnBesideTheTile()
    {
        // 4 x 4, wrapping: the tile at the right end of the top row faces the top left tile
        // across the edge. A hint citing its blank side draws it again left of the board.
        const noodles::Board board = makeBoard(noodles::GridKind::Square, 4, 4, true);
        NoodlesView view;
        view.resize(800, 400);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        view.setBoard(board, noodles::PowerNetwork(board));
        const double cell = view.cellCentre(1).x() - view.cellCentre(0).x();
        const QPoint ghost = (view.cellCentre(0) - QPointF(cell, 0)).toPoint();
        QCOMPARE(view.cellAt(ghost), -1); // beside the board
        const QImage before = view.grab().toImage();
        NoodlesView::Evidence evidence;
        evidence.cell = 0;
        evidence.blanks = {{3, 1}}; // the right side of tile 3, across the edge
        view.setEvidence(evidence);
        QVERIFY(view.grab().toImage().pixel(ghost) != before.pixel(ghost));
        // The tile beside it on the board (tile 1's left side) needs no ghost.
        evidence.blanks = {{1, 3}};
        view.setEvidence(evidence);
        QCOMPARE(view.grab().toImage().pixel(ghost), before.pixel(ghost));
    }
};

QTEST_MAIN(TestNoodlesView)
#include "tst_noodlesview.moc"
