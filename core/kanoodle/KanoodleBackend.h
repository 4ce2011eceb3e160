#pragma once

#include "core/common/BackendAdapter.h"
#include "core/kanoodle/KanoodleFile.h"
#include "core/kanoodle/KanoodleMove.h"

namespace pw::kanoodle {

// Kanoodle Extreme's rules behind common::GameBackend (see BackendAdapter for what each function
// is for). State: the KanoodleGame of a file: the given pieces (`puzzle`), the solution when one
// is known, and the player's board (`current`, left empty while it is the puzzle itself, as the
// file writes it). Move: KanoodleMove (place or take off one piece); the given pieces stay.
class KanoodleBackend
{
public:
    using State = KanoodleGame;
    using Move = KanoodleMove;
    using Played = common::PlayedGame<State, Move>;

    static QString kind();
    static bool readsPlainText() { return false; }

    static common::Expected<State> apply(const State &game, const Move &move);
    static common::GameStatus status(const State &game);
    // The same given pieces and the same player's board (a known solution is a note beside the
    // position: a descriptive ID does not carry it).
    static bool sameState(const State &a, const State &b);

    static QJsonObject stateToJson(const State &game);
    static common::Expected<State> stateFromJson(const QJsonObject &object,
                                                 const QString &sourceName);
    static QJsonValue moveToJson(const Move &move);
    static common::Expected<Move> moveFromJson(const QJsonValue &value);

    static common::Expected<Played> readFile(const QString &path);
    static QJsonObject fileJson(const Played &played, const State &current);

    static common::Expected<common::TypedGameFromId<State>> gameFromId(const QString &id,
                                                                       common::SolverSink &sink);
    static common::Expected<QString> descriptiveId(const State &start);
    static QString dailyGameId(const QDate &date);

    // Places the pieces of a solution of the player's board; when the player's pieces fit no
    // solution, takes off those that lie otherwise in a solution of the given pieces first.
    static common::Expected<std::vector<Move>> solve(const State &game, common::SolverSink &sink);
    // The solver's hint (the missing piece with the fewest places to go), or the first move of
    // solve() when the player's pieces fit no solution.
    static common::Expected<Move> hint(const State &game, common::SolverSink &sink);

    // Per board and number of given pieces ("flat 5": "Flat board, 5 pieces given").
    static common::StatisticsCategory statisticsCategory(const State &game);
    // The words for a key statisticsCategory makes, in the language of the moment.
    static std::optional<QString> statisticsCategoryLabel(const QString &key);
    // Solved against the clock: its statistics count times and moves.
    static common::StatisticsColumns statisticsColumns() { return common::timeAndMoveColumns(); }

    // The player's board: `current`, or the puzzle when nothing was played.
    static const Position &currentOf(const State &game);
};

} // namespace pw::kanoodle
