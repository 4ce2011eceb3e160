// The chart of a category's games: what it draws is computed from the dated records alone
// (GameChartData), and the widget's series hold exactly that.

#include "core/statistics/GameChartData.h"
#include "ui/common/GameChart.h"

#include <QBarSet>
#include <QLabel>
#include <QLineSeries>
#include <QScatterSeries>
#include <QtTest>

using pw::statistics::ChartMeasure;
using pw::statistics::GameChartData;
using pw::statistics::PlayedGame;
using pw::ui::GameChart;

namespace {

const QDateTime firstDay(QDate(2026, 11, 1), QTime(20, 0), Qt::UTC);

PlayedGame timedGame(int day, qint64 millis, const QString &category = QStringLiteral("4x4"))
{
    PlayedGame game;
    game.date = firstDay.addDays(day);
    game.puzzle = QStringLiteral("sliding");
    game.categoryKey = category;
    game.millis = millis;
    game.moves = 40;
    return game;
}

int barTotal(const QBarSet *bars)
{
    int total = 0;
    for (int i = 0; i < bars->count(); ++i)
        total += static_cast<int>(bars->at(i));
    return total;
}

} // namespace

class TestGameChart : public QObject
{
    Q_OBJECT

private slots:
    void theDataHoldsTheUnaidedFinishedGamesOfTheCategoryByDate()
    {
        QList<PlayedGame> games {timedGame(3, 40000), timedGame(0, 20000), timedGame(1, 60000),
                                 timedGame(2, 10000, QStringLiteral("3x3"))};
        PlayedGame helped = timedGame(4, 1000);
        helped.assisted = true;
        PlayedGame left = timedGame(5, 2000);
        left.finished = false;
        games << helped << left;

        const GameChartData data = gameChartData(games, QStringLiteral("4x4"), ChartMeasure::Time);
        QCOMPARE(data.points.size(), 3);
        QCOMPARE(data.points[0].date, firstDay);
        QCOMPARE(data.points[0].value, 20.0);
        QCOMPARE(data.points[1].value, 60.0);
        QCOMPARE(data.points[2].value, 40.0);
        QCOMPARE(data.best, std::optional<double>(20.0));
        QCOMPARE(data.median, std::optional<double>(40.0));
    }

    void aScoreIsBestWhenHighest()
    {
        QList<PlayedGame> games;
        for (int score : {120, 300, 80, 200}) {
            PlayedGame game;
            game.date = firstDay.addDays(games.size());
            game.puzzle = QStringLiteral("entanglement");
            game.categoryKey = QStringLiteral("r3");
            game.score = score;
            games << game;
        }
        QCOMPARE(pw::statistics::chartMeasureOf(games), ChartMeasure::Score);
        const GameChartData data = gameChartData(games, QStringLiteral("r3"), ChartMeasure::Score);
        QCOMPARE(data.best, std::optional<double>(300.0));
        QCOMPARE(data.median, std::optional<double>(160.0)); // between 120 and 200
    }

    void theHistogramCountsEveryValueOnce()
    {
        QCOMPARE(pw::statistics::histogram({}, pw::statistics::StepUnit::Whole).size(), 0);
        const auto same = pw::statistics::histogram({5, 5, 5}, pw::statistics::StepUnit::Whole);
        QCOMPARE(same.size(), 1);
        QCOMPARE(same[0].count, 3);
        // Nine values from 1 to 10: about three bars, of a round width (5) from a round start.
        const auto bins = pw::statistics::histogram({1, 2, 3, 4, 5, 6, 7, 8, 10},
                                                    pw::statistics::StepUnit::Whole);
        QCOMPARE(bins.size(), 3);
        QCOMPARE(bins[0].from, 0.0);
        QCOMPARE(bins[0].to, 5.0);
        QCOMPARE(bins[2].to, 15.0);
        QCOMPARE(bins[0].count, 4); // 1 to 4
        QCOMPARE(bins[1].count, 4); // 5 to 8
        QCOMPARE(bins[2].count, 1); // 10
        // Many spread values never make more bars than asked for.
        QList<double> many;
        for (int i = 0; i < 400; ++i)
            many << 37 + i * 3.7;
        const auto few = pw::statistics::histogram(many, pw::statistics::StepUnit::Whole, 10);
        QVERIFY(few.size() <= 10);
        int total = 0;
        for (const auto &bin : few)
            total += bin.count;
        QCOMPARE(total, 400);
    }

    void theSeriesHoldTheGamesAndTheMarks()
    {
        const QList<PlayedGame> games {timedGame(0, 30000), timedGame(1, 10000),
                                       timedGame(2, 50000), timedGame(3, 20000),
                                       timedGame(4, 40000)};
        GameChart chart;
        chart.setData(gameChartData(games, QStringLiteral("4x4"), ChartMeasure::Time));
        QVERIFY(chart.showsCharts());
        const QList<QPointF> points = chart.gameSeries()->points();
        QCOMPARE(points.size(), 5);
        for (int i = 0; i < points.size(); ++i) {
            QCOMPARE(points[i].x(), double(games[i].date.toMSecsSinceEpoch()));
            QCOMPARE(points[i].y(), double(*games[i].millis) / 1000);
        }
        // The best and median lines run across every date at their value.
        for (const QPointF &point : chart.bestLine()->points())
            QCOMPARE(point.y(), 10.0);
        for (const QPointF &point : chart.medianLine()->points())
            QCOMPARE(point.y(), 30.0);
        QVERIFY(chart.bestLine()->points().front().x() < points.front().x());
        QVERIFY(chart.bestLine()->points().back().x() > points.back().x());
        QCOMPARE(barTotal(chart.histogramBars()), 5);
        QCOMPARE(chart.histogramBestMark()->points().front().x(), 10.0);
        QCOMPARE(chart.histogramMedianMark()->points().front().x(), 30.0);
    }

    void noGameSaysSoInWords()
    {
        GameChart chart;
        chart.setData(
            gameChartData({timedGame(0, 1000)}, QStringLiteral("5x5"), ChartMeasure::Time));
        QVERIFY(!chart.showsCharts());
        QVERIFY(!chart.emptyNote()->text().isEmpty());
        QCOMPARE(chart.gameSeries()->count(), 0);
        QCOMPARE(chart.histogramBars()->count(), 0);
    }
};

QTEST_MAIN(TestGameChart)
#include "tst_gamechart.moc"
