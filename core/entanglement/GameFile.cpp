#include "core/entanglement/GameFile.h"

#include "core/common/JsonFields.h"
#include "core/common/PuzzleFile.h"
#include "core/entanglement/EntanglementKind.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

namespace pw::entanglement {

using common::Error;
using common::Expected;
using common::JsonFieldReader;

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::entanglement::GameFile)
};

QString moveLocation(int index)
{
    return Text::tr("move %1 (field \"moves\"[%2])").arg(index + 1).arg(index);
}

// Who placed a move: the field "player" names the computer player; a move without it was
// placed by a person. An unknown name is an error, so a record never mislabels a move.
std::optional<std::optional<PlayerKind>> computerFromJson(JsonFieldReader &fields)
{
    const QString field = QStringLiteral("player");
    if (!fields.has(field))
        return std::optional<PlayerKind> {};
    const auto name = fields.string(field);
    if (!name)
        return std::nullopt;
    const std::optional<PlayerKind> kind = playerKindNamed(name->toStdString());
    if (!kind) {
        fields.failField(field, Text::tr("\"%1\" is not a computer player (greedy, lookahead or deep)")
                                    .arg(*name));
        return std::nullopt;
    }
    return kind;
}

// Reads one move; on failure records the error in `reader` and returns nothing.
std::optional<Move> moveFromJson(const QJsonValue &value, int index, JsonFieldReader &reader)
{
    const QString where = moveLocation(index);
    if (!value.isObject()) {
        reader.fail(where, Text::tr("must be an object"));
        return std::nullopt;
    }
    JsonFieldReader fields(value.toObject(), reader.sourceName());
    Move move;
    const auto u = fields.integer(QStringLiteral("u"), -1000, 1000);
    const auto v = fields.integer(QStringLiteral("v"), -1000, 1000);
    const auto rotation = fields.integer(QStringLiteral("rotation"), 0, 5);
    const auto swapped = fields.boolean(QStringLiteral("swapped"), false);
    const auto points = fields.integer(QStringLiteral("points"), 0, 1 << 30);
    const auto pairs = fields.array(QStringLiteral("pairs"));
    const auto computer = computerFromJson(fields);
    if (!fields.ok()) {
        reader.fail(where + QStringLiteral(", ") + fields.error()->location,
                    fields.error()->reason);
        return std::nullopt;
    }
    std::vector<PinPair> pinPairs;
    for (int i = 0; i < pairs->size(); ++i) {
        const QJsonArray pair = pairs->at(i).toArray();
        const auto a
            = pair.size() == 2 ? common::wholeNumber(pair.at(0), -1000, 1000) : std::nullopt;
        const auto b
            = pair.size() == 2 ? common::wholeNumber(pair.at(1), -1000, 1000) : std::nullopt;
        if (!pairs->at(i).isArray() || !a || !b) {
            reader.fail(where + QStringLiteral(", ")
                            + JsonFieldReader::fieldLocation(QStringLiteral("pairs"))
                            + QStringLiteral("[%1]").arg(i),
                        Text::tr("must be a pair of pin numbers [a, b]"));
            return std::nullopt;
        }
        pinPairs.emplace_back(static_cast<int>(*a), static_cast<int>(*b));
    }
    std::string why;
    const auto tile = Tile::fromPairs(pinPairs, &why);
    if (!tile) {
        reader.fail(where + QStringLiteral(", ")
                        + JsonFieldReader::fieldLocation(QStringLiteral("pairs")),
                    Text::tr("not a valid pairing: %1").arg(QString::fromStdString(why)));
        return std::nullopt;
    }
    move.cell = {*u, *v};
    move.placed = *tile;
    move.rotation = *rotation;
    move.swapped = *swapped;
    move.points = *points;
    move.computer = *computer;
    return move;
}

} // namespace

QJsonObject moveToJson(const Move &move)
{
    QJsonArray pairs;
    for (const auto &[a, b] : move.placed.pairs())
        pairs.append(QJsonArray {a, b});
    QJsonObject object;
    object.insert(QStringLiteral("u"), move.cell.u);
    object.insert(QStringLiteral("v"), move.cell.v);
    object.insert(QStringLiteral("pairs"), pairs);
    object.insert(QStringLiteral("rotation"), move.rotation);
    object.insert(QStringLiteral("swapped"), move.swapped);
    object.insert(QStringLiteral("points"), move.points);
    if (move.computer)
        object.insert(QStringLiteral("player"), QLatin1String(playerName(*move.computer)));
    return object;
}

common::Expected<Move> moveFromJson(const QJsonValue &value, int index, const QString &sourceName)
{
    JsonFieldReader reader(QJsonObject(), sourceName);
    if (const auto move = moveFromJson(value, index, reader))
        return *move;
    return *reader.error();
}

