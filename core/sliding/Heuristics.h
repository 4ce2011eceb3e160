#pragma once

#include "core/sliding/SearchGeometry.h"

#include <array>
#include <cstdint>

namespace pw::sliding {

// Heuristic evaluators for the searches. Each has a small State that a search copies down its
// path and updates after every move (tiles[] already shows the move: tile went from -> to), so
// IDA* pays a few table lookups per node instead of a full evaluation.

class ManhattanHeuristic
{
public:
    struct State
    {
        int h = 0;
    };

    explicit ManhattanHeuristic(const SearchGeometry &geometry)
        : m_geometry(geometry)
    { }

    State init(const std::uint8_t *tiles) const
    {
        State s;
        for (int cell = 0; cell < m_geometry.cells; ++cell)
            s.h += m_geometry.distance(tiles[cell], cell);
        return s;
    }
    static int value(const State &s) { return s.h; }
    void update(State &s, const std::uint8_t *, int tile, int from, int to) const
    {
        s.h += m_geometry.distance(tile, to) - m_geometry.distance(tile, from);
    }

private:
    const SearchGeometry &m_geometry;
};

// Manhattan distance plus linear conflicts (Hansson, Mayer & Yung 1992): two tiles in their goal
// row (or column) in reversed order cannot pass each other there, so one of them leaves the line
// and comes back: two extra moves. Per line we add 2 x (tiles in that line's goal - longest
// increasing run of their goal positions), the number that must step aside; rows and columns
// count separately because a detour out of a row is a move along a column and vice versa.
class LinearConflictHeuristic
{
public:
    struct State
    {
        int manhattan = 0;
        int conflicts = 0;
        // Conflicts of each row (0..rows-1) then each column (rows..rows+cols-1).
        std::array<std::uint8_t, 2 * Board::maxSide> line {};
    };

    explicit LinearConflictHeuristic(const SearchGeometry &geometry)
        : m_geometry(geometry)
    { }

    State init(const std::uint8_t *tiles) const
    {
        State s;
        for (int cell = 0; cell < m_geometry.cells; ++cell)
            s.manhattan += m_geometry.distance(tiles[cell], cell);
        for (int r = 0; r < m_geometry.rows; ++r) {
            s.line[static_cast<std::size_t>(r)] = static_cast<std::uint8_t>(rowConflicts(tiles, r));
            s.conflicts += s.line[static_cast<std::size_t>(r)];
        }
        for (int c = 0; c < m_geometry.cols; ++c) {
            const auto k = static_cast<std::size_t>(m_geometry.rows + c);
            s.line[k] = static_cast<std::uint8_t>(colConflicts(tiles, c));
            s.conflicts += s.line[k];
        }
        return s;
    }
    static int value(const State &s) { return s.manhattan + s.conflicts; }

    void update(State &s, const std::uint8_t *tiles, int tile, int from, int to) const
    {
        s.manhattan += m_geometry.distance(tile, to) - m_geometry.distance(tile, from);
        const int cols = m_geometry.cols;
        // A line only counts tiles whose goal is in it, so only a line the moving tile belongs
        // to can change: its goal column for a sideways move (rows keep their order), its goal
        // row for a vertical one.
        const int goal = tile - 1;
        if (from / cols == to / cols) {
            const int goalCol = goal % cols;
            if (goalCol == from % cols || goalCol == to % cols)
                refresh(s, m_geometry.rows + goalCol, colConflicts(tiles, goalCol));
        } else {
            const int goalRow = goal / cols;
            if (goalRow == from / cols || goalRow == to / cols)
                refresh(s, goalRow, rowConflicts(tiles, goalRow));
        }
    }

private:
    static void refresh(State &s, int line, int value)
    {
        auto &slot = s.line[static_cast<std::size_t>(line)];
        s.conflicts += value - slot;
        slot = static_cast<std::uint8_t>(value);
    }

    // 2 x (count - longest strictly increasing subsequence) of the goal positions in a line.
    static int conflictsOf(const int *goals, int count)
    {
        if (count < 2)
            return 0;
        int best[Board::maxSide];
        int longest = 0;
        for (int i = 0; i < count; ++i) {
            best[i] = 1;
            for (int j = 0; j < i; ++j) {
                if (goals[j] < goals[i] && best[j] + 1 > best[i])
                    best[i] = best[j] + 1;
            }
            if (best[i] > longest)
                longest = best[i];
        }
        return 2 * (count - longest);
    }

    int rowConflicts(const std::uint8_t *tiles, int row) const
    {
        const int cols = m_geometry.cols;
        int goals[Board::maxSide];
        int count = 0;
        for (int c = 0; c < cols; ++c) {
            const int t = tiles[row * cols + c];
            if (t != 0 && (t - 1) / cols == row)
                goals[count++] = (t - 1) % cols;
        }
        return conflictsOf(goals, count);
    }

    int colConflicts(const std::uint8_t *tiles, int col) const
    {
        const int cols = m_geometry.cols;
        int goals[Board::maxSide];
        int count = 0;
        for (int r = 0; r < m_geometry.rows; ++r) {
            const int t = tiles[r * cols + col];
            if (t != 0 && (t - 1) % cols == col)
                goals[count++] = (t - 1) / cols;
        }
        return conflictsOf(goals, count);
    }

    const SearchGeometry &m_geometry;
};

} // namespace pw::sliding
