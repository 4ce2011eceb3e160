#pragma once

#include "core/common/Expected.h"
#include "core/sliding/Board.h"

#include <cstdint>

namespace pw::sliding {

// Seed 003's default: at least 80 % of the tiles out of place.
inline constexpr double defaultOutOfPlace = 0.8;

// How a new board is dealt.
enum class DealKind {
    // Random moves from the goal until enough tiles are out of place (scrambleBoard): easier
    // boards, as short as the walk. The first kind this program had; older seed IDs name it.
    Walk,
    // Every solvable arrangement equally likely (dealUniform), as Simon Tatham's fifteen deals:
    // a uniformly random 4 x 4 needs about 52.6 moves.
    Uniform,
};

// Random legal moves from the goal (never undoing the previous move) until at least
// outOfPlace * (tiles) tiles are off their goal cell. The same (rows, cols, seed, outOfPlace)
// always gives the same board. Because it only moves tiles, the result is always solvable.
// Refuses bad sizes and fractions outside [0, 1].
common::Expected<Board> scrambleBoard(int rows, int cols, std::uint64_t seed,
                                      double outOfPlace = defaultOutOfPlace);

// A uniformly random solvable arrangement of an R x C board other than the goal: a shuffle of
// every cell, the blank included; when it has the wrong parity its first two tiles are swapped
// (twinBoard), which pairs each unsolvable arrangement with one solvable one, so every solvable
// arrangement stays equally likely. The same (rows, cols, seed) always gives the same board.
common::Expected<Board> dealUniform(int rows, int cols, std::uint64_t seed);

} // namespace pw::sliding
