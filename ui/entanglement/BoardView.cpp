#include "ui/entanglement/BoardView.h"

#include "ui/common/FocusFrame.h"
#include "ui/entanglement/CandidateWords.h"
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
    painter.fillRect(rect(), QColor(0x3a, 0x3f, 0x47));
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
            painter.setPen(QPen(QColor(0x5a, 0x60, 0x6a), std::max(1.0, side * 0.03)));
            painter.setBrush(QColor(0x44, 0x49, 0x52));
            painter.drawPolygon(TilePainter::hexagon(at, side * 0.96));
        }
    }

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
    paintCandidateLabels(painter, side);
    if (m_gain > 0 && !line.empty())
        paintGain(painter, cellCentre(line.back().cell), side);
    paintFocusFrame(painter, *this);
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

void BoardView::paintCandidateLabels(QPainter &painter, double side) const
{
    if (m_candidates.empty())
        return;
    // A readable size at every radius; the labels then no longer fit beside their cells on a
    // crowded board, so each goes to the free spot nearest its cell (the choice and the
    // candidate in focus first), with a thin leader to the cell when it had to move away.
    QFont font = painter.font();
    font.setPixelSize(std::clamp(static_cast<int>(side * 0.28), 11, 16));
    painter.setFont(font);
    const QFontMetricsF metrics(font);
    const double height = metrics.height() + 2;

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

    std::vector<QRectF> taken;
    const QRectF area = rect();
    for (const int i : order) {
        const Candidate &c = m_candidates[static_cast<std::size_t>(i)];
        const QString text = CandidateWords::label(c);
        const double width = metrics.horizontalAdvance(text) + 8;
        const QPointF anchor = cellCentre(c.end.cell);
        // Just above the cell's middle first, then spots further out, nearest first.
        const QPointF home = anchor + QPointF(0, -side * 0.55);
        std::vector<QPointF> spots;
        for (int row = -10; row <= 10; ++row) {
            for (int column = -3; column <= 3; ++column)
                spots.push_back(home + QPointF(column * width * 0.55, row * height * 1.05));
        }
        std::stable_sort(spots.begin(), spots.end(), [&home](QPointF a, QPointF b) {
            const QPointF da = a - home;
            const QPointF db = b - home;
            return QPointF::dotProduct(da, da) < QPointF::dotProduct(db, db);
        });
        QRectF box(home.x() - width / 2, home.y() - height / 2, width, height);
        for (const QPointF spot : spots) {
            const QRectF trial(spot.x() - width / 2, spot.y() - height / 2, width, height);
            if (!area.contains(trial))
                continue;
            const bool free = std::none_of(taken.begin(), taken.end(), [&trial](const QRectF &r) {
                return r.adjusted(-1, -1, 1, 1).intersects(trial);
            });
            if (free) {
                box = trial;
                break;
            }
        }
        taken.push_back(box);
        const QColor fill = i == m_chosen ? QColor(0xf0, 0xd0, 0x40)
            : i == m_focus                ? m_style.candidate
                                          : QColor(0, 0, 0, 190);
        if (QLineF(box.center(), home).length() > height) {
            painter.setPen(QPen(fill.lighter(120), 1.2));
            const QPointF edge(std::clamp(anchor.x(), box.left(), box.right()),
                               std::clamp(anchor.y(), box.top(), box.bottom()));
            painter.drawLine(edge, anchor);
            painter.setBrush(fill);
            painter.drawEllipse(anchor, 2.5, 2.5);
        }
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        painter.drawRoundedRect(box, 3, 3);
        painter.setPen(i == m_chosen ? Qt::black : Qt::white);
        painter.drawText(box, Qt::AlignCenter, text);
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
