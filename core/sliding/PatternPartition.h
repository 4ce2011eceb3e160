#pragma once

#include <QString>

#include <cstdint>
#include <vector>

namespace pw::sliding {

// Which tiles of a square board each additive pattern database covers. The patterns are
// disjoint and together hold every tile, so the sum of their tables is a lower bound on the
// moves (each move is one tile's move and is counted by one table only).
struct PatternPartition
{
    int side = 4;
    std::vector<std::vector<int>> patterns;

    int cells() const { return side * side; }
    // "7-8", "6-6-6-6", ...: the pattern sizes, as users and the CLI name the tables.
    QString label() const;
    // Empty when the partition is usable; otherwise why not (overlaps, a tile missing, a pattern
    // too large for 32-bit ranks or for the 2-bit search state, a board over 5 x 5...).
    QString problem() const;

    // The connected regions (cell bit masks) of the cells pattern p's tiles leave free in the
    // goal, the region of the last cell (the blank's goal) first.
    std::vector<std::uint32_t> goalRegions(int p) const;

    // Korf & Felner's 7-8 partition for the 15-puzzle, turned to our goal (blank last):
    //    1  2  3  4
    //    5  6  7  8      pattern 1: 1 .. 8 (the top two rows)
    //   ------------
    //    9 10 11 12      pattern 0: 9 .. 15
    //   13 14 15  _
    static PatternPartition fifteen78();
    // 6-6-6-6 for the 24-puzzle, the blank's corner left out of every pattern:
    //    1  2  3 |  4  5       pattern 0: 1 2 3 6 7 8
    //    6  7  8 |  9 10       pattern 1: 4 5 9 10 14 15
    //   ---------+      |      pattern 2: 11 12 16 17 21 22
    //   11 12 |13 | 14 15      pattern 3: 13 18 19 20 23 24
    //   16 17 |18   19 20
    //   21 22 |23   24  _
    static PatternPartition twentyFour6666();

    friend bool operator==(const PatternPartition &, const PatternPartition &) = default;
};

} // namespace pw::sliding
