#include "ui/common/GameChartData.h"

#include <algorithm>
#include <cmath>

namespace pw::ui {

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

// The smallest of 1, 2, 2.5 and 5 times a power of ten that is at least step.
double niceStep(double step)
{
    const double power = std::pow(10.0, std::floor(std::log10(step)));
    for (double factor : {1.0, 2.0, 2.5, 5.0, 10.0}) {
        if (factor * power >= step)
            return factor * power;
    }
    return 10.0 * power;
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

QList<HistogramBin> histogram(QList<double> values, int maxBins)
{
    if (values.isEmpty())
        return {};
    std::sort(values.begin(), values.end());
    const double lowest = values.front();
    const double highest = values.back();
    if (lowest == highest)
        return {{lowest, highest, static_cast<int>(values.size())}};
    // About the square root of the count: a few games make a few wide bars, not a comb.
    const int wanted = std::clamp(
        static_cast<int>(std::ceil(std::sqrt(static_cast<double>(values.size())))), 1, maxBins);
    double width = niceStep((highest - lowest) / wanted);
    // Bars start at a multiple of their width, so their edges are round numbers.
    double from = std::floor(lowest / width) * width;
    int count = static_cast<int>(std::floor((highest - from) / width)) + 1;
    while (count > maxBins) {
        width = niceStep(width * 1.01);
        from = std::floor(lowest / width) * width;
        count = static_cast<int>(std::floor((highest - from) / width)) + 1;
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
    data.bins = histogram(values);
    return data;
}

} // namespace pw::ui
