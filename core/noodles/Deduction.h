#pragma once

#include "core/noodles/Rule.h"
#include "core/noodles/Topology.h"

#include <cstdint>
#include <vector>

namespace pw::noodles {

// What the rules know about one side of a tile (shared by its two tiles): the Propagator's side
// table uses these values, indexed cell * directions + side.
enum SideState : std::uint8_t { SideUnknown = 0, SideOpen = 1, SideClosed = 2 };

// Why one orientation of one tile was ruled out, with what on the board shows it:
//   Border     side = a side of `cell` the orientation points off the board through
//   Neighbour  side = the side of `cell` it disagrees on; neighbour = the tile across it;
//              neighbourOpen = that side is known open (the neighbour's arm reaches this tile:
//              the orientation leaves it blank) or closed (a blank side: it points an arm at it)
//   Loop       cells = the tiles of the loop it would close, `cell` first, in order round it
//   Isolation  cells = the tiles of the network it would seal off, `cell` first
//   GuessFailed, GuessExplored, Locked: no evidence on the board (the search found it).
struct Deduction
{
    Rule rule {};
    int cell = -1;
    TileMask removed = 0; // the orientation ruled out
    int side = -1;
    int neighbour = -1;
    bool neighbourOpen = false;
    std::vector<int> cells;

    friend bool operator==(const Deduction &, const Deduction &) = default;
};

// The evidence for ruling out `removed` at `cell` by `rule`, read from the known sides (one
// SideState per cell and side, as the rules had them when they removed it). Open sides join tiles
// into pieces; a loop is the path through them that the orientation would close, an island the
// pieces it would join. Evidence the sides do not show is left empty.
Deduction explainRemoval(const Topology &topology, const std::vector<std::uint8_t> &sides, int cell,
                         TileMask removed, Rule rule);

// The sides the rules know from orientation sets alone (bit r of candidates[cell]: base[cell]
// turned r steps clockwise is still possible): a side is open when every orientation left on
// one of its two tiles opens it, closed when every one leaves it blank (and at the edge of a
// board that does not wrap). A step replay rebuilds the rules' view this way.
std::vector<std::uint8_t> knownSides(const Topology &topology, const std::vector<TileMask> &base,
                                     const std::vector<std::uint8_t> &candidates);

} // namespace pw::noodles
