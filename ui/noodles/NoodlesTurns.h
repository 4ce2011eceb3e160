#pragma once

#include "core/common/OpaqueValue.h"
#include "core/noodles/Board.h"

#include <vector>

namespace pw::ui {

// A piece turned by `steps` (the view animates it); none: cell -1.
struct PieceTurn
{
    int cell = -1;
    int steps = 0;
};

// The one tile turned between two states (an undo or redo of a move), the shorter way round;
// none when anything else changed (a new game, a lock, Restart, Jumble, Solve), which is drawn
// at once.
PieceTurn turnBetween(const noodles::Board &before, const noodles::Board &after);

// The player's turns of pieces among the moves played (GameHistory::playersMoves): locks are not
// moves of the count, nor are the whole-position entries (Restart, Jumble, Solve, Hint), which
// play no moves.
int turnsPlayed(const std::vector<common::GameMove> &played);

} // namespace pw::ui
