#pragma once

#include "core/common/SolverSink.h"
#include "core/noodles/Board.h"
#include "core/noodles/Deduction.h"

#include <cstdint>
#include <vector>

namespace pw::noodles {

// Rebuilds the solver's orientation sets from its steps (see Solver.h for their meaning), so a
// step-through can show the state after any number of steps, forwards or backwards. A Choose saves
// the sets and a Backtrack restores them, mirroring the search's copies.
class StepReplay
{
public:
    StepReplay(const Board &board, bool respectLocks);

    // The state after the first `count` steps (replayed from the start: cheap, and exact).
    void seek(const std::vector<common::StepEvent> &steps, int count);
    void apply(const common::StepEvent &step);

    // Bit r: the board's tile rotated r steps clockwise is still possible.
    std::uint8_t candidates(int cell) const { return m_sets[static_cast<std::size_t>(cell)]; }
    // The mask of a cell's first remaining orientation (its only one when determined).
    TileMask firstMask(int cell) const;
    bool isDetermined(int cell) const;
    // The evidence for an Eliminate step that comes next (not applied yet), read from the sets as
    // they are now: the sides they fix (knownSides) are what the rules saw when they removed it.
    // An empty Deduction (rule 0) for a step that is not a valid Eliminate.
    Deduction explain(const common::StepEvent &step) const;
    int guessDepth() const { return static_cast<int>(m_saved.size()); }

private:
    int rotationOf(int cell, TileMask mask) const;

    Board m_board;
    std::vector<std::uint8_t> m_initial;
    std::vector<std::uint8_t> m_sets;
    std::vector<std::vector<std::uint8_t>> m_saved;
};

} // namespace pw::noodles
