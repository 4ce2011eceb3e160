#pragma once

#include "core/sliding/Board.h"
#include "core/sliding/PatternPartition.h"
#include "core/sliding/SolveTypes.h"

#include <QString>

#include <memory>
#include <mutex>
#include <optional>

namespace pw::common {
class SolverSink;
}

namespace pw::sliding {

class IterationLog;

// What a running search shares with the UI thread: the best board it has met so far. Each
// search has its own, so one still stopping for an old position never writes into the next.
struct SearchShow
{
    std::mutex mutex;
    std::optional<sliding::Board> best;

    std::optional<sliding::Board> bestSoFar()
    {
        const std::lock_guard lock(mutex);
        return best;
    }
};

// A Solve or Hint search, as the worker thread runs it: the board, the options, and which tables
// it wants (the 4 x 4 pattern databases, the 5 x 5 6-6-6-6 ones where they were built).
struct SearchRequest
{
    sliding::Board start;
    sliding::SolveOptions options;
    bool wantsTables = false;
    bool wantsFiveByFive = false;
    sliding::PatternPartition strongPartition; // the 7-8 tables' partition
    // Set for the Watch window: the search is IDA*, and its iterations and sampled paths go here.
    std::shared_ptr<IterationLog> watch;
    // Where the view watches the search's best board (none: nobody watches).
    std::shared_ptr<SearchShow> show;
};

// What a search hands back to the UI thread: its result, or why there is none.
struct SearchOutcome
{
    std::optional<QString> error;
    sliding::SolveResult result;
    QString refused; // why a 7-8 cache file on disk was not taken
};

// The request for a search of start with the options chosen.
SearchRequest searchRequest(const sliding::Board &start, const sliding::SolveOptions &chosen,
                            const sliding::PatternPartition &strongPartition);

// Runs on the worker thread: loads the tables the request wants (building the 6-6-3 ones once,
// with progress), then solves, reporting through sink and keeping the best board in the
// request's show (and, when watched, IDA*'s iterations in its log). The Sliding back end's solve
// and hint run this with the request a view passes as their options.
SearchOutcome runSearch(const SearchRequest &request, common::SolverSink &sink);

} // namespace pw::sliding
