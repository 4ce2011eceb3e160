#include "core/entanglement/EntanglementBackend.h"

#include "core/backends/PuzzleBackends.h"
#include "core/common/JsonFields.h"
#include "core/entanglement/Autoplay.h"
#include "core/entanglement/EntanglementGameId.h"
#include "core/entanglement/EntanglementKind.h"
#include "core/entanglement/GameFile.h"
#include "core/entanglement/Player.h"
#include "core/entanglement/Survival.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>

namespace pw::entanglement {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::entanglement::EntanglementBackend)
};

common::Error refusal(const QString &reason)
{
    return {{}, {}, reason};
}

// Spelled with its context: lupdate loses the file's scope in a function returning a
// common:: type and would file Text::tr's words under "Text", which no lookup asks for.
common::Error dealUnknown()
{
    return refusal(
        QCoreApplication::translate("pw::entanglement::EntanglementBackend",
                                    "the record names no seed, so the tiles to come are unknown"));
}

bool handTouched(const Game &game)
{
    return game.swappedThisTurn() || game.currentRotation() != 0 || game.pocketRotation() != 0;
}

const QString practiceKey = QStringLiteral("practice");
const QString disqualifiedKey = QStringLiteral("disqualified");

QJsonObject recordJson(const EntanglementState &state, bool withTurn)
{
    QJsonObject object = gameToJson(state.game, withTurn);
    if (!state.dealKnown)
        object.remove(QStringLiteral("seed"));
    object.insert(practiceKey, state.practice);
    return object;
}

EntanglementState stateOf(const Game &game, bool canContinue, const QJsonObject &object)
{
    return {game, canContinue, object.value(practiceKey).toBool()};
}

// The player a job's options choose; by default the lookahead with its defaults.
const PlayerOptions &playerOf(const common::JobOptions &options)
{
    static const PlayerOptions lookahead;
    const PlayerOptions *chosen = options.get<PlayerOptions>();
    return chosen ? *chosen : lookahead;
}

} // namespace

QString EntanglementBackend::kind()
{
    return QString::fromLatin1(puzzleKind);
}

common::Expected<EntanglementState> EntanglementBackend::apply(const EntanglementState &state,
                                                               const Move &move)
{
    if (!state.dealKnown)
        return dealUnknown();
    EntanglementState after = state;
    const std::string why = after.game.applyRecorded(move);
    if (!why.empty())
        return refusal(QString::fromStdString(why));
    return after;
}

common::GameStatus EntanglementBackend::status(const EntanglementState &state)
{
    return {state.game.isOver() ? common::Outcome::Over : common::Outcome::Playing,
            state.game.score()};
}

bool EntanglementBackend::sameState(const EntanglementState &a, const EntanglementState &b)
{
    return a.dealKnown == b.dealKnown && recordJson(a, true) == recordJson(b, true);
}

QJsonObject EntanglementBackend::stateToJson(const EntanglementState &state)
{
    return recordJson(state, true);
}

common::Expected<EntanglementState> EntanglementBackend::stateFromJson(const QJsonObject &object,
                                                                       const QString &sourceName)
{
    bool canContinue = true;
    common::Expected<Game> game = gameFromJson(object, sourceName, &canContinue);
    if (!game)
        return game.error();
    return stateOf(*game, canContinue, object);
}

QJsonValue EntanglementBackend::moveToJson(const Move &move)
{
    return entanglement::moveToJson(move);
}

common::Expected<Move> EntanglementBackend::moveFromJson(const QJsonValue &value)
{
    // The index and the source name only place an error inside a file's "moves"; the record
    // that holds this move places it itself.
    common::Expected<Move> move = entanglement::moveFromJson(value, 0, {});
    if (!move)
        return refusal(move.error().reason);
    return move;
}

common::Expected<EntanglementBackend::Played>
EntanglementBackend::readFile(const QByteArray &data, const QString &sourceName)
{
    const common::Expected<QJsonObject> object = parseRecordObject(data, sourceName);
    if (!object)
        return object.error();
    bool canContinue = true;
    common::Expected<Game> game = gameFromJson(*object, sourceName, &canContinue);
    if (!game)
        return game.error();
    return Played {stateOf(*game, canContinue, *object), {},
                   object->value(disqualifiedKey).toBool()};
}

