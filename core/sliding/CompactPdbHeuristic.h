#pragma once

#include "core/sliding/CellSetLayout.h"
#include "core/sliding/CompactPatternDatabase.h"

#include <array>
#include <bit>
#include <cstdint>

namespace pw::sliding {

// The IDA* heuristic over a CompactPatternDatabase (see there for the encoding): Manhattan
// distance, kept incrementally, plus twice the larger of the two entry sums, the board's and the
// transposed board's. The state holds each tile's cell; a move changes one pattern of the board
// and one of the transposed board, so a node costs two ranks and two table reads.
//
// refineStart() and refineFinish() add the dual lookups (Felner, Zahavi, Schaeffer & Holte,
// "Dual lookups in pattern databases", IJCAI 2005): the tables read at the inverse permutation,
// where tile t stands at the cell numbered after the tile that occupies t's goal cell. The dual
// value is not consistent with the regular one (it can jump by more than one per move), which is
// why IDA* propagates it with bidirectional pathmax (see IdaStarSearch); the search asks for it
// only on the children the regular value has not already cut off.
//
// Over zero-aware tables (PatternPartition::zeroAware) an entry is read at the placement and the
// region of free cells the blank is in (CellSetLayout). The state then keeps each pattern's cells
// as a mask and the order of its tiles on them; a move that passes no other tile of the pattern
// keeps the order, so most moves cost a mask update, two small table reads for the set's number
// and its 32-byte record. A move changes the blank's region only for the moved tile's pattern:
// for every other pattern the tile's old and new cells are both free and next to each other.
//
// Why the dual lookup is admissible with the blank anywhere. Number goal cells and pieces alike
// (tile t is piece t - 1, the blank the last piece, so the goal is the identity permutation) and
// see a move as swapping the contents of two cells. If the swaps s1 ... sk solve the board S,
// the same swaps in reverse order turn the inverse permutation D = S^-1 into the identity. Along
// that reversed sequence every swap involves one piece, the one numbered b (the cell where S's
// blank is): it starts on the last cell of D and ends on cell b, and it plays the blank there.
// So D is solved in k moves by a puzzle whose blank is piece b and whose real blank is an
// ordinary piece bound for the last cell (so a zero-aware lookup of D has its blank on the last
// cell). Each move moves one other piece, so the moves split
// by pattern as usual, and a pattern table bounds its pattern's moves in D when piece b is not
// in the pattern and the table's goal region for the blank holds cell b (the blank ends there).
// The pattern that holds piece b, and the real blank, still count their Manhattan distance,
// which sums to the board's own Manhattan distance. With the blank on its goal cell this is the
// plain inverse-permutation lookup. (Looking up D as if its blank were the real one is not
// admissible: two moves L L from the goal give a board whose naive dual has Manhattan 3.)
class CompactPdbHeuristic
{
public:
    static constexpr int maxCells = 32;
    static constexpr int maxPatterns = 8;
    // The patterns whose dual lookups a node state keeps (State::dualLookup): 6-6-6-6 has four.
    static constexpr int cachedDualPatterns = 4;
    // IDA* tries the children with the smallest h first (see IdaStarSearch).
    static constexpr bool orderChildren = true;

