#pragma once

#include "core/common/SolverSink.h"
#include "core/kanoodle/Position.h"

#include <cstdint>

namespace pw::kanoodle {

struct TakeOff
{
    enum class Kind {
        Pieces, // take off `pieces` and the position has a solution
        Solvable, // the position has a solution as it is: nothing to take off
        Impossible, // even with every piece but the kept ones off there is none
        Cancelled,
    };
    Kind kind = Kind::Impossible;
    std::uint16_t pieces = 0; // bit p = piece p
};

// What a player stuck in a dead position should take off: the fewest placed pieces, none of
// `kept` (the puzzle's given pieces), whose removal leaves a position with a solution. Sets
// are tried by increasing size and, within a size, in one fixed order (so the answer is the same
// every time); each try is one first-solution search, well under a millisecond on most
// positions, and the small sets come first, so a position one or two pieces away from solvable
// is answered after a few dozen tries.
TakeOff piecesToTakeOff(const Position &position, std::uint16_t kept, common::SolverSink &sink);

} // namespace pw::kanoodle
