#pragma once

#include "core/sliding/Board.h"

namespace pw::sliding {

// Number of pairs of tiles (blank ignored) that stand in the wrong order, reading row-major.
long long inversionCount(const Board &board);

// Whether the goal can be reached, decided by the permutation-parity invariant, never by search.
// A move left/right keeps the row-major order of the tiles, so inversions do not change. A move
// up/down jumps one tile over cols-1 others: with odd cols the inversion parity stays; with even
// cols it flips and so does the blank's row. Hence for odd cols "inversions even" is invariant,
// and for even cols "inversions + blank row" keeps its parity; compare with the goal's.
bool isSolvable(const Board &board);

// A board with the first two non-blank tiles swapped: exactly one of a board and its twin is
// solvable (seed 003 solved both in lock step to find out which).
Board twinBoard(const Board &board);

} // namespace pw::sliding
