// The lever of issue 44 measured before it is wired in: does a second 6-6-6-6 partitioning,
// combined with the first by maximum, cut the nodes by more than it adds to the cost of each?
#include "tests/bench/sliding/CatalogueBench.h"

#include "core/common/SolverSink.h"
#include "core/sliding/CompactPatternDatabase.h"
#include "core/sliding/CompactPdbHeuristic.h"
#include "core/sliding/DeadlineSink.h"
#include "core/sliding/MaxOfPdbHeuristic.h"
#include "core/sliding/Scramble.h"
#include "core/sliding/Solvers.h"
#include "tests/core/sliding/SlidingTestData.h"

#include <QFileInfo>
#include <QStringList>

#include <sys/resource.h>

#include <chrono>
#include <cstdio>
#include <ctime>
#include <memory>

using namespace pw::sliding;

namespace {

double processCpuSeconds()
{
    timespec ts {};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

double wallSeconds()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

double peakMiB()
{
    rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

// Prints the build's progress now and then, so a long build shows it is alive.
class BuildSink : public pw::common::SolverSink
{
public:
    bool isCancelled() const override { return false; }
    void reportProgress(const pw::common::Progress &progress) override
    {
        const int percent = static_cast<int>(progress.fraction * 100.0);
        if (percent >= m_next) {
            std::printf("  %d %%\n", percent);
            std::fflush(stdout);
            m_next = percent + 10;
        }
    }

private:
    int m_next = 0;
};

// A candidate second partitioning tried against the pinwheel (PW_CATALOGUE_SECOND=columns):
// a 3 x 2 block, the left column and two pieces on the right (tile numbers left, patterns right):
//    1  2  3  4  5      1 0 0 2 2
//    6  7  8  9 10      1 0 0 2 2
//   11 12 13 14 15      1 0 0 3 2
//   16 17 18 19 20      1 3 3 3 2
//   21 22 23 24  _      1 1 3 3 _
PatternPartition columnsCandidate()
{
    return {5,
            {{2, 3, 7, 8, 12, 13},
             {1, 6, 11, 16, 21, 22},
             {4, 5, 9, 10, 15, 20},
             {14, 17, 18, 19, 23, 24}}};
}

// The second set from its cache file, built and cached first when it is not there (wall time,
// the process's peak memory so far, and the file's size printed). Built before the first set is
// loaded, so the peak is the build's own. The pinwheel unless PW_CATALOGUE_SECOND names the
// candidate above; each has a cache file of its own (PatternPartition::fileLabel).
std::shared_ptr<const CompactPatternDatabase> secondSet()
{
    const bool columns = qgetenv("PW_CATALOGUE_SECOND") == "columns";
    const PatternPartition partition
        = columns ? columnsCandidate() : PatternPartition::twentyFour6666Pinwheel();
    const QString file = CompactPatternDatabase::defaultCacheFile(partition);
    const bool cached = QFileInfo::exists(file);
    BuildSink sink;
    QString warning;
    const double wall0 = wallSeconds();
    const double cpu0 = processCpuSeconds();
    auto tables = CompactPatternDatabase::loadOrBuild(file, partition, sink, &warning, 2);
    if (!tables) {
        std::printf("the second 6-6-6-6 set: %s\n", qPrintable(tables.error().message()));
        return nullptr;
    }
    std::printf("second 6-6-6-6 set (%s) %s in %.1f s wall, %.1f s CPU, peak %.0f MiB; "
                "%s: %.1f MiB%s%s\n",
                columns ? "columns" : "pinwheel", cached ? "loaded" : "built",
                wallSeconds() - wall0, processCpuSeconds() - cpu0, peakMiB(),
                qPrintable(QFileInfo(file).fileName()),
                static_cast<double>(QFileInfo(file).size()) / (1 << 20),
                warning.isEmpty() ? "" : "; ", qPrintable(warning));
    std::fflush(stdout);
    return *tables;
}

struct Run
{
    SolveResult result;
    bool capped = false;
    double wall = 0;
    double cpu = 0;
};

// How an instance is searched: the first set alone, or both with the second set read eagerly,
// lazily (only for the children the first keeps), and with or without its dual lookups.
struct Variant
{
    const char *name;
    bool both;
    bool lazySecond;
    bool secondDual;
};

constexpr Variant variants[] = {{"one", false, false, false},
                                {"eager", true, false, true},
                                {"lazy", true, true, true},
                                {"eager-nodual", true, false, false},
                                {"lazy-nodual", true, true, false}};

Run solveWithin(const Board &board, double capSeconds, int threads,
                const CompactPatternDatabase &first, const CompactPatternDatabase *second,
                const Variant &variant)
{
    pw::common::QuietSink quiet;
    DeadlineSink sink(quiet, std::chrono::milliseconds(static_cast<long long>(capSeconds * 1000)));
    Run run;
    const double wall0 = wallSeconds();
    const double cpu0 = processCpuSeconds();
    run.result = second ? solveIdaStar(board, first, *second, sink, true, true, {}, threads,
                                       variant.lazySecond, variant.secondDual)
                        : solveIdaStar(board, first, sink, true, true, {}, threads);
    run.wall = wallSeconds() - wall0;
    run.cpu = processCpuSeconds() - cpu0;
    run.capped = sink.expired();
    return run;
}

} // namespace

int twentyFourCatalogueSection(int maxLength, double capSeconds, int threads,
                               const std::string &names, const std::string &variantNames)
{
    const QStringList chosen
        = QString::fromStdString(variantNames.empty() ? "one,eager" : variantNames)
              .split(QLatin1Char(','), Qt::SkipEmptyParts);
    const auto second = secondSet();
    if (!second)
        return 1;
    const PatternPartition partition = PatternPartition::twentyFour6666();
    const auto first = CompactPatternDatabase::sharedIfCached(partition);
    if (!first) {
        std::printf("the 6-6-6-6 tables are not cached in %s: run puzzle-cli slide build-tables "
                    "--size 5\n",
                    qPrintable(CompactPatternDatabase::defaultCacheFile(partition)));
        return 1;
    }
    const QStringList wanted
        = QString::fromStdString(names).split(QLatin1Char(','), Qt::SkipEmptyParts);
    int wrong = 0;
    for (const auto &[instance, published] :
         publishedInstances(QStringLiteral("korf-taylor-24-blank-first.txt"))) {
        if (published > maxLength || (!wanted.isEmpty() && !wanted.contains(instance.name)))
            continue;
        const Board &board = instance.board;
        for (const Variant &variant : variants) {
            if (!chosen.contains(QLatin1String(variant.name)))
                continue;
            const Run run = solveWithin(board, capSeconds, threads, *first,
                                        variant.both ? second.get() : nullptr, variant);
            const SolveResult &r = run.result;
            Board check = board;
            const bool right = run.capped
                || (r.solved() && static_cast<int>(r.moves.size()) == published
                    && check.applyMoves(r.moves) < 0 && check.isGoal());
            wrong += !right;
            const double perNode
                = r.expanded > 0 ? run.cpu * 1e9 / static_cast<double>(r.expanded) : 0.0;
            std::printf("instance %s (%d moves), %-12s h0 %d: %s, %lld nodes expanded, %.1f s "
                        "wall, %.1f s CPU on %d threads, %.0f ns CPU per node\n",
                        qPrintable(instance.name), published, variant.name, r.startHeuristic,
                        run.capped  ? "not proven within the cap"
                            : right ? "optimal"
                                    : "WRONG",
                        static_cast<long long>(r.expanded), run.wall, run.cpu, threads, perNode);
            std::fflush(stdout);
        }
    }
    return wrong == 0 ? 0 : 1;
}

int catalogueMeanHSection(int count)
{
    const auto second = secondSet();
    const auto first = CompactPatternDatabase::sharedIfCached(PatternPartition::twentyFour6666());
    if (!first || !second)
        return 1;
    // [0] without the dual lookups, [1] with them.
    const CompactPdbHeuristic one[2]
        = {CompactPdbHeuristic(*first, false), CompactPdbHeuristic(*first, true)};
    const CompactPdbHeuristic other[2]
        = {CompactPdbHeuristic(*second, false), CompactPdbHeuristic(*second, true)};
    double sumFirst[2] = {};
    double sumSecond[2] = {};
    double sumMax[2] = {};
    int secondHigher = 0;
    double manhattan = 0;
    for (int seed = 1; seed <= count; ++seed) {
        const Board board = *dealUniform(5, 5, static_cast<std::uint64_t>(seed));
        std::uint8_t tiles[25];
        for (int i = 0; i < 25; ++i)
            tiles[i] = static_cast<std::uint8_t>(board.at(i));
        for (int dual = 0; dual < 2; ++dual) {
            auto a = one[dual].init(tiles);
            auto b = other[dual].init(tiles);
            one[dual].refine(a);
            other[dual].refine(b);
            const int ha = CompactPdbHeuristic::value(a);
            const int hb = CompactPdbHeuristic::value(b);
            sumFirst[dual] += ha;
            sumSecond[dual] += hb;
            sumMax[dual] += ha > hb ? ha : hb;
            if (dual == 1)
                secondHigher += hb > ha;
            if (dual == 0)
                manhattan += a.manhattan;
        }
    }
    const double n = count;
    std::printf("mean h over %d seeded uniform 5 x 5 deals: Manhattan %.3f\n", count,
                manhattan / n);
    for (int dual = 0; dual < 2; ++dual)
        std::printf("  %s: first set %.3f, second set %.3f, maximum %.3f\n",
                    dual ? "with the dual lookups" : "regular and reflected", sumFirst[dual] / n,
                    sumSecond[dual] / n, sumMax[dual] / n);
    std::printf("  the second set is higher on %d of %d deals (with the dual lookups)\n",
                secondHigher, count);
    return 0;
}
