#pragma once

#include "core/common/Expected.h"
#include "core/common/SolverSink.h"
#include "core/sliding/PatternPartition.h"
#include "core/sliding/PlacementRanking.h"

#include <QString>

#include <array>

#include <cstdint>
#include <memory>
#include <vector>

class QFile;

namespace pw::sliding {

class CellSetLayout;

// Additive pattern databases stored in 4 bits per entry (Korf & Felner's 7-8 tables for the
// 15-puzzle fit in 275 MiB instead of 550). A placement of a pattern's tiles is numbered densely
// by PlacementRanking, or, in a zero-aware table (PatternPartition::zeroAware), a placement with
// the region of free cells the blank is in by CellSetLayout; its entry e says the pattern tiles
// need md + 2e moves, where md is their
// Manhattan distance (the two have the same parity, and e rarely passes 15; where it does, 15 is
// stored, which is still a lower bound). Summed over the patterns that is MD + 2 sum(e), and
// with the board transposed (the goal is symmetric about the main diagonal) MD + 2 sum(e'); the
// heuristic is the larger (CompactPdbHeuristic).
//
// Tables are built by PatternSpaceSearch on every core and cached in a file with a version, the
// partition and a checksum per table; a file that is missing, short, foreign or damaged is
// rebuilt, never trusted. A good file is mapped, not read: loading is checking the checksums.
class CompactPatternDatabase
{
public:
    ~CompactPatternDatabase();

    const PatternPartition &partition() const { return m_partition; }
    const PlacementRanking &ranking(int pattern) const
    {
        return m_rankings[static_cast<std::size_t>(pattern)];
    }
    // How a zero-aware table numbers its states; nullptr for a table by placement.
    const CellSetLayout *layout(int pattern) const
    {
        return m_layouts[static_cast<std::size_t>(pattern)].get();
    }
    // The entries of pattern p's table: placements, or states when zero-aware.
    std::uint64_t entries(int pattern) const;
    unsigned entry(int pattern, std::uint32_t rank) const
    {
        const std::uint8_t byte = m_tables[static_cast<std::size_t>(pattern)][rank >> 1];
        return (byte >> ((rank & 1) * 4)) & 15u;
    }
    const std::uint8_t *tableData(int pattern) const
    {
        return m_tables[static_cast<std::size_t>(pattern)];
    }

    // The dual lookups (CompactPdbHeuristic) need a pattern's distances to a goal with the blank
    // anywhere: where the pattern's goal cuts the free cells into several regions, one table
    // per region besides the usual one (the last cell's). For the 7-8 partition that is one
    // table, tiles 9-15 with the blank in the top two rows (27.5 MiB); for 6-6-6-6 also one.
    struct RegionTable
    {
        int pattern = 0;
        int blankGoal = 0; // the lowest cell of its region
        friend bool operator==(const RegionTable &, const RegionTable &) = default;
    };
    static std::vector<RegionTable> regionTablesFor(const PatternPartition &partition);
    // The table of pattern p whose goal has the blank in the region holding cell: the usual
    // table for the last cell's region, a region table for another (nullptr when the tables came
    // from a file written before region tables existed), nullptr on the pattern's goal cells.
    const std::uint8_t *tableForBlankGoal(int pattern, int cell) const
    {
        const int index = m_tableForBlankGoal[static_cast<std::size_t>(pattern)]
                                             [static_cast<std::size_t>(cell)];
        return index < 0 ? nullptr : m_tables[static_cast<std::size_t>(index)];
    }
    bool hasRegionTables() const { return m_tables.size() > m_partition.patterns.size(); }
    std::uint64_t tableBytes(int pattern) const;
    std::uint64_t memoryBytes() const;
    // Read from a cache file (mapped, or copied into large pages on Linux), not built here.
    bool isMapped() const { return m_file != nullptr || m_largePages != nullptr; }

    // The heuristic of a whole board (tiles row-major, 0 the blank), reflected lookup included.
    int evaluate(const std::uint8_t *tiles) const;

    struct BuildReport
    {
        std::uint64_t states = 0; // (placement, blank region) states searched
        std::uint64_t saturated = 0; // entries whose true value did not fit in 4 bits
        int threads = 1;
    };
    // Builds every table (threads <= 0: one per core), reporting progress to the sink; nothing
    // when cancelled or when the partition is unusable.
    static std::unique_ptr<CompactPatternDatabase> build(const PatternPartition &partition,
                                                         common::SolverSink &sink, int threads = 0,
                                                         BuildReport *report = nullptr);

    // Maps a cache file and checks it against the partition; the error says what is wrong.
    static common::Expected<std::unique_ptr<CompactPatternDatabase>>
    readFile(const QString &path, const PatternPartition &partition);
    common::Status writeFile(const QString &path) const;

    // The cache file if it is good, otherwise built and written (a failed write is only a
    // *warning; a damaged file that was rebuilt says so in *warning too).
    static common::Expected<std::shared_ptr<const CompactPatternDatabase>>
    loadOrBuild(const QString &cacheFile, const PatternPartition &partition,
                common::SolverSink &sink, QString *warning = nullptr, int threads = 0,
                BuildReport *report = nullptr);

    // <CacheLocation>/sliding/pdb-4x4-7-8.bin and the like.
    static QString defaultCacheFile(const PatternPartition &partition);

    // Tables shared by the whole process, keyed by partition, loaded or built on first use from
    // the default cache file. Thread-safe; a cancelled build leaves nothing behind.
    static common::Expected<std::shared_ptr<const CompactPatternDatabase>>
    shared(const PatternPartition &partition, common::SolverSink &sink, QString *warning = nullptr,
           int threads = 0);
    // The shared tables if they are loaded or their cache file is good; nullptr otherwise. Never
    // builds, so a solver can take the strong tables when they exist and fall back at once.
    // *problem says what is wrong with a cache file that exists but was not taken.
    static std::shared_ptr<const CompactPatternDatabase>
    sharedIfCached(const PatternPartition &partition, QString *problem = nullptr);

private:
    CompactPatternDatabase() = default;
    void setPartition(const PatternPartition &partition);
    // Points m_tableForBlankGoal at the region tables once they are in m_tables.
    void indexTables();
    int patternOfTable(std::size_t table) const;

    PatternPartition m_partition;
    std::vector<PlacementRanking> m_rankings;
    std::vector<std::shared_ptr<const CellSetLayout>> m_layouts; // per pattern, if zero-aware
    std::vector<RegionTable> m_regionTables; // what the partition needs
    // Index into m_tables per pattern and cell (-1: none); region tables only once loaded.
    std::vector<std::array<int, 32>> m_tableForBlankGoal;
    std::vector<const std::uint8_t *> m_tables;
    std::vector<std::vector<std::uint8_t>> m_owned; // built tables
    std::unique_ptr<QFile> m_file; // mapped tables
    void moveToLargePages(std::uint64_t bytes);
    std::uint8_t *m_largePages = nullptr; // the tables read from the file, in 2 MiB pages
    std::uint64_t m_largePagesBytes = 0;
};

} // namespace pw::sliding
