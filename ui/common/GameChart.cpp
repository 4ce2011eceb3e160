#include "ui/common/GameChart.h"

#include "core/statistics/DateTicks.h"
#include "ui/common/PlayedTimeText.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QCursor>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QStackedLayout>
#include <QToolTip>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace pw::ui {

namespace {

const QColor bestColour(0x2e, 0x8b, 0x57);
const QColor medianColour(0xe6, 0x7e, 0x22);

QPen markPen(const QColor &colour, Qt::PenStyle style)
{
    QPen pen(colour);
    pen.setWidthF(2.0);
    pen.setStyle(style);
    return pen;
}

// At most this many labels side by side on an axis: the dialog's charts are a few hundred pixels
// wide, and Qt Charts cuts a label to "…" where more would not fit.
constexpr int maxTicks = 6;

// One labelled tick of an axis drawn by a QCategoryAxis.
struct AxisTick
{
    double value;
    QString label;
};

// Puts the ticks on an axis as the ends of its categories, each label at its value. A
// QCategoryAxis names no value at its start, so a tick there ends a sliver of a category of its
// own that begins just before the axis (its line is not drawn).
void setTicks(QCategoryAxis *axis, double from, double to, const QList<AxisTick> &ticks)
{
    for (const QString &label : axis->categoriesLabels())
        axis->remove(label);
    axis->setRange(from, to);
    axis->setStartValue(from - (to - from) * 1e-6);
    for (const AxisTick &tick : ticks) {
        if (tick.value >= from && tick.value <= to)
            axis->append(tick.label, tick.value);
    }
}

QCategoryAxis *tickAxis(QObject *parent)
{
    auto *axis = new QCategoryAxis(parent);
    axis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    return axis;
}

QChartView *viewOf(QChart *chart, const QString &name, QWidget *parent)
{
    // Room on the right for half a label: the last tick is often the axis's end, and its label
    // ("28 Nov", "1:15:00") is centred on it.
    chart->setMargins(QMargins(4, 4, 24, 4));
    chart->legend()->setAlignment(Qt::AlignBottom);
    auto *view = new QChartView(chart, parent);
    view->setObjectName(name);
    view->setRenderHint(QPainter::Antialiasing);
    view->setMinimumSize(260, 220);
    return view;
}

void setLine(QLineSeries *line, const QPointF &from, const QPointF &to)
{
    line->replace(QList<QPointF> {from, to});
}

} // namespace

