#include "core/sliding/PatternDatabase.h"

#include "core/common/AppFolders.h"
#include "core/common/PuzzleFile.h"

#include <QCoreApplication>
#include <QDataStream>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <bit>
#include <chrono>
#include <cstring>
#include <mutex>

namespace pw::sliding {

using common::Error;

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::sliding::PatternDatabase)
};

constexpr char magic[8] = {'P', 'W', 'S', 'L', 'P', 'D', 'B', '1'};
constexpr quint32 fileVersion = 1;
constexpr std::uint8_t unknown = 0xFF;

// Cells as bits of a 16-bit mask; the cells next to any cell of m.
constexpr std::uint32_t neighbours(std::uint32_t m)
{
    return (((m << 1) & 0xEEEEu) | ((m >> 1) & 0x7777u) | (m << 4) | (m >> 4)) & 0xFFFFu;
}

// The cells the blank can reach from start through free cells.
std::uint32_t flood(int start, std::uint32_t freeCells)
{
    std::uint32_t region = 1u << start;
    for (;;) {
        const std::uint32_t grown = region | (neighbours(region) & freeCells);
        if (grown == region)
            return region;
        region = grown;
    }
}

std::uint64_t fnv1a(const std::vector<std::uint8_t> &data)
{
    std::uint64_t hash = 14695981039346656037ull;
    for (std::uint8_t byte : data) {
        hash ^= byte;
        hash *= 1099511628211ull;
    }
    return hash;
}

std::int64_t placements(int tiles)
{
    std::int64_t count = 1;
    for (int i = 0; i < tiles; ++i)
        count *= PatternDatabase::cells - i;
    return count;
}

} // namespace

const std::array<std::vector<int>, PatternDatabase::patternCount> &PatternDatabase::patterns()
{
    static const std::array<std::vector<int>, patternCount> list {
        std::vector<int> {1, 2, 5, 6, 9, 10}, std::vector<int> {3, 4, 7, 8, 11, 12},
        std::vector<int> {13, 14, 15}};
    return list;
}

// Breadth-first search over (placement of the pattern tiles, region of the blank). Moves of
// other tiles cost nothing, so the blank's exact cell does not matter, only which connected
// region of free cells it is in; naming a region by its lowest cell makes every edge cost one
// move and plain BFS exact. A placement's value is the first level that reaches it.
bool PatternDatabase::buildPattern(int pattern, std::vector<std::uint8_t> &table,
                                   common::SolverSink &sink, std::int64_t &doneConfigs,
                                   std::int64_t totalConfigs)
{
    const std::vector<int> &tiles = patterns()[static_cast<std::size_t>(pattern)];
    const int k = static_cast<int>(tiles.size());
    table.assign(std::size_t(1) << (4 * k), unknown);
    std::vector<std::uint64_t> visited((std::size_t(1) << (4 * k + 4)) / 64 + 1, 0);
    auto testAndSet = [&](std::uint32_t state) {
        std::uint64_t &word = visited[state >> 6];
        const std::uint64_t bit = std::uint64_t(1) << (state & 63);
        if (word & bit)
            return false;
        word |= bit;
        return true;
    };

    std::uint32_t goalIndex = 0;
    std::uint32_t goalOccupied = 0;
    for (int i = 0; i < k; ++i) {
        goalIndex |= static_cast<std::uint32_t>(tiles[static_cast<std::size_t>(i)] - 1) << (4 * i);
        goalOccupied |= 1u << (tiles[static_cast<std::size_t>(i)] - 1);
    }
    const std::uint32_t goalRegion = flood(cells - 1, ~goalOccupied & 0xFFFFu);
    std::vector<std::uint32_t> current {(goalIndex << 4)
                                        | static_cast<std::uint32_t>(std::countr_zero(goalRegion))};
    testAndSet(current.front());
    table[goalIndex] = 0;
    ++doneConfigs;

    std::vector<std::uint32_t> next;
    auto lastReport = std::chrono::steady_clock::now();
    std::int64_t sinceCheck = 0;
    for (int level = 0; !current.empty(); ++level) {
        next.clear();
        for (std::uint32_t state : current) {
            if (++sinceCheck >= 8192) {
                sinceCheck = 0;
                if (sink.isCancelled())
                    return false;
                const auto now = std::chrono::steady_clock::now();
                if (now - lastReport > std::chrono::milliseconds(250)) {
                    lastReport = now;
                    common::Progress progress;
                    progress.fraction
                        = static_cast<double>(doneConfigs) / static_cast<double>(totalConfigs);
                    progress.counters
                        = {{"pattern", pattern + 1}, {"depth", level}, {"placements", doneConfigs}};
                    progress.message = Text::tr("building pattern databases").toStdString();
                    sink.reportProgress(progress);
                }
            }
            const std::uint32_t index = state >> 4;
            int cell[8];
            std::uint32_t occupied = 0;
            for (int i = 0; i < k; ++i) {
                cell[i] = static_cast<int>((index >> (4 * i)) & 15u);
                occupied |= 1u << cell[i];
            }
            const std::uint32_t region = flood(static_cast<int>(state & 15u), ~occupied & 0xFFFFu);
            for (int i = 0; i < k; ++i) {
                std::uint32_t targets = neighbours(1u << cell[i]) & region;
                while (targets) {
                    const int to = std::countr_zero(targets);
                    targets &= targets - 1;
                    const std::uint32_t newIndex
                        = index + static_cast<std::uint32_t>((to - cell[i]) * (1 << (4 * i)));
                    const std::uint32_t newOccupied = occupied ^ (1u << cell[i]) ^ (1u << to);
                    const std::uint32_t newRegion = flood(cell[i], ~newOccupied & 0xFFFFu);
                    const std::uint32_t newState
                        = (newIndex << 4) | static_cast<std::uint32_t>(std::countr_zero(newRegion));
                    if (!testAndSet(newState))
                        continue;
                    next.push_back(newState);
                    if (table[newIndex] == unknown) {
                        table[newIndex] = static_cast<std::uint8_t>(level + 1);
                        ++doneConfigs;
                    }
                }
            }
        }
        current.swap(next);
    }
    return true;
}

