#pragma once

#include "core/common/OpaqueValue.h"

#include <utility>
#include <vector>

namespace pw::common {

// A game as the midend keeps it: the state it started from, every move made from there, and how
// many of them are played. Moves past the position are the redo tail: undone, not forgotten, so
// an autosave that writes the record gives Undo and Redo back as they were. The state at the
// position is the start with the first `position` moves applied (GameBackend::stateAt).
struct GameRecord
{
    GameState start;
    std::vector<GameMove> moves;
    int position = 0;

    // A game with no moves yet.
    static GameRecord startingAt(GameState state) { return {std::move(state), {}, 0}; }
};

} // namespace pw::common
