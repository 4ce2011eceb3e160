#pragma once

#include "core/entanglement/Game.h"

namespace pw::entanglement {

// An Entanglement game as its back end holds it: the game, whether its deal is known, and its
// mode. A record saved without its seed (GameFile: the tiles are taken as recorded) can be shown
// and replayed but not played on, nor named by a game ID, since nothing says which tiles come
// next. Practice mode is a way of playing the same deal with Undo allowed (the game ID's "p").
struct EntanglementState
{
    Game game;
    bool dealKnown = true;
    bool practice = false;
};

} // namespace pw::entanglement
