#include "core/noodles/LevelGenerator.h"

#include <QCoreApplication>

#include <chrono>

namespace pw::noodles {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::noodles::LevelGenerator)
};

} // namespace

common::Expected<RatedPuzzle> generateRated(const GeneratorOptions &options,
                                            common::SolverSink &sink)
{
    common::Expected<Board> board = generate(options, sink);
    if (!board)
        return board.error();
    const std::optional<DifficultyRating> rating = rateDifficulty(*board, sink);
    if (!rating)
        return generationCancelled();
    return RatedPuzzle {std::move(*board), options, *rating, 1};
}

// Spelled with its context: lupdate loses the file's scope in a function returning a
// common:: type and would file Text::tr's words under "Text", which no lookup asks for.
common::Status levelPossible(const GeneratorOptions &options, DifficultyLevel level)
{
    const QString name = difficultyLevelDisplayName(level);
    if (level == DifficultyLevel::Unsolvable)
        return common::Error {{},
                              {},
                              QCoreApplication::translate("pw::noodles::LevelGenerator",
                                                          "every generated puzzle has a solution")};
    if (level == DifficultyLevel::Guesswork && options.unique) {
        return common::Error {
            {},
            {},
            QCoreApplication::translate("pw::noodles::LevelGenerator",
                                        "a puzzle with exactly one solution is never %1: the "
                                        "generator keeps only boards the rules solve. Allow "
                                        "puzzles with several solutions to get one")
                .arg(name)};
    }
    if ((level == DifficultyLevel::Gentle || level == DifficultyLevel::Tricky) && options.wrap
        && options.width >= 3 && options.height >= 3) {
        return common::Error {
            {},
            {},
            QCoreApplication::translate("pw::noodles::LevelGenerator",
                                        "a wrapping board is never %1: with no border, no side "
                                        "is known until the isolation rule finds one. Turn wrap "
                                        "off, or choose Tough or Fiendish")
                .arg(name)};
    }
    return std::nullopt;
}

common::Expected<RatedPuzzle> generateAtLevel(const GeneratorOptions &options,
                                              DifficultyLevel level, common::SolverSink &sink,
                                              int maxAttempts)
{
    if (common::Status status = validateGeneratorOptions(options))
        return *status;
    if (common::Status status = levelPossible(options, level))
        return *status;
    maxAttempts = std::max(1, maxAttempts);
    auto lastReport = std::chrono::steady_clock::now();
    GeneratorOptions attempt = options;
    for (int i = 0; i < maxAttempts; ++i) {
        attempt.seed = options.seed + static_cast<std::uint64_t>(i);
        common::Expected<RatedPuzzle> puzzle = generateRated(attempt, sink);
        if (sink.isCancelled())
            return generationCancelled();
        if (!puzzle)
            return puzzle.error();
        if (puzzle->rating.level == level) {
            puzzle->attempts = i + 1;
            return puzzle;
        }
        const auto now = std::chrono::steady_clock::now();
        if (now - lastReport >= std::chrono::milliseconds(200)) {
            lastReport = now;
            common::Progress progress;
            progress.fraction = static_cast<double>(i + 1) / maxAttempts;
            progress.counters = {{"candidates", i + 1}}; // boards rated so far
            sink.reportProgress(progress);
        }
    }
    return common::Error {{},
                          {},
                          Text::tr("no %1 puzzle came in %2 boards (seeds %3 to %4); at this "
                                   "size the level is rare or does not occur: try another "
                                   "size or level")
                              .arg(difficultyLevelDisplayName(level))
                              .arg(maxAttempts)
                              .arg(options.seed)
                              .arg(options.seed + static_cast<std::uint64_t>(maxAttempts - 1))};
}

} // namespace pw::noodles
