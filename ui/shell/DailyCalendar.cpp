#include "ui/shell/DailyCalendar.h"

#include "core/statistics/DailyPuzzleDays.h"

#include <QPainter>
#include <QPainterPath>

namespace pw::ui {

DailyCalendar::DailyCalendar(QWidget *parent)
    : QCalendarWidget(parent)
{
    setObjectName(QStringLiteral("dailyCalendar"));
    setVerticalHeaderFormat(QCalendarWidget::NoVerticalHeader);
    setGridVisible(true);
}

void DailyCalendar::setDays(const statistics::DailyPuzzleDays *days)
{
    m_days = days;
    updateCells();
}

bool DailyCalendar::isTicked(const QDate &day) const
{
    return m_days && m_days->isSolved(day);
}

void DailyCalendar::paintCell(QPainter *painter, const QRect &rect, QDate date) const
{
    QCalendarWidget::paintCell(painter, rect, date);
    if (!isTicked(date))
        return;
    // A green tick in the cell's upper right corner, clear of the day's number in the middle.
    const qreal size = std::min(rect.width(), rect.height()) * 0.42;
    const QRectF box(rect.right() - size - 2, rect.top() + 2, size, size);
    QPainterPath tick;
    tick.moveTo(box.left() + size * 0.1, box.top() + size * 0.55);
    tick.lineTo(box.left() + size * 0.4, box.top() + size * 0.85);
    tick.lineTo(box.right() - size * 0.05, box.top() + size * 0.15);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(0x2e, 0x8b, 0x57), std::max(2.0, size / 6), Qt::SolidLine,
                         Qt::RoundCap, Qt::RoundJoin));
    painter->drawPath(tick);
    painter->restore();
}

} // namespace pw::ui