    struct State
    {
        std::array<std::uint8_t, maxCells> cellOf {}; // cell of each tile, [0] the blank
        // The inverse: the object on each cell, tile t as t - 1 and the blank as cells - 1 (so
        // that the goal is the identity), which the dual lookups rank.
        std::array<std::uint8_t, maxCells> objectAt {};
        std::array<std::uint8_t, maxPatterns> entry {};
        std::array<std::uint8_t, maxPatterns> mirrorEntry {};
        // Each pattern's rank on the board and on the transposed board, kept up to date by
        // the moves (see rankAfter()); over zero-aware tables the order of its tiles on their
        // cells, which are in cells and mirrorCells (see cellsAfter()).
        std::array<std::uint32_t, maxPatterns> rank {};
        std::array<std::uint32_t, maxPatterns> mirrorRank {};
        std::array<std::uint32_t, maxPatterns> cells {};
        std::array<std::uint32_t, maxPatterns> mirrorCells {};
        int manhattan = 0;
        int direct = 0; // sum of entry
        int mirror = 0; // sum of mirrorEntry
        int dual = 0; // the larger dual entry sum after refineFinish(), 0 before
        // Over zero-aware tables, the last dual lookup of each of the first patterns: the table
        // it read (DualPlan::tableNumber) in the high four bits and the entry in the low four,
        // or 0 once a move has changed the pattern's place in the dual. A move changes at most
        // two patterns' places there, so a child looks up again only those, and those whose
        // table changed with the blank. [p] for the dual, [cachedDualPatterns + p] for the
        // reflected dual. As small as this because every child copies the state: with 32 bytes
        // more Korf's 100 on 4 x 4 took about 10 % longer.
        std::array<std::uint8_t, 2 * cachedDualPatterns> dualLookup {};
        // Between prepare() and finish(): the two entries to read (ranks, or over zero-aware
        // tables the sets of cells until locate() and the states after).
        std::uint32_t pendingRank = 0;
        std::uint32_t pendingMirrorRank = 0;
    };
    // Between refineStart() and refineFinish(): the dual and reflected-dual ranks. Kept apart
    // from the State, which IDA* copies for every child.
    struct DualRanks
    {
        std::array<std::uint32_t, 2 * maxPatterns> rank {};
        // Over zero-aware tables: the slots whose entry the state already holds.
        std::uint32_t known = 0;
    };

    // Without dualLookups, refine() adds nothing and the value is the regular and reflected one.
    explicit CompactPdbHeuristic(const CompactPatternDatabase &database, bool dualLookups = true);

    // The regular and reflected lookups; refine() adds the dual ones.
    State init(const std::uint8_t *tiles) const;
    static int value(const State &s)
    {
        int best = s.direct > s.mirror ? s.direct : s.mirror;
        if (s.dual > best)
            best = s.dual;
        return s.manhattan + 2 * best;
    }

