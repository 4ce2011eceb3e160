#include "core/noodles/Propagator.h"

#include <bit>

namespace pw::noodles {

namespace {

int lowestBit(unsigned bits)
{
    return std::countr_zero(bits);
}

std::uint8_t allRotations(TileMask mask, int directions)
{
    return static_cast<std::uint8_t>((1u << rotationPeriod(mask, directions)) - 1u);
}

} // namespace

std::vector<std::uint8_t> Propagator::initialCandidates(const Board &board, bool respectLocks)
{
    std::vector<std::uint8_t> sets(static_cast<std::size_t>(board.cellCount()));
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        sets[idx(cell)] = (respectLocks && board.isLocked(cell))
            ? std::uint8_t {1}
            : allRotations(board.tile(cell), board.directions());
    }
    return sets;
}

Propagator::Propagator(const Board &board, bool respectLocks, common::SolverSink *sink,
                       Rule strongestRule)
    : m_topology(board.sharedTopology())
    , m_sink(sink)
    , m_wantsSteps(sink && sink->wantsSteps())
    , m_cellCount(board.cellCount())
    , m_directions(board.directions())
    , m_base(board.tiles())
    , m_candidates(initialCandidates(board, respectLocks))
    , m_settled(idx(m_cellCount), 0)
    , m_edges(idx(m_cellCount * m_directions), Unknown)
    , m_parent(idx(m_cellCount))
    , m_size(idx(m_cellCount), 1)
    , m_loose(idx(m_cellCount))
    , m_components(m_cellCount)
    , m_queued(idx(m_cellCount), 0)
{
    setStrongestRule(strongestRule);
    m_queue.reserve(idx(m_cellCount));
    for (int cell = 0; cell < m_cellCount; ++cell) {
        m_parent[idx(cell)] = cell;
        m_loose[idx(cell)] = tileDegree(m_base[idx(cell)]);
        for (int d = 0; d < m_directions; ++d) {
            if (m_topology->neighbour(cell, d) < 0)
                edge(cell, d) = Closed;
        }
    }
    // Reverse order so the stack pops cells in reading order: steps read top-left first.
    for (int cell = m_cellCount - 1; cell >= 0; --cell)
        enqueue(cell);
}

bool Propagator::isDetermined(int cell) const
{
    return std::has_single_bit(static_cast<unsigned>(candidates(cell)));
}

bool Propagator::allDetermined() const
{
    for (int cell = 0; cell < m_cellCount; ++cell) {
        if (!isDetermined(cell))
            return false;
    }
    return true;
}

int Propagator::branchCell() const
{
    int best = -1;
    int bestCount = 99;
    for (int cell = 0; cell < m_cellCount; ++cell) {
        const int count = std::popcount(static_cast<unsigned>(candidates(cell)));
        if (count > 1 && count < bestCount) {
            best = cell;
            bestCount = count;
            if (count == 2)
                break;
        }
    }
    return best;
}

TileMask Propagator::maskFor(int cell, int rotation) const
{
    return rotateMask(m_base[idx(cell)], rotation, m_directions);
}

TileMask Propagator::determinedMask(int cell) const
{
    return maskFor(cell, lowestBit(candidates(cell)));
}

std::vector<TileMask> Propagator::masks() const
{
    std::vector<TileMask> result(idx(m_cellCount));
    for (int cell = 0; cell < m_cellCount; ++cell)
        result[idx(cell)] = determinedMask(cell);
    return result;
}

int Propagator::find(int cell)
{
    // Path halving keeps the forest flat without recursion.
    while (m_parent[idx(cell)] != cell) {
        m_parent[idx(cell)] = m_parent[idx(m_parent[idx(cell)])];
        cell = m_parent[idx(cell)];
    }
    return cell;
}

int Propagator::findConst(int cell) const
{
    while (m_parent[idx(cell)] != cell)
        cell = m_parent[idx(cell)];
    return cell;
}

