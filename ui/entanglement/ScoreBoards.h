#pragma once

#include "core/statistics/GameStatistics.h"

#include <QCoreApplication>
#include <QDate>
#include <QList>
#include <QString>

namespace pw::ui::entanglement {

// The local boards of best scores, computed from the statistics' dated records of every game
// (PlayedGame), per board radius: today, this week (Monday to Sunday, local time), all time, and
// Today's Puzzle (the games of today's deal). Each board ranks its own games and keeps its own
// ten: this week's ten are the week's best games, not the all-time ten that fall in the week.
// Only unaided, finished games rank (PlayedGame::ranksByScore); equal scores keep the earlier
// game first, so a later game takes first place only by beating the best before it.
class ScoreBoards
{
    Q_DECLARE_TR_FUNCTIONS(pw::ui::entanglement::ScoreBoards)
public:
    enum class Board { Today, Week, AllTime, Daily };
    static constexpr Board allBoards[] = {Board::Today, Board::Week, Board::AllTime, Board::Daily};

    // Where the boards stand: the category (radius) they are for, today's local date, and the ID
    // of today's puzzle (its board holds only the games with that ID, whatever their radius key).
    struct Day
    {
        QString categoryKey;
        QDate today;
        QString dailyId;
    };

    // The Monday of day's week.
    static QDate weekStart(const QDate &day);
    // Whether a game counts on a board (ranked or not).
    static bool isOnBoard(const statistics::PlayedGame &game, Board board, const Day &day);
    // Every ranked game on the board, best first.
    static QList<statistics::ScoreEntry> ranking(const QList<statistics::PlayedGame> &games,
                                                 Board board, const Day &day);
    // The board as the panel shows it: its best GameStatistics::keptScores.
    static QList<statistics::ScoreEntry> top(const QList<statistics::PlayedGame> &games,
                                             Board board, const Day &day);

    // The board's name: "Today", "This week", "All time", "Today's Puzzle".
    static QString name(Board board);
    // What a finished game earned, for the game-over line: "New best score this week!" when it
    // beat the best game before it on a board (the widest such board named), else its place on
    // this week's board, "3rd of 12 this week"; empty when the game does not rank.
    static QString finishWords(const QList<statistics::PlayedGame> &games,
                               const statistics::ScoreEntry &finished, const Day &day);
    // "1st", "2nd", "3rd", "4th"... ("1.", "2." in German).
    static QString ordinal(int n);
};

} // namespace pw::ui::entanglement
