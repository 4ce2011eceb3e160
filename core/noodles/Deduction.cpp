#include "core/noodles/Deduction.h"

#include <bit>
#include <deque>

namespace pw::noodles {

namespace {

std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

// Walks the tiles joined by open sides, breadth first from `starts`, calling visit(cell, from)
// for each new one (from = -1 for a start); visit returns true to stop the walk.
template<typename Visit>
void walkOpenSides(const Topology &topology, const std::vector<std::uint8_t> &sides,
                   const std::vector<int> &starts, Visit visit)
{
    const int directions = topology.directions();
    std::vector<std::uint8_t> seen(idx(topology.cellCount()), 0);
    std::deque<int> queue;
    for (const int start : starts) {
        if (seen[idx(start)])
            continue;
        seen[idx(start)] = 1;
        if (visit(start, -1))
            return;
        queue.push_back(start);
    }
    while (!queue.empty()) {
        const int cell = queue.front();
        queue.pop_front();
        for (int d = 0; d < directions; ++d) {
            const int next = topology.neighbour(cell, d);
            if (next < 0 || seen[idx(next)] || sides[idx(cell * directions + d)] != SideOpen)
                continue;
            seen[idx(next)] = 1;
            if (visit(next, cell))
                return;
            queue.push_back(next);
        }
    }
}

// The tiles on the way from `from` to `to` through open sides (both ends included), or nothing
// when they are not joined.
std::vector<int> openPath(const Topology &topology, const std::vector<std::uint8_t> &sides,
                          int from, int to)
{
    std::vector<int> previous(idx(topology.cellCount()), -1);
    bool found = false;
    walkOpenSides(topology, sides, {from}, [&](int cell, int before) {
        previous[idx(cell)] = before;
        found = cell == to;
        return found;
    });
    if (!found)
        return {};
    std::vector<int> path;
    for (int cell = to; cell >= 0; cell = previous[idx(cell)])
        path.insert(path.begin(), cell);
    return path;
}

} // namespace

Deduction explainRemoval(const Topology &topology, const std::vector<std::uint8_t> &sides, int cell,
                         TileMask removed, Rule rule)
{
    Deduction deduction;
    deduction.rule = rule;
    deduction.cell = cell;
    deduction.removed = removed;
    const int directions = topology.directions();
    const auto wanted = [&](int d) { return ((removed >> d) & 1u) != 0; };
    const auto state = [&](int d) { return sides[idx(cell * directions + d)]; };
    // The tiles across the sides this orientation would open that are not open yet.
    std::vector<int> opened;
    for (int d = 0; d < directions; ++d) {
        const int next = topology.neighbour(cell, d);
        if (next >= 0 && wanted(d) && state(d) == SideUnknown)
            opened.push_back(next);
    }
    switch (rule) {
    case Rule::Border:
        for (int d = 0; d < directions && deduction.side < 0; ++d) {
            if (wanted(d) && topology.neighbour(cell, d) < 0)
                deduction.side = d;
        }
        break;
    case Rule::Neighbour:
        for (int d = 0; d < directions && deduction.side < 0; ++d) {
            const int next = topology.neighbour(cell, d);
            if (next < 0)
                continue;
            if ((state(d) == SideOpen && !wanted(d)) || (state(d) == SideClosed && wanted(d))) {
                deduction.side = d;
                deduction.neighbour = next;
                deduction.neighbourOpen = state(d) == SideOpen;
            }
        }
        break;
    case Rule::Loop:
        // Either a side it opens leads back to its own piece, or two sides lead into one piece.
        for (const int next : opened) {
            deduction.cells = openPath(topology, sides, cell, next);
            if (!deduction.cells.empty())
                return deduction;
        }
        for (std::size_t a = 0; a < opened.size(); ++a) {
            for (std::size_t b = a + 1; b < opened.size(); ++b) {
                std::vector<int> path = openPath(topology, sides, opened[a], opened[b]);
                if (!path.empty()) {
                    path.insert(path.begin(), cell);
                    deduction.cells = std::move(path);
                    return deduction;
                }
            }
        }
        break;
    case Rule::Isolation: {
        std::vector<int> starts {cell};
        starts.insert(starts.end(), opened.begin(), opened.end());
        walkOpenSides(topology, sides, starts, [&](int tile, int) {
            deduction.cells.push_back(tile);
            return false;
        });
        break;
    }
    case Rule::Locked:
    case Rule::GuessFailed:
    case Rule::GuessExplored:
        break;
    }
    return deduction;
}

std::vector<std::uint8_t> knownSides(const Topology &topology, const std::vector<TileMask> &base,
                                     const std::vector<std::uint8_t> &candidates)
{
    const int directions = topology.directions();
    std::vector<std::uint8_t> sides(idx(topology.cellCount() * directions), SideUnknown);
    for (int cell = 0; cell < topology.cellCount(); ++cell) {
        unsigned all = (1u << directions) - 1u;
        unsigned any = 0;
        for (unsigned bits = candidates[idx(cell)]; bits; bits &= bits - 1) {
            const TileMask mask = rotateMask(base[idx(cell)], std::countr_zero(bits), directions);
            all &= mask;
            any |= mask;
        }
        if (candidates[idx(cell)] == 0)
            all = 0; // no orientation left: it says nothing
        for (int d = 0; d < directions; ++d) {
            const int next = topology.neighbour(cell, d);
            std::uint8_t &here = sides[idx(cell * directions + d)];
            if (next < 0) {
                here = SideClosed;
                continue;
            }
            if (here != SideUnknown || candidates[idx(cell)] == 0)
                continue; // the tile across already told
            const std::uint8_t known = ((all >> d) & 1u) ? SideOpen
                : !((any >> d) & 1u)                     ? SideClosed
                                                         : SideUnknown;
            if (known == SideUnknown)
                continue;
            here = known;
            sides[idx(next * directions + topology.opposite(d))] = known;
        }
    }
    return sides;
}

} // namespace pw::noodles