QJsonObject gameToJson(const Game &game, bool withTurn)
{
    QJsonObject object = common::makeEnvelope(QString::fromLatin1(puzzleKind));
    object.insert(QStringLiteral("radius"), game.radius());
    object.insert(QStringLiteral("seed"), static_cast<qint64>(game.seed()));
    object.insert(QStringLiteral("score"), game.score());
    QJsonArray moves;
    for (const Move &move : game.moves())
        moves.append(moveToJson(move));
    object.insert(QStringLiteral("moves"), moves);
    if (withTurn && !game.isOver()) {
        QJsonObject turn;
        turn.insert(QStringLiteral("swapped"), game.swappedThisTurn());
        turn.insert(QStringLiteral("rotation"), game.currentRotation());
        turn.insert(QStringLiteral("pocketRotation"), game.pocketRotation());
        object.insert(QStringLiteral("turn"), turn);
    }
    return object;
}

Expected<Game> gameFromJson(const QJsonObject &input, const QString &sourceName, bool *canContinue)
{
    QJsonObject object = input;
    // A bare record ({"puzzle": "entanglement", ...} as `play` is documented) is accepted too.
    if (!object.contains(QStringLiteral("format"))) {
        object.insert(QStringLiteral("format"), QString::fromLatin1(common::envelope::formatName));
        object.insert(QStringLiteral("version"), common::envelope::currentVersion);
    }
    const auto checked
        = common::parseEnvelope(QJsonDocument(object).toJson(QJsonDocument::Compact), sourceName,
                                QString::fromLatin1(puzzleKind));
    if (!checked)
        return checked.error();

    JsonFieldReader reader(object, sourceName);
    const auto radius
        = reader.integer(QStringLiteral("radius"), Board::minRadius, Board::maxRadius);
    const bool hasSeed = reader.has(QStringLiteral("seed"));
    const auto seed = hasSeed
        ? reader.integer64(QStringLiteral("seed"), 0, static_cast<qint64>(Game::maxSeed))
        : std::optional<qint64>(0);
    const auto moves = reader.array(QStringLiteral("moves"));
    if (!reader.ok())
        return *reader.error();
    if (moves->size() > maxRecordedMoves) {
        return Error {sourceName, JsonFieldReader::fieldLocation(QStringLiteral("moves")),
                      Text::tr("%1 moves; no board holds more than %2 tiles")
                          .arg(moves->size())
                          .arg(maxRecordedMoves)};
    }

    Game game(static_cast<std::uint64_t>(*seed), *radius);
    for (int i = 0; i < moves->size(); ++i) {
        const auto move = moveFromJson(moves->at(i), i, reader);
        if (!move)
            return *reader.error();
        const std::string why = game.applyRecorded(*move, hasSeed);
        if (!why.empty())
            return Error {sourceName, moveLocation(i), QString::fromStdString(why)};
    }
    if (reader.has(QStringLiteral("score"))) {
        const auto score = reader.integer(QStringLiteral("score"), 0, 1 << 30);
        if (!score)
            return *reader.error();
        if (*score != game.score()) {
            return Error {
                sourceName, JsonFieldReader::fieldLocation(QStringLiteral("score")),
                Text::tr("says %1 but the moves add up to %2").arg(*score).arg(game.score())};
        }
    }
    if (reader.has(QStringLiteral("turn")) && !game.isOver()) {
        const auto turnObject = reader.object(QStringLiteral("turn"));
        if (!turnObject)
            return *reader.error();
        JsonFieldReader turn(*turnObject, sourceName);
        const auto swapped = turn.boolean(QStringLiteral("swapped"), false);
        const auto rotation = turn.integer(QStringLiteral("rotation"), 0, 5);
        const auto pocketRotation = turn.integer(QStringLiteral("pocketRotation"), 0, 5);
        if (!turn.ok()) {
            const Error &error = *turn.error();
            return Error {sourceName,
                          JsonFieldReader::fieldLocation(QStringLiteral("turn"))
                              + QStringLiteral(", ") + error.location,
                          error.reason};
        }
        game.setHand(*swapped, *rotation, *pocketRotation);
    }
    if (canContinue)
        *canContinue = hasSeed;
    return game;
}

Expected<QJsonObject> readRecordObject(const QString &path)
{
    const auto data = common::readWholeFile(path);
    if (!data)
        return data.error();
    return parseRecordObject(*data, QFileInfo(path).fileName());
}

Expected<QJsonObject> parseRecordObject(const QByteArray &data, const QString &name)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(data, &parseError);
    if (parseError.error != QJsonParseError::NoError || !document.isObject()) {
        // Let the envelope parser word the syntax error with its line and column.
        const auto envelope = common::parseEnvelope(data, name);
        if (!envelope)
            return envelope.error();
        return Error {name, {}, Text::tr("not a JSON object")};
    }
    return document.object();
}

Expected<Game> loadGameFile(const QString &path, bool *canContinue)
{
    const Expected<QJsonObject> object = readRecordObject(path);
    if (!object)
        return object.error();
    return gameFromJson(*object, QFileInfo(path).fileName(), canContinue);
}

common::Status saveGameFile(const QString &path, const Game &game)
{
    return common::writeJsonFile(path, gameToJson(game));
}

} // namespace pw::entanglement
