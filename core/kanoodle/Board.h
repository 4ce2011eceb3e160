#pragma once

#include "core/kanoodle/Piece.h"

#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace pw::kanoodle {

// The three kinds of Kanoodle Extreme puzzle (seed 001).
enum class BoardKind { Pyramid, Flat, Sliding };

// A ball position. Pyramid: seed 001's [X, Y, Z]. Flat board: base-layer (x, y), z = 0.
struct Cell
{
    int x = 0;
    int y = 0;
    int z = 0;
    friend bool operator==(const Cell &, const Cell &) = default;
};

// One bit per state character; every board has exactly 56 of them.
using CellMask = std::uint64_t;
inline constexpr int stateLength = 56;
// Sliding regions hold 5 to 9 pieces.
inline constexpr int minSlidingPieces = 5;
inline constexpr int maxSlidingPieces = 9;

// Where one piece may lie: the piece and the cells it covers.
struct Placement
{
    int piece = 0;
    CellMask cells = 0;
};

// A board: its 56 cells in state-string order, the cells and pieces in play, and every legal
// placement of every piece in play. Boards are immutable and shared between states and threads.
class Board
{
public:
    static std::shared_ptr<const Board> pyramid();
    static std::shared_ptr<const Board> flat();
    // The sliding-challenge region with regionCells cells (see slidingRegionSizes()) and the
    // pieces in pieceSet (bit p = piece p). Returns nothing when regionCells is not a region size.
    static std::shared_ptr<const Board> sliding(int regionCells, std::uint16_t pieceSet);
    // Sizes of the regions "drawn at x <= t" for t = 3, 3.5, 4, ...: 21, 23, 26, 28, 31, ...
    static const std::vector<int> &slidingRegionSizes();

    BoardKind kind() const { return m_kind; }
    const Cell &cell(int index) const { return m_cells[static_cast<std::size_t>(index)]; }
    // The state index of a cell, or -1 when it is not on the board.
    int cellIndex(int x, int y, int z = 0) const;
    CellMask region() const { return m_region; }
    bool inRegion(int index) const { return (m_region >> index) & 1U; }
    std::uint16_t pieceSet() const { return m_pieceSet; }
    bool hasPiece(int piece) const { return (m_pieceSet >> piece) & 1U; }
    int regionSize() const;
    // Sliding only: the t of "drawn at x <= t".
    double slidingWidth() const { return m_slidingWidth; }

    const std::vector<Placement> &placements() const { return m_placements; }
    const std::vector<int> &placementsOfPiece(int piece) const
    {
        return m_byPiece[static_cast<std::size_t>(piece)];
    }
    // The index of the placement of piece covering exactly cells, or nothing.
    std::optional<int> findPlacement(int piece, CellMask cells) const;

    // Cell permutations (identity first) that map the region and every piece's placement set
    // onto itself: 24 for the pyramid, 2 for the flat board and the sliding regions.
    const std::vector<std::vector<int>> &symmetries() const { return m_symmetries; }

    // Cells touching a cell, region or not (lattice neighbours on the board).
    CellMask neighbours(int index) const { return m_neighbours[static_cast<std::size_t>(index)]; }

    // "[x,y,z]" for the pyramid, "(x,y)" for the 2D boards.
    QString cellName(int index) const;
    QString cellNames(CellMask cells) const;
    // 2D boards: where a cell is drawn, in ball diameters: (x + y/2, y*sqrt(3)/2).
    double drawX(int index) const;
    double drawY(int index) const;

private:
    Board() = default;
    void setCells(std::vector<Cell> cells);
    void indexPlacements(std::vector<Placement> placements);
    void addSymmetry(const std::vector<int> &permutation);

    BoardKind m_kind = BoardKind::Flat;
    std::vector<Cell> m_cells;
    CellMask m_region = 0;
    std::uint16_t m_pieceSet = 0;
    double m_slidingWidth = 0;
    std::vector<Placement> m_placements;
    std::vector<std::vector<int>> m_byPiece;
    std::vector<std::vector<int>> m_symmetries;
    // Bounding-box table from lattice position to state index (-1 outside).
    int m_minX = 0;
    int m_minY = 0;
    int m_spanX = 0;
    int m_spanY = 0;
    int m_spanZ = 0;
    std::vector<int> m_lookup;
    std::vector<CellMask> m_neighbours;
};

using BoardPtr = std::shared_ptr<const Board>;

int popCount(CellMask mask);

} // namespace pw::kanoodle
