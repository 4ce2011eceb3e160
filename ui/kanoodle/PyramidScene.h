#pragma once

#include "core/kanoodle/Position.h"

#include <QColor>

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
    // The piece ringed (solver replay), or -1.
    virtual void setHighlightedPiece(int piece) = 0;
    // Pieces named by a message (the ones blocking a dead position; bit p = piece p): drawn
    // solid while the other placed pieces fade, so they stand out whatever their colour.
    virtual void setMarkedPieces(std::uint16_t pieces) = 0;
    // Layers above `topLayer` (0-5) are hidden so the inside can be seen.
    virtual void setTopLayer(int topLayer) = 0;
    virtual void resetView() = 0;
    // The colour a ball is drawn in now (for tests and screen readers).
    virtual QColor ballColour(int cell) const = 0;
    virtual int ballEntityCount() const = 0;

    // Called when the player clicks a ball (state index).
    std::function<void(int cell)> onBallClicked;
    // Keys pressed in the 3D view that the tab handles (Tab, Enter, Delete, ...).
    std::function<void(int key, Qt::KeyboardModifiers modifiers)> onKey;
};

} // namespace pw::ui::kanoodle
