// Runs under Xvfb (the DISPLAY flag of pw_add_test): Qt3D needs an OpenGL context.
#include "core/kanoodle/Generator.h"
#include "ui/kanoodle/KanoodleBoardView.h"
#include "ui/kanoodle/KanoodleTab.h"
#include "ui/kanoodle/PyramidPicking.h"
#include "ui/kanoodle/Qt3DPyramidScene.h"
#include "ui/kanoodle/SolutionBrowser.h"

#include <QScreen>
#include <QWheelEvent>
#include <QtTest>

#include <Qt3DExtras/Qt3DWindow>
#include <Qt3DRender/QCamera>

using namespace pw::kanoodle;
using namespace pw::ui::kanoodle;

class TestKanoodle3d : public QObject
{
    Q_OBJECT
private slots:
    // A test's 3D window (a native window, deleted later) must be gone before the next test
    // grabs the screen: a left-over one on top showed the previous test's pyramid.
    void cleanup()
    {
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QTest::qWait(200);
    }

    void sceneShowsEachPieceInItsColourAndPicksLegalPlacements()
    {
        pw::common::QuietSink sink;
        const auto puzzle = generatePuzzle(Board::pyramid(), 7, 5, sink);
        QVERIFY(puzzle);
        KanoodleTab tab;
        tab.resize(1300, 800);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.startGame(KanoodleGame {puzzle->puzzle, puzzle->solution, std::nullopt});
        auto *scene = dynamic_cast<Qt3DPyramidScene *>(tab.scene());
        QVERIFY(scene);
        QVERIFY(scene->widget()->isVisible());
        QCOMPARE(scene->ballEntityCount(), 56);
        for (int i = 0; i < stateLength; ++i) {
            if (puzzle->puzzle.at(i) != '.') {
                const int piece = *pieceIndexOfLetter(puzzle->puzzle.at(i));
                QCOMPARE(scene->ballColour(i),
                         QColor::fromRgb(pieces()[static_cast<std::size_t>(piece)].rgb));
            }
        }

        // A screen grab of the tab shows every placed piece's colour somewhere in the 3D view.
        tab.raise();
        // The software renderer draws on demand: wait until two grabs a moment apart agree.
        const QPoint origin = scene->widget()->mapToGlobal(QPoint(0, 0));
        const auto grab = [&] {
            return tab.screen()
                ->grabWindow(0, origin.x(), origin.y(), scene->widget()->width(),
                             scene->widget()->height())
                .toImage();
        };
        QTest::qWait(1500);
        QImage image = grab();
        for (int tries = 0; tries < 20; ++tries) {
            QTest::qWait(250);
            const QImage again = grab();
            if (again == image)
                break;
            image = again;
        }
        QVERIFY(!image.isNull());
        for (int piece = 0; piece < pieceCount; ++piece) {
            if (!puzzle->puzzle.isPlaced(piece))
                continue;
            const QColor colour = QColor::fromRgb(pieces()[static_cast<std::size_t>(piece)].rgb);
            int close = 0;
            // Every pixel: in this puzzle piece 6 shows only a sliver of about 15 pixels, which
            // sampling every other row and column counted as 3 or 4 (under the bound) or 6.
            for (int y = 0; y < image.height(); ++y) {
                for (int x = 0; x < image.width(); ++x) {
                    const QColor p = image.pixelColor(x, y);
                    const int d = qAbs(p.red() - colour.red()) + qAbs(p.green() - colour.green())
                        + qAbs(p.blue() - colour.blue());
                    close += d < 45 ? 1 : 0;
                }
            }
            QVERIFY2(close > 5,
                     qPrintable(QStringLiteral("piece %1: %2 pixels").arg(piece).arg(close)));
        }

        // Clicking an empty ball in 3D with a piece selected offers exactly the core's legal
        // placements of that piece covering the ball.
        const int piece = std::countr_zero(static_cast<unsigned>(puzzle->puzzle.missingPieces()));
        tab.view()->selectPiece(piece);
        Qt3DRender::QCamera *camera = scene->window()->camera();
        int clicked = -1;
        for (int i = 0; i < stateLength && clicked < 0; ++i) {
            if (puzzle->puzzle.at(i) != '.')
                continue;
            const QPointF pixel = scene->ballPixel(i);
            const PickRay ray = rayThroughPixel(pixel, scene->window()->size(),
                                                camera->viewMatrix(), camera->projectionMatrix());
            if (pickBall(ray, *Board::pyramid(), ~CellMask {0} >> 8) == i) {
                QTest::mouseClick(scene->window(), Qt::LeftButton, {}, pixel.toPoint());
                clicked = i;
            }
        }
        QVERIFY(clicked >= 0);
        QCOMPARE(tab.view()->cursorCell(), clicked);
        std::vector<int> expected;
        for (const int index : Board::pyramid()->placementsOfPiece(piece)) {
            if (((Board::pyramid()->placements()[static_cast<std::size_t>(index)].cells >> clicked)
                 & 1U)
                && puzzle->puzzle.canPlace(index))
                expected.push_back(index);
        }
        QCOMPARE(tab.view()->candidates(), expected);
    }

