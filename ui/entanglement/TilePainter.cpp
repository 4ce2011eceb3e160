#include "ui/entanglement/TilePainter.h"

#include <QPainter>
#include <QPainterPath>

#include <cmath>

namespace pw::ui::entanglement {

using pw::entanglement::pinCount;

QPolygonF TilePainter::hexagon(QPointF centre, double side)
{
    const double h = side * std::sqrt(3.0) / 2.0;
    QPolygonF polygon;
    polygon << centre + QPointF(-side / 2, -h) << centre + QPointF(side / 2, -h)
            << centre + QPointF(side, 0) << centre + QPointF(side / 2, h)
            << centre + QPointF(-side / 2, h) << centre + QPointF(-side, 0);
    return polygon;
}

QPointF TilePainter::pinPoint(QPointF centre, double side, int pin)
{
    const QPolygonF corners = hexagon(centre, side);
    const int s = pin / 2;
    const QPointF from = corners[s];
    const QPointF to = corners[(s + 1) % 6];
    const double t = pin % 2 == 0 ? 1.0 / 3.0 : 2.0 / 3.0;
    return from + (to - from) * t;
}

void TilePainter::paint(QPainter &painter, QPointF centre, double side,
                        const pw::entanglement::Tile &tile, const TileStyle &style,
                        unsigned linePins, unsigned predictedPins, unsigned candidatePins,
                        double angleDegrees)
{
    painter.save();
    painter.translate(centre);
    painter.rotate(angleDegrees);
    const QPointF origin(0, 0);
    const QPolygonF shape = hexagon(origin, side);

    painter.setPen(Qt::NoPen);
    painter.setBrush(style.face);
    painter.drawPolygon(shape);

    const double width = std::max(1.5, side * 0.09);
    // Plain pairs first, then the coloured ones, so the line is never hidden under a plain curve.
    for (int layer = 0; layer < 4; ++layer) {
        for (int pin = 0; pin < pinCount; ++pin) {
            const int other = tile.partner(pin);
            if (other < pin)
                continue;
            const unsigned bits = (1u << pin) | (1u << other);
            const int pairLayer = (candidatePins & bits) ? 3
                : (predictedPins & bits)                 ? 2
                : (linePins & bits)                      ? 1
                                                         : 0;
            if (pairLayer != layer)
                continue;
            const QColor colour = layer == 3 ? style.candidate
                : layer == 2                 ? style.predicted
                : layer == 1                 ? style.line
                                             : style.path;
            QPainterPath path(pinPoint(origin, side, pin));
            path.quadTo(origin, pinPoint(origin, side, other));
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(style.outline, width * 1.6, Qt::SolidLine, Qt::FlatCap));
            painter.drawPath(path);
            painter.setPen(QPen(colour, width, Qt::SolidLine, Qt::FlatCap));
            painter.drawPath(path);
        }
    }

    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(style.edge, std::max(1.0, side * 0.03)));
    painter.drawPolygon(shape);
    painter.restore();
}

} // namespace pw::ui::entanglement
