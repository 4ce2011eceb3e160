#include "core/statistics/GameChartData.h"

#include <algorithm>
#include <cmath>

namespace pw::statistics {

namespace {

// The game's value on the chart, if it is one the chart draws.
std::optional<double> chartValue(const PlayedGame &game, ChartMeasure measure)
{
    if (measure == ChartMeasure::Score) {
        // Scores an older version kept without their game (not counted) are real games all the
        // same, with a date: drawn, as the best-scores list shows them.
        if (game.ranksByScore())
            return static_cast<double>(*game.score);
        return std::nullopt;
    }
    if (game.counted && game.racesTheClock())
        return static_cast<double>(*game.millis) / 1000.0;
    return std::nullopt;
}

std::optional<double> medianOf(QList<double> values)
{
    if (values.isEmpty())
        return std::nullopt;
    std::sort(values.begin(), values.end());
    const qsizetype middle = values.size() / 2;
    return values.size() % 2 ? values[middle] : (values[middle - 1] + values[middle]) / 2;
}

} // namespace

QList<HistogramBin> histogram(QList<double> values, StepUnit unit, int maxBins)
{
    if (values.isEmpty())
        return {};
    std::sort(values.begin(), values.end());
    const double lowest = values.front();
    const double highest = values.back();
    if (lowest == highest) {
        // One bar, wide enough to be a round range around the value (2:00 to 2:30 for 137.9 s),
        // never a bar from 137.909 to 137.909.
        const double width = roundStep(std::abs(lowest) / 5, unit);
        const double from = std::floor(lowest / width) * width;
        return {{from, from + width, static_cast<int>(values.size())}};
    }
    // About the square root of the count: a few games make a few wide bars, not a comb.
    const int wanted = std::clamp(
        static_cast<int>(std::ceil(std::sqrt(static_cast<double>(values.size())))), 1, maxBins);
    double width = roundStep((highest - lowest) / wanted, unit);
    double from = 0;
    int count = 0;
    for (;;) {
        // Bars start at a multiple of their width, so their edges are round numbers; the last
        // holds the highest value, even one on its lower edge.
        from = std::floor(lowest / width) * width;
        count = static_cast<int>(std::floor((highest - from) / width)) + 1;
        if (count <= maxBins)
            break;
        width = roundStep(width * 1.000001, unit); // the next round width
    }
    QList<HistogramBin> bins;
    for (int i = 0; i < count; ++i)
        bins.append({from + i * width, from + (i + 1) * width, 0});
    for (double value : values) {
        const int index = std::clamp(static_cast<int>((value - from) / width), 0, count - 1);
        ++bins[index].count;
    }
    return bins;
}

QList<double> binEdgeTicks(const QList<HistogramBin> &bins, int maxTicks)
{
    if (bins.isEmpty())
        return {};
    const int edges = static_cast<int>(bins.size()) + 1;
    // Every nth edge with n from 1-2-5, so the labelled edges are round multiples too.
    const int every = static_cast<int>(
        roundStep(double(edges - 1) / std::max(1, maxTicks - 1), StepUnit::Whole));
    QList<double> ticks;
    for (int i = 0; i < edges; i += every)
        ticks.append(i < bins.size() ? bins[i].from : bins.back().to);
    return ticks;
}

ChartMeasure chartMeasureOf(const QList<PlayedGame> &games)
{
    const bool scored
        = std::any_of(games.begin(), games.end(), [](const PlayedGame &g) { return g.score; });
    return scored ? ChartMeasure::Score : ChartMeasure::Time;
}

GameChartData gameChartData(const QList<PlayedGame> &games, const QString &categoryKey,
                            ChartMeasure measure)
{
    GameChartData data;
    data.measure = measure;
    QList<double> values;
    for (const PlayedGame &game : games) {
        if (game.categoryKey != categoryKey)
            continue;
        if (const std::optional<double> value = chartValue(game, measure)) {
            data.points.append({game.date, *value});
            values.append(*value);
        }
    }
    std::stable_sort(data.points.begin(), data.points.end(),
                     [](const ChartPoint &a, const ChartPoint &b) { return a.date < b.date; });
    if (values.isEmpty())
        return data;
    const auto [lowest, highest] = std::minmax_element(values.begin(), values.end());
    data.best = measure == ChartMeasure::Score ? *highest : *lowest;
    data.median = medianOf(values);
    data.bins = histogram(values, stepUnitOf(measure));
    return data;
}

} // namespace pw::statistics
