#pragma once

#include "core/common/Expected.h"
#include "core/common/GameRecord.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace pw::common {

// What a game's record keeps beside its positions, as every JSON puzzle file and every autosave
// writes it: the field "game" of the file's object, beside the puzzle's own fields, e.g.
//
//   "game": {"help": [{"kind": "hint", "move": 3}], "id": "noodles:7x7#4021", "time": 67.3}
//
// "help" lists the help given (the kind as helpName writes it, and the moves played when it
// was given), "id" the seed ID the game was generated from, "time" the seconds played to a
// tenth. "start" and "history" keep the game's whole history (the state it started from, in the
// puzzle's own file object, and GameHistory::toJson's object: every entry with its author, the
// redo tail and the branches given up), written by GameBackend::writeFile. Each member is left
// out when it has nothing to say; files written before it existed have no "game" and read as an
// unhelped game of no seed ID, no time and no history.
inline const QString recordNotesKey = QStringLiteral("game");
inline const QString historyStartKey = QStringLiteral("start");
inline const QString historyKey = QStringLiteral("history");

// A list of help notes as "help" holds it, and back; an error names the note by its place under
// `location` (a help kind this version does not know still counts as help).
QJsonArray helpToJson(const std::vector<HelpNote> &help);
Expected<std::vector<HelpNote>> helpFromJson(const QJsonValue &value, const QString &sourceName,
                                             const QString &location);

// The "game" object for a record; empty when the record has nothing to keep there.
QJsonObject recordNotesToJson(const GameRecord &record);
// Reads the "game" object of a file's object (if there is one) into record's help, seed ID and
// time; a damaged one is an error naming the field. A help kind this version does not know
// (written by a newer one) still counts as help.
Status readRecordNotes(const QJsonObject &file, const QString &sourceName, GameRecord &record);

} // namespace pw::common
