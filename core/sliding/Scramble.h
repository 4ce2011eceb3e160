#pragma once

#include "core/common/Expected.h"
#include "core/sliding/Board.h"

#include <cstdint>

namespace pw::sliding {

// Seed 003's default: at least 80 % of the tiles out of place.
inline constexpr double defaultOutOfPlace = 0.8;

// Random legal moves from the goal (never undoing the previous move) until at least
// outOfPlace * (tiles) tiles are off their goal cell. The same (rows, cols, seed, outOfPlace)
// always gives the same board. Because it only moves tiles, the result is always solvable.
// Refuses bad sizes and fractions outside [0, 1].
common::Expected<Board> scrambleBoard(int rows, int cols, std::uint64_t seed,
                                      double outOfPlace = defaultOutOfPlace);

} // namespace pw::sliding
