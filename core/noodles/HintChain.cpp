#include "core/noodles/HintChain.h"

#include "core/common/SolverSink.h"

#include <algorithm>
#include <bit>

namespace pw::noodles {

namespace {

std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

} // namespace

// The pieces joined by the open sides known at the start of a round, as the Propagator keeps
// them: a class per piece, its size and its loose ends (arms that still have to meet one).
struct HintChainSearch::Forest
{
    std::vector<int> parent, size, loose;

    int find(int cell) const
    {
        while (parent[idx(cell)] != cell)
            cell = parent[idx(cell)];
        return cell;
    }

    Forest(const Board &board, const std::vector<Side> &sides)
        : parent(idx(board.cellCount()))
        , size(idx(board.cellCount()), 1)
        , loose(idx(board.cellCount()))
    {
        const int directions = board.directions();
        for (int cell = 0; cell < board.cellCount(); ++cell) {
            parent[idx(cell)] = cell;
            loose[idx(cell)] = tileDegree(board.tile(cell));
        }
        for (int cell = 0; cell < board.cellCount(); ++cell) {
            for (int d = 0; d < directions; ++d) {
                const int next = board.topology().neighbour(cell, d);
                if (next < cell || sides[idx(cell * directions + d)].state != SideOpen)
                    continue; // each side once, from its lower tile
                const int a = find(cell);
                const int b = find(next);
                if (a == b) {
                    loose[idx(a)] -= 2; // a loop: the board is contradictory anyway
                    continue;
                }
                parent[idx(b)] = a;
                size[idx(a)] += size[idx(b)];
                loose[idx(a)] += loose[idx(b)] - 2;
            }
        }
        // Flatten, so find() is quick for the whole round.
        for (int cell = 0; cell < board.cellCount(); ++cell)
            parent[idx(cell)] = find(cell);
    }
};

// What every tile of a round is judged against: the sides known when it began (with their
// provenance, and as bare states for explainRemoval) and the pieces they join.
struct HintChainSearch::Round
{
    std::vector<Side> sides;
    std::vector<std::uint8_t> states;
    Forest forest;

    static std::vector<std::uint8_t> statesOf(const std::vector<Side> &sides)
    {
        std::vector<std::uint8_t> states(sides.size());
        for (std::size_t i = 0; i < sides.size(); ++i)
            states[i] = sides[i].state;
        return states;
    }
    Round(const Board &board, const std::vector<Side> &known)
        : sides(known)
        , states(statesOf(known))
        , forest(board, known)
    { }
};

HintChainSearch::HintChainSearch(const Board &board, bool useLocks)
    : m_board(board)
    , m_directions(board.directions())
    , m_candidates(idx(board.cellCount()))
    , m_sides(idx(board.cellCount() * board.directions()))
    , m_removals(idx(board.cellCount()))
    , m_premises(idx(board.cellCount()))
    , m_fixedAt(idx(board.cellCount()), -1)
{
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        const int period = rotationPeriod(board.tile(cell), m_directions);
        m_candidates[idx(cell)] = static_cast<std::uint8_t>((1u << period) - 1u);
        for (int d = 0; d < m_directions; ++d) {
            if (board.topology().neighbour(cell, d) < 0)
                m_sides[idx(cell * m_directions + d)] = {SideClosed, -1, -1}; // a wall
        }
    }
    m_contradiction = !knowLockedAndFixed(useLocks);
}

void HintChainSearch::markKnown(int cell, int d, bool open, int source, int step)
{
    const int next = m_board.topology().neighbour(cell, d);
    const Side side {static_cast<std::uint8_t>(open ? SideOpen : SideClosed), source, step};
    m_sides[idx(cell * m_directions + d)] = side;
    if (next >= 0)
        m_sides[idx(next * m_directions + m_board.topology().opposite(d))] = side;
}

bool HintChainSearch::knowLockedAndFixed(bool useLocks)
{
    // A locked tile and a tile that looks the same every way round (a cross) show all their
    // sides: facts the player sees without any step.
    for (int cell = 0; cell < m_board.cellCount(); ++cell) {
        const bool locked = useLocks && m_board.isLocked(cell);
        if (!locked && m_candidates[idx(cell)] != 1)
            continue;
        m_candidates[idx(cell)] = 1;
        const TileMask mask = m_board.tile(cell);
        for (int d = 0; d < m_directions; ++d) {
            const bool open = ((mask >> d) & 1u) != 0;
            const Side &known = m_sides[idx(cell * m_directions + d)];
            if (known.state != SideUnknown) {
                if ((known.state == SideOpen) != open)
                    return false; // into a wall, or two locks disagree
                continue;
            }
            markKnown(cell, d, open, cell, -1);
        }
    }
    return true;
}

