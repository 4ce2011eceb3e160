#include "core/common/HexGrid.h"

#include <array>
#include <cmath>
#include <cstdlib>

namespace pw::common {

HexAxial hexStep(HexDirection d)
{
    // Flat-topped: N and S change r only; the diagonal sides change q.
    static constexpr std::array<HexAxial, 6> steps {
        {{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}}};
    return steps[static_cast<std::size_t>(d)];
}

HexAxial toAxial(HexOffset cell)
{
    return {cell.col, cell.row - (cell.col - (cell.col & 1)) / 2};
}

HexOffset toOffset(HexAxial cell)
{
    return {cell.q, cell.r + (cell.q - (cell.q & 1)) / 2};
}

int hexDistance(HexAxial a, HexAxial b)
{
    const int dq = a.q - b.q;
    const int dr = a.r - b.r;
    return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

PointF hexToPixel(HexAxial cell, double size)
{
    return {size * 1.5 * cell.q, size * std::sqrt(3.0) * (cell.r + cell.q / 2.0)};
}

HexAxial pixelToHex(PointF point, double size)
{
    const double q = (2.0 / 3.0 * point.x) / size;
    const double r = (-1.0 / 3.0 * point.x + std::sqrt(3.0) / 3.0 * point.y) / size;
    const double s = -q - r;
    double rq = std::round(q);
    double rr = std::round(r);
    const double rs = std::round(s);
    const double dq = std::abs(rq - q);
    const double dr = std::abs(rr - r);
    const double ds = std::abs(rs - s);
    // The coordinate with the largest rounding error is the one to recompute from the others.
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return {static_cast<int>(rq), static_cast<int>(rr)};
}

HexGrid::HexGrid(int width, int height, bool wrap)
    : m_width(width)
    , m_height(height)
    , m_wrap(wrap)
{ }

bool HexGrid::contains(HexOffset cell) const
{
    return cell.col >= 0 && cell.col < m_width && cell.row >= 0 && cell.row < m_height;
}

std::optional<HexOffset> HexGrid::neighbour(HexOffset cell, HexDirection d) const
{
    const HexAxial step = hexStep(d);
    const HexAxial a = toAxial(cell);
    HexOffset next = toOffset({a.q + step.q, a.r + step.r});
    if (m_wrap) {
        // Wrapping the column by an even width keeps its parity, so the offset row stays right.
        next.col = ((next.col % m_width) + m_width) % m_width;
        next.row = ((next.row % m_height) + m_height) % m_height;
        return next;
    }
    if (!contains(next))
        return std::nullopt;
    return next;
}

} // namespace pw::common
