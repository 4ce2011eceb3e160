#pragma once

#include "core/entanglement/Tile.h"

#include <QColor>
#include <QPointF>
#include <QPolygonF>

class QPainter;

namespace pw::ui::entanglement {

// Seed 002's two-pass tile renderer. A tile is a flat-topped hexagon; each pin pair is a
// quadratic curve from pin to pin with the tile centre as control point, stroked twice: a wide
// dark pass, then a narrower coloured one on top, so every curve has an outline where it crosses
// another. Pins sit at a third and two thirds along each side, numbered clockwise from the left
// pin of the top side.
struct TileStyle
{
    QColor face {0xe0, 0xe0, 0xe0};
    QColor edge {0x33, 0x33, 0x33};
    QColor outline {0x10, 0x10, 0x10};
    QColor path {0xff, 0xff, 0xff};
    QColor line {0xff, 0x5a, 0x3c}; // pairs the line already runs through
    QColor predicted {0x3c, 0x8c, 0xe6}; // pairs the placement shown would add
    QColor ghost {0xff, 0xf0, 0xa0}; // the best line from here, drawn faintly
    QColor candidate {0x3c, 0xb4, 0x50}; // an AI candidate being shown
};

class TilePainter
{
public:
    // The six corners of a flat-topped hexagon with the given side length, clockwise from the
    // top-left one.
    static QPolygonF hexagon(QPointF centre, double side);
    // Where a pin sits on a tile drawn unrotated.
    static QPointF pinPoint(QPointF centre, double side, int pin);

    // Paints a tile. linePins / predictedPins / candidatePins are bit masks of pins (bit p for
    // pin p) whose pairs take the line, prediction or candidate colour; angleDegrees turns the
    // whole picture clockwise about the centre (the rotation animation).
    static void paint(QPainter &painter, QPointF centre, double side,
                      const pw::entanglement::Tile &tile, const TileStyle &style,
                      unsigned linePins = 0, unsigned predictedPins = 0, unsigned candidatePins = 0,
                      double angleDegrees = 0);
};

} // namespace pw::ui::entanglement
