#pragma once

#include "core/sliding/CompactPdbHeuristic.h"

namespace pw::sliding {

// How MaxOfPdbHeuristic reads the second set (the benchmarks compare them, see
// docs/sliding.md: none of them made a 24-puzzle instance faster than the first set alone).
struct MaxOfOptions
{
    // The second set's regular and reflected entries only for the children the first set's
    // value keeps within the bound, prefetched and read with the dual lookups (with the dual
    // lookups on; without them IDA* never refines, so both are read at once).
    bool lazySecond = false;
    // The dual lookups in the second set too (with dualLookups).
    bool secondDual = true;
};

// The larger of two CompactPdbHeuristic values, one per partitioning of the tiles (a catalogue
// of two). Each is admissible, so their maximum is too; where the two partitionings' boundaries
// cross, one sees the tile interactions the other splits between patterns. Every move goes to
// both halves: a node costs twice the ranks and table reads of one, and the state twice the
// bytes, which the node count has to win back (on the 24-puzzle it did not: docs/sliding.md).
//
// The value's Manhattan part is the same in both halves; only the table sums differ. The dual
// lookups of both halves come together in refineStart()/refineFinish(), so IDA* keeps
// overlapping all of a node's reads.
class MaxOfPdbHeuristic
{
public:
    static constexpr bool orderChildren = true;

    struct State
    {
        CompactPdbHeuristic::State first;
        CompactPdbHeuristic::State second;
        // The moved tile while the second set's entries are still to be read (lazySecond),
        // 0 when they are read.
        std::uint8_t secondPendingTile = 0;
    };
    struct DualRanks
    {
        CompactPdbHeuristic::DualRanks first;
        CompactPdbHeuristic::DualRanks second;
    };

    MaxOfPdbHeuristic(const CompactPatternDatabase &first, const CompactPatternDatabase &second,
                      bool dualLookups = true, MaxOfOptions options = {})
        : m_first(first, dualLookups)
        , m_second(second, dualLookups && options.secondDual)
        , m_lazy(options.lazySecond && dualLookups)
    { }

    State init(const std::uint8_t *tiles) const
    {
        return {m_first.init(tiles), m_second.init(tiles), 0};
    }
    // A second set whose entries are not read yet counts for nothing (the first's value and
    // pathmax from the parent are still admissible).
    static int value(const State &s)
    {
        const int a = CompactPdbHeuristic::value(s.first);
        if (s.secondPendingTile)
            return a;
        const int b = CompactPdbHeuristic::value(s.second);
        return a > b ? a : b;
    }

    void prepare(State &s, int tile, int from, int to) const
    {
        m_first.prepare(s.first, tile, from, to);
        m_second.prepare(s.second, tile, from, to);
    }
    void locate(State &s, int tile) const
    {
        m_first.locate(s.first, tile);
        if (!m_lazy)
            m_second.locate(s.second, tile);
    }
    void finish(State &s, int tile) const
    {
        m_first.finish(s.first, tile);
        if (m_lazy)
            s.secondPendingTile = static_cast<std::uint8_t>(tile);
        else
            m_second.finish(s.second, tile);
    }
    void update(State &s, const std::uint8_t *tiles, int tile, int from, int to) const
    {
        m_first.update(s.first, tiles, tile, from, to);
        m_second.update(s.second, tiles, tile, from, to);
        s.secondPendingTile = 0;
    }

    void refineStart(State &s, DualRanks &pending) const
    {
        if (s.secondPendingTile)
            m_second.locate(s.second, s.secondPendingTile);
        m_first.refineStart(s.first, pending.first);
        m_second.refineStart(s.second, pending.second);
    }
    void refineFinish(State &s, const DualRanks &pending) const
    {
        if (s.secondPendingTile) {
            m_second.finish(s.second, s.secondPendingTile);
            s.secondPendingTile = 0;
        }
        m_first.refineFinish(s.first, pending.first);
        m_second.refineFinish(s.second, pending.second);
    }
    void refine(State &s) const
    {
        DualRanks pending;
        refineStart(s, pending);
        refineFinish(s, pending);
    }
    // Pathmax follows the first set's dual lookups (the second's are on only with them).
    bool usesPathmax() const { return m_first.usesPathmax(); }

    const CompactPdbHeuristic &first() const { return m_first; }
    const CompactPdbHeuristic &second() const { return m_second; }

private:
    CompactPdbHeuristic m_first;
    CompactPdbHeuristic m_second;
    bool m_lazy = false;
};

} // namespace pw::sliding
