#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <optional>

namespace pw::statistics {

// The statistics file before dated records (format 1) kept totals per puzzle and category:
//   {"sliding": {"3x3": {"label", "played", "solvedUnaided", "assisted", "bestMillis",
//                        "bestMoves", "optimalMovesOfBest", "bestScore", "times": [millis...],
//                        "bestScores": [{"score", "moves", "when", "id"}...]},
//                "dailySolved": ["2026-11-20"...]}}
// Its totals cannot be split back into games (the times have no dates, the counts no games), so
// they are carried over as they are, one entry per category, and added to what the dated records
// count. Its best scores do have dates: each becomes a dated record marked as not counted (its
// game is in the carried-over counts already).

// What a category carried over from format 1: counts and bests as that version kept them.
struct CarriedOverTotals
{
    qint64 played = 0;
    qint64 solvedUnaided = 0;
    qint64 assisted = 0;
    std::optional<qint64> bestMillis;
    std::optional<int> bestMoves;
    std::optional<int> optimalMovesOfBest;
    std::optional<int> bestScore; // only when format 1 had no list of best scores to expand
    QList<qint64> times; // the unaided times format 1 kept for the median (the last 500)
};

// Reads a category's "carriedOver" object, checking each field on its own: a value out of range
// is removed from the object and named in refusedFields, the rest kept.
CarriedOverTotals carriedOverFromJson(QJsonObject &carried, QStringList &refusedFields);

// A file of format 1 has no "format" field.
bool isStatisticsFormat1(const QJsonObject &file);

// Format 2's parts made from a format 1 file: the dated records of its best scores ("games"),
// the labels and carried-over totals ("categories": puzzle -> key -> {"label", "carriedOver"})
// and the days of the daily puzzle ("dailySolved": puzzle -> [days]). Values are copied as they
// are; the reader of format 2 checks them. Anything else in the old file is left to its copy.
struct ConvertedStatistics
{
    QJsonArray games;
    QJsonObject categories;
    QJsonObject dailySolved;
};
ConvertedStatistics convertStatisticsFormat1(const QJsonObject &file);

} // namespace pw::statistics
