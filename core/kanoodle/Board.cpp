#include "core/kanoodle/Board.h"

#include "core/kanoodle/PlacementGenerator.h"

#include <QStringList>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <map>
#include <mutex>

namespace pw::kanoodle {

namespace {

// The flat board's rows in base-layer coordinates (docs/kanoodle.md): y -> [first x, last x].
constexpr std::array<std::array<int, 2>, 5> flatRows {
    {{0, 10}, {-1, 9}, {-2, 9}, {-2, 8}, {-2, 8}}};

std::vector<Cell> pyramidCells()
{
    std::vector<Cell> cells;
    for (int z = 0; z <= 5; ++z)
        for (int y = 0; y <= 5; ++y)
            for (int x = 0; x <= 5; ++x)
                if (x + y + z <= 5)
                    cells.push_back(Cell {x, y, z});
    return cells;
}

std::vector<Cell> flatCells()
{
    std::vector<Cell> cells;
    for (int y = 0; y < 5; ++y)
        for (int x = flatRows[static_cast<std::size_t>(y)][0];
             x <= flatRows[static_cast<std::size_t>(y)][1]; ++x)
            cells.push_back(Cell {x, y, 0});
    return cells;
}

double drawXOf(const Cell &cell)
{
    return cell.x + cell.y / 2.0;
}

// Region "drawn at x <= t" for t = 3 + k/2: the sizes and widths, computed once.
struct SlidingRegions
{
    std::vector<int> sizes;
    std::vector<double> widths;
};

const SlidingRegions &slidingRegions()
{
    static const SlidingRegions regions = [] {
        SlidingRegions result;
        const std::vector<Cell> cells = flatCells();
        for (int k = 0;; ++k) {
            const double t = 3.0 + k / 2.0;
            const auto size = std::count_if(cells.begin(), cells.end(),
                                            [t](const Cell &c) { return drawXOf(c) <= t; });
            if (size >= stateLength)
                break;
            result.sizes.push_back(static_cast<int>(size));
            result.widths.push_back(t);
        }
        return result;
    }();
    return regions;
}

} // namespace

int popCount(CellMask mask)
{
    return std::popcount(mask);
}

void Board::setCells(std::vector<Cell> cells)
{
    m_cells = std::move(cells);
    int minX = 0, maxX = 0, minY = 0, maxY = 0, maxZ = 0;
    for (const Cell &c : m_cells) {
        minX = std::min(minX, c.x);
        maxX = std::max(maxX, c.x);
        minY = std::min(minY, c.y);
        maxY = std::max(maxY, c.y);
        maxZ = std::max(maxZ, c.z);
    }
    m_minX = minX;
    m_minY = minY;
    m_spanX = maxX - minX + 1;
    m_spanY = maxY - minY + 1;
    m_spanZ = maxZ + 1;
    m_lookup.assign(static_cast<std::size_t>(m_spanX * m_spanY * m_spanZ), -1);
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        const Cell &c = m_cells[i];
        m_lookup[static_cast<std::size_t>(((c.z * m_spanY) + c.y - m_minY) * m_spanX + c.x
                                          - m_minX)]
            = static_cast<int>(i);
    }
    // In-layer neighbours of the triangular lattice, plus for stacked layers the three balls
    // below (x, y), (x+1, y), (x, y+1) and the three above (x, y), (x-1, y), (x, y-1).
    static constexpr int deltas[12][3]
        = {{1, 0, 0},  {-1, 0, 0}, {0, 1, 0},  {0, -1, 0}, {1, -1, 0}, {-1, 1, 0},
           {0, 0, -1}, {1, 0, -1}, {0, 1, -1}, {0, 0, 1},  {-1, 0, 1}, {0, -1, 1}};
    m_neighbours.assign(m_cells.size(), 0);
    for (std::size_t i = 0; i < m_cells.size(); ++i) {
        const Cell &c = m_cells[i];
        for (const auto &d : deltas) {
            const int x = c.x + d[0] - m_minX;
            const int y = c.y + d[1] - m_minY;
            const int z = c.z + d[2];
            if (x < 0 || x >= m_spanX || y < 0 || y >= m_spanY || z < 0 || z >= m_spanZ)
                continue;
            const int j = m_lookup[static_cast<std::size_t>((z * m_spanY + y) * m_spanX + x)];
            if (j >= 0)
                m_neighbours[i] |= CellMask {1} << j;
        }
    }
}

