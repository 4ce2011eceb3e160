#include "core/entanglement/Player.h"

#include "core/entanglement/DeepSearch.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <optional>

namespace pw::entanglement {

namespace {

constexpr int candidateCount = 12;

// Value of one second-ply move: its points, plus the bonus if the line stays open.
double secondPlyValue(const FollowResult &result, double survivalBonus)
{
    return result.points() + (result.hitWall ? 0.0 : survivalBonus);
}

// The expected best second move after the first one left `board` with the line open at `end`
// and `held` (as dealt, any rotation) in hand. Returns a negative number if cancelled.
double expectedSecondPly(const Board &board, LineEnd end, const Tile &held, double survivalBonus,
                         common::SolverSink *sink)
{
    double heldBest = 0;
    for (int k = 0; k < 6; ++k)
        heldBest = std::max(heldBest,
                            secondPlyValue(followLine(board, end, held.rotated(k)), survivalBonus));

    const std::vector<Tile> &all = Tile::allPairings();
    const auto &rotations = Tile::rotatedIndices();
    static thread_local std::vector<double> newTileValue;
    newTileValue.resize(all.size());
    for (std::size_t p = 0; p < all.size(); ++p) {
        if ((p & 1023) == 0 && sink && sink->isCancelled())
            return -1;
        newTileValue[p] = secondPlyValue(followLine(board, end, all[p]), survivalBonus);
    }
    // The new tile may be placed in any rotation; rotations of a pairing are pairings, so its
    // best is the best over its orbit.
    double sum = 0;
    for (std::size_t p = 0; p < all.size(); ++p) {
        double best = heldBest;
        for (const int q : rotations[p])
            best = std::max(best, newTileValue[static_cast<std::size_t>(q)]);
        sum += best;
    }
    return sum / static_cast<double>(all.size());
}

// The sampled expectation of `depth` more plies after a move left the line open at `end` with
// `held` in hand: the mean over the sample tiles of that depth of the best option (either tile,
// six rotations), recursing while the line stays open and adding the survival bonus at the leaf.
// Every branch uses the same samples (common random numbers keep candidates comparable).
double sampledFuture(Board &board, LineEnd end, const Tile &held, int depth,
                     const std::vector<std::vector<Tile>> &samples, double survivalBonus,
                     common::SolverSink *sink, bool &cancelled)
{
    const std::vector<Tile> &tiles = samples[static_cast<std::size_t>(depth - 1)];
    double sum = 0;
    for (const Tile &fresh : tiles) {
        if (sink && sink->isCancelled()) {
            cancelled = true;
            return 0;
        }
        double best = 0;
        for (int which = 0; which < 2; ++which) {
            const Tile &tile = which == 0 ? held : fresh;
            const Tile &other = which == 0 ? fresh : held;
            for (int k = 0; k < 6; ++k) {
                const Tile placed = tile.rotated(k);
                const FollowResult result = followLine(board, end, placed);
                double value = result.points();
                if (!result.hitWall) {
                    if (depth == 1) {
                        value += survivalBonus;
                    } else {
                        board.place(end.cell, placed);
                        value += sampledFuture(board, result.end, other, depth - 1, samples,
                                               survivalBonus, sink, cancelled);
                        board.clear(end.cell);
                    }
                }
                best = std::max(best, value);
            }
        }
        sum += best;
    }
    return sum / static_cast<double>(tiles.size());
}

bool better(const Candidate &a, const Candidate &b)
{
    if (a.value != b.value)
        return a.value > b.value;
    if (a.endsGame != b.endsGame)
        return !a.endsGame;
    return a.wallDistance > b.wallDistance;
}

} // namespace

const char *playerName(PlayerKind kind)
{
    switch (kind) {
    case PlayerKind::Greedy:
        return "greedy";
    case PlayerKind::Lookahead:
        return "lookahead";
    case PlayerKind::Deep:
        return "deep";
    }
    return "";
}

std::optional<PlayerKind> playerKindNamed(std::string_view name)
{
    for (const PlayerKind kind : allPlayerKinds) {
        if (name == playerName(kind))
            return kind;
    }
    return std::nullopt;
}

std::vector<Candidate> evaluateCandidates(const Game &game, const PlayerOptions &options,
                                          common::SolverSink *sink)
{
    std::vector<Candidate> candidates;
    if (game.isOver())
        return candidates;
    const Board &board = game.board();
    const LineEnd end = game.openEnd();
    candidates.reserve(candidateCount);
    auto lastReport = std::chrono::steady_clock::now();
    // Sample tiles for the sampled lookahead, drawn from a generator seeded by the game's seed
    // and the move number: deterministic for a seed, and independent of the real deal.
    std::vector<std::vector<Tile>> samples;
    if (options.kind == PlayerKind::Lookahead && options.plies > 2) {
        common::Random random(sampleSeed(game));
        samples.resize(static_cast<std::size_t>(options.plies - 1));
        for (auto &level : samples) {
            for (int i = 0; i < options.samples; ++i)
                level.push_back(Tile::random(random));
        }
    }
    std::optional<DeepSearch> deep;
    if (options.kind == PlayerKind::Deep)
        deep.emplace(game, options.deepPlies, options.deepSamples, options.survivalBonus, sink);
    for (int index = 0; index < candidateCount; ++index) {
        if (sink && sink->isCancelled())
            break;
        Candidate candidate;
        candidate.pocket = index >= 6;
        candidate.rotation = index % 6;
        const Tile placed = placedTile(game, candidate);
        const FollowResult result = followLine(board, end, placed);
        candidate.points = result.points();
        candidate.endsGame = result.hitWall;
        candidate.end = result.end;
        candidate.wallDistance = board.distanceFromWalls(result.end.cell);
        candidate.value = candidate.points;

        if (options.kind != PlayerKind::Greedy && !result.hitWall) {
            if (const Candidate *same = samePlacement(game, candidates, candidate)) {
                candidate.value = same->value;
            } else if (deep) {
                const double future = deep->future(candidate.pocket, candidate.rotation);
                if (deep->isCancelled())
                    break;
                candidate.value = candidate.points + future;
            } else {
                Board after = board;
                after.place(end.cell, placed);
                const Tile &held = candidate.pocket ? game.currentTile() : game.pocketTile();
                bool cancelled = false;
                const double future = options.plies <= 2
                    ? expectedSecondPly(after, result.end, held, options.survivalBonus, sink)
                    : sampledFuture(after, result.end, held, options.plies - 1, samples,
                                    options.survivalBonus, sink, cancelled);
                if (future < 0 || cancelled)
                    break; // cancelled
                candidate.value = candidate.points + future;
            }
        }
        candidates.push_back(candidate);
        if (sink) {
            // A few progress reports per second at most: after a slow candidate, and the last.
            const auto now = std::chrono::steady_clock::now();
            if (now - lastReport >= std::chrono::milliseconds(250) || index + 1 == candidateCount) {
                lastReport = now;
                sink->reportProgress(
                    common::Progress {static_cast<double>(index + 1) / candidateCount,
                                      {common::Counter {"candidates", index + 1}},
                                      {}});
            }
            if (sink->wantsSteps()) {
                sink->reportStep({common::StepEvent::Kind::Place, index, candidate.points,
                                  static_cast<std::int32_t>(std::lround(candidate.value * 10))});
            }
        }
    }
    if (sink && sink->wantsSteps() && candidates.size() == candidateCount) {
        const int best = bestCandidate(candidates);
        const Candidate &chosen = candidates[static_cast<std::size_t>(best)];
        sink->reportStep({common::StepEvent::Kind::Choose, best, chosen.points,
                          static_cast<std::int32_t>(std::lround(chosen.value * 10))});
    }
    return candidates;
}

int bestCandidate(const std::vector<Candidate> &candidates)
{
    int best = -1;
    for (int i = 0; i < static_cast<int>(candidates.size()); ++i) {
        if (best < 0
            || better(candidates[static_cast<std::size_t>(i)],
                      candidates[static_cast<std::size_t>(best)]))
            best = i;
    }
    return best;
}

Tile placedTile(const Game &game, const Candidate &candidate)
{
    const Tile &dealt = candidate.pocket ? game.pocketTile() : game.currentTile();
    return dealt.rotated(candidate.rotation);
}

const Candidate *samePlacement(const Game &game, std::span<const Candidate> earlier,
                               const Candidate &candidate)
{
    const Tile placed = placedTile(game, candidate);
    for (const Candidate &other : earlier) {
        if (other.pocket == candidate.pocket && placedTile(game, other) == placed)
            return &other;
    }
    return nullptr;
}

void prepareCandidate(Game &game, const Candidate &candidate)
{
    // candidate.pocket is relative to the hand when it was evaluated: "the other tile".
    if (candidate.pocket)
        game.swap();
    game.setCurrentRotation(candidate.rotation);
}

bool playOneMove(Game &game, const PlayerOptions &options, common::SolverSink *sink)
{
    if (game.isOver())
        return false;
    const std::vector<Candidate> candidates = evaluateCandidates(game, options, sink);
    if (candidates.size() != candidateCount)
        return false;
    prepareCandidate(game, candidates[static_cast<std::size_t>(bestCandidate(candidates))]);
    game.place(options.kind);
    return true;
}

void playToEnd(Game &game, const PlayerOptions &options, common::SolverSink *sink)
{
    while (playOneMove(game, options, sink)) { }
}

} // namespace pw::entanglement
