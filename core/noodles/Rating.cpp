#include "core/noodles/Rating.h"

#include "core/noodles/Propagator.h"
#include "core/noodles/Solver.h"

#include <QCoreApplication>

namespace pw::noodles {

namespace {

// The rule sets tried in turn, each the one before plus one rule.
struct Phase
{
    Rule strongestRule;
    int isolationReach; // pieces a sealed-off network may have; 0: any
    DifficultyLevel level;
};

constexpr Phase phases[] = {
    {Rule::Neighbour, 0, DifficultyLevel::Gentle},
    {Rule::Loop, 0, DifficultyLevel::Tricky},
    {Rule::Isolation, 2, DifficultyLevel::Tough},
    {Rule::Isolation, 0, DifficultyLevel::Fiendish},
};

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

    // Each phase goes on from the standstill of the one before with one more rule. Every rule
    // finds only more as more becomes known (the two-piece limit too: it concerns two lone dead
    // ends, and a dead end that joins anything is fixed), so what a rule set deduces does not
    // depend on the order: this finds the level a person reaches who always uses the weakest
    // rule that still finds something.
    Propagator state(free, false, &sink, Rule::Neighbour);
    for (const Phase &phase : phases) {
        state.setStrongestRule(phase.strongestRule);
        if (phase.isolationReach > 0)
            state.setIsolationReach(phase.isolationReach);
        const Propagator::Outcome outcome = state.propagate();
        if (outcome == Propagator::Outcome::Cancelled)
            return std::nullopt;
        if (outcome == Propagator::Outcome::Contradiction)
            break; // cannot happen on a solvable board: every rule is sound
        if (state.allDetermined()) {
            rating.level = phase.level;
            return rating;
        }
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