Rule HintChainSearch::check(int cell, TileMask mask, const std::vector<Side> &sides,
                            const Forest &forest) const
{
    const Topology &topology = m_board.topology();
    int roots[8];
    int rootCount = 0;
    roots[rootCount++] = forest.find(cell);
    int loose = forest.loose[idx(roots[0])];
    int size = forest.size[idx(roots[0])];
    int opened = 0;
    for (int d = 0; d < m_directions; ++d) {
        const bool wanted = ((mask >> d) & 1u) != 0;
        if (topology.neighbour(cell, d) < 0) {
            if (wanted)
                return Rule::Border;
            continue;
        }
        const std::uint8_t state = sides[idx(cell * m_directions + d)].state;
        if ((state == SideOpen && !wanted) || (state == SideClosed && wanted))
            return Rule::Neighbour;
    }
    for (int d = 0; d < m_directions; ++d) {
        if (!((mask >> d) & 1u) || sides[idx(cell * m_directions + d)].state != SideUnknown)
            continue;
        const int root = forest.find(topology.neighbour(cell, d));
        if (std::find(roots, roots + rootCount, root) != roots + rootCount)
            return Rule::Loop;
        roots[rootCount++] = root;
        loose += forest.loose[idx(root)];
        size += forest.size[idx(root)];
        ++opened;
    }
    if (loose - 2 * opened <= 0 && size < m_board.cellCount())
        return Rule::Isolation;
    return Rule {};
}

void HintChainSearch::addPremises(int cell, const Deduction &why, const std::vector<Side> &sides)
{
    std::vector<Premise> &premises = m_premises[idx(cell)];
    const auto add = [&](int at, int d) {
        const Premise premise {at, d, sides[idx(at * m_directions + d)].source};
        if (std::find(premises.begin(), premises.end(), premise) == premises.end())
            premises.push_back(premise);
    };
    if (why.rule == Rule::Border || why.rule == Rule::Neighbour) {
        add(cell, why.side);
        return;
    }
    // A loop or an island: every open side joining its tiles (their shapes the player sees).
    const Topology &topology = m_board.topology();
    for (const int at : why.cells) {
        for (int d = 0; d < m_directions; ++d) {
            const int next = topology.neighbour(at, d);
            if (next > at && sides[idx(at * m_directions + d)].state == SideOpen
                && std::find(why.cells.begin(), why.cells.end(), next) != why.cells.end())
                add(at, d);
        }
    }
}

bool HintChainSearch::roundFor(int cell, const Round &round, std::vector<Learnt> &learnt)
{
    const std::vector<Side> &sides = round.sides;
    const std::uint8_t before = m_candidates[idx(cell)];
    std::uint8_t keep = 0;
    for (unsigned bits = before; bits; bits &= bits - 1) {
        const int rotation = std::countr_zero(bits);
        const TileMask mask = rotateMask(m_board.tile(cell), rotation, m_directions);
        const Rule why = check(cell, mask, sides, round.forest);
        if (why == Rule {}) {
            keep |= static_cast<std::uint8_t>(1u << rotation);
            continue;
        }
        const Deduction deduction
            = explainRemoval(m_board.topology(), round.states, cell, mask, why);
        addPremises(cell, deduction, sides);
        m_removals[idx(cell)].push_back(deduction);
    }
    if (keep == 0)
        return false;
    if (keep == before)
        return true;
    m_candidates[idx(cell)] = keep;
    unsigned all = fullMask(m_board.kind());
    unsigned any = 0;
    for (unsigned bits = keep; bits; bits &= bits - 1) {
        const TileMask mask = rotateMask(m_board.tile(cell), std::countr_zero(bits), m_directions);
        all &= mask;
        any |= mask;
    }
    const bool fixed = std::has_single_bit(static_cast<unsigned>(keep));
    HintStep step {cell,
                   keep,
                   fixed ? static_cast<TileMask>(all) : TileMask(0),
                   {},
                   m_removals[idx(cell)],
                   m_premises[idx(cell)]};
    for (int d = 0; d < m_directions; ++d) {
        if (sides[idx(cell * m_directions + d)].state != SideUnknown)
            continue;
        if (((all >> d) & 1u) || !((any >> d) & 1u))
            step.known.emplace_back(d, ((all >> d) & 1u) != 0);
    }
    if (!fixed && step.known.empty())
        return true; // narrowed, but nothing the next round could use yet
    const int index = static_cast<int>(m_steps.size());
    for (const auto &[d, open] : step.known)
        learnt.push_back({index, d, open});
    if (fixed && m_fixedAt[idx(cell)] < 0)
        m_fixedAt[idx(cell)] = index;
    m_steps.push_back(std::move(step));
    return true;
}

