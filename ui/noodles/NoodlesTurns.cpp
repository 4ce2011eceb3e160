#include "ui/noodles/NoodlesTurns.h"

#include "core/noodles/NoodlesMove.h"

namespace pw::ui {

PieceTurn turnBetween(const noodles::Board &before, const noodles::Board &after)
{
    if (before.isNull() || after.isNull() || before.cellCount() != after.cellCount())
        return {};
    PieceTurn turn;
    for (int cell = 0; cell < after.cellCount(); ++cell) {
        if (before.tile(cell) == after.tile(cell))
            continue;
        if (turn.cell >= 0)
            return {};
        const int directions = after.directions();
        const int steps = noodles::rotationBetween(before.tile(cell), after.tile(cell), directions);
        turn = {cell, steps > directions / 2 ? steps - directions : steps};
    }
    return turn;
}

int turnsPlayed(const std::vector<common::GameMove> &played)
{
    int turns = 0;
    for (const common::GameMove &move : played)
        turns += move.as<noodles::NoodlesMove>().kind == noodles::NoodlesMove::Kind::Rotate;
    return turns;
}

} // namespace pw::ui
