#pragma once

#include <QList>
#include <QWidget>

#include <cstdint>

class QChart;

namespace pw::ui {

class GameChart;

// IDA*'s nodes per iteration as bars over the iterations' bounds, drawn by the shared GameChart:
// its histogram is given one bar per bound (empty where the search skipped one), its timeline of
// dated games is not shown, and its titles and names are the search's. Counts past a million
// are drawn in thousands (the chart counts in ints).
class IterationChart : public QWidget
{
    Q_OBJECT
public:
    struct Bar
    {
        int bound = 0;
        std::int64_t nodes = 0;
    };

    explicit IterationChart(QWidget *parent = nullptr);

    // The iterations so far, in order (the last may be the one running).
    void setBars(const QList<Bar> &bars);
    const QList<Bar> &bars() const { return m_bars; }
    GameChart *chart() const { return m_chart; }

private:
    void retitle(std::int64_t unit);

    GameChart *m_chart;
    QChart *m_histogram;
    QList<Bar> m_bars;
};

} // namespace pw::ui
