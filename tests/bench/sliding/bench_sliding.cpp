// Benchmarks of the sliding-tile solvers. Usage: bench_sliding [SECTION]
//   korf-pdb     Korf's 100 4 x 4 instances, IDA* + 6-6-3 pattern databases (default)
//   korf-linear  the same with IDA* + Manhattan + linear conflict (about a minute or more)
//   baseline     the 10 shortest Korf instances: seed 003's A* + Manhattan (2 GiB limit) beside
//                IDA* with each heuristic, nodes expanded
//   small        3 x 3: the two 31-move boards and 1000 random solvable ones, IDA* + linear
//   large        random 5 x 5 and 10 x 10 boards with the fast solver
//   pdb-build    builds the pattern databases from scratch (into a temporary file)
//   korf-78 [no663]  Korf's 100 with IDA* + the 7-8 compact tables, with the dual lookups and
//                BPMX and with the regular and reflected lookups alone, each with duplicate
//                pruning and with parent pruning only, beside IDA* + 6-6-3, per instance (the 7-8
//                tables are built first, minutes, unless cached: see build-tables)
//   pdb78-build [THREADS]  builds the 7-8 tables from scratch into the cache (replacing it)
//   pattern-build THREADS TILE...  one table of the 4 x 4 built alone: CPU, wall, checksum
//   pattern-build-5x5 THREADS TILE...  the same on 5 x 5 (a 6-6-6-6 table: 1 GiB of states)
//   korf-78-dual, korf-78-before, korf-78-regular  Korf's 100 with one 7-8 configuration only
//                (dual + BPMX + duplicate pruning; the same with parent pruning only; regular +
//                reflected + duplicate pruning), for valgrind --tool=callgrind and repeated runs
//   hardest      the 80-move 15-puzzle with IDA* + 7-8 in each configuration (and + 6-6-3 with
//                the argument "both")
//   pdb78-load   maps and checks the cached 7-8 tables
//   fivebyfive [CAP [FIRST]]  5 x 5: seeded random walks of FIRST (20), FIRST + 10, ... moves
//                solved optimally by IDA* + the 6-6-6-6 tables (puzzle-cli slide build-tables
//                --size 5), until one takes longer than CAP seconds (default 600)
//   twentyfour-catalogue [MAX [CAP [THREADS [NAMES [VARIANTS]]]]]  Korf and Taylor's
//                24-puzzles of at most MAX moves (100; NAMES: only these, comma-separated), each
//                with the 6-6-6-6 tables alone and with the maximum of them and a second 6-6-6-6
//                partitioning (built into the cache first when it is not there), CAP seconds
//                (600) each; VARIANTS (one,eager): see CatalogueBench.h
//   catalogue-mean-h [COUNT]  the mean h of each set and of their maximum over COUNT (10000)
//                seeded uniform random 5 x 5 deals
//   near-optimal [BUDGET]  the hardest 5 x 5 walks with a known optimum, Automatic with BUDGET
//                seconds (10) and the near-optimal fallback (weighted IDA*): length beside the
//                optimum, the fast solver's and the proven lower bound
// Times are CPU time of this thread (the machine is shared) and wall time; the last line gives
// the process's peak resident memory.
#include "core/common/PuzzleFile.h"
#include "core/common/Random.h"
#include "core/sliding/BoardFormat.h"
#include "core/sliding/CompactPatternDatabase.h"
#include "core/sliding/Direction.h"
#include "core/sliding/DuplicateMoveAutomaton.h"
#include "core/sliding/PatternDatabase.h"
#include "core/sliding/PatternSpaceSearch.h"
#include "core/sliding/Scramble.h"
#include "core/sliding/Solvability.h"
#include "core/sliding/Solvers.h"
#include "tests/bench/BenchFigures.h"
#include "tests/bench/sliding/CatalogueBench.h"
#include "tests/core/sliding/SlidingTestData.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <numeric>
#include <string>
#include <vector>

using namespace pw::sliding;

using pw::bench::median;

