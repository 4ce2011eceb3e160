#pragma once

#include <optional>

namespace pw::common {

// Axial coordinates of a flat-topped hex (q = column axis, r = the other axis).
// See Red Blob Games' hexagon guide, which seed 000 points to.
struct HexAxial
{
    int q = 0;
    int r = 0;
    friend bool operator==(const HexAxial &, const HexAxial &) = default;
};

// Display position of a flat-topped hex in columns, odd columns shifted down half a hex
// ("odd-q" offset layout).
struct HexOffset
{
    int col = 0;
    int row = 0;
    friend bool operator==(const HexOffset &, const HexOffset &) = default;
};

// The six sides of a flat-topped hex, clockwise from the top; bit values N=1, NE=2, SE=4, S=8,
// SW=16, NW=32.
enum class HexDirection { North = 0, NorthEast, SouthEast, South, SouthWest, NorthWest };

constexpr int hexDirectionCount = 6;

constexpr HexDirection opposite(HexDirection d)
{
    return static_cast<HexDirection>((static_cast<int>(d) + 3) % 6);
}

HexAxial hexStep(HexDirection d);
HexAxial toAxial(HexOffset cell);
HexOffset toOffset(HexAxial cell);
int hexDistance(HexAxial a, HexAxial b);

struct PointF
{
    double x = 0;
    double y = 0;
};

// Centre of a flat-topped hex whose corners are `size` from its centre; hex (0,0) at the origin,
// y pointing down as on screen.
PointF hexToPixel(HexAxial cell, double size);
// The hex containing the point (cube rounding).
HexAxial pixelToHex(PointF point, double size);

// A width x height block of hexes in odd-q offset layout, optionally wrapping (a torus; the width
// must then be even so the column shift lines up across the seam).
class HexGrid
{
public:
    HexGrid(int width, int height, bool wrap = false);

    int width() const { return m_width; }
    int height() const { return m_height; }
    bool wraps() const { return m_wrap; }
    int cellCount() const { return m_width * m_height; }

    bool contains(HexOffset cell) const;
    int index(HexOffset cell) const { return cell.row * m_width + cell.col; }
    HexOffset cellAt(int index) const { return {index % m_width, index / m_width}; }

    std::optional<HexOffset> neighbour(HexOffset cell, HexDirection d) const;

private:
    int m_width;
    int m_height;
    bool m_wrap;
};

} // namespace pw::common
