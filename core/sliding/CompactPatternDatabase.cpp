#include "core/sliding/CompactPatternDatabase.h"

#include "core/common/AppFolders.h"
#include "core/common/AtomicFileWriter.h"
#include "core/sliding/CellSetLayout.h"
#include "core/sliding/CompactPdbHeuristic.h"
#include "core/sliding/PatternSpaceSearch.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#ifdef __linux__
#include <sys/mman.h>
#endif

#include <bit>
#include <condition_variable>
#include <cstring>
#include <map>
#include <mutex>
#include <thread>

namespace pw::sliding {

using common::Error;

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::sliding::CompactPatternDatabase)
};

constexpr char magic[8] = {'P', 'W', 'S', 'L', 'C', 'P', 'D', 'B'};
// Bump when the encoding of an entry or the ranking changes: old files are then rebuilt.
// Version 2 added the region tables of the dual lookups after the pattern tables; a version 1
// file is still read (its lookups are the same), and rebuilt by loadOrBuild to gain them.
// Version 3 says after the patterns' count whether the tables are zero-aware (flag bit 0); an
// older file holds tables by placement.
constexpr quint32 fileVersion = 3;
constexpr quint32 zeroAwareFlag = 1;
constexpr quint32 oldestReadableVersion = 1;
// The tables start on a page boundary after a fixed-size header.
constexpr qint64 headerBytes = 4096;

// A 64-bit checksum fast enough to run over 275 MiB on every load (four independent
// multiply-rotate lanes, about 5 GB/s); it is there to catch damage, not forgery.
std::uint64_t checksum(const std::uint8_t *data, std::uint64_t size)
{
    constexpr std::uint64_t prime = 0x9E3779B97F4A7C15ull;
    std::uint64_t lane[4] = {0x243F6A8885A308D3ull, 0x13198A2E03707344ull, 0xA4093822299F31D0ull,
                             0x082EFA98EC4E6C89ull};
    std::uint64_t i = 0;
    for (; i + 32 <= size; i += 32) {
        for (int l = 0; l < 4; ++l) {
            std::uint64_t word;
            std::memcpy(&word, data + i + 8 * static_cast<std::uint64_t>(l), 8);
            lane[l] = std::rotl((lane[l] ^ word) * prime, 31);
        }
    }
    std::uint64_t hash = size * prime;
    for (std::uint64_t l : lane)
        hash = std::rotl((hash ^ l) * prime, 27);
    for (; i < size; ++i)
        hash = (hash ^ data[i]) * 0x100000001B3ull;
    return hash ^ (hash >> 32);
}

QByteArray headerFor(const PatternPartition &partition,
                     const std::vector<CompactPatternDatabase::RegionTable> &regionTables,
                     const std::vector<std::uint64_t> &bytes,
                     const std::vector<std::uint64_t> &sums)
{
    QByteArray header;
    {
        QDataStream out(&header, QIODevice::WriteOnly);
        out.writeRawData(magic, sizeof magic);
        out << fileVersion << quint32(partition.side) << quint32(partition.patterns.size())
            << quint32(partition.zeroAware ? zeroAwareFlag : 0);
        for (std::size_t p = 0; p < partition.patterns.size(); ++p) {
            out << quint32(partition.patterns[p].size());
            for (int t : partition.patterns[p])
                out << quint8(t);
            out << quint64(bytes[p]) << quint64(sums[p]);
        }
        out << quint32(regionTables.size());
        for (std::size_t r = 0; r < regionTables.size(); ++r) {
            const std::size_t t = partition.patterns.size() + r;
            out << quint32(regionTables[r].pattern) << quint32(regionTables[r].blankGoal)
                << quint64(bytes[t]) << quint64(sums[t]);
        }
    }
    header.append(QByteArray(headerBytes - header.size(), '\0'));
    return header;
}

} // namespace

CompactPatternDatabase::~CompactPatternDatabase()
{
#ifdef __linux__
    if (m_largePages)
        munmap(m_largePages, m_largePagesBytes);
#endif
}

