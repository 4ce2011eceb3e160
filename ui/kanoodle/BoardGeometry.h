#pragma once

#include "core/kanoodle/Board.h"

#include <QPointF>
#include <QRectF>
#include <QSizeF>

#include <optional>
#include <vector>

namespace pw::ui::kanoodle {

// Where things are drawn, in "ball" units (one ball diameter = 1): the board's balls (the
// pyramid as its six layers, each a triangle seen from above), and the tray of pieces below
// (or beside the pyramid's layers). Pure maths, no painting, so hit tests are tested without a
// display.
//
// The pyramid's layers are arranged for the room they are shown in: of a few arrangements (three
// layers a row; two, then four; two a row; all in one row; the tray below them or beside), the
// one whose balls come out largest in that room.
class BoardGeometry
{
public:
    // How the pyramid is laid out: its six layers side by side (where the player works), or
    // seen from above, each ball over the three it rests on (a small picture of the whole).
    enum class PyramidLayout { Layers, FromAbove };

    // room: the size the whole is shown in (only its shape counts), for the pyramid's layers;
    // empty: the view's usual size.
    explicit BoardGeometry(const pw::kanoodle::Board &board,
                           PyramidLayout layout = PyramidLayout::Layers, QSizeF room = {});

    QRectF boardRect() const { return m_boardRect; }
    QRectF trayRect() const { return m_trayRect; }
    // With a quarter ball of room all round, so the outer balls and the cursor's ring are not
    // cut by the view's edge.
    QRectF totalRect() const
    {
        return m_boardRect.united(m_trayRect).adjusted(-0.25, -0.25, 0.25, 0.25);
    }

    QPointF ballCentre(int cell) const { return m_centres[static_cast<std::size_t>(cell)]; }
    // The ball under a point (within half a ball), or -1.
    int ballAt(QPointF point) const;
    // The tray slot of a piece, and the piece whose slot holds a point (or -1).
    QRectF traySlot(int piece) const;
    int traySlotAt(QPointF point) const;
    // 2D boards: the lattice position (x, y) nearest a point, on the board or not.
    std::pair<int, int> nearestLattice(QPointF point) const;
    // 2D boards: where lattice position (x, y) is drawn.
    QPointF latticePoint(int x, int y) const;
    // The pyramid's layers: the layer a point lies over (within half a ball of its frame) and
    // the lattice position (x, y) of that layer nearest the point, on the pyramid or not.
    struct LayerPoint
    {
        int x = 0;
        int y = 0;
        int z = 0;
    };
    std::optional<LayerPoint> nearestLayerLattice(QPointF point) const;
    // Whether the pyramid is seen from above (no layer panels then).
    bool isFromAbove() const { return m_fromAbove; }
    // The layer panel's frame (pyramid) for drawing outlines.
    QRectF layerRect(int z) const;

private:
    // The pyramid's layers and tray arranged for a room of that shape.
    void arrangeLayers(QSizeF room);

    bool m_pyramid;
    bool m_fromAbove = false;
    double m_minDrawX = 0;
    double m_boardShift = 0; // to the right, centring the board over the tray
    std::vector<QPointF> m_centres;
    QRectF m_boardRect;
    QRectF m_trayRect;
    std::vector<QPointF> m_layerOrigin;
    int m_trayColumns = 6;
    QSizeF m_slotSize {3.0, 3.2};
};

} // namespace pw::ui::kanoodle
