#include "core/kanoodle/PlacementGenerator.h"

#include <algorithm>

namespace pw::kanoodle {

namespace {

// Sorts and removes duplicates piece by piece, so placement indices are stable.
std::vector<Placement> normalise(std::vector<std::vector<CellMask>> &byPiece)
{
    std::vector<Placement> result;
    for (int piece = 0; piece < pieceCount; ++piece) {
        auto &masks = byPiece[static_cast<std::size_t>(piece)];
        std::sort(masks.begin(), masks.end());
        masks.erase(std::unique(masks.begin(), masks.end()), masks.end());
        for (const CellMask mask : masks)
            result.push_back(Placement {piece, mask});
    }
    return result;
}

} // namespace

Cell orientOffset(Offset2 offset, bool mirror, int rotation, bool lean)
{
    int x = offset.x;
    int y = offset.y;
    if (mirror) {
        const int mx = x + y;
        y = -y;
        x = mx;
    }
    for (int i = 0; i < rotation; ++i) {
        const int rx = -y;
        y = x + y;
        x = rx;
    }
    return lean ? Cell {x, 0, y} : Cell {x, y, 0};
}

Cell transposeToPlane(Cell p, int plane)
{
    switch (plane) {
    case 1:
        return Cell {5 - (p.x + p.y + p.z), p.x, p.z};
    case 2:
        return Cell {p.y, 5 - (p.x + p.y + p.z), p.z};
    default:
        return p;
    }
}

std::vector<Placement> pyramidPlacements(const std::vector<Cell> &cells, const CellLookup &lookup)
{
    std::vector<std::vector<CellMask>> byPiece(pieceCount);
    for (int piece = 0; piece < pieceCount; ++piece) {
        const PieceInfo &info = pieces()[static_cast<std::size_t>(piece)];
        for (const bool mirror : {false, true}) {
            for (int rotation = 0; rotation < 6; ++rotation) {
                for (const bool lean : {false, true}) {
                    Cell shape[5];
                    for (int i = 0; i < info.size; ++i)
                        shape[i] = orientOffset(info.offsets[static_cast<std::size_t>(i)], mirror,
                                                rotation, lean);
                    for (int plane = 0; plane < 3; ++plane) {
                        for (const Cell &root : cells) {
                            CellMask mask = 0;
                            bool inside = true;
                            for (int i = 0; i < info.size && inside; ++i) {
                                const Cell absolute = transposeToPlane(Cell {root.x + shape[i].x,
                                                                             root.y + shape[i].y,
                                                                             root.z + shape[i].z},
                                                                       plane);
                                const int index = lookup(absolute.x, absolute.y, absolute.z);
                                inside = index >= 0;
                                if (inside)
                                    mask |= CellMask {1} << index;
                            }
                            if (inside)
                                byPiece[static_cast<std::size_t>(piece)].push_back(mask);
                        }
                    }
                }
            }
        }
    }
    return normalise(byPiece);
}

std::vector<Placement> flatPlacements(const std::vector<Cell> &cells, const CellLookup &lookup)
{
    std::vector<std::vector<CellMask>> byPiece(pieceCount);
    for (int piece = 0; piece < pieceCount; ++piece) {
        const PieceInfo &info = pieces()[static_cast<std::size_t>(piece)];
        for (const bool mirror : {false, true}) {
            for (int rotation = 0; rotation < 6; ++rotation) {
                for (const Cell &root : cells) {
                    CellMask mask = 0;
                    bool inside = true;
                    for (int i = 0; i < info.size && inside; ++i) {
                        const Cell offset = orientOffset(info.offsets[static_cast<std::size_t>(i)],
                                                         mirror, rotation, false);
                        const int index = lookup(root.x + offset.x, root.y + offset.y, 0);
                        inside = index >= 0;
                        if (inside)
                            mask |= CellMask {1} << index;
                    }
                    if (inside)
                        byPiece[static_cast<std::size_t>(piece)].push_back(mask);
                }
            }
        }
    }
    return normalise(byPiece);
}

} // namespace pw::kanoodle
