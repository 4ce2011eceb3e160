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
    // Solve, Hint or an Undo that reveals what comes next helped with the game. Files that keep
    // it (Entanglement's "disqualified") write it and give it back when read.
    bool assisted = false;
    // The state on screen when the player changed it at the position without a move
    // (Midend::adjust: Entanglement's hand turned before the tile is placed); null otherwise.
    // A file that keeps such a change writes this state in place of the position's.
    GameState adjusted;

    // A game with no moves yet.
    static GameRecord startingAt(GameState state) { return {std::move(state), {}, 0, false, {}}; }
};

} // namespace pw::common
