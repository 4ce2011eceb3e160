#include "core/sliding/BoardSetup.h"

#include "core/sliding/Solvability.h"

namespace pw::sliding {

SetupCheck checkSetup(int rows, int cols, const std::vector<int> &cells)
{
    const int count = rows * cols;
    SetupCheck check;
    std::vector<int> times(static_cast<std::size_t>(count), 0);
    for (const int cell : cells) {
        if (cell >= 0 && cell < count)
            ++times[static_cast<std::size_t>(cell)];
    }
    for (int number = 0; number < count; ++number) {
        const int seen = times[static_cast<std::size_t>(number)];
        if (seen == 0)
            check.missing.push_back(number);
        else if (seen > 1)
            check.duplicates.push_back(number);
    }
    for (const int cell : cells) {
        const bool inRange = cell >= 0 && cell < count;
        check.clashing.push_back(inRange && times[static_cast<std::size_t>(cell)] > 1);
    }
    if (check.missing.empty() && check.duplicates.empty()
        && static_cast<int>(cells.size()) == count) {
        check.board = Board::fromTiles(rows, cols, cells);
        check.solvable = check.board && isSolvable(*check.board);
    }
    return check;
}

} // namespace pw::sliding
