#include "ui/entanglement/ScoreBoards.h"

#include <algorithm>

namespace pw::ui::entanglement {

namespace {

statistics::ScoreEntry entryOf(const statistics::PlayedGame &game)
{
    return {game.score.value_or(0), game.moves.value_or(0), game.date, game.gameId};
}

// The place (1-based) of finished on the ranking, 0 when it is not on it.
int placeOn(const QList<statistics::ScoreEntry> &ranking, const statistics::ScoreEntry &finished)
{
    for (int i = 0; i < ranking.size(); ++i) {
        if (ranking[i].sameAs(finished))
            return i + 1;
    }
    return 0;
}

} // namespace

QDate ScoreBoards::weekStart(const QDate &day)
{
    return day.addDays(1 - day.dayOfWeek()); // Qt: Monday is 1, Sunday 7
}

bool ScoreBoards::isOnBoard(const statistics::PlayedGame &game, Board board, const Day &day)
{
    if (board == Board::Daily)
        return !day.dailyId.isEmpty() && game.gameId == day.dailyId;
    if (game.categoryKey != day.categoryKey)
        return false;
    const QDate played = game.date.toLocalTime().date();
    switch (board) {
    case Board::Today:
        return played == day.today;
    case Board::Week:
        return played >= weekStart(day.today) && played <= weekStart(day.today).addDays(6);
    case Board::AllTime:
    case Board::Daily:
        break;
    }
    return true;
}

QList<statistics::ScoreEntry> ScoreBoards::ranking(const QList<statistics::PlayedGame> &games,
                                                   Board board, const Day &day)
{
    QList<statistics::PlayedGame> ranked;
    for (const statistics::PlayedGame &game : games) {
        if (game.ranksByScore() && isOnBoard(game, board, day))
            ranked << game;
    }
    // Stable: of equal scores the game recorded first stays first.
    std::stable_sort(ranked.begin(), ranked.end(),
                     [](const statistics::PlayedGame &a, const statistics::PlayedGame &b) {
                         return *a.score > *b.score;
                     });
    QList<statistics::ScoreEntry> entries;
    for (const statistics::PlayedGame &game : ranked)
        entries << entryOf(game);
    return entries;
}

QList<statistics::ScoreEntry> ScoreBoards::top(const QList<statistics::PlayedGame> &games,
                                               Board board, const Day &day)
{
    return ranking(games, board, day).mid(0, statistics::GameStatistics::keptScores);
}

QString ScoreBoards::name(Board board)
{
    switch (board) {
    case Board::Today:
        return tr("Today");
    case Board::Week:
        return tr("This week");
    case Board::AllTime:
        return tr("All time");
    case Board::Daily:
        return tr("Today's Puzzle");
    }
    return {};
}

QString ScoreBoards::finishWords(const QList<statistics::PlayedGame> &games,
                                 const statistics::ScoreEntry &finished, const Day &day)
{
    // The widest board first: beating the all-time best says more than beating today's.
    for (const Board board : {Board::AllTime, Board::Week, Board::Today, Board::Daily}) {
        const QList<statistics::ScoreEntry> ranked = ranking(games, board, day);
        if (ranked.size() > 1 && placeOn(ranked, finished) == 1) {
            switch (board) {
            case Board::AllTime:
                return tr("New best score on this board size!");
            case Board::Week:
                return tr("New best score this week!");
            case Board::Today:
                return tr("New best score today!");
            case Board::Daily:
                return tr("New best score on today's puzzle!");
            }
        }
    }
    const QList<statistics::ScoreEntry> week = ranking(games, Board::Week, day);
    const int place = placeOn(week, finished);
    if (place == 0)
        return {};
    return tr("%1 of %n this week.", nullptr, static_cast<int>(week.size())).arg(ordinal(place));
}

QString ScoreBoards::ordinal(int n)
{
    const int lastTwo = n % 100;
    if (lastTwo < 11 || lastTwo > 13) {
        switch (n % 10) {
        case 1:
            return tr("%1st", "ordinal: 1st, 21st").arg(n);
        case 2:
            return tr("%1nd", "ordinal: 2nd, 22nd").arg(n);
        case 3:
            return tr("%1rd", "ordinal: 3rd, 23rd").arg(n);
        default:
            break;
        }
    }
    return tr("%1th", "ordinal: 4th, 11th").arg(n);
}

} // namespace pw::ui::entanglement
