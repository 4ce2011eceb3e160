#pragma once

#include "core/common/BackendAdapter.h"
#include "core/noodles/Board.h"
#include "core/noodles/NoodlesMove.h"

namespace pw::noodles {

// Noodles' rules behind common::GameBackend (see BackendAdapter for what each function is
// for). State: the board, its tiles as turned and the player's locks. Move: NoodlesMove (turn or
// lock one tile). A locked tile does not turn, and a solved board (every piece powered, no loose
// end) takes no more moves, as in the game's tab.
class NoodlesBackend
{
public:
    using State = Board;
    using Move = NoodlesMove;
    using Played = common::PlayedGame<State, Move>;
    using Answer = common::Answer<Move>;

    static QString kind();

    static common::Expected<State> apply(const State &board, const Move &move);
    static common::GameStatus status(const State &board);
    // The same position and the same locks.
    static bool sameState(const State &a, const State &b);

    static QJsonObject stateToJson(const State &board);
    static common::Expected<State> stateFromJson(const QJsonObject &object,
                                                 const QString &sourceName);
    static QJsonValue moveToJson(const Move &move);
    static common::Expected<Move> moveFromJson(const QJsonValue &value);

    static common::Expected<Played> readFile(const QByteArray &data, const QString &sourceName);
    static QJsonObject fileJson(const Played &played, const State &current);

    // A seed ID's game comes with its difficulty in the notes (as `puzzle-cli noodles generate`
    // prints it).
    static common::Expected<common::TypedGameFromId<State>> gameFromId(const QString &id,
                                                                       common::SolverSink &sink);
    static common::Expected<QString> descriptiveId(const State &start);
    static QString dailyGameId(const QDate &date);

    // The solver's first solution, as turns of the tiles that differ (a wrong locked tile is
    // unlocked first; the player's locks are not trusted). Report: the SolveResult, also when
    // there is no solution (its impossibility names why).
    static Answer solve(const State &board, const common::JobOptions &, common::SolverSink &sink);
    // findHint's tile turned right and locked (unlocked first if it is locked wrongly). Report:
    // the Hint, with the chain of deductions that explains it.
    static Answer hint(const State &board, const common::JobOptions &, common::SolverSink &sink);

    static common::StatisticsCategory statisticsCategory(const State &board);
    // The words for a key statisticsCategory makes, in the language of the moment.
    static std::optional<QString> statisticsCategoryLabel(const QString &key);
    // Solved against the clock: its statistics count times and moves.
    static common::StatisticsColumns statisticsColumns() { return common::timeAndMoveColumns(); }
};

} // namespace pw::noodles