    void leftDragPanKeepsThePointUnderTheCursorAtEveryZoom()
    {
        KanoodleTab tab;
        tab.resize(1300, 800);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.startGame(KanoodleGame {Position(Board::pyramid()), std::nullopt, std::nullopt});
        auto *scene = dynamic_cast<Qt3DPyramidScene *>(tab.scene());
        QVERIFY(scene);
        QWindow *window = scene->window();
        Qt3DRender::QCamera *camera = scene->window()->camera();
        for (int zoomSteps : {0, 4, -3}) {
            scene->resetView();
            if (zoomSteps != 0) {
                QWheelEvent wheel(QPointF(100, 100), window->mapToGlobal(QPointF(100, 100)),
                                  QPoint(), QPoint(0, 120 * zoomSteps), Qt::NoButton,
                                  Qt::NoModifier, Qt::NoScrollPhase, false);
                QCoreApplication::sendEvent(window, &wheel);
            }
            // The view centre is the point under the cursor when the drag starts there.
            const auto centrePixel = [&] {
                const QVector3D p
                    = (camera->projectionMatrix() * camera->viewMatrix()).map(camera->viewCenter());
                return QPointF((p.x() + 1) / 2 * window->width(),
                               (1 - p.y()) / 2 * window->height());
            };
            const QVector3D grabbed = camera->viewCenter();
            const QPoint start = centrePixel().toPoint();
            const QPoint end = start + QPoint(60, -35);
            QTest::mousePress(window, Qt::LeftButton, {}, start);
            for (int step = 1; step <= 5; ++step)
                QTest::mouseMove(window, start + (end - start) * step / 5);
            QTest::mouseRelease(window, Qt::LeftButton, {}, end);
            // The world point first under the cursor is under it still.
            const QVector3D p = (camera->projectionMatrix() * camera->viewMatrix()).map(grabbed);
            const QPointF now((p.x() + 1) / 2 * window->width(),
                              (1 - p.y()) / 2 * window->height());
            QVERIFY2(std::hypot(now.x() - end.x(), now.y() - end.y()) < 2.0,
                     qPrintable(QStringLiteral("zoom %1: at (%2, %3), cursor at (%4, %5)")
                                    .arg(zoomSteps)
                                    .arg(now.x())
                                    .arg(now.y())
                                    .arg(end.x())
                                    .arg(end.y())));
        }
    }

    void theSolutionBrowserDrawsItsSolutionInTheScene()
    {
        // Four pieces of a full pyramid kept: a few dozen solutions.
        pw::common::QuietSink sink;
        const auto full = randomSolution(Board::pyramid(), 8, sink);
        QVERIFY(full);
        Position puzzle(Board::pyramid());
        for (const int piece : {0, 4, 7, 11})
            puzzle.place(*full->placementOf(piece));
        KanoodleTab tab;
        tab.resize(1300, 800);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.startGame(KanoodleGame {puzzle, std::nullopt, std::nullopt});
        auto *scene = dynamic_cast<Qt3DPyramidScene *>(tab.scene());
        QVERIFY(scene);
        SolutionBrowser *browser = tab.solutionBrowser();
        browser->open(tab.position());
        QTRY_VERIFY_WITH_TIMEOUT(browser->found() >= 2, 20000);
        for (const std::int64_t number : {std::int64_t {1}, std::int64_t {2}}) {
            browser->showNumber(number);
            const Position shown = *browser->shown();
            QVERIFY(shown.isComplete());
            for (int i = 0; i < stateLength; ++i) {
                const int piece = *pieceIndexOfLetter(shown.at(i));
                QCOMPARE(scene->ballColour(i),
                         QColor::fromRgb(pieces()[static_cast<std::size_t>(piece)].rgb));
            }
        }
        // Back to the game: the scene shows the position again, its empty balls empty (grey).
        browser->close();
        const int empty = std::countr_zero(puzzle.emptyCells());
        QCOMPARE(scene->ballColour(empty), QColor(150, 150, 160));
    }
};

QTEST_MAIN(TestKanoodle3d)
#include "tst_kanoodle3d.moc"
