#pragma once

#include "core/entanglement/PlayerKind.h"
#include "core/entanglement/Tile.h"

#include "core/common/UvGrid.h"

#include <optional>

namespace pw::entanglement {

// One placed tile, as recorded in a game record: where it went, its pairs as placed, how far it
// was turned clockwise from the way it was dealt (0..5), whether it was the pocket tile at the
// start of the turn, what it scored, and who
// placed it: a computer player (Autoplay) or, when empty, a person.
struct Move
{
    common::UvCell cell;
    Tile placed;
    int rotation = 0;
    bool swapped = false;
    int points = 0;
    std::optional<PlayerKind> computer;
    friend bool operator==(const Move &, const Move &) = default;
};

} // namespace pw::entanglement
