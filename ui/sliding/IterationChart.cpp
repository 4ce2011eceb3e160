#include "ui/sliding/IterationChart.h"

#include "ui/common/GameChart.h"

#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QVBoxLayout>
#include <QValueAxis>

#include <algorithm>
#include <limits>

namespace pw::ui {

namespace {

// Bounds rise by 2 under the parity-keeping heuristics (Manhattan, linear conflict) and by 1 or
// more under the pattern databases: a bar as wide as the smallest rise, so each bound has one.
int barWidth(const QList<IterationChart::Bar> &bars)
{
    int width = 2;
    for (qsizetype i = 1; i < bars.size(); ++i)
        width = std::min(width, std::max(1, bars[i].bound - bars[i - 1].bound));
    return width;
}

} // namespace

IterationChart::IterationChart(QWidget *parent)
    : QWidget(parent)
    , m_chart(new GameChart(this))
    , m_histogram(m_chart->histogramBestMark()->chart())
{
    setObjectName(QStringLiteral("slidingIterationChart"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_chart);
    // The games' timeline has nothing to say about a search.
    if (auto *timeline = m_chart->findChild<QChartView *>(QStringLiteral("gameChartTimeline")))
        timeline->hide();
    m_chart->histogramBars()->setLabel(tr("Nodes expanded"));
    // No best or median here: the marks and their legend entries go.
    for (QLineSeries *mark : {m_chart->histogramBestMark(), m_chart->histogramMedianMark()}) {
        mark->setVisible(false);
        for (QLegendMarker *marker : m_histogram->legend()->markers(mark))
            marker->setVisible(false);
    }
    setBars({});
}

void IterationChart::setBars(const QList<Bar> &bars)
{
    m_bars = bars;
    std::int64_t most = 0;
    for (const Bar &bar : bars)
        most = std::max(most, bar.nodes);
    const std::int64_t unit = most >= 1'000'000'000 ? 1'000'000 : most >= 1'000'000 ? 1000 : 1;
    statistics::GameChartData data;
    data.measure = statistics::ChartMeasure::Count; // bounds and nodes: whole numbers on both axes
    if (!bars.isEmpty()) {
        const int width = barWidth(bars);
        const int first = bars.front().bound;
        const int count = (bars.back().bound - first) / width + 1;
        for (int i = 0; i < count; ++i)
            data.bins.append({double(first + i * width), double(first + (i + 1) * width), 0});
        for (const Bar &bar : bars) {
            const int index = std::clamp((bar.bound - first) / width, 0, count - 1);
            data.bins[index].count = static_cast<int>(bar.nodes / unit);
        }
        // The chart shows its bars when it has points; the timeline that draws them is hidden.
        data.points.append({QDateTime::fromMSecsSinceEpoch(0), 0});
        data.best = data.median = first;
    }
    m_chart->setData(data);
    retitle(unit);
}

void IterationChart::retitle(std::int64_t unit)
{
    m_chart->emptyNote()->setText(tr("Each iteration's nodes are drawn here once it begins."));
    m_histogram->setTitle(tr("Nodes expanded per iteration"));
    for (QAbstractAxis *axis : m_histogram->axes(Qt::Horizontal)) {
        if (qobject_cast<QValueAxis *>(axis))
            axis->setTitleText(tr("Bound (each bar from its bound)"));
    }
    const QString nodes = unit == 1 ? tr("Nodes")
        : unit == 1000              ? tr("Thousands of nodes")
                                    : tr("Millions of nodes");
    for (QAbstractAxis *axis : m_histogram->axes(Qt::Vertical))
        axis->setTitleText(nodes);
}

} // namespace pw::ui
