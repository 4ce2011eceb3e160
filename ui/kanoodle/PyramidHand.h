#pragma once

#include "core/kanoodle/Position.h"

#include <QPointF>

#include <functional>
#include <optional>
#include <vector>

namespace pw::ui::kanoodle {

// The piece the player holds over the pyramid in the 3D view, and where it would go: its ghost,
// always one legal placement. No rendering and no events: the 3D view tells it where the pointer
// is (the ball under it, and where every ball is drawn on screen) and draws its ghost.
//
// The piece is held by one of its balls (the one clicked when a placed piece is lifted; the
// first for a piece from the tray until it is shown somewhere). Moving over a ball puts the held
// ball on it, in the orientation held until then when that fits there; when it does not, the way
// whose balls are drawn nearest where the held orientation's balls would be (carried with the
// pointer); for a piece not shown yet, the way whose balls are drawn nearest the pointer. Only
// when no way has the held ball on that ball does another ball of the piece go there (and the
// piece is held by that one from then on). Leaning ways count as any other. The wheel and keys
// step through the ways at that spot (the placements with the held ball on it); F mirrors.
class PyramidHand
{
public:
    // Where a ball's centre is drawn on screen.
    using ScreenPosition = std::function<QPointF(int cell)>;

    // Holds `piece` (not on the board) from the tray.
    void take(const pw::kanoodle::Position &position, int piece);
    // Lifts the placed piece lying on `cell`, held by that ball; its ghost starts where it lies.
    // False on an empty ball.
    bool lift(const pw::kanoodle::Position &position, int cell);
    void release();

    bool holding() const { return m_piece >= 0; }
    int piece() const { return m_piece; }
    // The placement the piece was lifted from, or -1 (a piece from the tray).
    int liftedFrom() const { return m_lifted; }
    // The placement shown as the ghost, or -1 (not shown yet).
    int ghost() const;
    // The ball the held ball is over, or -1; and which ball of the piece's shape is held.
    int spot() const { return m_spot; }
    int heldBall() const { return m_ball; }
    // The position the piece is taken from, and the board it is held over (without the piece).
    const pw::kanoodle::Position &origin() const { return *m_origin; }
    const pw::kanoodle::Position &board() const { return *m_board; }
    // The legal placements the ghost steps through at its spot, in the order it steps.
    std::vector<int> placementsHere() const;

    // The pointer at `pointer` is over ball `cell`: the ghost goes there. False (and the ghost
    // stays) when no way of the piece covers that ball.
    bool moveTo(int cell, QPointF pointer, const ScreenPosition &screen);
    // Shows the ghost on `cell`, or if nothing fits there on the ball in `among` drawn nearest it.
    bool showNear(int cell, const ScreenPosition &screen, pw::kanoodle::CellMask among);
    // The next (or, steps < 0, an earlier) way at the spot. False when only one fits there.
    bool turn(int steps);
    // The mirror image about the held ball. False when it does not fit there.
    bool mirror();
    // Arrow keys: to the nearest ball of `among` drawn in that direction on screen (within 50
    // degrees of it) where some way fits. False when there is none.
    bool step(QPointF direction, const ScreenPosition &screen, pw::kanoodle::CellMask among);

private:
    // Indices into pyramidWays(): the legal ways with ball `ball` on `cell` (any ball: -1).
    std::vector<int> legalWaysAt(int cell, int ball) const;
    // The placements of legalWaysAt(spot, held ball), one way each, in table order.
    std::vector<int> waysHere() const;

    std::optional<pw::kanoodle::Position> m_origin;
    std::optional<pw::kanoodle::Position> m_board;
    int m_piece = -1;
    int m_lifted = -1;
    int m_way = -1; // index into pyramidWays()
    int m_ball = 0;
    int m_spot = -1;
};

} // namespace pw::ui::kanoodle
