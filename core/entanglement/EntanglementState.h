#pragma once

#include "core/entanglement/Game.h"

namespace pw::entanglement {

// An Entanglement game as its back end holds it: the game, and whether its deal is known. A
// record saved without its seed (GameFile: the tiles are taken as recorded) can be shown and
// replayed but not played on, nor named by a game ID, since nothing says which tiles come next.
struct EntanglementState
{
    Game game;
    bool dealKnown = true;
};

} // namespace pw::entanglement
