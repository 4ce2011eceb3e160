#pragma once

#include "core/kanoodle/CountCache.h"
#include "core/kanoodle/ExactCover.h"
#include "core/kanoodle/Position.h"

#include <memory>
#include <optional>

namespace pw::kanoodle {

// Solves a position as an exact cover: one column per empty cell of the region and one per
// missing piece; one row per placement of a missing piece on empty cells.
// Steps: Place/Remove {subject = piece, value = board placement index, detail = depth}.
class Solver
{
public:
    // order, when given, shuffles the rows (used by the generator for random solutions).
    explicit Solver(const Position &start, const std::vector<int> *rowOrder = nullptr);

    // The next solution (lazy enumeration), or nothing when there are no more or the sink
    // cancelled (see wasCancelled()).
    std::optional<Position> next(common::SolverSink &sink);
    bool wasCancelled() const { return m_cancelled; }

    std::int64_t nodes() const { return m_cover.nodes(); }
    std::int64_t backtracks() const { return m_cover.backtracks(); }

private:
    Position m_start;
    ExactCover m_cover;
    bool m_cancelled = false;
};

struct CountResult
{
    std::int64_t solutions = 0;
    bool complete = true; // false when cancelled or the limit was reached
    std::optional<Position> first;
    std::int64_t nodes = 0;
    std::int64_t backtracks = 0;
};

// Which search runs: dancing links (ExactCover, the one that reports steps), BitboardSearch
// (fixed cell order) or ConstrainedSearch (most constrained cell or piece, on bitboards). All
// give the same solutions. Automatic picks by board, from the benchmark (docs/kanoodle.md): on
// the pyramid, branching on the most constrained choice wins once few pieces are given; on the
// flat board and the sliding regions the fixed order's cheaper nodes win.
enum class Engine { Automatic, DancingLinks, Bitboard, Constrained };

// The first solution (or nothing), with the search counters.
CountResult solveFirst(const Position &position, common::SolverSink &sink,
                       Engine engine = Engine::Automatic);

// Counts solutions, stopping after `limit` when limit > 0. The bitboard engines remember
// finished nodes in `cache` when one is given (kept by the caller across counts of one board).
CountResult countSolutions(const Position &position, common::SolverSink &sink,
                           std::int64_t limit = 0, Engine engine = Engine::Automatic,
                           CountCache *cache = nullptr);

// A missing piece that has no placement at all on the empty cells, or -1: the reason a
// position has no solution, when it is that simple.
int pieceThatCannotFit(const Position &position);

struct Hint
{
    enum class Kind { Place, Solved, NoSolution, Cancelled };
    Kind kind = Kind::NoSolution;
    int placement = -1; // Place: a placement of the (first) solution
    int blockedPiece = -1; // NoSolution: a piece with nowhere to go, or -1
    bool unique = false; // Place: whether the position's solution is unique
};

// One piece of the position's solution (the missing piece with the fewest placements).
Hint hint(const Position &position, common::SolverSink &sink);

} // namespace pw::kanoodle
