#include "core/kanoodle/Position.h"

#include <QCoreApplication>
#include <QStringList>

#include <bit>

namespace pw::kanoodle {

using common::Error;

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::kanoodle::Position)
};

} // namespace

Position::Position(BoardPtr board)
    : m_board(std::move(board))
{
    m_cells.fill('.');
    m_placementOf.fill(-1);
}

QString Position::toString() const
{
    return QString::fromLatin1(m_cells.data(), stateLength);
}

std::optional<int> Position::placementOf(int piece) const
{
    const int index = m_placementOf[static_cast<std::size_t>(piece)];
    return index >= 0 ? std::optional<int>(index) : std::nullopt;
}

bool Position::canPlace(int placement) const
{
    if (placement < 0 || placement >= static_cast<int>(m_board->placements().size()))
        return false;
    const Placement &p = m_board->placements()[static_cast<std::size_t>(placement)];
    return !isPlaced(p.piece) && (p.cells & m_filled) == 0;
}

void Position::place(int placement)
{
    const Placement &p = m_board->placements()[static_cast<std::size_t>(placement)];
    const char letter = pieces()[static_cast<std::size_t>(p.piece)].letter;
    for (CellMask m = p.cells; m; m &= m - 1)
        m_cells[static_cast<std::size_t>(std::countr_zero(m))] = letter;
    m_filled |= p.cells;
    m_placed |= static_cast<std::uint16_t>(1U << p.piece);
    m_placementOf[static_cast<std::size_t>(p.piece)] = static_cast<std::int16_t>(placement);
}

void Position::remove(int piece)
{
    const std::optional<int> placement = placementOf(piece);
    if (!placement)
        return;
    const Placement &p = m_board->placements()[static_cast<std::size_t>(*placement)];
    for (CellMask m = p.cells; m; m &= m - 1)
        m_cells[static_cast<std::size_t>(std::countr_zero(m))] = '.';
    m_filled &= ~p.cells;
    m_placed &= static_cast<std::uint16_t>(~(1U << p.piece));
    m_placementOf[static_cast<std::size_t>(piece)] = -1;
}

namespace {

// The connected parts of a set of cells, by the board's lattice neighbours.
std::vector<CellMask> components(const Board &board, CellMask cells)
{
    std::vector<CellMask> parts;
    while (cells) {
        CellMask part = cells & (~cells + 1);
        CellMask frontier = part;
        while (frontier) {
            const int cell = std::countr_zero(frontier);
            frontier &= frontier - 1;
            const CellMask fresh = board.neighbours(cell) & cells & ~part;
            part |= fresh;
            frontier |= fresh;
        }
        parts.push_back(part);
        cells &= ~part;
    }
    return parts;
}

} // namespace

common::Expected<Position> Position::parse(BoardPtr board, const QString &state,
                                           const QString &source)
{
    const QString where = QStringLiteral("state");
    if (state.size() != stateLength) {
        return Error {source, where,
                      Text::tr("has %1 characters; a Kanoodle state has exactly %2 (one per "
                               "ball, '.' for empty)")
                          .arg(state.size())
                          .arg(stateLength)};
    }
    std::array<CellMask, pieceCount> cellsOf {};
    for (int i = 0; i < stateLength; ++i) {
        const QChar ch = state.at(i);
        if (ch == QLatin1Char('.'))
            continue;
        const std::optional<int> piece = ch.unicode() < 128
            ? pieceIndexOfLetter(static_cast<char>(ch.unicode()))
            : std::nullopt;
        if (!piece || ch.isLower()) {
            return Error {
                source, Text::tr("state character %1, ball %2").arg(i + 1).arg(board->cellName(i)),
                Text::tr("'%1' is not a piece letter A-L or '.'").arg(ch)};
        }
        if (!board->inRegion(i)) {
            return Error {
                source, Text::tr("state character %1, ball %2").arg(i + 1).arg(board->cellName(i)),
                Text::tr("piece %1 lies outside the challenge region")
                    .arg(pieceDisplayName(*piece))};
        }
        cellsOf[static_cast<std::size_t>(*piece)] |= CellMask {1} << i;
    }

    Position position(board);
    for (int piece = 0; piece < pieceCount; ++piece) {
        const CellMask cells = cellsOf[static_cast<std::size_t>(piece)];
        if (!cells)
            continue;
        const QString name = pieceDisplayName(piece);
        if (!board->hasPiece(piece)) {
            return Error {source, where,
                          Text::tr("piece %1 is not one of this challenge's pieces (cells %2)")
                              .arg(name, board->cellNames(cells))};
        }
        const std::vector<CellMask> parts = components(*board, cells);
        if (parts.size() > 1) {
            QStringList partNames;
            for (const CellMask part : parts)
                partNames << board->cellNames(part);
            return Error {source, where,
                          Text::tr("piece %1 is split into %2 parts: %3")
                              .arg(name)
                              .arg(parts.size())
                              .arg(partNames.join(QStringLiteral(" | ")))};
        }
        const int size = pieces()[static_cast<std::size_t>(piece)].size;
        if (popCount(cells) != size) {
            return Error {source, where,
                          Text::tr("piece %1 covers %2 balls (%3); it has %4")
                              .arg(name)
                              .arg(popCount(cells))
                              .arg(board->cellNames(cells))
                              .arg(size)};
        }
        const std::optional<int> placement = board->findPlacement(piece, cells);
        if (!placement) {
            return Error {source, where,
                          Text::tr("piece %1 on %2 is not a legal placement of that piece")
                              .arg(name, board->cellNames(cells))};
        }
        position.place(*placement);
    }
    return position;
}

} // namespace pw::kanoodle
