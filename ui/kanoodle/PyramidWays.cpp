#include "ui/kanoodle/PyramidWays.h"

#include "core/kanoodle/PlacementGenerator.h"

#include <set>

namespace pw::ui::kanoodle {

using namespace pw::kanoodle;

int PyramidWay::ballOn(int cell) const
{
    for (int i = 0; i < size; ++i) {
        if (cells[static_cast<std::size_t>(i)] == cell)
            return i;
    }
    return -1;
}

bool PyramidWay::sameShape(int ball, const PyramidWay &other, int otherBall) const
{
    if (piece != other.piece || size != other.size || ball < 0 || otherBall < 0)
        return false;
    const Board &board = *Board::pyramid();
    const Cell a0 = board.cell(cells[static_cast<std::size_t>(ball)]);
    const Cell b0 = board.cell(other.cells[static_cast<std::size_t>(otherBall)]);
    for (int i = 0; i < size; ++i) {
        const Cell a = board.cell(cells[static_cast<std::size_t>(i)]);
        const Cell b = board.cell(other.cells[static_cast<std::size_t>(i)]);
        if (a.x - a0.x != b.x - b0.x || a.y - a0.y != b.y - b0.y || a.z - a0.z != b.z - b0.z)
            return false;
    }
    return true;
}

namespace {

struct WayTable
{
    std::vector<PyramidWay> ways;
    std::vector<std::vector<int>> byPiece;
};

WayTable buildWays()
{
    const BoardPtr board = Board::pyramid();
    WayTable table;
    table.byPiece.resize(pieceCount);
    for (int piece = 0; piece < pieceCount; ++piece) {
        const PieceInfo &info = pieces()[static_cast<std::size_t>(piece)];
        std::set<std::array<int, 5>> seen;
        for (int plane = 0; plane < 3; ++plane) {
            for (const bool lean : {false, true}) {
                for (const bool mirror : {false, true}) {
                    for (int rotation = 0; rotation < 6; ++rotation) {
                        for (int root = 0; root < stateLength; ++root) {
                            const Cell r = board->cell(root);
                            PyramidWay way;
                            way.piece = piece;
                            way.size = info.size;
                            way.mirror = mirror;
                            way.rotation = rotation;
                            way.lean = lean;
                            way.plane = plane;
                            CellMask mask = 0;
                            bool inside = true;
                            for (int i = 0; i < info.size && inside; ++i) {
                                const Cell o
                                    = orientOffset(info.offsets[static_cast<std::size_t>(i)],
                                                   mirror, rotation, lean);
                                const Cell at = transposeToPlane(
                                    Cell {r.x + o.x, r.y + o.y, r.z + o.z}, plane);
                                const int index = board->cellIndex(at.x, at.y, at.z);
                                inside = index >= 0;
                                way.cells[static_cast<std::size_t>(i)] = index;
                                if (inside)
                                    mask |= CellMask {1} << index;
                            }
                            if (!inside)
                                continue;
                            if (seen.count(way.cells))
                                continue;
                            const std::optional<int> placement = board->findPlacement(piece, mask);
                            if (!placement)
                                continue; // cannot happen: the board's placements are these
                            way.placement = *placement;
                            seen.insert(way.cells);
                            table.byPiece[static_cast<std::size_t>(piece)].push_back(
                                static_cast<int>(table.ways.size()));
                            table.ways.push_back(way);
                        }
                    }
                }
            }
        }
    }
    return table;
}

const WayTable &wayTable()
{
    static const WayTable table = buildWays();
    return table;
}

} // namespace

const std::vector<PyramidWay> &pyramidWays()
{
    return wayTable().ways;
}

const std::vector<int> &pyramidWaysOfPiece(int piece)
{
    return wayTable().byPiece[static_cast<std::size_t>(piece)];
}

} // namespace pw::ui::kanoodle
