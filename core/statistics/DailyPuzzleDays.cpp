#include "core/statistics/DailyPuzzleDays.h"

namespace pw::statistics {

DailyPuzzleDays::DailyPuzzleDays(const QList<PlayedGame> &games, const QList<QDate> &notedDays,
                                 IdOfDay idOfDay)
    : m_notedDays(notedDays)
    , m_idOfDay(std::move(idOfDay))
{
    for (const PlayedGame &game : games) {
        if (game.finished && !game.assisted && !game.gameId.isEmpty())
            m_solvedById.insert(game.gameId, game.date.toLocalTime().date());
    }
}

DailyPuzzleDays::Answer DailyPuzzleDays::answerFor(const QDate &day) const
{
    if (const auto known = m_answers.constFind(day); known != m_answers.constEnd())
        return *known;
    Answer answer;
    if (m_notedDays.contains(day))
        answer = {true, true};
    if (m_idOfDay && !m_solvedById.isEmpty()) {
        const QList<QDate> ended = m_solvedById.values(m_idOfDay(day));
        answer.solved = answer.solved || !ended.isEmpty();
        answer.onTheDay = answer.onTheDay || ended.contains(day);
    }
    m_answers.insert(day, answer);
    return answer;
}

bool DailyPuzzleDays::isSolved(const QDate &day) const
{
    return answerFor(day).solved;
}

bool DailyPuzzleDays::isSolvedOnTheDay(const QDate &day) const
{
    return answerFor(day).onTheDay;
}

int DailyPuzzleDays::streak(const QDate &today) const
{
    QDate day = isSolvedOnTheDay(today) ? today : today.addDays(-1);
    int streak = 0;
    while (isSolvedOnTheDay(day)) {
        ++streak;
        day = day.addDays(-1);
    }
    return streak;
}

} // namespace pw::statistics
