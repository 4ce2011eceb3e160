// Kanoodle benchmark for listing solutions and for the dead-position hint: how fast
// SolutionEnumerator gives the first solution and then the rest (pyramid puzzles with 2-4 pieces
// of a random full solution kept, and the first 100 000 of the empty boards), and how long
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

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdio>
#include <cstdlib>
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
    Position position(board);
    std::vector<int> order(pieceCount);
    for (int i = 0; i < pieceCount; ++i)
        order[static_cast<std::size_t>(i)] = i;
    random.shuffle(order);
    for (const int piece : order) {
        if (std::popcount(static_cast<unsigned>(position.placedPieces())) == count)
            break;
        std::vector<int> fits;
        for (const int placement : board->placementsOfPiece(piece)) {
            if (position.canPlace(placement))
                fits.push_back(placement);
        }
        if (!fits.empty())
            position.place(fits[random.pickIndex(fits)]);
    }
    return position;
}

// Lists up to `limit` solutions (0: all); prints one row.
void listingRow(const char *name, const std::vector<Position> &puzzles, std::int64_t limit)
{
    pw::common::QuietSink quiet;
    std::vector<double> first, perSecond, listed;
    for (const Position &puzzle : puzzles) {
        const auto start = Clock::now();
        SolutionEnumerator solutions(puzzle);
        if (!solutions.next(quiet))
            continue;
        first.push_back(millisSince(start));
        while ((limit == 0 || solutions.found() < limit) && solutions.next(quiet)) { }
        const double millis = millisSince(start);
        listed.push_back(static_cast<double>(solutions.found()));
        perSecond.push_back(static_cast<double>(solutions.found()) * 1000.0 / millis);
    }
    const double slowest
        = perSecond.empty() ? 0.0 : *std::min_element(perSecond.begin(), perSecond.end());
    std::printf("| %s | %.0f / %.0f | %.3f / %.3f | %.0f / %.0f |\n", name, stats(listed).median,
                stats(listed).worst, stats(first).median, stats(first).worst,
                stats(perSecond).median, slowest);
}

} // namespace

int main(int argc, char **argv)
{
    const int perRow = argc > 1 ? std::max(1, std::atoi(argv[1])) : 20;
    pw::common::Random random(2026);

    std::printf("Listing solutions (SolutionEnumerator), %d puzzles per row\n\n", perRow);
    std::printf("| puzzles | solutions listed median / max | first ms median / worst | "
                "solutions per second median / slowest |\n|---|---|---|---|\n");
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