namespace {

struct Clock
{
    double cpu0 = cpuSeconds();
    std::chrono::steady_clock::time_point wall0 = std::chrono::steady_clock::now();
    static double cpuSeconds()
    {
        timespec ts {};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
        return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
    }
    double cpu() const { return cpuSeconds() - cpu0; }
    double wall() const
    {
        return std::chrono::duration<double>(std::chrono::steady_clock::now() - wall0).count();
    }
};

std::vector<NamedBoard> korf()
{
    auto data = pw::common::readWholeFile(QStringLiteral(PW_TEST_DATA_DIR "/sliding/korf100.txt"));
    auto boards = pw::sliding::parseBatch(*data, QStringLiteral("korf100.txt"));
    return *boards;
}

std::vector<int> korfLengths()
{
    QFile file(QStringLiteral(PW_TEST_DATA_DIR "/sliding/korf100-optimal.txt"));
    std::vector<int> lengths;
    if (file.open(QIODevice::ReadOnly)) {
        while (!file.atEnd()) {
            const QByteArray line = file.readLine().trimmed();
            if (!line.isEmpty() && !line.startsWith('#'))
                lengths.push_back(line.toInt());
        }
    }
    return lengths;
}

// CPU time of every thread of the process (the parallel search's workers included).
double processCpuSeconds()
{
    timespec ts {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

long peakKiB()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return usage.ru_maxrss;
}

SolveResult run(const Board &board, Algorithm algorithm, HeuristicKind heuristic,
                const PatternDatabase *database = nullptr,
                const CompactPatternDatabase *compact = nullptr, bool dualLookups = true,
                bool duplicatePruning = true)
{
    pw::common::QuietSink sink;
    SolveOptions options;
    options.algorithm = algorithm;
    options.heuristic = heuristic;
    options.patternDatabase = database;
    options.compactDatabase = compact;
    options.dualLookups = dualLookups;
    options.duplicatePruning = duplicatePruning;
    return *solveBoard(board, options, sink);
}

std::shared_ptr<const PatternDatabase> tables();

// The duplicate-pruning automaton, built before any search is timed (once per process).
void automaton()
{
    Clock clock;
    const DuplicateMoveAutomaton &moves = DuplicateMoveAutomaton::shared();
    std::printf("duplicate pruning: %d refused sequences of up to %d moves, %d states, built in "
                "%.3f s CPU\n",
                moves.refusedCount(), DuplicateMoveAutomaton::sharedLength, moves.stateCount(),
                clock.cpu());
}

// The 7-8 tables from the cache, or built (on every core, minutes) when there are none.
std::shared_ptr<const CompactPatternDatabase> tables78()
{
    Clock clock;
    const PatternPartition partition = PatternPartition::fifteen78();
    const bool cached = CompactPatternDatabase::sharedIfCached(partition) != nullptr;
    pw::common::QuietSink sink;
    auto database = CompactPatternDatabase::shared(partition, sink);
    if (!database) {
        std::printf("the 7-8 tables: %s\n", qPrintable(database.error().message()));
        return nullptr;
    }
    std::printf("7-8 pattern databases: %s in %.2f s CPU (%.2f s wall), %.1f MiB, file %s\n",
                cached ? "mapped and checked" : "built", clock.cpu(), clock.wall(),
                static_cast<double>((*database)->memoryBytes()) / (1 << 20),
                qPrintable(CompactPatternDatabase::defaultCacheFile(partition)));
    automaton();
    return *database;
}

// One way of solving with the 7-8 tables (or the 6-6-3 ones), for the sections that compare.
struct Configuration
{
    const char *label;
    bool dualLookups = true;
    bool duplicatePruning = true;
    bool classic = false; // the 6-6-3 tables
};

const std::vector<Configuration> &configurations78()
{
    static const std::vector<Configuration> all {
        {"7-8 dual + BPMX + duplicate pruning", true, true},
        {"7-8 dual + BPMX (before: parent pruning only)", true, false},
        {"7-8 regular + reflected + duplicate pruning", false, true},
        {"7-8 regular + reflected (parent pruning only)", false, false},
    };
    return all;
}

struct Totals
{
    std::int64_t nodes = 0;
    double cpu = 0;
    double worst = 0;
};

// Korf's 100 with the 7-8 tables in each configuration, beside the 6-6-3 tables (unless
// "no663"), all from the same run, instance by instance.
int korf78Section(bool with663)
{
    auto strong = tables78();
    if (!strong)
        return 1;
    std::shared_ptr<const PatternDatabase> classic = with663 ? tables() : nullptr;
    std::vector<Configuration> configurations = configurations78();
    if (classic)
        configurations.push_back({"6-6-3", false, false, true});
    const auto instances = korf();
    const auto lengths = korfLengths();
    int wrong = 0;
    std::vector<Totals> totals(configurations.size());
    std::printf("instance | length");
    for (const Configuration &c : configurations)
        std::printf(" | %s: nodes | s", c.label);
    std::printf("\n");
    for (std::size_t i = 0; i < instances.size(); ++i) {
        std::printf("%s | %d", qPrintable(instances[i].name), lengths[i]);
        for (std::size_t k = 0; k < configurations.size(); ++k) {
            const Configuration &c = configurations[k];
            Clock clock;
            const SolveResult r
                = run(instances[i].board, Algorithm::IdaStar, HeuristicKind::PatternDatabase,
                      classic.get(), c.classic ? nullptr : strong.get(), c.dualLookups,
                      c.duplicatePruning);
            const double cpu = clock.cpu();
            Board check = instances[i].board;
            const bool ok = r.solved() && r.tables == (c.classic ? "6-6-3" : "7-8")
                && static_cast<int>(r.moves.size()) == lengths[i] && check.applyMoves(r.moves) < 0
                && check.isGoal();
            wrong += !ok;
            totals[k].nodes += r.expanded;
            totals[k].cpu += cpu;
            totals[k].worst = std::max(totals[k].worst, cpu);
            std::printf(" | %lld%s | %.4f", static_cast<long long>(r.expanded), ok ? "" : " WRONG",
                        cpu);
        }
        std::printf("\n");
        std::fflush(stdout);
    }
    std::printf("Korf 100: %d wrong\n", wrong);
    for (std::size_t k = 0; k < configurations.size(); ++k)
        std::printf("IDA* + %s: %lld nodes expanded, %.3f s CPU, slowest %.3f s\n",
                    configurations[k].label, static_cast<long long>(totals[k].nodes), totals[k].cpu,
                    totals[k].worst);
    return wrong == 0 ? 0 : 1;
}

// Korf's 100 with the 7-8 tables in one configuration only, one per process (for callgrind's
// instruction counts and for repeated timings).
int korf78OnlySection(const Configuration &c)
{
    auto strong = tables78();
    if (!strong)
        return 1;
    const auto instances = korf();
    const auto lengths = korfLengths();
    int wrong = 0;
    std::int64_t nodes = 0;
    Clock clock;
    for (std::size_t i = 0; i < instances.size(); ++i) {
        const SolveResult r
            = run(instances[i].board, Algorithm::IdaStar, HeuristicKind::PatternDatabase, nullptr,
                  strong.get(), c.dualLookups, c.duplicatePruning);
        wrong += static_cast<int>(r.moves.size()) != lengths[i];
        nodes += r.expanded;
    }
    std::printf("Korf 100, IDA* + %s: %d wrong, %lld nodes expanded, %.3f s CPU (%.3f s wall)\n",
                c.label, wrong, static_cast<long long>(nodes), clock.cpu(), clock.wall());
    return wrong == 0 ? 0 : 1;
}

// A 5 x 5 random walk from the goal (no move undoing the last), seeded by its length.
Board randomWalk5x5(int walk)
{
    pw::common::Random random(static_cast<std::uint64_t>(walk));
    Board board = Board::goal(5, 5);
    int last = -1;
    for (int made = 0; made < walk;) {
        const int d = static_cast<int>(random.below(4));
        if (!board.canMove(static_cast<Direction>(d))
            || (last >= 0 && d == static_cast<int>(opposite(static_cast<Direction>(last)))))
            continue;
        board = board.moved(static_cast<Direction>(d));
        last = d;
        ++made;
    }
    return board;
}

// The 5 x 5 walks whose optimum fivebyfive proved (docs/sliding.md), the hardest ones, solved by
// Automatic with a budget and the near-optimal fallback: the answer beside the optimum, the
// fast solver's, and the proven lower bound.
int nearOptimalSection(double budget)
{
    const PatternPartition partition = PatternPartition::twentyFour6666();
    auto tables = CompactPatternDatabase::sharedIfCached(partition);
    std::printf("5 x 5 with %s, optimal budget %.1f s, then weighted IDA* for %.1f s\n",
                tables ? "the 6-6-6-6 tables" : "linear conflicts (no 6-6-6-6 tables cached)",
                budget, budget / 4);
    automaton();
    struct Known
    {
        int walk;
        int optimum;
    };
    const Known known[] = {{170, 84}, {190, 88}, {210, 86}, {220, 90}, {230, 96}, {240, 82}};
    double worst = 0;
    for (const Known &k : known) {
        const Board board = randomWalk5x5(k.walk);
        pw::common::QuietSink sink;
        SolveOptions options;
        options.compactDatabase = tables.get();
        options.optimalBudgetSeconds = budget;
        options.nearOptimalFallback = true;
        Clock clock;
        const SolveResult result = *solveBoard(board, options, sink);
        const double cpu = clock.cpu();
        const SolveResult fast = *solveBoard(board, SolveOptions {Algorithm::Fast}, sink);
        Board check = board;
        const int length = static_cast<int>(result.moves.size());
        const bool ok = result.solved() && check.applyMoves(result.moves) < 0 && check.isGoal()
            && result.lowerBound <= k.optimum && length >= k.optimum;
        const double over = 100.0 * (length - k.optimum) / k.optimum;
        worst = std::max(worst, over);
        std::printf("walk %d (optimum %d): %d moves%s (+%.1f %%), %s, proven at least %d; fast "
                    "solver %d; %lld nodes, %.1f s CPU (%.1f s wall)%s\n",
                    k.walk, k.optimum, length, result.optimal ? " (optimal)" : "", over,
                    result.algorithm == Algorithm::Fast ? "fast solver" : "IDA*", result.lowerBound,
                    int(fast.moves.size()), static_cast<long long>(result.expanded), cpu,
                    clock.wall(), ok ? "" : " WRONG");
        std::fflush(stdout);
        if (!ok)
            return 1;
    }
    std::printf("worst: %.1f %% above the optimum\n", worst);
    return 0;
}

// The cached 6-6-6-6 tables, or nothing after saying how to build them.
std::shared_ptr<const CompactPatternDatabase> cachedTables6666()
{
    const PatternPartition partition = PatternPartition::twentyFour6666();
    auto tables = CompactPatternDatabase::sharedIfCached(partition);
    if (!tables)
        std::printf("the 6-6-6-6 tables are not cached in %s: run puzzle-cli slide build-tables "
                    "--size 5\n",
                    qPrintable(CompactPatternDatabase::defaultCacheFile(partition)));
    return tables;
}

// 5 x 5 random walks of growing length (no move undoing the last), each solved optimally.
int fiveByFiveSection(double capSeconds, int firstWalk)
{
    Clock load;
    const auto tables = cachedTables6666();
    if (!tables)
        return 1;
    std::printf("6-6-6-6 pattern databases: mapped and checked in %.2f s CPU, %.1f MiB\n",
                load.cpu(), static_cast<double>(tables->memoryBytes()) / (1 << 20));
    int longest = 0;
    for (int walk = firstWalk; walk <= 400; walk += 10) {
        const Board board = randomWalk5x5(walk);
        pw::common::QuietSink sink;
        SolveOptions options;
        options.compactDatabase = tables.get();
        options.optimalBudgetSeconds = capSeconds;
        Clock clock;
        const SolveResult result = *solveBoard(board, options, sink);
        if (result.budgetRanOut) {
            std::printf("walk of %d moves: not proven within %.0f s (%.1f s CPU); stopping\n", walk,
                        capSeconds, clock.cpu());
            break;
        }
        Board check = board;
        if (!result.solved() || !result.optimal || check.applyMoves(result.moves) >= 0
            || !check.isGoal()) {
            std::printf("walk of %d moves: WRONG\n", walk);
            return 1;
        }
        longest = std::max(longest, static_cast<int>(result.moves.size()));
        std::printf("walk of %d moves: optimal %d (h %d at the start, %s), %lld nodes expanded, "
                    "%.3f s CPU (%.3f s wall)\n",
                    walk, int(result.moves.size()), result.startHeuristic,
                    heuristicLabel(result.heuristic, result.tables).c_str(),
                    static_cast<long long>(result.expanded), clock.cpu(), clock.wall());
        std::fflush(stdout);
    }
    std::printf("longest optimal 5 x 5 solution found: %d moves\n", longest);
    return 0;
}

// Each of Korf and Taylor's 24-puzzles whose optimum is at most maxLength, solved optimally with
// the 6-6-6-6 tables on `threads` threads within `capSeconds` (wall) each.
int twentyFourSection(int maxLength, double capSeconds, int threads)
{
    const auto tables = cachedTables6666();
    if (!tables)
        return 1;
    int wrong = 0;
    for (const auto &[instance, published] :
         publishedInstances(QStringLiteral("korf-taylor-24-blank-first.txt"))) {
        if (published > maxLength)
            continue;
        const Board &board = instance.board;
        pw::common::QuietSink sink;
        SolveOptions options;
        options.compactDatabase = tables.get();
        options.optimalBudgetSeconds = capSeconds;
        options.threads = threads;
        Clock clock;
        const double process0 = processCpuSeconds();
        const SolveResult result = *solveBoard(board, options, sink);
        const double cpu = processCpuSeconds() - process0;
        if (result.budgetRanOut) {
            std::printf("instance %s (%d moves): not proven within %.0f s; proven at least %d "
                        "moves (%.1f s CPU)\n",
                        qPrintable(instance.name), published, capSeconds, result.lowerBound, cpu);
            wrong += result.lowerBound > published;
            continue;
        }
        Board check = board;
        const bool right = result.solved() && result.optimal
            && static_cast<int>(result.moves.size()) == published
            && check.applyMoves(result.moves) < 0 && check.isGoal();
        wrong += !right;
        std::printf("instance %s: %d moves (published %d)%s, %lld nodes expanded, %.1f s wall, "
                    "%.1f s CPU on %d threads\n",
                    qPrintable(instance.name), int(result.moves.size()), published,
                    right ? "" : "  WRONG", static_cast<long long>(result.expanded), clock.wall(),
                    cpu, threads);
        std::fflush(stdout);
    }
    return wrong == 0 ? 0 : 1;
}

// The hardest 15-puzzle positions need 80 moves; this is one of them.
int hardestSection(bool alsoClassic)
{
    const Board board
        = *Board::fromTiles(4, 4, {0, 12, 9, 13, 15, 11, 10, 14, 3, 7, 2, 5, 4, 8, 6, 1});
    auto strong = tables78();
    if (!strong)
        return 1;
    int wrong = 0;
    for (const Configuration &c : configurations78()) {
        Clock clock;
        const SolveResult result = run(board, Algorithm::IdaStar, HeuristicKind::PatternDatabase,
                                       nullptr, strong.get(), c.dualLookups, c.duplicatePruning);
        wrong += result.moves.size() != 80;
        std::printf("80-move board, IDA* + %s: %d moves, %lld nodes expanded, %.2f s CPU (%.2f s "
                    "wall)\n",
                    c.label, int(result.moves.size()), static_cast<long long>(result.expanded),
                    clock.cpu(), clock.wall());
        std::fflush(stdout);
    }
    if (alsoClassic) {
        auto classic = tables();
        Clock clock;
        const SolveResult result
            = run(board, Algorithm::IdaStar, HeuristicKind::PatternDatabase, classic.get());
        wrong += result.moves.size() != 80;
        std::printf("80-move board, IDA* + 6-6-3: %d moves, %lld nodes expanded, %.2f s CPU "
                    "(%.2f s wall)\n",
                    int(result.moves.size()), static_cast<long long>(result.expanded), clock.cpu(),
                    clock.wall());
    }
    return wrong == 0 ? 0 : 1;
}

std::shared_ptr<const PatternDatabase> tables()
{
    Clock clock;
    const bool cached = QFile::exists(PatternDatabase::defaultCacheFile());
    pw::common::QuietSink sink;
    auto database = PatternDatabase::shared(sink);
    std::printf("pattern databases: %s in %.2f s CPU (%.2f s wall), %.1f MiB in memory, file %s\n",
                cached ? "loaded" : "built", clock.cpu(), clock.wall(),
                static_cast<double>((*database)->memoryBytes()) / (1 << 20),
                qPrintable(PatternDatabase::defaultCacheFile()));
    return *database;
}

int buildSection()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("pdb.bin"));
    Clock clock;
    pw::common::QuietSink sink;
    auto database = PatternDatabase::loadOrBuild(path, sink);
    if (!database)
        return 1;
    const double buildCpu = clock.cpu();
    const double buildWall = clock.wall();
    Clock load;
    auto again = PatternDatabase::readFile(path);
    std::printf("pattern databases built in %.2f s CPU (%.2f s wall, including writing the file); "
                "%.1f MiB in memory, file %.1f MiB, read back and checked in %.2f s CPU\n",
                buildCpu, buildWall, static_cast<double>((*database)->memoryBytes()) / (1 << 20),
                static_cast<double>(QFileInfo(path).size()) / (1 << 20), load.cpu());
    return again ? 0 : 1;
}

