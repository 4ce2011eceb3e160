// Generation and solve times per board size, the table in docs/noodles.md.
//
//   build/tests/bench/noodles/bench_noodles [--seeds N]
//
// For each size and kind: N unique puzzles from seeds 1..N; median and worst generation time,
// then median and worst time to solve each generated puzzle (full search, counting to two).
// Times are the thread's CPU time, so other processes on a shared machine do not inflate the
// worst cases; the last column is the worst wall-clock generation time for comparison.
// Also runs as a ctest (label "bench") with few seeds, checking every puzzle solves uniquely.
#include "core/noodles/Generator.h"
#include "core/noodles/Solver.h"
#include "tests/bench/BenchFigures.h"

#include <QCoreApplication>
#include <QStringList>

#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace pw::noodles;

using pw::bench::median;
using pw::bench::threadCpuMillis;

namespace {

struct Case
{
    const char *label;
    GridKind kind;
    int width;
    int height;
    bool wrap;
};

double millisSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
        .count();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int seeds = pw::bench::countOption(app.arguments(), QStringLiteral("--seeds"), 5);

    const std::vector<Case> cases {
        {"square", GridKind::Square, 5, 5, false},
        {"square", GridKind::Square, 13, 11, false},
        {"square", GridKind::Square, 20, 20, false},
        {"square", GridKind::Square, 30, 30, false},
        {"square", GridKind::Square, 40, 40, false},
        {"square wrap", GridKind::Square, 5, 5, true},
        {"square wrap", GridKind::Square, 13, 11, true},
        {"square wrap", GridKind::Square, 20, 20, true},
        {"square wrap", GridKind::Square, 30, 30, true},
        {"square wrap", GridKind::Square, 40, 40, true},
        {"hex", GridKind::Hex, 5, 5, false},
        {"hex", GridKind::Hex, 13, 11, false},
        {"hex", GridKind::Hex, 20, 20, false},
        {"hex", GridKind::Hex, 30, 30, false},
        {"hex", GridKind::Hex, 40, 40, false},
        {"hex wrap", GridKind::Hex, 6, 5, true},
        {"hex wrap", GridKind::Hex, 14, 11, true},
        {"hex wrap", GridKind::Hex, 20, 20, true},
        {"hex wrap", GridKind::Hex, 30, 30, true},
        {"hex wrap", GridKind::Hex, 40, 40, true},
    };

    std::printf(
        "| grid | size | seeds | generate median ms | generate worst ms | solve median ms | "
        "solve worst ms | generate worst wall ms |\n|---|---|---|---|---|---|---|---|\n");
    int failures = 0;
    for (const Case &c : cases) {
        std::vector<double> generateTimes;
        std::vector<double> solveTimes;
        double worstWall = 0;
        for (int seed = 1; seed <= seeds; ++seed) {
            GeneratorOptions options {c.kind, c.width, c.height,
                                      c.wrap, true,    static_cast<std::uint64_t>(seed)};
            const auto start = std::chrono::steady_clock::now();
            double cpu = threadCpuMillis();
            const auto board = generate(options);
            generateTimes.push_back(threadCpuMillis() - cpu);
            worstWall = std::max(worstWall, millisSince(start));
            if (!board) {
                std::fprintf(stderr, "%s %dx%d seed %d: %s\n", c.label, c.width, c.height, seed,
                             qPrintable(board.error().message()));
                ++failures;
                continue;
            }
            pw::common::QuietSink sink;
            cpu = threadCpuMillis();
            const SolveResult result = solve(*board, sink);
            solveTimes.push_back(threadCpuMillis() - cpu);
            if (result.status != SolveStatus::Unique) {
                std::fprintf(stderr, "%s %dx%d seed %d: not unique\n", c.label, c.width, c.height,
                             seed);
                ++failures;
            }
        }
        std::printf("| %s | %dx%d | %d | %.2f | %.2f | %.2f | %.2f | %.2f |\n", c.label, c.width,
                    c.height, seeds, median(generateTimes), pw::bench::worst(generateTimes),
                    median(solveTimes), pw::bench::worst(solveTimes), worstWall);
        std::fflush(stdout);
    }
    return failures == 0 ? 0 : 1;
}
