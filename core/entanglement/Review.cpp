#include "core/entanglement/Review.h"

#include "core/entanglement/Survival.h"

#include <algorithm>
#include <chrono>
#include <optional>

namespace pw::entanglement {

namespace {

constexpr std::size_t candidateCount = 12;

} // namespace

std::vector<MoveReview> reviewGame(const Game &game, const PlayerOptions &options,
                                   common::SolverSink *sink)
{
    std::vector<MoveReview> reviews;
    const std::vector<Move> &moves = game.moves();
    reviews.reserve(moves.size());
    std::optional<common::CancelOnlySink> inner;
    if (sink)
        inner.emplace(*sink); // the review reports its progress per move, not per candidate
    auto lastReport = std::chrono::steady_clock::now();
    Game replay(game.seed(), game.radius());
    for (const Move &move : moves) {
        const std::vector<Candidate> candidates
            = evaluateCandidates(replay, options, inner ? &*inner : nullptr);
        if (candidates.size() != candidateCount)
            break; // cancelled
        MoveReview review;
        review.move = static_cast<int>(reviews.size()) + 1;
        // At the start of a turn the hand is as dealt: the pocket candidates are the swaps.
        review.played
            = candidates[static_cast<std::size_t>((move.swapped ? 6 : 0) + move.rotation)];
        review.playedBy = move.computer;
        review.best = candidates[static_cast<std::size_t>(bestCandidate(candidates))];
        review.cost = std::max(0.0, review.best.value - review.played.value);
        std::vector<Candidate> pair {review.played, review.best};
        if (!addSurvival(replay, pair, inner ? &*inner : nullptr))
            break;
        review.played.survival = pair[0].survival;
        review.best.survival = pair[1].survival;
        reviews.push_back(review);
        if (!replay.applyRecorded(move).empty())
            break; // a record that breaks the rules was refused when it was read
        if (sink) {
            const auto now = std::chrono::steady_clock::now();
            if (now - lastReport >= std::chrono::milliseconds(250)
                || reviews.size() == moves.size()) {
                lastReport = now;
                sink->reportProgress(common::Progress {
                    static_cast<double>(reviews.size()) / static_cast<double>(moves.size()),
                    {common::Counter {"moves", static_cast<std::int64_t>(reviews.size())}},
                    {}});
            }
        }
    }
    return reviews;
}

std::vector<int> costliestMoves(const std::vector<MoveReview> &reviews, int count)
{
    std::vector<int> order;
    for (int i = 0; i < static_cast<int>(reviews.size()); ++i) {
        if (reviews[static_cast<std::size_t>(i)].cost > 0)
            order.push_back(i);
    }
    std::stable_sort(order.begin(), order.end(), [&reviews](int a, int b) {
        return reviews[static_cast<std::size_t>(a)].cost
            > reviews[static_cast<std::size_t>(b)].cost;
    });
    if (static_cast<int>(order.size()) > count)
        order.resize(static_cast<std::size_t>(std::max(0, count)));
    return order;
}

} // namespace pw::entanglement
