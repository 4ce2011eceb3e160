#include "core/noodles/Rating.h"

#include "core/noodles/Propagator.h"
#include "core/noodles/Solver.h"

#include <QCoreApplication>

namespace pw::noodles {

namespace {

// One deduction by the weakest rule that finds one, counted in `rating`; false when none does.
bool deduceWithWeakestRule(Propagator &state, DifficultyRating &rating)
{
    state.setStrongestRule(Rule::Loop);
    if (state.deduceOne()) {
        ++rating.loopSteps;
        return true;
    }
    state.setStrongestRule(Rule::Isolation);
    state.setIsolationReach(2);
    if (state.deduceOne()) {
        ++rating.deadEndSteps;
        return true;
    }
    state.setStrongestRule(Rule::Isolation); // any reach
    if (state.deduceOne()) {
        ++rating.networkSteps;
        return true;
    }
    return false;
}

} // namespace

std::optional<DifficultyRating> rateDifficulty(const Board &board, common::SolverSink &sink)
{
    Board free = board;
    free.unlockAll();
    DifficultyRating rating;
    const SolveResult solved = solve(free, sink, {false, 2});
    if (solved.status == SolveStatus::Cancelled)
        return std::nullopt;
    if (solved.status == SolveStatus::None)
        return rating;
    rating.unique = solved.status == SolveStatus::Unique;

    Propagator state(free, false, &sink, Rule::Neighbour);
    for (;;) {
        const Propagator::Outcome outcome = state.propagate();
        if (outcome == Propagator::Outcome::Cancelled)
            return std::nullopt;
        if (outcome == Propagator::Outcome::Contradiction)
            break; // cannot happen on a solvable board: every rule is sound
        if (state.allDetermined()) {
            rating.level = rating.networkSteps > 0 ? DifficultyLevel::Fiendish
                : rating.deadEndSteps > 0          ? DifficultyLevel::Tough
                : rating.loopSteps > 0             ? DifficultyLevel::Tricky
                                                   : DifficultyLevel::Gentle;
            return rating;
        }
        const bool found = deduceWithWeakestRule(state, rating);
        state.setStrongestRule(Rule::Neighbour);
        if (!found)
            break;
    }
    rating.level = DifficultyLevel::Guesswork;
    rating.guesses = solved.guesses;
    return rating;
}

namespace {

struct LevelText
{
    DifficultyLevel level;
    const char *id;
    const char *name;
};

constexpr LevelText levelTexts[] = {
    {DifficultyLevel::Unsolvable, "unsolvable",
     QT_TRANSLATE_NOOP("pw::noodles::Rating", "Unsolvable")},
    {DifficultyLevel::Gentle, "gentle", QT_TRANSLATE_NOOP("pw::noodles::Rating", "Gentle")},
    {DifficultyLevel::Tricky, "tricky", QT_TRANSLATE_NOOP("pw::noodles::Rating", "Tricky")},
    {DifficultyLevel::Tough, "tough", QT_TRANSLATE_NOOP("pw::noodles::Rating", "Tough")},
    {DifficultyLevel::Fiendish, "fiendish", QT_TRANSLATE_NOOP("pw::noodles::Rating", "Fiendish")},
    {DifficultyLevel::Guesswork, "guesswork",
     QT_TRANSLATE_NOOP("pw::noodles::Rating", "Guesswork")},
};

} // namespace

const std::vector<DifficultyLevel> &puzzleDifficultyLevels()
{
    static const std::vector<DifficultyLevel> levels {
        DifficultyLevel::Gentle, DifficultyLevel::Tricky, DifficultyLevel::Tough,
        DifficultyLevel::Fiendish, DifficultyLevel::Guesswork};
    return levels;
}

const char *difficultyLevelId(DifficultyLevel level)
{
    for (const LevelText &entry : levelTexts) {
        if (entry.level == level)
            return entry.id;
    }
    return "unknown";
}

QString difficultyLevelDisplayName(DifficultyLevel level)
{
    for (const LevelText &entry : levelTexts) {
        if (entry.level == level)
            return QCoreApplication::translate("pw::noodles::Rating", entry.name);
    }
    return QString::fromLatin1(difficultyLevelId(level));
}

std::optional<DifficultyLevel> difficultyLevelFromId(std::string_view id)
{
    for (const LevelText &entry : levelTexts) {
        if (id == entry.id)
            return entry.level;
    }
    return std::nullopt;
}

} // namespace pw::noodles
