#include "core/kanoodle/SolutionEnumerator.h"

#include "core/kanoodle/ConstrainedSearch.h"

#include <algorithm>
#include <bit>

namespace pw::kanoodle {

namespace {
// The largest batch: a walk's descent to where the last one stopped costs a few microseconds,
// nothing beside a thousand solutions, and a caller that stops asking leaves at most this many
// listed for nothing (a millisecond or two).
constexpr std::int64_t maxBatch = 1024;
} // namespace

SolutionEnumerator::SolutionEnumerator(const Position &start)
    : m_start(start)
    , m_search(std::make_unique<ConstrainedSearch>(start))
    , m_stride(std::popcount(static_cast<unsigned>(start.missingPieces())))
{ }

SolutionEnumerator::~SolutionEnumerator() = default;

std::int64_t SolutionEnumerator::nodes() const
{
    return m_search->nodes();
}

std::optional<Position> SolutionEnumerator::next(common::SolverSink &sink)
{
    m_cancelled = false;
    if (m_finished)
        return std::nullopt;
    if (m_aheadGiven == m_aheadCount) {
        m_ahead.clear();
        m_aheadCount = m_aheadGiven = 0;
        if (!m_searchEnded) {
            const std::int64_t wanted = m_batch;
            m_batch = std::min(m_batch * 2, maxBatch);
            m_searchEnded = m_search->listMore(sink, [&](std::span<const std::int16_t> path) {
                m_ahead.insert(m_ahead.end(), path.begin(), path.end());
                return ++m_aheadCount < wanted;
            });
            m_cancelled = m_search->wasCancelled();
            m_searchEnded = m_searchEnded && !m_cancelled;
        }
        if (m_aheadCount == 0) {
            m_finished = !m_cancelled;
            return std::nullopt;
        }
        m_cancelled = false; // what was listed before the sink cancelled is given first
    }
    Position solution = m_start;
    const auto first = static_cast<std::size_t>(m_aheadGiven * m_stride);
    for (std::size_t k = 0; k < static_cast<std::size_t>(m_stride); ++k)
        solution.place(m_ahead[first + k]);
    ++m_aheadGiven;
    ++m_found;
    return solution;
}

} // namespace pw::kanoodle
