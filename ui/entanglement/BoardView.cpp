#include "ui/entanglement/BoardView.h"

#include "ui/common/Contrast.h"
#include "ui/common/FocusFrame.h"
#include "ui/entanglement/CandidateWords.h"
#include "ui/entanglement/LabelLayout.h"
#include "ui/entanglement/LineTrail.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QTimer>
#include <QVariantAnimation>
#include <QWheelEvent>

#include <algorithm>
#include <array>
#include <cmath>
#include <map>

namespace pw::ui::entanglement {

using pw::common::UvCell;
using namespace pw::entanglement;

namespace {

// Pin masks per cell for a list of segments.
std::map<std::pair<int, int>, unsigned> pinMasks(const std::vector<Segment> &segments)
{
    std::map<std::pair<int, int>, unsigned> masks;
    for (const Segment &s : segments)
        masks[{s.cell.u, s.cell.v}] |= (1u << s.in) | (1u << s.out);
    return masks;
}

unsigned maskAt(const std::map<std::pair<int, int>, unsigned> &masks, UvCell cell)
{
    const auto it = masks.find({cell.u, cell.v});
    return it == masks.end() ? 0u : it->second;
}

} // namespace

BoardView::BoardView(QWidget *parent)
    : QWidget(parent)
    , m_animation(new QVariantAnimation(this))
    , m_animated(qEnvironmentVariableIsEmpty("PW_NO_ANIMATIONS"))
    , m_growth(new QVariantAnimation(this))
    , m_gainTimer(new QTimer(this))
{
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(minimumSizeHint());
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_animation->setDuration(140);
    m_animation->setEasingCurve(QEasingCurve::OutCubic);
    connect(m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        m_angle = value.toDouble();
        update();
    });
    connect(m_growth, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        m_lineShown = value.toDouble();
        update();
    });
    connect(m_growth, &QVariantAnimation::finished, this, [this] {
        m_lineShown = -1;
        update();
    });
    m_gainTimer->setSingleShot(true);
    connect(m_gainTimer, &QTimer::timeout, this, [this] {
        m_gain = 0;
        update();
    });
}

void BoardView::animateLineGrowth(int fromSegments, int points)
{
    m_growth->stop();
    m_lineShown = -1;
    m_gain = points;
    const int total = static_cast<int>(m_game.line().size());
    const int added = total - fromSegments;
    if (m_animated && added > 0 && fromSegments >= 0) {
        // About 70 ms a segment, so a long run can be followed, within 1.5 s.
        m_growth->setStartValue(static_cast<double>(fromSegments));
        m_growth->setEndValue(static_cast<double>(total));
        m_growth->setDuration(std::clamp(70 * added, 150, 1500));
        m_lineShown = fromSegments;
        m_growth->start();
    }
    m_gainTimer->start(m_animated ? m_growth->duration() + 1200 : 1200);
    update();
}

void BoardView::setGame(const Game &game)
{
    // The ghost continues the position it was found for; another move leaves it behind.
    if (m_ghost && game.moves() != m_ghost->from.moves())
        m_ghost.reset();
    m_game = game;
    if (m_lineShown > static_cast<double>(game.line().size())) {
        // Another game or an undo: nothing left to grow into.
        m_growth->stop();
        m_lineShown = -1;
        m_gain = 0;
    }
    update();
}

void BoardView::animateRotation(int steps)
{
    if (!m_animated)
        return;
    // Start turned back by the steps just taken (plus whatever was still left to turn).
    m_animation->stop();
    m_animation->setStartValue(m_angle - 60.0 * steps);
    m_animation->setEndValue(0.0);
    m_animation->start();
}

void BoardView::setCandidates(std::vector<Candidate> candidates, int focus, int chosen)
{
    m_candidates = std::move(candidates);
    m_focus = focus;
    m_chosen = chosen;
    update();
}

void BoardView::clearCandidates()
{
    if (m_candidates.empty() && m_focus < 0)
        return;
    m_candidates.clear();
    m_focus = m_chosen = -1;
    update();
}

void BoardView::setGhost(const BestLine &line)
{
    m_ghost = line;
    update();
}

void BoardView::clearGhost()
{
    if (!m_ghost)
        return;
    m_ghost.reset();
    update();
}

double BoardView::tileSide() const
{
    // The walls ring (radius + 1) must fit: across, 3 (R + 1) + 2 sides; down, sqrt(3) (2R + 3).
    const int rings = m_game.radius() + 1;
    const double byWidth = width() / (3.0 * rings + 2.0);
    const double byHeight = height() / (std::sqrt(3.0) * (2.0 * rings + 1.0));
    return std::max(2.0, std::min(byWidth, byHeight) * 0.98);
}

