#include "ui/kanoodle/KanoodleGameMaker.h"

#include "ui/common/Midend.h"

namespace pw::ui::kanoodle {

using namespace pw::kanoodle;

KanoodleGameMaker::KanoodleGameMaker(Midend *midend, QObject *parent)
    : QObject(parent)
    , m_midend(midend)
{ }

void KanoodleGameMaker::generate(KanoodleMode mode, int parameter, std::uint64_t seed)
{
    m_seed = seed;
    if (mode == KanoodleMode::Sliding) {
        generateSeries(parameter, seed);
        return;
    }
    // A game opened or started while this one is generated wins over it: starting a game
    // cancels the job.
    m_midend->run(
        {.title = tr("Generating a puzzle"), .scope = Midend::JobScope::Game},
        [mode, parameter, seed](common::SolverSink &sink) {
            const bool pyramid = mode == KanoodleMode::Pyramid;
            const BoardPtr board = pyramid ? Board::pyramid() : Board::flat();
            const int target = pyramid ? givenPiecesForLevel(parameter) : parameter;
            return generatePuzzle(board, target, seed, sink);
        },
        [this, mode, parameter, seed](const std::optional<GeneratedPuzzle> &puzzle) {
            if (!puzzle)
                return;
            const bool pyramid = mode == KanoodleMode::Pyramid;
            KanoodleRecipe recipe;
            recipe.kind = pyramid ? KanoodleRecipe::Kind::Pyramid : KanoodleRecipe::Kind::Flat;
            recipe.level = parameter;
            recipe.given = parameter;
            recipe.seed = seed;
            leaveSeries();
            made(KanoodleGame {puzzle->puzzle, puzzle->solution, std::nullopt},
                 pyramid ? tr("Level %1, seed %2").arg(parameter).arg(seed)
                         : tr("%1 pieces given, seed %2").arg(puzzle->given).arg(seed),
                 recipe);
        });
}

void KanoodleGameMaker::generateSeries(int finalPieces, std::uint64_t seed)
{
    m_midend->run(
        {.title = tr("Generating a puzzle"), .scope = Midend::JobScope::Game},
        [finalPieces, seed](common::SolverSink &sink) {
            return generateSlidingSeries(finalPieces, seed, sink);
        },
        [this, finalPieces, seed](const std::optional<std::vector<SlidingStep>> &series) {
            if (!series)
                return;
            m_series = *series;
            m_seriesIndex = 0;
            m_seriesDescription = tr("Challenge series, seed %1").arg(seed);
            KanoodleRecipe recipe;
            recipe.kind = KanoodleRecipe::Kind::SlidingSeries;
            recipe.finalPieces = finalPieces;
            recipe.seed = seed;
            const SlidingStep &step = m_series.front();
            made(KanoodleGame {step.puzzle.puzzle, step.puzzle.solution, std::nullopt},
                 m_seriesDescription, recipe);
        });
}

void KanoodleGameMaker::makeFromId(const QString &id)
{
    const auto parsed = parseGameId(id);
    if (!parsed)
        return;
    if (parsed->game) {
        leaveSeries();
        emit gameMade(*parsed->game, id);
        return;
    }
    const KanoodleRecipe &recipe = parsed->recipe;
    switch (recipe.kind) {
    case KanoodleRecipe::Kind::Pyramid:
        generate(KanoodleMode::Pyramid, recipe.level, recipe.seed);
        return;
    case KanoodleRecipe::Kind::Flat:
        generate(KanoodleMode::Flat, recipe.given, recipe.seed);
        return;
    case KanoodleRecipe::Kind::SlidingSeries:
    case KanoodleRecipe::Kind::SlidingChallenge:
        break;
    }
    // A later step of a series, or one challenge: generated alone, without series navigation.
    m_midend->run(
        {.title = tr("Generating a puzzle"), .scope = Midend::JobScope::Game},
        [game = *parsed](common::SolverSink &sink) { return gameForGameId(game, sink); },
        [this, recipe, id](const common::Expected<KanoodleGame> &game) {
            if (!game) {
                emit failed(game.error().message());
                return;
            }
            leaveSeries();
            made(game.value(), id, recipe);
        });
}

void KanoodleGameMaker::made(const KanoodleGame &game, const QString &description,
                             const KanoodleRecipe &recipe)
{
    m_recipe = recipe;
    m_seedId = seedGameId(recipe);
    m_seededPuzzle = game.puzzle;
    emit gameMade(game, description);
}

std::optional<QString> KanoodleGameMaker::seedIdOf(const Position &puzzle) const
{
    if (m_seededPuzzle && puzzle == *m_seededPuzzle)
        return m_seedId;
    return std::nullopt;
}

bool KanoodleGameMaker::hasNextChallenge() const
{
    return m_seriesIndex >= 0 && m_seriesIndex + 1 < static_cast<int>(m_series.size());
}

void KanoodleGameMaker::nextChallenge()
{
    if (!hasNextChallenge())
        return;
    ++m_seriesIndex;
    const SlidingStep &step = m_series[static_cast<std::size_t>(m_seriesIndex)];
    KanoodleRecipe recipe = m_recipe;
    recipe.step = m_seriesIndex + 1;
    made(KanoodleGame {step.puzzle.puzzle, step.puzzle.solution, std::nullopt}, m_seriesDescription,
         recipe);
}

void KanoodleGameMaker::leaveSeries()
{
    m_series.clear();
    m_seriesIndex = -1;
}

} // namespace pw::ui::kanoodle
