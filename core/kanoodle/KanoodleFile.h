#pragma once

#include "core/common/Expected.h"
#include "core/kanoodle/Position.h"

#include <QJsonObject>

#include <optional>

namespace pw::kanoodle {

// A Kanoodle puzzle file: the envelope with "puzzle": "kanoodle", and
//   "board": "pyramid" | "flat" | "sliding",
//   "state": the 56-character puzzle (the given pieces),
//   for sliding: "regionCells": 21, 23, 26, ... and "pieces": the challenge's letters ("IJKLA"),
//   optional "solution": the full board, which must agree with the given pieces,
//   optional "current": the player's board so far, which must keep the given pieces.
struct KanoodleGame
{
    Position puzzle;
    std::optional<Position> solution;
    std::optional<Position> current;
};

// Parses the fields of an envelope object; errors name the file and field.
common::Expected<KanoodleGame> kanoodleGameFromJson(const QJsonObject &object,
                                                    const QString &source);
common::Expected<KanoodleGame> readKanoodleFile(const QString &path);

QJsonObject kanoodleGameToJson(const KanoodleGame &game);
common::Status writeKanoodleFile(const QString &path, const KanoodleGame &game);

// "pyramid" / "flat" / "sliding".
QString boardKindName(BoardKind kind);
// "IJKLA" for a piece set, and back (nothing for an unknown or repeated letter).
QString pieceSetLetters(std::uint16_t pieceSet);
std::optional<std::uint16_t> pieceSetFromLetters(const QString &letters);

} // namespace pw::kanoodle
