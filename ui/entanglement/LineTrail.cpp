#include "ui/entanglement/LineTrail.h"

#include "ui/entanglement/TilePainter.h"

#include <QPainter>

#include <algorithm>

namespace pw::ui::entanglement {

QPainterPath LineTrail::path(const std::vector<pw::entanglement::Segment> &segments,
                             const CellCentre &centre, double side)
{
    QPainterPath trail;
    for (const pw::entanglement::Segment &segment : segments) {
        const QPointF middle = centre(segment.cell);
        const QPointF from = TilePainter::pinPoint(middle, side, segment.in);
        if (trail.elementCount() == 0)
            trail.moveTo(from);
        else
            trail.lineTo(from); // the same point as the last exit, but for rounding
        trail.quadTo(middle, TilePainter::pinPoint(middle, side, segment.out));
    }
    return trail;
}

double LineTrail::coreWidth(double side)
{
    return std::max(3.0, side * 0.125);
}

void LineTrail::paint(QPainter &painter, const QPainterPath &path, double side, QColor colour,
                      bool glow)
{
    if (path.isEmpty())
        return;
    const double core = coreWidth(side);
    painter.save();
    painter.setBrush(Qt::NoBrush);
    if (glow) {
        // A wide translucent halo: the line stands out from the tiles' white pairs around it.
        QColor halo = colour;
        halo.setAlpha(80);
        painter.setPen(QPen(halo, core * 3.2, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        painter.drawPath(path);
    }
    painter.setPen(QPen(QColor(0x10, 0x10, 0x10), core + std::max(2.0, core * 0.6), Qt::SolidLine,
                        Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(path);
    painter.setPen(QPen(colour, core, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(path);
    painter.restore();
}

} // namespace pw::ui::entanglement
