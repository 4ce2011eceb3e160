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
// game ID names), hands each one over in gameMade and, once it is on screen, tells the midend
// its seed ID. It keeps the last sliding series, for Next challenge while one of its challenges
// is on screen.
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

    // Which challenge of the last sliding series `puzzle` is, from 1; 0 for any other puzzle.
    int challengeNumber(const pw::kanoodle::Position &puzzle) const;
    int challengeCount() const { return static_cast<int>(m_series.size()); }
    // The challenge after the one `puzzle` is, when there is one.
    bool hasNextChallenge(const pw::kanoodle::Position &puzzle) const;
    void nextChallenge(const pw::kanoodle::Position &puzzle);

signals:
    // A game to start now; description says what it is ("Level 20, seed 7").
    void gameMade(const pw::kanoodle::KanoodleGame &game, const QString &description);
    // A game ID's game could not be made: why.
    void failed(const QString &message);
    // Something the player should know of the game made (fewer given pieces than asked for
    // cannot be had).
    void notice(const QString &message);

private:
    // The series up to finalPieces, from its challenge `step` (1 = the first).
    void generateSeries(int finalPieces, std::uint64_t seed, int step = 1);
    void made(const pw::kanoodle::KanoodleGame &game, const QString &description,
              const pw::kanoodle::KanoodleRecipe &recipe);

    Midend *m_midend;
    std::uint64_t m_seed = 1;
    std::vector<pw::kanoodle::SlidingStep> m_series;
    pw::kanoodle::KanoodleRecipe m_seriesRecipe;
    QString m_seriesDescription;
};

} // namespace kanoodle
} // namespace pw::ui
