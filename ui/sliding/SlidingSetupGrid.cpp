#include "ui/sliding/SlidingSetupGrid.h"

#include <QApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace pw::ui {

SlidingSetupGrid::SlidingSetupGrid(QWidget *parent)
    : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setCells(4, 4, std::vector<int>(16, -1));
}

void SlidingSetupGrid::setCells(int rows, int cols, const std::vector<int> &cells)
{
    m_rows = rows;
    m_cols = cols;
    m_cells = cells;
    m_cells.resize(static_cast<std::size_t>(rows * cols), -1);
    m_clashing.assign(m_cells.size(), false);
    m_selected = -1;
    m_typed.clear();
    update();
}

void SlidingSetupGrid::setClashing(const std::vector<bool> &clashing)
{
    m_clashing = clashing;
    m_clashing.resize(m_cells.size(), false);
    update();
}

void SlidingSetupGrid::selectCell(int cell)
{
    m_selected = cell >= 0 && cell < static_cast<int>(m_cells.size()) ? cell : -1;
    m_typed.clear();
    update();
}

QSize SlidingSetupGrid::sizeHint() const
{
    return {420, 420};
}

QSize SlidingSetupGrid::minimumSizeHint() const
{
    return {160, 160};
}

QRectF SlidingSetupGrid::gridRect() const
{
    const double cell = std::min((width() - 8.0) / m_cols, (height() - 8.0) / m_rows);
    const QSizeF size(cell * m_cols, cell * m_rows);
    return {QPointF((width() - size.width()) / 2, (height() - size.height()) / 2), size};
}

QRectF SlidingSetupGrid::cellRect(int cell) const
{
    const QRectF grid = gridRect();
    const double size = grid.width() / m_cols;
    return {grid.left() + (cell % m_cols) * size, grid.top() + (cell / m_cols) * size, size, size};
}

int SlidingSetupGrid::cellAt(const QPointF &point) const
{
    for (int cell = 0; cell < static_cast<int>(m_cells.size()); ++cell) {
        if (cellRect(cell).contains(point))
            return cell;
    }
    return -1;
}

void SlidingSetupGrid::setCell(int cell, int value)
{
    m_cells[static_cast<std::size_t>(cell)] = value;
    update();
    emit edited();
}

void SlidingSetupGrid::typeDigit(int digit)
{
    if (m_selected < 0)
        return;
    const int largest = static_cast<int>(m_cells.size()) - 1;
    // A digit extends the number typed so far while it still names a tile; else it starts anew.
    QString typed = m_typed + QString::number(digit);
    if (typed.toInt() > largest)
        typed = QString::number(digit);
    if (typed.toInt() > largest)
        return;
    m_typed = typed;
    setCell(m_selected, typed.toInt());
    // No further digit could make a larger tile: the next cell takes the next number.
    if (typed.toInt() == 0 || typed.toInt() * 10 > largest)
        selectCell(std::min(m_selected + 1, largest));
}

void SlidingSetupGrid::keyPressEvent(QKeyEvent *event)
{
    const int count = static_cast<int>(m_cells.size());
    const int key = event->key();
    if (key >= Qt::Key_0 && key <= Qt::Key_9) {
        typeDigit(key - Qt::Key_0);
    } else if ((key == Qt::Key_Backspace || key == Qt::Key_Delete) && m_selected >= 0) {
        m_typed.clear();
        setCell(m_selected, -1);
    } else if (key == Qt::Key_Space || key == Qt::Key_Return || key == Qt::Key_Enter
               || key == Qt::Key_Right) {
        selectCell(std::min(std::max(m_selected, -1) + 1, count - 1));
    } else if (key == Qt::Key_Left) {
        selectCell(std::max(m_selected - 1, 0));
    } else if (key == Qt::Key_Up && m_selected >= m_cols) {
        selectCell(m_selected - m_cols);
    } else if (key == Qt::Key_Down && m_selected >= 0 && m_selected + m_cols < count) {
        selectCell(m_selected + m_cols);
    } else {
        QWidget::keyPressEvent(event);
    }
}