void Propagator::enqueue(int cell)
{
    if (!m_queued[idx(cell)] && !m_settled[idx(cell)]) {
        m_queued[idx(cell)] = 1;
        m_queue.push_back(cell);
    }
}

void Propagator::reportStep(common::StepEvent::Kind kind, int cell, TileMask mask, Rule rule)
{
    if (m_wantsSteps)
        m_sink->reportStep({kind, cell, mask, static_cast<std::int32_t>(rule)});
}

void Propagator::logRemoval(int cell, TileMask mask, Rule rule)
{
    // Off the hot path: only a hint asks for evidence, once.
    if (m_log)
        m_log->push_back(explainRemoval(*m_topology, m_edges, cell, mask, rule));
}

bool Propagator::pollCancel()
{
    return m_sink && (++m_pollCounter & 63u) == 0 && m_sink->isCancelled();
}

Rule Propagator::check(int cell, int rotation)
{
    const TileMask mask = maskFor(cell, rotation);
    for (int d = 0; d < m_directions; ++d) {
        const bool wanted = (mask >> d) & 1u;
        if (m_topology->neighbour(cell, d) < 0) {
            if (wanted)
                return Rule::Border;
            continue;
        }
        const std::uint8_t state = edge(cell, d);
        if ((state == Open && !wanted) || (state == Closed && wanted))
            return Rule::Neighbour;
    }
    // The classes this orientation would join: the cell's own and one per newly opened side.
    int roots[8];
    int rootCount = 0;
    roots[rootCount++] = find(cell);
    int loose = m_loose[idx(roots[0])];
    int size = m_size[idx(roots[0])];
    int opened = 0;
    for (int d = 0; d < m_directions; ++d) {
        if (!((mask >> d) & 1u) || edge(cell, d) != Unknown)
            continue;
        const int root = find(m_topology->neighbour(cell, d));
        for (int i = 0; i < rootCount; ++i) {
            if (roots[i] == root)
                return m_loopRule ? Rule::Loop : Rule {}; // off: so is isolation
        }
        roots[rootCount++] = root;
        loose += m_loose[idx(root)];
        size += m_size[idx(root)];
        ++opened;
    }
    // Every opened side uses up one loose end on each of its two pieces.
    // The limits are tested only where a rule fires, so the full rule set pays nothing for them.
    if (loose - 2 * opened <= 0 && size < m_cellCount && size <= m_isolationReach)
        return Rule::Isolation;
    return Rule {};
}

bool Propagator::filter(int cell)
{
    const std::uint8_t before = m_candidates[idx(cell)];
    std::uint8_t keep = 0;
    Rule last {};
    for (unsigned bits = before; bits; bits &= bits - 1) {
        const int rotation = lowestBit(bits);
        const Rule why = check(cell, rotation);
        if (why == Rule {}) {
            keep |= static_cast<std::uint8_t>(1u << rotation);
        } else {
            reportStep(common::StepEvent::Kind::Eliminate, cell, maskFor(cell, rotation), why);
            logRemoval(cell, maskFor(cell, rotation), why);
            last = why;
        }
    }
    if (keep == 0)
        return false;
    if (keep != before) {
        m_candidates[idx(cell)] = keep;
        ++m_changes;
        m_deductions += std::popcount(static_cast<unsigned>(before ^ keep));
        if (std::has_single_bit(static_cast<unsigned>(keep)))
            reportStep(common::StepEvent::Kind::Deduce, cell, maskFor(cell, lowestBit(keep)), last);
    }
    // Sides every remaining orientation agrees on become known.
    unsigned all = fullMask(m_topology->kind());
    unsigned any = 0;
    for (unsigned bits = keep; bits; bits &= bits - 1) {
        const TileMask mask = maskFor(cell, lowestBit(bits));
        all &= mask;
        any |= mask;
    }
    bool settled = true;
    for (int d = 0; d < m_directions; ++d) {
        if (edge(cell, d) != Unknown)
            continue;
        if ((all >> d) & 1u) {
            if (!setOpen(cell, d))
                return false;
        } else if (!((any >> d) & 1u)) {
            setClosed(cell, d);
        } else {
            settled = false;
        }
    }
    m_settled[idx(cell)] = settled;
    return true;
}

