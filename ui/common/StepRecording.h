#pragma once

#include "core/common/SolverSink.h"

#include <QObject>

#include <vector>

namespace pw::ui {

class SolverRunner;
class StepPlayer;

// The steps of a tab's last job, kept for its step player: recorded as the runner delivers them
// (at most SolverRunner::stepLimit), counted into the player's timeline, freed by clear(). The
// player asks the tab, through its seek handler, for the state after step i; the tab reads the
// steps from here. Steps that arrive while nothing is being recorded are ignored.
class StepRecording : public QObject
{
    Q_OBJECT
public:
    StepRecording(SolverRunner *runner, StepPlayer *player, QObject *parent);

    // A job whose steps will be replayed starts: the old recording goes, the new one begins.
    void start();
    // Drops the steps and gives their memory back; nothing is recorded until the next start().
    void clear();

    const std::vector<common::StepEvent> &steps() const { return m_steps; }
    int size() const { return static_cast<int>(m_steps.size()); }
    bool isEmpty() const { return m_steps.empty(); }
    // The job reached the runner's step limit: the recording holds only its first steps.
    bool isTruncated() const { return m_truncated; }

signals:
    // steps()[first .. first + count) arrived.
    void appended(int first, int count);

private:
    void append(const std::vector<common::StepEvent> &steps);

    StepPlayer *m_player;
    std::vector<common::StepEvent> m_steps;
    bool m_recording = false;
    bool m_truncated = false;
};

} // namespace pw::ui
