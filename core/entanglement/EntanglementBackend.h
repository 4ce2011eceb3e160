#pragma once

#include "core/common/BackendAdapter.h"
#include "core/entanglement/EntanglementState.h"
#include "core/entanglement/Move.h"

namespace pw::entanglement {

// Entanglement's rules behind common::GameBackend (see BackendAdapter for what each function is
// for). State: EntanglementState (the game with its record and the hand of the turn in progress).
// Move: a placed tile as the record writes it (Move.h: the cell, the pairs as placed, the
// rotation, whether it was the pocket tile, the points), checked by Game::applyRecorded.
//
// Entanglement has no goal to reach: the game ends when the line runs into a wall, and its
// result is the score. Its status is Playing until then and Over (not Won, not lost) after, with
// the score in both. solve() is the computer player's play to the end; hint() its next move.
class EntanglementBackend
{
public:
    using State = EntanglementState;
    using Move = entanglement::Move;
    using Played = common::PlayedGame<State, Move>;
    using Answer = common::Answer<Move>;

    static QString kind();

    static common::Expected<State> apply(const State &state, const Move &move);
    static common::GameStatus status(const State &state);
    // The same deal, record and hand.
    static bool sameState(const State &a, const State &b);

    static QJsonObject stateToJson(const State &state);
    static common::Expected<State> stateFromJson(const QJsonObject &object,
                                                 const QString &sourceName);
    static QJsonValue moveToJson(const Move &move);
    static common::Expected<Move> moveFromJson(const QJsonValue &value);

    static common::Expected<Played> readFile(const QByteArray &data, const QString &sourceName);
    // The record, with the turn in progress when the hand was touched (a fresh game's file is
    // the bare record an ID names).
    static QJsonObject fileJson(const Played &played, const State &current);
    // A record without its seed is read and replayed under the rules (the command line checks
    // such records), but its tiles to come are unknown: it cannot be played on.
    static common::Status playable(const State &start, const QString &sourceName);

    static common::Expected<common::TypedGameFromId<State>> gameFromId(const QString &id,
                                                                       common::SolverSink &sink);
    // The seed ID (it names the start exactly); an error for a record without its seed.
    static common::Expected<QString> descriptiveId(const State &start);
    static QString dailyGameId(const QDate &date);

    // Options: the PlayerOptions of the computer player (by default the lookahead). solve's
    // report is the Autoplay (every turn's candidates), hint's the candidates it weighed, with
    // their survival odds.
    static Answer solve(const State &state, const common::JobOptions &options,
                        common::SolverSink &sink);
    static Answer hint(const State &state, const common::JobOptions &options,
                       common::SolverSink &sink);

    // Per radius ("radius 3": "Radius 3").
    static common::StatisticsCategory statisticsCategory(const State &state);
    // The words for a key statisticsCategory makes, in the language of the moment.
    static std::optional<QString> statisticsCategoryLabel(const QString &key);
    static common::StatisticsCategory categoryOfRadius(int radius);
    // "Radius": every category is one.
    static QString statisticsCategoryTitle();
    // Scored in points: games, average and best score, the best of today and of this week.
    static common::StatisticsColumns statisticsColumns();
};

} // namespace pw::entanglement
