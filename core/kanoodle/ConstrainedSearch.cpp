#include "core/kanoodle/ConstrainedSearch.h"

#include <algorithm>
#include <bit>

namespace pw::kanoodle {

namespace {
// Levels whose branch positions make up the progress estimate.
constexpr int progressDepth = 6;
} // namespace

ConstrainedSearch::ConstrainedSearch(const Position &start, CountCache *cache)
    : m_start(start)
    , m_region(start.board().region())
    , m_cache(cache ? cache : &m_ownCache)
{
    const Board &board = start.board();
    m_levels.resize(pieceCount + 1);
    Level &root = m_levels[0];
    for (std::size_t i = 0; i < board.placements().size(); ++i) {
        const int index = static_cast<int>(i);
        const Placement &p = board.placements()[i];
        if (!((start.missingPieces() >> p.piece) & 1U) || !start.canPlace(index))
            continue;
        root.moves.push_back(
            Move {p.cells, static_cast<std::int16_t>(p.piece), static_cast<std::int16_t>(index)});
        addCover(root, root.moves.back());
    }
    for (Level &level : m_levels)
        level.moves.reserve(root.moves.size());
}

void ConstrainedSearch::addCover(Level &level, const Move &move)
{
    // A bit-sliced counter per cell, saturating at coverLevels.
    for (int k = coverLevels - 1; k > 0; --k)
        level.coveredAtLeast[k] |= level.coveredAtLeast[k - 1] & move.cells;
    level.coveredAtLeast[0] |= move.cells;
    ++level.perPiece[move.piece];
}

void ConstrainedSearch::keepFitting(const Level &from, const Move &placed, Level &to) const
{
    to.moves.clear();
    std::fill(std::begin(to.coveredAtLeast), std::end(to.coveredAtLeast), 0);
    std::fill(std::begin(to.perPiece), std::end(to.perPiece), 0);
    for (const Move &move : from.moves) {
        if ((move.cells & placed.cells) || move.piece == placed.piece)
            continue;
        to.moves.push_back(move);
        addCover(to, move);
    }
}

std::int64_t ConstrainedSearch::search(int depth, CellMask filled, std::uint16_t used)
{
    const CellMask empty = m_region & ~filled;
    if (empty == 0) {
        if (!m_firstSolution)
            m_firstSolution.emplace(m_path, m_path + depth);
        ++m_solutions;
        if (m_limit > 0 && m_solutions >= m_limit)
            m_stop = true;
        return 1;
    }
    if (const auto known = m_cache->find(filled, used)) {
        // Only finished nodes are stored, and the first solution of each was found the first
        // time round, so a remembered count adds solutions already recorded once.
        m_solutions += *known;
        if (m_limit > 0 && m_solutions >= m_limit)
            m_stop = true;
        return *known;
    }
    if ((++m_nodes & 1023) == 0) {
        if (m_sink->isCancelled()) {
            m_stop = true;
            m_cancelled = true;
            return 0;
        }
        m_cache->fitTo(m_nodes);
        reportProgress(depth);
    }

    Level &level = m_levels[static_cast<std::size_t>(depth)];
    std::int64_t found = 0;
    // A cell no placement covers, or a missing piece with nowhere to go: a dead end.
    bool dead = (level.coveredAtLeast[0] & empty) != empty;
    int bestPiece = -1;
    int bestPieceCount = 1 << 30;
    for (int piece = 0; piece < pieceCount && !dead; ++piece) {
        if ((used >> piece) & 1U)
            continue;
        const int count = level.perPiece[piece];
        if (count == 0)
            dead = true;
        else if (count < bestPieceCount) {
            bestPieceCount = count;
            bestPiece = piece;
        }
    }
    if (!dead) {
        // The most constrained choice: the cell covered by the fewest placements, or the piece
        // with the fewest when that is no more (cells past coverLevels count as many).
        CellMask cells = empty;
        int cellCount = coverLevels + 1;
        for (int k = 1; k < coverLevels; ++k) {
            if (const CellMask fewer = empty & ~level.coveredAtLeast[k]) {
                cells = fewer;
                cellCount = k;
                break;
            }
        }
        const bool byPiece = bestPieceCount <= cellCount;
        const CellMask cell = cells & (~cells + 1);
        if (depth < progressDepth) {
            // Only the first levels feed the progress estimate; deeper ones skip the count.
            m_branchCount[depth] = byPiece
                ? bestPieceCount
                : static_cast<int>(std::count_if(level.moves.begin(), level.moves.end(),
                                                 [&](const Move &m) { return m.cells & cell; }));
        }
        Level &next = m_levels[static_cast<std::size_t>(depth) + 1];
        int index = 0;
        for (const Move &move : level.moves) {
            if (byPiece ? move.piece != bestPiece : !(move.cells & cell))
                continue;
            if (depth < progressDepth)
                m_branchIndex[depth] = index++;
            keepFitting(level, move, next);
            m_path[depth] = move.placement;
            found += search(depth + 1, filled | move.cells,
                            static_cast<std::uint16_t>(used | (1U << move.piece)));
            if (m_stop)
                return found;
        }
    }
    m_cache->store(filled, used, found);
    return found;
}

void ConstrainedSearch::reportProgress(int depth)
{
    const auto now = std::chrono::steady_clock::now();
    if (now - m_lastProgress < std::chrono::milliseconds(250))
        return;
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
}

std::int64_t ConstrainedSearch::count(common::SolverSink &sink, std::int64_t limit, bool *complete)
{
    m_sink = &sink;
    m_nodes = 0;
    m_solutions = 0;
    m_limit = limit;
    m_stop = false;
    m_cancelled = false;
    m_firstSolution.reset();
    m_lastProgress = std::chrono::steady_clock::now();
    search(0, m_start.filled() | ~m_region, m_start.placedPieces() | ~m_start.board().pieceSet());
    if (complete)
        *complete = !m_cancelled && !(limit > 0 && m_solutions >= limit);
    return m_solutions;
}

std::optional<Position> ConstrainedSearch::firstSolution() const
{
    if (!m_firstSolution)
        return std::nullopt;
    Position solution = m_start;
    for (const int placement : *m_firstSolution)
        solution.place(placement);
    return solution;
}

} // namespace pw::kanoodle
