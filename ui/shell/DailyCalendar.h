#pragma once

#include <QCalendarWidget>

namespace pw::statistics {
class DailyPuzzleDays;
} // namespace pw::statistics

namespace pw::ui {

// A month of daily puzzles: each day whose puzzle was solved without help carries a tick in its
// corner; days after today cannot be chosen.
class DailyCalendar : public QCalendarWidget
{
    Q_OBJECT
public:
    explicit DailyCalendar(QWidget *parent = nullptr);

    // The days to tick (not owned; nullptr ticks none).
    void setDays(const statistics::DailyPuzzleDays *days);
    // Whether the day is drawn with a tick.
    bool isTicked(const QDate &day) const;

protected:
    void paintCell(QPainter *painter, const QRect &rect, QDate date) const override;

private:
    const statistics::DailyPuzzleDays *m_days = nullptr;
};

} // namespace pw::ui
