#pragma once

#include "core/common/HexGrid.h"

namespace pw::common {

// Seed 002's 120-degree coordinate system: hex centres at integer (u, v); the centre tile is
// (0, 0). Side s of a hex (0 = top, clockwise) leads to the neighbour below.
struct UvCell
{
    int u = 0;
    int v = 0;
    friend bool operator==(const UvCell &, const UvCell &) = default;
};

constexpr int uvSideCount = 6;

// Side 0 (top) -> (u+1, v+1); 1 -> (u+1, v); 2 -> (u, v-1); 3 -> (u-1, v-1); 4 -> (u-1, v);
// 5 -> (u, v+1).
UvCell uvNeighbour(UvCell cell, int side);

// Hex distance from the centre: (|u| + |v| + |u - v|) / 2.
int uvDistanceFromCentre(UvCell cell);
int uvDistance(UvCell a, UvCell b);

// Seed 002's uv -> xy, relative to the centre tile with y pointing down (screen):
// x = 3/2 (u - v) side, y = -sqrt(3)/2 (u + v) side.
PointF uvToXy(UvCell cell, double sideLength);
// The cell whose hex contains the point.
UvCell xyToUv(PointF point, double sideLength);

} // namespace pw::common
