#include "ui/kanoodle/KanoodleBoardView.h"

#include "core/kanoodle/PlacementGenerator.h"
#include "ui/kanoodle/PyramidWays.h"
#include "ui/common/Contrast.h"
#include "ui/common/FocusFrame.h"

#include <QContextMenuEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QResizeEvent>
#include <QTimer>
#include <QWheelEvent>

#include <algorithm>
#include <bit>
#include <cmath>

namespace pw::ui::kanoodle {

using namespace pw::kanoodle;

namespace {

const double rowHeight = std::sqrt(3.0) / 2.0;

QColor pieceColour(int piece)
{
    return QColor::fromRgb(pieces()[static_cast<std::size_t>(piece)].rgb);
}

QString pieceLabel(int piece)
{
    return pieceDisplayName(piece); // "E (Red)", the colour translated
}

// A ball's rim: dark on every colour, so White (nearly a light board's own colour) and the light
// pieces keep an edge against the board and against each other; on a dark board a dark piece's
// rim is lightened until it reaches 3:1 against what the ball lies on.
QColor rimColour(const QColor &colour, const QColor &under)
{
    return withContrast(colour.darker(300), under);
}

void paintBall(QPainter &painter, QPointF centre, double radius, const QColor &colour,
               double opacity, const QColor &under)
{
    painter.setOpacity(opacity);
    QRadialGradient gradient(centre - QPointF(radius * 0.35, radius * 0.35), radius * 1.3);
    gradient.setColorAt(0, colour.lighter(150));
    gradient.setColorAt(1, colour.darker(130));
    painter.setBrush(gradient);
    painter.setPen(QPen(rimColour(colour, under), radius * 0.14));
    painter.drawEllipse(centre, radius, radius);
    painter.setOpacity(1.0);
}

} // namespace

KanoodleBoardView::KanoodleBoardView(QWidget *parent)
    : QWidget(parent)
    , m_messageTimer(new QTimer(this))
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setMinimumSize(360, 240);
    m_messageTimer->setSingleShot(true);
    m_messageTimer->setInterval(2500);
    connect(m_messageTimer, &QTimer::timeout, this, [this] {
        m_message.clear();
        update();
    });
}

void KanoodleBoardView::setPosition(const Position &position, std::uint16_t givenPieces)
{
    const bool boardChanged = !m_position || m_position->boardPtr() != position.boardPtr();
    m_position = std::make_unique<Position>(position);
    m_given = givenPieces;
    m_pinned = 0;
    // A lifted piece belongs to the position it was lifted from (an undo ends the lift).
    if (m_drag.lifted)
        m_drag = Drag {};
    if (boardChanged) {
        m_geometry
            = std::make_unique<BoardGeometry>(position.board(),
                                              m_boardOnly ? BoardGeometry::PyramidLayout::FromAbove
                                                          : BoardGeometry::PyramidLayout::Layers,
                                              QSizeF(size()));
        m_zoom = 1.0;
        m_pan = {};
        m_cursor = std::countr_zero(position.board().region());
        m_selected = -1;
    }
    if (m_selected >= 0
        && (m_position->isPlaced(m_selected) || !position.board().hasPiece(m_selected))) {
        m_selected = -1;
        m_cycled = false; // the next piece's offer starts from the next click, not from here
    }
    updateCandidates();
    update();
    emit previewChanged(previewPlacement());
}

void KanoodleBoardView::setInteractive(bool interactive)
{
    m_interactive = interactive;
    m_drag = Drag {};
    update();
}

void KanoodleBoardView::setHighlightedPiece(int piece)
{
    m_highlight = piece;
    update();
}

void KanoodleBoardView::setGhostPlacement(int placement)
{
    if (placement == m_ghost)
        return;
    m_ghost = placement;
    update();
    emit previewChanged(previewPlacement()); // the 3D view shows the ghost when nothing else
}

void KanoodleBoardView::setHeldGhost(int placement)
{
    if (placement == m_heldGhost)
        return;
    m_heldGhost = placement;
    update();
}

void KanoodleBoardView::setMarkedPieces(std::uint16_t pieces)
{
    m_marked = pieces;
    update();
}

void KanoodleBoardView::setBanner(const QString &text)
{
    m_banner = text;
    update();
}

void KanoodleBoardView::setBoardOnly(bool on)
{
    m_boardOnly = on;
    m_geometry.reset(); // the pyramid is laid out anew by the next position
    m_position.reset();
    setInteractive(!on);
}

QRectF KanoodleBoardView::shownRect() const
{
    return m_boardOnly ? m_geometry->boardRect() : m_geometry->totalRect();
}

void KanoodleBoardView::selectPiece(int piece)
{
    if (!m_position || piece < 0 || piece >= pieceCount || !m_position->board().hasPiece(piece)
        || m_position->isPlaced(piece))
        return;
    m_selected = piece;
    m_cycled = false; // a new piece: its placements are offered by the next click
    m_pinned = 0;
    updateCandidates();
    update();
    emit previewChanged(previewPlacement());
}

bool KanoodleBoardView::isFlat() const
{
    return m_position && m_position->board().kind() != BoardKind::Pyramid;
}

std::vector<std::pair<int, int>> KanoodleBoardView::shapeOf(int piece) const
{
    const PieceInfo &info = pieces()[static_cast<std::size_t>(piece)];
    const Orientation o = m_orientation[static_cast<std::size_t>(piece)];
    std::vector<std::pair<int, int>> shape;
    for (int i = 0; i < info.size; ++i) {
        const Cell c
            = orientOffset(info.offsets[static_cast<std::size_t>(i)], o.mirror, o.rotation, false);
        shape.emplace_back(c.x, c.y);
    }
    return shape;
}

std::vector<std::pair<int, int>> KanoodleBoardView::shapeAt(int piece, int grab, int x, int y) const
{
    auto shape = shapeOf(piece);
    const auto [gx, gy] = shape[static_cast<std::size_t>(grab)];
    for (auto &[sx, sy] : shape) {
        sx += x - gx;
        sy += y - gy;
    }
    return shape;
}

