#include "ui/kanoodle/PyramidPicking.h"

#include <QtTest>

using namespace pw::kanoodle;
using namespace pw::ui::kanoodle;

class TestKanoodlePicking : public QObject
{
    Q_OBJECT
private slots:
    void ballsTouchTheirNeighboursAndNothingOverlaps()
    {
        const BoardPtr board = Board::pyramid();
        for (int i = 0; i < stateLength; ++i) {
            for (int j = i + 1; j < stateLength; ++j) {
                const float d
                    = (pyramidBallPosition(board->cell(i)) - pyramidBallPosition(board->cell(j)))
                          .length();
                const bool neighbours = (board->neighbours(i) >> j) & 1U;
                if (neighbours)
                    QVERIFY2(qAbs(d - 1.0f) < 1e-4f,
                             qPrintable(QStringLiteral("%1-%2: %3").arg(i).arg(j).arg(d)));
                else
                    QVERIFY(d > 1.0f + 1e-4f);
            }
        }
    }

    void aRayThroughABallsCentrePicksItOrABallInFront()
    {
        const BoardPtr board = Board::pyramid();
        QMatrix4x4 view;
        const QVector3D eye = pyramidCentre() + QVector3D(-4, 7, 11);
        view.lookAt(eye, pyramidCentre(), QVector3D(0, 1, 0));
        QMatrix4x4 projection;
        projection.perspective(40, 1.5f, 0.1f, 200);
        const QSize viewport(600, 400);
        const CellMask all = ~CellMask {0} >> (64 - stateLength);
        for (int i = 0; i < stateLength; ++i) {
            const QVector3D centre = pyramidBallPosition(board->cell(i));
            const QVector3D ndc = (projection * view).map(centre);
            const QPointF pixel((ndc.x() + 1) / 2 * viewport.width(),
                                (1 - ndc.y()) / 2 * viewport.height());
            const PickRay ray = rayThroughPixel(pixel, viewport, view, projection);
            // Alone, the ball is hit; among all, the hit is this ball or one nearer the eye.
            QCOMPARE(pickBall(ray, *board, CellMask {1} << i), i);
            const int hit = pickBall(ray, *board, all);
            QVERIFY(hit >= 0);
            QVERIFY((pyramidBallPosition(board->cell(hit)) - eye).length()
                    <= (centre - eye).length() + 1e-3f);
        }
        // The top corner of the viewport misses the pyramid.
        QCOMPARE(pickBall(rayThroughPixel(QPointF(1, 1), viewport, view, projection), *board, all),
                 -1);
    }
};

QTEST_APPLESS_MAIN(TestKanoodlePicking)
#include "tst_kanoodlepicking.moc"