// One pattern's table built by PatternSpaceSearch alone (nothing cached), with its CPU time
// (all threads of the process) and wall time, and a checksum of the table so two builds can be
// compared: bench_sliding pattern-build THREADS TILE... (pattern-build-5x5 on 5 x 5;
// pattern-build-5x5-states the zero-aware table, by state)
int patternBuildSection(int side, int threads, const std::vector<int> &tiles,
                        PatternSpaceSearch::TableIndex index)
{
    std::vector<std::uint8_t> table;
    const double cpu0 = processCpuSeconds();
    Clock clock;
    const PatternSpaceSearch::Outcome outcome = PatternSpaceSearch::run(
        side, tiles, table, threads, [](std::uint64_t, int) { return true; }, -1, index);
    const double cpu = processCpuSeconds() - cpu0;
    std::uint64_t sum = 1469598103934665603ull;
    for (std::uint8_t byte : table)
        sum = (sum ^ byte) * 1099511628211ull;
    std::printf("pattern of %zu tiles on %d x %d: %s, %d levels, %llu states, %.2f s CPU, %.2f s "
                "wall on %d threads, table %zu bytes, FNV-1a %016llx\n",
                tiles.size(), side, side, outcome.complete ? "complete" : "INCOMPLETE",
                outcome.levels, static_cast<unsigned long long>(outcome.states), cpu, clock.wall(),
                threads, table.size(), static_cast<unsigned long long>(sum));
    return outcome.complete ? 0 : 1;
}

