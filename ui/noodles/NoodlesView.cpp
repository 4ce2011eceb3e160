#include "ui/noodles/NoodlesView.h"

#include "core/common/HexGrid.h"
#include "ui/common/Contrast.h"
#include "ui/common/FocusFrame.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRegion>
#include <QTimer>
#include <QToolTip>
#include <QWheelEvent>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <numbers>

namespace pw::ui {

namespace {

using noodles::GridKind;
using noodles::TileMask;

constexpr double sqrt3 = std::numbers::sqrt3;
constexpr double spinDegreesPerMs = 0.75; // a quarter turn in 120 ms
constexpr double vanishMsPerLevel = 70.0;
// After the network has vanished, "Solved!" stays this many levels' time, then the solved
// network fades back in over the next ones, to be looked at.
constexpr double returnPauseLevels = 12.0;
constexpr double returnFadeLevels = 6.0;
constexpr int margin = 8;

// Two sets of colours, one for light palettes and one for dark ones (high contrast included),
// each keeping "powered strong, unpowered faint" readable: on the light board powered noodles
// are dark, on the dark board they are bright. What must be seen on a cell (a noodle, lit or
// not, a loop, a lock's frame) is then checked against both cell fills and moved in lightness
// until it reaches WCAG's 3:1; the lock's tint alone is too faint for that, so a frame marks it.
struct BoardColours
{
    // evidence: the sides that force a tile; region: the loop or island it would make.
    QColor cell, locked, grid, powered, unpowered, source, cursor, highlight, loop, evidence,
        region, lockFrame;
    // The groups of joined tiles other than the source's, told apart from each other, from the
    // powered colour and from the loop's red.
    std::array<QColor, 8> groups;
    // The player's edge marks: ink, near black on the light board and near white on the dark.
    QColor mark;
    // Barriers inside the grid (facts of the puzzle, as the board's edge): a neutral grey, drawn
    // as a double line (a thick bar with the cell's fill down its middle), which no noodle is.
    QColor barrier;
};

BoardColours readable(BoardColours colours)
{
    const std::initializer_list<QColor> fills {colours.cell, colours.locked};
    for (QColor *part : {&colours.powered, &colours.unpowered, &colours.loop, &colours.lockFrame,
                         &colours.mark, &colours.barrier})
        *part = withContrast(*part, fills);
    for (QColor &group : colours.groups)
        group = withContrast(group, fills);
    return colours;
}

const BoardColours &coloursOf(const QWidget &view)
{
    static const BoardColours light
        = readable({{0xfb, 0xf8, 0xf1},
                    {0xdc, 0xd0, 0xb6},
                    {0xcf, 0xc5, 0xb0},
                    {0x1f, 0x3b, 0x5c},
                    {0xa8, 0xbd, 0xd4},
                    {0xe8, 0xa3, 0x17},
                    {0xd9, 0x5d, 0x2b},
                    {0xff, 0xe0, 0x8a},
                    {0xc6, 0x28, 0x28},
                    {0x1b, 0x8a, 0x4a},
                    {0x7b, 0x3f, 0xa0},
                    {0x8a, 0x6d, 0x3b},
                    {QColor(0x00, 0x83, 0x8f), QColor(0x8e, 0x24, 0xaa), QColor(0xe6, 0x51, 0x00),
                     QColor(0x2e, 0x7d, 0x32), QColor(0xc2, 0x18, 0x5b), QColor(0x6d, 0x4c, 0x41),
                     QColor(0x82, 0x77, 0x17), QColor(0x02, 0x77, 0xbd)},
                    {0x21, 0x1a, 0x14},
                    {0x3a, 0x37, 0x33}});
    static const BoardColours dark
        = readable({{0x2a, 0x2e, 0x35},
                    {0x3e, 0x3a, 0x30},
                    {0x45, 0x4b, 0x55},
                    {0x9c, 0xcc, 0xff},
                    {0x4a, 0x58, 0x6a},
                    {0xe8, 0xa3, 0x17},
                    {0xff, 0x8a, 0x50},
                    {0x6b, 0x5a, 0x1e},
                    {0xff, 0x6b, 0x6b},
                    {0x6f, 0xe0, 0x95},
                    {0xc9, 0x9b, 0xff},
                    {0xc8, 0xb4, 0x8a},
                    {QColor(0x4d, 0xd0, 0xe1), QColor(0xce, 0x93, 0xd8), QColor(0xff, 0xb7, 0x4d),
                     QColor(0x81, 0xc7, 0x84), QColor(0xf4, 0x8f, 0xb1), QColor(0xbc, 0xaa, 0xa4),
                     QColor(0xdc, 0xe7, 0x75), QColor(0x95, 0x75, 0xcd)},
                    {0xf6, 0xf2, 0xea},
                    {0xd8, 0xd4, 0xcc}});
    return view.palette().color(QPalette::Window).lightness() < 128 ? dark : light;
}

std::size_t idx(int i)
{
    return static_cast<std::size_t>(i);
}

} // namespace

NoodlesView::NoodlesView(QWidget *parent)
    : QWidget(parent)
    , m_timer(new QTimer(this))
{
    setFocusPolicy(Qt::StrongFocus);
    setContextMenuPolicy(Qt::PreventContextMenu); // the right button rotates
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_timer->setInterval(16);
    connect(m_timer, &QTimer::timeout, this, &NoodlesView::animate);
    m_clock.start();
}

QSize NoodlesView::sizeHint() const
{
    return {640, 560};
}

QSize NoodlesView::minimumSizeHint() const
{
    return {200, 180};
}

void NoodlesView::setBoard(const noodles::Board &board, const noodles::PowerNetwork &network)
{
    if (board.isNull() || m_board.isNull() || !(board.topology() == m_board.topology())) {
        m_zoom = 1.0; // another board: fitted again
        m_pan = {};
    }
    m_board = board;
    m_network = network;
    regroup();
    m_spin.assign(idx(board.isNull() ? 0 : board.cellCount()), 0.0);
    m_cursor = std::clamp(m_cursor, 0, std::max(0, board.isNull() ? 0 : board.cellCount() - 1));
    m_replay.reset();
    m_evidence.reset();
    stopVanish();
    layoutBoard();
    update();
}

void NoodlesView::updateBoard(const noodles::Board &board, const noodles::PowerNetwork &network,
                              int rotatedCell, int steps)
{
    m_board = board;
    m_network = network;
    regroup();
    if (m_spin.size() != idx(board.cellCount()))
        m_spin.assign(idx(board.cellCount()), 0.0);
    if (rotatedCell >= 0 && steps != 0) {
        // Draw the piece where it was and let the animation turn it home.
        m_spin[idx(rotatedCell)] -= steps * stepAngle();
        ensureTimer();
    }
    update();
}

void NoodlesView::regroup()
{
    if (m_board.isNull()) {
        m_groups = {};
        m_groupSlots.clear();
        m_cellSlots.clear();
        return;
    }
    m_groups = noodles::NetworkGroups(m_board, m_network);
    // Each group takes the colour most of its tiles had (NetworkGroups::colourSlots).
    m_groupSlots
        = m_groups.colourSlots(static_cast<int>(BoardColours {}.groups.size()), m_cellSlots);
    m_cellSlots.assign(idx(m_board.cellCount()), -1);
    for (int cell = 0; cell < m_board.cellCount(); ++cell)
        m_cellSlots[idx(cell)] = m_groupSlots[idx(m_groups.groupOf(cell))];
}

QColor NoodlesView::pieceColour(int cell) const
{
    const BoardColours &colours = coloursOf(*this);
    // A closed loop is always wrong: drawn in the warning colour as soon as it forms.
    if (m_network.isOnLoop(cell))
        return colours.loop;
    if (m_network.isPowered(cell))
        return colours.powered;
    const int slot = m_groupSlots.empty() ? -1 : m_groupSlots[idx(m_groups.groupOf(cell))];
    return slot >= 0 ? colours.groups[idx(slot)] : colours.unpowered;
}

QString NoodlesView::groupText(int cell) const
{
    if (m_board.isNull() || cell < 0 || cell >= m_board.cellCount() || m_groupSlots.empty())
        return {};
    const int group = m_groups.groupOf(cell);
    const int size = m_groups.size(group);
    if (m_network.isOnLoop(cell))
        return tr("A network of %n tile(s) with a closed loop in it (in red): open the loop.",
                  nullptr, size);
    if (m_groups.isIsland(group))
        return tr("An island of %n tile(s): no arm of it is left free, so it can never reach "
                  "the rest; a tile in it is wrong.",
                  nullptr, size);
    if (group == m_groups.sourceGroup())
        return tr("The source's network: %n tile(s).", nullptr, size);
    if (size == 1)
        return tr("A tile joined to nothing yet.");
    return tr("A network of %n tile(s), not yet joined to the source.", nullptr, size);
}

bool NoodlesView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip && !m_board.isNull() && !m_replay && !m_vanishing) {
        const auto *help = static_cast<QHelpEvent *>(event);
        // The tile's group first, then how the board is played (the widget's own tooltip).
        const QString group = groupText(cellAt(help->pos()));
        const QString text = group.isEmpty() ? toolTip()
            : toolTip().isEmpty()            ? group
                                             : group + QStringLiteral("\n\n") + toolTip();
        if (text.isEmpty())
            QToolTip::hideText();
        else
            QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

void NoodlesView::startVanish()
{
    m_vanishing = true;
    m_vanishStart = m_clock.elapsed();
    ensureTimer();
    update();
}

bool NoodlesView::showsSolvedNetworkAgain() const
{
    return m_vanishing
        && (m_clock.elapsed() - m_vanishStart) / vanishMsPerLevel
        > m_network.levelCount() + 1 + returnPauseLevels + returnFadeLevels;
}

void NoodlesView::stopVanish()
{
    m_vanishing = false;
    update();
}

void NoodlesView::setReplay(std::optional<Replay> replay)
{
    m_replay = std::move(replay);
    update();
}

void NoodlesView::setEvidence(std::optional<Evidence> evidence)
{
    m_evidence = std::move(evidence);
    update();
}

std::vector<int> NoodlesView::Evidence::cells() const
{
    std::vector<int> result;
    const auto add = [&](int c) {
        if (c >= 0 && std::find(result.begin(), result.end(), c) == result.end())
            result.push_back(c);
    };
    add(cell);
    for (const auto &[tile, side] : walls)
        add(tile);
    for (const auto &[tile, side] : arms)
        add(tile);
    for (const auto &[tile, side] : blanks)
        add(tile);
    for (const std::vector<int> &region : regions) {
        for (const int tile : region)
            add(tile);
    }
    for (const auto &[tile, mask] : deduced)
        add(tile);
    return result;
}

void NoodlesView::setCursor(int cell)
{
    if (m_board.isNull() || cell < 0 || cell >= m_board.cellCount() || cell == m_cursor)
        return;
    m_cursor = cell;
    emit cursorMoved(cell);
    update();
}

double NoodlesView::stepAngle() const
{
    return m_board.isNull() || m_board.kind() == GridKind::Square ? 90.0 : 60.0;
}

void NoodlesView::layoutBoard()
{
    if (m_board.isNull())
        return;
    const double availableWidth = std::max(1, width() - 2 * margin);
    const double availableHeight = std::max(1, height() - 2 * margin);
    const int w = m_board.width();
    const int h = m_board.height();
    double boardWidth;
    double boardHeight;
    if (m_board.kind() == GridKind::Square) {
        m_cell = std::min(availableWidth / w, availableHeight / h);
        boardWidth = m_cell * w;
        boardHeight = m_cell * h;
    } else {
        // Flat-topped hexes: columns 1.5 sizes apart, rows sqrt(3) apart, odd columns half lower.
        m_cell = std::min(availableWidth / (1.5 * (w - 1) + 2.0),
                          availableHeight / (sqrt3 * (h + 0.5)));
        boardWidth = m_cell * (1.5 * (w - 1) + 2.0);
        boardHeight = m_cell * sqrt3 * (h + 0.5);
    }
    m_cell *= m_zoom;
    boardWidth *= m_zoom;
    boardHeight *= m_zoom;
    // Fitted (zoom 1): centred. Zoomed: panned, until an edge of the board reaches the middle of
    // the view. That bound lets a zoom keep the point under the pointer wherever it is on the
    // board, near its edges too (zooming in only grows the board about that point, so the board
    // still covers the middle), and the board can never be lost off the view.
    const bool fitted = m_zoom <= 1.0;
    const auto clampAxis = [fitted](double centred, double pan, double board, double view) {
        if (fitted)
            return centred;
        return std::clamp(centred + pan, view / 2.0 - board, view / 2.0);
    };
    const QPointF centred((width() - boardWidth) / 2.0, (height() - boardHeight) / 2.0);
    m_origin = QPointF(clampAxis(centred.x(), m_pan.x(), boardWidth, width()),
                       clampAxis(centred.y(), m_pan.y(), boardHeight, height()));
    m_pan = m_origin - centred;
}

void NoodlesView::zoomAt(QPointF fixedPoint, double factor)
{
    if (m_board.isNull())
        return;
    // At most about 120 pixels a cell; never smaller than the board fitted to the view.
    const double fitted = m_cell / m_zoom;
    const double zoom = std::clamp(m_zoom * factor, 1.0, std::max(1.0, 120.0 / fitted));
    const QPointF boardPoint = (fixedPoint - m_origin) / m_cell;
    m_zoom = zoom;
    layoutBoard();
    // Keep the board point that was under fixedPoint there.
    m_pan += fixedPoint - (m_origin + boardPoint * m_cell);
    layoutBoard();
    update();
}

void NoodlesView::fitToView()
{
    m_zoom = 1.0;
    m_pan = {};
    layoutBoard();
    update();
}

QPoint NoodlesView::drawnAt(int cell) const
{
    const noodles::Topology &topology = m_board.topology();
    const int w = m_board.width();
    const int h = m_board.height();
    const int originCol = m_board.originCol() + m_dragShift.x();
    const int originRow = m_board.originRow() + m_dragShift.y();
    return {((topology.col(cell) - originCol) % w + w) % w,
            ((topology.row(cell) - originRow) % h + h) % h};
}

int NoodlesView::cellDrawnAt(int col, int row) const
{
    const int w = m_board.width();
    const int h = m_board.height();
    const int originCol = m_board.originCol() + m_dragShift.x();
    const int originRow = m_board.originRow() + m_dragShift.y();
    return m_board.topology().index(((col + originCol) % w + w) % w,
                                    ((row + originRow) % h + h) % h);
}

QPointF NoodlesView::cellCentre(int cell) const
{
    const QPoint drawn = drawnAt(cell);
    const int col = drawn.x();
    const int row = drawn.y();
    if (m_board.kind() == GridKind::Square)
        return m_origin + QPointF((col + 0.5) * m_cell, (row + 0.5) * m_cell);
    const common::PointF p = common::hexToPixel(common::toAxial({col, row}), m_cell);
    return m_origin + QPointF(p.x + m_cell, p.y + sqrt3 / 2.0 * m_cell);
}

int NoodlesView::cellAt(QPointF point) const
{
    if (m_board.isNull())
        return -1;
    const QPointF local = point - m_origin;
    if (m_board.kind() == GridKind::Square) {
        const int col = static_cast<int>(std::floor(local.x() / m_cell));
        const int row = static_cast<int>(std::floor(local.y() / m_cell));
        if (col < 0 || row < 0 || col >= m_board.width() || row >= m_board.height())
            return -1;
        return cellDrawnAt(col, row);
    }
    const common::HexAxial axial
        = common::pixelToHex({local.x() - m_cell, local.y() - sqrt3 / 2.0 * m_cell}, m_cell);
    const common::HexOffset offset = common::toOffset(axial);
    if (offset.col < 0 || offset.row < 0 || offset.col >= m_board.width()
        || offset.row >= m_board.height())
        return -1;
    return cellDrawnAt(offset.col, offset.row);
}

QPolygonF NoodlesView::cellShape(int cell) const
{
    const QPointF centre = cellCentre(cell);
    QPolygonF shape;
    if (m_board.kind() == GridKind::Square) {
        const double half = m_cell / 2.0;
        shape << centre + QPointF(-half, -half) << centre + QPointF(half, -half)
              << centre + QPointF(half, half) << centre + QPointF(-half, half);
    } else {
        for (int corner = 0; corner < 6; ++corner) {
            const double angle = corner * std::numbers::pi / 3.0;
            shape << centre + QPointF(m_cell * std::cos(angle), m_cell * std::sin(angle));
        }
    }
    return shape;
}

void NoodlesView::paintBackgrounds(QPainter &painter, const std::vector<int> &cells) const
{
    const BoardColours &colours = coloursOf(*this);
    const auto fillOf = [&](int cell) {
        if ((m_replay && m_replay->highlight == cell) || (m_evidence && m_evidence->cell == cell))
            return colours.highlight;
        return m_board.isLocked(cell) ? colours.locked : colours.cell;
    };
    painter.setPen(QPen(colours.grid, std::max(1.0, m_cell / 40.0)));
    const bool square = m_board.kind() == GridKind::Square;
    for (const QColor &fill : {colours.cell, colours.locked, colours.highlight}) {
        painter.setBrush(fill);
        std::vector<QRectF> rects;
        for (const int cell : cells) {
            if (fillOf(cell) != fill)
                continue;
            if (square) {
                const QPointF centre = cellCentre(cell);
                const double half = m_cell / 2.0;
                rects.emplace_back(centre.x() - half, centre.y() - half, m_cell, m_cell);
            } else {
                painter.drawPolygon(cellShape(cell));
            }
        }
        if (!rects.empty())
            painter.drawRects(rects.data(), static_cast<int>(rects.size()));
    }
    // A frame just inside a locked cell's edge: the lock reads on any fill, the hint's too.
    painter.setPen(QPen(colours.lockFrame, std::max(2.0, m_cell / 16.0), Qt::SolidLine,
                        Qt::SquareCap, Qt::MiterJoin));
    painter.setBrush(Qt::NoBrush);
    for (const int cell : cells) {
        if (!m_board.isLocked(cell))
            continue;
        const QPointF centre = cellCentre(cell);
        QPolygonF frame = cellShape(cell);
        for (QPointF &corner : frame)
            corner = centre + (corner - centre) * lockFrameInset;
        painter.drawPolygon(frame);
    }
}

QImage NoodlesView::tileSprite(TileMask mask, const QColor &colour, bool locked, bool highlighted,
                               qreal ratio) const
{
    // The key: everything the picture depends on but the cell size and the palette (the cache
    // goes with them).
    const quint64 key = quint64(mask) | quint64(locked) << 8 | quint64(highlighted) << 9
        | quint64(colour.rgba()) << 10;
    if (m_spriteCell != m_cell || m_spriteRatio != ratio || m_spritePalette != palette().cacheKey()
        || m_sprites.size() > 4096) {
        m_sprites.clear();
        m_spriteCell = m_cell;
        m_spriteRatio = ratio;
        m_spritePalette = palette().cacheKey();
    }
    if (const auto found = m_sprites.constFind(key); found != m_sprites.constEnd())
        return *found;
    const bool square = m_board.kind() == GridKind::Square;
    const QSizeF size = spriteSize();
    QImage sprite((size * ratio).toSize(), QImage::Format_ARGB32_Premultiplied);
    sprite.setDevicePixelRatio(ratio);
    sprite.fill(Qt::transparent);
    QPainter painter(&sprite);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPointF centre(size.width() / 2.0, size.height() / 2.0);
    QPolygonF shape;
    if (square) {
        const double half = m_cell / 2.0;
        shape << centre + QPointF(-half, -half) << centre + QPointF(half, -half)
              << centre + QPointF(half, half) << centre + QPointF(-half, half);
    } else {
        for (int corner = 0; corner < 6; ++corner) {
            const double angle = corner * std::numbers::pi / 3.0;
            shape << centre + QPointF(m_cell * std::cos(angle), m_cell * std::sin(angle));
        }
    }
    const BoardColours &colours = coloursOf(*this);
    painter.setPen(QPen(colours.grid, std::max(1.0, m_cell / 40.0)));
    painter.setBrush(highlighted ? colours.highlight : locked ? colours.locked : colours.cell);
    painter.drawPolygon(shape);
    if (locked) {
        QPolygonF frame = shape;
        for (QPointF &corner : frame)
            corner = centre + (corner - centre) * lockFrameInset;
        painter.setPen(QPen(colours.lockFrame, std::max(2.0, m_cell / 16.0), Qt::SolidLine,
                            Qt::SquareCap, Qt::MiterJoin));
        painter.setBrush(Qt::NoBrush);
        painter.drawPolygon(frame);
    }
    if (mask != 0) {
        // Inside the cell only: a sprite never paints over its neighbours.
        QPainterPath clip;
        clip.addPolygon(shape);
        painter.setClipPath(clip);
        const double reach = square ? m_cell / 2.0 : m_cell * sqrt3 / 2.0;
        const double thickness = square ? m_cell * 0.24 : m_cell * 0.36;
        const int directions = m_board.directions();
        painter.setPen(QPen(colour, thickness, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
        for (int d = 0; d < directions; ++d) {
            if (!((mask >> d) & 1u))
                continue;
            const double angle = (-90.0 + d * 360.0 / directions) * std::numbers::pi / 180.0;
            painter.drawLine(centre, centre + QPointF(reach * std::cos(angle), reach * std::sin(angle)));
        }
        if (noodles::tileDegree(mask) == 1) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(colour);
            painter.drawEllipse(centre, thickness * 0.9, thickness * 0.9);
        }
    }
    painter.end();
    m_sprites.insert(key, sprite);
    return sprite;
}

QSizeF NoodlesView::spriteSize() const
{
    // The cell and a pixel round it for the grid line and the rounding of its place.
    if (m_board.kind() == GridKind::Square)
        return {std::ceil(m_cell) + 2.0, std::ceil(m_cell) + 2.0};
    return {std::ceil(2.0 * m_cell) + 2.0, std::ceil(sqrt3 * m_cell) + 2.0};
}

void NoodlesView::paintTiles(QPainter &painter, const std::vector<int> &cells) const
{
    // A big board shows thousands of tiles at once, most of them alike: each look (shape,
    // colour, fill, lock) is drawn once into a picture of the cell's size and then copied to
    // every cell that has it, so a frame costs copies, not strokes. A turning tile is drawn
    // over its still background, rotated.
    const qreal ratio = painter.device()->devicePixelRatioF();
    const QSizeF size = spriteSize();
    const QPointF half(size.width() / 2.0, size.height() / 2.0);
    for (const int cell : cells) {
        const bool turning = m_spin[idx(cell)] != 0.0;
        const QColor colour = pieceColour(cell);
        const QImage sprite
            = tileSprite(turning ? TileMask(0) : m_board.tile(cell), colour, m_board.isLocked(cell),
                         m_evidence && m_evidence->cell == cell, ratio);
        // Whole device pixels: a copy lands on the pixel grid it was drawn for.
        const QPointF at = cellCentre(cell) - half;
        painter.drawImage(QPointF(std::round(at.x() * ratio) / ratio,
                                  std::round(at.y() * ratio) / ratio),
                          sprite);
        if (turning)
            paintNoodle(painter, cell, m_board.tile(cell), colour, m_spin[idx(cell)], 1.0);
    }
}

void NoodlesView::paintNoodle(QPainter &painter, int cell, TileMask mask, const QColor &colour,
                              double angleOffset, double thicknessScale) const
{
    const bool square = m_board.kind() == GridKind::Square;
    const double reach = square ? m_cell / 2.0 : m_cell * sqrt3 / 2.0;
    const double thickness = (square ? m_cell * 0.24 : m_cell * 0.36) * thicknessScale;
    const int directions = m_board.directions();
    painter.save();
    painter.translate(cellCentre(cell));
    painter.rotate(angleOffset);
    painter.setPen(QPen(colour, thickness, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    for (int d = 0; d < directions; ++d) {
        if (!((mask >> d) & 1u))
            continue;
        const double angle = (-90.0 + d * 360.0 / directions) * std::numbers::pi / 180.0;
        painter.drawLine(QPointF(0, 0), QPointF(reach * std::cos(angle), reach * std::sin(angle)));
    }
    // An end piece gets a round bulb, so ends are easy to tell from bends.
    if (noodles::tileDegree(mask) == 1) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(colour);
        painter.drawEllipse(QPointF(0, 0), thickness * 0.9, thickness * 0.9);
    }
    painter.restore();
}

void NoodlesView::paintCandidates(QPainter &painter, int cell, unsigned set) const
{
    const int count = std::popcount(set);
    if (count == 1) {
        paintNoodle(painter, cell, candidateMask(cell, set), coloursOf(*this).powered, 0.0, 1.0);
        return;
    }
    const bool square = m_board.kind() == GridKind::Square;
    // The room inside the cell for the pictures: a square's inner 90 %, a hex's central box.
    const double boxWidth = square ? m_cell * 0.9 : m_cell * 1.25;
    const double boxHeight = square ? m_cell * 0.9 : m_cell * 1.3;
    const int columns = count <= 4 ? 2 : 3;
    const int rows = (count + columns - 1) / columns;
    const double slot = std::min(boxWidth / columns, boxHeight / rows);
    if (slot < 16.0 || count == 0) {
        paintCandidatesOverlaid(painter, cell, set);
        return;
    }
    // One small framed picture per orientation, in rows, in the order the turns go clockwise.
    const QPointF centre = cellCentre(cell);
    const QPointF topLeft(centre.x() - slot * columns / 2.0, centre.y() - slot * rows / 2.0);
    int i = 0;
    for (unsigned bits = set; bits; bits &= bits - 1, ++i) {
        const int row = i / columns;
        // A short last row is centred.
        const int inRow = std::min(columns, count - row * columns);
        const double rowShift = (columns - inRow) * slot / 2.0;
        const QPointF c
            = topLeft + QPointF(rowShift + (i % columns + 0.5) * slot, (row + 0.5) * slot);
        paintCandidatePicture(painter, c, slot, candidateMask(cell, bits));
    }
}

TileMask NoodlesView::candidateMask(int cell, unsigned set) const
{
    return noodles::rotateMask(m_board.tile(cell), std::countr_zero(set), m_board.directions());
}

void NoodlesView::paintCandidatesOverlaid(QPainter &painter, int cell, unsigned set) const
{
    // Too small to tell pictures apart: the orientations faintly over each other, and how many
    // there are.
    const BoardColours &colours = coloursOf(*this);
    const int count = std::popcount(set);
    QColor colour = colours.powered;
    colour.setAlpha(std::max(50, 160 / std::max(1, count)));
    for (unsigned bits = set; bits; bits &= bits - 1)
        paintNoodle(painter, cell, candidateMask(cell, bits), colour, 0.0, 0.45);
    if (m_cell < 24.0)
        return; // below that the digits would hide the noodles
    QFont font = painter.font();
    font.setPixelSize(std::max(8, static_cast<int>(m_cell * 0.28)));
    font.setBold(true);
    painter.setFont(font);
    QColor digits = colours.powered;
    digits.setAlpha(190);
    painter.setPen(digits);
    const QPointF centre = cellCentre(cell);
    const double half = m_board.kind() == GridKind::Square ? m_cell / 2.0 : m_cell * 0.5;
    painter.drawText(QRectF(centre.x(), centre.y(), half * 0.95, half * 0.95),
                     Qt::AlignRight | Qt::AlignBottom, QString::number(count));
}

void NoodlesView::paintCandidatePicture(QPainter &painter, QPointF centre, double slot,
                                        TileMask mask) const
{
    const BoardColours &colours = coloursOf(*this);
    const QRectF frame(centre.x() - slot * 0.45, centre.y() - slot * 0.45, slot * 0.9, slot * 0.9);
    painter.setPen(QPen(colours.grid, 1.0));
    painter.setBrush(colours.cell);
    painter.drawRoundedRect(frame, slot * 0.1, slot * 0.1);
    const double reach = slot * 0.45;
    const double thickness = std::max(2.0, slot * 0.16);
    painter.setPen(QPen(colours.powered, thickness, Qt::SolidLine, Qt::RoundCap));
    const int directions = m_board.directions();
    for (int d = 0; d < directions; ++d) {
        if (!((mask >> d) & 1u))
            continue;
        const double angle = (-90.0 + d * 360.0 / directions) * std::numbers::pi / 180.0;
        painter.drawLine(centre,
                         centre + QPointF(reach * std::cos(angle), reach * std::sin(angle)));
    }
    if (noodles::tileDegree(mask) == 1) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(colours.powered);
        painter.drawEllipse(centre, thickness * 0.9, thickness * 0.9);
    }
}

QLineF NoodlesView::sideLine(int cell, int side) const
{
    // A side's two corners: half a side's angle either way from the direction it faces.
    const int directions = m_board.directions();
    const double radius
        = m_board.kind() == GridKind::Square ? m_cell / std::numbers::sqrt2 : m_cell;
    const double facing = -90.0 + side * 360.0 / directions;
    const double half = 180.0 / directions;
    const auto corner = [&](double degrees) {
        const double angle = degrees * std::numbers::pi / 180.0;
        return cellCentre(cell) + QPointF(radius * std::cos(angle), radius * std::sin(angle));
    };
    return {corner(facing - half), corner(facing + half)};
}

void NoodlesView::paintEvidence(QPainter &painter) const
{
    if (!m_evidence || m_board.isNull())
        return;
    const BoardColours &colours = coloursOf(*this);
    const Evidence &evidence = *m_evidence;
    const auto valid = [&](int cell) { return cell >= 0 && cell < m_board.cellCount(); };
    paintRegions(painter, evidence.regions);
    // Walls the tile would hit, and blank sides it would point into: a thick bar each.
    const double bar = std::max(4.0, m_cell / 7.0);
    painter.setPen(QPen(colours.loop, bar, Qt::SolidLine, Qt::RoundCap));
    for (const auto &[cell, side] : evidence.walls) {
        if (!valid(cell))
            continue;
        painter.drawLine(sideLine(cell, side));
    }
    const QPen blankPen(colours.evidence, bar, Qt::SolidLine, Qt::RoundCap);
    for (const auto &[cell, side] : evidence.blanks) {
        if (!valid(cell))
            continue;
        painter.setPen(blankPen);
        painter.drawLine(sideLine(cell, side));
        if (const QPointF shift = acrossTheWrap(evidence.cell, cell, side); !shift.isNull()) {
            paintGhost(painter, cell, shift, evidence);
            painter.setPen(blankPen);
            painter.drawLine(sideLine(cell, side).translated(shift));
        }
    }
    // A neighbour's arm that reaches the tile: drawn again in the evidence colour.
    const double arm = (m_board.kind() == GridKind::Square ? m_cell * 0.24 : m_cell * 0.36) * 1.1;
    const QPen armPen(colours.evidence, arm, Qt::SolidLine, Qt::RoundCap);
    for (const auto &[cell, side] : evidence.arms) {
        if (!valid(cell))
            continue;
        painter.setPen(armPen);
        painter.drawLine(cellCentre(cell), sideLine(cell, side).center());
        if (const QPointF shift = acrossTheWrap(evidence.cell, cell, side); !shift.isNull()) {
            paintGhost(painter, cell, shift, evidence);
            painter.setPen(armPen);
            painter.drawLine(cellCentre(cell) + shift, sideLine(cell, side).center() + shift);
        }
    }
    // The tiles the hint's steps fixed, as they fixed them.
    QColor deduced = colours.evidence;
    deduced.setAlpha(200);
    for (const auto &[cell, mask] : evidence.deduced) {
        if (valid(cell))
            paintNoodle(painter, cell, mask, deduced, 0.0, 0.6);
    }
    // The orientations ruled out, in red on the tile.
    if (valid(evidence.cell)) {
        QColor removed = colours.loop;
        removed.setAlpha(215);
        for (const TileMask mask : evidence.removed)
            paintNoodle(painter, evidence.cell, mask, removed, 0.0, 0.6);
    }
}

QPointF NoodlesView::acrossTheWrap(int explained, int cell, int side) const
{
    // `cell`'s side `side` faces `explained`: where `cell` would be drawn to touch it.
    if (explained < 0 || cell == explained || m_board.topology().neighbour(cell, side) != explained)
        return {};
    const int towards = m_board.topology().opposite(side);
    const double angle
        = (-90.0 + towards * 360.0 / m_board.directions()) * std::numbers::pi / 180.0;
    const double distance = m_board.kind() == GridKind::Square ? m_cell : sqrt3 * m_cell;
    const QPointF beside
        = cellCentre(explained) + QPointF(distance * std::cos(angle), distance * std::sin(angle));
    const QPointF shift = beside - cellCentre(cell);
    // Drawn beside it already (a board that does not wrap, or a tile inside the picture).
    return QLineF(QPointF(), shift).length() < m_cell * 0.25 ? QPointF() : shift;
}

void NoodlesView::paintGhost(QPainter &painter, int cell, QPointF shift,
                             const Evidence &evidence) const
{
    // Faint, its outline dashed: a copy, not a tile to click; turned as the hint's chain fixed
    // it when it did.
    const BoardColours &colours = coloursOf(*this);
    noodles::TileMask mask = m_board.tile(cell);
    for (const auto &[fixed, deduced] : evidence.deduced) {
        if (fixed == cell)
            mask = deduced;
    }
    painter.save();
    painter.translate(shift);
    QColor fill = colours.cell;
    fill.setAlpha(220);
    painter.setPen(QPen(colours.region, std::max(1.5, m_cell / 20.0), Qt::DashLine));
    painter.setBrush(fill);
    painter.drawPolygon(cellShape(cell));
    QColor pale = colours.unpowered;
    pale.setAlpha(170);
    paintNoodle(painter, cell, mask, pale, 0.0, 1.0);
    painter.restore();
}

void NoodlesView::paintRegions(QPainter &painter,
                               const std::vector<std::vector<int>> &regions) const
{
    const BoardColours &colours = coloursOf(*this);
    const auto valid = [&](int cell) { return cell >= 0 && cell < m_board.cellCount(); };
    QColor tint = colours.region;
    tint.setAlpha(40);
    const double outline = std::max(3.0, m_cell / 12.0);
    for (std::size_t i = 0; i < regions.size(); ++i) {
        const std::vector<int> &region = regions[i];
        painter.setPen(Qt::NoPen);
        painter.setBrush(tint);
        for (const int cell : region) {
            if (valid(cell))
                painter.drawPolygon(cellShape(cell));
        }
        painter.setPen(QPen(colours.region, outline, i % 2 ? Qt::DashLine : Qt::SolidLine,
                            Qt::RoundCap));
        for (const int cell : region) {
            if (!valid(cell))
                continue;
            for (int d = 0; d < m_board.directions(); ++d) {
                const int next = m_board.topology().neighbour(cell, d);
                if (std::find(region.begin(), region.end(), next) == region.end())
                    painter.drawLine(sideLine(cell, d));
            }
        }
    }
}

QRectF NoodlesView::cellBounds(int cell) const
{
    // The cell plus room for the round caps of the noodles that reach its edge.
    const QPointF centre = cellCentre(cell);
    const double halfWidth = (m_board.kind() == GridKind::Square ? 0.5 : 1.0) * m_cell;
    const double halfHeight = (m_board.kind() == GridKind::Square ? 0.5 : sqrt3 / 2.0) * m_cell;
    const double room = m_cell * 0.25 + 2.0;
    return QRectF(centre.x() - halfWidth - room, centre.y() - halfHeight - room,
                  2 * (halfWidth + room), 2 * (halfHeight + room));
}

void NoodlesView::setWrongMarks(std::vector<noodles::MarkedSide> marks)
{
    if (marks == m_wrongMarks)
        return;
    m_wrongMarks = std::move(marks);
    update();
}

int NoodlesView::sideAt(int cell, QPointF point) const
{
    // Sides face -90 degrees (up) plus a side's share of the turn each, clockwise.
    const QPointF from = point - cellCentre(cell);
    const double degrees = std::atan2(from.y(), from.x()) * 180.0 / std::numbers::pi + 90.0;
    const int directions = m_board.directions();
    const int side = static_cast<int>(std::lround(degrees / (360.0 / directions)));
    return ((side % directions) + directions) % directions;
}

QPointF NoodlesView::sideCentre(int cell, int side) const
{
    return sideLine(cell, side).center();
}

void NoodlesView::paintEdgeMarks(QPainter &painter, const std::vector<int> &cells) const
{
    if (!m_board.anyEdgeMarks() && m_wrongMarks.empty())
        return;
    const BoardColours &colours = coloursOf(*this);
    const bool square = m_board.kind() == GridKind::Square;
    const double noodle = square ? m_cell * 0.24 : m_cell * 0.36;
    const double ink = std::max(2.0, noodle * 0.4);
    const double halo = ink + std::max(2.0, ink * 0.8);
    const double ring = noodle * 0.8;
    std::vector<QLineF> walls;
    std::vector<QPointF> joins;
    // A side between two tiles on show is drawn from each (the same place, or both edges of the
    // picture where a wrapping board's seam cuts it).
    for (const int cell : cells) {
        for (int side = 0; side < m_board.directions(); ++side) {
            const noodles::EdgeMark mark = m_board.edgeMark(cell, side);
            if (mark == noodles::EdgeMark::Wall) {
                const QLineF line = sideLine(cell, side);
                walls.emplace_back(line.pointAt(0.2), line.pointAt(0.8));
            } else if (mark == noodles::EdgeMark::Joined) {
                joins.push_back(sideCentre(cell, side));
            }
        }
    }
    painter.setBrush(Qt::NoBrush);
    for (const bool haloPass : {true, false}) {
        const QColor colour = haloPass ? colours.cell : colours.mark;
        painter.setPen(QPen(colour, haloPass ? halo : ink, Qt::SolidLine, Qt::RoundCap));
        if (!walls.empty())
            painter.drawLines(walls.data(), static_cast<int>(walls.size()));
        for (const QPointF &at : joins)
            painter.drawEllipse(at, ring, ring);
    }
    // Check's wrong marks: a cross on each, in the warning colour.
    painter.setPen(QPen(colours.loop, std::max(2.5, ink), Qt::SolidLine, Qt::RoundCap));
    const double arm = ring * 0.9;
    for (const noodles::MarkedSide &wrong : m_wrongMarks) {
        if (wrong.cell < 0 || wrong.cell >= m_board.cellCount())
            continue;
        const int other = m_board.topology().neighbour(wrong.cell, wrong.side);
        std::vector<QPointF> places {sideCentre(wrong.cell, wrong.side)};
        if (other >= 0)
            places.push_back(sideCentre(other, m_board.topology().opposite(wrong.side)));
        for (const QPointF &at : places) {
            painter.drawLine(at + QPointF(-arm, -arm), at + QPointF(arm, arm));
            painter.drawLine(at + QPointF(-arm, arm), at + QPointF(arm, -arm));
        }
    }
}

void NoodlesView::paintBarriers(QPainter &painter, const std::vector<int> &cells) const
{
    if (!m_board.topology().hasBarriers())
        return;
    std::vector<QLineF> lines;
    for (const int cell : cells) {
        for (int side = 0; side < m_board.directions(); ++side) {
            if (m_board.topology().barrier(cell, side))
                lines.push_back(sideLine(cell, side));
        }
    }
    const BoardColours &colours = coloursOf(*this);
    const double width = std::clamp(m_cell / 6.0, 5.0, 14.0);
    painter.setPen(QPen(colours.barrier, width, Qt::SolidLine, Qt::FlatCap));
    painter.drawLines(lines.data(), static_cast<int>(lines.size()));
    painter.setPen(QPen(colours.cell, width / 3.0, Qt::SolidLine, Qt::FlatCap));
    painter.drawLines(lines.data(), static_cast<int>(lines.size()));
}

void NoodlesView::setMarkedCells(std::vector<int> cells)
{
    if (cells == m_marked)
        return;
    m_marked = std::move(cells);
    update();
}

void NoodlesView::paintEvent(QPaintEvent *event)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(event->rect(), palette().window());
    if (m_board.isNull())
        return;
    // Animation frames repaint only the turning pieces: skip cells outside the dirty area.
    const QRectF dirty = event->rect();
    const auto visible = [&](int cell) { return cellBounds(cell).intersects(dirty); };
    const VanishPhase vanish = vanishPhase();
    std::vector<int> cells;
    for (int cell = 0; cell < m_board.cellCount(); ++cell) {
        if (visible(cell))
            cells.push_back(cell);
    }
    if (m_replay || m_vanishing) {
        // Drawn tile by tile: each has its own candidates or its own fade.
        paintBackgrounds(painter, cells);
        for (const int cell : cells) {
            if (m_replay)
                paintCandidates(painter, cell, m_replay->candidates[idx(cell)]);
            else
                paintPiece(painter, cell, vanish);
        }
    } else {
        paintTiles(painter, cells);
    }
    paintBarriers(painter, cells);
    const bool sourceGone = m_vanishing && vanish.progress > 1.0 && vanish.back <= 0;
    if (!sourceGone)
        paintSource(painter);
    if (!m_replay && !m_vanishing) {
        paintIslands(painter, dirty);
        paintEdgeMarks(painter, cells);
    }
    paintMarkedCells(painter);
    if (hasFocus() && !m_vanishing) {
        painter.setPen(QPen(coloursOf(*this).cursor, std::max(2.0, m_cell / 14.0)));
        painter.setBrush(Qt::NoBrush);
        painter.drawPolygon(cellShape(m_cursor));
    }
    if (m_sweep) {
        // The tiles a Shift+drag has passed, in the cursor's colour, dashed.
        painter.setPen(QPen(coloursOf(*this).cursor, std::max(2.0, m_cell / 14.0), Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        for (const int cell : m_sweep->cells)
            painter.drawPolygon(cellShape(cell));
    }
    // Over the cursor: the cursor is on the hint's tile, and the evidence must show.
    paintEvidence(painter);
    if (m_vanishing && vanish.progress > m_network.levelCount() + 1 && vanish.back <= 0)
        paintSolvedMessage(painter);
    paintFocusFrame(painter, *this);
}

NoodlesView::VanishPhase NoodlesView::vanishPhase() const
{
    VanishPhase phase;
    phase.progress = m_vanishing ? (m_clock.elapsed() - m_vanishStart) / vanishMsPerLevel : -1.0;
    phase.back = phase.progress - (m_network.levelCount() + 1 + returnPauseLevels);
    return phase;
}

void NoodlesView::paintPiece(QPainter &painter, int cell, const VanishPhase &vanish) const
{
    QColor colour = pieceColour(cell);
    if (m_vanishing) {
        const double fade = vanish.progress - m_network.level(cell);
        const double alpha = vanish.back > 0 ? std::min(1.0, vanish.back / returnFadeLevels)
                                             : std::clamp(1.0 - fade, 0.0, 1.0);
        colour.setAlphaF(static_cast<float>(alpha));
        if (colour.alpha() == 0)
            return;
    }
    paintNoodle(painter, cell, m_board.tile(cell), colour, m_spin[idx(cell)], 1.0);
}

void NoodlesView::paintIslands(QPainter &painter, const QRectF &dirty) const
{
    if (m_groups.islandCount() == 0)
        return;
    // Dashed, so an island's edge is told from a wall of the evidence and from a loop's red
    // noodles; all in one call, as a big board may have many.
    std::vector<QLineF> lines;
    const noodles::Topology &topology = m_board.topology();
    for (int cell = 0; cell < m_board.cellCount(); ++cell) {
        const int group = m_groups.groupOf(cell);
        if (!m_groups.isIsland(group) || !cellBounds(cell).intersects(dirty))
            continue;
        for (int d = 0; d < m_board.directions(); ++d) {
            const int next = topology.neighbour(cell, d);
            if (next < 0 || m_groups.groupOf(next) != group)
                lines.push_back(sideLine(cell, d));
        }
    }
    QPen pen(coloursOf(*this).loop, std::max(2.0, m_cell / 10.0), Qt::DashLine, Qt::FlatCap);
    painter.setPen(pen);
    painter.drawLines(lines.data(), static_cast<int>(lines.size()));
}

void NoodlesView::paintSource(QPainter &painter) const
{
    // A gold disc on the source's piece.
    const BoardColours &colours = coloursOf(*this);
    const QPointF centre = cellCentre(m_board.source());
    const double radius = m_cell * (m_board.kind() == GridKind::Square ? 0.2 : 0.3);
    painter.setPen(QPen(colours.powered, std::max(1.5, m_cell / 18.0)));
    painter.setBrush(colours.source);
    painter.drawEllipse(centre, radius, radius);
}

void NoodlesView::paintMarkedCells(QPainter &painter) const
{
    // A cross in the warning colour, told apart from the cursor's outline.
    const QColor colour = coloursOf(*this).loop;
    for (const int cell : m_marked) {
        const QPointF centre = cellCentre(cell);
        const double arm = m_cell * 0.3;
        painter.setPen(QPen(colour, std::max(2.5, m_cell / 12.0), Qt::SolidLine, Qt::RoundCap));
        painter.drawLine(centre + QPointF(-arm, -arm), centre + QPointF(arm, arm));
        painter.drawLine(centre + QPointF(-arm, arm), centre + QPointF(arm, -arm));
    }
}

void NoodlesView::paintSolvedMessage(QPainter &painter) const
{
    QFont font = painter.font();
    font.setPixelSize(std::max(16, height() / 10));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(coloursOf(*this).powered);
    painter.drawText(rect(), Qt::AlignCenter, tr("Solved!"));
}

void NoodlesView::resizeEvent(QResizeEvent *)
{
    layoutBoard();
}

void NoodlesView::ensureTimer()
{
    if (!m_timer->isActive()) {
        m_lastTick = m_clock.elapsed();
        m_timer->start();
    }
}

void NoodlesView::animate()
{
    const qint64 now = m_clock.elapsed();
    const double step = (now - m_lastTick) * spinDegreesPerMs;
    m_lastTick = now;
    bool busy = false;
    QRegion turning;
    for (std::size_t cell = 0; cell < m_spin.size(); ++cell) {
        double &spin = m_spin[cell];
        if (spin == 0.0)
            continue;
        spin = spin > 0 ? std::max(0.0, spin - step) : std::min(0.0, spin + step);
        busy = busy || spin != 0.0;
        turning += cellBounds(static_cast<int>(cell)).toAlignedRect();
    }
    const bool vanishing = m_vanishing
        && (now - m_vanishStart) / vanishMsPerLevel
            <= m_network.levelCount() + 1 + returnPauseLevels + returnFadeLevels + 0.5;
    if (!busy && !vanishing)
        m_timer->stop();
    if (m_vanishing)
        update();
    else
        update(turning);
}

void NoodlesView::mousePressEvent(QMouseEvent *event)
{
    if (!m_board.isNull() && event->button() == Qt::RightButton
        && event->modifiers().testFlag(Qt::ShiftModifier)) {
        // Shift+right click: the lock tools for the tile under the pointer (a plain right click
        // turns it).
        m_pressPoint.reset();
        const int cell = cellAt(event->position());
        if (cell >= 0)
            emit contextMenuRequested(cell, event->globalPosition().toPoint());
        return;
    }
    if (!m_board.isNull() && event->modifiers().testFlag(Qt::ShiftModifier)
        && (event->button() == Qt::LeftButton || event->button() == Qt::MiddleButton)) {
        // Shift+drag: one action for every tile passed (hexapipes' many tiles at once); a
        // Shift+click is a sweep of one tile.
        m_pressPoint.reset();
        m_sweep = Sweep {event->button(), {}};
        const int cell = cellAt(event->position());
        if (cell >= 0)
            m_sweep->cells.push_back(cell);
        update();
        return;
    }
    m_pressPoint = event->position();
    m_pressButton = event->button();
    m_pressModifiers = event->modifiers();
    m_dragging = false;
    m_shiftDrag = !m_board.isNull() && m_board.wraps()
        && event->modifiers().testFlag(Qt::ControlModifier);
    m_dragShift = {};
}

void NoodlesView::dragOrigin(QPointF moved)
{
    // The picture follows the pointer by whole tiles: dragged right by one tile, the tile at the
    // top left is the one a column before. A hex board moves two columns at a time.
    const double columnWidth = m_board.kind() == GridKind::Square ? m_cell : 1.5 * m_cell;
    const double rowHeight = m_board.kind() == GridKind::Square ? m_cell : sqrt3 * m_cell;
    int columns = -static_cast<int>(std::lround(moved.x() / columnWidth));
    if (m_board.kind() == GridKind::Hex)
        columns = 2 * static_cast<int>(std::lround(columns / 2.0));
    const QPoint shift(columns, -static_cast<int>(std::lround(moved.y() / rowHeight)));
    if (shift != m_dragShift) {
        m_dragShift = shift;
        update();
    }
}

void NoodlesView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_sweep) {
        const int cell = cellAt(event->position());
        if (cell >= 0
            && std::find(m_sweep->cells.begin(), m_sweep->cells.end(), cell) == m_sweep->cells.end()) {
            m_sweep->cells.push_back(cell);
            update(cellBounds(cell).toAlignedRect());
        }
        return;
    }
    if (!m_pressPoint)
        return;
    const QPointF moved = event->position() - *m_pressPoint;
    if (!m_dragging && std::hypot(moved.x(), moved.y()) < 6.0)
        return; // still a click
    m_dragging = true;
    if (m_shiftDrag) {
        dragOrigin(moved); // measured from the press: m_pressPoint stays
        return;
    }
    m_pan += moved;
    m_pressPoint = event->position();
    layoutBoard();
    update();
}

void NoodlesView::wheelEvent(QWheelEvent *event)
{
    const double steps = event->angleDelta().y() / 120.0;
    zoomAt(event->position(), std::pow(1.2, steps));
    event->accept();
}

void NoodlesView::mouseReleaseEvent(QMouseEvent *event)
{
    if (m_sweep) {
        if (event->button() != m_sweep->button)
            return;
        const Sweep sweep = std::move(*m_sweep);
        m_sweep.reset();
        update();
        if (!sweep.cells.empty()) {
            setCursor(sweep.cells.back());
            emit sweepRequested(sweep.cells, sweep.button == Qt::MiddleButton);
        }
        return;
    }
    const bool click = m_pressPoint && !m_dragging && event->button() == m_pressButton;
    m_pressPoint.reset();
    m_dragging = false;
    if (m_shiftDrag && !m_dragShift.isNull()) {
        // The board's own origin takes the drag's shift (through the tab's move) and the drag's
        // own goes, so the picture stays where it was dropped.
        const QPoint shift = m_dragShift;
        m_dragShift = {};
        m_shiftDrag = false;
        emit shiftRequested(shift.x(), shift.y());
        update();
        return;
    }
    m_shiftDrag = false;
    if (!click)
        return;
    const int cell = cellAt(event->position());
    if (cell < 0)
        return;
    setCursor(cell);
    if (m_pressModifiers.testFlag(Qt::ControlModifier)
        && (event->button() == Qt::LeftButton || event->button() == Qt::RightButton)) {
        // Ctrl+click: a mark on the side nearest the pointer, a wall (left) or joined (right).
        // In the middle of a tile no side is nearer than another: nothing is marked.
        const int side = sideAt(cell, event->position());
        if (QLineF(cellCentre(cell), event->position()).length()
            < 0.25 * QLineF(cellCentre(cell), sideCentre(cell, side)).length())
            return;
        emit edgeMarkRequested(cell, side,
                               event->button() == Qt::LeftButton ? noodles::EdgeMark::Wall
                                                                 : noodles::EdgeMark::Joined);
        return;
    }
    switch (event->button()) {
    case Qt::LeftButton:
        emit rotateRequested(cell, -1);
        break;
    case Qt::RightButton:
        emit rotateRequested(cell, 1);
        break;
    case Qt::MiddleButton:
        emit lockRequested(cell);
        break;
    default:
        break;
    }
}

void NoodlesView::moveCursor(int key)
{
    const noodles::Topology &topology = m_board.topology();
    int col = topology.col(m_cursor);
    int row = topology.row(m_cursor);
    switch (key) {
    case Qt::Key_Left:
        --col;
        break;
    case Qt::Key_Right:
        ++col;
        break;
    case Qt::Key_Up:
        --row;
        break;
    case Qt::Key_Down:
        ++row;
        break;
    default:
        return;
    }
    if (m_board.wraps()) {
        col = (col + m_board.width()) % m_board.width();
        row = (row + m_board.height()) % m_board.height();
    } else {
        col = std::clamp(col, 0, m_board.width() - 1);
        row = std::clamp(row, 0, m_board.height() - 1);
    }
    setCursor(topology.index(col, row));
}

bool NoodlesView::shortcutKey(QKeyEvent *event)
{
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    if (event->key() == Qt::Key_Menu
        || (event->key() == Qt::Key_F10 && modifiers == Qt::ShiftModifier)) {
        emit contextMenuRequested(m_cursor, mapToGlobal(cellCentre(m_cursor).toPoint()));
        return true;
    }
    if (modifiers != (Qt::ControlModifier | Qt::ShiftModifier))
        return false;
    // Ctrl+Shift+arrows move the whole picture one tile that way, as Net's Ctrl+arrows do (no
    // menu of the main window uses these keys).
    const int columns = m_board.kind() == GridKind::Hex ? 2 : 1;
    switch (event->key()) {
    case Qt::Key_Left:
        emit shiftRequested(columns, 0);
        return true;
    case Qt::Key_Right:
        emit shiftRequested(-columns, 0);
        return true;
    case Qt::Key_Up:
        emit shiftRequested(0, 1);
        return true;
    case Qt::Key_Down:
        emit shiftRequested(0, -1);
        return true;
    default:
        return false;
    }
}

void NoodlesView::keyPressEvent(QKeyEvent *event)
{
    if (m_board.isNull()) {
        QWidget::keyPressEvent(event);
        return;
    }
    if (shortcutKey(event))
        return;
    switch (event->key()) {
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
        moveCursor(event->key());
        break;
    case Qt::Key_A:
        emit rotateRequested(m_cursor, -1);
        break;
    case Qt::Key_D:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        emit rotateRequested(m_cursor, 1);
        break;
    case Qt::Key_F:
        // Half round, as Net's F: two steps of a square, three of a hex.
        emit rotateRequested(m_cursor, m_board.directions() / 2);
        break;
    case Qt::Key_Space:
        emit lockRequested(m_cursor);
        break;
    case Qt::Key_0:
    case Qt::Key_Home:
        fitToView();
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        zoomAt(rect().center(), 1.2);
        break;
    case Qt::Key_Minus:
        zoomAt(rect().center(), 1 / 1.2);
        break;
    default:
        QWidget::keyPressEvent(event);
    }
}

} // namespace pw::ui