int KanoodleBoardView::previewPlacement() const
{
    // On the 2D boards the preview appears once the player cycles (Tab, wheel, click);
    // until then Enter places the tray orientation at the cursor.
    if (m_candidates.empty() || (isFlat() && !m_cycled))
        return -1;
    return m_candidates[static_cast<std::size_t>(m_candidateIndex) % m_candidates.size()];
}

std::vector<int> KanoodleBoardView::offeredPlacements() const
{
    // The same condition as the rings paintEvent draws.
    if (!m_cycled || m_selected < 0)
        return {};
    return m_candidates;
}

KanoodleBoardView::Transform KanoodleBoardView::transform() const
{
    // Fitted to the view, times the zoom; zoomed in, the pan says which part is on show, kept
    // so the drawing always covers the view (never a margin beside a part cut off).
    const QRectF total = shownRect();
    const double scale = std::min(width() / total.width(), height() / total.height()) * m_zoom;
    const QSizeF content = total.size() * scale;
    const auto place = [](double room, double length, double pan) {
        const double centred = (room - length) / 2;
        return length <= room ? centred : std::clamp(centred + pan, room - length, 0.0);
    };
    return {scale,
            QPointF(place(width(), content.width(), m_pan.x()),
                    place(height(), content.height(), m_pan.y()))};
}

QPointF KanoodleBoardView::toWidget(QPointF unitPoint) const
{
    if (!m_geometry)
        return unitPoint;
    const Transform t = transform();
    return t.offset + (unitPoint - shownRect().topLeft()) * t.scale;
}

QPointF KanoodleBoardView::toUnits(QPointF widgetPoint) const
{
    if (!m_geometry)
        return widgetPoint;
    const Transform t = transform();
    return (widgetPoint - t.offset) / t.scale + shownRect().topLeft();
}

bool KanoodleBoardView::zooms() const
{
    return m_position && m_geometry && !m_boardOnly
        && m_position->board().kind() == BoardKind::Pyramid;
}

void KanoodleBoardView::zoomAt(QPointF widgetPoint, double factor)
{
    if (!zooms())
        return;
    // The point under the pointer (or the cursor's ball) stays where it is.
    const QPointF unit = toUnits(widgetPoint);
    m_zoom = std::clamp(m_zoom * factor, 1.0, maxZoom);
    const QRectF total = shownRect();
    const double scale = std::min(width() / total.width(), height() / total.height()) * m_zoom;
    const QSizeF content = total.size() * scale;
    const QPointF offset = widgetPoint - (unit - total.topLeft()) * scale;
    m_pan = offset - QPointF((width() - content.width()) / 2, (height() - content.height()) / 2);
    update();
}

void KanoodleBoardView::panBy(QPointF delta)
{
    const QRectF total = shownRect();
    const Transform t = transform();
    const QSizeF content = total.size() * t.scale;
    // From the pan as shown (clamped), so a pan past the edge is not stored up.
    m_pan = t.offset - QPointF((width() - content.width()) / 2, (height() - content.height()) / 2)
        + delta;
    update();
}

void KanoodleBoardView::showBall(int cell)
{
    // A ball the keys moved to off the view is brought into it.
    if (m_zoom <= 1.0 || cell < 0)
        return;
    const QPointF at = toWidget(m_geometry->ballCentre(cell));
    const double margin = transform().scale;
    QPointF delta;
    if (at.x() < margin)
        delta.rx() = margin - at.x();
    else if (at.x() > width() - margin)
        delta.rx() = width() - margin - at.x();
    if (at.y() < margin)
        delta.ry() = margin - at.y();
    else if (at.y() > height() - margin)
        delta.ry() = height() - margin - at.y();
    if (!delta.isNull())
        panBy(delta);
}

void KanoodleBoardView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    // The pyramid's layers are arranged anew for the room's shape.
    if (m_position && m_geometry && !m_boardOnly
        && m_position->board().kind() == BoardKind::Pyramid) {
        *m_geometry = BoardGeometry(m_position->board(), BoardGeometry::PyramidLayout::Layers,
                                    QSizeF(size()));
    }
}

void KanoodleBoardView::paintPieceShape(QPainter &painter, int piece, QPointF at, double scale,
                                        int grab, double opacity, const QColor &under) const
{
    const auto shape = shapeOf(piece);
    const auto [gx, gy] = shape[static_cast<std::size_t>(grab)];
    for (const auto &[x, y] : shape) {
        const double dx = (x - gx) + (y - gy) / 2.0;
        const double dy = (y - gy) * rowHeight;
        paintBall(painter, at + QPointF(dx, dy) * scale, 0.46 * scale, pieceColour(piece), opacity,
                  under);
    }
}

void KanoodleBoardView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (!m_boardOnly) // a picture lies on whatever shows it
        painter.fillRect(rect(), palette().window());
    if (!m_position || !m_geometry)
        return;
    const QRectF total = shownRect();
    const Transform t = transform();
    const double scale = t.scale;
    painter.translate(t.offset);
    painter.scale(scale, scale);
    painter.translate(-total.topLeft());

    std::vector<Label> labels;
    paintBoardFrame(painter, labels);
    paintBalls(painter);
    if (m_boardOnly)
        return;
    paintTray(painter, labels);
    if (m_drag.active)
        paintPieceShape(painter, m_drag.piece, m_drag.point, 1.0, m_drag.grab, 0.85,
                        palette().color(QPalette::Base));

    painter.resetTransform();
    paintTexts(painter, labels, scale);
    paintFocusFrame(painter, *this);
}

