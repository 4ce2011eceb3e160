#pragma once

#include "core/common/BackendAdapter.h"
#include "core/kanoodle/KanoodleFile.h"
#include "core/kanoodle/KanoodleMove.h"
#include "core/kanoodle/PiecesToTakeOff.h"
#include "core/kanoodle/Position.h"
#include "core/kanoodle/Solver.h"

#include <cstdint>
#include <optional>

namespace pw::kanoodle {

// What Solve found beside its moves: the solution, the search's size (its steps, when asked for,
// replay it), and without a solution the piece that has nowhere to go (-1: none alone).
struct SolveReport
{
    std::optional<Position> solution;
    std::int64_t nodes = 0;
    std::int64_t backtracks = 0;
    int blockedPiece = -1;
};

// What Hint found: the solver's hint and, in a dead end, the player's pieces to take off.
struct HintReport
{
    Hint hint;
    TakeOff takeOff;
};

// Hint's options: the pieces a dead end never asks to take off (by default the puzzle's given
// pieces; none while the puzzle itself is being set up).
struct HintOptions
{
    std::uint16_t givenPieces = 0;
};

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
    using Answer = common::Answer<Move>;

    static QString kind();

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

    static common::Expected<Played> readFile(const QByteArray &data, const QString &sourceName);
    static QJsonObject fileJson(const Played &played, const State &current);

    static common::Expected<common::TypedGameFromId<State>> gameFromId(const QString &id,
                                                                       common::SolverSink &sink);
    static common::Expected<QString> descriptiveId(const State &start);
    static QString dailyGameId(const QDate &date);

    // Places the pieces of a solution of the player's board (taking off those that lie
    // otherwise). Report: SolveReport, also when there is none.
    static Answer solve(const State &game, const common::JobOptions &, common::SolverSink &sink);
    // The solver's hint: the missing piece with the fewest places to go, placed. In a dead end
    // there is no move; the report (HintReport) names the player's pieces to take off.
    static Answer hint(const State &game, const common::JobOptions &, common::SolverSink &sink);

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
