#pragma once

#include "core/common/BackendAdapter.h"
#include "core/sliding/Board.h"
#include "core/sliding/Direction.h"

namespace pw::sliding {

// Sliding Tiles' rules behind common::GameBackend (see BackendAdapter for what each function
// is for). State: the board. Move: the direction the blank travels, written as its letter
// ("U", "D", "L", "R"), the letters of a file's "moves". A file keeps its start and the moves
// played, so a Sliding file opens as a record with those moves done.
class SlidingBackend
{
public:
    using State = Board;
    using Move = Direction;
    using Played = common::PlayedGame<State, Move>;
    using Answer = common::Answer<Move>;

    static QString kind();
    // Text boards (BoardFormat.h): the position alone, as other solvers read and write it.
    static QString plainTextSuffix() { return QStringLiteral("txt"); }
    static QByteArray plainText(const State &board);

    static common::Expected<State> apply(const State &board, Move move);
    static common::GameStatus status(const State &board);
    static bool sameState(const State &a, const State &b) { return a == b; }

    static QJsonObject stateToJson(const State &board);
    static common::Expected<State> stateFromJson(const QJsonObject &object,
                                                 const QString &sourceName);
    static QJsonValue moveToJson(Move move);
    static common::Expected<Move> moveFromJson(const QJsonValue &value);

    static common::Expected<Played> readFile(const QByteArray &data, const QString &sourceName);
    static QJsonObject fileJson(const Played &played, const State &current);

    static common::Expected<common::TypedGameFromId<State>> gameFromId(const QString &id,
                                                                       common::SolverSink &sink);
    static common::Expected<QString> descriptiveId(const State &start);
    static QString dailyGameId(const QDate &date);

    // Options: the view's SearchRequest (its algorithm, budget, the tables it wants, who watches:
    // SearchJob.h), run by runSearch; without one, the solver's default choice (solveBoard with
    // default options, optimal up to 4 x 4, no tables read from the disk). Report: the
    // SearchOutcome, also when there is no solution.
    static Answer solve(const State &board, const common::JobOptions &options,
                        common::SolverSink &sink);
    // The first move of that solution.
    static Answer hint(const State &board, const common::JobOptions &options,
                       common::SolverSink &sink);

    static common::StatisticsCategory statisticsCategory(const State &board);
    // The words for a key statisticsCategory makes, in the language of the moment.
    static std::optional<QString> statisticsCategoryLabel(const QString &key);
    // Solved against the clock: its statistics count times and moves.
    static common::StatisticsColumns statisticsColumns() { return common::timeAndMoveColumns(); }
};

} // namespace pw::sliding
