// Kanoodle benchmark for listing solutions and for the dead-position hint: how fast
// SolutionEnumerator gives the first solution and then the rest, beside dancing links listing
// the same (pyramid puzzles with 2-4 pieces of a random full solution kept, and the first
// 100 000 of the empty boards; rates in CPU time), and how long
// piecesToTakeOff takes on dead positions made by dropping pieces at random where they fit.
// Prints Markdown tables.
//
//   bench_kanoodle_solutions [puzzles per row = 20]

#include "BenchStats.h"
#include "core/common/Random.h"
#include "core/kanoodle/Generator.h"
#include "core/kanoodle/PiecesToTakeOff.h"
#include "core/kanoodle/SolutionEnumerator.h"
#include "core/kanoodle/Solver.h"
#include "tests/support/KanoodleDroppedPieces.h"

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <vector>

using namespace pw::kanoodle;
using namespace pw::kanoodle::bench;

namespace {

Position keptPieces(const BoardPtr &board, int kept, pw::common::Random &random)
{
    pw::common::QuietSink quiet;
    const auto solution = randomSolution(board, random.next(), quiet);
    std::vector<int> order(pieceCount);
    for (int i = 0; i < pieceCount; ++i)
        order[static_cast<std::size_t>(i)] = i;
    random.shuffle(order);
    Position puzzle(board);
    for (int i = 0; i < kept; ++i)
        puzzle.place(*solution->placementOf(order[static_cast<std::size_t>(i)]));
    return puzzle;
}

// `count` pieces dropped at random places where they fit.
Position dropped(const BoardPtr &board, int count, pw::common::Random &random)
{
    return pw::kanoodle::test::droppedPieces(
        board, count, [&](std::vector<int> &order) { random.shuffle(order); },
        [&](std::size_t n) { return random.below(n); });
}

// CPU time of this (single-threaded) process in milliseconds: the machine may be shared.
double cpuMillis()
{
    return 1000.0 * static_cast<double>(std::clock()) / CLOCKS_PER_SEC;
}

// Solutions listed per second of CPU time by `list(puzzle, limit)` (which returns how many it
// listed), over the puzzles; the first solution's wall time separately.
struct Listing
{
    std::vector<double> first, perSecond, listed;
};

template<typename List>
Listing measure(const std::vector<Position> &puzzles, std::int64_t limit, List list)
{
    Listing result;
    for (const Position &puzzle : puzzles) {
        const double cpuStart = cpuMillis();
        double firstMillis = -1;
        const std::int64_t listed = list(puzzle, limit, firstMillis);
        if (listed == 0)
            continue;
        const double millis = std::max(cpuMillis() - cpuStart, 0.001);
        result.first.push_back(firstMillis);
        result.listed.push_back(static_cast<double>(listed));
        result.perSecond.push_back(static_cast<double>(listed) * 1000.0 / millis);
    }
    return result;
}

// Lists up to `limit` solutions (0: all) with SolutionEnumerator and, for comparison, with
// dancing links (Solver::next, what SolutionEnumerator was before it walked the constrained
// search's bitsets); prints one row.
void listingRow(const char *name, const std::vector<Position> &puzzles, std::int64_t limit)
{
    const Listing now = measure(
        puzzles, limit, [](const Position &puzzle, std::int64_t most, double &firstMillis) {
            pw::common::QuietSink quiet;
            const auto start = Clock::now();
            SolutionEnumerator solutions(puzzle);
            if (!solutions.next(quiet))
                return std::int64_t {0};
            firstMillis = millisSince(start);
            while ((most == 0 || solutions.found() < most) && solutions.next(quiet)) { }
            return solutions.found();
        });
    const Listing links = measure(
        puzzles, limit, [](const Position &puzzle, std::int64_t most, double &firstMillis) {
            pw::common::QuietSink quiet;
            const auto start = Clock::now();
            Solver solver(puzzle);
            std::int64_t found = 0;
            while ((most == 0 || found < most) && solver.next(quiet)) {
                if (++found == 1)
                    firstMillis = millisSince(start);
            }
            return found;
        });
    const auto slowest = [](const std::vector<double> &values) {
        return values.empty() ? 0.0 : *std::min_element(values.begin(), values.end());
    };
    std::printf("| %s | %.0f / %.0f | %.3f / %.3f | %.0f / %.0f | %.0f / %.0f |\n", name,
                stats(now.listed).median, stats(now.listed).worst, stats(now.first).median,
                stats(now.first).worst, stats(now.perSecond).median, slowest(now.perSecond),
                stats(links.perSecond).median, slowest(links.perSecond));
}

} // namespace

int main(int argc, char **argv)
{
    const int perRow = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20;
    pw::common::Random random(2026);

    std::printf("Listing solutions (SolutionEnumerator), %d puzzles per row\n\n", perRow);
    std::printf("| puzzles | solutions listed median / max | first ms median / worst | "
                "solutions per CPU second median / slowest | dancing links: per CPU second "
                "median / slowest |\n|---|---|---|---|---|\n");
    for (const int kept : {4, 3, 2}) {
        std::vector<Position> puzzles;
        for (int i = 0; i < perRow; ++i)
            puzzles.push_back(keptPieces(Board::pyramid(), kept, random));
        char name[64];
        std::snprintf(name, sizeof name, "pyramid, %d given, all", kept);
        listingRow(name, puzzles, 0);
    }
    listingRow("empty pyramid, first 100 000", {Position(Board::pyramid())}, 100000);
    listingRow("empty flat board, first 100 000", {Position(Board::flat())}, 100000);

    std::printf("\nDead positions (pieces dropped at random until %d dead ones per row): "
                "piecesToTakeOff\n\n",
                perRow);
    std::printf("| board, pieces dropped | pieces to take off median / max | ms median / worst "
                "|\n|---|---|---|\n");
    pw::common::QuietSink quiet;
    for (const bool pyramid : {true, false}) {
        for (const int count : {4, 6, 8}) {
            const BoardPtr board = pyramid ? Board::pyramid() : Board::flat();
            std::vector<double> sizes, times;
            for (int tries = 0; static_cast<int>(times.size()) < perRow && tries < perRow * 50;
                 ++tries) {
                const Position position = dropped(board, count, random);
                if (solveFirst(position, quiet).first)
                    continue;
                const auto start = Clock::now();
                const TakeOff result = piecesToTakeOff(position, 0, quiet);
                times.push_back(millisSince(start));
                sizes.push_back(std::popcount(static_cast<unsigned>(result.pieces)));
            }
            std::printf("| %s, %d | %.0f / %.0f | %.3f / %.3f |\n", pyramid ? "pyramid" : "flat",
                        count, stats(sizes).median, stats(sizes).worst, stats(times).median,
                        stats(times).worst);
        }
    }
    return 0;
}
