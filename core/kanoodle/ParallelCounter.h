#pragma once

#include "core/common/SolverSink.h"
#include "core/kanoodle/Position.h"
#include "core/kanoodle/Solver.h"

#include <cstdint>

namespace pw::kanoodle {

struct ParallelCountOptions
{
    int threads = 0; // 0: std::thread::hardware_concurrency()
    // 0 counts every task. Otherwise only this many tasks, drawn at random with sampleSeed, are
    // counted and the result is extrapolated (for measuring a fraction of a long count).
    int sampleTasks = 0;
    std::uint64_t sampleSeed = 1;
    Engine engine = Engine::Automatic;
};

struct ParallelCountResult
{
    std::int64_t solutions = 0; // exact when every task ran
    double estimatedSolutions = 0; // solutions * tasks / tasks counted when sampling
    bool complete = false; // false when cancelled
    int tasks = 0;
    int tasksCounted = 0;
    int symmetryPiece = -1; // the piece whose placements were reduced by symmetry
    int orbits = 0;
    std::int64_t nodes = 0;
    double millis = 0;
    double sampledMillis = 0; // wall time of the counted tasks
};

// Counts every completion of `position` (normally an empty board). The flat board and sliding
// regions (automatic or bitboard engine, no sample) are counted on the calling thread by one
// fixed-order bitboard search whose memo holds its frontiers: one task, no symmetry
// (symmetryPiece -1). Otherwise, on several threads:
// Symmetry: if the board's symmetries fix the position, one piece P is placed only at one
// representative of each orbit of its placements, and that branch's count is weighted by the
// orbit size (the symmetries map the solutions with P at r one-to-one onto those with P at any
// image of r). Each representative's branch is split again on the empty cell with the fewest
// placements, and the threads take these tasks from a shared queue. Progress (tasks done,
// solutions so far) goes to the sink from the calling thread; cancellation stops all threads.
ParallelCountResult countInParallel(const Position &position, common::SolverSink &sink,
                                    const ParallelCountOptions &options = {});

// Counts the completions of any position like countSolutions (same count, same first solution),
// on `threads` threads (0: one per core) where that pays: a pyramid position with many missing
// pieces is split into the open nodes of the constrained search's first levels, which the
// threads take from a shared queue, sharing the search's read-only tables. Other positions
// are counted on the calling thread. Progress and cancellation go through the caller's sink.
CountResult countOnAllCores(const Position &position, common::SolverSink &sink, int threads = 0);

} // namespace pw::kanoodle
