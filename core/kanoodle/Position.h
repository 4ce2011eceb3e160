#pragma once

#include "core/common/Expected.h"
#include "core/kanoodle/Board.h"

#include <array>
#include <optional>

namespace pw::kanoodle {

// A board with some pieces on it: the 56-character state of docs/kanoodle.md. A cheap value type
// (the board is shared), so undo stacks and solver threads each hold their own copy.
class Position
{
public:
    explicit Position(BoardPtr board);

    // Parses and validates a state string: length, characters, and every letter forming exactly
    // one legal placement of its piece inside the region. source names the input in errors.
    static common::Expected<Position> parse(BoardPtr board, const QString &state,
                                            const QString &source);

    const Board &board() const { return *m_board; }
    const BoardPtr &boardPtr() const { return m_board; }

    char at(int cell) const { return m_cells[static_cast<std::size_t>(cell)]; }
    QString toString() const;

    CellMask filled() const { return m_filled; }
    CellMask emptyCells() const { return m_board->region() & ~m_filled; }
    std::uint16_t placedPieces() const { return m_placed; }
    bool isPlaced(int piece) const { return (m_placed >> piece) & 1U; }
    // The board placement index each placed piece occupies.
    std::optional<int> placementOf(int piece) const;
    // Pieces of the board's set that are not on it yet.
    std::uint16_t missingPieces() const { return m_board->pieceSet() & ~m_placed; }
    bool isComplete() const { return missingPieces() == 0 && emptyCells() == 0; }

    // Whether a placement's piece is unplaced and its cells are free.
    bool canPlace(int placement) const;
    // Precondition: canPlace(placement).
    void place(int placement);
    void remove(int piece);

    friend bool operator==(const Position &a, const Position &b)
    {
        return a.m_board == b.m_board && a.m_cells == b.m_cells;
    }

private:
    BoardPtr m_board;
    std::array<char, stateLength> m_cells {};
    std::array<std::int16_t, pieceCount> m_placementOf {};
    CellMask m_filled = 0;
    std::uint16_t m_placed = 0;
};

} // namespace pw::kanoodle
