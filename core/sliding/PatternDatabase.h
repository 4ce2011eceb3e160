#pragma once

#include "core/common/Expected.h"
#include "core/common/SolverSink.h"

#include <QString>

#include <array>
#include <cstdint>
#include <memory>
#include <vector>

namespace pw::sliding {

// Additive disjoint pattern databases for the 4 x 4 board (Korf & Felner 2002), partition 6-6-3:
//
//    1  2 |  3  4        pattern 0: 1 2 5 6 9 10
//    5  6 |  7  8        pattern 1: 3 4 7 8 11 12
//    9 10 | 11 12        pattern 2: 13 14 15
//   -----------+--
//   13 14 15 |  _
//
// Each table holds, for every placement of its tiles, the fewest moves of those tiles (moves of
// other tiles are free) that bring them home. Because no move is counted by two tables, their
// sum is a lower bound. The goal is symmetric under transposition (the blank stays in the
// corner), so the transposed board with tiles relabelled is as far from the goal as the board
// itself; the heuristic is the larger of the two sums ("mirror lookup").
//
// A table is indexed sparsely by the cells of its tiles, 4 bits each (16^6 entries for a 6-tile
// pattern), which lets a search update the index with one addition per move.
class PatternDatabase
{
public:
    static constexpr int side = 4;
    static constexpr int cells = 16;
    static constexpr int patternCount = 3;
    static const std::array<std::vector<int>, patternCount> &patterns();

    // Builds all tables by breadth-first search from the goal, reporting progress; nothing when
    // cancelled.
    static std::unique_ptr<PatternDatabase> build(common::SolverSink &sink);

    // Reads the cache file if it is complete and its checksums match; otherwise builds the
    // tables and rewrites the file. The error says why when it was cancelled or could not be
    // written (the tables are still returned when only writing failed; see *warning).
    static common::Expected<std::shared_ptr<const PatternDatabase>>
    loadOrBuild(const QString &cacheFile, common::SolverSink &sink, QString *warning = nullptr);

    // Tables shared by the whole process, loaded or built on first use from the default cache
    // file. Thread-safe; a cancelled build leaves nothing behind so the next call tries again.
    static common::Expected<std::shared_ptr<const PatternDatabase>>
    shared(common::SolverSink &sink, QString *warning = nullptr);
    // The shared tables if they are loaded or their cache file is good; nullptr otherwise (also
    // while another thread is loading or building them). Never builds, so a quick search can take
    // the tables when they exist and go without them at once.
    static std::shared_ptr<const PatternDatabase> sharedIfCached();

    // <CacheLocation>/sliding/pdb-4x4-663.bin
    static QString defaultCacheFile();

    // Reads a cache file; the error says what is wrong with it (missing, short, bad checksum).
    static common::Expected<std::unique_ptr<PatternDatabase>> readFile(const QString &path);
    common::Status writeFile(const QString &path) const;

    std::uint8_t lookup(int pattern, std::uint32_t index) const
    {
        return m_tables[static_cast<std::size_t>(pattern)][index];
    }
    // The heuristic of a whole 4 x 4 board (tiles row-major, 0 the blank).
    int evaluate(const std::uint8_t *tiles) const;

    std::size_t memoryBytes() const;

    // Cell of the transposed board, and the tile that sits where tile t would after transposing.
    static int transposeCell(int cell) { return (cell % side) * side + cell / side; }
    static int mirrorTile(int tile) { return tile == 0 ? 0 : transposeCell(tile - 1) + 1; }

private:
    PatternDatabase() = default;
    static bool buildPattern(int pattern, std::vector<std::uint8_t> &table,
                             common::SolverSink &sink, std::int64_t &doneConfigs,
                             std::int64_t totalConfigs);

    std::array<std::vector<std::uint8_t>, patternCount> m_tables;
};

// IDA* heuristic over the tables: six running indices (three patterns, three mirrored) and the
// value each one looks up. A move changes one pattern and one mirrored pattern, so a node costs
// two table lookups.
class PdbHeuristic
{
public:
    struct State
    {
        std::array<std::uint32_t, PatternDatabase::patternCount> index {};
        std::array<std::uint32_t, PatternDatabase::patternCount> mirrored {};
        std::array<std::uint8_t, PatternDatabase::patternCount> value {};
        std::array<std::uint8_t, PatternDatabase::patternCount> mirroredValue {};
        int direct = 0;
        int mirror = 0;
    };

    explicit PdbHeuristic(const PatternDatabase &database);

    State init(const std::uint8_t *tiles) const;
    static int value(const State &s) { return s.direct > s.mirror ? s.direct : s.mirror; }
    void update(State &s, const std::uint8_t *, int tile, int from, int to) const
    {
        const Slot &slot = m_slot[static_cast<std::size_t>(tile)];
        std::uint32_t &index = s.index[slot.pattern];
        index += static_cast<std::uint32_t>((to - from) * (1 << slot.shift));
        const std::uint8_t v = m_database.lookup(slot.pattern, index);
        s.direct += v - s.value[slot.pattern];
        s.value[slot.pattern] = v;
        std::uint32_t &mirrored = s.mirrored[slot.mirrorPattern];
        mirrored += static_cast<std::uint32_t>(
            (PatternDatabase::transposeCell(to) - PatternDatabase::transposeCell(from))
            * (1 << slot.mirrorShift));
        const std::uint8_t m = m_database.lookup(slot.mirrorPattern, mirrored);
        s.mirror += m - s.mirroredValue[slot.mirrorPattern];
        s.mirroredValue[slot.mirrorPattern] = m;
    }

private:
    struct Slot
    {
        std::uint8_t pattern = 0;
        std::uint8_t shift = 0;
        std::uint8_t mirrorPattern = 0;
        std::uint8_t mirrorShift = 0;
    };
    const PatternDatabase &m_database;
    std::array<Slot, PatternDatabase::cells> m_slot {};
};

} // namespace pw::sliding