// IDA* reads the tables at random, one read per lookup, across 275 MiB: with 4 KiB pages nearly
// every read also misses the TLB and walks the page tables. On Linux the mapped tables are
// copied once into anonymous memory the kernel is asked to back with 2 MiB pages (transparent
// huge pages, madvise), which makes the search markedly faster; the copy costs a fraction of
// the checksum pass and the memory is the same. Elsewhere, or if that fails, the mapping stays.
void CompactPatternDatabase::moveToLargePages(std::uint64_t bytes)
{
#ifdef __linux__
    constexpr std::uint64_t large = std::uint64_t(2) << 20;
    const std::uint64_t size = (bytes + large - 1) / large * large;
    void *memory
        = mmap(nullptr, size + large, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED)
        return;
    // Aligned to 2 MiB inside the reservation; the rest is given back.
    auto *base = static_cast<std::uint8_t *>(memory);
    const auto misalign = reinterpret_cast<std::uintptr_t>(base) % large;
    std::uint8_t *aligned = misalign ? base + (large - misalign) : base;
    if (aligned != base)
        munmap(base, static_cast<std::size_t>(aligned - base));
    const std::uint64_t tail = (base + size + large) - (aligned + size);
    if (tail)
        munmap(aligned + size, tail);
    madvise(aligned, size, MADV_HUGEPAGE);
    std::uint8_t *at = aligned;
    for (std::size_t t = 0; t < m_tables.size(); ++t) {
        const std::uint64_t length = tableBytes(patternOfTable(t));
        std::memcpy(at, m_tables[t], length);
        m_tables[t] = at;
        at += length;
    }
    m_largePages = aligned;
    m_largePagesBytes = size;
    indexTables();
    m_file.reset(); // unmapped and closed
#else
    (void)bytes;
#endif
}

void CompactPatternDatabase::setPartition(const PatternPartition &partition)
{
    m_partition = partition;
    m_rankings.clear();
    m_layouts.clear();
    std::map<std::size_t, std::shared_ptr<const CellSetLayout>> layoutOfSize;
    for (const auto &tiles : partition.patterns) {
        m_rankings.emplace_back(partition.cells(), static_cast<int>(tiles.size()));
        std::shared_ptr<const CellSetLayout> &layout = layoutOfSize[tiles.size()];
        if (partition.zeroAware && !layout)
            layout
                = std::make_shared<CellSetLayout>(partition.side, static_cast<int>(tiles.size()));
        m_layouts.push_back(layout);
    }
    m_regionTables = regionTablesFor(partition);
    m_tables.assign(partition.patterns.size(), nullptr);
    indexTables();
}

std::vector<CompactPatternDatabase::RegionTable>
CompactPatternDatabase::regionTablesFor(const PatternPartition &partition)
{
    std::vector<RegionTable> tables;
    for (int p = 0; p < static_cast<int>(partition.patterns.size()); ++p) {
        const auto regions = partition.goalRegions(p);
        for (std::size_t r = 1; r < regions.size(); ++r)
            tables.push_back({p, std::countr_zero(regions[r])});
    }
    return tables;
}

void CompactPatternDatabase::indexTables()
{
    std::array<int, 32> none;
    none.fill(-1);
    m_tableForBlankGoal.assign(m_partition.patterns.size(), none);
    for (int p = 0; p < static_cast<int>(m_partition.patterns.size()); ++p) {
        const auto regions = m_partition.goalRegions(p);
        for (std::size_t r = 0; r < regions.size(); ++r) {
            int index = -1;
            if (r == 0) {
                index = p;
            } else {
                const RegionTable wanted {p, std::countr_zero(regions[r])};
                for (std::size_t k = 0; k < m_regionTables.size(); ++k) {
                    if (m_regionTables[k] == wanted
                        && m_partition.patterns.size() + k < m_tables.size())
                        index = static_cast<int>(m_partition.patterns.size() + k);
                }
            }
            for (std::uint32_t cells = regions[r]; cells; cells &= cells - 1)
                m_tableForBlankGoal[static_cast<std::size_t>(p)]
                                   [static_cast<std::size_t>(std::countr_zero(cells))]
                    = index;
        }
    }
}

std::uint64_t CompactPatternDatabase::entries(int pattern) const
{
    const CellSetLayout *states = layout(pattern);
    return states ? states->states() : ranking(pattern).count();
}

std::uint64_t CompactPatternDatabase::tableBytes(int pattern) const
{
    return (entries(pattern) + 1) / 2;
}

std::uint64_t CompactPatternDatabase::memoryBytes() const
{
    std::uint64_t bytes = sizeof(*this);
    for (std::size_t t = 0; t < m_tables.size(); ++t)
        bytes += tableBytes(patternOfTable(t));
    return bytes;
}

int CompactPatternDatabase::patternOfTable(std::size_t table) const
{
    const std::size_t patterns = m_partition.patterns.size();
    return table < patterns ? static_cast<int>(table) : m_regionTables[table - patterns].pattern;
}

int CompactPatternDatabase::evaluate(const std::uint8_t *tiles) const
{
    const CompactPdbHeuristic heuristic(*this);
    return CompactPdbHeuristic::value(heuristic.init(tiles));
}