// Builds the 7-8 tables (region tables included) on THREADS threads into the default cache
// file, replacing it: process CPU and wall time.
int build78Section(int threads)
{
    const PatternPartition partition = PatternPartition::fifteen78();
    const double cpu0 = processCpuSeconds();
    Clock clock;
    pw::common::QuietSink sink;
    CompactPatternDatabase::BuildReport report;
    auto built = CompactPatternDatabase::build(partition, sink, threads, &report);
    if (!built)
        return 1;
    const double buildCpu = processCpuSeconds() - cpu0;
    const double buildWall = clock.wall();
    const QString file = CompactPatternDatabase::defaultCacheFile(partition);
    if (auto error = built->writeFile(file)) {
        std::printf("cannot write %s: %s\n", qPrintable(file), qPrintable(error->message()));
        return 1;
    }
    std::printf("7-8 tables built in %.1f s CPU (all threads), %.1f s wall on %d threads (%.1f s "
                "wall with writing the file); %llu states, %llu entries above 15; %.1f MiB, %s\n",
                buildCpu, buildWall, threads, clock.wall(),
                static_cast<unsigned long long>(report.states),
                static_cast<unsigned long long>(report.saturated),
                static_cast<double>(built->memoryBytes()) / (1 << 20), qPrintable(file));
    return 0;
}

