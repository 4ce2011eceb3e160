#pragma once

#include "core/noodles/Board.h"
#include "core/noodles/NoodlesMove.h"

#include <vector>

namespace pw::noodles {

// The groups of tiles the lock tools act on (as in Net: lock everything, a row, a column, or a
// whole noodle network at once) and the moves that lock or unlock them. The moves are the
// player's lock moves, so a tool's effect is one entry of the history like any other move, and
// undo, saving and the autosave keep it.

// Every tile of the board.
std::vector<int> allTiles(const Board &board);
// The row and the column through `cell`.
std::vector<int> rowOf(const Board &board, int cell);
std::vector<int> columnOf(const Board &board, int cell);
// The noodle network through `cell`: the tiles joined to it by arms that meet (each arm answered
// by the tile it points at), the pieces a player sees as one connected noodle, `cell` first.
std::vector<int> networkOf(const Board &board, int cell);

// What a tool does to its group: lock it, unless every tile of it is locked already; then unlock
// it (so a second press takes back the first).
bool lockWanted(const Board &board, const std::vector<int> &cells);
// The moves that give every tile of `cells` the lock `locked`; none for a tile that has it.
std::vector<NoodlesMove> lockMoves(const Board &board, const std::vector<int> &cells, bool locked);

} // namespace pw::noodles
