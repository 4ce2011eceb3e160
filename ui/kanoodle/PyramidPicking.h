#pragma once

#include "core/kanoodle/Board.h"

#include <QMatrix4x4>
#include <QSize>
#include <QVector3D>

#include <vector>

namespace pw::ui::kanoodle {

// Ball positions of the pyramid in 3D (ball diameter 1, y up, the base on y = 0) and the
// picking maths: a ray from the camera through a pixel, and the nearest ball it hits. No GL, so
// it is tested without a display and any renderer can use it.
struct PickRay
{
    QVector3D origin;
    QVector3D direction; // unit length
};

QVector3D pyramidBallPosition(const pw::kanoodle::Cell &cell);
// The centre of the pyramid, where the camera looks.
QVector3D pyramidCentre();

// The ray through a pixel (origin top left) of a viewport with these camera matrices.
PickRay rayThroughPixel(QPointF pixel, QSize viewport, const QMatrix4x4 &view,
                        const QMatrix4x4 &projection);

// The first ball (radius 0.5) the ray hits among those in `visible` (bit per state index), or -1.
int pickBall(const PickRay &ray, const pw::kanoodle::Board &board, pw::kanoodle::CellMask visible);

} // namespace pw::ui::kanoodle
