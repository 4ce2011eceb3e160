#pragma once

#include <array>
#include <optional>

namespace pw::sliding {

// A move names the direction the blank travels: Up swaps the blank with the tile above it.
enum class Direction : unsigned char { Up = 0, Down = 1, Left = 2, Right = 3 };

inline constexpr std::array<Direction, 4> allDirections {Direction::Up, Direction::Down,
                                                         Direction::Left, Direction::Right};

inline constexpr char directionLetter(Direction d)
{
    constexpr char letters[4] = {'U', 'D', 'L', 'R'};
    return letters[static_cast<int>(d)];
}

inline constexpr Direction opposite(Direction d)
{
    constexpr Direction result[4]
        = {Direction::Down, Direction::Up, Direction::Right, Direction::Left};
    return result[static_cast<int>(d)];
}

// 'U', 'D', 'L', 'R' (either case) or nothing.
inline std::optional<Direction> directionFromLetter(char c)
{
    switch (c) {
    case 'U':
    case 'u':
        return Direction::Up;
    case 'D':
    case 'd':
        return Direction::Down;
    case 'L':
    case 'l':
        return Direction::Left;
    case 'R':
    case 'r':
        return Direction::Right;
    default:
        return std::nullopt;
    }
}

} // namespace pw::sliding
