#pragma once

#include "core/noodles/Board.h"

#include <QString>

#include <optional>

namespace pw::noodles {

// Counting arguments that prove a board has no solution before any search, in linear time. The
// search alone can take minutes on such a board (a 40 x 40 torus of corners: every tile fits its
// neighbours, only the loop count is wrong) where these answer at once and say why.
enum class Obstacle {
    NoNoodle, // a tile with no connection can never join a board of several tiles
    Border, // however a tile is turned, a noodle points off a board that does not wrap
    EndCount, // a tree of n tiles has n - 1 links, 2 x (n - 1) noodle ends; the tiles have more or
              // fewer
    ColourBalance // on a chessboard-coloured square board every link joins a dark and a light
                  // tile, so both colours need n - 1 ends
};

struct Impossibility
{
    Obstacle obstacle = Obstacle::EndCount;
    int cell = -1; // the tile the rule applies to (NoNoodle, Border), -1 for a count
    bool locked = false; // Border: the tile is locked in an orientation that points off the board
    int found = 0; // EndCount: the ends the tiles have; ColourBalance: the ends on dark tiles
    int needed = 0; // EndCount: 2 x (tiles - 1); ColourBalance: tiles - 1

    // One translated sentence naming the rule, and the tile (column and row, from 1) where it
    // applies.
    QString message(const Board &board) const;
};

// The first obstacle found, or nothing when the counts allow a solution (which the search then
// looks for). respectLocks: a locked tile only has its current orientation.
std::optional<Impossibility> findImpossibility(const Board &board, bool respectLocks);

// A short English name for logs and the CLI's JSON ("end-count", "border"...).
const char *obstacleName(Obstacle obstacle);

} // namespace pw::noodles
