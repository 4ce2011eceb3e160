#include "core/entanglement/Line.h"

namespace pw::entanglement {

LineEnd stepOut(UvCell cell, int pin)
{
    return {common::uvNeighbour(cell, sideOfPin(pin)), facingPin(pin)};
}

FollowResult followLine(const Board &board, LineEnd from, const Tile &tile,
                        std::vector<Segment> *segments)
{
    FollowResult result;
    LineEnd at = from;
    const int limit = pinCount / 2 * (board.playableCellCount() + 1);
    while (result.length <= limit) {
        if (board.isWall(at.cell)) {
            result.hitWall = true;
            break;
        }
        const bool isNewTile = at.cell == from.cell;
        if (!isNewTile && !board.hasTile(at.cell))
            break;
        const Tile &here = isNewTile ? tile : board.tileAt(at.cell);
        const int out = here.partner(at.pin);
        if (segments)
            segments->push_back({at.cell, at.pin, out});
        ++result.length;
        at = stepOut(at.cell, out);
    }
    result.end = at;
    return result;
}

} // namespace pw::entanglement