common::Status EntanglementBackend::playable(const State &start, const QString &sourceName)
{
    if (start.dealKnown)
        return std::nullopt;
    return common::Error {sourceName,
                          common::JsonFieldReader::fieldLocation(QStringLiteral("seed")),
                          Text::tr("missing: without the seed the tiles still to come are "
                                   "unknown, so the game cannot be continued (puzzle-cli "
                                   "entanglement replay checks such records)")};
}

QJsonObject EntanglementBackend::fileJson(const Played &played, const EntanglementState &current)
{
    QJsonObject object = recordJson(current, handTouched(current.game));
    object.insert(disqualifiedKey, played.assisted);
    return object;
}

common::Expected<common::TypedGameFromId<EntanglementState>>
EntanglementBackend::gameFromId(const QString &id, common::SolverSink &)
{
    const common::Expected<EntanglementGameId> parsed = parseGameId(id);
    if (!parsed)
        return parsed.error();
    return common::TypedGameFromId<EntanglementState> {
        EntanglementState {parsed->makeGame(), true, parsed->practice}, gameId(*parsed), {}};
}

common::Expected<QString> EntanglementBackend::descriptiveId(const EntanglementState &start)
{
    if (!start.dealKnown)
        return common::Error {{},
                              common::JsonFieldReader::fieldLocation(QStringLiteral("seed")),
                              Text::tr("missing: a record without its seed names no deal, so "
                                       "it has no game ID")};
    return gameId(start.game, start.practice);
}

QString EntanglementBackend::dailyGameId(const QDate &date)
{
    return entanglement::dailyGameId(date);
}

EntanglementBackend::Answer EntanglementBackend::solve(const EntanglementState &state,
                                                       const common::JobOptions &options,
                                                       common::SolverSink &sink)
{
    if (!state.dealKnown)
        return Answer::refused(dealUnknown());
    const Autoplay played = autoplay(state.game, playerOf(options), sink);
    if (sink.isCancelled())
        return Answer::refused(common::jobCancelled());
    const std::vector<Move> &moves = played.states.back().moves();
    return {
        std::vector<Move>(moves.begin() + static_cast<std::ptrdiff_t>(state.game.moves().size()),
                          moves.end()),
        {},
        common::JobReport::of(played)};
}

EntanglementBackend::Answer EntanglementBackend::hint(const EntanglementState &state,
                                                      const common::JobOptions &options,
                                                      common::SolverSink &sink)
{
    if (!state.dealKnown)
        return Answer::refused(dealUnknown());
    if (state.game.isOver())
        return Answer::refused(refusal(Text::tr("the game is over")));
    const PlayerOptions &player = playerOf(options);
    std::vector<Candidate> candidates = evaluateCandidates(state.game, player, &sink);
    if (sink.isCancelled() || candidates.empty() || !addSurvival(state.game, candidates, &sink))
        return Answer::refused(common::jobCancelled());
    Game after = state.game;
    prepareCandidate(after, candidates[static_cast<std::size_t>(bestCandidate(candidates))]);
    after.place(player.kind);
    return {{after.moves().back()}, {}, common::JobReport::of(std::move(candidates))};
}

common::StatisticsCategory EntanglementBackend::statisticsCategory(const EntanglementState &state)
{
    return categoryOfRadius(state.game.radius());
}

common::StatisticsColumns EntanglementBackend::statisticsColumns()
{
    using common::StatisticsColumn;
    return {StatisticsColumn::Played, StatisticsColumn::AverageScore, StatisticsColumn::BestScore,
            StatisticsColumn::BestToday, StatisticsColumn::BestThisWeek};
}

common::StatisticsCategory EntanglementBackend::categoryOfRadius(int radius)
{
    const QString key = QStringLiteral("radius %1").arg(radius);
    return {key, statisticsCategoryLabel(key).value_or(key)};
}

std::optional<QString> EntanglementBackend::statisticsCategoryLabel(const QString &key)
{
    static const QRegularExpression pattern(QStringLiteral("^radius (\\d+)$"));
    const QRegularExpressionMatch match = pattern.match(key);
    if (!match.hasMatch())
        return std::nullopt;
    return Text::tr("Radius %1").arg(match.captured(1));
}

QString EntanglementBackend::statisticsCategoryTitle()
{
    return Text::tr("Radius");
}

const common::GameBackend &backend()
{
    // Stateless: one adapter serves the whole program.
    static const common::BackendAdapter<EntanglementBackend> adapter;
    return adapter;
}

} // namespace pw::entanglement
