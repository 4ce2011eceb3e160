#include "ui/kanoodle/BoardGeometry.h"

#include <cmath>

namespace pw::ui::kanoodle {

using namespace pw::kanoodle;

namespace {
const double rowHeight = std::sqrt(3.0) / 2.0;
constexpr int trayColumns = 6;
constexpr double trayRowHeight = 3.2;

// The pyramid's layer view: the room between layers and under each layer's label.
constexpr double layerGap = 0.6; // beside each other
constexpr double labelRoom = 0.6; // under a layer, for "Layer 3"
constexpr double rowGap = 0.3; // between rows of layers, and between the layers and the tray
constexpr double minSlotWidth = 1.8; // a tray slot narrower than this draws pieces too small

// A layer's frame: 6 - z balls wide, 6 - z rows of balls high.
double layerWidth(int z)
{
    return 6 - z;
}
// The room a layer takes in its row: its frame, or its label ("Layer 6") where that is wider.
double layerRoom(int z)
{
    return std::max(layerWidth(z), 2.2);
}
double layerHeight(int z)
{
    return (5 - z) * rowHeight + 1;
}

// One way to arrange the six layers and the tray.
struct Arrangement
{
    std::vector<std::vector<int>> rows; // the layers of each row, left to right
    int trayColumns = 6;
    bool trayBeside = false; // right of the layers instead of below them
};

} // namespace

BoardGeometry::BoardGeometry(const Board &board, PyramidLayout layout, QSizeF room)
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
        arrangeLayers(room.isEmpty() ? QSizeF(720, 480) : room);
        for (int i = 0; i < stateLength; ++i) {
            const Cell &c = board.cell(i);
            m_centres[static_cast<std::size_t>(i)] = m_layerOrigin[static_cast<std::size_t>(c.z)]
                + QPointF(c.x + c.y / 2.0, c.y * rowHeight);
        }
        return;
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
    m_boardRect.translate(m_boardShift, 0);
    m_trayColumns = trayColumns;
    m_slotSize = QSizeF(trayWidth / trayColumns, trayRowHeight);
    m_trayRect = QRectF(0, m_boardRect.bottom() + 0.3, trayWidth, 2 * trayRowHeight);
}

void BoardGeometry::arrangeLayers(QSizeF room)
{
    const std::vector<Arrangement> candidates {
        {{{0, 1, 2}, {3, 4, 5}}, 6, false},   {{{0, 1}, {2, 3, 4, 5}}, 6, false},
        {{{0, 1}, {2, 3, 4, 5}}, 4, false},   {{{0, 1}, {2, 3}, {4, 5}}, 6, false},
        {{{0, 1}, {2, 3}, {4, 5}}, 4, false}, {{{0, 1, 2, 3, 4, 5}}, 12, false},
        {{{0, 1, 2, 3, 4, 5}}, 6, false},     {{{0, 1, 2}, {3, 4, 5}}, 2, true},
        {{{0, 1}, {2, 3, 4, 5}}, 2, true},    {{{0, 1}, {2, 3}, {4, 5}}, 2, true},
        {{{0, 1}, {2, 3}, {4, 5}}, 3, true},
    };
    double bestScale = -1;
    for (const Arrangement &arrangement : candidates) {
        // The layers: each row's frames side by side, their top rows of balls on one line, a
        // row centred under the widest.
        std::vector<QPointF> origin(6);
        double layersWidth = 0;
        for (const auto &row : arrangement.rows) {
            double width = -layerGap;
            for (const int z : row)
                width += layerRoom(z) + layerGap;
            layersWidth = std::max(layersWidth, width);
        }
        double y = 0;
        for (const auto &row : arrangement.rows) {
            double width = -layerGap;
            double height = 0;
            for (const int z : row) {
                width += layerRoom(z) + layerGap;
                height = std::max(height, layerHeight(z));
            }
            double x = (layersWidth - width) / 2;
            for (const int z : row) {
                origin[static_cast<std::size_t>(z)] = QPointF(x + 0.5, y + 0.5);
                x += layerRoom(z) + layerGap;
            }
            y += height + labelRoom + rowGap;
        }
        const double layersHeight = y - rowGap;
        // The tray: its slots as wide as the layers allow below them (never too narrow to
        // show a piece), or a column of slots beside them.
        const int columns = arrangement.trayColumns;
        const int trayRows = (pieceCount + columns - 1) / columns;
        QSizeF slot;
        QRectF tray;
        double shift = 0; // the layers, right, centred over a wider tray
        if (arrangement.trayBeside) {
            slot = QSizeF(2.4, std::min(3.2, std::max(2.0, layersHeight / trayRows)));
            tray
                = QRectF(layersWidth + rowGap, 0, columns * slot.width(), trayRows * slot.height());
        } else {
            const double width = std::max(layersWidth / columns, minSlotWidth);
            slot = QSizeF(width, std::min(3.2, std::max(2.0, width * 1.1)));
            tray = QRectF(0, layersHeight + rowGap, columns * slot.width(),
                          trayRows * slot.height());
            shift = std::max(0.0, (tray.width() - layersWidth) / 2);
            tray.moveLeft(std::max(0.0, (layersWidth - tray.width()) / 2));
        }
        const QRectF board(shift, 0, layersWidth, layersHeight);
        const QRectF total = board.united(tray).adjusted(-0.25, -0.25, 0.25, 0.25);
        const double scale = std::min(room.width() / total.width(), room.height() / total.height());
        if (scale > bestScale + 1e-9) {
            bestScale = scale;
            m_layerOrigin = origin;
            for (QPointF &o : m_layerOrigin)
                o.rx() += shift;
            m_trayColumns = columns;
            m_slotSize = slot;
            m_trayRect = tray;
            m_boardRect = board;
        }
    }
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
    return QRectF(m_trayRect.left() + (piece % m_trayColumns) * m_slotSize.width(),
                  m_trayRect.top() + (piece / m_trayColumns) * m_slotSize.height(),
                  m_slotSize.width(), m_slotSize.height());
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
