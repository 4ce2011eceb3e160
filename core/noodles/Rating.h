#pragma once

#include "core/common/SolverSink.h"
#include "core/noodles/Board.h"
#include "core/noodles/DifficultyRating.h"

#include <QString>

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

namespace pw::noodles {

// Rates `board` as it stands, its locks ignored (every piece free to turn). For Guesswork, the
// guesses are the branches the full solver (every rule) tries to find the solution and prove
// there is no other, or to find two. Nothing when the sink cancelled; it is polled as the solver
// polls it. About two solves' time for a generated board, which never needs a guess: the
// generator only keeps boards the rules solve.
std::optional<DifficultyRating> rateDifficulty(const Board &board, common::SolverSink &sink);

// The levels a generated puzzle can have, easiest first (Gentle ... Guesswork).
const std::vector<DifficultyLevel> &puzzleDifficultyLevels();
// Stable lower-case identifiers for the CLI, JSON and settings ("gentle" ... "guesswork",
// "unsolvable"), the name for people ("Gentle"..., translated), and back from an identifier.
const char *difficultyLevelId(DifficultyLevel level);
QString difficultyLevelDisplayName(DifficultyLevel level);
std::optional<DifficultyLevel> difficultyLevelFromId(std::string_view id);

} // namespace pw::noodles
