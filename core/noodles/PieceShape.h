#pragma once

#include "core/noodles/Tile.h"

namespace pw::noodles {

// What a piece looks like whatever way it is turned, so words can name it as the board shows it
// ("the corner at column 3, row 2"). Square pieces: an end, a straight, a corner, a T; hex pieces
// also bend sharply (arms on neighbouring sides) or widely (one side between them).
enum class PieceShape { End, Straight, Corner, SharpBend, WideBend, Tee, ThreeWay, FourWay, Other };

constexpr PieceShape pieceShape(GridKind kind, TileMask mask)
{
    const int count = directionCount(kind);
    switch (tileDegree(mask)) {
    case 1:
        return PieceShape::End;
    case 2: {
        int first = -1;
        int gap = 0;
        for (int side = 0; side < count; ++side) {
            if (!(mask & (1u << side)))
                continue;
            if (first < 0)
                first = side;
            else
                gap = side - first;
        }
        if (gap == count / 2)
            return PieceShape::Straight;
        if (kind == GridKind::Square)
            return PieceShape::Corner;
        return gap == 1 || gap == count - 1 ? PieceShape::SharpBend : PieceShape::WideBend;
    }
    case 3:
        return kind == GridKind::Square ? PieceShape::Tee : PieceShape::ThreeWay;
    case 4:
        return PieceShape::FourWay;
    default:
        return PieceShape::Other;
    }
}

} // namespace pw::noodles
