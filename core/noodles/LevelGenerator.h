#pragma once

#include "core/common/Expected.h"
#include "core/common/SolverSink.h"
#include "core/noodles/Board.h"
#include "core/noodles/Generator.h"
#include "core/noodles/Rating.h"

namespace pw::noodles {

// A generated puzzle with its difficulty, and the options (the seed) that make it again.
struct RatedPuzzle
{
    Board board;
    GeneratorOptions options;
    DifficultyRating rating;
    int attempts = 1; // boards generated and rated to find it
};

// Generates and rates one puzzle: generate() then rateDifficulty().
common::Expected<RatedPuzzle> generateRated(const GeneratorOptions &options,
                                            common::SolverSink &sink);

// How many boards generateAtLevel() tries by default: rare levels come within it (a Fiendish
// Medium square board about 1 in 50, a Tough Beginner 1 in 200: docs/noodles.md), and a Giant
// hex board takes about 1.5 ms to make and rate.
constexpr int defaultLevelAttempts = 1000;

// Why no board of these options can have `level`, or nothing when one can: a unique puzzle is
// never Guesswork (the generator keeps only boards the rules solve), and a wrapping board at
// least 3 x 3 is never Gentle or Tricky (with no border, no side is known until the isolation
// rule finds one).
common::Status levelPossible(const GeneratorOptions &options, DifficultyLevel level);

// Generates from options.seed, then the seeds after it, until a puzzle of `level` comes, at most
// `maxAttempts` boards; an error says why none came (or that the sink cancelled). Reports
// progress to the sink (fraction: attempts used of the maximum).
common::Expected<RatedPuzzle> generateAtLevel(const GeneratorOptions &options,
                                              DifficultyLevel level, common::SolverSink &sink,
                                              int maxAttempts = defaultLevelAttempts);

} // namespace pw::noodles