int Board::cellIndex(int x, int y, int z) const
{
    const int ix = x - m_minX;
    const int iy = y - m_minY;
    if (ix < 0 || ix >= m_spanX || iy < 0 || iy >= m_spanY || z < 0 || z >= m_spanZ)
        return -1;
    const int index = m_lookup[static_cast<std::size_t>((z * m_spanY + iy) * m_spanX + ix)];
    return (index >= 0 && inRegion(index)) ? index : -1;
}

int Board::regionSize() const
{
    return popCount(m_region);
}

void Board::indexPlacements(std::vector<Placement> placements)
{
    m_placements = std::move(placements);
    m_byPiece.assign(pieceCount, {});
    for (std::size_t i = 0; i < m_placements.size(); ++i)
        m_byPiece[static_cast<std::size_t>(m_placements[i].piece)].push_back(static_cast<int>(i));
}

std::optional<int> Board::findPlacement(int piece, CellMask cells) const
{
    if (piece < 0 || piece >= pieceCount)
        return std::nullopt;
    // Placements of one piece are sorted by mask (PlacementGenerator), so this is a binary search.
    const std::vector<int> &indices = placementsOfPiece(piece);
    const auto it
        = std::lower_bound(indices.begin(), indices.end(), cells, [this](int i, CellMask m) {
              return m_placements[static_cast<std::size_t>(i)].cells < m;
          });
    if (it != indices.end() && m_placements[static_cast<std::size_t>(*it)].cells == cells)
        return *it;
    return std::nullopt;
}

void Board::addSymmetry(const std::vector<int> &permutation)
{
    // Kept only if it maps the region and every placement onto a placement.
    for (int i = 0; i < stateLength; ++i) {
        if (inRegion(i) != inRegion(permutation[static_cast<std::size_t>(i)]))
            return;
    }
    for (const Placement &p : m_placements) {
        CellMask image = 0;
        for (CellMask m = p.cells; m; m &= m - 1)
            image |= CellMask {1} << permutation[static_cast<std::size_t>(std::countr_zero(m))];
        if (!findPlacement(p.piece, image))
            return;
    }
    m_symmetries.push_back(permutation);
}

std::shared_ptr<const Board> Board::pyramid()
{
    static const std::shared_ptr<const Board> board = [] {
        auto b = std::shared_ptr<Board>(new Board);
        b->m_kind = BoardKind::Pyramid;
        b->setCells(pyramidCells());
        b->m_region = ~CellMask {0} >> (64 - stateLength);
        b->m_pieceSet = (1U << pieceCount) - 1;
        b->indexPlacements(pyramidPlacements(
            b->m_cells, [&b](int x, int y, int z) { return b->cellIndex(x, y, z); }));
        // The 24 symmetries of the tetrahedron permute the four barycentric coordinates
        // (x, y, z, 5 - x - y - z).
        std::array<int, 4> order {0, 1, 2, 3};
        do {
            std::vector<int> permutation(stateLength);
            for (int i = 0; i < stateLength; ++i) {
                const Cell &c = b->m_cells[static_cast<std::size_t>(i)];
                const std::array<int, 4> bary {c.x, c.y, c.z, 5 - c.x - c.y - c.z};
                permutation[static_cast<std::size_t>(i)]
                    = b->cellIndex(bary[static_cast<std::size_t>(order[0])],
                                   bary[static_cast<std::size_t>(order[1])],
                                   bary[static_cast<std::size_t>(order[2])]);
            }
            b->addSymmetry(permutation);
        } while (std::next_permutation(order.begin(), order.end()));
        return std::shared_ptr<const Board>(b);
    }();
    return board;
}

