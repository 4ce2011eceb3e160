#include "core/noodles/Topology.h"

#include "core/common/HexGrid.h"
#include "core/common/JsonFields.h"
#include "core/common/SquareGrid.h"

#include <QCoreApplication>

#include <bit>

namespace pw::noodles {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::noodles::Topology)
};

} // namespace

common::Status Topology::validate(GridKind kind, int width, int height, bool wrap)
{
    const auto outOfRange = [](int value) { return value < minSide || value > maxSide; };
    if (outOfRange(width)) {
        return common::Error {{},
                              common::JsonFieldReader::fieldLocation(QStringLiteral("width")),
                              Text::tr("%1 is out of range; the width must be from %2 to %3")
                                  .arg(width)
                                  .arg(minSide)
                                  .arg(maxSide)};
    }
    if (outOfRange(height)) {
        return common::Error {{},
                              common::JsonFieldReader::fieldLocation(QStringLiteral("height")),
                              Text::tr("%1 is out of range; the height must be from %2 to %3")
                                  .arg(height)
                                  .arg(minSide)
                                  .arg(maxSide)};
    }
    if (kind == GridKind::Hex && wrap && width % 2 != 0) {
        return common::Error {
            {},
            common::JsonFieldReader::fieldLocation(QStringLiteral("width")),
            Text::tr("a wrapping hex board needs an even width (got %1), or the shifted "
                     "columns would not line up across the seam")
                .arg(width)};
    }
    return std::nullopt;
}

std::shared_ptr<const Topology> Topology::make(GridKind kind, int width, int height, bool wrap,
                                               std::vector<std::uint8_t> closed)
{
    return std::make_shared<const Topology>(kind, width, height, wrap, std::move(closed));
}

int Topology::barrierCount() const
{
    int sides = 0;
    for (const std::uint8_t mask : m_barriers)
        sides += std::popcount(static_cast<unsigned>(mask));
    return sides / 2; // each barrier closes a side of both its cells
}

Topology::Topology(GridKind kind, int width, int height, bool wrap,
                   std::vector<std::uint8_t> closed)
    : m_kind(kind)
    , m_width(width)
    , m_height(height)
    , m_wrap(wrap)
    , m_directions(directionCount(kind))
{
    m_neighbours.assign(static_cast<std::size_t>(cellCount() * m_directions), -1);
    if (kind == GridKind::Square) {
        const common::SquareGrid grid(width, height, wrap);
        for (int cell = 0; cell < cellCount(); ++cell) {
            for (int d = 0; d < m_directions; ++d) {
                const auto next
                    = grid.neighbour(grid.cellAt(cell), static_cast<common::SquareDirection>(d));
                if (next)
                    m_neighbours[static_cast<std::size_t>(cell * m_directions + d)]
                        = grid.index(*next);
            }
        }
    } else {
        const common::HexGrid grid(width, height, wrap);
        for (int cell = 0; cell < cellCount(); ++cell) {
            for (int d = 0; d < m_directions; ++d) {
                const auto next
                    = grid.neighbour(grid.cellAt(cell), static_cast<common::HexDirection>(d));
                if (next)
                    m_neighbours[static_cast<std::size_t>(cell * m_directions + d)]
                        = grid.index(*next);
            }
        }
    }
    if (closed.size() != static_cast<std::size_t>(cellCount()))
        return;
    // Both cells of a barrier get it; none stays on the edge of a flat board.
    m_barriers.assign(closed.size(), 0);
    for (int cell = 0; cell < cellCount(); ++cell) {
        for (int d = 0; d < m_directions; ++d) {
            const int next = neighbour(cell, d);
            if (!((closed[static_cast<std::size_t>(cell)] >> d) & 1u) || next < 0)
                continue;
            m_barriers[static_cast<std::size_t>(cell)] |= static_cast<std::uint8_t>(1u << d);
            m_barriers[static_cast<std::size_t>(next)]
                |= static_cast<std::uint8_t>(1u << opposite(d));
        }
    }
    for (int cell = 0; cell < cellCount(); ++cell) {
        for (int d = 0; d < m_directions; ++d) {
            if ((m_barriers[static_cast<std::size_t>(cell)] >> d) & 1u)
                m_neighbours[static_cast<std::size_t>(cell * m_directions + d)] = -1;
        }
    }
    if (barrierCount() == 0)
        m_barriers.clear();
}

} // namespace pw::noodles
