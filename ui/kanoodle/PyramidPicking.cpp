#include "ui/kanoodle/PyramidPicking.h"

#include <cmath>

namespace pw::ui::kanoodle {

using namespace pw::kanoodle;

QVector3D pyramidBallPosition(const Cell &c)
{
    // Face-centred cubic packing: a layer's balls sit in the hollows of the layer below.
    const float x = c.x + c.y / 2.0f + c.z / 2.0f;
    const float depth = c.y * std::sqrt(3.0f) / 2.0f + c.z * std::sqrt(3.0f) / 6.0f;
    const float up = c.z * std::sqrt(2.0f / 3.0f);
    return QVector3D(x, up, -depth);
}

QVector3D pyramidCentre()
{
    // The centroid of the four corner balls.
    return (pyramidBallPosition({0, 0, 0}) + pyramidBallPosition({5, 0, 0})
            + pyramidBallPosition({0, 5, 0}) + pyramidBallPosition({0, 0, 5}))
        / 4.0f;
}

PickRay rayThroughPixel(QPointF pixel, QSize viewport, const QMatrix4x4 &view,
                        const QMatrix4x4 &projection)
{
    const float nx = static_cast<float>(2.0 * pixel.x() / viewport.width() - 1.0);
    const float ny = static_cast<float>(1.0 - 2.0 * pixel.y() / viewport.height());
    const QMatrix4x4 inverse = (projection * view).inverted();
    const QVector3D nearPoint = inverse.map(QVector3D(nx, ny, -1.0f));
    const QVector3D farPoint = inverse.map(QVector3D(nx, ny, 1.0f));
    return PickRay {nearPoint, (farPoint - nearPoint).normalized()};
}

int pickBall(const PickRay &ray, const Board &board, CellMask visible)
{
    int best = -1;
    float bestT = 1e30f;
    for (int i = 0; i < stateLength; ++i) {
        if (!((visible >> i) & 1U))
            continue;
        // |origin + t d - c|^2 = r^2, with |d| = 1.
        const QVector3D oc = ray.origin - pyramidBallPosition(board.cell(i));
        const float b = QVector3D::dotProduct(oc, ray.direction);
        const float c = oc.lengthSquared() - 0.25f;
        const float disc = b * b - c;
        if (disc < 0)
            continue;
        const float t = -b - std::sqrt(disc);
        if (t > 0 && t < bestT) {
            bestT = t;
            best = i;
        }
    }
    return best;
}

} // namespace pw::ui::kanoodle
