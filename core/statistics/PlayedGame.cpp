#include "core/statistics/PlayedGame.h"

#include <QJsonValue>

#include <limits>

namespace pw::statistics {

namespace {

const QString dateKey = QStringLiteral("date");
const QString puzzleKey = QStringLiteral("puzzle");
const QString categoryKey = QStringLiteral("category");
const QString finishedKey = QStringLiteral("finished");
const QString assistedKey = QStringLiteral("assisted");
const QString millisKey = QStringLiteral("millis");
const QString movesKey = QStringLiteral("moves");
const QString scoreKey = QStringLiteral("score");
const QString optimalMovesKey = QStringLiteral("optimalMoves");
const QString idKey = QStringLiteral("id");
const QString countedKey = QStringLiteral("counted");
const QString withdrawnKey = QStringLiteral("withdrawn");

constexpr qint64 largestInt = std::numeric_limits<int>::max();

// The field as a whole number within [0, largest], or nothing when it is absent; a value out of
// range leaves the entry and is named.
std::optional<qint64> checkedNumber(QJsonObject &entry, const QString &key, qint64 largest,
                                    QStringList &refused)
{
    if (!entry.contains(key))
        return std::nullopt;
    if (!isWholeNumberInRange(entry.value(key), largest)) {
        refused << key;
        entry.remove(key);
        return std::nullopt;
    }
    return static_cast<qint64>(entry.value(key).toDouble());
}

std::optional<int> checkedInt(QJsonObject &entry, const QString &key, QStringList &refused)
{
    const std::optional<qint64> number = checkedNumber(entry, key, largestInt, refused);
    if (!number)
        return std::nullopt;
    return static_cast<int>(*number);
}

// A flag that is a JSON boolean, or the default when absent; anything else leaves the entry.
bool checkedFlag(QJsonObject &entry, const QString &key, bool byDefault, QStringList &refused)
{
    if (!entry.contains(key))
        return byDefault;
    if (!entry.value(key).isBool()) {
        refused << key;
        entry.remove(key);
        return byDefault;
    }
    return entry.value(key).toBool();
}

} // namespace

bool isWholeNumberInRange(const QJsonValue &value, qint64 largest)
{
    if (!value.isDouble())
        return false;
    const double number = value.toDouble();
    return number >= 0 && number <= static_cast<double>(largest)
        && number == static_cast<double>(static_cast<qint64>(number));
}

QJsonObject playedGameToJson(const PlayedGame &game)
{
    // The local time with its offset: the day it was played stays the player's day, and the
    // instant stays exact.
    const QDateTime date = game.date.toOffsetFromUtc(game.date.offsetFromUtc());
    QJsonObject entry {{dateKey, date.toString(Qt::ISODateWithMs)},
                       {puzzleKey, game.puzzle},
                       {categoryKey, game.categoryKey},
                       {finishedKey, game.finished},
                       {assistedKey, game.assisted}};
    if (game.millis)
        entry.insert(millisKey, static_cast<double>(*game.millis));
    if (game.moves)
        entry.insert(movesKey, *game.moves);
    if (game.score)
        entry.insert(scoreKey, *game.score);
    if (game.optimalMoves)
        entry.insert(optimalMovesKey, *game.optimalMoves);
    if (!game.gameId.isEmpty())
        entry.insert(idKey, game.gameId);
    if (!game.counted)
        entry.insert(countedKey, false);
    if (game.withdrawn)
        entry.insert(withdrawnKey, true);
    return entry;
}

std::optional<PlayedGame> playedGameFromJson(QJsonObject &entry, QStringList &refusedFields)
{
    PlayedGame game;
    game.date = QDateTime::fromString(entry.value(dateKey).toString(), Qt::ISODateWithMs);
    game.puzzle = entry.value(puzzleKey).toString();
    game.categoryKey = entry.value(categoryKey).toString();
    // Without these the game belongs nowhere: refused whole.
    if (!game.date.isValid()) {
        refusedFields << dateKey;
        return std::nullopt;
    }
    if (game.puzzle.isEmpty()) {
        refusedFields << puzzleKey;
        return std::nullopt;
    }
    if (game.categoryKey.isEmpty()) {
        refusedFields << categoryKey;
        return std::nullopt;
    }
    if (entry.contains(finishedKey) && !entry.value(finishedKey).isBool()) {
        refusedFields << finishedKey;
        return std::nullopt;
    }
    game.finished = entry.value(finishedKey).toBool(true);
    game.assisted = checkedFlag(entry, assistedKey, false, refusedFields);
    game.counted = checkedFlag(entry, countedKey, true, refusedFields);
    game.withdrawn = checkedFlag(entry, withdrawnKey, false, refusedFields);
    game.millis = checkedNumber(entry, millisKey, largestStatisticsNumber, refusedFields);
    game.moves = checkedInt(entry, movesKey, refusedFields);
    game.score = checkedInt(entry, scoreKey, refusedFields);
    game.optimalMoves = checkedInt(entry, optimalMovesKey, refusedFields);
    if (entry.contains(idKey) && !entry.value(idKey).isString()) {
        refusedFields << idKey;
        entry.remove(idKey);
    }
    game.gameId = entry.value(idKey).toString();
    return game;
}

} // namespace pw::statistics
