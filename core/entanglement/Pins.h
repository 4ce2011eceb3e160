#pragma once

namespace pw::entanglement {

// Seed 002's twelve connection pins, two per side, numbered clockwise from the left pin of the
// top side: 0, 1 top; 2, 3 upper right; 4, 5 lower right; 6, 7 bottom; 8, 9 lower left;
// 10, 11 upper left. Side s (0 = top, clockwise) holds pins 2s and 2s + 1, which matches the side
// numbering of pw::common::uvNeighbour.
inline constexpr int pinCount = 12;
inline constexpr int pinPairCount = 6;

constexpr int sideOfPin(int pin)
{
    return pin / 2;
}

// The pin a tile's pin lands on after `steps` clockwise turns by one side (negative turns go
// anticlockwise).
constexpr int rotatePin(int pin, int steps)
{
    return ((pin + 2 * steps) % pinCount + pinCount) % pinCount;
}

// The pin of the neighbour (through pin's side) that touches pin. Pins on facing sides run in
// opposite directions, so the left pin of a top side meets the left pin of the bottom side
// seen from the same viewer: 0 <-> 7, 1 <-> 6, 2 <-> 9 and so on.
constexpr int facingPin(int pin)
{
    return pin % 2 == 0 ? (pin + 7) % pinCount : (pin + 5) % pinCount;
}

} // namespace pw::entanglement