    // The dual and reflected-dual lookups of a state whose regular lookups are done: ranks
    // and prefetches first, reads second, so IDA* can overlap the reads of several children.
    void refineStart(const State &s, DualRanks &pending) const
    {
        if (m_zeroAware) {
            startZeroAwareDuals(s, pending);
            return;
        }
        const int blank = s.cellOf[0];
        const DualPlan &plan = m_dualPlan[static_cast<std::size_t>(blank)];
        for (int k = 0; k < plan.count; ++k) {
            const int p = plan.pattern[static_cast<std::size_t>(k)];
            const std::uint32_t rank = dualRank(s, p);
            pending.rank[static_cast<std::size_t>(k)] = rank;
            __builtin_prefetch(plan.table[static_cast<std::size_t>(k)] + (rank >> 1));
        }
        const DualPlan &mirrorPlan = m_dualPlan[m_transpose[static_cast<std::size_t>(blank)]];
        for (int k = 0; k < mirrorPlan.count; ++k) {
            const int q = mirrorPlan.pattern[static_cast<std::size_t>(k)];
            const std::uint32_t rank = mirrorDualRank(s, q);
            pending.rank[static_cast<std::size_t>(maxPatterns + k)] = rank;
            __builtin_prefetch(mirrorPlan.table[static_cast<std::size_t>(k)] + (rank >> 1));
        }
    }
    void refineFinish(State &s, const DualRanks &pending) const
    {
        if (m_zeroAware) {
            finishZeroAwareDuals(s, pending);
            return;
        }
        const int blank = s.cellOf[0];
        const DualPlan &plan = m_dualPlan[static_cast<std::size_t>(blank)];
        int sum = 0;
        for (int k = 0; k < plan.count; ++k)
            sum += nibble(plan.table[static_cast<std::size_t>(k)],
                          pending.rank[static_cast<std::size_t>(k)]);
        const DualPlan &mirrorPlan = m_dualPlan[m_transpose[static_cast<std::size_t>(blank)]];
        int mirrorSum = 0;
        for (int k = 0; k < mirrorPlan.count; ++k)
            mirrorSum += nibble(mirrorPlan.table[static_cast<std::size_t>(k)],
                                pending.rank[static_cast<std::size_t>(maxPatterns + k)]);
        s.dual = sum > mirrorSum ? sum : mirrorSum;
    }
    void refine(State &s) const
    {
        DualRanks pending;
        refineStart(s, pending);
        refineFinish(s, pending);
    }
    // IDA* propagates values with bidirectional pathmax only when the dual lookups are on, so
    // the search without them is exactly the one before them (the benchmarks compare the two).
    bool usesPathmax() const { return m_dualLookups; }
    // How many dual and reflected-dual lookups a board with its blank on the cell gets (the
    // tests check the coverage).
    int dualLookups(int blankCell) const
    {
        return m_dualPlan[static_cast<std::size_t>(blankCell)].count
            + m_dualPlan[m_transpose[static_cast<std::size_t>(blankCell)]].count;
    }
    // update() in three steps, so IDA* can take all children of a node through each step before
    // the next and have their memory on the way (prefetched) before it reads any: the tables are
    // far larger than the caches and a read is a cache miss most of the time. prepare(): the move
    // and its ranks (over zero-aware tables the sets of cells, their records prefetched);
    // locate(): the two entries' places, prefetched; finish(): the entries read. A caller that
    // may not need the entries (MaxOfPdbHeuristic reading a second set only for the children the
    // first keeps) locates them later.
    void prepare(State &s, int tile, int from, int to) const
    {
        if (m_zeroAware) {
            const auto t = static_cast<std::size_t>(tile);
            s.pendingRank = cellsAfter(s, tile, from, to, false);
            s.pendingMirrorRank = cellsAfter(s, tile, from, to, true);
            m_layout[m_pattern[t]]->prefetchRecord(s.pendingRank);
            m_layout[m_mirrorPattern[t]]->prefetchRecord(s.pendingMirrorRank);
        } else {
            s.pendingRank = rankAfter(s, tile, from, to);
            s.pendingMirrorRank = mirrorRankAfter(s, tile, from, to);
        }
        moveObjects(s, tile, from, to);
        s.manhattan += distance(tile, to) - distance(tile, from);
    }
    void locate(State &s, int tile) const
    {
        const auto t = static_cast<std::size_t>(tile);
        const int p = m_pattern[t];
        const int q = m_mirrorPattern[t];
        if (m_zeroAware) {
            // From the sets to the states: the blank ends where the tile was.
            const int blank = s.cellOf[0];
            const CellSetLayout &layout = *m_layout[static_cast<std::size_t>(p)];
            const CellSetLayout &mirrorLayout = *m_layout[static_cast<std::size_t>(q)];
            s.pendingRank = layout.state(s.rank[static_cast<std::size_t>(p)], s.pendingRank, blank);
            s.pendingMirrorRank
                = mirrorLayout.state(s.mirrorRank[static_cast<std::size_t>(q)], s.pendingMirrorRank,
                                     m_transpose[static_cast<std::size_t>(blank)]);
        }
        __builtin_prefetch(m_database.tableData(p) + (s.pendingRank >> 1));
        __builtin_prefetch(m_database.tableData(q) + (s.pendingMirrorRank >> 1));
    }
    void finish(State &s, int tile) const
    {
        const int p = m_pattern[static_cast<std::size_t>(tile)];
        const auto e = static_cast<std::uint8_t>(m_database.entry(p, s.pendingRank));
        s.direct += e - s.entry[static_cast<std::size_t>(p)];
        s.entry[static_cast<std::size_t>(p)] = e;
        const int q = m_mirrorPattern[static_cast<std::size_t>(tile)];
        const auto m = static_cast<std::uint8_t>(m_database.entry(q, s.pendingMirrorRank));
        s.mirror += m - s.mirrorEntry[static_cast<std::size_t>(q)];
        s.mirrorEntry[static_cast<std::size_t>(q)] = m;
        if (!m_zeroAware) {
            s.rank[static_cast<std::size_t>(p)] = s.pendingRank;
            s.mirrorRank[static_cast<std::size_t>(q)] = s.pendingMirrorRank;
        }
    }

