#pragma once

#include "core/common/SolverSink.h"
#include "core/kanoodle/StepReplay.h"

#include <QObject>

#include <optional>
#include <vector>

namespace pw::ui {

class SolverRunner;
class StepPlayer;
class StepRecording;

namespace kanoodle {

// The step-through of the last Solve: the search's steps as the runner delivers them, and the
// board after any of them for the step player's timeline, with the backtracks made so far.
class SearchReplay : public QObject
{
    Q_OBJECT
public:
    SearchReplay(SolverRunner *runner, StepPlayer *player, QObject *parent = nullptr);

    // A search from `start` begins: its steps are recorded from now on.
    void start(const pw::kanoodle::Position &start);
    // Forgets the search and frees its steps.
    void clear();

    // A step before the search's end is on show: the board draws position(), not the game.
    bool isShowing() const;
    const pw::kanoodle::Position &position() const { return m_replay->position(); }
    // The step on show: after the first step() steps.
    int step() const { return m_step; }
    const std::vector<common::StepEvent> &steps() const;
    // The piece the step on show tried or took back; -1 before the first step.
    int stepPiece() const;
    // Pieces taken back up to the step on show, and pieces on the board there.
    int backtracks() const { return m_removalsBefore[static_cast<std::size_t>(m_step)]; }
    int depth() const { return m_replay->depth(); }
    // The search ran longer than the recording keeps: the replay holds its first steps.
    bool isTruncated() const;

signals:
    // The player moved the replay to another step.
    void stepShown();

private:
    void seek(int step);
    void countRemovals(int first, int count);

    StepPlayer *m_player;
    StepRecording *m_recording;
    std::optional<pw::kanoodle::StepReplay> m_replay;
    std::vector<int> m_removalsBefore {0}; // removals among the first k recorded steps
    int m_step = 0;
};

} // namespace kanoodle
} // namespace pw::ui
