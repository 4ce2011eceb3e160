#include "core/noodles/FewestTurns.h"

#include "core/noodles/Impossibility.h"
#include "core/noodles/Propagator.h"

#include <algorithm>
#include <array>
#include <bit>

namespace pw::noodles {

int turnsToSolve(const Board &start, const std::vector<TileMask> &solution)
{
    int total = 0;
    for (int cell = 0; cell < start.cellCount(); ++cell) {
        const int turns = turnsBetween(start.tile(cell), solution[static_cast<std::size_t>(cell)],
                                       start.directions());
        if (turns < 0)
            return -1;
        total += turns;
    }
    return total;
}

namespace {

// Depth-first branch and bound: each node is a copy of the propagator with one more guess.
class TurnSearch
{
public:
    TurnSearch(const Board &start, common::SolverSink &sink, std::int64_t guessLimit)
        : m_sink(sink)
        , m_guessLimit(guessLimit)
        , m_costs(static_cast<std::size_t>(start.cellCount()))
    {
        // The propagator's orientation r of a tile is its start mask turned r steps clockwise.
        const int directions = start.directions();
        for (int cell = 0; cell < start.cellCount(); ++cell) {
            const TileMask mask = start.tile(cell);
            for (int r = 0; r < rotationPeriod(mask, directions); ++r) {
                m_costs[static_cast<std::size_t>(cell)][static_cast<std::size_t>(r)]
                    = static_cast<std::uint8_t>(
                        turnsBetween(mask, rotateMask(mask, r, directions), directions));
            }
        }
    }

    void run(Propagator state)
    {
        const Propagator::Outcome outcome = state.propagate();
        if (outcome == Propagator::Outcome::Cancelled)
            m_stopped = true;
        if (outcome != Propagator::Outcome::Stable || m_stopped)
            return;
        const int bound = lowerBound(state);
        if (m_result.turns >= 0 && bound >= m_result.turns)
            return;
        const int cell = state.branchCell();
        if (cell < 0) {
            if (state.isSingleNetwork()) {
                m_result.turns = bound; // every tile has one orientation: the bound is exact
                m_result.solution = state.masks();
            }
            return;
        }
        if (m_result.guesses >= m_guessLimit || m_sink.isCancelled()) {
            m_stopped = true;
            return;
        }
        ++m_result.guesses;
        // The cheapest orientations first, so the first solution found is already a good one.
        std::array<int, 6> order {};
        int count = 0;
        for (unsigned bits = state.candidates(cell); bits; bits &= bits - 1)
            order[static_cast<std::size_t>(count++)] = std::countr_zero(bits);
        const auto &costs = m_costs[static_cast<std::size_t>(cell)];
        std::stable_sort(order.begin(), order.begin() + count, [&](int a, int b) {
            return costs[static_cast<std::size_t>(a)] < costs[static_cast<std::size_t>(b)];
        });
        for (int i = 0; i < count && !m_stopped; ++i) {
            Propagator guess = state;
            guess.restrict(cell, order[static_cast<std::size_t>(i)]);
            run(std::move(guess));
        }
    }

    FewestTurns result()
    {
        m_result.proven = !m_stopped && m_result.turns >= 0;
        return std::move(m_result);
    }

private:
    int lowerBound(const Propagator &state) const
    {
        int bound = 0;
        for (int cell = 0; cell < state.cellCount(); ++cell) {
            const auto &costs = m_costs[static_cast<std::size_t>(cell)];
            int cheapest = 99;
            for (unsigned bits = state.candidates(cell); bits; bits &= bits - 1)
                cheapest = std::min<int>(cheapest,
                                         costs[static_cast<std::size_t>(std::countr_zero(bits))]);
            bound += cheapest;
        }
        return bound;
    }

    common::SolverSink &m_sink;
    std::int64_t m_guessLimit;
    std::vector<std::array<std::uint8_t, 6>> m_costs;
    bool m_stopped = false;
    FewestTurns m_result;
};

} // namespace

FewestTurns fewestTurns(const Board &start, common::SolverSink &sink, std::int64_t guessLimit)
{
    if (findImpossibility(start, false))
        return FewestTurns {-1, true, {}, 0};
    TurnSearch search(start, sink, guessLimit);
    search.run(Propagator(start, false, &sink));
    return search.result();
}

} // namespace pw::noodles
