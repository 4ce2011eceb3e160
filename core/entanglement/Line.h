#pragma once

#include "core/entanglement/Board.h"

#include <vector>

namespace pw::entanglement {

// One piece of the line: it enters the tile at `cell` through pin `in` and leaves through `out`.
struct Segment
{
    UvCell cell;
    int in = 0;
    int out = 0;
    friend bool operator==(const Segment &, const Segment &) = default;
};

// The line's open end: the cell it runs into next and the pin it enters that cell by. The first
// open end is (1, 1) at pin 7, facing the centre's pin 0.
struct LineEnd
{
    UvCell cell {1, 1};
    int pin = 7;
    friend bool operator==(const LineEnd &, const LineEnd &) = default;
};

// The open end at the start of every game.
constexpr LineEnd startOfLine()
{
    return LineEnd {};
}

// Where following the line from an open end stopped and how far it went.
struct FollowResult
{
    int length = 0; // segments added
    LineEnd end; // the next open end (a wall cell if hitWall)
    bool hitWall = false;

    int points() const { return length * (length + 1) / 2; }
};

// The cell and pin the line reaches after leaving `cell` through `pin`.
LineEnd stepOut(UvCell cell, int pin);

// Follows the line from `from` as if `tile` lay at from.cell (which is empty on the board), then
// on through every placed tile it reaches, until it meets an empty cell or a wall. Appends the
// segments to *segments when given. A line has two ends and every pin is used once, so it can
// never run in a circle; the loop is still bounded by the number of pins on the board.
FollowResult followLine(const Board &board, LineEnd from, const Tile &tile,
                        std::vector<Segment> *segments = nullptr);

// Sum 1 + 2 + ... + length: the points for a move that extends the line by `length` segments.
constexpr int pointsForLength(int length)
{
    return length * (length + 1) / 2;
}

} // namespace pw::entanglement
