#pragma once

#include "core/common/SolverSink.h"
#include "core/kanoodle/Position.h"

#include <vector>

namespace pw::kanoodle {

// The position after any number of a search's steps (Place: `value` is the placement tried;
// Remove: `subject` is the piece taken back), so a step-through can show any step, forwards or
// backwards. It moves from the step it is at, so stepping one way or the other is cheap.
class StepReplay
{
public:
    explicit StepReplay(Position start);

    // The position after the first `count` steps.
    const Position &seek(const std::vector<common::StepEvent> &steps, int count);

    const Position &start() const { return m_start; }
    const Position &position() const { return m_position; }
    // Pieces placed by the search so far: its depth.
    int depth() const;

private:
    Position m_start;
    Position m_position;
    int m_count = 0;
};

} // namespace pw::kanoodle