    void update(State &s, const std::uint8_t *, int tile, int from, int to) const
    {
        prepare(s, tile, from, to);
        locate(s, tile);
        finish(s, tile);
    }

    // The rank of the moved tile's pattern after `tile` slides from `from` to `to`, from the
    // rank before: no popcount over the pattern's tiles (which would cost most of a node).
    // Tile i's digit is its cell less the earlier tiles on lower cells, so a slide changes it by
    // to - from less the earlier tiles it passes over, and each later tile it passes over gains or
    // loses one. A sideways slide passes over no cell; an upward or downward one over the
    // side - 1 cells between, whose contents m_pairWeight prices. (PlacementRanking::
    // rankAfterMove is the same rule for the table build, which has the pattern's own cells at
    // hand; here the board's contents are, and each cell passed costs one table read.)
    std::uint32_t rankAfter(const State &s, int tile, int from, int to) const
    {
        return s.rank[m_pattern[static_cast<std::size_t>(tile)]]
            + rankShift(s, m_pairWeight.data() + tile * maxCells, from, to, false);
    }
    // The same on the transposed board, where the slide goes from T(from) to T(to).
    std::uint32_t mirrorRankAfter(const State &s, int tile, int from, int to) const
    {
        return s.mirrorRank[m_mirrorPattern[static_cast<std::size_t>(tile)]]
            + rankShift(s, m_mirrorPairWeight.data() + tile * maxCells,
                        m_transpose[static_cast<std::size_t>(from)],
                        m_transpose[static_cast<std::size_t>(to)], true);
    }

    // Over zero-aware tables: the set of cells of the moved tile's pattern after `tile` slides
    // from `from` to `to` (on the transposed board when transposed), its cells and order in s
    // updated. The order changes only when the tile passes another of the pattern's tiles (an
    // upright slide over them).
    std::uint32_t cellsAfter(State &s, int tile, int from, int to, bool transposed) const
    {
        const auto t = static_cast<std::size_t>(tile);
        const std::size_t p = transposed ? m_mirrorPattern[t] : m_pattern[t];
        const int start = transposed ? m_transpose[static_cast<std::size_t>(from)] : from;
        const int end = transposed ? m_transpose[static_cast<std::size_t>(to)] : to;
        std::uint32_t &cells = transposed ? s.mirrorCells[p] : s.cells[p];
        std::uint32_t &order = transposed ? s.mirrorRank[p] : s.rank[p];
        const int low = start < end ? start : end;
        const int high = start < end ? end : start;
        const bool passes = cells & ((std::uint32_t(1) << high) - (std::uint32_t(2) << low));
        cells ^= (std::uint32_t(1) << start) | (std::uint32_t(1) << end);
        const CellSetLayout &layout = *m_layout[p];
        if (passes) {
            const auto &tiles = transposed ? m_mirrorTiles[p] : m_tiles[p];
            order = layout.orderOf([&](int i) {
                const int u = tiles[static_cast<std::size_t>(i)];
                const int cell = u == tile ? to : s.cellOf[static_cast<std::size_t>(u)];
                return transposed ? m_transpose[static_cast<std::size_t>(cell)] : cell;
            });
        }
        return layout.setOf(cells);
    }

