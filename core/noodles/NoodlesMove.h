#pragma once

namespace pw::noodles {

// One thing a Noodles player does: turn a tile `steps` clockwise steps (negative: the other
// way), or lock or unlock it. As JSON (the words the GUI's history has always written):
// {"rotate": CELL, "by": STEPS} or {"lock": CELL, "on": true|false}.
struct NoodlesMove
{
    enum class Kind { Rotate, Lock };
    Kind kind = Kind::Rotate;
    int cell = 0;
    int steps = 1; // Rotate
    bool locked = true; // Lock

    static NoodlesMove rotate(int cell, int steps) { return {Kind::Rotate, cell, steps, true}; }
    static NoodlesMove lock(int cell, bool locked) { return {Kind::Lock, cell, 0, locked}; }

    friend bool operator==(const NoodlesMove &, const NoodlesMove &) = default;
};

} // namespace pw::noodles
