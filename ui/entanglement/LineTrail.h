#pragma once

#include "core/entanglement/Line.h"

#include <QColor>
#include <QPainterPath>

#include <functional>
#include <vector>

class QPainter;

namespace pw::ui::entanglement {

// The line over the placed tiles drawn as one stroke, on top of the tiles' own pairs: a soft glow,
// a dark outline and a bright core, thicker than a tile's pairs and never thinner than a few
// pixels, so it can be followed at every radius — at radius 6 on a small window a tile is under
// 20 pixels wide and its pairs' strokes under 2.
class LineTrail
{
public:
    // The screen centre of a cell at the board's current size.
    using CellCentre = std::function<QPointF(pw::common::UvCell)>;

    // One path through the segments in order: in each tile, pin to pin curved about the centre
    // as TilePainter draws a pair; a segment's exit pin is where the next one enters.
    static QPainterPath path(const std::vector<pw::entanglement::Segment> &segments,
                             const CellCentre &centre, double side);
    // The core's width for a tile side: at least 3 pixels, an eighth of the side above that.
    static double coreWidth(double side);
    // Glow (when asked), outline and core.
    static void paint(QPainter &painter, const QPainterPath &path, double side, QColor colour,
                      bool glow);
};

} // namespace pw::ui::entanglement