std::unique_ptr<CompactPatternDatabase>
CompactPatternDatabase::build(const PatternPartition &partition, common::SolverSink &sink,
                              int threads, BuildReport *report)
{
    if (!partition.problem().isEmpty())
        return nullptr;
    if (threads <= 0)
        threads = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    std::unique_ptr<CompactPatternDatabase> database(new CompactPatternDatabase);
    database->setPartition(partition);
    database->m_owned.resize(partition.patterns.size() + database->m_regionTables.size());
    // What a table's search reaches: its placements, or its real states when zero-aware.
    auto reachable = [&](int p) {
        const CellSetLayout *states = database->layout(p);
        return states ? states->realStates() : database->ranking(p).count();
    };
    const std::size_t patterns = partition.patterns.size();
    std::uint64_t total = 0;
    for (std::size_t t = 0; t < patterns + database->m_regionTables.size(); ++t)
        total += reachable(database->patternOfTable(t));
    std::uint64_t before = 0;
    BuildReport built;
    built.threads = threads;
    const std::string message
        = Text::tr("building the %1 pattern databases").arg(partition.label()).toStdString();
    // The pattern tables, then the region tables of the dual lookups.
    for (std::size_t t = 0; t < patterns + database->m_regionTables.size(); ++t) {
        const int p = database->patternOfTable(t);
        const int blankGoal = t < patterns ? -1 : database->m_regionTables[t - patterns].blankGoal;
        auto progress = [&](std::uint64_t reached, int level) {
            if (sink.isCancelled())
                return false;
            common::Progress step;
            step.fraction = static_cast<double>(before + reached) / static_cast<double>(total);
            step.counters = {{"pattern", static_cast<std::int64_t>(t + 1)},
                             {"depth", level},
                             {partition.zeroAware ? "states" : "placements",
                              static_cast<std::int64_t>(before + reached)}};
            step.message = message;
            sink.reportProgress(step);
            return true;
        };
        const PatternSpaceSearch::Outcome outcome = PatternSpaceSearch::run(
            partition.side, partition.patterns[static_cast<std::size_t>(p)], database->m_owned[t],
            threads, progress, blankGoal,
            partition.zeroAware ? PatternSpaceSearch::TableIndex::State
                                : PatternSpaceSearch::TableIndex::Placement);
        if (!outcome.complete)
            return nullptr;
        if (t >= patterns)
            database->m_tables.push_back(nullptr);
        database->m_tables[t] = database->m_owned[t].data();
        before += reachable(p);
        built.states += outcome.states;
        built.saturated += outcome.saturated;
    }
    database->indexTables();
    if (report)
        *report = built;
    return database;
}

QString CompactPatternDatabase::defaultCacheFile(const PatternPartition &partition)
{
    QString base = common::cacheFolder();
    if (base.isEmpty())
        base = QDir::tempPath() + QStringLiteral("/puzzle-workbench");
    return base
        + QStringLiteral("/sliding/pdb-%1x%1-%2.bin")
              .arg(partition.side)
              .arg(partition.fileLabel());
}

common::Status CompactPatternDatabase::writeFile(const QString &path) const
{
    std::vector<std::uint64_t> bytes;
    std::vector<std::uint64_t> sums;
    for (std::size_t t = 0; t < m_tables.size(); ++t) {
        bytes.push_back(tableBytes(patternOfTable(t)));
        sums.push_back(checksum(m_tables[t], bytes.back()));
    }
    // Tables without their region tables (read from an old file) are written as they came.
    std::vector<RegionTable> regionTables = m_regionTables;
    regionTables.resize(m_tables.size() - m_partition.patterns.size());
    QDir().mkpath(QFileInfo(path).absolutePath());
    // Written in pieces, atomically, and no second copy of the tables in memory. The writer
    // checks every piece and the flush: a full cache disk is reported, never cached as tables.
    common::AtomicFileWriter file(path);
    if (common::Status status = file.open())
        return status;
    if (common::Status status = file.write(headerFor(m_partition, regionTables, bytes, sums)))
        return status;
    for (std::size_t t = 0; t < m_tables.size(); ++t) {
        constexpr std::uint64_t piece = 64 << 20;
        for (std::uint64_t at = 0; at < bytes[t]; at += piece) {
            const auto length = static_cast<qint64>(std::min(piece, bytes[t] - at));
            if (common::Status status
                = file.write(reinterpret_cast<const char *>(m_tables[t] + at), length))
                return status;
        }
    }
    return file.commit();
}

