#pragma once

#include "core/kanoodle/Board.h"

#include <array>
#include <vector>

namespace pw::ui::kanoodle {

// One way a piece lies in the pyramid, ball by ball: which cell each ball of the piece's shape
// (in Piece's order) covers. A placement is only a set of cells; handling a piece in 3D needs to
// know which ball the player holds and how the piece is turned, so a turned or moved piece keeps
// the ball under the pointer. Built with seed 001's algebra (orientOffset, transposeToPlane), as
// the placements themselves are.
struct PyramidWay
{
    int placement = -1; // index into Board::pyramid()->placements()
    int piece = 0;
    int size = 0; // 4 or 5 balls
    std::array<int, 5> cells {}; // state index of ball i
    bool mirror = false;
    int rotation = 0;
    bool lean = false;
    int plane = 0;

    // The ball of this way on `cell`, or -1.
    int ballOn(int cell) const;
    // Whether the two ways have the same shape about balls `ball` and `otherBall`: every ball's
    // lattice offset from the held ball is the same (the same orientation, moved).
    bool sameShape(int ball, const PyramidWay &other, int otherBall) const;
};

// Every way of every piece in Board::pyramid(), in the order of the generator's loops turned
// inside out (plane, lean, mirror, rotation, root), so stepping through the ways at one ball
// turns the piece in its plane before it leans; computed once. Ways that repeat another's balls
// in the same order are left out.
const std::vector<PyramidWay> &pyramidWays();
// The indices into pyramidWays() of one piece's ways.
const std::vector<int> &pyramidWaysOfPiece(int piece);

} // namespace pw::ui::kanoodle