void KanoodleBoardView::paintBoardFrame(QPainter &painter, std::vector<Label> &labels) const
{
    // Board frame (and, for the pyramid, one triangle per layer with its number).
    painter.setPen(Qt::NoPen);
    painter.setBrush(palette().base());
    if (m_position->board().kind() != BoardKind::Pyramid || m_geometry->isFromAbove()) {
        painter.drawRoundedRect(m_geometry->boardRect(), 0.4, 0.4);
        return;
    }
    for (int z = 0; z < 6; ++z) {
        const QRectF r = m_geometry->layerRect(z);
        painter.setBrush(palette().base());
        painter.setPen(Qt::NoPen);
        painter.drawRoundedRect(r.adjusted(-0.1, -0.1, 0.1, 0.1), 0.3, 0.3);
        labels.push_back({QRectF(r.left(), r.bottom() - 0.1, std::max(r.width(), 2.2), 0.6),
                          tr("Layer %1").arg(z + 1), Qt::AlignLeft | Qt::AlignTop});
    }
}

void KanoodleBoardView::paintBalls(QPainter &painter) const
{
    const Board &board = m_position->board();
    const bool held = m_heldGhost >= 0 && m_heldGhost < static_cast<int>(board.placements().size());
    const int preview = held ? m_heldGhost : previewPlacement();
    const CellMask previewCells
        = preview >= 0 ? board.placements()[static_cast<std::size_t>(preview)].cells : 0;
    const CellMask ghostCells
        = m_ghost >= 0 && m_ghost < static_cast<int>(board.placements().size())
        ? board.placements()[static_cast<std::size_t>(m_ghost)].cells
        : 0;
    CellMask offeredCells = 0;
    for (const int index : m_candidates)
        offeredCells |= board.placements()[static_cast<std::size_t>(index)].cells;
    paintBonds(painter);
    for (int i = 0; i < stateLength; ++i) {
        const QPointF centre = m_geometry->ballCentre(i);
        if (!board.inRegion(i)) {
            // Outside a sliding challenge's region: covered.
            painter.setOpacity(0.35);
            painter.setBrush(palette().mid());
            painter.setPen(Qt::NoPen);
            painter.drawEllipse(centre, 0.2, 0.2);
            painter.setOpacity(1.0);
            continue;
        }
        // Seen from above, a hole of an upper layer is only air over the balls below it.
        if (m_geometry->isFromAbove() && m_position->at(i) == '.' && board.cell(i).z > 0)
            continue;
        paintBallContent(painter, i, centre);
        if (((ghostCells >> i) & 1U) && m_position->at(i) == '.' && !((previewCells >> i) & 1U))
            paintGhostBall(painter, centre);
        if ((previewCells >> i) & 1U) {
            const int piece = board.placements()[static_cast<std::size_t>(preview)].piece;
            const QColor board = palette().color(QPalette::Base);
            paintBall(painter, centre, 0.42, pieceColour(piece), 0.55, board);
            // A full-strength ring: a light piece (White) stays visible over an empty hole. It
            // lies on the board beyond the hole's edge, so it reaches 3:1 against the board.
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(withContrast(pieceColour(piece).darker(190), board),
                                previewRingWidth));
            painter.drawEllipse(centre, previewRingRadius, previewRingRadius);
        }
        if (!held && m_cycled && m_selected >= 0 && ((offeredCells >> i) & 1U))
            paintOfferedBall(painter, i, centre);
        // The cursor is always drawn while the board takes input: a key (or the 3D view's
        // forwarded key) acts there, so it is never a hidden place. Brighter with the focus.
        if (i == m_cursor && m_interactive) {
            painter.setBrush(Qt::NoBrush);
            const QColor cursor = hasFocus() ? palette().highlight().color() : palette().mid().color();
            painter.setPen(QPen(withContrast(cursor, palette().color(QPalette::Base)), 0.07,
                                Qt::DashLine));
            painter.drawEllipse(centre, 0.52, 0.52);
        }
    }
}

void KanoodleBoardView::paintBonds(QPainter &painter) const
{
    // A bar joins neighbouring balls of the same piece, under the balls: a piece reads as one
    // shape, apart from its neighbours of another piece even when their colours are close.
    for (int i = 0; i < stateLength; ++i) {
        const char letter = m_position->at(i);
        if (letter == '.' || (m_drag.active && m_drag.fromBoard
                              && pieceIndexOfLetter(letter) == m_drag.piece))
            continue;
        const QColor colour = pieceColour(*pieceIndexOfLetter(letter)).darker(300);
        painter.setPen(QPen(colour, 0.22, Qt::SolidLine, Qt::RoundCap));
        for (int j = i + 1; j < stateLength; ++j) {
            if (m_position->at(j) != letter)
                continue;
            // Neighbours on one layer (the pyramid's layers are drawn apart).
            const Cell a = m_position->board().cell(i);
            const Cell b = m_position->board().cell(j);
            const int dx = b.x - a.x;
            const int dy = b.y - a.y;
            if (a.z == b.z && std::abs(dx) <= 1 && std::abs(dy) <= 1 && dx != dy)
                painter.drawLine(m_geometry->ballCentre(i), m_geometry->ballCentre(j));
        }
    }
}

void KanoodleBoardView::paintBallContent(QPainter &painter, int cell, QPointF centre) const
{
    const char letter = m_position->at(cell);
    const bool dragged = m_drag.active && m_drag.fromBoard && letter != '.'
        && pieceIndexOfLetter(letter) == m_drag.piece;
    if (letter == '.' || dragged) {
        // An empty hole is a smaller, flat, shaded dip with no rim and no highlight, so it never
        // reads as a ball, White included.
        painter.setBrush(holeColour());
        painter.setPen(Qt::NoPen);
        painter.drawEllipse(centre, holeRadius, holeRadius);
        return;
    }
    const int piece = *pieceIndexOfLetter(letter);
    paintBall(painter, centre, 0.46, pieceColour(piece), 1.0, palette().color(QPalette::Base));
    if ((m_given >> piece) & 1U) {
        // Given pieces are locked: a dark centre dot.
        painter.setBrush(QColor(0, 0, 0, 110));
        painter.setPen(Qt::NoPen);
        painter.drawEllipse(centre, 0.1, 0.1);
    }
    if ((m_marked >> piece) & 1U) {
        // A red ring with a dark edge: seen on every colour, White and Red included.
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(40, 0, 0), 0.14));
        painter.drawEllipse(centre, 0.5, 0.5);
        painter.setPen(QPen(QColor(230, 30, 30), 0.08));
        painter.drawEllipse(centre, 0.5, 0.5);
    }
    if (piece == m_highlight) {
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(255, 200, 0), 0.1));
        painter.drawEllipse(centre, 0.5, 0.5);
    }
}

