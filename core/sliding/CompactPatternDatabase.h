#pragma once

#include "core/common/Expected.h"
#include "core/common/SolverSink.h"
#include "core/sliding/PatternPartition.h"
#include "core/sliding/PlacementRanking.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <vector>

class QFile;

namespace pw::sliding {

// Additive pattern databases stored in 4 bits per placement (Korf & Felner's 7-8 tables for the
// 15-puzzle fit in 275 MiB instead of 550). A placement of a pattern's tiles is numbered densely
// by PlacementRanking; its entry e says the pattern tiles need md + 2e moves, where md is their
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
    unsigned entry(int pattern, std::uint32_t rank) const
    {
        const std::uint8_t byte = m_tables[static_cast<std::size_t>(pattern)][rank >> 1];
        return (byte >> ((rank & 1) * 4)) & 15u;
    }
    const std::uint8_t *tableData(int pattern) const
    {
        return m_tables[static_cast<std::size_t>(pattern)];
    }
    std::uint64_t tableBytes(int pattern) const;
    std::uint64_t memoryBytes() const;
    bool isMapped() const { return m_file != nullptr; }

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

    PatternPartition m_partition;
    std::vector<PlacementRanking> m_rankings;
    std::vector<const std::uint8_t *> m_tables;
    std::vector<std::vector<std::uint8_t>> m_owned; // built tables
    std::unique_ptr<QFile> m_file; // mapped tables
};

} // namespace pw::sliding