GameChart::GameChart(QWidget *parent)
    : QWidget(parent)
    , m_pages(new QStackedLayout(this))
    , m_empty(new QLabel(this))
{
    setObjectName(QStringLiteral("gameChart"));
    m_empty->setObjectName(QStringLiteral("gameChartEmpty"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    auto *charts = new QWidget(this);
    auto *row = new QHBoxLayout(charts);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(makeTimeline(), 3);
    row->addWidget(makeHistogram(), 2);
    m_pages->addWidget(m_empty);
    m_pages->addWidget(charts);
    applyPalette();
    setData({});
}

bool GameChart::showsCharts() const
{
    return m_pages->currentIndex() == 1;
}

QString GameChart::valueTitle() const
{
    switch (m_data.measure) {
    case statistics::ChartMeasure::Time:
        return tr("Time");
    case statistics::ChartMeasure::Score:
        return tr("Score");
    case statistics::ChartMeasure::Count:
        break;
    }
    return QString();
}

QString GameChart::valueText(double value) const
{
    if (m_data.measure == statistics::ChartMeasure::Time)
        return playedSecondsText(value);
    return QLocale().toString(std::llround(value));
}

QString GameChart::pointText(int index) const
{
    if (index < 0 || index >= m_data.points.size())
        return QString();
    const statistics::ChartPoint &point = m_data.points[index];
    return tr("%1: %2").arg(QLocale().toString(point.date.toLocalTime(), QLocale::ShortFormat),
                            valueText(point.value));
}

QChartView *GameChart::makeTimeline()
{
    m_timeline = new QChart;
    // Both axes label their ticks themselves: dates once each, times as m:ss (a QDateTimeAxis
    // spaces its ticks evenly whatever the dates, and a QValueAxis can only print numbers).
    m_dateAxis = tickAxis(m_timeline);
    m_valueAxis = tickAxis(m_timeline);
    m_timeline->addAxis(m_dateAxis, Qt::AlignBottom);
    m_timeline->addAxis(m_valueAxis, Qt::AlignLeft);
    m_trend = new QLineSeries(m_timeline);
    m_games = new QScatterSeries(m_timeline);
    m_games->setName(tr("Games"));
    m_games->setMarkerSize(9);
    m_bestLine = new QLineSeries(m_timeline);
    m_bestLine->setName(tr("Best"));
    m_bestLine->setPen(markPen(bestColour, Qt::SolidLine));
    m_medianLine = new QLineSeries(m_timeline);
    m_medianLine->setName(tr("Median"));
    m_medianLine->setPen(markPen(medianColour, Qt::DashLine));
    for (QXYSeries *series :
         {static_cast<QXYSeries *>(m_trend), static_cast<QXYSeries *>(m_games),
          static_cast<QXYSeries *>(m_bestLine), static_cast<QXYSeries *>(m_medianLine)}) {
        m_timeline->addSeries(series);
        series->attachAxis(m_dateAxis);
        series->attachAxis(m_valueAxis);
    }
    m_trend->setColor(m_games->color().lighter(140));
    // The trend only joins the games' points; the legend names the points.
    m_timeline->legend()->markers(m_trend).constFirst()->setVisible(false);
    // A game's point names its date and its time or score.
    connect(m_games, &QScatterSeries::hovered, this, [this](const QPointF &point, bool entered) {
        if (!entered) {
            QToolTip::hideText();
            return;
        }
        for (int i = 0; i < m_games->count(); ++i) {
            if (m_games->at(i) == point) {
                QToolTip::showText(QCursor::pos(), pointText(i));
                return;
            }
        }
    });
    return viewOf(m_timeline, QStringLiteral("gameChartTimeline"), this);
}

QChartView *GameChart::makeHistogram()
{
    m_histogram = new QChart;
    m_binAxis = new QBarCategoryAxis(m_histogram);
    m_countAxis = new QValueAxis(m_histogram);
    m_countAxis->setLabelFormat(QStringLiteral("%d"));
    m_countAxis->setTickType(QValueAxis::TicksDynamic);
    m_countAxis->setTickAnchor(0);
    m_countAxis->setTitleText(tr("Games"));
    m_binValueAxis = tickAxis(m_histogram);
    m_histogram->addAxis(m_binAxis, Qt::AlignBottom);
    m_histogram->addAxis(m_binValueAxis, Qt::AlignBottom);
    m_histogram->addAxis(m_countAxis, Qt::AlignLeft);
    // The bars stand on the categories' axis, which is not drawn; the value axis, spanning the
    // same width, names the bars' edges and places the marks at their values.
    m_binAxis->setVisible(false);
    auto *bars = new QBarSeries(m_histogram);
    m_bars = new QBarSet(tr("Games"), bars);
    bars->append(m_bars);
    bars->setBarWidth(0.95);
    m_histogram->addSeries(bars);
    bars->attachAxis(m_binAxis);
    bars->attachAxis(m_countAxis);
    // The marks are vertical lines at their values on the value axis.
    m_bestMark = new QLineSeries(m_histogram);
    m_bestMark->setName(tr("Best"));
    m_bestMark->setPen(markPen(bestColour, Qt::SolidLine));
    m_medianMark = new QLineSeries(m_histogram);
    m_medianMark->setName(tr("Median"));
    m_medianMark->setPen(markPen(medianColour, Qt::DashLine));
    for (QLineSeries *mark : {m_bestMark, m_medianMark}) {
        m_histogram->addSeries(mark);
        mark->attachAxis(m_binValueAxis);
        mark->attachAxis(m_countAxis);
    }
    return viewOf(m_histogram, QStringLiteral("gameChartHistogram"), this);
}

void GameChart::setData(const statistics::GameChartData &data)
{
    m_data = data;
    m_empty->setText(data.measure == statistics::ChartMeasure::Score
                         ? tr("No scored game in this category yet. Each game played to its end "
                              "without help is drawn here.")
                         : tr("No game solved without help in this category yet. Each one is "
                              "drawn here with its time."));
    m_pages->setCurrentIndex(data.isEmpty() ? 0 : 1);
    fillTimeline();
    fillHistogram();
}

void GameChart::fillTimeline()
{
    QList<QPointF> points;
    for (const statistics::ChartPoint &point : m_data.points)
        points.append({static_cast<double>(point.date.toMSecsSinceEpoch()), point.value});
    m_trend->replace(points);
    m_games->replace(points);
    m_valueAxis->setTitleText(valueTitle());
    m_timeline->setTitle(m_data.measure == statistics::ChartMeasure::Score
                             ? tr("Score of each game")
                             : tr("Time of each game"));
    if (m_data.isEmpty()) {
        m_bestLine->clear();
        m_medianLine->clear();
        return;
    }
    // The date axis's ticks fall on midnights, Mondays or months around the games, or on
    // times of the day when all were played on one; the lines run across the whole axis.
    const statistics::DateScale dates = statistics::DateTicks::scale(
        m_data.points.front().date, m_data.points.back().date, maxTicks);
    const double first = static_cast<double>(dates.from.toMSecsSinceEpoch());
    const double last = static_cast<double>(dates.to.toMSecsSinceEpoch());
    QList<AxisTick> dateTicks;
    for (const statistics::DateTick &tick : dates.ticks)
        dateTicks.append({static_cast<double>(tick.at.toMSecsSinceEpoch()), tick.label});
    setTicks(m_dateAxis, first, last, dateTicks);
    m_dateAxis->setTitleText(dates.title);
    setLine(m_bestLine, {first, *m_data.best}, {last, *m_data.best});
    setLine(m_medianLine, {first, *m_data.median}, {last, *m_data.median});
    double lowest = 0;
    double highest = 0;
    for (const QPointF &point : points) {
        lowest = std::min(lowest, point.y());
        highest = std::max(highest, point.y());
    }
    // Round ticks from zero, a little above the highest game so its point is not cut in half.
    const statistics::RoundScale values = statistics::roundScale(
        lowest, highest + (highest - lowest) * 0.05, 5, statistics::stepUnitOf(m_data.measure));
    QList<AxisTick> valueTicks;
    for (double value : values.ticks())
        valueTicks.append({value, valueText(value)});
    setTicks(m_valueAxis, values.from, values.to, valueTicks);
}

void GameChart::fillHistogram()
{
    m_histogram->setTitle(tr("How the games spread"));
    m_binValueAxis->setTitleText(valueTitle());
    m_bars->remove(0, m_bars->count());
    QStringList categories; // one per bar, placing it; the value axis below names the edges
    int most = 0;
    for (const statistics::HistogramBin &bin : m_data.bins) {
        m_bars->append(bin.count);
        most = std::max(most, bin.count);
        categories << QString::number(categories.size()); // placing only, never shown
    }
    m_binAxis->setCategories(categories);
    // Whole games (or nodes) in 1-2-5 steps: ticks at 0, 2, 4 or 0, 5000, 10000, never 2219.
    const statistics::RoundScale counts
        = statistics::roundScale(0, std::max(most, 1), 5, statistics::StepUnit::Whole);
    const double top = counts.to;
    const double interval = counts.step;
    // A dynamic axis makes a tick item for every interval of its range, so the interval changes
    // first when it grows and the range first when it shrinks: a large range over the last
    // small interval (an IDA* iteration's nodes after a few games' counts) made millions of
    // items for a moment and froze the window.
    if (interval >= m_countAxis->tickInterval()) {
        m_countAxis->setTickInterval(interval);
        m_countAxis->setRange(0, top);
    } else {
        m_countAxis->setRange(0, top);
        m_countAxis->setTickInterval(interval);
    }
    if (m_data.isEmpty()) {
        m_bestMark->clear();
        m_medianMark->clear();
        return;
    }
    // The axis spans the bars exactly, as the categories' axis that places them does; its
    // ticks are their round edges (some skipped where many bars would crowd the labels).
    const double from = m_data.bins.front().from;
    const double to = m_data.bins.back().to;
    QList<AxisTick> edgeTicks;
    for (double edge : statistics::binEdgeTicks(m_data.bins, maxTicks + 1))
        edgeTicks.append({edge, valueText(edge)});
    setTicks(m_binValueAxis, from, to, edgeTicks);
    setLine(m_bestMark, {*m_data.best, 0}, {*m_data.best, top});
    setLine(m_medianMark, {*m_data.median, 0}, {*m_data.median, top});
}

void GameChart::applyPalette()
{
    if (!m_timeline || !m_histogram)
        return; // a palette change while the charts are still being made
    // The charts follow the program's light or dark colours.
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    for (QChart *chart : {m_timeline, m_histogram}) {
        chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
        chart->setBackgroundBrush(palette().base());
    }
    // A theme sets the series' colours afresh; the marks keep theirs.
    m_bestLine->setPen(markPen(bestColour, Qt::SolidLine));
    m_bestMark->setPen(markPen(bestColour, Qt::SolidLine));
    m_medianLine->setPen(markPen(medianColour, Qt::DashLine));
    m_medianMark->setPen(markPen(medianColour, Qt::DashLine));
    m_trend->setColor(m_games->color().lighter(140));
}

void GameChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        applyPalette();
    QWidget::changeEvent(event);
}

} // namespace pw::ui
