#pragma once

#include "core/kanoodle/Generator.h"
#include "core/kanoodle/KanoodleGameId.h"
#include "ui/kanoodle/KanoodleMode.h"

#include <QObject>

#include <cstdint>
#include <optional>
#include <vector>

namespace pw::ui {

class Midend;

namespace kanoodle {

// Where the Kanoodle tab's new games come from: it generates them in Game jobs on the tab's
// midend (a pyramid level, a number of flat pieces given, a sliding challenge series, or what a
// game ID names) and hands each one over in gameMade. It remembers the recipe of the last one,
// so the game on screen keeps its seed ID while its puzzle is the one generated, and the series
// it belongs to, for Next challenge.
class KanoodleGameMaker : public QObject
{
    Q_OBJECT
public:
    explicit KanoodleGameMaker(Midend *midend, QObject *parent = nullptr);

    // parameter: the pyramid level, the flat pieces given, or the series' last number of pieces.
    void generate(KanoodleMode mode, int parameter, std::uint64_t seed);
    // The game a valid ID names: a descriptive ID's at once, a seed ID's once generated.
    void makeFromId(const QString &id);
    std::uint64_t lastSeed() const { return m_seed; }

    // The seed ID while `puzzle` is the one generated last, else nothing.
    std::optional<QString> seedIdOf(const pw::kanoodle::Position &puzzle) const;

    // The sliding series the game on screen belongs to: its number (from 1) and the count; 0 for
    // a game outside any series.
    int challengeNumber() const { return m_seriesIndex + 1; }
    int challengeCount() const { return static_cast<int>(m_series.size()); }
    bool hasNextChallenge() const;
    void nextChallenge();
    // The game on screen no longer belongs to a series (a file, a set-up, another mode).
    void leaveSeries();

signals:
    // A game to start; description says what it is ("Level 20, seed 7").
    void gameMade(const pw::kanoodle::KanoodleGame &game, const QString &description);
    // A game ID's game could not be made: why.
    void failed(const QString &message);

private:
    void generateSeries(int finalPieces, std::uint64_t seed);
    void made(const pw::kanoodle::KanoodleGame &game, const QString &description,
              const pw::kanoodle::KanoodleRecipe &recipe);

    Midend *m_midend;
    std::uint64_t m_seed = 1;
    pw::kanoodle::KanoodleRecipe m_recipe; // of the last generated game
    QString m_seedId;
    std::optional<pw::kanoodle::Position> m_seededPuzzle;
    std::vector<pw::kanoodle::SlidingStep> m_series;
    int m_seriesIndex = -1;
    QString m_seriesDescription;
};

} // namespace kanoodle
} // namespace pw::ui