bool Propagator::setOpen(int cell, int d)
{
    const int next = m_topology->neighbour(cell, d);
    edge(cell, d) = Open;
    edge(next, m_topology->opposite(d)) = Open;
    ++m_changes;
    enqueue(next);
    const int a = find(cell);
    const int b = find(next);
    if (a == b)
        return false; // a loop
    // Union by size; the joined class has used one loose end on each side.
    const int big = m_size[idx(a)] >= m_size[idx(b)] ? a : b;
    const int small = big == a ? b : a;
    m_parent[idx(small)] = big;
    m_size[idx(big)] += m_size[idx(small)];
    m_loose[idx(big)] += m_loose[idx(small)] - 2;
    --m_components;
    return !(m_loose[idx(big)] <= 0 && m_size[idx(big)] < m_cellCount);
}

void Propagator::setClosed(int cell, int d)
{
    const int next = m_topology->neighbour(cell, d);
    edge(cell, d) = Closed;
    edge(next, m_topology->opposite(d)) = Closed;
    ++m_changes;
    enqueue(next);
}

Propagator::Outcome Propagator::propagate()
{
    if (m_contradiction)
        return Outcome::Contradiction;
    for (;;) {
        while (!m_queue.empty()) {
            const int cell = m_queue.back();
            m_queue.pop_back();
            m_queued[idx(cell)] = 0;
            if (pollCancel())
                return Outcome::Cancelled;
            if (!m_settled[idx(cell)] && !filter(cell)) {
                m_contradiction = true;
                return Outcome::Contradiction;
            }
        }
        // The loop and isolation rules see the whole forest, so a change far away can remove an
        // orientation here: sweep every open cell once more, and stop when a sweep changes nothing.
        // (The border and neighbour rules alone are local: the queue has done all they can.)
        if (!m_loopRule)
            return Outcome::Stable;
        const std::int64_t before = m_changes;
        for (int cell = 0; cell < m_cellCount; ++cell) {
            if (m_settled[idx(cell)])
                continue;
            if (pollCancel())
                return Outcome::Cancelled;
            if (!filter(cell)) {
                m_contradiction = true;
                return Outcome::Contradiction;
            }
        }
        if (m_changes == before && m_queue.empty())
            return Outcome::Stable;
    }
}

void Propagator::setStrongestRule(Rule strongestRule)
{
    m_loopRule = strongestRule >= Rule::Loop;
    m_isolationReach = strongestRule >= Rule::Isolation ? unlimitedReach : 0;
}

void Propagator::restrict(int cell, int rotation)
{
    m_candidates[idx(cell)] &= static_cast<std::uint8_t>(1u << rotation);
    if (m_candidates[idx(cell)] == 0)
        m_contradiction = true;
    m_settled[idx(cell)] = 0;
    enqueue(cell);
}

void Propagator::eliminate(int cell, int rotation, Rule rule)
{
    const std::uint8_t bit = static_cast<std::uint8_t>(1u << rotation);
    if (!(m_candidates[idx(cell)] & bit))
        return;
    m_candidates[idx(cell)] &= static_cast<std::uint8_t>(~bit);
    ++m_deductions;
    reportStep(common::StepEvent::Kind::Eliminate, cell, maskFor(cell, rotation), rule);
    logRemoval(cell, maskFor(cell, rotation), rule);
    if (m_candidates[idx(cell)] == 0) {
        m_contradiction = true;
        return;
    }
    if (isDetermined(cell))
        reportStep(common::StepEvent::Kind::Deduce, cell, determinedMask(cell), rule);
    m_settled[idx(cell)] = 0;
    enqueue(cell);
}

} // namespace pw::noodles
