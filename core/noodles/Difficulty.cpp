#include "core/noodles/Difficulty.h"

namespace pw::noodles {

const std::vector<DifficultyPreset> &difficultyPresets()
{
    // Growing boards, then wrap, which removes the edges a player starts from; last the
    // 100 x 100 boards Net's players play, flat and wrapping (even, so hex boards can wrap).
    static const std::vector<DifficultyPreset> presets {
        {"beginner", "Beginner", 5, 5, false}, {"easy", "Easy", 7, 7, false},
        {"medium", "Medium", 10, 9, false},    {"hard", "Hard", 13, 11, false},
        {"expert", "Expert", 10, 9, true},     {"master", "Master", 14, 11, true},
        {"giant", "Giant", 30, 20, true},      {"huge", "Huge", 100, 100, false},
        {"vast", "Vast", 100, 100, true},
    };
    return presets;
}

} // namespace pw::noodles
