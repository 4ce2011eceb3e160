#pragma once

#include "core/noodles/Board.h"
#include "core/noodles/HintChain.h"

#include <algorithm>
#include <vector>

namespace pw::noodles {

// Whether a hint's chain rests on a tile the player locked: some step's premise comes from a
// tile locked on `board` that no step of the chain fixed (the hinted tile, locked once the hint
// is played, is the chain's own last step). A chain from the walls and the pieces that can only
// sit one way uses no lock, even on a board with locks.
inline bool chainUsesLocks(const std::vector<HintStep> &chain, const Board &board)
{
    const auto isStep = [&chain](int cell) {
        return std::any_of(chain.begin(), chain.end(),
                           [cell](const HintStep &step) { return step.cell == cell; });
    };
    for (const HintStep &step : chain) {
        for (const Premise &premise : step.premises) {
            if (premise.source >= 0 && board.isLocked(premise.source) && !isStep(premise.source))
                return true;
        }
    }
    return false;
}

} // namespace pw::noodles
