#pragma once

#include "core/kanoodle/Position.h"

#include <QColor>
#include <QPointF>

#include <functional>
#include <vector>

class QWidget;

namespace pw::ui::kanoodle {

// What the tab needs from a 3D pyramid view. Qt3D is deprecated from Qt 6.8 on, so the tab
// talks only to this interface; Qt3DPyramidScene is today's implementation and another renderer
// can replace it without touching the tab's logic. Picking maths live in PyramidPicking.
class PyramidScene
{
public:
    virtual ~PyramidScene() = default;

    virtual QWidget *widget() = 0;
    virtual void showState(const pw::kanoodle::Position &position, std::uint16_t givenPieces) = 0;
    // A placement drawn translucent in place, or -1.
    virtual void setPreview(int placement) = 0;
    // The placements still offered while a piece is entered by clicks (set-up): the empty balls
    // they cover are tinted in the piece's colour, the 3D form of the layer view's rings. Empty:
    // none.
    virtual void setCandidates(const std::vector<int> &placements) = 0;
    // A piece held over the pyramid (PyramidHand): its ghost, a placement drawn translucent in the
    // piece's colour (-1: none), and the piece lifted from the board to be moved (-1: none),
    // whose own balls fade while it is held.
    virtual void setHeld(int ghost, int liftedPiece) = 0;
    // The piece ringed (solver replay), or -1.
    virtual void setHighlightedPiece(int piece) = 0;
    // Pieces named by a message (the ones blocking a dead position; bit p = piece p): drawn
    // solid while the other placed pieces fade, so they stand out whatever their colour.
    virtual void setMarkedPieces(std::uint16_t pieces) = 0;
    // Layers above `topLayer` (0-5) are hidden so the inside can be seen.
    virtual void setTopLayer(int topLayer) = 0;
    virtual void resetView() = 0;
    // Where a ball's centre is drawn, in the view's pixels (origin top left).
    virtual QPointF ballPixel(int cell) const = 0;
    // The first ball of `among` under a pixel, among the layers shown; -1: none.
    virtual int ballAt(QPointF pixel, pw::kanoodle::CellMask among) const = 0;
    // The balls of the layers shown.
    virtual pw::kanoodle::CellMask visibleBalls() const = 0;
    // The colour a ball is drawn in now (for tests and screen readers).
    virtual QColor ballColour(int cell) const = 0;
    virtual int ballEntityCount() const = 0;

    // Called when the player clicks a ball (state index).
    std::function<void(int cell)> onBallClicked;
    // Keys pressed in the 3D view that the tab handles (Tab, Enter, Delete, ...).
    std::function<void(int key, Qt::KeyboardModifiers modifiers)> onKey;
    // Whether a key belongs to the view before the window's shortcuts (Esc while a piece is held).
    std::function<bool(int key)> claimsKey;

    // Handling a held piece; each returns whether it used the event (else the view does what it
    // does without a piece: a click goes to onBallClicked, the wheel zooms).
    // The pointer moved over the view with no button pressed.
    std::function<void(QPointF pixel)> onPointerMoved;
    // A left click (press and release without a drag).
    std::function<bool(QPointF pixel)> onClick;
    // A right click without a drag.
    std::function<bool()> onRightClick;
    // The wheel without Ctrl (Ctrl+wheel always zooms): whole steps, up positive.
    std::function<bool(int steps)> onWheel;
};

} // namespace pw::ui::kanoodle