common::Expected<std::unique_ptr<CompactPatternDatabase>>
CompactPatternDatabase::readFile(const QString &path, const PatternPartition &partition)
{
    const QString name = QFileInfo(path).fileName();
    auto corrupt = [&](const QString &reason) { return Error {name, {}, reason}; };
    if (const QString problem = partition.problem(); !problem.isEmpty())
        return corrupt(problem);
    std::unique_ptr<CompactPatternDatabase> database(new CompactPatternDatabase);
    database->setPartition(partition);
    std::vector<std::uint64_t> bytes;
    qint64 expectedSize = headerBytes;
    for (std::size_t p = 0; p < partition.patterns.size(); ++p) {
        bytes.push_back(database->tableBytes(static_cast<int>(p)));
        expectedSize += static_cast<qint64>(bytes.back());
    }

    auto file = std::make_unique<QFile>(path);
    if (!file->open(QIODevice::ReadOnly))
        return corrupt(Text::tr("cannot open: %1").arg(file->errorString()));
    if (file->size() < headerBytes)
        return corrupt(Text::tr("the header is cut short"));
    const QByteArray header = file->read(headerBytes);
    QDataStream in(header);
    char head[sizeof magic];
    if (in.readRawData(head, sizeof head) != sizeof head
        || std::memcmp(head, magic, sizeof magic) != 0)
        return corrupt(Text::tr("not a compact pattern database file"));
    quint32 version = 0;
    quint32 side = 0;
    quint32 count = 0;
    in >> version >> side >> count;
    quint32 flags = 0;
    if (version >= 3)
        in >> flags;
    if (version < oldestReadableVersion || version > fileVersion)
        return corrupt(Text::tr("written by another version"));
    if (side != quint32(partition.side) || count != partition.patterns.size())
        return corrupt(Text::tr("holds other patterns"));
    if (((flags & zeroAwareFlag) != 0) != partition.zeroAware) {
        return corrupt(partition.zeroAware
                           ? Text::tr("holds tables by placement, not zero-aware ones")
                           : Text::tr("holds zero-aware tables, not tables by placement"));
    }
    std::vector<std::uint64_t> sums;
    for (std::size_t p = 0; p < partition.patterns.size(); ++p) {
        const auto &tiles = partition.patterns[p];
        quint32 k = 0;
        in >> k;
        if (k != tiles.size())
            return corrupt(Text::tr("pattern %1 has other tiles").arg(p + 1));
        for (int t : tiles) {
            quint8 stored = 0;
            in >> stored;
            if (stored != t)
                return corrupt(Text::tr("pattern %1 has other tiles").arg(p + 1));
        }
        quint64 size = 0;
        quint64 sum = 0;
        in >> size >> sum;
        if (size != bytes[p])
            return corrupt(Text::tr("pattern %1 has the wrong table size").arg(p + 1));
        sums.push_back(sum);
    }
    if (version >= 2) {
        quint32 regions = 0;
        in >> regions;
        // None at all: written from tables that were read from a version 1 file.
        if (regions != 0 && regions != database->m_regionTables.size())
            return corrupt(Text::tr("holds other region tables"));
        for (std::size_t r = 0; r < regions; ++r) {
            const RegionTable &wanted = database->m_regionTables[r];
            quint32 pattern = 0;
            quint32 blankGoal = 0;
            quint64 size = 0;
            quint64 sum = 0;
            in >> pattern >> blankGoal >> size >> sum;
            if (RegionTable {int(pattern), int(blankGoal)} != wanted)
                return corrupt(Text::tr("holds other region tables"));
            bytes.push_back(database->tableBytes(wanted.pattern));
            if (size != bytes.back())
                return corrupt(Text::tr("a region table has the wrong size"));
            expectedSize += static_cast<qint64>(size);
            sums.push_back(sum);
        }
    }
    if (in.status() != QDataStream::Ok)
        return corrupt(Text::tr("the header is cut short"));
    if (file->size() < expectedSize)
        return corrupt(Text::tr("the tables are cut short"));
    if (file->size() > expectedSize)
        return corrupt(Text::tr("trailing bytes after the tables"));
    const uchar *mapped = file->map(0, expectedSize);
    if (!mapped)
        return corrupt(Text::tr("cannot map: %1").arg(file->errorString()));
    const auto *at = reinterpret_cast<const std::uint8_t *>(mapped) + headerBytes;
    for (std::size_t t = 0; t < bytes.size(); ++t) {
        if (checksum(at, bytes[t]) != sums[t]) {
            if (t >= partition.patterns.size())
                return corrupt(Text::tr("a region table fails its checksum"));
            return corrupt(Text::tr("pattern %1 fails its checksum").arg(t + 1));
        }
        if (t >= database->m_tables.size())
            database->m_tables.push_back(nullptr);
        database->m_tables[t] = at;
        at += bytes[t];
    }
    database->indexTables();
    database->m_file = std::move(file);
    database->moveToLargePages(static_cast<std::uint64_t>(expectedSize - headerBytes));
    return database;
}

