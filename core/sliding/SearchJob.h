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
// it wants (the 4 x 4 pattern databases, the strong tables of its size where they were built).
struct SearchRequest
{
    sliding::Board start;
    sliding::SolveOptions options;
    // The 6-6-3 tables, which the search builds itself when they are missing (seconds): 4 x 4.
    bool wantsTables = false;
    // The strong tables of the board's size (7-8 on 4 x 4, 6-6-6-6 on 5 x 5), taken when cached;
    // none when the search would not use them.
    std::optional<sliding::PatternPartition> strongPartition;
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
    QString refused; // why the strong tables' cache file on disk was not taken
};

// The request for a search of start with the options chosen; strongPartition: the strong tables
// of start's size, if it has any.
SearchRequest searchRequest(const sliding::Board &start, const sliding::SolveOptions &chosen,
                            const std::optional<sliding::PatternPartition> &strongPartition);

// Runs on the worker thread: loads the tables the request wants (building the 6-6-3 ones once,
// with progress), then solves, reporting through sink and keeping the best board in the
// request's show (and, when watched, IDA*'s iterations in its log). The Sliding back end's solve
// and hint run this with the request a view passes as their options.
SearchOutcome runSearch(const SearchRequest &request, common::SolverSink &sink);

} // namespace pw::sliding
