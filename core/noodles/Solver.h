#pragma once

#include "core/common/SolverSink.h"
#include "core/noodles/Board.h"
#include "core/noodles/Deduction.h"
#include "core/noodles/HintChain.h"
#include "core/noodles/Impossibility.h"
#include "core/noodles/Rule.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace pw::noodles {

// The steps the solver reports (common::StepEvent), for the step-through:
//   Eliminate  subject = cell, value = orientation mask removed, detail = Rule
//   Deduce     subject = cell, value = the one mask left, detail = Rule of the last removal
//   Choose     subject = cell, value = mask tried: a guess (the state before it is saved)
//   Note       detail = NoteKind::Backtrack (return to the state saved at the matching Choose)
//              or NoteKind::Solution (every tile fixed: a solution)
// StepReplay turns a list of these back into orientation sets.

enum class SolveStatus { None, Unique, Several, Cancelled };

struct SolveOptions
{
    bool respectLocks = false; // locked tiles stay in their current orientation
    int solutionLimit = 2; // stop counting here: 2 tells unique from several
};

struct SolveResult
{
    SolveStatus status = SolveStatus::None;
    int solutionCount = 0; // up to the limit
    std::vector<TileMask> solution; // the first solution found, empty if none
    std::int64_t guesses = 0; // branches the search tried
    std::int64_t deductions = 0; // orientations removed by the rules
    // Set when a counting argument refused the board before any search (status None).
    std::optional<Impossibility> impossibility;
};

// Checks the counts first (findImpossibility: a board they refuse is answered at once, with the
// reason), then propagates the rules (see Propagator) to a fixed point, then branches on the tile
// with the fewest orientations left, counting solutions up to the limit.
SolveResult solve(const Board &board, common::SolverSink &sink, const SolveOptions &options = {});

// Rules only, no guessing: the orientation sets at the fixed point (bit r = the current mask
// rotated r steps clockwise), or nothing when the rules find a contradiction. When every set has
// one member the solution is unique.
std::optional<std::vector<std::uint8_t>> deduce(const Board &board, bool respectLocks);

// Whether some solution keeps `cell` in its current orientation, every other tile (locked or
// not) free to turn; nothing if the sink cancelled. False means every solution disagrees with it.
std::optional<bool> someSolutionKeeps(const Board &board, int cell, common::SolverSink &sink);

enum class HintKind {
    Deduced, // the rules fix the tile from the locked tiles
    Wrong, // every solution turns the tile otherwise (proven, not just the solution found)
    OneOfSeveral // the board has several solutions: the tile as one of them has it; the current
                 // orientation may well belong to another
};

// A hint for the player: set `cell` to `mask` (and lock it). `chain` explains it from what the
// player can see: each step rests only on walls, locked tiles (Deduced) and the steps before it,
// and the last step fixes `cell`; `reasons` are that last step's removals (every other
// orientation of the tile, each with its evidence). Both are empty when the visible facts do not
// fix the tile (only a search did).
struct Hint
{
    int cell = -1;
    TileMask mask = 0;
    HintKind kind = HintKind::Wrong;
    std::vector<Deduction> reasons;
    std::vector<HintStep> chain;
    // The player's edge marks the board's one solution contradicts: the hint never rests on a
    // mark, but says when one is wrong (NoodlesBackend::hint fills it on a board with marks and
    // one solution; empty otherwise).
    std::vector<MarkedSide> wrongMarks;
};

// The rules to a fixed point with every removal explained: the orientation sets (as deduce()
// gives them, nothing on a contradiction) and the log of removals with their evidence.
struct ExplainedDeduction
{
    std::optional<std::vector<std::uint8_t>> sets;
    std::vector<Deduction> log;
};
ExplainedDeduction deduceExplained(const Board &board, bool respectLocks);

// Prefers an unlocked tile the rules fix from the walls and the current locks (HintChainSearch:
// a wrong one first, and among those the shortest chain; a right one only when there are locks,
// as Deduced); with no locks such a tile is Wrong (the rules hold in every solution). When the
// locks admit no solution, or the visible facts fix no tile, a tile that every solution turns
// otherwise than it is now (a locked one first), explained by a chain from the walls when they
// fix it. On a board with several solutions a tile is only called wrong after
// someSolutionKeeps() said no solution keeps it; when none of the tiles checked is wrong in every
// solution, the hint is one solution's orientation of a tile (a solution that keeps the player's
// locks when there is one), as HintKind::OneOfSeveral. Nothing if the board is already solved,
// has no solution, or the sink cancelled.
std::optional<Hint> findHint(const Board &board, common::SolverSink &sink);

} // namespace pw::noodles