common::Expected<std::shared_ptr<const CompactPatternDatabase>>
CompactPatternDatabase::loadOrBuild(const QString &cacheFile, const PatternPartition &partition,
                                    common::SolverSink &sink, QString *warning, int threads,
                                    BuildReport *report)
{
    if (const QString problem = partition.problem(); !problem.isEmpty())
        return Error {{}, {}, problem};
    if (QFileInfo::exists(cacheFile)) {
        auto cached = readFile(cacheFile, partition);
        if (cached && ((*cached)->hasRegionTables() || regionTablesFor(partition).empty()))
            return std::shared_ptr<const CompactPatternDatabase>(std::move(*cached));
        if (warning && cached) {
            *warning = Text::tr("rebuilt the %1 pattern databases: the file has no tables for "
                                "the dual lookups")
                           .arg(partition.label());
        } else if (warning) {
            *warning = Text::tr("rebuilt the %1 pattern databases: %2")
                           .arg(partition.label(), cached.error().message());
        }
    }
    std::unique_ptr<CompactPatternDatabase> built = build(partition, sink, threads, report);
    if (!built) {
        return Error {
            {},
            {},
            Text::tr("building the %1 pattern databases was cancelled").arg(partition.label())};
    }
    if (auto error = built->writeFile(cacheFile); error && warning) {
        *warning = Text::tr("could not cache the %1 pattern databases: %2")
                       .arg(partition.label(), error->message());
    }
    return std::shared_ptr<const CompactPatternDatabase>(std::move(built));
}

namespace {

// The process-wide tables. A slot is busy while one thread loads or builds it: shared() waits
// for it, sharedIfCached() does not (it answers "not yet" so the caller uses weaker tables).
struct SharedSlot
{
    std::shared_ptr<const CompactPatternDatabase> tables;
    bool busy = false;
};

struct SharedTables
{
    std::mutex mutex;
    std::condition_variable idle;
    std::map<QString, SharedSlot> byPartition;
};

SharedTables &sharedTables()
{
    static SharedTables tables;
    return tables;
}

// Two partitions with the same pattern sizes share a file name (the file's header tells them
// apart), so the slots are keyed by the tiles themselves.
QString slotKey(const PatternPartition &partition)
{
    QString key = QString::number(partition.side);
    if (partition.zeroAware)
        key += QLatin1Char('z');
    for (const auto &pattern : partition.patterns) {
        key += QLatin1Char('/');
        for (int t : pattern)
            key += QString::number(t) + QLatin1Char(',');
    }
    return key;
}

} // namespace

common::Expected<std::shared_ptr<const CompactPatternDatabase>>
CompactPatternDatabase::shared(const PatternPartition &partition, common::SolverSink &sink,
                               QString *warning, int threads)
{
    SharedTables &all = sharedTables();
    const QString key = slotKey(partition);
    const QString file = defaultCacheFile(partition);
    std::unique_lock lock(all.mutex);
    all.idle.wait(lock, [&] { return !all.byPartition[key].busy; });
    if (all.byPartition[key].tables)
        return all.byPartition[key].tables;
    all.byPartition[key].busy = true;
    lock.unlock();
    auto loaded = loadOrBuild(file, partition, sink, warning, threads);
    lock.lock();
    SharedSlot &slot = all.byPartition[key];
    slot.busy = false;
    if (loaded)
        slot.tables = *loaded;
    all.idle.notify_all();
    return loaded;
}

std::shared_ptr<const CompactPatternDatabase>
CompactPatternDatabase::sharedIfCached(const PatternPartition &partition, QString *problem)
{
    SharedTables &all = sharedTables();
    const QString key = slotKey(partition);
    const QString file = defaultCacheFile(partition);
    std::unique_lock lock(all.mutex);
    if (all.byPartition[key].tables || all.byPartition[key].busy || !QFileInfo::exists(file))
        return all.byPartition[key].tables;
    all.byPartition[key].busy = true;
    lock.unlock();
    auto read = readFile(file, partition);
    lock.lock();
    SharedSlot &slot = all.byPartition[key];
    slot.busy = false;
    if (read)
        slot.tables = std::shared_ptr<const CompactPatternDatabase>(std::move(*read));
    else if (problem)
        *problem = read.error().message();
    all.idle.notify_all();
    return slot.tables;
}

} // namespace pw::sliding