namespace {

// The flat board's mirror in its long axis: rows y and 4 - y swap, drawn x stays.
std::vector<int> flatMirror(const Board &board)
{
    std::vector<int> permutation(stateLength);
    for (int i = 0; i < stateLength; ++i) {
        const Cell &c = board.cell(i);
        permutation[static_cast<std::size_t>(i)] = -1;
        // Look the image up on the whole board, region or not; addSymmetry checks the region.
        const int y = 4 - c.y;
        const int x = c.x + c.y - 2;
        for (int j = 0; j < stateLength; ++j) {
            if (board.cell(j) == Cell {x, y, 0})
                permutation[static_cast<std::size_t>(i)] = j;
        }
    }
    return permutation;
}

} // namespace

std::shared_ptr<const Board> Board::flat()
{
    static const std::shared_ptr<const Board> board = [] {
        auto b = std::shared_ptr<Board>(new Board);
        b->m_kind = BoardKind::Flat;
        b->setCells(flatCells());
        b->m_region = ~CellMask {0} >> (64 - stateLength);
        b->m_pieceSet = (1U << pieceCount) - 1;
        b->indexPlacements(flatPlacements(
            b->m_cells, [&b](int x, int y, int z) { return b->cellIndex(x, y, z); }));
        std::vector<int> identity(stateLength);
        for (int i = 0; i < stateLength; ++i)
            identity[static_cast<std::size_t>(i)] = i;
        b->addSymmetry(identity);
        b->addSymmetry(flatMirror(*b));
        return std::shared_ptr<const Board>(b);
    }();
    return board;
}

const std::vector<int> &Board::slidingRegionSizes()
{
    return slidingRegions().sizes;
}

std::shared_ptr<const Board> Board::sliding(int regionCells, std::uint16_t pieceSet)
{
    const SlidingRegions &regions = slidingRegions();
    const auto it = std::find(regions.sizes.begin(), regions.sizes.end(), regionCells);
    if (it == regions.sizes.end() || (pieceSet >> pieceCount) != 0)
        return nullptr;
    const double t = regions.widths[static_cast<std::size_t>(it - regions.sizes.begin())];

    // Regions and piece sets repeat (a series, a UI replaying one), so boards are cached.
    static std::mutex mutex;
    static std::map<std::pair<int, int>, std::shared_ptr<const Board>> cache;
    const std::lock_guard lock(mutex);
    auto &cached = cache[{regionCells, pieceSet}];
    if (cached)
        return cached;

    const BoardPtr full = flat();
    auto b = std::shared_ptr<Board>(new Board);
    b->m_kind = BoardKind::Sliding;
    b->m_slidingWidth = t;
    b->setCells(flatCells());
    b->m_pieceSet = pieceSet;
    for (int i = 0; i < stateLength; ++i) {
        if (drawXOf(b->m_cells[static_cast<std::size_t>(i)]) <= t)
            b->m_region |= CellMask {1} << i;
    }
    std::vector<Placement> inside;
    for (const Placement &p : full->placements()) {
        if (((pieceSet >> p.piece) & 1U) && (p.cells & ~b->m_region) == 0)
            inside.push_back(p);
    }
    b->indexPlacements(std::move(inside));
    for (const auto &symmetry : full->symmetries())
        b->addSymmetry(symmetry);
    cached = b;
    return cached;
}

QString Board::cellName(int index) const
{
    const Cell &c = cell(index);
    if (m_kind == BoardKind::Pyramid)
        return QStringLiteral("[%1,%2,%3]").arg(c.x).arg(c.y).arg(c.z);
    return QStringLiteral("(%1,%2)").arg(c.x).arg(c.y);
}

QString Board::cellNames(CellMask cells) const
{
    QStringList names;
    for (CellMask m = cells; m; m &= m - 1)
        names << cellName(std::countr_zero(m));
    return names.join(QLatin1Char(' '));
}

double Board::drawX(int index) const
{
    return drawXOf(cell(index));
}

double Board::drawY(int index) const
{
    return cell(index).y * std::sqrt(3.0) / 2.0;
}

} // namespace pw::kanoodle
