#pragma once

#include "core/statistics/GameChartData.h"

#include <QWidget>

class QBarCategoryAxis;
class QBarSet;
class QCategoryAxis;
class QChart;
class QChartView;
class QLabel;
class QLineSeries;
class QScatterSeries;
class QStackedLayout;
class QValueAxis;

namespace pw::ui {

// Two charts of one category's games, side by side: each game's time (or score) over the dates
// it was played, and how the games spread (a histogram), both with the best and the median
// drawn as lines. With no game to draw it says so in words instead. Knows nothing of puzzles:
// it draws a GameChartData, so any panel that has dated values can use it.
class GameChart : public QWidget
{
    Q_OBJECT
public:
    explicit GameChart(QWidget *parent = nullptr);

    void setData(const statistics::GameChartData &data);
    const statistics::GameChartData &data() const { return m_data; }

    // What is drawn, for tests and for a caller that styles them: one point per game (x: the
    // date in milliseconds since the epoch, y: the value), the best and median lines over the
    // dates, the histogram's bars (one value per bin) and the best and median marks across them.
    QScatterSeries *gameSeries() const { return m_games; }
    QLineSeries *bestLine() const { return m_bestLine; }
    QLineSeries *medianLine() const { return m_medianLine; }
    QBarSet *histogramBars() const { return m_bars; }
    QBarCategoryAxis *histogramBins() const { return m_binAxis; }
    QLineSeries *histogramBestMark() const { return m_bestMark; }
    QLineSeries *histogramMedianMark() const { return m_medianMark; }
    QLabel *emptyNote() const { return m_empty; }
    // The axes, whose labels are the ticks chosen: the dates, the times or scores beside them,
    // the bars' edges and the games counted in a bar.
    QCategoryAxis *dateAxis() const { return m_dateAxis; }
    QCategoryAxis *valueAxis() const { return m_valueAxis; }
    QCategoryAxis *binEdgeAxis() const { return m_binValueAxis; }
    QValueAxis *countAxis() const { return m_countAxis; }
    // What a game's point says when the pointer rests on it: its date and its time or score.
    QString pointText(int index) const;
    // Whether the charts are shown (there are games), rather than the note.
    bool showsCharts() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    QChartView *makeTimeline();
    QChartView *makeHistogram();
    void fillTimeline();
    void fillHistogram();
    void applyPalette();
    QString valueTitle() const;
    // A value as the axes show it: m:ss for times, a whole number otherwise.
    QString valueText(double value) const;

    statistics::GameChartData m_data;
    QStackedLayout *m_pages;
    QLabel *m_empty;
    QChart *m_timeline = nullptr;
    QCategoryAxis *m_dateAxis = nullptr;
    QCategoryAxis *m_valueAxis = nullptr;
    QLineSeries *m_trend = nullptr;
    QScatterSeries *m_games = nullptr;
    QLineSeries *m_bestLine = nullptr;
    QLineSeries *m_medianLine = nullptr;
    QChart *m_histogram = nullptr;
    QBarSet *m_bars = nullptr;
    QBarCategoryAxis *m_binAxis = nullptr;
    QValueAxis *m_countAxis = nullptr;
    QCategoryAxis *m_binValueAxis = nullptr; // the bars' edges, and the marks at their values
    QLineSeries *m_bestMark = nullptr;
    QLineSeries *m_medianMark = nullptr;
};

} // namespace pw::ui
