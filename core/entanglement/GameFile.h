#pragma once

#include "core/entanglement/Game.h"

#include "core/common/Expected.h"

#include <QJsonObject>
#include <QString>

namespace pw::entanglement {

// The JSON form of a game, used for saved games, `puzzle-cli entanglement play` records and
// replay:
//   {"format": "puzzle-workbench", "version": 1, "puzzle": "entanglement",
//    "radius": R, "seed": S, "score": N,
//    "moves": [{"u": U, "v": V, "pairs": [[a, b] x 6], "rotation": K, "swapped": B,
//               "points": P}, ...],
//    "turn": {"swapped": B, "rotation": K, "pocketRotation": K}}     (optional)
// "turn" holds the hand of the turn in progress so a saved game resumes exactly. Loading
// replays every move through the rules, so a file that breaks one is refused, naming the move.

// One entry of "moves", and reading it back: the error names the move by its index and the
// field. Reading checks the fields only; Game::applyRecorded checks the move against the rules.
QJsonObject moveToJson(const Move &move);
common::Expected<Move> moveFromJson(const QJsonValue &value, int index, const QString &sourceName);

// The record of `game`; withTurn adds the "turn" object.
QJsonObject gameToJson(const Game &game, bool withTurn = true);

// Rebuilds a game from its record, checking every move. The "format" and "version" fields may be
// left out (a bare record as the issue shows it); "seed" may be left out too, in which case the
// tiles cannot be checked against the deal and the game cannot be continued (*canContinue is
// set false). sourceName names the input in errors.
common::Expected<Game> gameFromJson(const QJsonObject &object, const QString &sourceName,
                                    bool *canContinue = nullptr);

// A game file's JSON object, read but not yet checked (its other fields are the caller's).
common::Expected<QJsonObject> readRecordObject(const QString &path);
// The same, from a file's bytes; name names it in errors.
common::Expected<QJsonObject> parseRecordObject(const QByteArray &data, const QString &name);
// Reads and checks a game file.
common::Expected<Game> loadGameFile(const QString &path, bool *canContinue = nullptr);

// Writes the game (with its turn in progress) atomically.
common::Status saveGameFile(const QString &path, const Game &game);

// Caps for files written by strangers: moves beyond what the largest board can hold are refused.
inline constexpr int maxRecordedMoves = 3 * Board::maxRadius * (Board::maxRadius + 1);

} // namespace pw::entanglement
