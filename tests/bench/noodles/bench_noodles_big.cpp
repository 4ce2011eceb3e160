// Big boards: generation and hint times at 100 x 100 and 150 x 150, the figures in
// docs/noodles.md (Big boards) and the README's benchmark table.
//
//   build/tests/bench/noodles/bench_noodles_big [--seeds N]
//
// For each kind (square, hex, each flat and wrapping) and size: N unique puzzles from seeds
// 1..N; the thread's CPU time to generate one (generate: the rules fix every tile), to generate
// and rate it as the tab's New does (generateRated), of a hint with its chain at the scrambled
// start (findHint, whose rounds stop once the hint is settled) and, for comparison, of the same
// rules' rounds run to their fixed point (HintChainSearch::run, then chainedHint: what a hint
// cost before the rounds stopped early). The last column is the worst wall-clock time of
// generateRated.
// Also runs as a ctest (label "bench") with one seed, checking every puzzle is made and every
// hint explained by a chain.
#include "core/noodles/Generator.h"
#include "core/noodles/HintChain.h"
#include "core/noodles/LevelGenerator.h"
#include "core/noodles/Solver.h"
#include "tests/bench/BenchFigures.h"

#include <QCoreApplication>
#include <QStringList>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

using namespace pw::noodles;

using pw::bench::median;
using pw::bench::threadCpuMillis;
using pw::bench::worst;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int seeds = pw::bench::countOption(app.arguments(), QStringLiteral("--seeds"), 1);
    struct Case
    {
        const char *label;
        GridKind kind;
        int size;
        bool wrap;
    };
    std::vector<Case> cases;
    for (const int size : {100, 150}) {
        cases.push_back({"square", GridKind::Square, size, false});
        cases.push_back({"square wrap", GridKind::Square, size, true});
        cases.push_back({"hex", GridKind::Hex, size, false});
        cases.push_back({"hex wrap", GridKind::Hex, size, true});
    }
    std::printf("| grid | size | seeds | generate median / worst ms | generate and rate median / "
                "worst ms | hint at the start median / worst ms | all the rules' rounds median / "
                "worst ms | generate and rate worst wall ms |\n|---|---|---|---|---|---|---|---|\n");
    int failures = 0;
    for (const Case &c : cases) {
        std::vector<double> generated, rated, hinted, allRounds;
        double worstWall = 0;
        for (int seed = 1; seed <= seeds; ++seed) {
            const GeneratorOptions options {c.kind, c.size, c.size,
                                            c.wrap, true,   static_cast<std::uint64_t>(seed)};
            double cpu = threadCpuMillis();
            const auto board = generate(options);
            generated.push_back(threadCpuMillis() - cpu);
            if (!board) {
                std::fprintf(stderr, "%s %d seed %d: %s\n", c.label, c.size, seed,
                             qPrintable(board.error().message()));
                ++failures;
                continue;
            }
            pw::common::QuietSink sink;
            const auto wallStart = std::chrono::steady_clock::now();
            cpu = threadCpuMillis();
            const auto puzzle = generateRated(options, sink);
            rated.push_back(threadCpuMillis() - cpu);
            worstWall = std::max(
                worstWall, std::chrono::duration<double, std::milli>(
                               std::chrono::steady_clock::now() - wallStart)
                               .count());
            failures += !puzzle;
            cpu = threadCpuMillis();
            const auto hint = findHint(*board, sink);
            hinted.push_back(threadCpuMillis() - cpu);
            failures += !hint || hint->chain.empty();
            cpu = threadCpuMillis();
            HintChainSearch search(*board, false);
            search.run(&sink);
            const auto chained = chainedHint(search, *board, true);
            allRounds.push_back(threadCpuMillis() - cpu);
            failures += !chained;
        }
        std::printf("| %s | %dx%d | %d | %.0f / %.0f | %.0f / %.0f | %.1f / %.1f | %.0f / %.0f | "
                    "%.0f |\n",
                    c.label, c.size, c.size, seeds, median(generated), worst(generated),
                    median(rated), worst(rated), median(hinted), worst(hinted), median(allRounds),
                    worst(allRounds), worstWall);
        std::fflush(stdout);
    }
    if (failures)
        std::fprintf(stderr, "%d boards not made or hints without a chain\n", failures);
    return failures ? 1 : 0;
}
