#pragma once

#include "core/noodles/EdgeMarks.h"

namespace pw::noodles {

// One thing a Noodles player does: turn a tile `steps` clockwise steps (negative: the other
// way), lock or unlock it, mark a side between two tiles (a wall, joined, or no mark), or on a
// wrapping board shift the origin of the picture by whole columns and rows. As JSON (the words
// the GUI's history has always written, and the mark's):
// {"rotate": CELL, "by": STEPS}, {"lock": CELL, "on": true|false},
// {"mark": CELL, "side": SIDE, "as": "wall"|"joined"|"none"} or {"shift": [COLUMNS, ROWS]}.
struct NoodlesMove
{
    enum class Kind { Rotate, Lock, Shift, Mark };
    Kind kind = Kind::Rotate;
    int cell = 0;
    int steps = 1; // Rotate
    bool locked = true; // Lock
    int columns = 0; // Shift: the tile drawn at the top left moves this many columns on
    int rows = 0; // ... and rows
    int side = 0; // Mark: the side of `cell` (N = 0, clockwise)
    EdgeMark mark = EdgeMark::None; // ... and what it becomes

    static NoodlesMove rotate(int cell, int steps) { return {Kind::Rotate, cell, steps, true}; }
    static NoodlesMove lock(int cell, bool locked) { return {Kind::Lock, cell, 0, locked}; }
    static NoodlesMove shift(int columns, int rows)
    {
        return {Kind::Shift, 0, 0, true, columns, rows};
    }
    static NoodlesMove markSide(int cell, int side, EdgeMark mark)
    {
        return {Kind::Mark, cell, 0, true, 0, 0, side, mark};
    }

    friend bool operator==(const NoodlesMove &, const NoodlesMove &) = default;
};

} // namespace pw::noodles