QPointF BoardView::cellCentre(UvCell cell) const
{
    const auto p = pw::common::uvToXy(cell, tileSide());
    return QPointF(width() / 2.0 + p.x, height() / 2.0 + p.y);
}

QColor BoardView::emptyCellEdge()
{
    // A cell one may still play reads apart from the board around it (its fill alone is 1.2:1).
    static const QColor edge
        = withContrast(QColor(0x5a, 0x60, 0x6a), {backgroundColour, emptyCellColour});
    return edge;
}

double BoardView::emptyEdgeWidth(double side)
{
    return std::max(2.0, side * 0.05);
}

void BoardView::paintWall(QPainter &painter, UvCell cell, double side) const
{
    painter.setPen(QPen(QColor(0x22, 0x22, 0x22), 1));
    painter.setBrush(QColor(0x10, 0x10, 0x10));
    painter.drawPolygon(TilePainter::hexagon(cellCentre(cell), side));
}

void BoardView::paintCentre(QPainter &painter, double side) const
{
    const QPointF centre = cellCentre({0, 0});
    painter.setPen(QPen(QColor(0x80, 0x80, 0x80), std::max(1.0, side * 0.04)));
    painter.setBrush(QColor(0x55, 0x55, 0x5c));
    painter.drawPolygon(TilePainter::hexagon(centre, side));
    const double w = std::max(1.5, side * 0.09);
    const QPointF start = TilePainter::pinPoint(centre, side, 0);
    painter.setPen(QPen(m_style.outline, w * 1.6, Qt::SolidLine, Qt::FlatCap));
    painter.drawLine(centre, start);
    painter.setPen(QPen(m_style.line, w, Qt::SolidLine, Qt::FlatCap));
    painter.drawLine(centre, start);
    painter.setPen(Qt::NoPen);
    painter.setBrush(m_style.line);
    painter.drawEllipse(centre, w, w);
}

void BoardView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), backgroundColour);
    const double side = tileSide();
    const Board &board = m_game.board();
    const int radius = board.radius();

    // Walls: the rim ring, then the centre with the line's start (centre pin 0) drawn on it.
    for (int u = -radius - 1; u <= radius + 1; ++u) {
        for (int v = -radius - 1; v <= radius + 1; ++v) {
            const UvCell cell {u, v};
            if (pw::common::uvDistanceFromCentre(cell) == radius + 1)
                paintWall(painter, cell, side);
        }
    }
    paintCentre(painter, side);

    // The predicted extension: the focused candidate's, else the tile in hand's.
    const bool showCandidate = m_focus >= 0 && m_focus < static_cast<int>(m_candidates.size());
    Game shown = m_game;
    if (showCandidate)
        prepareCandidate(shown, m_candidates[static_cast<std::size_t>(m_focus)]);
    std::vector<Segment> predicted;
    if (!shown.isOver())
        shown.preview(&predicted);
    // While the line grows after a placement, only its first segments so far.
    std::vector<Segment> line = m_game.line();
    if (m_lineShown >= 0)
        line.resize(std::min(line.size(), static_cast<std::size_t>(m_lineShown)));
    const auto lineMasks = pinMasks(line);
    const auto predictedMasks = pinMasks(predicted);

    // Playable cells: placed tiles or empty outlines.
    for (const UvCell cell : board.playableCells()) {
        const QPointF at = cellCentre(cell);
        if (board.hasTile(cell)) {
            const unsigned extra = maskAt(predictedMasks, cell);
            TilePainter::paint(painter, at, side, board.tileAt(cell), m_style,
                               maskAt(lineMasks, cell), showCandidate ? 0 : extra,
                               showCandidate ? extra : 0);
        } else {
            painter.setPen(QPen(emptyCellEdge(), emptyEdgeWidth(side)));
            painter.setBrush(emptyCellColour);
            painter.drawPolygon(TilePainter::hexagon(at, side * 0.96));
        }
    }

    paintTrails(painter, side, line, predicted, showCandidate);

    // The tile in hand at the open end, turned as it is (animated), with its predicted pairs.
    if (!m_game.isOver()) {
        const UvCell cell = m_game.openEnd().cell;
        const unsigned mask = maskAt(predictedMasks, cell);
        const double angle = showCandidate ? 0.0 : m_angle;
        // While animating, the tile is drawn as it is now, turned back by the remaining angle, so
        // the highlighted pairs are only right once it settles; show them then.
        const bool settled = std::abs(angle) < 1e-6;
        TilePainter::paint(painter, cellCentre(cell), side, shown.currentPlaced(), m_style, 0,
                           !showCandidate && settled ? mask : 0, showCandidate ? mask : 0, angle);
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(showCandidate ? m_style.candidate : m_style.predicted,
                            std::max(2.0, side * 0.07)));
        painter.drawPolygon(TilePainter::hexagon(cellCentre(cell), side));
    }
    paintGhost(painter, side);
    paintCandidateLabels(painter);
    if (m_gain > 0 && !line.empty())
        paintGain(painter, cellCentre(line.back().cell), side);
    paintFocusFrame(painter, *this);
}

