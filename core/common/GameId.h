#pragma once

#include "core/common/Expected.h"

#include <QString>
#include <QStringList>

#include <cstdint>

namespace pw::common {

// A game ID names one puzzle in a line of text that people copy, paste and send, as in Simon
// Tatham's Portable Puzzle Collection. Two kinds share one syntax:
//
//   seed ID         PUZZLE ":" PARAMETERS [ "@" VERSION ] "#" SEED           noodles:9x7w#1234
//   descriptive ID  PUZZLE ":" PARAMETERS [ "@" VERSION ] ":" DESCRIPTION    sliding:2x2:1,2,3,0
//
// PUZZLE is the envelope's puzzle kind ("noodles", "kanoodle", "entanglement", "sliding"),
// PARAMETERS the puzzle's generator settings or board shape, SEED a decimal whole number, and
// DESCRIPTION the exact start position. Each puzzle defines its PARAMETERS and DESCRIPTION (see
// its docs/PUZZLE.md). VERSION says which edition of the puzzle's ID grammar and generator wrote
// the ID; it is left out while it is 1, and a later program that changes a generator or a
// grammar writes "@2" and keeps reading the IDs without a version as version 1.
namespace gameid {
inline constexpr int currentVersion = 1;
// Longer input is refused before it is looked at (a 40 x 40 Noodles board is ~1 610 characters).
inline constexpr int maxLength = 8192;
} // namespace gameid

enum class GameIdKind { Seed, Descriptive };

// An ID split into its parts. Positions are 0-based indexes into the text as it was given, so
// a puzzle's own parser reports errors where the user sees them.
struct GameIdParts
{
    QString puzzle;
    GameIdKind kind = GameIdKind::Seed;
    QString parameters;
    int parametersAt = 0;
    int version = 1;
    std::uint64_t seed = 0; // seed IDs
    QString description; // descriptive IDs
    int descriptionAt = 0;
};

// Splits an ID; white space around it is ignored. With expectedPuzzle, an ID of another puzzle is
// refused. Errors say what is wrong and at which character (gameIdError).
Expected<GameIdParts> splitGameId(const QString &id, const QString &expectedPuzzle = {});

// The puzzle an ID names: one of knownPuzzles, the envelope's puzzle kinds (the registry's,
// backends::backendForGameId). How a caller picks the puzzle (the tab) before that puzzle's
// parseGameId reads the rest. Text that is not an ID, or names another puzzle, is an error.
Expected<QString> puzzleOfGameId(const QString &id, const QStringList &knownPuzzles);

QString composeSeedId(const QString &puzzle, const QString &parameters, std::uint64_t seed);
QString composeDescriptiveId(const QString &puzzle, const QString &parameters,
                             const QString &description);

// The error of a damaged ID: source "game ID", location "character N" (N = position + 1).
Error gameIdError(int position, const QString &reason);

} // namespace pw::common
