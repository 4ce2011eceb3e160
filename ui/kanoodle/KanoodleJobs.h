#pragma once

#include "core/common/SolverSink.h"
#include "core/kanoodle/PiecesToTakeOff.h"
#include "core/kanoodle/Position.h"
#include "core/kanoodle/Solver.h"

#include <QCoreApplication>

#include <cstdint>
#include <optional>

namespace pw::ui::kanoodle {

// The work of the Kanoodle tab's counts, run on the worker thread: each takes a copy of the
// position and returns what the UI thread needs, never touching the tab. (Solve and Hint are the
// back end's: KanoodleBackend.)

struct SolutionCount
{
    std::int64_t solutions = 0;
    std::int64_t nodes = 0;
};
// Every solution of start, on every core; nothing when cancelled.
std::optional<SolutionCount> countSolutionsFrom(const pw::kanoodle::Position &start,
                                                common::SolverSink &sink);

// "Done setting up": how many solutions the entered position has and, with none, the fewest
// pieces whose removal gives one back (as the dead-position hint finds them).
struct SetUpCheck
{
    std::int64_t solutions = 0;
    pw::kanoodle::TakeOff blocking;
};
// Nothing when cancelled.
std::optional<SetUpCheck> checkSetUpFrom(const pw::kanoodle::Position &start,
                                         common::SolverSink &sink);

// What "Done setting up" says once the check is done.
class SetUpCheckText
{
    Q_DECLARE_TR_FUNCTIONS(pw::ui::kanoodle::SetUpCheckText)
public:
    static QString of(const SetUpCheck &check);
};

// What Hint says on a position without a solution: the pieces to take off, by colour.
class DeadEndText
{
    Q_DECLARE_TR_FUNCTIONS(pw::ui::kanoodle::DeadEndText)
public:
    static QString of(int blockedPiece, const pw::kanoodle::TakeOff &takeOff);
};

} // namespace pw::ui::kanoodle