QColor KanoodleBoardView::holeColour() const
{
    // Mid over Base was a faint dip on light boards and next to nothing on dark ones.
    const QColor board = palette().color(QPalette::Base);
    return withContrast(palette().color(QPalette::Mid), board);
}

void KanoodleBoardView::paintOfferedBall(QPainter &painter, int cell, QPointF centre) const
{
    // Where the placements still offered reach, and the balls clicked to narrow them.
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(pieceColour(m_selected), 0.05));
    painter.drawEllipse(centre, 0.36, 0.36);
    if (((m_pinned >> cell) & 1U) || cell == m_cursor) {
        painter.setBrush(pieceColour(m_selected).darker(130));
        painter.setPen(Qt::NoPen);
        painter.drawEllipse(centre, 0.12, 0.12);
    }
}

void KanoodleBoardView::paintGhostBall(QPainter &painter, QPointF centre) const
{
    // Fainter than a preview, with a dashed ring of the piece's colour: a place shown, not a
    // piece the player holds.
    const int piece = m_position->board().placements()[static_cast<std::size_t>(m_ghost)].piece;
    const QColor board = palette().color(QPalette::Base);
    paintBall(painter, centre, 0.4, pieceColour(piece), 0.35, board);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(
        QPen(withContrast(pieceColour(piece).darker(190), board), previewRingWidth, Qt::DashLine));
    painter.drawEllipse(centre, previewRingRadius, previewRingRadius);
}

void KanoodleBoardView::paintTray(QPainter &painter, std::vector<Label> &labels) const
{
    // The tray: unplaced pieces in their current orientation.
    const Board &board = m_position->board();
    for (int piece = 0; piece < pieceCount; ++piece) {
        if (!board.hasPiece(piece))
            continue;
        const QRectF slot = m_geometry->traySlot(piece);
        if (piece == m_selected) {
            painter.setBrush(palette().highlight().color().lighter(170));
            painter.setPen(QPen(palette().highlight().color(), 0.06));
            painter.drawRoundedRect(slot.adjusted(0.1, 0.1, -0.1, -0.1), 0.3, 0.3);
        }
        if (m_position->isPlaced(piece) || (m_drag.active && m_drag.piece == piece))
            continue;
        paintTrayPiece(painter, piece, slot);
        labels.push_back({QRectF(slot.left(), slot.bottom() - 0.6, slot.width(), 0.5),
                          QString(QLatin1Char(pieces()[static_cast<std::size_t>(piece)].letter)),
                          Qt::AlignCenter});
    }
}

KanoodleBoardView::TrayShape KanoodleBoardView::trayShape(int piece) const
{
    // Scaled down to fit its slot, centred over the slot's letter.
    const QRectF slot = m_geometry->traySlot(piece);
    const auto shape = shapeOf(piece);
    double minX = 1e9, maxX = -1e9, minY = 1e9, maxY = -1e9;
    for (const auto &[x, y] : shape) {
        minX = std::min(minX, x + y / 2.0);
        maxX = std::max(maxX, x + y / 2.0);
        minY = std::min(minY, y * rowHeight);
        maxY = std::max(maxY, y * rowHeight);
    }
    const double s = std::min(
        {0.8, (slot.width() - 0.4) / (maxX - minX + 1), (slot.height() - 0.7) / (maxY - minY + 1)});
    const auto [x0, y0] = shape[0];
    const QPointF centreOfShape((minX + maxX) / 2, (minY + maxY) / 2);
    const QPointF root(x0 + y0 / 2.0, y0 * rowHeight);
    return {slot.center() + QPointF(0, -0.2) + (root - centreOfShape) * s, s};
}

QPointF KanoodleBoardView::trayBallCentre(int piece, int ball) const
{
    if (!m_geometry || piece < 0 || piece >= pieceCount)
        return {};
    const auto shape = shapeOf(piece);
    if (ball < 0 || ball >= static_cast<int>(shape.size()))
        return {};
    const TrayShape tray = trayShape(piece);
    const auto [x0, y0] = shape[0];
    const auto [x, y] = shape[static_cast<std::size_t>(ball)];
    return tray.root + QPointF((x - x0) + (y - y0) / 2.0, (y - y0) * rowHeight) * tray.scale;
}

int KanoodleBoardView::trayBallNearest(int piece, QPointF unitPoint) const
{
    const int balls = pieces()[static_cast<std::size_t>(piece)].size;
    int best = 0;
    double bestDistance = 1e18;
    for (int ball = 0; ball < balls; ++ball) {
        const QPointF d = unitPoint - trayBallCentre(piece, ball);
        const double distance = d.x() * d.x() + d.y() * d.y();
        if (distance < bestDistance) {
            bestDistance = distance;
            best = ball;
        }
    }
    return best;
}

void KanoodleBoardView::paintTrayPiece(QPainter &painter, int piece, const QRectF &) const
{
    const TrayShape tray = trayShape(piece);
    paintPieceShape(painter, piece, tray.root, tray.scale, 0, 1.0,
                    palette().color(QPalette::Window));
}

