// Kanoodle benchmark: placement generation, and the two exact-cover engines on pyramid puzzles
// shaped like the book's (a random full solution with k pieces left in place, k = 2..11; like
// many of the book's puzzles they may have several solutions). Prints a Markdown table.
//
//   bench_kanoodle [puzzles per band = 50] [max millis per count = 60000]

#include "core/kanoodle/Board.h"
#include "core/kanoodle/Generator.h"
#include "core/kanoodle/PlacementGenerator.h"
#include "core/kanoodle/Solver.h"

#include "core/common/Random.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace pw::kanoodle;
using Clock = std::chrono::steady_clock;

namespace {

double millisSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

struct Stats
{
    double median = 0;
    double worst = 0;
};

Stats stats(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    if (values.empty())
        return {};
    return {values[values.size() / 2], values.back()};
}

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

    std::printf(
        "Pyramid, %d puzzles per given count (random full solution, k random pieces kept)\n\n",
        perBand);
    std::printf("| given | solutions median / max | first: bitboard median / worst ms | first: DLX "
                "median / worst ms "
                "| count all: bitboard median / worst ms | count all: DLX median / worst ms | DLX "
                "nodes median |\n");
    std::printf("|---|---|---|---|---|---|---|\n");
    pw::common::QuietSink quiet;
    pw::common::Random random(2026);
    for (int given = 11; given >= 2; --given) {
        std::vector<double> firstBits, firstLinks, countBits, countLinks, solutions, nodes;
        int cut = 0;
        for (int n = 0; n < perBand; ++n) {
            const auto solution = randomSolution(Board::pyramid(), random.next(), quiet);
            std::vector<int> order(pieceCount);
            for (int i = 0; i < pieceCount; ++i)
                order[static_cast<std::size_t>(i)] = i;
            random.shuffle(order);
            Position puzzle(Board::pyramid());
            for (int i = 0; i < given; ++i)
                puzzle.place(*solution->placementOf(order[static_cast<std::size_t>(i)]));

            auto start = Clock::now();
            const CountResult fb = solveFirst(puzzle, quiet, Engine::Bitboard);
            firstBits.push_back(millisSince(start));
            start = Clock::now();
            const CountResult fl = solveFirst(puzzle, quiet, Engine::DancingLinks);
            firstLinks.push_back(millisSince(start));
            if (!fb.first || !fl.first)
                return 2;

            BudgetSink bitsBudget(budget);
            start = Clock::now();
            const CountResult cb = countSolutions(puzzle, bitsBudget, 0, Engine::Bitboard);
            countBits.push_back(millisSince(start));
            BudgetSink linksBudget(budget);
            start = Clock::now();
            const CountResult cl = countSolutions(puzzle, linksBudget, 0, Engine::DancingLinks);
            countLinks.push_back(millisSince(start));
            if (!cb.complete || !cl.complete)
                ++cut;
            else if (cb.solutions != cl.solutions)
                return 3; // the engines disagree: a bug, not a benchmark
            solutions.push_back(static_cast<double>(cb.solutions));
            nodes.push_back(static_cast<double>(cl.nodes));
        }
        std::printf("| %d | %.0f / %.0f | %.3f / %.3f | %.3f / %.3f | %.3f / %.3f | %.3f / %.3f | "
                    "%.0f |%s\n",
                    given, stats(solutions).median, stats(solutions).worst, stats(firstBits).median,
                    stats(firstBits).worst, stats(firstLinks).median, stats(firstLinks).worst,
                    stats(countBits).median, stats(countBits).worst, stats(countLinks).median,
                    stats(countLinks).worst, stats(nodes).median,
                    cut ? " (some counts cut at the time budget)" : "");
        std::fflush(stdout);
    }

    // The flat board: the same comparison, fewer pieces kept (its puzzles are looser).
    std::printf("\nFlat board, %d puzzles per given count\n\n", perBand);
    std::printf("| given | solutions median / max | count all: bitboard median / worst ms | count "
                "all: DLX median / worst ms |\n|---|---|---|---|\n");
    for (int given = 6; given >= 3; --given) {
        std::vector<double> countBits, countLinks, solutions;
        int cut = 0;
        for (int n = 0; n < perBand; ++n) {
            const auto solution = randomSolution(Board::flat(), random.next(), quiet);
            std::vector<int> order(pieceCount);
            for (int i = 0; i < pieceCount; ++i)
                order[static_cast<std::size_t>(i)] = i;
            random.shuffle(order);
            Position puzzle(Board::flat());
            for (int i = 0; i < given; ++i)
                puzzle.place(*solution->placementOf(order[static_cast<std::size_t>(i)]));
            BudgetSink bitsBudget(budget);
            auto start = Clock::now();
            const CountResult cb = countSolutions(puzzle, bitsBudget, 0, Engine::Bitboard);
            countBits.push_back(millisSince(start));
            BudgetSink linksBudget(budget);
            start = Clock::now();
            const CountResult cl = countSolutions(puzzle, linksBudget, 0, Engine::DancingLinks);
            countLinks.push_back(millisSince(start));
            if (!cb.complete || !cl.complete)
                ++cut;
            else if (cb.solutions != cl.solutions)
                return 3;
            solutions.push_back(static_cast<double>(cb.solutions));
        }
        std::printf("| %d | %.0f / %.0f | %.3f / %.3f | %.3f / %.3f |%s\n", given,
                    stats(solutions).median, stats(solutions).worst, stats(countBits).median,
                    stats(countBits).worst, stats(countLinks).median, stats(countLinks).worst,
                    cut ? " (some counts cut at the time budget)" : "");
        std::fflush(stdout);
    }

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
    return 0;
}
