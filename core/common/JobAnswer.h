#pragma once

#include "core/common/Expected.h"
#include "core/common/OpaqueValue.h"

#include <utility>
#include <vector>

namespace pw::common {

// What a view chose for a solve or hint beyond the position (Sliding's algorithm and budget,
// Entanglement's computer player), in the puzzle's own type; null: the back end's defaults,
// which are what the command line and the headless tests ask for.
using JobOptions = OpaqueValue<struct JobOptionsTag>;

// The puzzle's own account of a solve or hint beyond its moves (the nodes searched, the reason
// there is no solution, the candidates a hint weighed, the chain of deductions behind it), in
// its own type, for its view. Generic code hands it on unread.
using JobReport = OpaqueValue<struct JobReportTag>;

// The answer of a solve or hint: the moves (solve: from the position to the finish; hint: the
// moves of one step, such as a turn and a lock), or why there are none, and the report.
template<class Move> struct Answer
{
    std::vector<Move> moves;
    Status refusal; // no solution, solved already, cancelled (jobCancelled())...
    JobReport report;

    static Answer refused(Error why, JobReport report = {})
    {
        return Answer {{}, std::move(why), std::move(report)};
    }
};

// The answer of a solve or hint as generic code holds it.
using JobAnswer = Answer<GameMove>;

} // namespace pw::common
