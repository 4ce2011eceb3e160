#include "core/statistics/DateTicks.h"

#include <QLocale>
#include <QRegularExpression>

#include <algorithm>

namespace pw::statistics {

namespace {

// The locale's short time without seconds ("14:00", "2:00 PM"): ticks fall on whole quarter
// hours, and some locales' short format ("HH:mm:ss" in C) would add ":00" to every one.
QString timeOfDayFormat()
{
    QString format = QLocale().timeFormat(QLocale::ShortFormat);
    format.remove(QRegularExpression(QStringLiteral("[:.]ss?")));
    return format;
}

QDateTime midnight(const QDate &day)
{
    return QDateTime(day, QTime(0, 0));
}

// A calendar step of the axis: so many days, weeks (from Monday), months (from the first) or
// years (from the first of January).
enum class Unit { Day, Week, Month, Year };
struct CalendarStep
{
    Unit unit;
    int count;
};

// The boundary of the step at or before day: a multiple of the step counted from a fixed
// origin, so two charts of overlapping dates put their ticks on the same days.
QDate floorTo(const QDate &day, CalendarStep step)
{
    switch (step.unit) {
    case Unit::Day: {
        const qint64 julian = day.toJulianDay();
        return QDate::fromJulianDay(julian - julian % step.count);
    }
    case Unit::Week: {
        const QDate monday = day.addDays(1 - day.dayOfWeek());
        const qint64 week = monday.toJulianDay() / 7;
        return monday.addDays(-7 * (week % step.count));
    }
    case Unit::Month: {
        const int month = day.month() - 1;
        return QDate(day.year(), month - month % step.count + 1, 1);
    }
    case Unit::Year:
        return QDate(day.year() - day.year() % step.count, 1, 1);
    }
    return day;
}

QDate advance(const QDate &day, CalendarStep step)
{
    switch (step.unit) {
    case Unit::Day:
        return day.addDays(step.count);
    case Unit::Week:
        return day.addDays(7 * step.count);
    case Unit::Month:
        return day.addMonths(step.count);
    case Unit::Year:
        return day.addYears(step.count);
    }
    return day;
}

// The boundaries from the one at or before first to the first one after last.
QList<QDate> boundaries(const QDate &first, const QDate &last, CalendarStep step)
{
    QList<QDate> days {floorTo(first, step)};
    while (days.back() <= last)
        days.append(advance(days.back(), step));
    return days;
}

} // namespace

DateScale DateTicks::scale(const QDateTime &first, const QDateTime &last, int maxTicks)
{
    QDateTime from = first.toLocalTime();
    QDateTime to = last.toLocalTime();
    if (to < from)
        std::swap(from, to);
    maxTicks = std::max(2, maxTicks);
    if (from.date() == to.date())
        return timesOfDay(from, to, maxTicks);
    return calendar(from.date(), to.date(), maxTicks);
}

DateScale DateTicks::timesOfDay(const QDateTime &first, const QDateTime &last, int maxTicks)
{
    const QDate day = first.date();
    // Half an hour around the games, so none sits on the axis's ends, within the day: its
    // midnights would read the same "00:00" at both ends.
    constexpr qint64 margin = 30 * 60;
    DateScale scale;
    scale.from = std::max(first.addSecs(-margin), midnight(day));
    scale.to = std::min(last.addSecs(margin), midnight(day.addDays(1)));
    scale.title = QLocale().toString(day, QLocale::LongFormat);
    const QString format = timeOfDayFormat();
    for (int minutes : {15, 30, 60, 120, 180, 360, 720}) {
        QList<DateTick> ticks;
        // Wall-clock times, not seconds after midnight: a day that changes to summer time
        // still has its tick at 12:00.
        for (int at = 0; at < 24 * 60; at += minutes) {
            const QTime time(at / 60, at % 60);
            const QDateTime tick(day, time);
            if (tick >= scale.from && tick <= scale.to)
                ticks.append({tick, QLocale().toString(time, format)});
        }
        scale.ticks = ticks;
        if (ticks.size() <= maxTicks)
            break;
    }
    return scale;
}

DateScale DateTicks::calendar(const QDate &first, const QDate &last, int maxTicks)
{
    static constexpr CalendarStep steps[] = {
        {Unit::Day, 1},   {Unit::Day, 2},   {Unit::Week, 1},   {Unit::Week, 2},
        {Unit::Month, 1}, {Unit::Month, 2}, {Unit::Month, 3},  {Unit::Month, 6},
        {Unit::Year, 1},  {Unit::Year, 2},  {Unit::Year, 5},   {Unit::Year, 10},
        {Unit::Year, 20}, {Unit::Year, 50}, {Unit::Year, 100}, {Unit::Year, 1000},
    };
    CalendarStep chosen = steps[std::size(steps) - 1];
    QList<QDate> days;
    for (const CalendarStep step : steps) {
        days = boundaries(first, last, step);
        chosen = step;
        if (days.size() <= maxTicks)
            break;
    }
    // Days and months name no year when the axis spans less than one, so the labels stay short
    // enough to stand side by side; the title names the year (or the two it spans).
    const int firstYear = days.front().year();
    const int lastYear = days.back().year();
    const bool spansAYear = days.front().addYears(1) <= days.back();
    QString format;
    if (chosen.unit == Unit::Year)
        format = QStringLiteral("yyyy");
    else if (chosen.unit == Unit::Month)
        format = spansAYear ? tr("MMM yyyy", "a month on a chart's date axis (QLocale format)")
                            : tr("MMM", "a month on a chart's date axis (QLocale format)");
    else
        format = tr("d MMM", "a day on a chart's date axis (QLocale format)");
    DateScale scale;
    scale.from = midnight(days.front());
    scale.to = midnight(days.back());
    for (const QDate &day : days)
        scale.ticks.append({midnight(day), QLocale().toString(day, format)});
    if (chosen.unit != Unit::Year && !spansAYear) {
        scale.title = firstYear == lastYear
            ? QString::number(firstYear)
            : tr("%1–%2", "the years a chart's date axis spans").arg(firstYear).arg(lastYear);
    }
    return scale;
}

} // namespace pw::statistics