int korfSection(HeuristicKind heuristic)
{
    std::shared_ptr<const PatternDatabase> database;
    if (heuristic == HeuristicKind::PatternDatabase)
        database = tables();
    const auto instances = korf();
    const auto lengths = korfLengths();
    int wrong = 0;
    std::int64_t nodes = 0;
    double worst = 0;
    Clock total;
    for (std::size_t i = 0; i < instances.size(); ++i) {
        Clock one;
        const SolveResult result
            = run(instances[i].board, Algorithm::IdaStar, heuristic, database.get());
        const double cpu = one.cpu();
        worst = std::max(worst, cpu);
        nodes += result.expanded;
        const bool ok = result.solved() && static_cast<int>(result.moves.size()) == lengths[i];
        wrong += !ok;
        std::printf("%s  length %d (published %d)%s  expanded %lld  %.3f s\n",
                    qPrintable(instances[i].name), int(result.moves.size()), lengths[i],
                    ok ? "" : "  WRONG", static_cast<long long>(result.expanded), cpu);
    }
    std::printf("Korf 100, IDA* + %s: %d wrong, %lld nodes expanded, %.2f s CPU (%.2f s wall), "
                "slowest %.2f s\n",
                heuristicName(heuristic), wrong, static_cast<long long>(nodes), total.cpu(),
                total.wall(), worst);
    return wrong == 0 ? 0 : 1;
}

