#pragma once

#include "core/common/Expected.h"
#include "core/common/GameId.h"
#include "core/sliding/BoardFormat.h"
#include "core/sliding/Scramble.h"

#include <QDate>
#include <QString>

#include <cstdint>

namespace pw::sliding {

// How a Sliding Tiles seed ID deals its board: scrambleBoard() for a walk, dealUniform().
struct ScrambleOptions
{
    int rows = 4;
    int cols = 4;
    double outOfPlace = defaultOutOfPlace; // a walk's
    std::uint64_t seed = 0;
    DealKind deal = DealKind::Walk;
};

// Sliding Tiles game IDs (docs/sliding.md, "Game IDs"):
//   seed ID         sliding:RxCu#SEED                sliding:4x4u#1234
//                   a uniform deal of an R x C board (2-10 each)
//                   sliding:RxC[oFRACTION]#SEED      sliding:4x4#1234, sliding:3x5o0.5#7
//                   a walk from the goal; oFRACTION is --out-of-place (0 to 1), left out at
//                   the default 0.8
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

// The board a seed ID's options deal.
common::Expected<Board> dealBoard(const ScrambleOptions &options);

// The document an ID names: the descriptive board, or the board a seed ID deals (instant), with
// no moves.
common::Expected<SlidingDocument> documentForGameId(const SlidingGameId &id);

// Today's puzzle: a 4 x 4 board seeded by the date, dealt uniformly from firstUniformDay on (a
// walk to 80 % out of place before, so earlier days keep their boards).
QDate firstUniformDay();
ScrambleOptions dailyScrambleOptions(const QDate &date);
QString dailyGameId(const QDate &date);

} // namespace pw::sliding
