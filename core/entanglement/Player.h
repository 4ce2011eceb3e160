#pragma once

#include "core/entanglement/Game.h"
#include "core/entanglement/PlayerKind.h"

#include "core/common/SolverSink.h"

#include <array>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

namespace pw::entanglement {

// The three computer players.
//
// Greedy: the move with the most points now, over both tiles in hand and all six rotations.
// Ties go to the move that keeps the line away from walls: first a move whose line does not run
// into a wall, then the one whose new open end is furthest (in hex steps) from the nearest wall
// (the centre or the ring past the rim), then the tile in hand before the pocket tile, then the
// lower rotation.
//
// Lookahead: an expectimax over the next `plies` moves (PlayerOptions). A move is worth its
// points plus, unless it ends the game, the expected value of the best next move, and so on; the
// tile dealt next is unknown, so each later ply averages over it. With plies = 2 the average is
// exact, over all 10395 equally likely tiles. With more plies it is over `samples` tiles per ply,
// drawn from a generator seeded with the game's seed and move number and shared by every branch
// (common random numbers keep the candidates comparable). At each ply the best option is taken
// (the tile kept in hand or the new one, six rotations); a line still open after the last ply
// earns `survivalBonus`, which stands for the rest of the game so the player does not trade the
// game for a few points. Deterministic for a seed, and it never looks at the dealer.
//
// Deep: the same expectimax, deeper and wider (`deepPlies` plies, `deepSamples` tiles per
// sampled ply) and with the last ply's average taken exactly over all tiles; see DeepSearch.
// PlayerKind, the kinds and their names: PlayerKind.h.

// One option of a turn: place the tile in hand (pocket = false) or the pocket tile, turned
// `rotation` steps clockwise from the way it was dealt.
struct Candidate
{
    bool pocket = false;
    int rotation = 0;
    int points = 0; // points this move scores now
    bool endsGame = false;
    LineEnd end; // where the line stops after it
    int wallDistance = 0; // Board::distanceFromWalls(end.cell)
    double value = 0; // the player's value: points for greedy, expectation for the others
    // The chance the line survives the next two moves (0..1), set by addSurvival (Survival.h);
    // -1 until then.
    double survival = -1;
};

struct PlayerOptions
{
    PlayerKind kind = PlayerKind::Lookahead;
    double survivalBonus = 100.0;
    // Lookahead depth: 2 uses the exact expectation over all 10395 next tiles; 3 or more
    // averages over `samples` tiles per ply instead.
    int plies = 4;
    int samples = 2;
    // The deep player's depth (its last ply is always exact) and the sample tiles of each
    // sampled ply before it, nearest first (the last count repeats). Five plies over 6 tiles:
    // a median of 44 ms a move, 1.5 times the lookahead's mean (docs/entanglement.md); 4 tiles
    // are three times faster but weaker, 6 plies over 2 tiles weaker still.
    int deepPlies = 5;
    std::vector<int> deepSamples {6};
};

// Step events reported while evaluating (when the sink wants steps):
//   Place  subject = candidate index (pocket * 6 + rotation), value = points, detail = value * 10
//   Choose subject = the chosen candidate's index, value = points, detail = value * 10
// Candidates are evaluated in index order; the sink is polled between candidates (and inside the
// lookahead's expectation), and a cancelled evaluation returns the candidates finished so far.
std::vector<Candidate> evaluateCandidates(const Game &game, const PlayerOptions &options,
                                          common::SolverSink *sink = nullptr);

// The index of the best candidate under the player's order (value, then the wall tiebreak, then
// index); -1 for an empty list.
int bestCandidate(const std::vector<Candidate> &candidates);

// The tile a candidate lays down: the tile in hand or the pocket tile, turned as it says.
Tile placedTile(const Game &game, const Candidate &candidate);

// An earlier candidate that lays the same tile the same way, or nullptr: a tile with symmetric
// pairs lies alike in several rotations, so what was worked out for one serves the others.
const Candidate *samePlacement(const Game &game, std::span<const Candidate> earlier,
                               const Candidate &candidate);

// Turns the hand to the candidate (swapping if needed) without placing it.
void prepareCandidate(Game &game, const Candidate &candidate);

// Chooses and places one move; returns false when the game was over or evaluation cancelled.
bool playOneMove(Game &game, const PlayerOptions &options, common::SolverSink *sink = nullptr);

// Plays until the game ends.
void playToEnd(Game &game, const PlayerOptions &options, common::SolverSink *sink = nullptr);

} // namespace pw::entanglement