int baselineSection()
{
    auto database = tables();
    const auto instances = korf();
    const auto lengths = korfLengths();
    std::vector<std::size_t> order(instances.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(),
                     [&](auto a, auto b) { return lengths[a] < lengths[b]; });
    order.resize(10);
    std::printf("instance | length | A*+manhattan | IDA*+manhattan | IDA*+linear | IDA*+pdb\n");
    int wrong = 0;
    for (std::size_t i : order) {
        const Board &board = instances[i].board;
        std::string row = instances[i].name.toStdString() + " | " + std::to_string(lengths[i]);
        const std::pair<Algorithm, HeuristicKind> runs[] = {
            {Algorithm::AStar, HeuristicKind::Manhattan},
            {Algorithm::IdaStar, HeuristicKind::Manhattan},
            {Algorithm::IdaStar, HeuristicKind::LinearConflict},
            {Algorithm::IdaStar, HeuristicKind::PatternDatabase},
        };
        for (auto [algorithm, heuristic] : runs) {
            Clock clock;
            const SolveResult result = run(board, algorithm, heuristic, database.get());
            char cell[96];
            if (result.solved()) {
                wrong += static_cast<int>(result.moves.size()) != lengths[i];
                std::snprintf(cell, sizeof cell, " | %lld (%.2f s)",
                              static_cast<long long>(result.expanded), clock.cpu());
            } else {
                std::snprintf(cell, sizeof cell, " | gave up after %lld (memory limit)",
                              static_cast<long long>(result.expanded));
            }
            row += cell;
        }
        std::printf("%s\n", row.c_str());
        std::fflush(stdout);
    }
    return wrong == 0 ? 0 : 1;
}

