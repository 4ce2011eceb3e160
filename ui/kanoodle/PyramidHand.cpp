#include "ui/kanoodle/PyramidHand.h"

#include "ui/kanoodle/PyramidWays.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace pw::ui::kanoodle {

using namespace pw::kanoodle;

namespace {

const PyramidWay &wayAt(int index)
{
    return pyramidWays()[static_cast<std::size_t>(index)];
}

double squaredLength(QPointF p)
{
    return p.x() * p.x() + p.y() * p.y();
}

} // namespace

void PyramidHand::take(const Position &position, int piece)
{
    release();
    if (piece < 0 || piece >= pieceCount || position.isPlaced(piece)
        || !position.board().hasPiece(piece) || position.board().kind() != BoardKind::Pyramid)
        return;
    m_origin = position;
    m_board = position;
    m_piece = piece;
}

bool PyramidHand::lift(const Position &position, int cell)
{
    release();
    if (position.board().kind() != BoardKind::Pyramid || cell < 0 || cell >= stateLength
        || position.at(cell) == '.')
        return false;
    const int piece = *pieceIndexOfLetter(position.at(cell));
    const int placement = *position.placementOf(piece);
    for (const int index : pyramidWaysOfPiece(piece)) {
        const PyramidWay &way = wayAt(index);
        if (way.placement != placement || way.ballOn(cell) < 0)
            continue;
        m_origin = position;
        m_board = position;
        m_board->remove(piece);
        m_piece = piece;
        m_lifted = placement;
        m_way = index;
        m_ball = way.ballOn(cell);
        m_spot = cell;
        return true;
    }
    return false;
}

void PyramidHand::release()
{
    m_origin.reset();
    m_board.reset();
    m_piece = -1;
    m_lifted = -1;
    m_way = -1;
    m_ball = 0;
    m_spot = -1;
}

int PyramidHand::ghost() const
{
    return m_way >= 0 ? wayAt(m_way).placement : -1;
}

std::vector<int> PyramidHand::legalWaysAt(int cell, int ball) const
{
    std::vector<int> ways;
    if (!holding() || cell < 0)
        return ways;
    for (const int index : pyramidWaysOfPiece(m_piece)) {
        const PyramidWay &way = wayAt(index);
        const int on = way.ballOn(cell);
        if (on >= 0 && (ball < 0 || on == ball) && m_board->canPlace(way.placement))
            ways.push_back(index);
    }
    return ways;
}

std::vector<int> PyramidHand::waysHere() const
{
    // One way per placement: a symmetric piece reaches some placements in two ways.
    std::vector<int> ways;
    std::vector<int> placements;
    for (const int index : legalWaysAt(m_spot, m_ball)) {
        const int placement = wayAt(index).placement;
        if (std::find(placements.begin(), placements.end(), placement) != placements.end())
            continue;
        placements.push_back(placement);
        ways.push_back(index);
    }
    return ways;
}

std::vector<int> PyramidHand::placementsHere() const
{
    std::vector<int> placements;
    for (const int index : waysHere())
        placements.push_back(wayAt(index).placement);
    return placements;
}

bool PyramidHand::moveTo(int cell, QPointF pointer, const ScreenPosition &screen)
{
    if (!holding() || cell < 0 || cell >= stateLength || !((m_board->emptyCells() >> cell) & 1U))
        return false;
    std::vector<int> ways = legalWaysAt(cell, m_ball);
    if (ways.empty())
        ways = legalWaysAt(cell, -1); // another ball of the piece has to go there
    if (ways.empty())
        return false;
    int best = -1;
    if (m_way >= 0) {
        // The orientation held, moved so the held ball is on the new ball, if it fits.
        const PyramidWay &now = wayAt(m_way);
        for (const int index : ways) {
            const PyramidWay &way = wayAt(index);
            if (way.ballOn(cell) == m_ball && way.sameShape(m_ball, now, m_ball)) {
                best = index;
                break;
            }
        }
    }
    if (best < 0) {
        // Each ball as near as may be to where the held piece's ball would be drawn, carried
        // with the pointer; with nothing held yet, to the pointer itself.
        std::vector<QPointF> target(5, pointer);
        if (m_way >= 0) {
            const PyramidWay &now = wayAt(m_way);
            const QPointF carry = pointer - screen(now.cells[static_cast<std::size_t>(m_ball)]);
            for (int i = 0; i < now.size; ++i)
                target[static_cast<std::size_t>(i)]
                    = screen(now.cells[static_cast<std::size_t>(i)]) + carry;
        }
        double bestScore = 1e300;
        for (const int index : ways) {
            const PyramidWay &way = wayAt(index);
            double score = 0;
            for (int i = 0; i < way.size; ++i)
                score += squaredLength(screen(way.cells[static_cast<std::size_t>(i)])
                                       - target[static_cast<std::size_t>(i)]);
            if (score < bestScore) {
                bestScore = score;
                best = index;
            }
        }
    }
    m_way = best;
    m_ball = wayAt(best).ballOn(cell);
    m_spot = cell;
    return true;
}

