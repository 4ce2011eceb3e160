#pragma once

#include "core/common/Expected.h"
#include "core/common/GameId.h"
#include "core/noodles/Board.h"
#include "core/noodles/Generator.h"

#include <QDate>
#include <QString>

namespace pw::noodles {

// Noodles game IDs (docs/noodles.md, "Game IDs"):
//   seed ID         noodles:WxH[h][w][a][bPERCENT]#SEED     noodles:9x7w#1234
//                   h hex grid (else square), w wrapping, a any solution (else unique),
//                   b barriers on that share of the sides the solution leaves unjoined
//   descriptive ID  noodles:WxH[h][w]:COL,ROW/TILES[/BARRIERS]
//                   the source cell, then one character per tile, rows top first: the tile's
//                   mask in its current rotation in the digits 0-9 a-z A-Z - _ (0 to 63), so a
//                   square board reads as hexadecimal digits. Locks and marks are notes, not
//                   kept. BARRIERS: one character per tile, its barriers on the first half of
//                   its sides (bit 0 N, bit 1 E on squares; N, NE, SE on hexes).
struct NoodlesGameId
{
    common::GameIdKind kind = common::GameIdKind::Seed;
    GeneratorOptions generator; // seed IDs: what generate() takes
    Board board; // descriptive IDs: the board itself
};

QString seedGameId(const GeneratorOptions &options);
QString descriptiveGameId(const Board &board);

// Parses and checks either kind, and Net's own IDs (NetGameId.h: a descriptive ID's board);
// errors name the character (common::gameIdError).
common::Expected<NoodlesGameId> parseGameId(const QString &id);

// The board an ID names: a descriptive ID's board, or the generated board of a seed ID (which
// takes milliseconds for big boards: in the GUI, a job with its sink, which may cancel it).
common::Expected<Board> boardForGameId(const NoodlesGameId &id);
common::Expected<Board> boardForGameId(const NoodlesGameId &id, common::SolverSink &sink);

// Today's puzzle: a 9 x 9 square board with one solution, seeded by the date.
GeneratorOptions dailyGeneratorOptions(const QDate &date);
QString dailyGameId(const QDate &date);

} // namespace pw::noodles
