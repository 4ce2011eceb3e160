#pragma once

#include "core/noodles/Tile.h"

#include <vector>

namespace pw::noodles {

// Named sizes for the New dialog (the same for both grids; wrapping sizes have even widths so hex
// boards can use them too). Anything else is "custom".
struct DifficultyPreset
{
    const char *id; // stable identifier, for settings
    const char *name; // English name; the UI translates it
    int width;
    int height;
    bool wrap;
};

const std::vector<DifficultyPreset> &difficultyPresets();

} // namespace pw::noodles