bool HintChainSearch::runRound(bool &changed)
{
    // Every tile judged against the same sides: what a round learns counts from the next.
    const Round round(m_board, m_sides);
    std::vector<Learnt> learnt;
    const std::vector<std::uint8_t> before = m_candidates;
    for (int cell = 0; cell < m_board.cellCount() && !m_contradiction; ++cell) {
        if (!std::has_single_bit(static_cast<unsigned>(m_candidates[idx(cell)])))
            m_contradiction = !roundFor(cell, round, learnt);
    }
    for (const Learnt &fact : learnt) {
        if (m_contradiction)
            break;
        const int cell = m_steps[idx(fact.step)].cell;
        const Side &now = m_sides[idx(cell * m_directions + fact.side)];
        if (now.state == SideUnknown)
            markKnown(cell, fact.side, fact.open, cell, fact.step);
        else
            m_contradiction = (now.state == SideOpen) != fact.open; // two tiles disagree
    }
    changed = m_candidates != before;
    return !m_contradiction;
}

bool HintChainSearch::run(common::SolverSink *sink)
{
    if (m_contradiction)
        return false;
    for (;;) {
        if (sink && sink->isCancelled()) {
            m_cancelled = true;
            return false;
        }
        bool changed = false;
        if (!runRound(changed))
            return false;
        if (!changed)
            return true;
    }
}

bool HintChainSearch::runUntilHint(common::SolverSink *sink)
{
    if (m_contradiction)
        return false;
    int shortestWrong = -1; // the shortest chain to a wrongly turned tile found so far
    for (int rounds = 1;; ++rounds) {
        if (sink && sink->isCancelled()) {
            m_cancelled = true;
            return false;
        }
        const std::size_t stepsBefore = m_steps.size();
        bool changed = false;
        if (!runRound(changed))
            return false;
        if (!changed)
            return true;
        // chainedHint takes a wrongly turned tile before any other (when it asks for wrong ones
        // only, nothing else), so only a wrong one settles the hint.
        for (std::size_t i = stepsBefore; i < m_steps.size(); ++i) {
            const HintStep &step = m_steps[i];
            if (!step.fixesTile() || m_board.isLocked(step.cell)
                || step.mask == m_board.tile(step.cell))
                continue;
            const int length = chainLength(static_cast<int>(i));
            if (shortestWrong < 0 || length < shortestWrong)
                shortestWrong = length;
        }
        if (shortestWrong >= 0 && shortestWrong <= rounds)
            return true;
    }
}

std::vector<int> HintChainSearch::neededSteps(int last) const
{
    if (m_neededMark.size() < m_steps.size())
        m_neededMark.resize(m_steps.size(), 0);
    if (++m_neededStamp == 0) { // wrapped round: old marks could look new
        std::fill(m_neededMark.begin(), m_neededMark.end(), 0);
        m_neededStamp = 1;
    }
    std::vector<int> order {last};
    m_neededMark[idx(last)] = m_neededStamp;
    for (std::size_t head = 0; head < order.size(); ++head) {
        const HintStep &step = m_steps[idx(order[head])];
        for (const Premise &premise : step.premises) {
            const int from = m_sides[idx(premise.cell * m_directions + premise.side)].step;
            if (from >= 0 && m_neededMark[idx(from)] != m_neededStamp) {
                m_neededMark[idx(from)] = m_neededStamp;
                order.push_back(from);
            }
        }
    }
    std::sort(order.begin(), order.end()); // in the order they were made
    return order;
}

std::vector<HintStep> HintChainSearch::chainTo(int last) const
{
    std::vector<HintStep> chain;
    for (const int index : neededSteps(last))
        chain.push_back(m_steps[idx(index)]);
    return chain;
}

int HintChainSearch::chainLength(int last) const
{
    return static_cast<int>(neededSteps(last).size());
}

std::optional<ChainedHint> chainedHint(const HintChainSearch &search, const Board &board,
                                       bool wrongOnly)
{
    int best = -1;
    int bestLength = 0;
    bool bestWrong = false;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        const int step = search.fixingStep(cell);
        if (step < 0 || board.isLocked(cell))
            continue;
        const bool wrong = search.steps()[idx(step)].mask != board.tile(cell);
        if (wrongOnly && !wrong)
            continue;
        if (best >= 0 && bestWrong && !wrong)
            continue;
        const int length = search.chainLength(step);
        if (best < 0 || (wrong && !bestWrong) || length < bestLength) {
            best = step;
            bestLength = length;
            bestWrong = wrong;
        }
    }
    if (best < 0)
        return std::nullopt;
    const HintStep &last = search.steps()[idx(best)];
    return ChainedHint {last.cell, last.mask, search.chainTo(best)};
}

} // namespace pw::noodles
