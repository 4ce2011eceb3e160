#include "core/kanoodle/Generator.h"

#include "core/common/Random.h"
#include "core/kanoodle/Solver.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <numeric>

namespace pw::kanoodle {

using common::Random;

int ballCount(std::uint16_t pieceSet)
{
    int balls = 0;
    for (int piece = 0; piece < pieceCount; ++piece) {
        if ((pieceSet >> piece) & 1U)
            balls += pieces()[static_cast<std::size_t>(piece)].size;
    }
    return balls;
}

std::optional<Position> randomSolution(const BoardPtr &board, std::uint64_t seed,
                                       common::SolverSink &sink)
{
    Random random(seed);
    std::vector<int> order(board->placements().size());
    std::iota(order.begin(), order.end(), 0);
    random.shuffle(order);
    Solver solver(Position(board), &order);
    return solver.next(sink);
}

int givenPiecesForLevel(int level)
{
    level = std::clamp(level, 1, 100);
    return 10 - static_cast<int>(std::lround(8.0 * (level - 1) / 99.0));
}

namespace {

// Removes pieces of `solution` in random order while the completion stays unique.
std::optional<Position> thin(const Position &solution, int targetGiven, Random &random,
                             common::SolverSink &sink)
{
    std::vector<int> order;
    for (int piece = 0; piece < pieceCount; ++piece) {
        if (solution.isPlaced(piece))
            order.push_back(piece);
    }
    random.shuffle(order);
    Position puzzle = solution;
    int given = static_cast<int>(order.size());
    for (const int piece : order) {
        if (given <= targetGiven)
            break;
        Position candidate = puzzle;
        candidate.remove(piece);
        const CountResult count = countSolutions(candidate, sink, 2);
        if (sink.isCancelled())
            return std::nullopt;
        if (count.solutions == 1 && count.complete) {
            puzzle = candidate;
            --given;
        }
    }
    return puzzle;
}

GeneratedPuzzle describe(const Position &puzzle, const Position &solution, common::SolverSink &sink)
{
    GeneratedPuzzle result {puzzle, solution,
                            std::popcount(static_cast<unsigned>(puzzle.placedPieces())), 0, 0};
    result.solveNodes = solveFirst(puzzle, sink).nodes;
    result.proofNodes = countSolutions(puzzle, sink).nodes;
    return result;
}

} // namespace

std::optional<GeneratedPuzzle> generatePuzzle(const BoardPtr &board, int targetGiven,
                                              std::uint64_t seed, common::SolverSink &sink,
                                              int attempts)
{
    Random random(seed);
    std::optional<Position> best;
    std::optional<Position> bestSolution;
    for (int attempt = 0; attempt < std::max(1, attempts); ++attempt) {
        const std::optional<Position> solution = randomSolution(board, random.next(), sink);
        if (!solution)
            return std::nullopt; // cancelled, or a board without solutions
        const std::optional<Position> puzzle = thin(*solution, targetGiven, random, sink);
        if (!puzzle)
            return std::nullopt;
        if (!best
            || std::popcount(static_cast<unsigned>(puzzle->placedPieces()))
                < std::popcount(static_cast<unsigned>(best->placedPieces()))) {
            best = puzzle;
            bestSolution = solution;
        }
        if (std::popcount(static_cast<unsigned>(best->placedPieces())) <= targetGiven)
            break;
    }
    return describe(*best, *bestSolution, sink);
}

std::optional<SlidingStep> generateSlidingChallenge(std::uint16_t pieceSet, std::uint64_t seed,
                                                    common::SolverSink &sink)
{
    const BoardPtr board = Board::sliding(ballCount(pieceSet), pieceSet);
    if (!board)
        return std::nullopt;
    Random random(seed);
    const std::optional<Position> solution = randomSolution(board, random.next(), sink);
    if (!solution)
        return std::nullopt;
    const std::optional<Position> puzzle = thin(*solution, 0, random, sink);
    if (!puzzle)
        return std::nullopt;
    return SlidingStep {pieceSet, board->regionSize(), describe(*puzzle, *solution, sink)};
}

std::optional<std::vector<SlidingStep>> generateSlidingSeries(int finalPieces, std::uint64_t seed,
                                                              common::SolverSink &sink)
{
    finalPieces = std::clamp(finalPieces, minSlidingPieces, maxSlidingPieces);
    Random random(seed);
    std::vector<int> small; // four-ball pieces
    std::vector<int> large; // five-ball pieces
    for (int piece = 0; piece < pieceCount; ++piece)
        (pieces()[static_cast<std::size_t>(piece)].size == 4 ? small : large).push_back(piece);

    // Start on a 21-ball region (four small pieces and one large) or a 23-ball region (two small,
    // three large); each later step adds a large piece and five balls, which is the next region
    // but one (t + 1). Some sets cannot tile their region, so draw again until one does.
    for (int tries = 0; tries < 64; ++tries) {
        random.shuffle(small);
        random.shuffle(large);
        const bool narrow = random.chance(0.5);
        std::vector<int> chosen(small.begin(), small.begin() + (narrow ? 4 : 2));
        std::size_t nextLarge = narrow ? 1 : 3;
        chosen.insert(chosen.end(), large.begin(), large.begin() + static_cast<long>(nextLarge));

        std::vector<SlidingStep> series;
        bool ok = true;
        for (int count = minSlidingPieces; count <= finalPieces && ok; ++count) {
            if (count > minSlidingPieces)
                chosen.push_back(large[nextLarge++]);
            std::uint16_t set = 0;
            for (const int piece : chosen)
                set |= static_cast<std::uint16_t>(1U << piece);
            std::optional<SlidingStep> step = generateSlidingChallenge(set, random.next(), sink);
            if (sink.isCancelled())
                return std::nullopt;
            ok = step.has_value();
            if (ok)
                series.push_back(std::move(*step));
        }
        if (ok)
            return series;
    }
    return std::nullopt;
}

} // namespace pw::kanoodle
