#include "ui/kanoodle/BoardGeometry.h"

#include <cmath>

namespace pw::ui::kanoodle {

using namespace pw::kanoodle;

namespace {
const double rowHeight = std::sqrt(3.0) / 2.0;
constexpr int trayColumns = 6;
constexpr double trayRowHeight = 3.2;
} // namespace

BoardGeometry::BoardGeometry(const Board &board, PyramidLayout layout)
    : m_pyramid(board.kind() == BoardKind::Pyramid)
    , m_fromAbove(m_pyramid && layout == PyramidLayout::FromAbove)
{
    m_centres.resize(stateLength);
    if (m_fromAbove) {
        // A ball of layer z rests on three of the layer below, over their centre: each layer
        // up moves half a ball right and a third of a row down.
        for (int i = 0; i < stateLength; ++i) {
            const Cell &c = board.cell(i);
            m_centres[static_cast<std::size_t>(i)]
                = QPointF(0.5 + c.x + c.y / 2.0 + c.z / 2.0, 0.5 + (c.y + c.z / 3.0) * rowHeight);
        }
        m_boardRect = QRectF(0, 0, 6, 5 * rowHeight + 1);
    } else if (m_pyramid) {
        // Layers 0-2 on the first row, 3-5 on the second; each triangle's base row on top.
        const double gap = 0.8;
        double x = 0.5;
        for (int z = 0; z < 6; ++z) {
            if (z == 3)
                x = 0.5;
            const double y = z < 3 ? 0.5 : 0.5 + 6 * rowHeight + 1.2;
            m_layerOrigin.emplace_back(x, y);
            x += (6 - z) + gap;
        }
        for (int i = 0; i < stateLength; ++i) {
            const Cell &c = board.cell(i);
            m_centres[static_cast<std::size_t>(i)] = m_layerOrigin[static_cast<std::size_t>(c.z)]
                + QPointF(c.x + c.y / 2.0, c.y * rowHeight);
        }
        m_boardRect = QRectF(0, 0, 6 + 5 + 4 + 2 * gap + 1, 2 * (6 * rowHeight + 1.2));
    } else {
        m_minDrawX = 1e9;
        for (int i = 0; i < stateLength; ++i)
            m_minDrawX = std::min(m_minDrawX, board.drawX(i));
        for (int i = 0; i < stateLength; ++i)
            m_centres[static_cast<std::size_t>(i)]
                = QPointF(board.drawX(i) - m_minDrawX + 0.5, board.drawY(i) + 0.5);
        m_boardRect = QRectF(0, 0, 12.5, 4 * rowHeight + 1.2);
    }
    const double trayWidth = std::max(m_boardRect.width(), 18.0);
    // The board sits centred over the tray, which is wider than the flat board.
    m_boardShift = (trayWidth - m_boardRect.width()) / 2;
    for (QPointF &centre : m_centres)
        centre.rx() += m_boardShift;
    for (QPointF &origin : m_layerOrigin)
        origin.rx() += m_boardShift;
    m_boardRect.translate(m_boardShift, 0);
    m_trayRect = QRectF(0, m_boardRect.bottom() + 0.3, trayWidth, 2 * trayRowHeight);
}

int BoardGeometry::ballAt(QPointF point) const
{
    int best = -1;
    double bestDistance = 0.5 * 0.5;
    for (int i = 0; i < stateLength; ++i) {
        const QPointF d = point - m_centres[static_cast<std::size_t>(i)];
        const double distance = d.x() * d.x() + d.y() * d.y();
        if (distance <= bestDistance) {
            bestDistance = distance;
            best = i;
        }
    }
    return best;
}

QRectF BoardGeometry::traySlot(int piece) const
{
    const double width = m_trayRect.width() / trayColumns;
    return QRectF(m_trayRect.left() + (piece % trayColumns) * width,
                  m_trayRect.top() + (piece / trayColumns) * trayRowHeight, width, trayRowHeight);
}

int BoardGeometry::traySlotAt(QPointF point) const
{
    for (int piece = 0; piece < pieceCount; ++piece) {
        if (traySlot(piece).contains(point))
            return piece;
    }
    return -1;
}

std::pair<int, int> BoardGeometry::nearestLattice(QPointF point) const
{
    // Invert (x + y/2 - minDrawX + 0.5 + boardShift, y * sqrt(3)/2 + 0.5), then check the
    // neighbours of the rounded guess, since rounding x and y separately is not always the nearest
    // lattice point.
    const double fy = (point.y() - 0.5) / rowHeight;
    const int y0 = static_cast<int>(std::lround(fy));
    std::pair<int, int> best {0, 0};
    double bestDistance = 1e18;
    for (int y = y0 - 1; y <= y0 + 1; ++y) {
        const int x0
            = static_cast<int>(std::lround(point.x() - m_boardShift - 0.5 + m_minDrawX - y / 2.0));
        for (int x = x0 - 1; x <= x0 + 1; ++x) {
            const QPointF d = point - latticePoint(x, y);
            const double distance = d.x() * d.x() + d.y() * d.y();
            if (distance < bestDistance) {
                bestDistance = distance;
                best = {x, y};
            }
        }
    }
    return best;
}

QPointF BoardGeometry::latticePoint(int x, int y) const
{
    return QPointF(x + y / 2.0 - m_minDrawX + 0.5 + m_boardShift, y * rowHeight + 0.5);
}

std::optional<BoardGeometry::LayerPoint> BoardGeometry::nearestLayerLattice(QPointF point) const
{
    if (!m_pyramid || m_fromAbove)
        return std::nullopt;
    for (int z = 0; z < static_cast<int>(m_layerOrigin.size()); ++z) {
        if (!layerRect(z).adjusted(-0.5, -0.5, 0.5, 0.5).contains(point))
            continue;
        // Layer z's ball (x, y) is drawn at origin + (x + y/2, y * rowHeight): invert, then try
        // the neighbours of the rounded guess, as nearestLattice does.
        const QPointF local = point - m_layerOrigin[static_cast<std::size_t>(z)];
        const int y0 = static_cast<int>(std::lround(local.y() / rowHeight));
        LayerPoint best {0, 0, z};
        double bestDistance = 1e18;
        for (int y = y0 - 1; y <= y0 + 1; ++y) {
            const int x0 = static_cast<int>(std::lround(local.x() - y / 2.0));
            for (int x = x0 - 1; x <= x0 + 1; ++x) {
                const QPointF d = local - QPointF(x + y / 2.0, y * rowHeight);
                const double distance = d.x() * d.x() + d.y() * d.y();
                if (distance < bestDistance) {
                    bestDistance = distance;
                    best = {x, y, z};
                }
            }
        }
        return best;
    }
    return std::nullopt;
}

QRectF BoardGeometry::layerRect(int z) const
{
    if (!m_pyramid || z < 0 || z >= static_cast<int>(m_layerOrigin.size()))
        return m_boardRect;
    const QPointF o = m_layerOrigin[static_cast<std::size_t>(z)];
    return QRectF(o.x() - 0.5, o.y() - 0.5, 6 - z, (5 - z) * rowHeight + 1);
}

} // namespace pw::ui::kanoodle
