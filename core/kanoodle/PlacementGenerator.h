#pragma once

#include "core/kanoodle/Board.h"

#include <functional>
#include <vector>

namespace pw::kanoodle {

// Maps a lattice position to a state index, or -1 when it is not on the board.
using CellLookup = std::function<int(int x, int y, int z)>;

// Seed 001's algebra applied to one offset: mirror (x, y) -> (x + y, -y), then `rotation`
// 60-degree turns (x, y) -> (-y, x + y), then lean (x, y, 0) -> (x, 0, y). Returns the 3D offset.
Cell orientOffset(Offset2 offset, bool mirror, int rotation, bool lean);

// Seed 001's transposition of an absolute pyramid position onto plane 0, 1 or 2.
Cell transposeToPlane(Cell position, int plane);

// Every distinct placement of every piece in the pyramid, following seed 001: for each root
// ball, mirror, rotation, lean and plane, keep the placements whose five (or four) balls are
// all in the pyramid. Per piece, sorted by cell mask, without duplicates.
std::vector<Placement> pyramidPlacements(const std::vector<Cell> &cells, const CellLookup &lookup);

// Every distinct placement (12 orientations, every translation) lying on the 2D board.
std::vector<Placement> flatPlacements(const std::vector<Cell> &cells, const CellLookup &lookup);

} // namespace pw::kanoodle
