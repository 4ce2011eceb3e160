// The difficulty scale's measured spread, the table in docs/noodles.md.
//
//   build/tests/bench/noodles/bench_noodles_rating [--seeds N] [--raw]
//
// For each size preset of the New dialog (Difficulty.h), on both grids: N unique puzzles from
// seeds 1..N, each rated (Rating.h). Prints how many land on each difficulty level and the
// median and worst rating time (thread CPU time, so other processes on a shared machine do not
// inflate it). --raw prints one line per puzzle instead: grid, preset, seed, level. Also runs as
// a ctest (label "bench") with few seeds, checking every generated puzzle is rated as unique and
// needing no guess.
#include "core/noodles/Difficulty.h"
#include "core/noodles/Generator.h"
#include "core/noodles/Rating.h"
#include "tests/bench/BenchFigures.h"

#include <QCoreApplication>
#include <QStringList>

#include <time.h>

#include <algorithm>
#include <cstdio>
#include <map>
#include <vector>

using namespace pw::noodles;

using pw::bench::median;
using pw::bench::threadCpuMillis;

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    const int seeds = pw::bench::countOption(args, QStringLiteral("--seeds"), 5);
    const bool raw = args.contains(QStringLiteral("--raw"));

    const std::vector<DifficultyLevel> &levels = puzzleDifficultyLevels();
    if (!raw) {
        std::printf("| grid | size preset | seeds |");
        for (const DifficultyLevel level : levels)
            std::printf(" %s |", difficultyLevelId(level));
        std::printf(" rate median ms | rate worst ms |\n|---|---|---|");
        for (std::size_t i = 0; i < levels.size() + 2; ++i)
            std::printf("---|");
        std::printf("\n");
    }
    int failures = 0;
    for (const GridKind kind : {GridKind::Square, GridKind::Hex}) {
        const char *grid = kind == GridKind::Hex ? "hex" : "square";
        for (const DifficultyPreset &preset : difficultyPresets()) {
            std::map<DifficultyLevel, int> counts;
            std::vector<double> times;
            for (int seed = 1; seed <= seeds; ++seed) {
                const GeneratorOptions options {kind,          preset.width,
                                                preset.height, preset.wrap,
                                                true,          static_cast<std::uint64_t>(seed)};
                const auto board = generate(options);
                if (!board) {
                    std::fprintf(stderr, "%s %s seed %d: %s\n", grid, preset.id, seed,
                                 qPrintable(board.error().message()));
                    ++failures;
                    continue;
                }
                pw::common::QuietSink sink;
                const double cpu = threadCpuMillis();
                const auto rating = rateDifficulty(*board, sink);
                times.push_back(threadCpuMillis() - cpu);
                if (!rating || !rating->unique || rating->level == DifficultyLevel::Guesswork
                    || rating->level == DifficultyLevel::Unsolvable) {
                    std::fprintf(stderr,
                                 "%s %s seed %d: not rated as a unique puzzle the rules "
                                 "solve\n",
                                 grid, preset.id, seed);
                    ++failures;
                    continue;
                }
                ++counts[rating->level];
                if (raw)
                    std::printf("%s %s %d %s\n", grid, preset.id, seed,
                                difficultyLevelId(rating->level));
            }
            if (raw)
                continue;
            std::printf("| %s | %s %dx%d%s | %d |", grid, preset.id, preset.width, preset.height,
                        preset.wrap ? " wrap" : "", seeds);
            for (const DifficultyLevel level : levels)
                std::printf(" %d |", counts[level]);
            std::printf(" %.2f | %.2f |\n", median(times), pw::bench::worst(times));
            std::fflush(stdout);
        }
    }
    return failures == 0 ? 0 : 1;
}
