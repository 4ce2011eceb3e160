#include "core/statistics/StatisticsConversion.h"

#include "core/statistics/PlayedGame.h"

#include <QDateTime>

#include <limits>

namespace pw::statistics {

namespace {

const QString carriedOverKey = QStringLiteral("carriedOver");
const QString labelKey = QStringLiteral("label");
const QString timesKey = QStringLiteral("times");
const QString bestScoresKey = QStringLiteral("bestScores");
const QString dailySolvedKey = QStringLiteral("dailySolved");

// The totals format 1 kept and format 2 carries over.
const char *const totals[] = {"played",    "solvedUnaided",      "assisted", "bestMillis",
                              "bestMoves", "optimalMovesOfBest", "bestScore"};

// A format 1 best score as a dated record of format 2. A score without a valid date (a high
// score an old settings file kept without one) is dated now rather than lost.
QJsonObject recordOfBestScore(const QString &puzzle, const QString &category,
                              const QJsonObject &score)
{
    QDateTime date
        = QDateTime::fromString(score.value(QStringLiteral("when")).toString(), Qt::ISODateWithMs);
    if (!date.isValid())
        date = QDateTime::currentDateTime();
    const QDateTime local = date.toLocalTime();
    QJsonObject record {{QStringLiteral("date"),
                         local.toOffsetFromUtc(local.offsetFromUtc()).toString(Qt::ISODateWithMs)},
                        {QStringLiteral("puzzle"), puzzle},
                        {QStringLiteral("category"), category},
                        {QStringLiteral("finished"), true},
                        {QStringLiteral("assisted"), false},
                        {QStringLiteral("counted"), false}};
    for (const char *name : {"score", "moves"}) {
        const QString key = QString::fromLatin1(name);
        if (score.contains(key))
            record.insert(key, score.value(key));
    }
    if (score.value(QStringLiteral("id")).isString())
        record.insert(QStringLiteral("id"), score.value(QStringLiteral("id")));
    return record;
}

} // namespace

CarriedOverTotals carriedOverFromJson(QJsonObject &carried, QStringList &refusedFields)
{
    // Each field on its own: whole numbers within range, or out of the object.
    const auto number
        = [&carried, &refusedFields](const char *name, qint64 largest) -> std::optional<qint64> {
        const QString key = QString::fromLatin1(name);
        if (!carried.contains(key))
            return std::nullopt;
        if (!isWholeNumberInRange(carried.value(key), largest)) {
            refusedFields << key;
            carried.remove(key);
            return std::nullopt;
        }
        return static_cast<qint64>(carried.value(key).toDouble());
    };
    const auto smallNumber = [&number](const char *name) -> std::optional<int> {
        const std::optional<qint64> value = number(name, std::numeric_limits<int>::max());
        return value ? std::optional<int>(static_cast<int>(*value)) : std::nullopt;
    };
    CarriedOverTotals result;
    result.played = number("played", largestStatisticsNumber).value_or(0);
    result.solvedUnaided = number("solvedUnaided", largestStatisticsNumber).value_or(0);
    result.assisted = number("assisted", largestStatisticsNumber).value_or(0);
    result.bestMillis = number("bestMillis", largestStatisticsNumber);
    result.bestMoves = smallNumber("bestMoves");
    result.optimalMovesOfBest = smallNumber("optimalMovesOfBest");
    result.bestScore = smallNumber("bestScore");
    if (carried.contains(timesKey)) {
        QJsonArray kept;
        for (const QJsonValue &time : carried.value(timesKey).toArray()) {
            if (isWholeNumberInRange(time, largestStatisticsNumber)) {
                kept.append(time);
                result.times << static_cast<qint64>(time.toDouble());
            } else {
                refusedFields << timesKey;
            }
        }
        if (!carried.value(timesKey).isArray())
            refusedFields << timesKey;
        carried.insert(timesKey, kept);
    }
    return result;
}

bool isStatisticsFormat1(const QJsonObject &file)
{
    return !file.contains(QStringLiteral("format"));
}

ConvertedStatistics convertStatisticsFormat1(const QJsonObject &file)
{
    ConvertedStatistics converted;
    for (auto puzzle = file.begin(); puzzle != file.end(); ++puzzle) {
        if (!puzzle.value().isObject())
            continue; // not a puzzle's: kept in the copy of the old file
        const QJsonObject perPuzzle = puzzle.value().toObject();
        QJsonObject categories;
        for (auto category = perPuzzle.begin(); category != perPuzzle.end(); ++category) {
            if (category.key() == dailySolvedKey) {
                converted.dailySolved.insert(puzzle.key(), category.value());
                continue;
            }
            if (!category.value().isObject())
                continue;
            const QJsonObject old = category.value().toObject();
            const QJsonArray scores = old.value(bestScoresKey).toArray();
            for (const QJsonValue &score : scores)
                converted.games.append(
                    recordOfBestScore(puzzle.key(), category.key(), score.toObject()));
            QJsonObject carried;
            for (const char *name : totals) {
                const QString key = QString::fromLatin1(name);
                if (old.contains(key))
                    carried.insert(key, old.value(key));
            }
            // The list's top is the best score: kept once, as a record above.
            if (!scores.isEmpty())
                carried.remove(QStringLiteral("bestScore"));
            if (old.contains(timesKey))
                carried.insert(timesKey, old.value(timesKey));
            QJsonObject entry;
            if (old.contains(labelKey))
                entry.insert(labelKey, old.value(labelKey));
            if (!carried.isEmpty())
                entry.insert(carriedOverKey, carried);
            categories.insert(category.key(), entry);
        }
        if (!categories.isEmpty())
            converted.categories.insert(puzzle.key(), categories);
    }
    return converted;
}

} // namespace pw::statistics
