// Hint times on big boards, the figures in docs/noodles.md (Only what the player can see).
//
//   build/tests/bench/noodles/bench_noodles_hint [--seeds N]
//
// For each size and kind: N unique puzzles from seeds 1..N; the thread's CPU time of findHint
// (which builds the hint's chain from the walls and locks) on the scrambled start, and on the
// same board with every other tile locked as the solution has it. Also runs as a ctest (label
// "bench") with few seeds, checking that every hint is explained by a chain.
#include "core/noodles/Generator.h"
#include "core/noodles/Solver.h"
#include "tests/bench/BenchFigures.h"

#include <QCoreApplication>
#include <QStringList>

#include <time.h>

#include <algorithm>
#include <cstdio>
#include <vector>

using namespace pw::noodles;

using pw::bench::median;
using pw::bench::threadCpuMillis;

namespace {

// The time of one hint, and whether it came with a chain.
bool timeHint(const Board &board, std::vector<double> &times)
{
    pw::common::QuietSink sink;
    const double cpu = threadCpuMillis();
    const auto hint = findHint(board, sink);
    times.push_back(threadCpuMillis() - cpu);
    return hint && !hint->chain.empty();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const int seeds = pw::bench::countOption(app.arguments(), QStringLiteral("--seeds"), 3);
    struct Case
    {
        const char *label;
        GridKind kind;
        int size;
        bool wrap;
    };
    const std::vector<Case> cases {{"square", GridKind::Square, 20, false},
                                   {"square", GridKind::Square, 40, false},
                                   {"square wrap", GridKind::Square, 40, true},
                                   {"hex", GridKind::Hex, 40, false},
                                   {"hex wrap", GridKind::Hex, 40, true}};
    std::printf("| grid | size | seeds | hint at the start median / worst ms | hint with half "
                "locked median / worst ms |\n|---|---|---|---|---|\n");
    int failures = 0;
    for (const Case &c : cases) {
        std::vector<double> start, halfLocked;
        for (int seed = 1; seed <= seeds; ++seed) {
            const GeneratorOptions options {c.kind, c.size, c.size,
                                            c.wrap, true,   static_cast<std::uint64_t>(seed)};
            const auto board = generate(options);
            if (!board) {
                ++failures;
                continue;
            }
            failures += !timeHint(*board, start);
            pw::common::QuietSink sink;
            Board locked = *board;
            const std::vector<TileMask> solution = solve(*board, sink).solution;
            for (int cell = 0; cell < locked.cellCount(); cell += 2) {
                locked.setTile(cell, solution[static_cast<std::size_t>(cell)]);
                locked.setLocked(cell, true);
            }
            failures += !timeHint(locked, halfLocked);
        }
        std::printf("| %s | %dx%d | %d | %.1f / %.1f | %.1f / %.1f |\n", c.label, c.size, c.size,
                    seeds, median(start), pw::bench::worst(start), median(halfLocked),
                    pw::bench::worst(halfLocked));
    }
    if (failures)
        std::fprintf(stderr, "%d hints without a chain or boards not generated\n", failures);
    return failures ? 1 : 0;
}
