#pragma once

#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QString>

namespace pw::statistics {

// One labelled tick of a date axis.
struct DateTick
{
    QDateTime at;
    QString label;
};

// A date axis: its range, its ticks (each label once) and a title that says what the labels
// leave out (the day, when they are times of day; the year, when they are days or months).
struct DateScale
{
    QDateTime from;
    QDateTime to;
    QList<DateTick> ticks;
    QString title;
};

// Chooses the ticks of a chart's date axis for games played from first to last, in local time
// and the default QLocale: times of day in 15-minute to 12-hour steps when every game is of one
// day (its date as the title), else midnights one or two days apart, Mondays one or two weeks
// apart, first days of one, two, three or six months, or first days of years: the finest that
// gives at most maxTicks ticks, from a tick at or before first to one after last. No label is
// repeated, so an axis never reads "28 Nov 2026" five times.
class DateTicks
{
    Q_DECLARE_TR_FUNCTIONS(pw::statistics::DateTicks)
public:
    static DateScale scale(const QDateTime &first, const QDateTime &last, int maxTicks = 6);

private:
    static DateScale timesOfDay(const QDateTime &first, const QDateTime &last, int maxTicks);
    static DateScale calendar(const QDate &first, const QDate &last, int maxTicks);
};

} // namespace pw::statistics
