#pragma once

#include "core/sliding/Board.h"

#include <array>
#include <cstdint>
#include <vector>

namespace pw::sliding {

// Precomputed tables for one board size, shared by the heuristics and searches: the cell next
// to each cell in each direction and the Manhattan distance of each tile from each cell.
struct SearchGeometry
{
    explicit SearchGeometry(int rows, int cols);

    int rows;
    int cols;
    int cells;
    // neighbour[cell][direction] = cell the blank moves to, or -1 at an edge.
    std::vector<std::array<std::int8_t, 4>> neighbour;
    // manhattan[tile * cells + cell], 0 for the blank.
    std::vector<std::uint8_t> manhattan;

    int distance(int tile, int cell) const
    {
        return manhattan[static_cast<std::size_t>(tile * cells + cell)];
    }
};

} // namespace pw::sliding
