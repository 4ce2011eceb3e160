#include "ui/sliding/SlidingBoardView.h"

#include "ui/common/Contrast.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QVariantAnimation>

#include <algorithm>

namespace pw::ui {

using sliding::Board;

SlidingBoardView::SlidingBoardView(QWidget *parent)
    : QWidget(parent)
    , m_board(Board::goal(4, 4))
    , m_animation(new QVariantAnimation(this))
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true); // as setInteractive() says
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    m_animation->setStartValue(0.0);
    m_animation->setEndValue(1.0);
    m_animation->setDuration(110);
    m_animation->setEasingCurve(QEasingCurve::OutCubic);
    connect(m_animation, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        m_progress = value.toDouble();
        update();
    });
}

void SlidingBoardView::setInteractive(bool interactive)
{
    m_interactive = interactive;
    setFocusPolicy(interactive ? Qt::StrongFocus : Qt::NoFocus);
    // A drag follows every move between press and release, whatever the move event says of the
    // buttons.
    setMouseTracking(interactive);
}

void SlidingBoardView::setBoard(const Board &board, bool animate)
{
    const bool sameShape = board.rows() == m_board.rows() && board.cols() == m_board.cols();
    if (!(board == m_board)) {
        m_hintCell = -1; // the hint was for the board before
        m_drag.reset(); // and so was a drag under way
    }
    m_animation->stop();
    if (animate && sameShape) {
        m_fromCell.assign(static_cast<std::size_t>(board.cellCount()), 0);
        for (int cell = 0; cell < m_board.cellCount(); ++cell)
            m_fromCell[m_board.at(cell)] = cell;
        m_progress = 0.0;
        m_animation->start();
    } else {
        m_fromCell.clear();
        m_progress = 1.0;
    }
    m_board = board;
    if (!sameShape)
        updateGeometry();
    update();
}

bool SlidingBoardView::isAnimating() const
{
    return m_animation->state() == QAbstractAnimation::Running;
}

QSize SlidingBoardView::sizeHint() const
{
    return QSize(m_board.cols() * 64, m_board.rows() * 64);
}

QSize SlidingBoardView::minimumSizeHint() const
{
    return QSize(m_board.cols() * 12, m_board.rows() * 12);
}

QRectF SlidingBoardView::boardRect() const
{
    // The largest rectangle of square cells that fits, centred.
    const double cell
        = std::min(width() / double(m_board.cols()), height() / double(m_board.rows()));
    const double w = cell * m_board.cols();
    const double h = cell * m_board.rows();
    return QRectF((width() - w) / 2, (height() - h) / 2, w, h);
}

QRectF SlidingBoardView::cellRect(int cell) const
{
    const QRectF board = boardRect();
    const double size = board.width() / m_board.cols();
    return QRectF(board.left() + (cell % m_board.cols()) * size,
                  board.top() + (cell / m_board.cols()) * size, size, size);
}

int SlidingBoardView::cellAt(const QPointF &point) const
{
    const QRectF board = boardRect();
    if (!board.contains(point))
        return -1;
    const double size = board.width() / m_board.cols();
    const int col = std::clamp(int((point.x() - board.left()) / size), 0, m_board.cols() - 1);
    const int row = std::clamp(int((point.y() - board.top()) / size), 0, m_board.rows() - 1);
    return row * m_board.cols() + col;
}

void SlidingBoardView::setHintCell(int cell)
{
    if (cell == m_hintCell)
        return;
    m_hintCell = cell;
    update();
}

SlidingBoardView::TileColours SlidingBoardView::tileColours(const QPalette &palette)
{
    // From the palette, then checked: Button tiles on a Mid board were 1.7:1 in the light
    // scheme and 1.1:1 in the dark one, so each tile gets an edge that reaches 3:1 against the
    // board, and tiles at home (Highlight) 3:1 against the others.
    TileColours colours;
    colours.board = palette.color(QPalette::Mid);
    colours.away = palette.color(QPalette::Button);
    colours.home = withContrast(palette.color(QPalette::Highlight), colours.away);
    colours.edge = withContrast(palette.color(QPalette::Dark), colours.board);
    return colours;
}

double SlidingBoardView::tileEdgeWidth(double cellSize)
{
    return std::max(1.5, cellSize * 0.03);
}

