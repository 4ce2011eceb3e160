#include "core/sliding/Solvability.h"

#include <vector>

namespace pw::sliding {

long long inversionCount(const Board &board)
{
    // Boards have at most 99 tiles, so the quadratic count is cheaper than anything clever.
    std::vector<int> order;
    order.reserve(static_cast<std::size_t>(board.cellCount()));
    for (Board::Tile t : board.tiles()) {
        if (t != 0)
            order.push_back(t);
    }
    long long inversions = 0;
    for (std::size_t i = 0; i < order.size(); ++i) {
        for (std::size_t j = i + 1; j < order.size(); ++j) {
            if (order[i] > order[j])
                ++inversions;
        }
    }
    return inversions;
}

bool isSolvable(const Board &board)
{
    const long long inversions = inversionCount(board);
    if (board.cols() % 2 == 1)
        return inversions % 2 == 0;
    // Goal: zero inversions with the blank on the last row.
    return (inversions + board.blankRow()) % 2 == (board.rows() - 1) % 2;
}

Board twinBoard(const Board &board)
{
    std::vector<int> tiles(board.tiles().begin(), board.tiles().end());
    int first = -1;
    for (int i = 0; i < static_cast<int>(tiles.size()); ++i) {
        if (tiles[static_cast<std::size_t>(i)] == 0)
            continue;
        if (first < 0) {
            first = i;
        } else {
            std::swap(tiles[static_cast<std::size_t>(first)], tiles[static_cast<std::size_t>(i)]);
            break;
        }
    }
    return *Board::fromTiles(board.rows(), board.cols(), tiles);
}

} // namespace pw::sliding
