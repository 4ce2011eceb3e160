#include "core/entanglement/Game.h"

#include <QCoreApplication>

#include <utility>

namespace pw::entanglement {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::entanglement::Game)
};

int normalRotation(int rotation)
{
    return ((rotation % 6) + 6) % 6;
}

QString cellText(UvCell cell)
{
    return QStringLiteral("(%1, %2)").arg(cell.u).arg(cell.v);
}

} // namespace

Game::Game(std::uint64_t seed, int radius)
    : m_seed(seed & maxSeed)
    , m_random(m_seed)
    , m_board(radius)
{
    m_current = deal();
    m_pocket = deal();
}

Tile Game::deal()
{
    return Tile::random(m_random);
}

void Game::setHand(bool swapped, int currentRotation, int pocketRotation)
{
    if (swapped != m_swapped)
        swap();
    m_currentRotation = normalRotation(currentRotation);
    m_pocketRotation = normalRotation(pocketRotation);
}

void Game::rotate(int steps)
{
    m_currentRotation = normalRotation(m_currentRotation + steps);
}

void Game::setCurrentRotation(int rotation)
{
    m_currentRotation = normalRotation(rotation);
}

void Game::swap()
{
    std::swap(m_current, m_pocket);
    std::swap(m_currentRotation, m_pocketRotation);
    m_swapped = !m_swapped;
}

FollowResult Game::preview(std::vector<Segment> *segments) const
{
    if (m_over)
        return FollowResult {0, m_end, true};
    return followLine(m_board, m_end, currentPlaced(), segments);
}

Move Game::place(std::optional<PlayerKind> computer)
{
    if (m_over)
        return {};
    return placeTile(currentPlaced(), m_currentRotation, m_swapped, computer);
}

Move Game::placeTile(const Tile &placed, int rotation, bool swapped,
                     std::optional<PlayerKind> computer)
{
    Move move;
    move.computer = computer;
    move.cell = m_end.cell;
    move.placed = placed;
    move.rotation = rotation;
    move.swapped = swapped;

    const FollowResult result = followLine(m_board, m_end, move.placed, &m_line);
    m_board.place(move.cell, move.placed);
    move.points = result.points();
    m_score += move.points;
    m_end = result.end;
    m_over = result.hitWall;
    m_moves.push_back(move);

    m_current = deal();
    m_currentRotation = 0;
    m_swapped = false;
    return move;
}

std::string Game::applyRecorded(const Move &move, bool checkDeal)
{
    if (m_over)
        return Text::tr("the game was already over: the line had run into a wall").toStdString();
    if (move.cell != m_end.cell) {
        return Text::tr("the tile is at %1 but the line's open end is %2")
            .arg(cellText(move.cell), cellText(m_end.cell))
            .toStdString();
    }
    if (move.rotation < 0 || move.rotation > 5)
        return Text::tr("rotation must be 0..5, not %1").arg(move.rotation).toStdString();
    if (checkDeal) {
        if (move.swapped != m_swapped)
            swap();
        setCurrentRotation(move.rotation);
        if (currentPlaced() != move.placed) {
            // Both plural forms are written out: the CLI shows this message with no translator.
            const QString turned = move.rotation == 1
                ? Text::tr("turned 1 step clockwise")
                : Text::tr("turned %1 steps clockwise").arg(move.rotation);
            return (move.swapped ? Text::tr("the pairs are not the pocket tile %1")
                                 : Text::tr("the pairs are not the tile in hand %1"))
                .arg(turned)
                .toStdString();
        }
    }
    const std::size_t before = m_line.size();
    const Move made = placeTile(move.placed, move.rotation, move.swapped, move.computer);
    if (made.points != move.points) {
        const auto points = [](int count) {
            return count == 1 ? Text::tr("1 point") : Text::tr("%1 points").arg(count);
        };
        const std::size_t grown = m_line.size() - before;
        const QString segments = grown == 1
            ? Text::tr("1 segment")
            : Text::tr("%1 segments").arg(static_cast<qulonglong>(grown));
        return Text::tr("claims %1 but the line grows by %2, worth %3")
            .arg(points(move.points), segments, points(made.points))
            .toStdString();
    }
    return {};
}

} // namespace pw::entanglement
