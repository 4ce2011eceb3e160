#pragma once

namespace pw::noodles {

// One thing a Noodles player does: turn a tile `steps` clockwise steps (negative: the other
// way), lock or unlock it, or on a wrapping board shift the origin of the picture by whole
// columns and rows. As JSON (the words the GUI's history has always written):
// {"rotate": CELL, "by": STEPS}, {"lock": CELL, "on": true|false} or {"shift": [COLUMNS, ROWS]}.
struct NoodlesMove
{
    enum class Kind { Rotate, Lock, Shift };
    Kind kind = Kind::Rotate;
    int cell = 0;
    int steps = 1; // Rotate
    bool locked = true; // Lock
    int columns = 0; // Shift: the tile drawn at the top left moves this many columns on
    int rows = 0; // ... and rows

    static NoodlesMove rotate(int cell, int steps) { return {Kind::Rotate, cell, steps, true}; }
    static NoodlesMove lock(int cell, bool locked) { return {Kind::Lock, cell, 0, locked}; }
    static NoodlesMove shift(int columns, int rows)
    {
        return {Kind::Shift, 0, 0, true, columns, rows};
    }

    friend bool operator==(const NoodlesMove &, const NoodlesMove &) = default;
};

} // namespace pw::noodles
