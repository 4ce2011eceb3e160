#include "core/kanoodle/ConstrainedSearch.h"

#include <algorithm>
#include <bit>

namespace pw::kanoodle {

ConstrainedSearch::ConstrainedSearch(const Position &start, CountCache *cache)
    : TilingSearch(start, cache)
    , m_region(start.board().region())
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

void ConstrainedSearch::searchFromStart()
{
    // Cells outside the region count as filled; pieces not in the set, or placed, as used.
    search(0, m_start.filled() | ~m_region, static_cast<std::uint16_t>(~m_start.missingPieces()));
}

std::int64_t ConstrainedSearch::search(int depth, CellMask filled, std::uint16_t used)
{
    const CellMask empty = m_region & ~filled;
    if (empty == 0)
        return solved(depth);
    if (const auto known = recall(filled, used))
        return *known;
    if (!enterNode(depth))
        return 0;

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
    remember(filled, used, found);
    return found;
}

} // namespace pw::kanoodle
