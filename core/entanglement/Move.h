#pragma once

#include "core/entanglement/Tile.h"

#include "core/common/UvGrid.h"

namespace pw::entanglement {

// One placed tile, as recorded in a game record: where it went, its pairs as placed, how far it
// was turned clockwise from the way it was dealt (0..5), whether it was the pocket tile at the
// start of the turn, and what it scored.
struct Move
{
    common::UvCell cell;
    Tile placed;
    int rotation = 0;
    bool swapped = false;
    int points = 0;
    friend bool operator==(const Move &, const Move &) = default;
};

} // namespace pw::entanglement