int smallSection()
{
    std::vector<Board> boards {*Board::fromTiles(3, 3, {8, 6, 7, 2, 5, 4, 3, 0, 1}),
                               *Board::fromTiles(3, 3, {6, 4, 7, 8, 5, 0, 3, 2, 1})};
    pw::common::Random random(2025);
    std::vector<int> tiles(9);
    std::iota(tiles.begin(), tiles.end(), 0);
    while (boards.size() < 1002) {
        random.shuffle(tiles);
        const Board board = *Board::fromTiles(3, 3, tiles);
        if (isSolvable(board))
            boards.push_back(board);
    }
    std::vector<double> hardest;
    std::vector<double> all;
    std::int64_t nodes = 0;
    int longest = 0;
    for (std::size_t i = 0; i < boards.size(); ++i) {
        // Repeat each solve so one measurement is well above the clock's resolution.
        constexpr int repeats = 5;
        Clock clock;
        SolveResult result;
        for (int r = 0; r < repeats; ++r)
            result = run(boards[i], Algorithm::IdaStar, HeuristicKind::LinearConflict);
        const double ms = clock.cpu() * 1000.0 / repeats;
        nodes += result.expanded;
        longest = std::max(longest, static_cast<int>(result.moves.size()));
        (i < 2 ? hardest : all).push_back(ms);
    }
    std::vector<double> everything = hardest;
    everything.insert(everything.end(), all.begin(), all.end());
    std::printf(
        "3 x 3, IDA* + linear: 31-move boards %.3f and %.3f ms; 1000 random: median %.3f ms, "
        "max %.3f ms (longest answer %d); all 1002: median %.3f ms; %lld nodes expanded\n",
        hardest[0], hardest[1], median(all), *std::max_element(all.begin(), all.end()), longest,
        median(everything), static_cast<long long>(nodes));
    return 0;
}

