// Kanoodle benchmark: placement generation, and the three exact-cover engines on pyramid puzzles
// shaped like the book's (a random full solution with k pieces left in place, k = 2..11; like
// many of the book's puzzles they may have several solutions), then the automatic engine alone
// counting puzzles with 2-4 pieces given to the end, without a time budget, on one thread and on
// every core, and last the empty pyramid's count (countInParallel, what count-empty and the
// Count button run). Prints Markdown tables.
//
//   bench_kanoodle [puzzles per band = 50] [max millis per count = 60000] [empty-pyramid tasks]
//
// The empty pyramid's ~6000 tasks take minutes; by default 300 of them, drawn at random, are
// counted and the whole is extrapolated. Pass 0 as the third argument for the full count.

#include "BenchStats.h"
#include "core/kanoodle/Board.h"
#include "core/kanoodle/Generator.h"
#include "core/kanoodle/ParallelCounter.h"
#include "core/kanoodle/PlacementGenerator.h"
#include "core/kanoodle/Solver.h"

#include "core/common/Random.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace pw::kanoodle;
using namespace pw::kanoodle::bench;

namespace {

// Stops a count after a time budget so one enormous case cannot hold the machine.
class BudgetSink : public pw::common::SolverSink
{
public:
    explicit BudgetSink(double millis)
        : m_deadline(Clock::now()
                     + std::chrono::microseconds(static_cast<long long>(millis * 1000)))
    { }
    bool isCancelled() const override { return Clock::now() > m_deadline; }
    void reportProgress(const pw::common::Progress &) override { }

private:
    Clock::time_point m_deadline;
};

} // namespace

