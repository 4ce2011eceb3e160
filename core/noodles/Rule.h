#pragma once

#include <cstdint>

namespace pw::noodles {

// Why the solver removed an orientation; travels in StepEvent::detail.
enum class Rule : std::int32_t {
    Border = 1, // the orientation points a noodle off a board that does not wrap
    Neighbour = 2, // it disagrees with a side already known to be open or closed
    Loop = 3, // it would close a loop (the two ends are already connected)
    Isolation = 4, // it would seal off a network smaller than the whole board
    Locked = 5, // the tile is locked in another orientation
    GuessFailed = 6, // trying it led to a contradiction
    GuessExplored = 7 // its branch has been searched completely (its solutions are counted)
};

// What a StepEvent::Note means (its detail).
enum class NoteKind : std::int32_t {
    Backtrack = 1, // undo everything since the matching Choose
    Solution = 2 // every tile is fixed and forms one network: a solution
};

// A short English name for logs and the CLI ("loop", "isolation"...); the UI translates its own.
const char *ruleName(Rule rule);

} // namespace pw::noodles
