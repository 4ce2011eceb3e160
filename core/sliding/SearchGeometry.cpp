#include "core/sliding/SearchGeometry.h"

#include <cstdlib>

namespace pw::sliding {

SearchGeometry::SearchGeometry(int r, int c)
    : rows(r)
    , cols(c)
    , cells(r * c)
{
    neighbour.resize(static_cast<std::size_t>(cells));
    manhattan.assign(static_cast<std::size_t>(cells * cells), 0);
    for (int cell = 0; cell < cells; ++cell) {
        const int row = cell / cols;
        const int col = cell % cols;
        auto &n = neighbour[static_cast<std::size_t>(cell)];
        n[static_cast<int>(Direction::Up)] = static_cast<std::int8_t>(row > 0 ? cell - cols : -1);
        n[static_cast<int>(Direction::Down)]
            = static_cast<std::int8_t>(row + 1 < rows ? cell + cols : -1);
        n[static_cast<int>(Direction::Left)] = static_cast<std::int8_t>(col > 0 ? cell - 1 : -1);
        n[static_cast<int>(Direction::Right)]
            = static_cast<std::int8_t>(col + 1 < cols ? cell + 1 : -1);
        for (int tile = 1; tile < cells; ++tile) {
            const int goal = tile - 1;
            manhattan[static_cast<std::size_t>(tile * cells + cell)] = static_cast<std::uint8_t>(
                std::abs(row - goal / cols) + std::abs(col - goal % cols));
        }
    }
}

} // namespace pw::sliding
