#pragma once

#include "core/common/Expected.h"
#include "core/common/GameId.h"
#include "core/common/SolverSink.h"
#include "core/kanoodle/KanoodleFile.h"

#include <QDate>
#include <QString>

#include <cstdint>
#include <optional>

namespace pw::kanoodle {

// What the generator is asked for by a Kanoodle seed ID.
struct KanoodleRecipe
{
    enum class Kind { Pyramid, Flat, SlidingSeries, SlidingChallenge };
    Kind kind = Kind::Flat;
    int level = 20; // Pyramid: 1..100 (givenPiecesForLevel)
    int given = 5; // Flat: pieces given, 0..11 (the generator's target)
    int finalPieces = 9; // SlidingSeries: the series runs from 5 pieces up to this, 5..9
    int step = 1; // SlidingSeries: the challenge shown, 1..finalPieces-4 (step k has 4+k pieces)
    std::uint16_t pieceSet = 0; // SlidingChallenge: exactly these pieces (bit p = piece p)
    std::uint64_t seed = 0;
};

// Kanoodle game IDs (docs/kanoodle.md, "Game IDs"):
//   seed ID         kanoodle:pLEVEL#SEED         pyramid, level 1-100     kanoodle:p20#1234
//                   kanoodle:fGIVEN#SEED         flat board, 0-11 given   kanoodle:f5#1234
//                   kanoodle:sN[.K]#SEED         step K (default 1) of the sliding series up to
//                                                N pieces (5-9)           kanoodle:s9.2#1234
//                   kanoodle:sLETTERS#SEED       the sliding challenge of exactly those pieces
//   descriptive ID  kanoodle:p:STATE, kanoodle:f:STATE, kanoodle:sLETTERS:STATE
//                   STATE the 56-character state of docs/kanoodle.md: the given pieces
struct KanoodleGameId
{
    common::GameIdKind kind = common::GameIdKind::Seed;
    KanoodleRecipe recipe; // seed IDs
    // Descriptive IDs: the puzzle, without solution or current board (nothing for seed IDs).
    std::optional<KanoodleGame> game;
};

QString seedGameId(const KanoodleRecipe &recipe);
// The puzzle's given pieces (game.puzzle); the solution and the player's board are not part of it.
QString descriptiveGameId(const Position &puzzle);

common::Expected<KanoodleGameId> parseGameId(const QString &id);

// The game an ID names: a descriptive ID's puzzle, or what the generator makes for a seed ID
// (with its solution). Generating can take a while: in the GUI, call it from a job. An error
// when the sink cancelled or nothing could be generated.
common::Expected<KanoodleGame> gameForGameId(const KanoodleGameId &id, common::SolverSink &sink);
common::Expected<KanoodleGame> generateFromRecipe(const KanoodleRecipe &recipe,
                                                  common::SolverSink &sink);

// Today's puzzle: the flat board with 5 pieces given, seeded by the date.
KanoodleRecipe dailyRecipe(const QDate &date);
QString dailyGameId(const QDate &date);
// Today's pyramid, beside the flat puzzle: a level-50 pyramid seeded by the date under its own
// name ("kanoodle-pyramid"), so it does not share the flat puzzle's seed.
inline constexpr int dailyPyramidLevel = 50;
KanoodleRecipe dailyPyramidRecipe(const QDate &date);
QString dailyPyramidGameId(const QDate &date);

} // namespace pw::kanoodle