int main(int argc, char **argv)
{
    const int perBand = argc > 1 ? std::max(1, std::atoi(argv[1])) : 50;
    const double budget = argc > 2 ? std::atof(argv[2]) : 60000.0;
    const int emptyPyramidTasks = argc > 3 ? std::max(0, std::atoi(argv[3])) : 300;

    // Placement generation from scratch (the boards cache theirs; the generator does not).
    {
        const BoardPtr pyramid = Board::pyramid();
        const BoardPtr flat = Board::flat();
        std::vector<Cell> pyramidCells, flatCells;
        for (int i = 0; i < stateLength; ++i) {
            pyramidCells.push_back(pyramid->cell(i));
            flatCells.push_back(flat->cell(i));
        }
        std::vector<double> pyramidTimes, flatTimes;
        for (int run = 0; run < 20; ++run) {
            auto start = Clock::now();
            const auto p = pyramidPlacements(
                pyramidCells, [&](int x, int y, int z) { return pyramid->cellIndex(x, y, z); });
            pyramidTimes.push_back(millisSince(start));
            start = Clock::now();
            const auto f = flatPlacements(
                flatCells, [&](int x, int y, int z) { return flat->cellIndex(x, y, z); });
            flatTimes.push_back(millisSince(start));
            if (p.size() != pyramid->placements().size() || f.size() != flat->placements().size())
                return 1;
        }
        std::printf("Placement generation (20 runs): pyramid %zu placements, median %.2f ms, worst "
                    "%.2f ms; "
                    "flat %zu placements, median %.2f ms, worst %.2f ms\n\n",
                    pyramid->placements().size(), stats(pyramidTimes).median,
                    stats(pyramidTimes).worst, flat->placements().size(), stats(flatTimes).median,
                    stats(flatTimes).worst);
    }

    // Every engine on the same puzzles; the engines must agree on every count.
    struct EngineColumn
    {
        Engine engine;
        const char *name;
    };
    const EngineColumn engines[] = {{Engine::DancingLinks, "DLX"},
                                    {Engine::Bitboard, "bitboard"},
                                    {Engine::Constrained, "constrained"}};
    pw::common::QuietSink quiet;
    pw::common::Random random(2026);
    const auto puzzleWithGiven = [&](const BoardPtr &board, int given, pw::common::Random &source) {
        const auto solution = randomSolution(board, source.next(), quiet);
        std::vector<int> order(pieceCount);
        for (int i = 0; i < pieceCount; ++i)
            order[static_cast<std::size_t>(i)] = i;
        source.shuffle(order);
        Position puzzle(board);
        for (int i = 0; i < given; ++i)
            puzzle.place(*solution->placementOf(order[static_cast<std::size_t>(i)]));
        return puzzle;
    };
    // One table per board: k pieces of a random full solution kept, every engine timed on the
    // first solution and on counting all. Returns non-zero when the engines disagree.
    const auto compare = [&](const BoardPtr &board, int mostGiven, int fewestGiven) {
        std::printf("| given | solutions median / max |");
        for (const auto &column : engines)
            std::printf(" first: %s ms |", column.name);
        for (const auto &column : engines)
            std::printf(" count: %s ms |", column.name);
        std::printf(" nodes (constrained) |\n|---|---|");
        for (std::size_t i = 0; i < 2 * std::size(engines) + 1; ++i)
            std::printf("---|");
        std::printf("\n");
        for (int given = mostGiven; given >= fewestGiven; --given) {
            std::vector<double> solutions, nodes;
            std::vector<std::vector<double>> first(std::size(engines)), count(std::size(engines));
            int cut = 0;
            for (int n = 0; n < perBand; ++n) {
                const Position puzzle = puzzleWithGiven(board, given, random);
                std::int64_t agreed = -1;
                bool complete = true;
                for (std::size_t e = 0; e < std::size(engines); ++e) {
                    auto start = Clock::now();
                    if (!solveFirst(puzzle, quiet, engines[e].engine).first)
                        return 2;
                    first[e].push_back(millisSince(start));
                    BudgetSink budgetSink(budget);
                    start = Clock::now();
                    const CountResult all
                        = countSolutions(puzzle, budgetSink, 0, engines[e].engine);
                    count[e].push_back(millisSince(start));
                    complete = complete && all.complete;
                    if (!all.complete)
                        continue;
                    if (agreed >= 0 && agreed != all.solutions)
                        return 3; // the engines disagree: a bug, not a benchmark
                    agreed = all.solutions;
                    if (engines[e].engine == Engine::Constrained)
                        nodes.push_back(static_cast<double>(all.nodes));
                }
                cut += complete ? 0 : 1;
                if (agreed >= 0) // some engine finished the count
                    solutions.push_back(static_cast<double>(agreed));
            }
            std::printf("| %d | %.0f / %.0f |", given, stats(solutions).median,
                        stats(solutions).worst);
            for (const auto &times : first)
                std::printf(" %.3f / %.3f |", stats(times).median, stats(times).worst);
            for (const auto &times : count)
                std::printf(" %.3f / %.3f |", stats(times).median, stats(times).worst);
            std::printf(" %.0f |%s\n", stats(nodes).median,
                        cut ? " (some counts cut at the time budget)" : "");
            std::fflush(stdout);
        }
        return 0;
    };

    std::printf("Pyramid, %d puzzles per given count (random full solution, k random pieces "
                "kept); median / worst\n\n",
                perBand);
    if (const int failure = compare(Board::pyramid(), 11, 2))
        return failure;

    // The hardest levels counted to the end by the engine the program uses, on one thread and on
    // every core (what the CLI and the Count button run).
    std::printf("\nPyramid, automatic engine, every count to the end (%d other puzzles per "
                "given count); ms\n\n| given | solutions median / max | nodes median | 1 thread: "
                "median | 90th percentile | worst | all cores: median | 90th percentile | worst "
                "|\n|---|---|---|---|---|---|---|---|---|\n",
                perBand);
    pw::common::Random unbudgeted(2027);
    for (int given = 4; given >= 2; --given) {
        std::vector<double> solutions, nodes, single, shared;
        for (int n = 0; n < perBand; ++n) {
            const Position puzzle = puzzleWithGiven(Board::pyramid(), given, unbudgeted);
            auto start = Clock::now();
            const CountResult all = countSolutions(puzzle, quiet);
            single.push_back(millisSince(start));
            start = Clock::now();
            const CountResult split = countOnAllCores(puzzle, quiet);
            shared.push_back(millisSince(start));
            if (split.solutions != all.solutions)
                return 3;
            solutions.push_back(static_cast<double>(all.solutions));
            nodes.push_back(static_cast<double>(all.nodes));
        }
        const Stats one = stats(single);
        const Stats every = stats(shared);
        std::printf("| %d | %.0f / %.0f | %.0f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |\n",
                    given, stats(solutions).median, stats(solutions).worst, stats(nodes).median,
                    one.median, one.percentile90, one.worst, every.median, every.percentile90,
                    every.worst);
        std::fflush(stdout);
    }

    std::printf("\nFlat board, %d puzzles per given count; median / worst\n\n", perBand);
    if (const int failure = compare(Board::flat(), 6, 3))
        return failure;

    // Generated unique puzzles by book level: how hard each level is in solver nodes.
    std::printf("\nGenerated unique pyramid puzzles (%d per level)\n\n", std::min(perBand, 20));
    std::printf("| level | target given | given median | first-solution nodes median | proof nodes "
                "median | generation ms median |\n|---|---|---|---|---|---|\n");
    for (const int level : {1, 10, 25, 50, 75, 100}) {
        std::vector<double> given, solveNodes, proofNodes, times;
        for (int n = 0; n < std::min(perBand, 20); ++n) {
            const auto start = Clock::now();
            const auto puzzle = generatePuzzle(Board::pyramid(), givenPiecesForLevel(level),
                                               random.next(), quiet);
            times.push_back(millisSince(start));
            given.push_back(puzzle->given);
            solveNodes.push_back(static_cast<double>(puzzle->solveNodes));
            proofNodes.push_back(static_cast<double>(puzzle->proofNodes));
        }
        std::printf("| %d | %d | %.0f | %.0f | %.0f | %.1f |\n", level, givenPiecesForLevel(level),
                    stats(given).median, stats(solveNodes).median, stats(proofNodes).median,
                    stats(times).median);
        std::fflush(stdout);
    }

    // The empty pyramid on every core: the whole count, or a random sample of its tasks
    // extrapolated. CPU time is the process's (every thread), so a shared machine shows.
    {
        ParallelCountOptions options;
        options.sampleTasks = emptyPyramidTasks;
        const std::clock_t cpuStart = std::clock();
        const ParallelCountResult result = countInParallel(Position(Board::pyramid()), quiet,
                                                           options);
        const double cpuSeconds = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
        if (!result.complete)
            return 4;
        const double share = double(result.tasks) / std::max(1, result.tasksCounted);
        std::printf("\nEmpty pyramid (countInParallel, %s)\n\n| tasks counted | solutions | wall s "
                    "| CPU s | nodes | (2026-11-23: 934 429 464 solutions, 270 s wall, 533 s CPU, "
                    "3.98e9 nodes) |\n|---|---|---|---|---|---|\n",
                    result.tasksCounted == result.tasks ? "the whole count"
                                                        : "a sample, extrapolated to all tasks");
        std::printf("| %d of %d | %.0f%s | %.1f | %.1f | %.3g | |\n", result.tasksCounted,
                    result.tasks, result.estimatedSolutions,
                    result.tasksCounted == result.tasks ? "" : " (estimated)",
                    result.millis / 1000 * share, cpuSeconds * share,
                    double(result.nodes) * share);
        // The full count is exact and known: anything else is a wrong engine.
        if (result.tasksCounted == result.tasks && result.solutions != 934429464)
            return 5;
    }
    return 0;
}