void KanoodleBoardView::paintTexts(QPainter &painter, const std::vector<Label> &labels,
                                   double scale) const
{
    // Text is drawn unscaled, so it stays crisp at any board size.
    painter.setPen(palette().text().color());
    for (const Label &label : labels) {
        const QRectF r(toWidget(label.rect.topLeft()), toWidget(label.rect.bottomRight()));
        painter.drawText(r, label.alignment, label.text);
    }
    QFont font = QWidget::font();
    font.setPointSizeF(std::max(10.0, scale * 0.45));
    font.setBold(true);
    // The banner ("Solved!") sits in the tray, which is empty by then, never over the board.
    if (!m_banner.isEmpty()) {
        const QRectF tray(toWidget(m_geometry->trayRect().topLeft()),
                          toWidget(m_geometry->trayRect().bottomRight()));
        painter.setFont(font);
        painter.setPen(withContrast(QColor(20, 130, 40), palette().color(QPalette::Window),
                                        textContrast));
        painter.drawText(tray, Qt::AlignCenter | Qt::TextWordWrap, m_banner);
    }
    if (!m_message.isEmpty()) {
        // Wrapped, and smaller until it fits in the bottom third: never clipped.
        const QRectF area = rect().adjusted(8, 4, -8, -4);
        QFont messageFont = font;
        const int flags = Qt::AlignBottom | Qt::AlignHCenter | Qt::TextWordWrap;
        while (messageFont.pointSizeF() > 7
               && QFontMetricsF(messageFont).boundingRect(area, flags, m_message).height()
                   > area.height() / 3) {
            messageFont.setPointSizeF(messageFont.pointSizeF() - 1);
        }
        painter.setFont(messageFont);
        painter.setPen(withContrast(QColor(200, 30, 30), palette().color(QPalette::Window),
                                        textContrast));
        painter.drawText(area, flags, m_message);
    }
}

void KanoodleBoardView::refuse(const QString &reason)
{
    m_message = reason;
    m_messageTimer->start();
    update();
    emit refused(reason);
}

bool KanoodleBoardView::orientationFromPlacement(int placement, int cell, int *grab)
{
    const Board &board = m_position->board();
    const Placement &p = board.placements()[static_cast<std::size_t>(placement)];
    const Cell at = board.cell(cell);
    for (int k = 0; k < 12; ++k) {
        const Orientation o {k >= 6, k % 6};
        const Orientation saved = m_orientation[static_cast<std::size_t>(p.piece)];
        m_orientation[static_cast<std::size_t>(p.piece)] = o;
        const auto shape = shapeOf(p.piece);
        for (std::size_t g = 0; g < shape.size(); ++g) {
            CellMask mask = 0;
            bool inside = true;
            for (const auto &[x, y] : shape) {
                const int index
                    = board.cellIndex(at.x + x - shape[g].first, at.y + y - shape[g].second, at.z);
                inside = inside && index >= 0;
                if (index >= 0)
                    mask |= CellMask {1} << index;
            }
            if (inside && mask == p.cells) {
                *grab = static_cast<int>(g);
                return true;
            }
        }
        m_orientation[static_cast<std::size_t>(p.piece)] = saved;
    }
    if (board.kind() != BoardKind::Pyramid)
        return false;
    // A leaning piece: held by the ball pressed, drawn in the turn it leans in (its shape before
    // it was leant), and put down flat or leaning again where it is dropped.
    for (const int index : pyramidWaysOfPiece(p.piece)) {
        const PyramidWay &way = pyramidWays()[static_cast<std::size_t>(index)];
        if (way.placement != placement || way.ballOn(cell) < 0)
            continue;
        m_orientation[static_cast<std::size_t>(p.piece)] = Orientation {way.mirror, way.rotation};
        *grab = way.ballOn(cell);
        return true;
    }
    return false;
}

std::optional<int> KanoodleBoardView::flatPlacementAt(int piece, int grab, int x, int y,
                                                      int z) const
{
    const Board &board = m_position->board();
    CellMask mask = 0;
    for (const auto &[px, py] : shapeAt(piece, grab, x, y)) {
        const int cell = board.cellIndex(px, py, z);
        if (cell < 0)
            return std::nullopt;
        const char letter = m_position->at(cell);
        if (letter != '.' && pieceIndexOfLetter(letter) != piece)
            return std::nullopt;
        mask |= CellMask {1} << cell;
    }
    return board.findPlacement(piece, mask);
}

std::optional<int> KanoodleBoardView::leaningPlacementAt(int piece, int grab, int cell,
                                                         QPointF unitPoint) const
{
    if (cell < 0 || m_position->board().kind() != BoardKind::Pyramid)
        return std::nullopt;
    Position without = *m_position;
    if (without.isPlaced(piece))
        without.remove(piece);
    // Where the dragged shape's balls are drawn, held by ball `grab` at the drop point.
    const auto shape = shapeOf(piece);
    const auto [gx, gy] = shape[static_cast<std::size_t>(grab)];
    const Orientation turn = m_orientation[static_cast<std::size_t>(piece)];
    std::optional<int> best;
    std::pair<int, double> bestScore {2, 0};
    for (const int index : pyramidWaysOfPiece(piece)) {
        const PyramidWay &way = pyramidWays()[static_cast<std::size_t>(index)];
        if (way.cells[static_cast<std::size_t>(grab)] != cell || !without.canPlace(way.placement))
            continue;
        double distance = 0;
        for (int i = 0; i < way.size; ++i) {
            const auto [x, y] = shape[static_cast<std::size_t>(i)];
            const QPointF dragged
                = unitPoint + QPointF((x - gx) + (y - gy) / 2.0, (y - gy) * rowHeight);
            const QPointF d
                = m_geometry->ballCentre(way.cells[static_cast<std::size_t>(i)]) - dragged;
            distance += d.x() * d.x() + d.y() * d.y();
        }
        const std::pair<int, double> score {
            way.mirror == turn.mirror && way.rotation == turn.rotation ? 0 : 1, distance};
        if (!best || score < bestScore) {
            best = way.placement;
            bestScore = score;
        }
    }
    return best;
}