    // The rank of pattern p's tiles on the board, and on the transposed board.
    std::uint32_t directRank(const State &s, int p) const
    {
        const auto &tiles = m_tiles[static_cast<std::size_t>(p)];
        return m_database.ranking(p).rank(
            [&](int i) { return s.cellOf[tiles[static_cast<std::size_t>(i)]]; });
    }
    std::uint32_t mirrorRank(const State &s, int q) const
    {
        const auto &tiles = m_mirrorTiles[static_cast<std::size_t>(q)];
        return m_database.ranking(q).rank(
            [&](int i) { return m_transpose[s.cellOf[tiles[static_cast<std::size_t>(i)]]]; });
    }

    // The rank of pattern p's tiles in the dual (inverse) board, and in the transposed dual:
    // tile t of the dual stands on the cell numbered by the object on t's goal cell. (Over
    // zero-aware tables see dualStates().)
    std::uint32_t dualRank(const State &s, int p) const
    {
        const auto &tiles = m_tiles[static_cast<std::size_t>(p)];
        return m_database.ranking(p).rank(
            [&](int i) { return s.objectAt[tiles[static_cast<std::size_t>(i)] - 1u]; });
    }
    std::uint32_t mirrorDualRank(const State &s, int q) const
    {
        const auto &tiles = m_tiles[static_cast<std::size_t>(q)];
        return m_database.ranking(q).rank([&](int i) {
            return m_transpose[s.objectAt[m_transpose[tiles[static_cast<std::size_t>(i)] - 1u]]];
        });
    }

private:
    // Which tables a dual lookup may read when the blank is on a given cell (see above).
    struct DualPlan
    {
        int count = 0;
        std::array<std::uint8_t, maxPatterns> pattern {};
        std::array<const std::uint8_t *, maxPatterns> table {};
        // Which of the tables each is, numbered from 1 to 15 (State::dualLookup); 0 for one
        // past those, never kept.
        std::array<std::uint8_t, maxPatterns> tableNumber {};
    };

    // pairWeight[object] for the moving tile: the rank change per cell passed over holding that
    // object (tile u is object u - 1), for a slide towards higher cells; pairWeight[maxCells - 1]
    // is the moving tile's own digit weight. from and to are cells of the board (of the
    // transposed board when transposed, whose contents are then read at the transposed cells).
    std::uint32_t rankShift(const State &s, const std::int32_t *pairWeight, int from, int to,
                            bool transposed) const
    {
        const int step = to - from;
        const std::int32_t own = pairWeight[maxCells - 1];
        if (step == 1 || step == -1)
            return static_cast<std::uint32_t>(step * own);
        const int low = step > 0 ? from : to;
        const int high = step > 0 ? to : from;
        std::int32_t passed = 0;
        for (int cell = low + 1; cell < high; ++cell) {
            const int boardCell = transposed ? m_transpose[static_cast<std::size_t>(cell)] : cell;
            passed += pairWeight[s.objectAt[static_cast<std::size_t>(boardCell)]];
        }
        return static_cast<std::uint32_t>(step * own + (step > 0 ? passed : -passed));
    }
    void planRankShifts();

    // refineStart() and refineFinish() over zero-aware tables, kept out of those two, which the
    // search over tables by placement (4 x 4) runs too, so that they stay as small as before.
    void startZeroAwareDuals(const State &s, DualRanks &pending) const
    {
        const int blank = s.cellOf[0];
        pending.known = 0;
        dualStates<false>(s, m_dualPlan[static_cast<std::size_t>(blank)], pending);
        dualStates<true>(s, m_dualPlan[m_transpose[static_cast<std::size_t>(blank)]], pending);
    }
    void finishZeroAwareDuals(State &s, const DualRanks &pending) const
    {
        const int blank = s.cellOf[0];
        const int sum = dualSum<false>(s, m_dualPlan[static_cast<std::size_t>(blank)], pending);
        const int mirrorSum
            = dualSum<true>(s, m_dualPlan[m_transpose[static_cast<std::size_t>(blank)]], pending);
        s.dual = sum > mirrorSum ? sum : mirrorSum;
    }

