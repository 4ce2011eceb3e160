#pragma once

#include "core/noodles/Board.h"

#include <vector>

namespace pw::noodles {

// The player's edge marks that `solution` (every tile's mask, as the solver gives it)
// contradicts: a wall where the solution's noodles cross, or joined where they do not. In the
// order Board::edgeMarks() gives them.
std::vector<MarkedSide> wrongEdgeMarks(const Board &board, const std::vector<TileMask> &solution);

} // namespace pw::noodles
