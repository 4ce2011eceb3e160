#include "core/sliding/CompactPatternDatabase.h"

#include "core/common/AtomicFileWriter.h"
#include "core/sliding/CompactPdbHeuristic.h"
#include "core/sliding/PatternSpaceSearch.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>

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
constexpr quint32 fileVersion = 1;
// The tables start on a page boundary after a fixed-size header.
constexpr qint64 headerBytes = 4096;

std::uint64_t tableBytesFor(const PlacementRanking &ranking)
{
    return (ranking.count() + 1) / 2;
}

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

QByteArray headerFor(const PatternPartition &partition, const std::vector<std::uint64_t> &bytes,
                     const std::vector<std::uint64_t> &sums)
{
    QByteArray header;
    {
        QDataStream out(&header, QIODevice::WriteOnly);
        out.writeRawData(magic, sizeof magic);
        out << fileVersion << quint32(partition.side) << quint32(partition.patterns.size());
        for (std::size_t p = 0; p < partition.patterns.size(); ++p) {
            out << quint32(partition.patterns[p].size());
            for (int t : partition.patterns[p])
                out << quint8(t);
            out << quint64(bytes[p]) << quint64(sums[p]);
        }
    }
    header.append(QByteArray(headerBytes - header.size(), '\0'));
    return header;
}

} // namespace

CompactPatternDatabase::~CompactPatternDatabase() = default;

void CompactPatternDatabase::setPartition(const PatternPartition &partition)
{
    m_partition = partition;
    m_rankings.clear();
    for (const auto &tiles : partition.patterns)
        m_rankings.emplace_back(partition.cells(), static_cast<int>(tiles.size()));
    m_tables.assign(partition.patterns.size(), nullptr);
}

std::uint64_t CompactPatternDatabase::tableBytes(int pattern) const
{
    return tableBytesFor(ranking(pattern));
}

std::uint64_t CompactPatternDatabase::memoryBytes() const
{
    std::uint64_t bytes = sizeof(*this);
    for (int p = 0; p < static_cast<int>(m_tables.size()); ++p)
        bytes += tableBytes(p);
    return bytes;
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
    database->m_owned.resize(partition.patterns.size());
    std::uint64_t total = 0;
    for (const auto &ranking : database->m_rankings)
        total += ranking.count();
    std::uint64_t before = 0;
    BuildReport built;
    built.threads = threads;
    const std::string message
        = Text::tr("building the %1 pattern databases").arg(partition.label()).toStdString();
    for (std::size_t p = 0; p < partition.patterns.size(); ++p) {
        auto progress = [&](std::uint64_t reached, int level) {
            if (sink.isCancelled())
                return false;
            common::Progress step;
            step.fraction = static_cast<double>(before + reached) / static_cast<double>(total);
            step.counters = {{"pattern", static_cast<std::int64_t>(p + 1)},
                             {"depth", level},
                             {"placements", static_cast<std::int64_t>(before + reached)}};
            step.message = message;
            sink.reportProgress(step);
            return true;
        };
        const PatternSpaceSearch::Outcome outcome = PatternSpaceSearch::run(
            partition.side, partition.patterns[p], database->m_owned[p], threads, progress);
        if (!outcome.complete)
            return nullptr;
        database->m_tables[p] = database->m_owned[p].data();
        before += database->m_rankings[p].count();
        built.states += outcome.states;
        built.saturated += outcome.saturated;
    }
    if (report)
        *report = built;
    return database;
}

QString CompactPatternDatabase::defaultCacheFile(const PatternPartition &partition)
{
    QString base = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
    if (base.isEmpty())
        base = QDir::tempPath() + QStringLiteral("/puzzle-workbench");
    return base
        + QStringLiteral("/sliding/pdb-%1x%1-%2.bin").arg(partition.side).arg(partition.label());
}

common::Status CompactPatternDatabase::writeFile(const QString &path) const
{
    std::vector<std::uint64_t> bytes;
    std::vector<std::uint64_t> sums;
    for (int p = 0; p < static_cast<int>(m_tables.size()); ++p) {
        bytes.push_back(tableBytes(p));
        sums.push_back(checksum(tableData(p), bytes.back()));
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    // Written in pieces, atomically, and no second copy of the tables in memory. The writer
    // checks every piece and the flush: a full cache disk is reported, never cached as tables.
    common::AtomicFileWriter file(path);
    if (common::Status status = file.open())
        return status;
    if (common::Status status = file.write(headerFor(m_partition, bytes, sums)))
        return status;
    for (int p = 0; p < static_cast<int>(m_tables.size()); ++p) {
        constexpr std::uint64_t piece = 64 << 20;
        for (std::uint64_t at = 0; at < bytes[static_cast<std::size_t>(p)]; at += piece) {
            const auto length
                = static_cast<qint64>(std::min(piece, bytes[static_cast<std::size_t>(p)] - at));
            if (common::Status status
                = file.write(reinterpret_cast<const char *>(tableData(p) + at), length))
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
    for (const auto &ranking : database->m_rankings) {
        bytes.push_back(tableBytesFor(ranking));
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
    if (version != fileVersion)
        return corrupt(Text::tr("written by another version"));
    if (side != quint32(partition.side) || count != partition.patterns.size())
        return corrupt(Text::tr("holds other patterns"));
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
    for (std::size_t p = 0; p < bytes.size(); ++p) {
        if (checksum(at, bytes[p]) != sums[p])
            return corrupt(Text::tr("pattern %1 fails its checksum").arg(p + 1));
        database->m_tables[p] = at;
        at += bytes[p];
    }
    database->m_file = std::move(file);
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
        if (cached)
            return std::shared_ptr<const CompactPatternDatabase>(std::move(*cached));
        if (warning) {
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
