#pragma once

#include "core/sliding/Board.h"

#include <optional>
#include <vector>

namespace pw::sliding {

// What a board typed or dragged together in the set-up editor amounts to. Its cells hold a tile
// number (0 the blank) or emptyCell where nothing was entered yet.
struct SetupCheck
{
    static constexpr int emptyCell = -1;

    std::vector<int> duplicates; // numbers entered in more than one cell, ascending
    std::vector<int> missing; // numbers (0 the blank) no cell holds, ascending
    std::vector<bool> clashing; // per cell: it holds one of the duplicates
    std::optional<Board> board; // once every number is there exactly once
    bool solvable = false; // the board's parity (only with a board)
};

// Checks cells (row-major, rows * cols of them) against 0 .. rows*cols-1 once each; a number out
// of that range counts as nothing entered. The size must be a valid board size.
SetupCheck checkSetup(int rows, int cols, const std::vector<int> &cells);

} // namespace pw::sliding
