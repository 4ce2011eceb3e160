#pragma once

#include <algorithm>
#include <bit>
#include <cstdint>

namespace pw::noodles {

// The two board shapes. Square tiles have four sides (N=1, E=2, S=4, W=8); flat-topped hexes six
// (N=1, NE=2, SE=4, S=8, SW=16, NW=32). Sides are numbered clockwise from the top.
enum class GridKind : std::uint8_t { Square, Hex };

// A tile is the bitmask of the sides its noodle leaves through.
using TileMask = std::uint8_t;

constexpr int directionCount(GridKind kind)
{
    return kind == GridKind::Square ? 4 : 6;
}

// Seed 004's degree caps: at most 3 connections on a square, 4 on a hex.
constexpr int maxDegree(GridKind kind)
{
    return kind == GridKind::Square ? 3 : 4;
}

constexpr TileMask fullMask(GridKind kind)
{
    return static_cast<TileMask>((1u << directionCount(kind)) - 1u);
}

constexpr int tileDegree(TileMask mask)
{
    return std::popcount(static_cast<unsigned>(mask));
}

constexpr int oppositeDirection(int direction, int count)
{
    return (direction + count / 2) % count;
}

// Rotating clockwise by one step moves bit i to bit (i + 1) mod count; negative steps rotate
// counter-clockwise.
constexpr TileMask rotateMask(TileMask mask, int steps, int count)
{
    steps %= count;
    if (steps < 0)
        steps += count;
    const unsigned full = (1u << count) - 1u;
    const unsigned m = mask & full;
    return static_cast<TileMask>(((m << steps) | (m >> (count - steps))) & full);
}

// The number of distinct orientations of a tile: the smallest positive rotation that maps the
// mask onto itself (a straight square piece has 2, a corner 4).
constexpr int rotationPeriod(TileMask mask, int count)
{
    for (int steps = 1; steps < count; ++steps) {
        if (rotateMask(mask, steps, count) == mask)
            return steps;
    }
    return count;
}

// The clockwise rotation (0..count-1) that turns `from` into `to`, or -1 if none does.
constexpr int rotationBetween(TileMask from, TileMask to, int count)
{
    for (int steps = 0; steps < count; ++steps) {
        if (rotateMask(from, steps, count) == to)
            return steps;
    }
    return -1;
}

// The fewest single-step turns, clockwise or anticlockwise (one click each in the game), that
// take `from` to `to`, or -1 if none does. A square straight needs at most one, a corner two.
constexpr int turnsBetween(TileMask from, TileMask to, int count)
{
    int best = -1;
    for (int steps = 0; steps < count; ++steps) {
        if (rotateMask(from, steps, count) != to)
            continue;
        const int turns = std::min(steps, count - steps);
        if (best < 0 || turns < best)
            best = turns;
    }
    return best;
}

} // namespace pw::noodles
