#pragma once

#include "core/statistics/PlayedGame.h"

#include <QDate>
#include <QHash>
#include <QList>
#include <QMultiHash>
#include <QString>

#include <functional>

namespace pw::statistics {

// Which days' daily puzzles a player has solved without help, read from the dated game records:
// a day's game is the one whose ID is that day's daily game ID (the same for everyone), so a
// past day played later from the archive is found like today's. Answers are worked out per day
// when asked (a calendar asks for the month it shows) and kept.
class DailyPuzzleDays
{
public:
    // The daily game ID of a date, as the puzzle's back end gives it.
    using IdOfDay = std::function<QString(const QDate &)>;

    // games: the puzzle's records; notedDays: the days an earlier version noted as solved on
    // the day, before every game had a record (GameStatistics::dailySolvedDays).
    DailyPuzzleDays(const QList<PlayedGame> &games, const QList<QDate> &notedDays, IdOfDay idOfDay);

    // The day's game was finished without Solve or Hint, on whatever date.
    bool isSolved(const QDate &day) const;
    // ...and on that day itself (what keeps a streak).
    bool isSolvedOnTheDay(const QDate &day) const;
    // The run of consecutive days solved on the day, ending today, or yesterday while today's
    // puzzle is still open: a day caught up later from the archive is ticked, but does not mend
    // a streak that was broken.
    int streak(const QDate &today) const;

private:
    struct Answer
    {
        bool solved = false;
        bool onTheDay = false;
    };
    Answer answerFor(const QDate &day) const;

    QMultiHash<QString, QDate> m_solvedById; // daily ID -> the local dates its games ended
    QList<QDate> m_notedDays;
    IdOfDay m_idOfDay;
    mutable QHash<QDate, Answer> m_answers;
};

} // namespace pw::statistics
