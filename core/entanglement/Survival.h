#pragma once

#include "core/entanglement/Player.h"

#include "core/common/SolverSink.h"

#include <vector>

namespace pw::entanglement {

// The chance that the line survives the next draws, exactly.
//
// A position after a move is the board (with that move's tile placed), the line's open end and
// the tile kept in hand. The next tile is dealt uniformly from all 10395 pairings; the player
// then places either tile in any rotation, a second tile is dealt, and the player places one of
// the two it holds. The survival chance is the probability, over both draws, that the line is
// still open after those two moves when each move is chosen to keep it open as long as possible
// (not for points): the best reply at every draw. 1 means no pair of draws can close the line
// within two moves, 0 that every one does ("ends the game within two moves").
//
// Cost: one pass over the 10395 tiles that could be placed next (about a millisecond per
// position); what a tile does at an open end depends only on where each of the end cell's pins
// leads (a wall, an empty cell, or back into the cell), and that answer is cached.
double survivalChance(const Board &board, LineEnd end, const Tile &held,
                      common::SolverSink *sink = nullptr);

// The same over one draw: the chance that the next move (either tile, any rotation) can keep the
// line open.
double nextMoveSurvival(const Board &board, LineEnd end, const Tile &held);

// Sets Candidate::survival for every candidate of the game's turn (0 for one that ends the game;
// candidates that place the same tile the same way share the work). Returns false when the sink
// cancelled it, leaving the rest at -1.
bool addSurvival(const Game &game, std::vector<Candidate> &candidates,
                 common::SolverSink *sink = nullptr);

} // namespace pw::entanglement