void KanoodleBoardView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton && zooms()) {
        m_panFrom = event->position(); // a middle-button drag moves a zoomed view
        return;
    }
    if (!m_interactive || !m_position || event->button() != Qt::LeftButton)
        return;
    setFocus();
    const QPointF point = toUnits(event->position());
    if (m_drag.lifted) {
        // The click that puts a lifted piece down (or back in the tray).
        dropAt(point);
        m_drag = Drag {};
        update();
        return;
    }
    m_drag = Drag {};
    const int slot = m_geometry->traySlotAt(point);
    if (slot >= 0 && m_position->board().hasPiece(slot) && !m_position->isPlaced(slot)) {
        // A fresh selection: nothing is offered until a ball is clicked, so the next click
        // acts on the ball under the pointer, never on the cursor's ball.
        selectPiece(slot);
        // A drag holds the piece by the ball pressed, as a drag of a placed piece does.
        m_drag.pressed = true;
        m_drag.piece = slot;
        m_drag.grab = trayBallNearest(slot, point);
        m_drag.pressPoint = point;
        m_drag.point = point;
        return;
    }
    const int cell = m_geometry->ballAt(point);
    if (cell < 0 || !m_position->board().inRegion(cell))
        return;
    if (m_position->at(cell) != '.') {
        const int piece = *pieceIndexOfLetter(m_position->at(cell));
        setCursor(cell); // the keys (Delete) act where the mouse did
        if ((m_given >> piece) & 1U) {
            activateBall(cell); // refuses with the reason
            return;
        }
        if (!isFlat() && m_liftsPieces) {
            // Set-up on the pyramid: the piece comes off into the player's hand (selected), to
            // be put down by the clicks that follow.
            emit removeRequested(piece);
            selectPiece(piece);
            return;
        }
        // Pressing a placed piece picks it up, held by the ball pressed (a click without
        // moving takes it off); on the pyramid a leaning one too.
        int grab = 0;
        if (!orientationFromPlacement(*m_position->placementOf(piece), cell, &grab)) {
            activateBall(cell);
            return;
        }
        m_drag.pressed = true;
        m_drag.piece = piece;
        m_drag.fromBoard = true;
        m_drag.pressPoint = point;
        m_drag.point = point;
        m_drag.grab = grab;
        return;
    }
    activateBall(cell);
}

void KanoodleBoardView::activateBall(int cell)
{
    if (!m_interactive || !m_position || cell < 0 || cell >= stateLength
        || !m_position->board().inRegion(cell))
        return;
    const char letter = m_position->at(cell);
    if (letter != '.') {
        const int piece = *pieceIndexOfLetter(letter);
        if ((m_given >> piece) & 1U)
            refuse(tr("Piece %1 is given: it stays where it is").arg(pieceLabel(piece)));
        else
            emit removeRequested(piece);
        return;
    }
    // An empty ball: with a piece selected, show (or place) its placements covering this ball.
    // The ball clicked again places what it offered (a first click only offers, even on the
    // ball the keyboard cursor happens to be on).
    if (cell == m_cursor && m_cycled && previewPlacement() >= 0) {
        placeCandidate();
        return;
    }
    // Another ball that some offered placement covers narrows the offer to the placements
    // through every ball clicked; any other ball starts again from it.
    const bool narrows = m_cycled && cell != m_cursor
        && std::any_of(m_candidates.begin(), m_candidates.end(), [&](int index) {
               return (m_position->board().placements()[static_cast<std::size_t>(index)].cells
                       >> cell)
                   & 1U;
           });
    if (narrows) {
        m_pinned |= CellMask {1} << m_cursor;
        m_cursor = cell;
        m_candidateIndex = 0;
        updateCandidates();
    } else {
        setCursor(cell);
    }
    m_cycled = true;
    if (m_candidates.size() == 1 && (narrows || m_placesLastCandidate)) {
        placeCandidate();
        return;
    }
    update();
    emit previewChanged(previewPlacement());
    if (m_selected >= 0 && m_candidates.empty())
        refuse(tr("No room for %1 on this ball").arg(pieceLabel(m_selected)));
}

void KanoodleBoardView::mouseMoveEvent(QMouseEvent *event)
{
    if (m_panFrom && (event->buttons() & Qt::MiddleButton)) {
        panBy(event->position() - *m_panFrom);
        m_panFrom = event->position();
        return;
    }
    if (!m_drag.pressed)
        return;
    const QPointF point = toUnits(event->position());
    m_drag.point = point;
    const QPointF moved = point - m_drag.pressPoint;
    if (!m_drag.active && std::hypot(moved.x(), moved.y()) > 0.25) {
        m_drag.active = true;
        m_selected = m_drag.fromBoard ? -1 : m_drag.piece;
        m_candidates.clear();
    }
    if (m_drag.active)
        update();
}

void KanoodleBoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton) {
        m_panFrom.reset();
        return;
    }
    if (!m_drag.pressed || event->button() != Qt::LeftButton)
        return;
    const Drag drag = m_drag;
    m_drag = Drag {};
    if (drag.active) {
        m_drag = drag; // dropAt reads the piece and grab
        m_drag.active = false;
        dropAt(toUnits(event->position()));
        m_drag = Drag {};
    } else if (drag.fromBoard && m_liftsPieces) {
        // Set-up: a click lifts the piece; it follows the pointer until the next click.
        m_drag = drag;
        m_drag.lifted = true;
        m_drag.active = true;
        m_selected = -1;
        m_candidates.clear();
    } else if (drag.fromBoard) {
        // A click on a placed piece takes it off.
        emit removeRequested(drag.piece);
    }
    update();
}

void KanoodleBoardView::contextMenuEvent(QContextMenuEvent *event)
{
    if (!m_interactive || !m_position || m_drag.lifted)
        return;
    const int cell = m_geometry->ballAt(toUnits(event->pos()));
    if (cell < 0 || !m_position->board().inRegion(cell) || m_position->at(cell) == '.')
        return;
    const int piece = *pieceIndexOfLetter(m_position->at(cell));
    QMenu menu(this);
    QAction *takeOff = menu.addAction(tr("Take %1 off").arg(pieceLabel(piece)));
    takeOff->setObjectName(QStringLiteral("kanoodleTakeOff"));
    takeOff->setEnabled(!((m_given >> piece) & 1U));
    connect(takeOff, &QAction::triggered, this, [this, cell] { takeOffAt(cell); });
    menu.exec(event->globalPos());
}

