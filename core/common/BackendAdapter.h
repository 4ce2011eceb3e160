#pragma once

#include "core/common/GameBackend.h"
#include "core/common/PuzzleFile.h"

#include <QFileInfo>

#include <utility>
#include <vector>

namespace pw::common {

// What a puzzle's file holds in its typed form: the start and the moves played from it (only
// Sliding files keep moves; the others hold one position, the start, and no moves), and whether
// the game was helped, for a format that keeps that of its own (Entanglement's "disqualified").
template<class State, class Move> struct PlayedGame
{
    State start;
    std::vector<Move> moves;
    bool assisted = false;
};

// The game an ID names, in typed form (GameFromId holds the same with the state wrapped).
template<class State> struct TypedGameFromId
{
    State state;
    QString id;
    QJsonObject notes;
};

// Turns a puzzle's typed rules class into the GameBackend interface, so each puzzle writes its
// rules over its own State and Move types and never sees the opaque handles. Rules has:
//
//   using State = ...; using Move = ...;
//   static QString kind();
//   static Expected<State> apply(const State &, const Move &);
//   static GameStatus status(const State &);
//   static bool sameState(const State &, const State &);
//   static QJsonObject stateToJson(const State &);
//   static Expected<State> stateFromJson(const QJsonObject &, const QString &sourceName);
//   static QJsonValue moveToJson(const Move &);
//   static Expected<Move> moveFromJson(const QJsonValue &);
//   static Expected<PlayedGame<State, Move>> readFile(const QByteArray &, const QString
//   &sourceName); static QJsonObject fileJson(const PlayedGame<State, Move> &played, const State
//   &current); static Expected<TypedGameFromId<State>> gameFromId(const QString &id, SolverSink &);
//   static Expected<QString> descriptiveId(const State &start);
//   static QString dailyGameId(const QDate &);
//   static Answer<Move> solve(const State &, const JobOptions &, SolverSink &);
//   static Answer<Move> hint(const State &, const JobOptions &, SolverSink &);
//   static StatisticsCategory statisticsCategory(const State &);
//   static std::optional<QString> statisticsCategoryLabel(const QString &key);
//   static StatisticsColumns statisticsColumns();
//
// and, optionally, static QString plainTextSuffix() with static QByteArray plainText(const
// State &) (plain-text boards), static Status playable(const State &start, const QString
// &sourceName) and static std::optional<QString> statisticsCategoryTitle().
template<class Rules> class BackendAdapter final : public GameBackend
{
public:
    using State = typename Rules::State;
    using Move = typename Rules::Move;

    QString kind() const override { return Rules::kind(); }
    QString plainTextSuffix() const override
    {
        if constexpr (requires { Rules::plainTextSuffix(); })
            return Rules::plainTextSuffix();
        return {};
    }

    Expected<GameState> apply(const GameState &state, const GameMove &move) const override
    {
        return wrap(Rules::apply(typed(state), typed(move)));
    }
    GameStatus status(const GameState &state) const override { return Rules::status(typed(state)); }
    bool sameState(const GameState &a, const GameState &b) const override
    {
        return Rules::sameState(typed(a), typed(b));
    }

    QJsonObject stateToJson(const GameState &state) const override
    {
        return Rules::stateToJson(typed(state));
    }
    Expected<GameState> stateFromJson(const QJsonObject &object,
                                      const QString &sourceName) const override
    {
        return wrap(Rules::stateFromJson(object, sourceName));
    }
    QJsonValue moveToJson(const GameMove &move) const override
    {
        return Rules::moveToJson(typed(move));
    }
    Expected<GameMove> moveFromJson(const QJsonValue &value) const override
    {
        return wrap(Rules::moveFromJson(value));
    }

    Expected<GameRecord> readFile(const QString &path) const override
    {
        // Read once (a pipe can be read only once): the puzzle's reader and the record's notes
        // take the same bytes.
        const Expected<QByteArray> data = readWholeFile(path);
        if (!data)
            return data.error();
        const QString sourceName = QFileInfo(path).fileName();
        Expected<PlayedGame<State, Move>> played = Rules::readFile(*data, sourceName);
        if (!played)
            return played.error();
        GameRecord record = GameRecord::startingAt(GameState::of(played->start));
        for (const Move &move : played->moves)
            record.moves.push_back(GameMove::of(move));
        record.position = static_cast<int>(record.moves.size());
        if (const Status damaged = readFileNotes(*data, sourceName, record))
            return *damaged;
        if (played->assisted && !record.assisted())
            record.help.push_back({Help::Earlier, 0}); // a file that keeps only "helped"
        return record;
    }
    QJsonObject fileJson(const GameRecord &record) const override
    {
        // A file holds the game as far as it is played; the redo tail is the autosave's.
        PlayedGame<State, Move> played {typed(record.start), {}, record.assisted()};
        State current = played.start;
        for (int i = 0; i < record.position && i < static_cast<int>(record.moves.size()); ++i) {
            const Move &move = typed(record.moves[static_cast<std::size_t>(i)]);
            Expected<State> next = Rules::apply(current, move);
            if (!next)
                break; // a record is checked when it is made; stop at a move that does not fit
            current = std::move(*next);
            played.moves.push_back(move);
        }
        if (!record.adjusted.isNull() && record.position == static_cast<int>(record.moves.size()))
            current = typed(record.adjusted);
        return Rules::fileJson(played, current);
    }

    QByteArray plainText(const GameState &state) const override
    {
        if constexpr (requires(const State &s) { Rules::plainText(s); })
            return Rules::plainText(typed(state));
        return {};
    }
    Status playable(const GameState &start, const QString &sourceName) const override
    {
        if constexpr (requires(const State &s, const QString &n) { Rules::playable(s, n); })
            return Rules::playable(typed(start), sourceName);
        return std::nullopt;
    }

    Expected<GameFromId> gameFromId(const QString &id, SolverSink &sink) const override
    {
        auto game = Rules::gameFromId(id, sink);
        if (sink.isCancelled())
            return jobCancelled();
        if (!game)
            return game.error();
        return GameFromId {GameState::of(std::move(game->state)), game->id, game->notes};
    }
    Expected<QString> descriptiveId(const GameState &start) const override
    {
        return Rules::descriptiveId(typed(start));
    }
    QString dailyGameId(const QDate &date) const override { return Rules::dailyGameId(date); }

    JobAnswer solve(const GameState &state, const JobOptions &options,
                    SolverSink &sink) const override
    {
        return wrap(Rules::solve(typed(state), options, sink), sink);
    }
    JobAnswer hint(const GameState &state, const JobOptions &options,
                   SolverSink &sink) const override
    {
        return wrap(Rules::hint(typed(state), options, sink), sink);
    }

    StatisticsCategory statisticsCategory(const GameState &state) const override
    {
        return Rules::statisticsCategory(typed(state));
    }

    std::optional<QString> statisticsCategoryLabel(const QString &key) const override
    {
        return Rules::statisticsCategoryLabel(key);
    }

    StatisticsColumns statisticsColumns() const override { return Rules::statisticsColumns(); }
    // Optional: a puzzle whose rules name no title gets the shell's.
    std::optional<QString> statisticsCategoryTitle() const override
    {
        if constexpr (requires { Rules::statisticsCategoryTitle(); })
            return Rules::statisticsCategoryTitle();
        else
            return std::nullopt;
    }

private:
    // A job whose sink was cancelled answers jobCancelled() even when its search happened to end
    // before it looked at the sink (a small board is solved before the first poll): whoever
    // cancelled has moved on, and one answer for "cancelled" is simpler for every caller.

    static const State &typed(const GameState &state) { return state.as<State>(); }
    static const Move &typed(const GameMove &move) { return move.as<Move>(); }

    static Expected<GameState> wrap(Expected<State> state)
    {
        if (!state)
            return state.error();
        return GameState::of(std::move(*state));
    }
    static Expected<GameMove> wrap(Expected<Move> move)
    {
        if (!move)
            return move.error();
        return GameMove::of(std::move(*move));
    }
    static JobAnswer wrap(Answer<Move> typedAnswer, const SolverSink &sink)
    {
        JobAnswer answer {{}, std::move(typedAnswer.refusal), std::move(typedAnswer.report)};
        if (sink.isCancelled())
            answer.refusal = jobCancelled(); // see above
        if (answer.refusal)
            return answer;
        answer.moves.reserve(typedAnswer.moves.size());
        for (Move &move : typedAnswer.moves)
            answer.moves.push_back(GameMove::of(std::move(move)));
        return answer;
    }
};

} // namespace pw::common
