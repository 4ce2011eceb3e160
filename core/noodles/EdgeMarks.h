#pragma once

#include <cstdint>

namespace pw::noodles {

// A player's note on a side between two tiles (hexapipes' edge marks): a wall (no noodle may
// cross it) or joined (a noodle crosses it). Like a lock it is the player's, not a fact: hints
// never rest on it, and Check says when one contradicts the solution.
enum class EdgeMark : std::uint8_t { None, Wall, Joined };

// A marked side, named once: from the tile whose side it is among the first half of the sides
// (N and E on squares; N, NE and SE on hexes), so every side between two tiles has one name.
struct MarkedSide
{
    int cell = -1;
    int side = 0;
    EdgeMark mark = EdgeMark::None;

    friend bool operator==(const MarkedSide &, const MarkedSide &) = default;
};

} // namespace pw::noodles