int largeSection()
{
    for (int side : {5, 10}) {
        std::vector<double> times;
        std::vector<double> lengths;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const Board board = *scrambleBoard(side, side, seed, 1.0);
            Clock clock;
            const SolveResult result = run(board, Algorithm::Fast, HeuristicKind::Auto);
            times.push_back(clock.cpu() * 1000.0);
            Board check = board;
            if (!result.solved() || check.applyMoves(result.moves) >= 0 || !check.isGoal()) {
                std::printf("%d x %d seed %llu: NOT SOLVED\n", side, side,
                            static_cast<unsigned long long>(seed));
                return 1;
            }
            lengths.push_back(static_cast<double>(result.moves.size()));
        }
        std::printf(
            "%d x %d, fast solver, 20 boards with every tile out of place: median %.1f ms, max "
            "%.1f ms CPU; median %.0f moves (not proven optimal)\n",
            side, side, median(times), *std::max_element(times.begin(), times.end()),
            median(lengths));
    }
    return 0;
}

} // namespace

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("puzzle-workbench"));
    QCoreApplication::setOrganizationName(QStringLiteral("puzzle-workbench"));
    std::string section = argc > 1 ? argv[1] : "";
    if (section.empty()) {
        const QByteArray fromEnvironment = qgetenv("PW_BENCH_SECTION");
        section = fromEnvironment.isEmpty() ? "korf-pdb" : fromEnvironment.toStdString();
    }
    int code = 2;
    if (section == "korf-pdb")
        code = korfSection(HeuristicKind::PatternDatabase);
    else if (section == "korf-linear")
        code = korfSection(HeuristicKind::LinearConflict);
    else if (section == "baseline")
        code = baselineSection();
    else if (section == "small")
        code = smallSection();
    else if (section == "large")
        code = largeSection();
    else if (section == "pdb-build")
        code = buildSection();
    else if (section == "korf-78")
        code = korf78Section(!(argc > 2 && std::string(argv[2]) == "no663"));
    else if (section.starts_with("pattern-build") && argc > 3) {
        std::vector<int> tiles;
        for (int i = 3; i < argc; ++i)
            tiles.push_back(std::atoi(argv[i]));
        code = patternBuildSection(section == "pattern-build" ? 4 : 5, std::atoi(argv[2]), tiles,
                                   section.ends_with("states")
                                       ? PatternSpaceSearch::TableIndex::State
                                       : PatternSpaceSearch::TableIndex::Placement);
    } else if (section == "pdb78-build")
        code = build78Section(argc > 2 ? std::atoi(argv[2]) : 2);
    else if (section == "korf-78-dual")
        code = korf78OnlySection(configurations78()[0]);
    else if (section == "korf-78-before")
        code = korf78OnlySection(configurations78()[1]);
    else if (section == "korf-78-regular")
        code = korf78OnlySection(configurations78()[2]);
    else if (section == "hardest")
        code = hardestSection(argc > 2 && std::string(argv[2]) == "both");
    else if (section == "pdb78-load")
        code = tables78() ? 0 : 1;
    else if (section == "near-optimal")
        code = nearOptimalSection(argc > 2 ? std::atof(argv[2]) : 10.0);
    else if (section == "twentyfour")
        code = twentyFourSection(argc > 2 ? std::atoi(argv[2]) : 100,
                                 argc > 3 ? std::atof(argv[3]) : 600.0,
                                 argc > 4 ? std::atoi(argv[4]) : 2);
    else if (section == "twentyfour-catalogue")
        code = twentyFourCatalogueSection(
            argc > 2 ? std::atoi(argv[2]) : 100, argc > 3 ? std::atof(argv[3]) : 600.0,
            argc > 4 ? std::atoi(argv[4]) : 2, argc > 5 ? argv[5] : "", argc > 6 ? argv[6] : "");
    else if (section == "catalogue-mean-h")
        code = catalogueMeanHSection(argc > 2 ? std::atoi(argv[2]) : 10000);
    else if (section == "fivebyfive")
        code = fiveByFiveSection(argc > 2 ? std::atof(argv[2]) : 600.0,
                                 argc > 3 ? std::atoi(argv[3]) : 20);
    else
        std::fprintf(
            stderr,
            "unknown section %s (korf-pdb, korf-linear, baseline, small, large, "
            "pdb-build, korf-78, korf-78-dual, korf-78-before, korf-78-regular, pdb78-build, "
            "pattern-build, pattern-build-5x5, "
            "hardest, pdb78-load, fivebyfive, twentyfour, twentyfour-catalogue, catalogue-mean-h, "
            "near-optimal)\n",
            section.c_str());
    std::printf("peak memory (max RSS): %.1f MiB\n", static_cast<double>(peakKiB()) / 1024.0);
    return code;
}