    // The dual or the reflected-dual lookups over zero-aware tables: every lookup's order and set
    // first, their records prefetched, then the states, their entries prefetched, so neither
    // kind of miss waits for another. A pattern whose place in the dual no move has changed
    // keeps its entry, as long as the blank's cell chooses the same table (State::dualLookup).
    // (Before the entries were kept, the reflected dual cost more time than its nodes saved and
    // was not read over these tables.)
    template<bool reflected>
    void dualStates(const State &s, const DualPlan &plan, DualRanks &pending) const
    {
        constexpr std::size_t first = reflected ? maxPatterns : 0; // its slots in pending
        std::array<std::uint32_t, maxPatterns> set {};
        std::uint32_t placed = 0; // the slots to look up again
        for (int k = 0; k < plan.count; ++k) {
            const std::uint8_t kept
                = keptDualLookup<reflected>(s, plan.pattern[static_cast<std::size_t>(k)]);
            if (kept != 0 && kept >> 4 == plan.tableNumber[static_cast<std::size_t>(k)])
                pending.known |= 1u << (first + static_cast<std::size_t>(k));
            else
                placed |= 1u << k;
        }
        const auto start = [&](std::size_t slot, int p, const auto &cellOf) {
            const CellSetLayout &layout = *m_layout[static_cast<std::size_t>(p)];
            std::uint32_t cells = 0;
            for (int i = 0; i < layout.tiles(); ++i)
                cells |= std::uint32_t(1) << cellOf(i);
            pending.rank[first + slot] = layout.orderOf(cellOf);
            set[slot] = layout.setOf(cells);
            layout.prefetchRecord(set[slot]);
        };
        for (std::uint32_t left = placed; left; left &= left - 1) {
            const int k = std::countr_zero(left);
            const auto &tiles = m_tiles[plan.pattern[static_cast<std::size_t>(k)]];
            start(static_cast<std::size_t>(k), plan.pattern[static_cast<std::size_t>(k)],
                  [&](int i) {
                      const auto goal
                          = static_cast<std::size_t>(tiles[static_cast<std::size_t>(i)] - 1);
                      if constexpr (reflected)
                          return m_transpose[s.objectAt[m_transpose[goal]]];
                      else
                          return s.objectAt[goal];
                  });
        }
        // The dual's blank is on the last cell (see above), and so is the transposed dual's.
        const auto finish = [&](std::size_t slot, int p, const std::uint8_t *table) {
            const CellSetLayout &layout = *m_layout[static_cast<std::size_t>(p)];
            std::uint32_t &state = pending.rank[first + slot];
            state = layout.state(state, set[slot], m_cells - 1);
            __builtin_prefetch(table + (state >> 1));
        };
        for (std::uint32_t left = placed; left; left &= left - 1) {
            const int k = std::countr_zero(left);
            finish(static_cast<std::size_t>(k), plan.pattern[static_cast<std::size_t>(k)],
                   plan.table[static_cast<std::size_t>(k)]);
        }
    }
    // The dual entry sum over zero-aware tables, each entry read now kept in the state.
    template<bool reflected>
    static int dualSum(State &s, const DualPlan &plan, const DualRanks &pending)
    {
        constexpr std::size_t first = reflected ? maxPatterns : 0;
        int sum = 0;
        for (int k = 0; k < plan.count; ++k) {
            const auto slot = static_cast<std::size_t>(k);
            const int p = plan.pattern[slot];
            if (pending.known & (1u << (first + slot))) {
                sum += keptDualLookup<reflected>(s, p) & 15;
                continue;
            }
            const unsigned entry = nibble(plan.table[slot], pending.rank[first + slot]);
            if (p < cachedDualPatterns && plan.tableNumber[slot] != 0)
                s.dualLookup[keptDualIndex<reflected>(p)]
                    = static_cast<std::uint8_t>(plan.tableNumber[slot] << 4 | entry);
            sum += static_cast<int>(entry);
        }
        return sum;
    }
    // Where State::dualLookup keeps a pattern's lookup (pattern < cachedDualPatterns).
    template<bool reflected> static std::size_t keptDualIndex(int pattern)
    {
        return (reflected ? cachedDualPatterns : 0) + static_cast<std::size_t>(pattern);
    }
    template<bool reflected> static std::uint8_t keptDualLookup(const State &s, int pattern)
    {
        return pattern < cachedDualPatterns ? s.dualLookup[keptDualIndex<reflected>(pattern)] : 0;
    }

