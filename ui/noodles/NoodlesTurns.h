#pragma once

#include "core/noodles/Board.h"

class QUndoStack;

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

// The player's turns of pieces on `history` up to where it stands: locks and the whole-position
// entries (Restart, Jumble, Solve, Hint) are not moves of the count.
int turnsPlayed(const QUndoStack &history);

} // namespace pw::ui
