#pragma once

#include "core/common/SolverSink.h"
#include "core/kanoodle/Position.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace pw::kanoodle {

class ConstrainedSearch;

// Every solution of a position, one at a time, in one fixed order, found only as it is asked
// for: the first comes as fast as Solve's, and the search stops whenever the caller stops
// asking. The order is the order in which dancing links (Solver) meets them; it depends only on
// the position, so solution number k is the same on every run and every machine, and a list can
// be browsed by number or continued later. Works for every BoardKind: the pyramid, the flat
// board and the sliding regions.
//
// The walk is ConstrainedSearch's listing, which branches as dancing links does on bitsets and
// skips the dead subtrees it has met before (docs/kanoodle.md, "Listing solutions"). It lists a
// few solutions ahead of those asked for, in batches that double from one up to 1024, since
// each walk starts by descending again to where the last one stopped.
class SolutionEnumerator
{
public:
    explicit SolutionEnumerator(const Position &start);
    ~SolutionEnumerator();

    // The next solution, or nothing: when every solution has been given (finished()) or when the
    // sink cancelled (wasCancelled(); calling next() again resumes where the search stopped).
    std::optional<Position> next(common::SolverSink &sink);

    // How many solutions next() has given; the last one given is solution number found().
    std::int64_t found() const { return m_found; }
    // Whether the search has run to its end: found() is then the number of solutions.
    bool finished() const { return m_finished; }
    bool wasCancelled() const { return m_cancelled; }
    std::int64_t nodes() const;

private:
    Position m_start;
    std::unique_ptr<ConstrainedSearch> m_search;
    int m_stride; // placements per solution: the pieces the start misses
    std::vector<std::int16_t> m_ahead; // solutions listed and not given yet, m_stride each
    std::int64_t m_aheadCount = 0;
    std::int64_t m_aheadGiven = 0;
    std::int64_t m_batch = 1;
    bool m_searchEnded = false;
    std::int64_t m_found = 0;
    bool m_finished = false;
    bool m_cancelled = false;
};

} // namespace pw::kanoodle
