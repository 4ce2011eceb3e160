#include "core/common/UvGrid.h"

#include <array>
#include <cmath>
#include <cstdlib>

namespace pw::common {

UvCell uvNeighbour(UvCell cell, int side)
{
    static constexpr std::array<UvCell, 6> steps {
        {{1, 1}, {1, 0}, {0, -1}, {-1, -1}, {-1, 0}, {0, 1}}};
    const UvCell step = steps[static_cast<std::size_t>(((side % 6) + 6) % 6)];
    return {cell.u + step.u, cell.v + step.v};
}

int uvDistanceFromCentre(UvCell cell)
{
    return (std::abs(cell.u) + std::abs(cell.v) + std::abs(cell.u - cell.v)) / 2;
}

int uvDistance(UvCell a, UvCell b)
{
    return uvDistanceFromCentre({a.u - b.u, a.v - b.v});
}

PointF uvToXy(UvCell cell, double sideLength)
{
    return {1.5 * (cell.u - cell.v) * sideLength,
            -std::sqrt(3.0) / 2.0 * (cell.u + cell.v) * sideLength};
}

UvCell xyToUv(PointF point, double sideLength)
{
    // The uv layout is the flat-topped axial layout with q = u - v and r = -u.
    const HexAxial axial = pixelToHex(point, sideLength);
    return {-axial.r, -axial.r - axial.q};
}

} // namespace pw::common