void BoardView::paintTrails(QPainter &painter, double side, const std::vector<Segment> &line,
                            const std::vector<Segment> &predicted, bool candidate) const
{
    const auto centre = [this](UvCell cell) { return cellCentre(cell); };
    LineTrail::paint(painter, LineTrail::path(line, centre, side), side, m_style.line, true);
    // The extension through the placed tiles; the tile in hand draws its own part, turned.
    std::vector<Segment> placed;
    for (const Segment &segment : predicted) {
        if (!(segment.cell == m_game.openEnd().cell))
            placed.push_back(segment);
    }
    LineTrail::paint(painter, LineTrail::path(placed, centre, side), side,
                     candidate ? m_style.candidate : m_style.predicted, false);
}

void BoardView::paintGhost(QPainter &painter, double side) const
{
    if (!m_ghost)
        return;
    painter.save();
    // Its first tile lies where the tile in hand is drawn: the line through it says enough.
    painter.setOpacity(0.45);
    for (int i = 1; i < m_ghost->moveCount(); ++i)
        TilePainter::paint(painter, cellCentre(m_ghost->move(i).cell), side,
                           m_ghost->move(i).placed, m_style);
    painter.setOpacity(0.75);
    const auto centre = [this](UvCell cell) { return cellCentre(cell); };
    LineTrail::paint(painter, LineTrail::path(m_ghost->segments(), centre, side), side,
                     m_style.ghost, false);
    // Each move's number on its cell, so the order reads at a glance.
    QFont font = painter.font();
    font.setPixelSize(std::clamp(static_cast<int>(side * 0.45), 10, 18));
    font.setBold(true);
    painter.setFont(font);
    painter.setOpacity(0.9);
    const std::vector<QRectF> discs = ghostNumberDiscs();
    for (std::size_t i = 0; i < discs.size(); ++i) {
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(0x20, 0x20, 0x20, 200));
        painter.drawEllipse(discs[i]);
        painter.setPen(m_style.ghost);
        painter.drawText(discs[i], Qt::AlignCenter, QString::number(i + 1));
    }
    painter.restore();
}

std::vector<QRectF> BoardView::ghostNumberDiscs() const
{
    std::vector<QRectF> discs;
    if (!m_ghost)
        return discs;
    const double side = tileSide();
    const double r = std::max(7.0, side * 0.3);
    for (int i = 0; i < m_ghost->moveCount(); ++i) {
        const QPointF at = cellCentre(m_ghost->move(i).cell) + QPointF(side * 0.5, side * 0.5);
        discs.emplace_back(at.x() - r, at.y() - r, 2 * r, 2 * r);
    }
    return discs;
}

void BoardView::paintGain(QPainter &painter, QPointF at, double side) const
{
    QFont font = painter.font();
    font.setPixelSize(std::max(14, static_cast<int>(side * 0.6)));
    font.setBold(true);
    QPainterPath text;
    const QString gain = QStringLiteral("+%1").arg(m_gain);
    const double width = QFontMetricsF(font).horizontalAdvance(gain);
    text.addText(at + QPointF(-width / 2, -side * 0.55), font, gain);
    // A dark halo under the fill, so the number reads on tiles and on the dark board alike.
    painter.strokePath(text,
                       QPen(QColor(0x20, 0x20, 0x20), std::max(3.0, side * 0.1), Qt::SolidLine,
                            Qt::RoundCap, Qt::RoundJoin));
    painter.fillPath(text, QColor(0xff, 0xd8, 0x40));
}

QFont BoardView::labelFont() const
{
    // A readable size at every radius; the labels then no longer fit beside their cells on a
    // crowded board, so each goes to the free spot nearest its cell (the choice and the
    // candidate in focus first), with a thin leader to the cell when it had to move away.
    QFont font = this->font();
    font.setPixelSize(std::clamp(static_cast<int>(tileSide() * 0.28), 11, 16));
    return font;
}