std::unique_ptr<PatternDatabase> PatternDatabase::build(common::SolverSink &sink)
{
    std::unique_ptr<PatternDatabase> database(new PatternDatabase);
    std::int64_t total = 0;
    for (const auto &pattern : patterns())
        total += placements(static_cast<int>(pattern.size()));
    std::int64_t done = 0;
    for (int p = 0; p < patternCount; ++p) {
        if (!buildPattern(p, database->m_tables[static_cast<std::size_t>(p)], sink, done, total))
            return nullptr;
    }
    return database;
}

std::size_t PatternDatabase::memoryBytes() const
{
    std::size_t bytes = sizeof(*this);
    for (const auto &table : m_tables)
        bytes += table.size();
    return bytes;
}

int PatternDatabase::evaluate(const std::uint8_t *tiles) const
{
    const PdbHeuristic heuristic(*this);
    return heuristic.value(heuristic.init(tiles));
}

QString PatternDatabase::defaultCacheFile()
{
    QString base = common::cacheFolder();
    if (base.isEmpty())
        base = QDir::tempPath() + QStringLiteral("/puzzle-workbench");
    return base + QStringLiteral("/sliding/pdb-4x4-663.bin");
}

common::Status PatternDatabase::writeFile(const QString &path) const
{
    QByteArray data;
    {
        QDataStream out(&data, QIODevice::WriteOnly);
        out.writeRawData(magic, sizeof magic);
        out << fileVersion << quint32(patternCount);
        for (int p = 0; p < patternCount; ++p) {
            const auto &tiles = patterns()[static_cast<std::size_t>(p)];
            out << quint32(tiles.size());
            for (int t : tiles)
                out << quint8(t);
            const auto &table = m_tables[static_cast<std::size_t>(p)];
            out << quint64(table.size()) << quint64(fnv1a(table));
        }
    }
    for (const auto &table : m_tables)
        data.append(reinterpret_cast<const char *>(table.data()),
                    static_cast<qsizetype>(table.size()));
    QDir().mkpath(QFileInfo(path).absolutePath());
    return common::writeFileAtomically(path, data);
}

common::Expected<std::unique_ptr<PatternDatabase>> PatternDatabase::readFile(const QString &path)
{
    // Read straight into the tables: no second copy of 32 MiB in memory.
    QFile file(path);
    const QString name = QFileInfo(path).fileName();
    if (!file.open(QIODevice::ReadOnly))
        return Error {name, {}, Text::tr("cannot open: %1").arg(file.errorString())};
    auto corrupt = [&](const QString &reason) { return Error {name, {}, reason}; };
    QDataStream in(&file);
    char head[sizeof magic];
    if (in.readRawData(head, sizeof head) != sizeof head
        || std::memcmp(head, magic, sizeof magic) != 0)
        return corrupt(Text::tr("not a pattern database file"));
    quint32 version = 0;
    quint32 count = 0;
    in >> version >> count;
    if (version != fileVersion || count != patternCount)
        return corrupt(Text::tr("written by another version"));
    std::array<quint64, patternCount> sizes {};
    std::array<quint64, patternCount> sums {};
    for (int p = 0; p < patternCount; ++p) {
        const auto &tiles = patterns()[static_cast<std::size_t>(p)];
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
        in >> sizes[static_cast<std::size_t>(p)] >> sums[static_cast<std::size_t>(p)];
        if (sizes[static_cast<std::size_t>(p)] != (quint64(1) << (4 * k)))
            return corrupt(Text::tr("pattern %1 has the wrong table size").arg(p + 1));
    }
    if (in.status() != QDataStream::Ok)
        return corrupt(Text::tr("the header is cut short"));
    std::unique_ptr<PatternDatabase> database(new PatternDatabase);
    for (int p = 0; p < patternCount; ++p) {
        const auto size = static_cast<qint64>(sizes[static_cast<std::size_t>(p)]);
        auto &table = database->m_tables[static_cast<std::size_t>(p)];
        table.resize(static_cast<std::size_t>(size));
        if (file.read(reinterpret_cast<char *>(table.data()), size) != size)
            return corrupt(Text::tr("the tables are cut short"));
        if (fnv1a(table) != sums[static_cast<std::size_t>(p)])
            return corrupt(Text::tr("pattern %1 fails its checksum").arg(p + 1));
        // Every placement is reachable, so a complete table has no unknown entry.
        std::size_t filled = 0;
        for (std::uint8_t v : table)
            filled += v != unknown;
        if (static_cast<std::int64_t>(filled)
            != placements(static_cast<int>(patterns()[static_cast<std::size_t>(p)].size())))
            return corrupt(Text::tr("pattern %1 is incomplete").arg(p + 1));
    }
    if (!file.atEnd())
        return corrupt(Text::tr("trailing bytes after the tables"));
    return database;
}

