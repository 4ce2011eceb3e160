#pragma once

// Independent checks for the Kanoodle suites: nothing here uses the solver under test.

#include "core/kanoodle/Board.h"
#include "core/kanoodle/Position.h"

#include <QString>

#include <bit>
#include <functional>
#include <vector>

namespace pw::kanoodle::test {

// Checks a reported solution cell by cell against the puzzle: every region cell filled, every
// given cell unchanged, every piece of the set present exactly once, as a legal placement of
// its own shape, no letter outside the set. Returns an empty string or what is wrong.
inline QString checkSolution(const Position &puzzle, const QString &solution)
{
    const Board &board = puzzle.board();
    if (solution.size() != stateLength)
        return QStringLiteral("length %1").arg(solution.size());
    CellMask cellsOf[pieceCount] = {};
    for (int i = 0; i < stateLength; ++i) {
        const char ch = solution.at(i).toLatin1();
        if (!board.inRegion(i)) {
            if (ch != '.')
                return QStringLiteral("cell %1 outside the region is %2").arg(i).arg(ch);
            continue;
        }
        if (ch < 'A' || ch > 'L')
            return QStringLiteral("cell %1 is '%2'").arg(i).arg(ch);
        if (puzzle.at(i) != '.' && puzzle.at(i) != ch)
            return QStringLiteral("given cell %1 changed from %2 to %3")
                .arg(i)
                .arg(puzzle.at(i))
                .arg(ch);
        cellsOf[ch - 'A'] |= CellMask {1} << i;
    }
    for (int piece = 0; piece < pieceCount; ++piece) {
        const CellMask cells = cellsOf[piece];
        if (!board.hasPiece(piece)) {
            if (cells)
                return QStringLiteral("piece %1 is not in the set").arg(piece);
            continue;
        }
        if (std::popcount(cells) != pieces()[static_cast<std::size_t>(piece)].size)
            return QStringLiteral("piece %1 has %2 cells").arg(piece).arg(std::popcount(cells));
        if (!board.findPlacement(piece, cells))
            return QStringLiteral("piece %1 is not a legal placement").arg(piece);
    }
    return {};
}

// Counts the completions of a position by the plainest possible search: pieces in letter
// order, every placement of each that fits. Exponential, for small regions only.
inline long long bruteForceCount(const Position &position)
{
    const Board &board = position.board();
    std::vector<int> missing;
    for (int piece = 0; piece < pieceCount; ++piece) {
        if ((position.missingPieces() >> piece) & 1U)
            missing.push_back(piece);
    }
    long long count = 0;
    std::function<void(std::size_t, CellMask)> go = [&](std::size_t k, CellMask filled) {
        if (k == missing.size()) {
            if ((filled & board.region()) == board.region())
                ++count;
            return;
        }
        for (const Placement &p : board.placements()) {
            if (p.piece == missing[k] && (p.cells & filled) == 0)
                go(k + 1, filled | p.cells);
        }
    };
    go(0, position.filled());
    return count;
}

} // namespace pw::kanoodle::test
