#pragma once

#include "core/common/Expected.h"
#include "core/common/GameId.h"
#include "core/sliding/BoardFormat.h"
#include "core/sliding/Scramble.h"

#include <QDate>
#include <QString>

#include <cstdint>

namespace pw::sliding {

// What scrambleBoard() is asked for by a Sliding Tiles seed ID.
struct ScrambleOptions
{
    int rows = 4;
    int cols = 4;
    double outOfPlace = defaultOutOfPlace;
    std::uint64_t seed = 0;
};

// Sliding Tiles game IDs (docs/sliding.md, "Game IDs"):
//   seed ID         sliding:RxC[oFRACTION]#SEED      sliding:4x4#1234, sliding:3x5o0.5#7
//                   the scramble of an R x C board (2-10 each); oFRACTION is --out-of-place
//                   (0 to 1), left out at the default 0.8
//   descriptive ID  sliding:RxC:T,T,...,T            sliding:2x3:1,2,3,4,0,5
//                   every tile row-major, 0 the blank (Simon Tatham's fifteen: the same idea)
struct SlidingGameId
{
    common::GameIdKind kind = common::GameIdKind::Seed;
    ScrambleOptions scramble; // seed IDs
    SlidingDocument document; // descriptive IDs: the start position, no moves
};

QString seedGameId(const ScrambleOptions &options);
// The board a game started from (a document's `start`).
QString descriptiveGameId(const Board &start);

common::Expected<SlidingGameId> parseGameId(const QString &id);

// The document an ID names: the descriptive board, or the scrambled board of a seed ID
// (instant), with no moves.
common::Expected<SlidingDocument> documentForGameId(const SlidingGameId &id);

// Today's puzzle: a 4 x 4 board scrambled to the default 80 % out of place, seeded by the date.
ScrambleOptions dailyScrambleOptions(const QDate &date);
QString dailyGameId(const QDate &date);

} // namespace pw::sliding