common::Expected<std::shared_ptr<const PatternDatabase>>
PatternDatabase::loadOrBuild(const QString &cacheFile, common::SolverSink &sink, QString *warning)
{
    if (QFileInfo::exists(cacheFile)) {
        auto cached = readFile(cacheFile);
        if (cached)
            return std::shared_ptr<const PatternDatabase>(std::move(*cached));
        if (warning)
            *warning = Text::tr("rebuilt the pattern databases: %1").arg(cached.error().message());
    }
    std::unique_ptr<PatternDatabase> built = build(sink);
    if (!built)
        return Error {{}, {}, Text::tr("building the pattern databases was cancelled")};
    if (auto error = built->writeFile(cacheFile); error && warning)
        *warning = Text::tr("could not cache the pattern databases: %1").arg(error->message());
    return std::shared_ptr<const PatternDatabase>(std::move(built));
}

namespace {

// The process's one set of tables; the mutex is held while they are loaded or built.
struct SharedTables
{
    std::mutex mutex;
    std::shared_ptr<const PatternDatabase> instance;
};

SharedTables &sharedTables()
{
    static SharedTables tables;
    return tables;
}

} // namespace

common::Expected<std::shared_ptr<const PatternDatabase>>
PatternDatabase::shared(common::SolverSink &sink, QString *warning)
{
    SharedTables &shared = sharedTables();
    const std::lock_guard lock(shared.mutex);
    if (shared.instance)
        return shared.instance;
    auto loaded = loadOrBuild(defaultCacheFile(), sink, warning);
    if (loaded)
        shared.instance = *loaded;
    return loaded;
}

std::shared_ptr<const PatternDatabase> PatternDatabase::sharedIfCached()
{
    SharedTables &shared = sharedTables();
    // A build holds the mutex for seconds: whoever asks here does not wait for it.
    const std::unique_lock lock(shared.mutex, std::try_to_lock);
    if (!lock.owns_lock())
        return nullptr;
    if (shared.instance || !QFileInfo::exists(defaultCacheFile()))
        return shared.instance;
    auto read = readFile(defaultCacheFile());
    if (read)
        shared.instance = std::shared_ptr<const PatternDatabase>(std::move(*read));
    return shared.instance;
}

PdbHeuristic::PdbHeuristic(const PatternDatabase &database)
    : m_database(database)
{
    const auto &patterns = PatternDatabase::patterns();
    for (int p = 0; p < PatternDatabase::patternCount; ++p) {
        const auto &tiles = patterns[static_cast<std::size_t>(p)];
        for (int i = 0; i < static_cast<int>(tiles.size()); ++i) {
            const int t = tiles[static_cast<std::size_t>(i)];
            m_slot[static_cast<std::size_t>(t)].pattern = static_cast<std::uint8_t>(p);
            m_slot[static_cast<std::size_t>(t)].shift = static_cast<std::uint8_t>(4 * i);
            // Tile t of the board is tile mirrorTile(t) of the transposed board.
            const int u = PatternDatabase::mirrorTile(t);
            m_slot[static_cast<std::size_t>(u)].mirrorPattern = static_cast<std::uint8_t>(p);
            m_slot[static_cast<std::size_t>(u)].mirrorShift = static_cast<std::uint8_t>(4 * i);
        }
    }
}

PdbHeuristic::State PdbHeuristic::init(const std::uint8_t *tiles) const
{
    State s;
    for (int cell = 0; cell < PatternDatabase::cells; ++cell) {
        const int t = tiles[cell];
        if (t == 0)
            continue;
        const Slot &slot = m_slot[static_cast<std::size_t>(t)];
        s.index[slot.pattern] += static_cast<std::uint32_t>(cell) << slot.shift;
        s.mirrored[slot.mirrorPattern]
            += static_cast<std::uint32_t>(PatternDatabase::transposeCell(cell)) << slot.mirrorShift;
    }
    for (int p = 0; p < PatternDatabase::patternCount; ++p) {
        const auto k = static_cast<std::size_t>(p);
        s.value[k] = m_database.lookup(p, s.index[k]);
        s.mirroredValue[k] = m_database.lookup(p, s.mirrored[k]);
        s.direct += s.value[k];
        s.mirror += s.mirroredValue[k];
    }
    return s;
}

} // namespace pw::sliding