bool PyramidHand::showNear(int cell, const ScreenPosition &screen, CellMask among)
{
    if (!holding())
        return false;
    if (cell >= 0 && moveTo(cell, screen(cell), screen))
        return true;
    const QPointF from = cell >= 0 ? screen(cell) : QPointF();
    std::vector<std::pair<double, int>> order;
    for (CellMask m = among & m_board->emptyCells(); m; m &= m - 1) {
        const int c = std::countr_zero(m);
        order.emplace_back(cell >= 0 ? squaredLength(screen(c) - from) : c, c);
    }
    std::sort(order.begin(), order.end());
    for (const auto &[distance, c] : order) {
        if (moveTo(c, screen(c), screen))
            return true;
    }
    return false;
}

bool PyramidHand::turn(int steps)
{
    const std::vector<int> ways = waysHere();
    if (m_way < 0 || ways.size() < 2)
        return false;
    const int count = static_cast<int>(ways.size());
    const auto at = std::find_if(ways.begin(), ways.end(), [this](int index) {
        return wayAt(index).placement == wayAt(m_way).placement;
    });
    const int now = at == ways.end() ? 0 : static_cast<int>(at - ways.begin());
    m_way = ways[static_cast<std::size_t>(((now + steps) % count + count) % count)];
    return true;
}

bool PyramidHand::mirror()
{
    if (m_way < 0)
        return false;
    const PyramidWay now = wayAt(m_way);
    int best = -1;
    for (const int index : legalWaysAt(m_spot, m_ball)) {
        const PyramidWay &way = wayAt(index);
        if (way.mirror == now.mirror)
            continue;
        // The same turn and lean mirrored; failing that, any mirrored way about the held ball.
        if (way.rotation == now.rotation && way.lean == now.lean && way.plane == now.plane) {
            best = index;
            break;
        }
        if (best < 0)
            best = index;
    }
    if (best < 0)
        return false;
    m_way = best;
    return true;
}

bool PyramidHand::step(QPointF direction, const ScreenPosition &screen, CellMask among)
{
    if (m_spot < 0 || direction.isNull())
        return false;
    const QPointF from = screen(m_spot);
    const double length = std::sqrt(squaredLength(direction));
    std::vector<std::pair<double, int>> order;
    for (CellMask m = among & m_board->emptyCells(); m; m &= m - 1) {
        const int cell = std::countr_zero(m);
        if (cell == m_spot)
            continue;
        const QPointF d = screen(cell) - from;
        const double distance = std::sqrt(squaredLength(d));
        if (distance < 1)
            continue;
        const double cosine = (d.x() * direction.x() + d.y() * direction.y()) / distance / length;
        if (cosine < std::cos(50.0 * M_PI / 180.0))
            continue;
        // Straight ahead first: a ball a little off the line but nearer wins over a far one.
        order.emplace_back(distance * (2.0 - cosine), cell);
    }
    std::sort(order.begin(), order.end());
    for (const auto &[score, cell] : order) {
        if (moveTo(cell, screen(cell), screen))
            return true;
    }
    return false;
}

} // namespace pw::ui::kanoodle
