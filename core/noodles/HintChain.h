#pragma once

#include "core/noodles/Board.h"
#include "core/noodles/Deduction.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace pw::common {
class SolverSink;
}

namespace pw::noodles {

// One side a step of a hint rests on: side `side` of tile `cell` was known open or closed before
// the step, because of `source`: the tile whose arm or blank side the player can check (a
// locked tile, a tile that can only sit one way, or a tile an earlier step of the same hint
// fixed), or -1 for the wall of a board that does not wrap.
struct Premise
{
    int cell = -1;
    int side = -1;
    int source = -1;

    friend bool operator==(const Premise &, const Premise &) = default;
};

// One step of a hint's chain: what the rules learn about one tile from sides already known.
// Either the tile is fixed (`mask` is its one orientation left) or some of its sides become
// known (`known`: its side and whether it is open) while it may still turn several ways.
struct HintStep
{
    int cell = -1;
    std::uint8_t candidates = 0; // bit r: the board's tile turned r steps clockwise is left
    TileMask mask = 0; // the one orientation left; 0 while several are
    std::vector<std::pair<int, bool>> known; // (side of `cell`, open) first known at this step
    std::vector<Deduction> removals; // every orientation of the tile removed so far, and why
    std::vector<Premise> premises; // the sides those removals rest on

    bool fixesTile() const { return mask != 0; }
};

// The rules (border, neighbour, loop, isolation) applied from what the player can see, with the
// provenance of every fact: the walls, the locked tiles (when `useLocks`) and the tiles that can
// only sit one way start known; each round then applies the rules to every tile against the
// sides known after the round before, so a fact is first learnt in the fewest rounds. Each tile
// that a round fixes, or whose sides it learns, is one step; every side records the step (or
// the lock or wall) it came from.
class HintChainSearch
{
public:
    HintChainSearch(const Board &board, bool useLocks);

    // Runs the rounds to the fixed point; false on a contradiction (the locks or the board admit
    // no orientation for some tile) or when the sink cancelled.
    bool run(common::SolverSink *sink);
    // The same, but only as far as chainedHint() needs: a step of round k rests on a fact of
    // round k - 1 (else round k - 1 would have made it), so its chain has at least k steps. A
    // tile chainedHint takes before any other is unlocked and turned wrongly now; once such a
    // tile is fixed with a chain no longer than the rounds run, no later round can give a
    // shorter one, and the rounds stop there. At the scrambled start of a big board that is the
    // first round, where run() would go on to the fixed point. Returns what run() returns for
    // the rounds run (a contradiction in a later round is not looked for).
    bool runUntilHint(common::SolverSink *sink);
    bool cancelled() const { return m_cancelled; }

    const std::vector<HintStep> &steps() const { return m_steps; }
    // The first step that fixes `cell`, or -1.
    int fixingStep(int cell) const { return m_fixedAt[static_cast<std::size_t>(cell)]; }
    // The steps the step `last` needs (its premises' steps, theirs, and so on), in the order
    // they were made, `last` at the end: the chain from the visible facts to it.
    std::vector<HintStep> chainTo(int last) const;
    // Its length, without copying the steps.
    int chainLength(int last) const;

private:
    struct Side
    {
        std::uint8_t state = SideUnknown;
        int source = -1; // the tile that made it known, -1 for a wall
        int step = -1; // the step that made it known, -1 for a lock, a wall or a fixed shape
    };
    struct Forest; // the pieces joined by open sides, with their loose ends
    struct Round;
    struct Learnt // a side a step made known, applied when its round ends
    {
        int step;
        int side;
        bool open;
    };

    void markKnown(int cell, int d, bool open, int source, int step);
    bool knowLockedAndFixed(bool useLocks);
    // One round: every open tile judged against the sides known when it began; false on a
    // contradiction. `changed`: whether any tile lost an orientation.
    bool runRound(bool &changed);
    // Every orientation of `cell` the rules remove against `sides`; false on a contradiction.
    bool roundFor(int cell, const Round &round, std::vector<Learnt> &learnt);
    Rule check(int cell, TileMask mask, const std::vector<Side> &sides, const Forest &forest) const;
    void addPremises(int cell, const Deduction &why, const std::vector<Side> &sides);
    std::vector<int> neededSteps(int last) const;

    Board m_board;
    int m_directions = 4;
    std::vector<std::uint8_t> m_candidates;
    std::vector<Side> m_sides;
    std::vector<std::vector<Deduction>> m_removals;
    std::vector<std::vector<Premise>> m_premises;
    std::vector<HintStep> m_steps;
    std::vector<int> m_fixedAt;
    // neededSteps' marks, one per step, reset by a new stamp: a chain costs its own length, not
    // the number of steps (chainedHint asks for the length of every fixed tile's chain).
    mutable std::vector<unsigned> m_neededMark;
    mutable unsigned m_neededStamp = 0;
    bool m_contradiction = false;
    bool m_cancelled = false;
};

// The tile to hint from the visible facts: an unlocked tile the rules fix, preferring one turned
// wrongly now (when `wrongOnly`, only those), and among them the shortest chain. Nothing when the
// rules fix no such tile from what is visible. The chain's last step fixes the tile.
struct ChainedHint
{
    int cell = -1;
    TileMask mask = 0;
    std::vector<HintStep> chain;
};
std::optional<ChainedHint> chainedHint(const HintChainSearch &search, const Board &board,
                                       bool wrongOnly);

} // namespace pw::noodles