void KanoodleBoardView::dropAt(QPointF unitPoint)
{
    const int piece = m_drag.piece;
    const auto offBoard = [&] {
        if (m_drag.fromBoard)
            emit removeRequested(piece);
        else
            refuse(tr("%1 went back to the tray: dropped off the board").arg(pieceLabel(piece)));
    };
    if (m_geometry->trayRect().contains(unitPoint)
        || !m_geometry->boardRect().adjusted(-0.5, -0.5, 0.5, 0.5).contains(unitPoint)) {
        offBoard();
        return;
    }
    if (!isFlat()) {
        // Onto one of the pyramid's layers: the piece lies flat in it, or where it cannot, leans
        // from the ball it is held by (the nearest legal leaning placement).
        const auto at = m_geometry->nearestLayerLattice(unitPoint);
        if (!at) {
            offBoard();
            return;
        }
        if (!flatPlacementAt(piece, m_drag.grab, at->x, at->y, at->z)) {
            const int cell = m_position->board().cellIndex(at->x, at->y, at->z);
            if (const auto leaning = leaningPlacementAt(piece, m_drag.grab, cell, unitPoint)) {
                if (m_drag.fromBoard)
                    emit moveRequested(piece, *leaning);
                else
                    emit placeRequested(*leaning);
                return;
            }
        }
        placeShape(piece, m_drag.grab, at->x, at->y, at->z, m_drag.fromBoard);
        return;
    }
    const auto [x, y] = m_geometry->nearestLattice(unitPoint);
    placeShape(piece, m_drag.grab, x, y, 0, m_drag.fromBoard);
}

void KanoodleBoardView::placeShape(int piece, int grab, int x, int y, int z, bool moving)
{
    const Board &board = m_position->board();
    CellMask mask = 0;
    for (const auto &[px, py] : shapeAt(piece, grab, x, y)) {
        const int cell = board.cellIndex(px, py, z);
        // A sliding challenge's board is the open region of the flat board: a ball of the flat
        // board outside it lies in the closed part.
        const bool closed = board.kind() == BoardKind::Sliding
            && (cell < 0 ? Board::flat()->cellIndex(px, py) >= 0 : !board.inRegion(cell));
        if (cell < 0 && !closed) {
            refuse(tr("%1 does not fit: part of it would be off the board").arg(pieceLabel(piece)));
            return;
        }
        if (closed) {
            refuse(tr("%1 does not fit: part of it would be in the closed part of the challenge")
                       .arg(pieceLabel(piece)));
            return;
        }
        const char letter = m_position->at(cell);
        if (letter != '.' && pieceIndexOfLetter(letter) != piece) {
            refuse(tr("%1 does not fit: it would overlap %2")
                       .arg(pieceLabel(piece), pieceLabel(*pieceIndexOfLetter(letter))));
            return;
        }
        mask |= CellMask {1} << cell;
    }
    const std::optional<int> placement = board.findPlacement(piece, mask);
    if (!placement) {
        refuse(tr("%1 cannot lie there").arg(pieceLabel(piece)));
        return;
    }
    if (moving)
        emit moveRequested(piece, *placement);
    else
        emit placeRequested(*placement);
}

void KanoodleBoardView::setCursor(int cell)
{
    m_cursor = cell;
    m_pinned = 0;
    m_candidateIndex = 0;
    m_cycled = false;
    updateCandidates();
    update();
    emit previewChanged(previewPlacement());
}

void KanoodleBoardView::updateCandidates()
{
    m_candidates.clear();
    if (!m_position || m_selected < 0 || m_position->isPlaced(m_selected))
        return;
    const CellMask through = m_pinned | (CellMask {1} << m_cursor);
    for (const int index : m_position->board().placementsOfPiece(m_selected)) {
        const Placement &p = m_position->board().placements()[static_cast<std::size_t>(index)];
        if ((p.cells & through) == through && m_position->canPlace(index))
            m_candidates.push_back(index);
    }
    if (m_candidateIndex >= static_cast<int>(m_candidates.size()))
        m_candidateIndex = 0;
}

void KanoodleBoardView::cycleCandidate(int step)
{
    if (m_candidates.empty())
        return;
    const int count = static_cast<int>(m_candidates.size());
    if (m_cycled || !isFlat())
        m_candidateIndex = ((m_candidateIndex + step) % count + count) % count;
    m_cycled = true;
    update();
    emit previewChanged(previewPlacement());
}

void KanoodleBoardView::placeCandidate()
{
    const int placement = previewPlacement();
    if (placement >= 0)
        emit placeRequested(placement);
}

void KanoodleBoardView::removeAtCursor()
{
    if (m_drag.lifted) {
        const int piece = m_drag.piece;
        m_drag = Drag {};
        emit removeRequested(piece);
        update();
        return;
    }
    takeOffAt(m_cursor);
}

bool KanoodleBoardView::takeOffAt(int cell)
{
    if (!m_position || cell < 0 || cell >= stateLength || m_position->at(cell) == '.')
        return false;
    const int piece = *pieceIndexOfLetter(m_position->at(cell));
    if ((m_given >> piece) & 1U)
        refuse(tr("Piece %1 is given: it stays where it is").arg(pieceLabel(piece)));
    else
        emit removeRequested(piece);
    return true;
}

void KanoodleBoardView::rotateSelected(int steps)
{
    const int piece = m_drag.active ? m_drag.piece : m_selected;
    if (piece < 0)
        return;
    Orientation &o = m_orientation[static_cast<std::size_t>(piece)];
    o.rotation = ((o.rotation + steps) % 6 + 6) % 6;
    update();
}