void SlidingBoardView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette pal = palette();
    const QRectF board = boardRect();
    const double size = board.width() / m_board.cols();
    const double gap = std::max(1.0, size * 0.05);
    const double radius = size * 0.12;

    const TileColours colours = tileColours(pal);
    painter.setPen(Qt::NoPen);
    painter.setBrush(colours.board);
    painter.drawRoundedRect(board, radius, radius);

    QFont font = painter.font();
    font.setPixelSize(std::max(6, int(size * (m_board.cellCount() > 99 ? 0.34 : 0.42))));
    font.setBold(true);
    painter.setFont(font);

    const double edgeWidth = tileEdgeWidth(size);
    for (int cell = 0; cell < m_board.cellCount(); ++cell) {
        const int tile = m_board.at(cell);
        if (tile == 0)
            continue;
        QRectF rect = cellRect(cell);
        if (m_progress < 1.0 && static_cast<std::size_t>(tile) < m_fromCell.size()) {
            const QRectF from = cellRect(m_fromCell[static_cast<std::size_t>(tile)]);
            rect.moveTopLeft(from.topLeft() + (rect.topLeft() - from.topLeft()) * m_progress);
        }
        if (m_drag
            && std::find(m_drag->cells.begin(), m_drag->cells.end(), cell) != m_drag->cells.end())
            rect.translate(m_drag->towardsBlank * m_drag->shift);
        rect.adjust(gap, gap, -gap, -gap);
        const bool atHome = m_board.goalIndexOf(tile) == cell;
        painter.setPen(QPen(colours.edge, edgeWidth));
        painter.setBrush(atHome ? colours.home : colours.away);
        const double inset = edgeWidth / 2;
        painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), radius, radius);
        painter.setPen(atHome ? pal.color(QPalette::HighlightedText)
                              : pal.color(QPalette::ButtonText));
        painter.drawText(rect, Qt::AlignCenter, QString::number(tile));
        if (cell == m_hintCell) {
            // Amber, like a lit noodle: readable on both the home and the away colour.
            painter.setPen(QPen(QColor(0xe8, 0xa2, 0x02), std::max(2.0, gap * 1.6)));
            painter.setBrush(Qt::NoBrush);
            painter.drawRoundedRect(rect, radius, radius);
        }
    }
    if (hasFocus() && m_interactive) {
        painter.setPen(QPen(pal.color(QPalette::Highlight), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(board.adjusted(1, 1, -1, -1), radius, radius);
    }
}

void SlidingBoardView::mousePressEvent(QMouseEvent *event)
{
    if (!m_interactive || event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    setFocus(Qt::MouseFocusReason);
    m_drag.reset();
    const int cell = cellAt(event->position());
    if (cell < 0 || cell == m_board.blankIndex())
        return;
    const int cols = m_board.cols();
    const int dr = cell / cols - m_board.blankRow();
    const int dc = cell % cols - m_board.blankCol();
    if (dr != 0 && dc != 0)
        return; // off the blank's row and column: nothing slides
    Drag drag;
    drag.pressedAt = event->position();
    // The tiles move the other way from the blank.
    const int stepRow = dr > 0 ? -1 : dr < 0 ? 1 : 0;
    const int stepCol = dc > 0 ? -1 : dc < 0 ? 1 : 0;
    drag.towardsBlank = QPointF(stepCol, stepRow);
    for (int at = cell; at != m_board.blankIndex(); at += stepRow * cols + stepCol)
        drag.cells.push_back(at);
    const QChar blankMove = dr == 0 ? (dc < 0 ? QLatin1Char('L') : QLatin1Char('R'))
                                    : (dr < 0 ? QLatin1Char('U') : QLatin1Char('D'));
    drag.moves.fill(blankMove, static_cast<qsizetype>(drag.cells.size()));
    m_drag = std::move(drag);
}

void SlidingBoardView::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_drag)
        return QWidget::mouseMoveEvent(event);
    const QPointF moved = event->position() - m_drag->pressedAt;
    const double along
        = moved.x() * m_drag->towardsBlank.x() + moved.y() * m_drag->towardsBlank.y();
    const double cell = boardRect().width() / m_board.cols();
    m_drag->shift = std::clamp(along, 0.0, cell);
    update();
}

void SlidingBoardView::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_drag || event->button() != Qt::LeftButton)
        return QWidget::mouseReleaseEvent(event);
    const Drag drag = *m_drag;
    m_drag.reset();
    update();
    const bool click = (event->position() - drag.pressedAt).manhattanLength()
        < QApplication::startDragDistance();
    const double cell = boardRect().width() / m_board.cols();
    if (click || drag.shift >= cell / 2)
        emit movesRequested(drag.moves);
}

void SlidingBoardView::keyPressEvent(QKeyEvent *event)
{
    if (!m_interactive)
        return QWidget::keyPressEvent(event);
    // An arrow slides the tile next to the blank in the arrow's direction, so the blank goes the
    // other way.
    char move = 0;
    switch (event->key()) {
    case Qt::Key_Left:
        move = 'R';
        break;
    case Qt::Key_Right:
        move = 'L';
        break;
    case Qt::Key_Up:
        move = 'D';
        break;
    case Qt::Key_Down:
        move = 'U';
        break;
    default:
        return QWidget::keyPressEvent(event);
    }
    const auto d = sliding::directionFromLetter(move);
    if (d && m_board.canMove(*d))
        emit movesRequested(QString(QLatin1Char(move)));
}

} // namespace pw::ui
