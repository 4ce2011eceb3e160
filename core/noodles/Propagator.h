#pragma once

#include "core/common/SolverSink.h"
#include "core/noodles/Board.h"
#include "core/noodles/Deduction.h"
#include "core/noodles/Rule.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace pw::noodles {

// The deductive half of the solver. It keeps, for every tile, the set of orientations still
// possible (bit r = the tile's given mask rotated r steps clockwise), for every side whether it is
// known open, known closed or unknown, and a disjoint-set forest of the pieces joined by open
// sides. Each forest class also counts its loose ends: connections its pieces still have to make.
// An orientation is removed when it
//   - points off a non-wrapping board (Rule::Border),
//   - contradicts a known side (Rule::Neighbour),
//   - joins two pieces of one class, closing a loop (Rule::Loop), or
//   - leaves the classes it joins with no loose ends while they do not cover the whole board: a
//     closed sub-network could never be powered (Rule::Isolation).
// A side that every remaining orientation opens (or none does) becomes known. propagate() applies
// the rules to a fixed point. A value type, copied by the search at each guess.
//
// The rules can be limited to the first few (strongestRule: Border and Neighbour always, then
// Loop, then Isolation), so the difficulty rating (Rating.h) can ask which rules a puzzle needs.
// A limit only stops those rules from removing orientations; a loop or a sealed-off network that
// the known sides close anyway is still a contradiction.
class Propagator
{
public:
    enum class Outcome { Stable, Contradiction, Cancelled };

    // respectLocks: a locked tile keeps only its current orientation. sink (may be null) is polled
    // for cancellation and, when it wants steps, told about every removal. strongestRule: the last
    // of Border, Neighbour, Loop, Isolation that may remove orientations (Neighbour and Border go
    // together: Border alone propagates nothing).
    Propagator(const Board &board, bool respectLocks, common::SolverSink *sink,
               Rule strongestRule = Rule::Isolation);

    Outcome propagate();
    // Changes the rule limit (see the constructor); the next propagate() goes on from where the
    // last one stopped with the new rules. Also lifts the isolation reach below.
    void setStrongestRule(Rule strongestRule);
    // With the isolation rule on: limits it to sealed-off networks of at most `pieces` pieces
    // (2: a dead end facing a dead end), for the rating.
    void setIsolationReach(int pieces) { m_isolationReach = pieces; }

    int cellCount() const { return m_cellCount; }
    std::uint8_t candidates(int cell) const { return m_candidates[idx(cell)]; }
    bool isDetermined(int cell) const;
    bool allDetermined() const;
    // An undetermined cell with the fewest orientations left, or -1 when all are determined.
    int branchCell() const;
    TileMask maskFor(int cell, int rotation) const;
    // The mask of a determined cell's only orientation.
    TileMask determinedMask(int cell) const;
    // Masks of all cells (determined ones only are meaningful).
    std::vector<TileMask> masks() const;
    // True when the open sides join every piece into one network.
    bool isSingleNetwork() const { return m_components == 1; }

    // A guess: keep only `rotation` for `cell` (no step is reported; the search reports Choose).
    void restrict(int cell, int rotation);
    // A deduction made outside the rules above (a failed guess): remove one orientation.
    void eliminate(int cell, int rotation, Rule rule);

    std::int64_t deductionCount() const { return m_deductions; }

    // When set (null: off, the default), every removed orientation is also written to `log` with
    // its evidence (explainRemoval on the sides known at that moment), for a hint to explain
    // itself. Copies share the log.
    void setDeductionLog(std::vector<Deduction> *log) { m_log = log; }

    // The orientation sets a board starts from (locks applied as the constructor does), for
    // replaying steps.
    static std::vector<std::uint8_t> initialCandidates(const Board &board, bool respectLocks);

private:
    enum EdgeState : std::uint8_t { Unknown = SideUnknown, Open = SideOpen, Closed = SideClosed };

    static std::size_t idx(int i) { return static_cast<std::size_t>(i); }
    std::uint8_t &edge(int cell, int d) { return m_edges[idx(cell * m_directions + d)]; }
    std::uint8_t edge(int cell, int d) const { return m_edges[idx(cell * m_directions + d)]; }
    int find(int cell);
    int findConst(int cell) const;

    Rule check(int cell, int rotation);
    bool filter(int cell);
    bool setOpen(int cell, int d);
    void setClosed(int cell, int d);
    void enqueue(int cell);
    void reportStep(common::StepEvent::Kind kind, int cell, TileMask mask, Rule rule);
    void logRemoval(int cell, TileMask mask, Rule rule);
    bool pollCancel();

    std::shared_ptr<const Topology> m_topology;
    common::SolverSink *m_sink = nullptr;
    std::vector<Deduction> *m_log = nullptr;
    bool m_wantsSteps = false;
    int m_cellCount = 0;
    int m_directions = 4;

    std::vector<TileMask> m_base;
    std::vector<std::uint8_t> m_candidates;
    std::vector<std::uint8_t> m_settled; // every side of the cell is known
    std::vector<std::uint8_t> m_edges;
    std::vector<int> m_parent;
    std::vector<int> m_size;
    std::vector<int> m_loose; // per class root: connections still to be made
    int m_components = 0;

    std::vector<int> m_queue;
    std::vector<std::uint8_t> m_queued;
    std::int64_t m_changes = 0;
    std::int64_t m_deductions = 0;
    unsigned m_pollCounter = 0;
    static constexpr int unlimitedReach = 1 << 30;
    bool m_loopRule = true;
    int m_isolationReach = unlimitedReach; // 0: the isolation rule is off
    bool m_contradiction = false;
};

} // namespace pw::noodles
