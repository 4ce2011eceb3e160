#include "core/kanoodle/TilingSearch.h"

#include <algorithm>

namespace pw::kanoodle {

TilingSearch::TilingSearch(const Position &start, CountCache *cache)
    : m_start(start)
    , m_cache(cache ? cache : &m_ownCache)
{ }

bool TilingSearch::pollEvery1024Nodes(int depth)
{
    if (m_sink->isCancelled()) {
        m_stop = true;
        m_cancelled = true;
        return false;
    }
    m_cache->fitTo(m_nodes);
    const auto now = std::chrono::steady_clock::now();
    if (now - m_lastProgress < std::chrono::milliseconds(250))
        return true;
    m_lastProgress = now;
    // Knuth's estimate from the branch taken at the first levels.
    double fraction = 0;
    double share = 1;
    for (int level = 0; level < std::min(depth, progressDepth); ++level) {
        share /= std::max(1, m_branchCount[level]);
        fraction += share * m_branchIndex[level];
    }
    common::Progress progress;
    progress.fraction = fraction;
    progress.counters = {{"nodes", m_nodes}, {"solutions", m_solutions}};
    m_sink->reportProgress(progress);
    return true;
}

std::int64_t TilingSearch::count(common::SolverSink &sink, std::int64_t limit, bool *complete)
{
    m_sink = &sink;
    m_nodes = 0;
    m_solutions = 0;
    m_limit = limit;
    m_stop = false;
    m_cancelled = false;
    m_firstSolution.reset();
    m_lastProgress = std::chrono::steady_clock::now();
    searchFromStart();
    if (complete)
        *complete = !m_cancelled && !(limit > 0 && m_solutions >= limit);
    return m_solutions;
}

void TilingSearch::beginWalk(common::SolverSink &sink)
{
    m_sink = &sink;
    m_limit = 0;
    m_stop = false;
    m_cancelled = false;
    m_lastProgress = std::chrono::steady_clock::now();
}

std::optional<Position> TilingSearch::firstSolution() const
{
    if (!m_firstSolution)
        return std::nullopt;
    Position solution = m_start;
    for (const int placement : *m_firstSolution)
        solution.place(placement);
    return solution;
}

} // namespace pw::kanoodle
