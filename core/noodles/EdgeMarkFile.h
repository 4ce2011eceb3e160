#pragma once

#include "core/common/JsonFields.h"
#include "core/noodles/Board.h"

#include <QJsonArray>
#include <QString>

#include <optional>

namespace pw::noodles {

// The player's edge marks in the file and in a move: "wall", "joined" (and "none" in a move).
QString edgeMarkName(EdgeMark mark);
std::optional<EdgeMark> edgeMarkFromName(const QString &name);

// The file's "marks": every marked side once, [COLUMN, ROW, SIDE, "wall" | "joined"], where SIDE
// counts clockwise from the top (N = 0) as the tiles' masks do.
QJsonArray edgeMarksToJson(const Board &board);
// Reads "marks" into `board`; false (the reader says which entry and why) when one is damaged or
// names a side with no tile across it.
bool readEdgeMarks(common::JsonFieldReader &reader, const QJsonArray &marks, Board &board);

} // namespace pw::noodles
