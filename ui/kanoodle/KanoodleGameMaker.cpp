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
            // The generator gives more pieces than asked for when no puzzle with one solution
            // has so few (flat boards with 0-3): said, not hidden behind the ID's number.
            const bool more = !pyramid && puzzle->given != parameter;
            QString description = pyramid
                ? tr("Level %1, seed %2").arg(parameter).arg(seed)
                : tr("%n piece(s) given, seed %1", nullptr, puzzle->given).arg(seed);
            if (more)
                description += QLatin1Char(' ') + tr("(%n asked for)", nullptr, parameter);
            made(KanoodleGame {puzzle->puzzle, puzzle->solution, std::nullopt}, description,
                 recipe);
            if (more) {
                emit notice(tr("No puzzle with one solution was found with %1 given pieces: "
                               "this one gives %2.")
                                .arg(parameter)
                                .arg(puzzle->given));
            }
        });
}

void KanoodleGameMaker::generateSeries(int finalPieces, std::uint64_t seed, int step)
{
    m_midend->run(
        {.title = tr("Generating a puzzle"), .scope = Midend::JobScope::Game},
        [finalPieces, seed](common::SolverSink &sink) {
            return generateSlidingSeries(finalPieces, seed, sink);
        },
        [this, finalPieces, seed, step](const std::optional<std::vector<SlidingStep>> &series) {
            if (!series || step < 1 || step > static_cast<int>(series->size()))
                return;
            m_series = *series;
            m_seriesDescription = tr("Challenge series, seed %1").arg(seed);
            m_seriesRecipe.kind = KanoodleRecipe::Kind::SlidingSeries;
            m_seriesRecipe.finalPieces = finalPieces;
            m_seriesRecipe.seed = seed;
            m_seriesRecipe.step = step;
            const SlidingStep &shown = m_series[static_cast<std::size_t>(step - 1)];
            made(KanoodleGame {shown.puzzle.puzzle, shown.puzzle.solution, std::nullopt},
                 m_seriesDescription, m_seriesRecipe);
        });
}

void KanoodleGameMaker::makeFromId(const QString &id)
{
    const auto parsed = parseGameId(id);
    if (!parsed)
        return;
    if (parsed->game) {
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
        // The whole series, as New makes it, so Next challenge leads on from the step named.
        m_seed = recipe.seed;
        generateSeries(recipe.finalPieces, recipe.seed, recipe.step);
        return;
    case KanoodleRecipe::Kind::SlidingChallenge:
        break;
    }
    // One challenge: generated alone, without series navigation.
    m_midend->run(
        {.title = tr("Generating a puzzle"), .scope = Midend::JobScope::Game},
        [game = *parsed](common::SolverSink &sink) { return gameForGameId(game, sink); },
        [this, recipe, id](const common::Expected<KanoodleGame> &game) {
            if (!game) {
                emit failed(game.error().message());
                return;
            }
            made(game.value(), id, recipe);
        });
}

void KanoodleGameMaker::made(const KanoodleGame &game, const QString &description,
                             const KanoodleRecipe &recipe)
{
    emit gameMade(game, description);
    // Its ID while its start is on record; starting it forgot the old game's.
    m_midend->rememberSeedId(seedGameId(recipe));
}

int KanoodleGameMaker::challengeNumber(const Position &puzzle) const
{
    for (std::size_t i = 0; i < m_series.size(); ++i) {
        if (m_series[i].puzzle.puzzle == puzzle)
            return static_cast<int>(i) + 1;
    }
    return 0;
}

bool KanoodleGameMaker::hasNextChallenge(const Position &puzzle) const
{
    const int number = challengeNumber(puzzle);
    return number > 0 && number < challengeCount();
}

void KanoodleGameMaker::nextChallenge(const Position &puzzle)
{
    if (!hasNextChallenge(puzzle))
        return;
    const int next = challengeNumber(puzzle) + 1;
    const SlidingStep &step = m_series[static_cast<std::size_t>(next - 1)];
    KanoodleRecipe recipe = m_seriesRecipe;
    recipe.step = next;
    made(KanoodleGame {step.puzzle.puzzle, step.puzzle.solution, std::nullopt}, m_seriesDescription,
         recipe);
}

} // namespace pw::ui::kanoodle
