#pragma once

#include "core/common/Expected.h"
#include "core/common/Random.h"
#include "core/common/SolverSink.h"
#include "core/noodles/Board.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <vector>

namespace pw::noodles {

struct GeneratorOptions
{
    GridKind kind = GridKind::Square;
    int width = 7;
    int height = 7;
    bool wrap = false;
    bool unique = true; // false: any random spanning tree (the seed's generator as it is)
    std::uint64_t seed = 0;
    // Net's barrier variant: this share (0 to 100 %) of the sides between two tiles that the
    // solution leaves unjoined become barriers, walls inside the grid. 0: none, and the random
    // numbers drawn are exactly those of a board without them.
    int barrierPercent = 0;
};

inline constexpr int maxBarrierPercent = 100;

// Size limits, hex-wrap parity, and the uniqueness refusal: on a wrapping square board two cells
// wide (or high) both sides across the seam lead to the same neighbour, so a solution mirrored
// across the seam is a second one; such boards are only made with unique = false.
common::Status validateGeneratorOptions(const GeneratorOptions &options);

// Seed 004: grow a random spanning tree from a random cell, each step joining a random cell of
// the tree to a random neighbour outside it, without going past the degree cap (3 on squares,
// 4 on hexes). Cells that cannot grow are dropped from the list; if growth stalls before the
// board is covered (the caps boxed a cell in) the attempt fails and nothing is returned.
std::optional<std::vector<TileMask>> growSpanningTree(const Topology &topology,
                                                      common::Random &random);

// The error a cancelled generation returns (also when it generates several boards).
common::Error generationCancelled();

// A puzzle from (options, seed): the same options give the same puzzle on every machine. In
// unique mode the rules (Propagator) must fix every tile without guessing; where they leave a
// region open, the tree is re-grown there - one edge of the tree swapped for a neighbouring one
// that keeps it a tree within the caps - and checked again; a tree that will not settle is
// replaced. The tiles are then rotated at random, never leaving the board solved. Last come the
// barriers (GeneratorOptions::barrierPercent), on sides the solution does not cross: a barrier
// only takes options away, so the solution stays the one the rules find, and the same seed with
// a higher share gives the same tiles and more barriers (as Net does).
common::Expected<Board> generate(const GeneratorOptions &options,
                                 const common::CancelToken &cancel = {});
// The same, stopping (with an error) when the sink or the predicate says so; polled once per
// check of the rules, i.e. every fraction of a millisecond.
common::Expected<Board> generate(const GeneratorOptions &options, common::SolverSink &sink);
common::Expected<Board> generate(const GeneratorOptions &options,
                                 const std::function<bool()> &isCancelled);

// The last step of generate(), exposed for tests: random rotations, and if that happens to solve
// the board, more turns until it does not.
void scramble(Board &board, common::Random &random);

// The board with `percent` % of the sides between two tiles that `solution` leaves unjoined
// barred (rounded down), chosen by `random`; `board` itself when percent is 0.
Board withBarriers(const Board &board, const std::vector<TileMask> &solution, int percent,
                   common::Random &random);

} // namespace pw::noodles
