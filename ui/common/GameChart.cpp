#include "ui/common/GameChart.h"

#include <QBarCategoryAxis>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QDateTimeAxis>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QScatterSeries>
#include <QStackedLayout>
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

// A bar's category: where it starts, in seconds or points (a width of 2.5 has edges such as
// 7.5).
QString edgeText(double value)
{
    return QLocale().toString(value, 'g', 6);
}

// The top of a count axis and its tick interval: whole games, at most about five ticks.
std::pair<int, int> countScale(int most)
{
    const int interval = std::max(1, (most + 4) / 5);
    return {((most + interval) / interval) * interval, interval};
}

QChartView *viewOf(QChart *chart, const QString &name, QWidget *parent)
{
    chart->setMargins(QMargins(4, 4, 4, 4));
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
    return m_data.measure == ChartMeasure::Score ? tr("Score") : tr("Time (seconds)");
}

QChartView *GameChart::makeTimeline()
{
    m_timeline = new QChart;
    m_dateAxis = new QDateTimeAxis(m_timeline);
    m_dateAxis->setFormat(QLocale().dateFormat(QLocale::ShortFormat));
    m_dateAxis->setTickCount(5);
    m_valueAxis = new QValueAxis(m_timeline);
    m_valueAxis->setLabelFormat(QStringLiteral("%.0f"));
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
    for (QXYSeries *series : {static_cast<QXYSeries *>(m_trend), static_cast<QXYSeries *>(m_games),
                              static_cast<QXYSeries *>(m_bestLine),
                              static_cast<QXYSeries *>(m_medianLine)}) {
        m_timeline->addSeries(series);
        series->attachAxis(m_dateAxis);
        series->attachAxis(m_valueAxis);
    }
    m_trend->setColor(m_games->color().lighter(140));
    // The trend only joins the games' points; the legend names the points.
    m_timeline->legend()->markers(m_trend).constFirst()->setVisible(false);
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
    m_binValueAxis = new QValueAxis(m_histogram);
    m_histogram->addAxis(m_binAxis, Qt::AlignBottom);
    m_histogram->addAxis(m_binValueAxis, Qt::AlignBottom);
    m_histogram->addAxis(m_countAxis, Qt::AlignLeft);
    // The bars stand on the categories' axis, which is not drawn; the value axis, spanning the
    // same width, names the bars' edges and places the marks at their values.
    m_binAxis->setVisible(false);
    m_binValueAxis->setLabelFormat(QStringLiteral("%g"));
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

void GameChart::setData(const GameChartData &data)
{
    m_data = data;
    m_empty->setText(data.measure == ChartMeasure::Score
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
    for (const ChartPoint &point : m_data.points)
        points.append({static_cast<double>(point.date.toMSecsSinceEpoch()), point.value});
    m_trend->replace(points);
    m_games->replace(points);
    m_valueAxis->setTitleText(valueTitle());
    m_timeline->setTitle(m_data.measure == ChartMeasure::Score ? tr("Score of each game")
                                                               : tr("Time of each game"));
    if (m_data.isEmpty()) {
        m_bestLine->clear();
        m_medianLine->clear();
        return;
    }
    // Half a day on each side, so one day's games do not sit on the axes.
    constexpr qint64 halfDay = 12 * 60 * 60 * 1000;
    const double first = points.front().x() - halfDay;
    const double last = points.back().x() + halfDay;
    setLine(m_bestLine, {first, *m_data.best}, {last, *m_data.best});
    setLine(m_medianLine, {first, *m_data.median}, {last, *m_data.median});
    m_dateAxis->setRange(QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(first)),
                         QDateTime::fromMSecsSinceEpoch(static_cast<qint64>(last)));
    const double highest
        = std::max_element(points.begin(), points.end(), [](const QPointF &a, const QPointF &b) {
              return a.y() < b.y();
          })->y();
    m_valueAxis->setRange(0, std::max(1.0, highest * 1.1));
    m_valueAxis->applyNiceNumbers();
}

void GameChart::fillHistogram()
{
    m_histogram->setTitle(tr("How the games spread"));
    m_binValueAxis->setTitleText(valueTitle());
    m_bars->remove(0, m_bars->count());
    QStringList categories; // one per bar, placing it; the value axis below names the edges
    int most = 0;
    for (const HistogramBin &bin : m_data.bins) {
        m_bars->append(bin.count);
        most = std::max(most, bin.count);
        categories << edgeText(bin.from);
    }
    m_binAxis->setCategories(categories);
    const auto [top, interval] = countScale(most);
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
    double from = m_data.bins.front().from;
    double to = m_data.bins.back().to;
    if (from == to) { // one bar: its value in the middle
        from -= 0.5;
        to += 0.5;
        m_binValueAxis->setTickType(QValueAxis::TicksFixed);
        m_binValueAxis->setTickCount(3);
    } else { // a tick at every bar's edge
        m_binValueAxis->setTickType(QValueAxis::TicksDynamic);
        m_binValueAxis->setTickAnchor(from);
        m_binValueAxis->setTickInterval(m_data.bins.front().to - from);
    }
    m_binValueAxis->setRange(from, to);
    setLine(m_bestMark, {*m_data.best, 0}, {*m_data.best, double(top)});
    setLine(m_medianMark, {*m_data.median, 0}, {*m_data.median, double(top)});
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