void SlidingSetupGrid::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    setFocus(Qt::MouseFocusReason);
    m_pressedCell = cellAt(event->position());
    m_pressedAt = event->position();
    m_dragging = false;
}

void SlidingSetupGrid::mouseMoveEvent(QMouseEvent *event)
{
    if (m_pressedCell < 0)
        return;
    // Only a tile (the blank too) can be dragged; an empty cell has nothing to carry.
    const bool carriesSomething = m_cells[static_cast<std::size_t>(m_pressedCell)] >= 0;
    const double moved = (event->position() - m_pressedAt).manhattanLength();
    if (!m_dragging && carriesSomething && moved >= QApplication::startDragDistance())
        m_dragging = true;
    if (m_dragging) {
        m_dragAt = event->position();
        update();
    }
}

void SlidingSetupGrid::mouseReleaseEvent(QMouseEvent *event)
{
    const int from = m_pressedCell;
    m_pressedCell = -1;
    if (from < 0 || event->button() != Qt::LeftButton)
        return;
    if (!m_dragging) {
        selectCell(from);
        return;
    }
    m_dragging = false;
    const int to = cellAt(event->position());
    if (to >= 0 && to != from) {
        std::swap(m_cells[static_cast<std::size_t>(from)], m_cells[static_cast<std::size_t>(to)]);
        selectCell(to);
        emit edited();
    }
    update();
}

void SlidingSetupGrid::paintCell(QPainter &painter, int cell, const QRectF &rect) const
{
    const QPalette pal = palette();
    const int value = m_cells[static_cast<std::size_t>(cell)];
    const double radius = rect.width() * 0.12;
    const bool clash = m_clashing[static_cast<std::size_t>(cell)];
    painter.setPen(value < 0 ? QPen(pal.color(QPalette::Mid), 1, Qt::DashLine) : Qt::NoPen);
    if (value > 0)
        painter.setBrush(clash ? QColor(0xef, 0x9a, 0x9a) : pal.color(QPalette::Button));
    else
        painter.setBrush(clash ? QColor(0xef, 0x9a, 0x9a) : pal.color(QPalette::Base));
    painter.drawRoundedRect(rect, radius, radius);
    painter.setPen(clash ? QColor(0xb7, 0x1c, 0x1c) : pal.color(QPalette::ButtonText));
    // The blank is shown as an open square; a cell with nothing yet stays empty.
    if (value > 0)
        painter.drawText(rect, Qt::AlignCenter, QString::number(value));
    else if (value == 0)
        painter.drawText(rect, Qt::AlignCenter, QString(QChar(0x25a1))); // a white square
}

void SlidingSetupGrid::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QRectF grid = gridRect();
    const double size = grid.width() / m_cols;
    const double gap = std::max(1.0, size * 0.05);
    painter.setPen(Qt::NoPen);
    painter.setBrush(palette().color(QPalette::Mid));
    painter.drawRoundedRect(grid, size * 0.12, size * 0.12);
    QFont font = painter.font();
    font.setPixelSize(std::max(6, int(size * (m_cells.size() > 99 ? 0.34 : 0.42))));
    font.setBold(true);
    painter.setFont(font);
    for (int cell = 0; cell < static_cast<int>(m_cells.size()); ++cell) {
        if (m_dragging && cell == m_pressedCell)
            continue; // drawn under the pointer below
        paintCell(painter, cell, cellRect(cell).adjusted(gap, gap, -gap, -gap));
    }
    if (m_selected >= 0) {
        painter.setPen(QPen(palette().color(QPalette::Highlight), std::max(2.0, gap * 1.6)));
        painter.setBrush(Qt::NoBrush);
        const QRectF ring = cellRect(m_selected).adjusted(gap, gap, -gap, -gap);
        painter.drawRoundedRect(ring, size * 0.12, size * 0.12);
    }
    if (m_dragging) {
        QRectF carried = cellRect(m_pressedCell).adjusted(gap, gap, -gap, -gap);
        carried.moveCenter(m_dragAt);
        painter.setOpacity(0.85);
        paintCell(painter, m_pressedCell, carried);
    }
}

} // namespace pw::ui