std::vector<int> BoardView::labelOrder() const
{
    std::vector<int> order;
    for (const int first : {m_chosen, m_focus}) {
        if (first >= 0 && first < static_cast<int>(m_candidates.size())
            && std::find(order.begin(), order.end(), first) == order.end())
            order.push_back(first);
    }
    for (int i = 0; i < static_cast<int>(m_candidates.size()); ++i) {
        if (std::find(order.begin(), order.end(), i) == order.end())
            order.push_back(i);
    }
    return order;
}

std::vector<LabelLayout::Placement> BoardView::labelPlacements() const
{
    const QFontMetricsF metrics(labelFont());
    const double height = metrics.height() + 2;
    const double side = tileSide();
    std::vector<LabelLayout::Request> requests;
    for (const int i : labelOrder()) {
        const Candidate &c = m_candidates[static_cast<std::size_t>(i)];
        const QPointF anchor = cellCentre(c.end.cell);
        // Just above the cell's middle (clear of it), unless that spot is taken.
        requests.push_back(
            {anchor, anchor + QPointF(0, -std::max(side * 0.55, height / 2 + 5)),
             QSizeF(metrics.horizontalAdvance(CandidateWords::label(c)) + 8, height)});
    }
    // A hint shown over the best line keeps its labels off the line's move numbers.
    return LabelLayout::place(requests, rect(), ghostNumberDiscs());
}

void BoardView::paintCandidateLabels(QPainter &painter) const
{
    if (m_candidates.empty())
        return;
    painter.setFont(labelFont());
    const std::vector<int> order = labelOrder();
    const std::vector<LabelLayout::Placement> placed = labelPlacements();
    const auto fillOf = [this](int i) {
        return i == m_chosen ? QColor(0xf0, 0xd0, 0x40)
            : i == m_focus   ? m_style.candidate
                             : QColor(0, 0, 0, 190);
    };
    // Leaders first, labels over them: a leader that had no clear way still never hides text.
    for (std::size_t k = 0; k < placed.size(); ++k) {
        if (!placed[k].leader)
            continue;
        const QColor fill = fillOf(order[k]);
        painter.setPen(QPen(fill.lighter(120), 1.2));
        painter.drawLine(*placed[k].leader);
        painter.setBrush(fill);
        painter.drawEllipse(placed[k].leader->p2(), 2.5, 2.5);
    }
    for (std::size_t k = 0; k < placed.size(); ++k) {
        const int i = order[k];
        painter.setPen(Qt::NoPen);
        painter.setBrush(fillOf(i));
        painter.drawRoundedRect(placed[k].box, 3, 3);
        painter.setPen(i == m_chosen ? Qt::black : Qt::white);
        painter.drawText(placed[k].box, Qt::AlignCenter,
                         CandidateWords::label(m_candidates[static_cast<std::size_t>(i)]));
    }
}

void BoardView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Left:
        emit rotateRequested(-1);
        break;
    case Qt::Key_Right:
        emit rotateRequested(1);
        break;
    case Qt::Key_Space:
        emit swapRequested();
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        emit placeRequested();
        break;
    case Qt::Key_C:
        // Plain C only: Ctrl+Shift+C copies the game ID.
        if (event->modifiers() != Qt::NoModifier) {
            QWidget::keyPressEvent(event);
            return;
        }
        emit continueRequested();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void BoardView::wheelEvent(QWheelEvent *event)
{
    // One notch (120) turns one side; down/towards the user turns clockwise.
    m_wheelAccumulator += event->angleDelta().y();
    while (std::abs(m_wheelAccumulator) >= 120) {
        const int step = m_wheelAccumulator > 0 ? -1 : 1;
        m_wheelAccumulator += step * 120;
        emit rotateRequested(step);
    }
    event->accept();
}

void BoardView::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    if (event->button() == Qt::RightButton) {
        emit swapRequested();
    } else if (event->button() == Qt::LeftButton && !m_game.isOver()) {
        const QPointF local = event->position() - QPointF(width() / 2.0, height() / 2.0);
        const UvCell cell = pw::common::xyToUv({local.x(), local.y()}, tileSide());
        if (cell == m_game.openEnd().cell) {
            // Clicking the left or right third of the tile turns it; the middle places it.
            const double dx = local.x() - (cellCentre(cell).x() - width() / 2.0);
            if (dx < -tileSide() * 0.45)
                emit rotateRequested(-1);
            else if (dx > tileSide() * 0.45)
                emit rotateRequested(1);
            else
                emit placeRequested();
        }
    } else if (event->button() == Qt::MiddleButton) {
        emit placeRequested();
    }
    event->accept();
}

} // namespace pw::ui::entanglement
