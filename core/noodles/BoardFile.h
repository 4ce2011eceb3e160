#pragma once

#include "core/common/Expected.h"
#include "core/noodles/Board.h"
#include "core/noodles/Rating.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace pw::noodles {

// The Noodles file: the common envelope with
//   "grid": "square" | "hex", "width", "height" (2..150), "wrap" (optional, default false),
//   "source": [col, row],
//   "tiles": rows, top first, of masks in their current rotation,
//   "barriers": optional, rows of each tile's sides a barrier closes (as a mask; both tiles of a
//               barrier may name it, one is enough),
//   "locked": optional, the same shape of booleans,
//   "marks": optional, the player's edge marks, [col, row, side, "wall" | "joined"] each,
//   "origin": optional, [col, row] of the tile drawn at the top left of a wrapping board,
//   "difficulty" (and "guesses"): optional, the level its generator rated (see insertDifficulty).
QJsonObject boardToJson(const Board &board);

// Checks every field; the error names the field (and row/column) and the reason. sourceName is
// used in messages (usually the file name).
common::Expected<Board> boardFromJson(const QJsonObject &object, const QString &sourceName);

common::Expected<Board> readBoardFile(const QString &path);
common::Status writeBoardFile(const QString &path, const Board &board);

QString gridKindName(GridKind kind);

// A generated puzzle's difficulty beside its file, as the CLI prints it: "difficulty" (the
// level's identifier, "gentle" ... "guesswork") and, for Guesswork, "guesses". Not part of the
// position, but of the puzzle: boardFromJson() gives it to the board (Board::rating), and
// boardToJson() writes a rated board's.
void insertDifficulty(QJsonObject &object, const DifficultyRating &rating);
// What insertDifficulty() wrote, or std::nullopt where there is no known level.
std::optional<DifficultyRating> difficultyFromJson(const QJsonObject &object);

} // namespace pw::noodles
