#include "core/noodles/Impossibility.h"

#include <QCoreApplication>

namespace pw::noodles {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::noodles::Impossibility)
};

// The sides of `cell` with no neighbour (only on a board that does not wrap).
unsigned edgeSides(const Topology &topology, int cell)
{
    unsigned sides = 0;
    for (int d = 0; d < topology.directions(); ++d) {
        if (topology.neighbour(cell, d) < 0)
            sides |= 1u << d;
    }
    return sides;
}

bool fitsTheEdge(TileMask mask, unsigned edge, int rotations, int directions)
{
    for (int r = 0; r < rotations; ++r) {
        if (!(rotateMask(mask, r, directions) & edge))
            return true;
    }
    return false;
}

} // namespace

std::optional<Impossibility> findImpossibility(const Board &board, bool respectLocks)
{
    const Topology &topology = board.topology();
    const int cells = board.cellCount();
    const int directions = board.directions();
    const bool chessboard = board.kind() == GridKind::Square
        && (!board.wraps() || (board.width() % 2 == 0 && board.height() % 2 == 0));
    int ends = 0;
    int darkEnds = 0;
    for (int cell = 0; cell < cells; ++cell) {
        const TileMask mask = board.tile(cell);
        const int degree = tileDegree(mask);
        if (degree == 0 && cells > 1)
            return Impossibility {Obstacle::NoNoodle, cell};
        if (!board.wraps()) {
            const unsigned edge = edgeSides(topology, cell);
            const bool locked = respectLocks && board.isLocked(cell);
            if (edge
                && !fitsTheEdge(mask, edge, locked ? 1 : rotationPeriod(mask, directions),
                                directions)) {
                return Impossibility {Obstacle::Border, cell, locked};
            }
        }
        ends += degree;
        if (chessboard && (topology.row(cell) + topology.col(cell)) % 2 == 0)
            darkEnds += degree;
    }
    const int links = cells - 1;
    if (ends != 2 * links)
        return Impossibility {Obstacle::EndCount, -1, false, ends, 2 * links};
    if (chessboard && darkEnds != links)
        return Impossibility {Obstacle::ColourBalance, -1, false, darkEnds, links};
    return std::nullopt;
}

QString Impossibility::message(const Board &board) const
{
    const int col = cell >= 0 ? board.topology().col(cell) + 1 : 0;
    const int row = cell >= 0 ? board.topology().row(cell) + 1 : 0;
    switch (obstacle) {
    case Obstacle::NoNoodle:
        return Text::tr("the piece at column %1, row %2 has no noodle, so it can never join the "
                        "network")
            .arg(col)
            .arg(row);
    case Obstacle::Border:
        return (locked ? Text::tr("the piece at column %1, row %2 is locked with a noodle "
                                  "pointing off the board")
                       : Text::tr("the piece at column %1, row %2 does not fit the edge of the "
                                  "board: however it is turned, a noodle points off it"))
            .arg(col)
            .arg(row);
    case Obstacle::EndCount:
        return Text::tr("the pieces have %1 noodle ends in all, but %2 pieces joined into one "
                        "network without loops have exactly %3: two for each of the %4 links")
            .arg(found)
            .arg(board.cellCount())
            .arg(needed)
            .arg(needed / 2);
    case Obstacle::ColourBalance:
        return Text::tr("coloured like a chessboard, the dark squares' pieces have %1 noodle ends "
                        "and the light squares' %2, but every link joins a dark square to a light "
                        "one, so both need %3")
            .arg(found)
            .arg(2 * needed - found)
            .arg(needed);
    }
    return {};
}

const char *obstacleName(Obstacle obstacle)
{
    switch (obstacle) {
    case Obstacle::NoNoodle:
        return "no-noodle";
    case Obstacle::Border:
        return "border";
    case Obstacle::EndCount:
        return "end-count";
    case Obstacle::ColourBalance:
        return "colour-balance";
    }
    return "unknown";
}

} // namespace pw::noodles