void KanoodleBoardView::mirrorSelected()
{
    const int piece = m_drag.active ? m_drag.piece : m_selected;
    if (piece < 0)
        return;
    m_orientation[static_cast<std::size_t>(piece)].mirror
        = !m_orientation[static_cast<std::size_t>(piece)].mirror;
    update();
}

void KanoodleBoardView::wheelEvent(QWheelEvent *event)
{
    if (!m_interactive)
        return;
    const int step = event->angleDelta().y() > 0 ? 1 : -1;
    if ((event->modifiers() & Qt::ControlModifier) && zooms()) {
        zoomAt(event->position(), step > 0 ? zoomStep : 1 / zoomStep);
        event->accept();
        return;
    }
    if (m_drag.active)
        rotateSelected(step);
    else if (!m_candidates.empty())
        cycleCandidate(step);
    else
        rotateSelected(step);
    event->accept();
}

bool KanoodleBoardView::event(QEvent *event)
{
    // Esc is the window's Stop shortcut; while a piece is picked up it belongs to the board,
    // which drops the piece (keyPressEvent).
    if (event->type() == QEvent::ShortcutOverride
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape
        && (m_selected >= 0 || m_drag.lifted)) {
        event->accept();
        return true;
    }
    return QWidget::event(event);
}

bool KanoodleBoardView::focusNextPrevChild(bool next)
{
    // Tab cycles placements inside the view instead of moving the focus away.
    if (!m_candidates.empty()) {
        cycleCandidate(next ? 1 : -1);
        return true;
    }
    return QWidget::focusNextPrevChild(next);
}

void KanoodleBoardView::keyPressEvent(QKeyEvent *event)
{
    if (!m_interactive || !m_position) {
        QWidget::keyPressEvent(event);
        return;
    }
    const int key = event->key();
    // Shift alone with a letter: Ctrl+Shift+letter belongs to the menus (Enter Game ID...).
    const Qt::KeyboardModifiers modifiers = event->modifiers() & ~Qt::KeypadModifier;
    if (modifiers == Qt::ShiftModifier && key >= Qt::Key_A && key <= Qt::Key_L) {
        selectPiece(key - Qt::Key_A);
        return;
    }
    switch (key) {
    case Qt::Key_BracketRight:
        selectNextPiece(1);
        return;
    case Qt::Key_BracketLeft:
        selectNextPiece(-1);
        return;
    case Qt::Key_R:
        rotateSelected(1);
        return;
    case Qt::Key_F:
        mirrorSelected();
        return;
    case Qt::Key_Left:
        moveCursorBy(-1, 0, 0);
        return;
    case Qt::Key_Right:
        moveCursorBy(1, 0, 0);
        return;
    case Qt::Key_Up:
        moveCursorBy(0, -1, 0);
        return;
    case Qt::Key_Down:
        moveCursorBy(0, 1, 0);
        return;
    case Qt::Key_PageUp:
        moveCursorBy(0, 0, 1);
        return;
    case Qt::Key_PageDown:
        moveCursorBy(0, 0, -1);
        return;
    case Qt::Key_Backtab:
        cycleCandidate(-1);
        return;
    case Qt::Key_Tab: // arrives here when forwarded from the 3D view
        cycleCandidate(1);
        return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        placeAtCursor();
        return;
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        removeAtCursor();
        return;
    case Qt::Key_Escape:
        dropSelection();
        return;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
    case Qt::Key_Minus:
        if (zooms()) {
            // About the cursor's ball: where the keys work.
            zoomAt(toWidget(m_geometry->ballCentre(m_cursor)),
                   key == Qt::Key_Minus ? 1 / zoomStep : zoomStep);
            return;
        }
        QWidget::keyPressEvent(event);
        return;
    default:
        QWidget::keyPressEvent(event);
    }
}

void KanoodleBoardView::selectNextPiece(int step)
{
    // The next piece in the tray, going round, after the selected one (or from either end).
    const Board &board = m_position->board();
    for (int k = 1; k <= pieceCount; ++k) {
        const int piece
            = ((m_selected < 0 ? (step > 0 ? -1 : 0) : m_selected) + step * k + 2 * pieceCount)
            % pieceCount;
        if (board.hasPiece(piece) && !m_position->isPlaced(piece)) {
            selectPiece(piece);
            return;
        }
    }
}

void KanoodleBoardView::moveCursorBy(int dx, int dy, int dz)
{
    const Board &board = m_position->board();
    const Cell at = board.cell(m_cursor);
    int cell = board.cellIndex(at.x + dx, at.y + dy, at.z + dz);
    // Up or down into a row whose balls begin or end elsewhere (the flat board's rows are
    // staggered, the pyramid's layers narrow): the nearest ball of that row.
    for (int shift = 1; cell < 0 && dy != 0 && shift <= 2; ++shift) {
        for (const int side : {-shift, shift}) {
            if (cell < 0)
                cell = board.cellIndex(at.x + side, at.y + dy, at.z + dz);
        }
    }
    // Off the board (or the pyramid's layer) the cursor stays where it is.
    if (cell >= 0) {
        setCursor(cell);
        showBall(cell);
    }
}

void KanoodleBoardView::placeAtCursor()
{
    if (m_selected < 0)
        return;
    if (previewPlacement() >= 0) {
        placeCandidate();
    } else if (isFlat() && m_position->at(m_cursor) == '.') {
        // The oriented shape with its first ball on the cursor.
        const Cell at = m_position->board().cell(m_cursor);
        placeShape(m_selected, 0, at.x, at.y, 0, false);
    } else {
        refuse(tr("No room for %1 on this ball").arg(pieceLabel(m_selected)));
    }
}

void KanoodleBoardView::dropSelection()
{
    m_drag = Drag {};
    m_selected = -1;
    m_candidates.clear();
    update();
    emit previewChanged(-1);
}

} // namespace pw::ui::kanoodle
