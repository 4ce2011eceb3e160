#pragma once

#include "core/entanglement/Player.h"

#include "core/common/SolverSink.h"

#include <optional>
#include <vector>

namespace pw::entanglement {

// A game's moves set beside the computer's choice at the same position.
struct MoveReview
{
    int move = 0; // 1 for the first move
    Candidate played; // the move made, as the judging player valued it there
    std::optional<PlayerKind> playedBy; // the computer player that made it; empty: a person
    Candidate best; // the player's choice at that position
    // How much expected value the move gave away: best.value - played.value (0 when the move
    // was the choice or as good).
    double cost = 0;
};

// Replays the game's record from its seed and, before each move, evaluates the twelve
// candidates with the given player, the judge (the strongest, Deep, unless another is chosen);
// each entry's candidates carry their survival chance (Survival.h). Reports progress per move and polls the sink; a cancelled
// review returns the moves reviewed so far.
std::vector<MoveReview> reviewGame(const Game &game, const PlayerOptions &options,
                                   common::SolverSink *sink = nullptr);

// Positions in `reviews` of the (at most) `count` moves that cost something, costliest first;
// equal costs in move order.
std::vector<int> costliestMoves(const std::vector<MoveReview> &reviews, int count = 3);

} // namespace pw::entanglement
