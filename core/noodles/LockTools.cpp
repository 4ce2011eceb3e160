#include "core/noodles/LockTools.h"

#include "core/common/BreadthFirstSearch.h"

#include <algorithm>
#include <numeric>

namespace pw::noodles {

std::vector<int> allTiles(const Board &board)
{
    std::vector<int> cells(static_cast<std::size_t>(board.cellCount()));
    std::iota(cells.begin(), cells.end(), 0);
    return cells;
}

std::vector<int> rowOf(const Board &board, int cell)
{
    const Topology &topology = board.topology();
    std::vector<int> cells;
    for (int col = 0; col < board.width(); ++col)
        cells.push_back(topology.index(col, topology.row(cell)));
    return cells;
}

std::vector<int> columnOf(const Board &board, int cell)
{
    const Topology &topology = board.topology();
    std::vector<int> cells;
    for (int row = 0; row < board.height(); ++row)
        cells.push_back(topology.index(topology.col(cell), row));
    return cells;
}

std::vector<int> networkOf(const Board &board, int cell)
{
    std::vector<int> cells;
    if (cell < 0 || cell >= board.cellCount())
        return cells;
    const auto joined = [&board](int from, auto &&reach) {
        for (int d = 0; d < board.directions(); ++d) {
            if (board.linked(from, d))
                reach(board.topology().neighbour(from, d));
        }
    };
    common::breadthFirstSearchIndexed(board.cellCount(), {cell}, joined,
                                      [&cells](int tile, int) { cells.push_back(tile); });
    return cells;
}

bool lockWanted(const Board &board, const std::vector<int> &cells)
{
    return !std::all_of(cells.begin(), cells.end(), [&](int c) { return board.isLocked(c); });
}

std::vector<NoodlesMove> lockMoves(const Board &board, const std::vector<int> &cells, bool locked)
{
    std::vector<NoodlesMove> moves;
    for (const int cell : cells) {
        if (board.isLocked(cell) != locked)
            moves.push_back(NoodlesMove::lock(cell, locked));
    }
    return moves;
}

} // namespace pw::noodles
