#include "core/sliding/GoalConvention.h"

#include <vector>

namespace pw::sliding {

std::optional<GoalConvention> goalConventionFromName(std::string_view name)
{
    if (name == "blank-last")
        return GoalConvention::BlankLast;
    if (name == "blank-first")
        return GoalConvention::BlankFirst;
    return std::nullopt;
}

Board boardForBlankLastGoal(const Board &board, GoalConvention convention)
{
    if (convention == GoalConvention::BlankLast)
        return board;
    const int cells = board.cellCount();
    std::vector<int> turned(static_cast<std::size_t>(cells));
    for (int cell = 0; cell < cells; ++cell) {
        const int tile = board.at(cell);
        turned[static_cast<std::size_t>(cells - 1 - cell)] = tile == 0 ? 0 : cells - tile;
    }
    // A renaming of a valid board's tiles on a board of the same size: always valid.
    return *Board::fromTiles(board.rows(), board.cols(), turned);
}

std::string movesForGoal(const std::string &blankLastMoves, GoalConvention convention)
{
    if (convention == GoalConvention::BlankLast)
        return blankLastMoves;
    std::string turned = blankLastMoves;
    for (char &letter : turned) {
        if (const std::optional<Direction> direction = directionFromLetter(letter))
            letter = directionLetter(opposite(*direction));
    }
    return turned;
}

} // namespace pw::sliding
