#pragma once

#include "core/statistics/PlayedGame.h"
#include "core/statistics/RoundSteps.h"

#include <QDateTime>
#include <QList>
#include <QString>

#include <optional>

namespace pw::statistics {

// What a chart of one category's games shows: each game's time, or its score where the puzzle
// is played for points.
enum class ChartMeasure {
    Time, // seconds; fewer is better
    Score, // points; more is better
    Count // a whole number that is neither (a search's bound, drawn by the same chart)
};

// The steps an axis of the measure reads as round: times in m:ss, the others whole.
inline StepUnit stepUnitOf(ChartMeasure measure)
{
    return measure == ChartMeasure::Time ? StepUnit::Seconds : StepUnit::Whole;
}

// One game on the chart: when it ended and its time in seconds or its score.
struct ChartPoint
{
    QDateTime date;
    double value = 0;
};

// One bar of the distribution: the games whose value lies in [from, to).
struct HistogramBin
{
    double from = 0;
    double to = 0;
    int count = 0;
};

// The numbers behind a GameChart, computed from the dated game records alone so that a test can
// hold them against the games it recorded, and the widget only draws.
struct GameChartData
{
    ChartMeasure measure = ChartMeasure::Time;
    QList<ChartPoint> points; // oldest first
    std::optional<double> best; // the lowest time or the highest score
    std::optional<double> median;
    QList<HistogramBin> bins;

    bool isEmpty() const { return points.isEmpty(); }
};

// The games of one category that a chart draws: for times, the games finished unaided with a
// clock (those that may set a best time, as the Statistics table counts them); for scores, the
// games that take part in the best scores. Games without a value or in another category are
// left out.
GameChartData gameChartData(const QList<PlayedGame> &games, const QString &categoryKey,
                            ChartMeasure measure);

// The measure a puzzle's games are compared by: score where any of its games has one.
ChartMeasure chartMeasureOf(const QList<PlayedGame> &games);

// At most maxBins bars of equal, round width in the unit shown (roundStep: 1-2-5 whole numbers for
// points, 1-2-5 seconds and minutes and the quarters of them for times), each starting at a
// multiple of that width, from the one holding the lowest value to the one holding the highest;
// one such bar, about a fifth of the value wide, when all values are equal; empty for no values.
// Six bars at most by default: their edges are labelled, and more labels than that do not fit
// side by side on the dialog's histogram.
QList<HistogramBin> histogram(QList<double> values, StepUnit unit, int maxBins = 6);

// The bars' edges an axis labels: every edge, or every second, fifth, tenth… from the first, the
// fewest skipped that leave at most maxTicks labels (a search's twenty bounds would crowd the
// axis until the labels were cut to "…").
QList<double> binEdgeTicks(const QList<HistogramBin> &bins, int maxTicks);

} // namespace pw::statistics
