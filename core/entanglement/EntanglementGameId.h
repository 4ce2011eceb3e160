#pragma once

#include "core/common/Expected.h"
#include "core/entanglement/Game.h"

#include <QDate>
#include <QString>

#include <cstdint>

namespace pw::entanglement {

// Entanglement game IDs (docs/entanglement.md, "Game IDs"):
//   entanglement:rRADIUS[p]#SEED        entanglement:r3#1234, entanglement:r4p#99
// RADIUS 1-6; p marks practice mode (Undo allowed), a way of playing rather than a different
// deal; SEED 0 .. 2^53-1. There is only this one form: the board starts empty and every tile is
// dealt from the seed, so radius and seed already describe the start position exactly, and the
// descriptive ID of a game is its seed ID.
struct EntanglementGameId
{
    int radius = Board::defaultRadius;
    std::uint64_t seed = 0;
    bool practice = false;

    // A new game at the start position the ID names.
    Game makeGame() const { return Game(seed, radius); }
};

QString gameId(const EntanglementGameId &id);
// The ID of the game's start (its moves are not part of it).
QString gameId(const Game &game, bool practice = false);

common::Expected<EntanglementGameId> parseGameId(const QString &id);

// Today's puzzle: the standard radius-3 board, not in practice mode, the deal seeded by the date.
EntanglementGameId dailyGame(const QDate &date);
QString dailyGameId(const QDate &date);

} // namespace pw::entanglement