    static unsigned nibble(const std::uint8_t *table, std::uint32_t rank)
    {
        return (table[rank >> 1] >> ((rank & 1) * 4)) & 15u;
    }

    void planDualLookups();
    void moveObjects(State &s, int tile, int from, int to) const
    {
        s.cellOf[static_cast<std::size_t>(tile)] = static_cast<std::uint8_t>(to);
        s.cellOf[0] = static_cast<std::uint8_t>(from);
        s.objectAt[static_cast<std::size_t>(to)] = static_cast<std::uint8_t>(tile - 1);
        s.objectAt[static_cast<std::size_t>(from)] = static_cast<std::uint8_t>(m_cells - 1);
        s.dual = 0;
        if (m_zeroAware)
            forgetMovedDualLookups(s, from);
    }

    // In the dual the two pieces whose goals are the move's cells swap places. The one whose goal
    // is the blank's new cell moves now and again when the blank leaves, and while the blank
    // stays its pattern is not looked up (a table serves the dual only when the blank's cell is
    // none of its pattern's goals); the other moved when the blank came. So marking the first
    // pattern at each move marks every pattern a piece of it left. The last cell's piece is
    // the blank's, in no pattern. The same holds in the transposed dual at the mirror images.
    void forgetMovedDualLookups(State &s, int blankCell) const
    {
        if (blankCell + 1 < m_cells) {
            const int p = m_pattern[static_cast<std::size_t>(blankCell + 1)];
            if (p < cachedDualPatterns)
                s.dualLookup[keptDualIndex<false>(p)] = 0;
        }
        const int mirror = m_transpose[static_cast<std::size_t>(blankCell)];
        if (mirror + 1 < m_cells) {
            const int p = m_pattern[static_cast<std::size_t>(mirror + 1)];
            if (p < cachedDualPatterns)
                s.dualLookup[keptDualIndex<true>(p)] = 0;
        }
    }

    int distance(int tile, int cell) const
    {
        return m_distance[static_cast<std::size_t>(tile * m_cells + cell)];
    }

    const CompactPatternDatabase &m_database;
    int m_cells;
    std::array<std::uint8_t, maxCells> m_pattern {}; // pattern of each tile
    std::array<std::uint8_t, maxCells> m_mirrorPattern {}; // pattern its mirror image is in
    // Pattern p's tiles in rank order; the board tiles whose mirror images they are.
    std::array<std::array<std::uint8_t, PlacementRanking::maxTiles>, maxPatterns> m_tiles {};
    std::array<std::array<std::uint8_t, PlacementRanking::maxTiles>, maxPatterns> m_mirrorTiles {};
    std::array<std::uint8_t, maxCells> m_transpose {};
    // Each pattern's CellSetLayout when the tables are zero-aware.
    std::array<const CellSetLayout *, maxPatterns> m_layout {};
    bool m_zeroAware = false;
    std::array<std::uint8_t, maxCells * maxCells> m_distance {};
    std::array<DualPlan, maxCells> m_dualPlan {};
    // [tile * maxCells + object]: see rankShift(). The last column holds the tile's own weight:
    // no object has that number on the boards these tables serve (5 x 5 at most).
    std::array<std::int32_t, maxCells * maxCells> m_pairWeight {};
    std::array<std::int32_t, maxCells * maxCells> m_mirrorPairWeight {};
    bool m_dualLookups = true;
};

} // namespace pw::sliding
