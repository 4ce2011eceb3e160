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
    // Zero-aware tables (Clausecker and Reinefeld, "Zero-aware pattern databases with 1-bit
    // compression for sliding tile puzzles", SoCS 2019): an entry per placement *and* region of
    // free cells the blank is in, not the least over the regions, so a lookup also counts the
    // moves the blank needs to reach the pattern tiles it must move. Still additive: only the
    // pattern's own moves are counted. On 5 x 5 a 6-tile table is 1.43 times the size of one by
    // placement; the 8-tile table of 4 x 4 would be 2.75 times, so 7-8 keeps placements.
    bool zeroAware = false;

    int cells() const { return side * side; }
    // "7-8", "6-6-6-6", ...: the pattern sizes, as users and the CLI name the tables.
    QString label() const;
    // What its cache file is named after. The partitions the program builds (7-8, 6-6-6-6) by
    // their sizes alone, as their files always were; any other (a test's, a benchmark's
    // candidate) also by a hash of its tiles, so two partitions of the same sizes never share a
    // file and rebuild each other's.
    QString fileLabel() const;
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
    // 6-6-6-6 for the 24-puzzle, the blank's corner left out of every pattern, zero-aware:
    //    1  2  3 |  4  5       pattern 0: 1 2 3 6 7 8
    //    6  7  8 |  9 10       pattern 1: 4 5 9 10 14 15
    //   ---------+      |      pattern 2: 11 12 16 17 21 22
    //   11 12 |13 | 14 15      pattern 3: 13 18 19 20 23 24
    //   16 17 |18   19 20
    //   21 22 |23   24  _
    static PatternPartition twentyFour6666();
    // A second 6-6-6-6 whose boundaries cross the first's and its transpose's (no pattern of it
    // is a pattern of either), so its lookups see other tile interactions; the blank's corner
    // is again in no pattern, and no pattern's goal cuts off a region of free cells, so it
    // needs no region tables for the dual lookups; zero-aware. A pinwheel about the centre (tile
    // numbers left, each tile's pattern right):
    //    1  2  3  4  5      0 0 0 0 1      pattern 0: 1 2 3 4 7 8
    //    6  7  8  9 10      2 0 0 1 1      pattern 1: 5 9 10 14 15 20
    //   11 12 13 14 15      2 2 3 1 1      pattern 2: 6 11 12 16 17 21
    //   16 17 18 19 20      2 2 3 3 1      pattern 3: 13 18 19 22 23 24
    //   21 22 23 24  _      2 3 3 3 _
    static PatternPartition twentyFour6666Pinwheel();

    friend bool operator==(const PatternPartition &, const PatternPartition &) = default;
};

} // namespace pw::sliding
