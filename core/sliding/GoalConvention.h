#pragma once

#include "core/sliding/Board.h"

#include <optional>
#include <string>
#include <string_view>

namespace pw::sliding {

// Which goal a board is meant for. This program's goal holds 1, 2, ... with the blank last; the
// published benchmark sets (Korf's 100 random 15-puzzles, Korf and Felner's 24-puzzles) use the
// goal with the blank first: tile t on cell t. A half turn of the board maps one goal onto the
// other (cell p goes to cell N-1-p and tile t is renamed N-t, the blank staying the blank), and
// a solution of one onto a solution of the other of the same length, so such a board is solved
// turned and its moves are turned back.
enum class GoalConvention { BlankLast, BlankFirst };

// "blank-last" or "blank-first"; nothing for any other name.
std::optional<GoalConvention> goalConventionFromName(std::string_view name);

// The board with the blank-last goal that stands for `board` meant for `convention`.
Board boardForBlankLastGoal(const Board &board, GoalConvention convention);

// The moves that solve the board meant for `convention`, from the moves ("UDLR...") that solve
// boardForBlankLastGoal(board, convention): a half turn swaps Up with Down and Left with Right.
std::string movesForGoal(const std::string &blankLastMoves, GoalConvention convention);

} // namespace pw::sliding
