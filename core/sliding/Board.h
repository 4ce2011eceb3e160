#pragma once

#include "core/sliding/Direction.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pw::sliding {

// An R x C sliding-tile board, 2 <= R, C <= 10. Tiles are stored row-major; 0 is the blank.
// The goal holds 1, 2, ... in row-major order with the blank last. A Board is a small value:
// copying it is how undo, solvers and threads share positions.
class Board
{
public:
    static constexpr int minSide = 2;
    static constexpr int maxSide = 10;
    using Tile = std::uint8_t;

    // The solved board of the given size (sizes are clamped into range by the caller's checks;
    // see isValidSize).
    static Board goal(int rows, int cols);
    static bool isValidSize(int rows, int cols);

    // A board from row-major tiles; nothing when the size is out of range or the tiles are not
    // exactly 0 .. rows*cols-1 once each. Formats give the precise reason; this is for code.
    static std::optional<Board> fromTiles(int rows, int cols, const std::vector<int> &tiles);

    Board()
        : Board(goal(3, 3))
    { }

    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    int cellCount() const { return m_rows * m_cols; }
    int blankIndex() const { return m_blank; }
    int blankRow() const { return m_blank / m_cols; }
    int blankCol() const { return m_blank % m_cols; }
    Tile at(int index) const { return m_tiles[static_cast<std::size_t>(index)]; }
    Tile at(int row, int col) const { return at(row * m_cols + col); }
    const std::vector<Tile> &tiles() const { return m_tiles; }

    // Where tile t belongs in the goal (the blank belongs in the last cell).
    int goalIndexOf(int tile) const { return tile == 0 ? cellCount() - 1 : tile - 1; }

    bool canMove(Direction d) const;
    // The tile the blank would swap with, or -1 at an edge.
    int neighbourIndex(Direction d) const;
    // Applies a move; returns false (and changes nothing) at an edge.
    bool move(Direction d);
    Board moved(Direction d) const;
    // Applies "UDLR..." moves; returns the index of the first illegal letter or move, or -1.
    int applyMoves(const std::string &moves);

    bool isGoal() const;
    // Tiles (not the blank) that are not on their goal cell.
    int misplacedTiles() const;
    int manhattanDistance() const;

    friend bool operator==(const Board &, const Board &) = default;

private:
    Board(int rows, int cols, std::vector<Tile> tiles);

    int m_rows = 3;
    int m_cols = 3;
    int m_blank = 8;
    std::vector<Tile> m_tiles;
};

} // namespace pw::sliding
