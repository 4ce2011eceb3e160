#pragma once

#include <QDateTime>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace pw::statistics {

// One game as the statistics keep it, dated: every count, best and list the Statistics dialog
// shows is computed from these (and from an older version's totals carried over), so a later
// view (a chart, a streak) can be computed from them too.
struct PlayedGame
{
    QDateTime date; // when the game ended, or was left
    QString puzzle; // the back end's kind: "sliding", "entanglement"...
    QString categoryKey; // the size or level it counts under, the same in every language
    bool finished = true; // false: left unfinished after some moves, counted as played only
    bool assisted = false; // Solve or Hint was used: counted, never a best
    std::optional<qint64> millis; // time played, where the tab keeps a clock
    std::optional<int> moves;
    std::optional<int> score; // Entanglement's points
    std::optional<int> optimalMoves; // the fewest moves, where the program knows them
    QString gameId;
    // False for a best score an older version kept without a record of its game (its high-score
    // table, or a v1 statistics file's list): listed among the best scores, but counted no
    // further, since its game is already in the carried-over totals or was never counted.
    bool counted = true;
    // Taken out of the best scores because its moves were undone after it ended; still counted.
    bool withdrawn = false;

    // Whether it may set a best time or a fewest-moves best.
    bool racesTheClock() const
    {
        return finished && !assisted && !withdrawn && !score && millis.has_value();
    }
    // Whether it takes part in the best scores.
    bool ranksByScore() const { return finished && !assisted && !withdrawn && score.has_value(); }
};

// The largest count or time the file holds exactly: JSON numbers are doubles, so beyond 2^53 a
// whole number is no longer exact and a larger value can only be damage.
constexpr qint64 largestStatisticsNumber = qint64(1) << 53;

// Whether a JSON value is a whole number within [0, largest].
bool isWholeNumberInRange(const QJsonValue &value, qint64 largest);

// A played game as its entry in the file's "games" list:
// {"date": ISO 8601 with the UTC offset and milliseconds, "puzzle", "category", "finished",
//  "assisted", and where known "millis", "moves", "score", "optimalMoves", "id"; "counted": false
//  and "withdrawn": true only when so}.
QJsonObject playedGameToJson(const PlayedGame &game);

// Reads an entry of the "games" list, checking every field on its own. A value out of range (a
// negative time, a count past what the file holds exactly, a string where a number belongs) is
// removed from the entry and named in refusedFields; the game is kept, counted without it. An
// entry whose date, puzzle, category or finished flag is broken cannot be placed anywhere and is
// refused whole (nullopt, its first bad field named). Fields this version does not know stay in
// entry, for the version that wrote them.
std::optional<PlayedGame> playedGameFromJson(QJsonObject &entry, QStringList &refusedFields);

} // namespace pw::statistics
