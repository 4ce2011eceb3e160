#pragma once

#include "core/entanglement/Player.h"

#include "core/common/SolverSink.h"

#include <vector>

namespace pw::entanglement {

// The computer playing a game to its end, turn by turn, as the tab replays it: every state from
// the one given to the last, and before each move the candidates the player weighed there.
struct Autoplay
{
    std::vector<Game> states; // states.size() == candidates.size() + 1
    std::vector<std::vector<Candidate>> candidates;
};

// Plays the game to its end with the given player, each turn's candidates carrying their
// survival chance (Survival.h). Reports progress (the share of the board filled, the moves made)
// a few times a second and polls the sink; a cancelled run returns the moves made so far.
Autoplay autoplay(const Game &game, const PlayerOptions &options, common::SolverSink &sink);

} // namespace pw::entanglement
