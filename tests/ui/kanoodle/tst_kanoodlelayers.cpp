// The pyramid's layer view uses its room: in the main window at 1100 x 760 its balls are at
// least 32 pixels across, every layer and the tray fit the view, it zooms with Ctrl+wheel and
// + / - keeping the ball under the pointer where it is, and clicks pick the same balls zoomed.
#include "core/kanoodle/Board.h"
#include "ui/kanoodle/KanoodleBoardView.h"
#include "ui/kanoodle/KanoodleTab.h"
#include "ui/shell/MainWindow.h"

#include <QStandardPaths>
#include <QWheelEvent>
#include <QtTest>

#include <bit>

using namespace pw::kanoodle;
using pw::ui::MainWindow;
using pw::ui::kanoodle::KanoodleBoardView;
using pw::ui::kanoodle::KanoodleTab;

namespace {

double ballPixels(const KanoodleBoardView *view)
{
    return view->toWidget(QPointF(1, 0)).x() - view->toWidget(QPointF(0, 0)).x();
}

void ctrlWheel(KanoodleBoardView *view, QPointF at, int delta)
{
    QWheelEvent event(at, view->mapToGlobal(at), QPoint(), QPoint(0, delta), Qt::NoButton,
                      Qt::ControlModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(view, &event);
}

// The main window at that size, the Kanoodle tab on an empty pyramid.
KanoodleTab *pyramidIn(MainWindow &window, QSize size)
{
    window.resize(size);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window) || !window.selectTab(QStringLiteral("kanoodle")))
        return nullptr;
    auto *tab = qobject_cast<KanoodleTab *>(window.currentTab());
    if (!tab)
        return nullptr;
    tab->startGame(KanoodleGame {Position(Board::pyramid()), std::nullopt, std::nullopt});
    QCoreApplication::processEvents();
    return tab;
}

} // namespace

class TestKanoodleLayers : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theLayersFillTheirRoom_data()
    {
        QTest::addColumn<QSize>("window");
        QTest::addColumn<double>("least");
        QTest::newRow("1100x760") << QSize(1100, 760) << 32.0;
        QTest::newRow("800x600") << QSize(800, 600) << 20.0;
    }

    void theLayersFillTheirRoom()
    {
        QFETCH(QSize, window);
        QFETCH(double, least);
        MainWindow main;
        KanoodleTab *tab = pyramidIn(main, window);
        QVERIFY(tab);
        KanoodleBoardView *view = tab->view();
        QTRY_VERIFY(view->width() > 0);
        const double ball = ballPixels(view);
        qInfo("%dx%d: the view is %dx%d, a ball %.1f pixels across", window.width(),
              window.height(), view->width(), view->height(), ball);
        QVERIFY2(ball >= least, qPrintable(QString::number(ball)));
        // Nothing of it is cut off: every layer and every tray slot lies inside the view.
        const auto *geometry = view->geometryModel();
        const QRectF shown(QPointF(0, 0), QSizeF(view->size()));
        for (int z = 0; z < 6; ++z) {
            const QRectF r(view->toWidget(geometry->layerRect(z).topLeft()),
                           view->toWidget(geometry->layerRect(z).bottomRight()));
            QVERIFY2(shown.contains(r), qPrintable(QStringLiteral("layer %1").arg(z + 1)));
        }
        for (int piece = 0; piece < pieceCount; ++piece) {
            const QRectF slot = geometry->traySlot(piece);
            QVERIFY(shown.contains(
                QRectF(view->toWidget(slot.topLeft()), view->toWidget(slot.bottomRight()))));
        }
        // Each ball is where a click finds it.
        for (int cell = 0; cell < stateLength; ++cell)
            QCOMPARE(geometry->ballAt(view->toUnits(view->toWidget(geometry->ballCentre(cell)))),
                     cell);
    }

    void theLayersZoomAboutThePointerAndTheCursor()
    {
        MainWindow main;
        KanoodleTab *tab = pyramidIn(main, QSize(1100, 760));
        QVERIFY(tab);
        KanoodleBoardView *view = tab->view();
        const auto *geometry = view->geometryModel();
        const double fitted = ballPixels(view);
        QCOMPARE(view->zoom(), 1.0);

        // Ctrl+wheel over the ball nearest the view's middle (a point by an edge moves, as the
        // drawing keeps covering the view): larger, that ball still under the pointer.
        int ball = 0;
        const QPointF middle(view->width() / 2.0, view->height() / 2.0);
        for (int cell = 0; cell < stateLength; ++cell) {
            if ((view->toWidget(geometry->ballCentre(cell)) - middle).manhattanLength()
                < (view->toWidget(geometry->ballCentre(ball)) - middle).manhattanLength())
                ball = cell;
        }
        const QPointF at = view->toWidget(geometry->ballCentre(ball));
        ctrlWheel(view, at, 120);
        ctrlWheel(view, at, 120);
        QCOMPARE(view->zoom(), KanoodleBoardView::zoomStep * KanoodleBoardView::zoomStep);
        QVERIFY(qAbs(ballPixels(view) - fitted * view->zoom()) < 0.01);
        QCOMPARE(geometry->ballAt(view->toUnits(at)), ball);
        QVERIFY((view->toWidget(geometry->ballCentre(ball)) - at).manhattanLength() < 1.0);

        // Picking works as before at this size: a piece chosen, a click on a ball offers its
        // ways through that ball, a second click places one.
        const int piece = 4; // E
        QTest::keyClick(view, Qt::Key_E, Qt::ShiftModifier);
        QCOMPARE(view->selectedPiece(), piece);
        QTest::mouseClick(view, Qt::LeftButton, {}, at.toPoint());
        QCOMPARE(view->cursorCell(), ball);
        QVERIFY(!view->candidates().empty());
        QTest::mouseClick(view, Qt::LeftButton, {}, at.toPoint());
        QVERIFY(tab->position().isPlaced(piece));
        QVERIFY((tab->position().filled() >> ball) & 1U);

        // - zooms out about the cursor's ball, back to the fitted view; never below it.
        QTest::keyClick(view, Qt::Key_Minus);
        QTest::keyClick(view, Qt::Key_Minus);
        QTest::keyClick(view, Qt::Key_Minus);
        QCOMPARE(view->zoom(), 1.0);
        QVERIFY(qAbs(ballPixels(view) - fitted) < 0.01);
        // + zooms in again, up to the most there is.
        for (int i = 0; i < 12; ++i)
            QTest::keyClick(view, Qt::Key_Plus);
        QCOMPARE(view->zoom(), KanoodleBoardView::maxZoom);
        // Zoomed in, the keys bring the cursor's ball into view wherever it goes.
        for (int i = 0; i < 6; ++i)
            QTest::keyClick(view, Qt::Key_Right);
        for (int i = 0; i < 6; ++i)
            QTest::keyClick(view, Qt::Key_PageUp);
        const QPointF cursor = view->toWidget(geometry->ballCentre(view->cursorCell()));
        QVERIFY(QRectF(QPointF(0, 0), QSizeF(view->size())).contains(cursor));
    }
};

QTEST_MAIN(TestKanoodleLayers)
#include "tst_kanoodlelayers.moc"
