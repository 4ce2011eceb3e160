// The ticks and bars of the statistics charts: round steps (1-2-5 for counts and points, the
// clock's round steps for times), histogram bars with round edges, date axes that name each date
// once, and times shown as m:ss or h:mm:ss; then the chart widget's axes, which carry them.

#include "core/statistics/DateTicks.h"
#include "core/statistics/GameChartData.h"
#include "core/statistics/RoundSteps.h"
#include "ui/common/GameChart.h"
#include "ui/common/PlayedTimeText.h"

#include <QCategoryAxis>
#include <QLocale>
#include <QSet>
#include <QValueAxis>
#include <QtTest>

#include <cmath>

using pw::statistics::ChartMeasure;
using pw::statistics::DateTicks;
using pw::statistics::StepUnit;

namespace {

bool isWhole(double value)
{
    return value == std::floor(value);
}

QStringList labelsOf(const pw::statistics::DateScale &scale)
{
    QStringList labels;
    for (const pw::statistics::DateTick &tick : scale.ticks)
        labels << tick.label;
    return labels;
}

bool allDifferent(const QStringList &labels)
{
    return QSet<QString>(labels.begin(), labels.end()).size() == labels.size();
}

QDateTime local(int year, int month, int day, int hour = 0, int minute = 0)
{
    return QDateTime(QDate(year, month, day), QTime(hour, minute));
}

pw::statistics::PlayedGame timedGame(const QDateTime &when, double seconds)
{
    pw::statistics::PlayedGame game;
    game.date = when;
    game.puzzle = QStringLiteral("sliding");
    game.categoryKey = QStringLiteral("4x4");
    game.millis = static_cast<qint64>(seconds * 1000);
    game.moves = 40;
    return game;
}

} // namespace

class TestChartTicks : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // Labels as an English (UK) system writes them: "28 Nov", "14:00".
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
    }

    void wholeStepsGo125()
    {
        QCOMPARE(pw::statistics::roundStep(0.3, StepUnit::Whole), 1.0);
        QCOMPARE(pw::statistics::roundStep(1.5, StepUnit::Whole), 2.0);
        QCOMPARE(pw::statistics::roundStep(2.0, StepUnit::Whole), 2.0);
        QCOMPARE(pw::statistics::roundStep(2.2, StepUnit::Whole), 5.0);
        QCOMPARE(pw::statistics::roundStep(7, StepUnit::Whole), 10.0);
        QCOMPARE(pw::statistics::roundStep(2219, StepUnit::Whole),
                 5000.0); // 11095 nodes in 5 steps
        QCOMPARE(pw::statistics::roundStep(112.4, StepUnit::Whole), 200.0); // 562 nodes in 5 steps
    }

    void secondsStepsAreRoundOnAClock()
    {
        QCOMPARE(pw::statistics::roundStep(0.2, StepUnit::Seconds), 1.0);
        QCOMPARE(pw::statistics::roundStep(3, StepUnit::Seconds), 5.0);
        QCOMPARE(pw::statistics::roundStep(12, StepUnit::Seconds), 15.0);
        QCOMPARE(pw::statistics::roundStep(27.6, StepUnit::Seconds), 30.0);
        QCOMPARE(pw::statistics::roundStep(45, StepUnit::Seconds), 60.0);
        QCOMPARE(pw::statistics::roundStep(61, StepUnit::Seconds), 120.0);
        QCOMPARE(pw::statistics::roundStep(1000, StepUnit::Seconds), 1200.0); // 20 minutes
        QCOMPARE(pw::statistics::roundStep(2000, StepUnit::Seconds), 3600.0);
        QCOMPARE(pw::statistics::roundStep(4000, StepUnit::Seconds), 7200.0);
        QCOMPARE(pw::statistics::roundStep(4 * 3600, StepUnit::Seconds), 5 * 3600.0);
    }

    void aScaleCoversItsValuesInRoundSteps_data()
    {
        QTest::addColumn<double>("lowest");
        QTest::addColumn<double>("highest");
        QTest::addColumn<int>("unit");
        QTest::newRow("nodes") << 0.0 << 11095.0 << int(StepUnit::Whole);
        QTest::newRow("few games") << 0.0 << 3.0 << int(StepUnit::Whole);
        QTest::newRow("one game") << 0.0 << 1.0 << int(StepUnit::Whole);
        QTest::newRow("scores") << 37.0 << 412.0 << int(StepUnit::Whole);
        QTest::newRow("a fraction") << 0.0 << 0.3 << int(StepUnit::Whole);
        QTest::newRow("seconds") << 0.0 << 144.8 << int(StepUnit::Seconds);
        QTest::newRow("a single time") << 137.909 << 137.909 << int(StepUnit::Seconds);
        QTest::newRow("hours") << 0.0 << 3.5 * 3600 << int(StepUnit::Seconds);
    }

    void aScaleCoversItsValuesInRoundSteps()
    {
        QFETCH(double, lowest);
        QFETCH(double, highest);
        QFETCH(int, unit);
        const auto scale = pw::statistics::roundScale(lowest, highest, 5, StepUnit(unit));
        QVERIFY(scale.from <= lowest);
        QVERIFY(scale.to >= highest);
        QVERIFY(scale.to > scale.from);
        QCOMPARE(scale.step, pw::statistics::roundStep(scale.step, StepUnit(unit)));
        const QList<double> ticks = scale.ticks();
        QVERIFY(ticks.size() >= 2);
        QVERIFY(ticks.size() <= 6);
        for (double tick : ticks) {
            QVERIFY2(isWhole(tick), qPrintable(QString::number(tick)));
            QVERIFY(isWhole(tick / scale.step));
        }
        QCOMPARE(ticks.back(), scale.to);
    }

    void theNodeAxisOfTheIssueReadsRound()
    {
        const auto scale = pw::statistics::roundScale(0, 11095, 5, StepUnit::Whole);
        QCOMPARE(scale.ticks(), (QList<double> {0, 5000, 10000, 15000}));
    }

    void histogramBarsHaveRoundEdges_data()
    {
        QTest::addColumn<QList<double>>("values");
        QTest::addColumn<int>("unit");
        QTest::newRow("one time") << QList<double> {137.909} << int(StepUnit::Seconds);
        QTest::newRow("equal times") << QList<double> {137.909, 137.909} << int(StepUnit::Seconds);
        QTest::newRow("close times")
            << QList<double> {137.909, 138.2, 139.95, 141.001} << int(StepUnit::Seconds);
        QTest::newRow("minutes") << QList<double> {61.2, 95.5, 130.25, 312.8, 901.3, 47.0}
                                 << int(StepUnit::Seconds);
        QTest::newRow("scores") << QList<double> {120, 300, 80, 200, 95} << int(StepUnit::Whole);
        QTest::newRow("one score") << QList<double> {7} << int(StepUnit::Whole);
        QTest::newRow("zero") << QList<double> {0, 0} << int(StepUnit::Whole);
    }

    void histogramBarsHaveRoundEdges()
    {
        QFETCH(QList<double>, values);
        QFETCH(int, unit);
        const auto bins = pw::statistics::histogram(values, StepUnit(unit));
        QVERIFY(!bins.isEmpty());
        QVERIFY(bins.size() <= 6);
        const double width = bins.front().to - bins.front().from;
        QVERIFY(width > 0);
        QCOMPARE(width, pw::statistics::roundStep(width, StepUnit(unit)));
        int counted = 0;
        for (const auto &bin : bins) {
            QVERIFY2(isWhole(bin.from) && isWhole(bin.to),
                     qPrintable(QStringLiteral("%1 to %2").arg(bin.from).arg(bin.to)));
            QVERIFY(isWhole(bin.from / width));
            QCOMPARE(bin.to - bin.from, width);
            counted += bin.count;
        }
        QCOMPARE(counted, values.size());
        for (double value : values)
            QVERIFY(value >= bins.front().from && value < bins.back().to);
    }

    void aSingleTimeIsARoundRangeAroundIt()
    {
        const auto bins = pw::statistics::histogram({137.909}, StepUnit::Seconds);
        QCOMPARE(bins.size(), 1);
        QCOMPARE(bins[0].from, 120.0); // 2:00
        QCOMPARE(bins[0].to, 150.0); // 2:30
        QCOMPARE(bins[0].count, 1);
    }

    void manyBarsLabelEveryFewEdges()
    {
        QList<pw::statistics::HistogramBin> bins;
        for (int i = 0; i < 20; ++i)
            bins.append({40.0 + 2 * i, 42.0 + 2 * i, 1});
        const QList<double> ticks = pw::statistics::binEdgeTicks(bins, 7);
        QVERIFY(ticks.size() <= 7);
        QCOMPARE(ticks.front(), 40.0);
        QCOMPARE(ticks.back(), 80.0);
        QCOMPARE(ticks[1] - ticks[0], 10.0); // every fourth edge would not be 1-2-5: every fifth
        const QList<double> few = pw::statistics::binEdgeTicks(bins.mid(0, 3), 7);
        QCOMPARE(few, (QList<double> {40, 42, 44, 46}));
    }

    void timesReadAsMinutesAndSeconds()
    {
        QCOMPARE(pw::ui::playedTimeText(qint64(0)), QStringLiteral("0:00"));
        QCOMPARE(pw::ui::playedTimeText(qint64(59999)), QStringLiteral("0:59"));
        QCOMPARE(pw::ui::playedTimeText(qint64(137909)), QStringLiteral("2:17"));
        QCOMPARE(pw::ui::playedTimeText(qint64(3600000)), QStringLiteral("1:00:00"));
        QCOMPARE(pw::ui::playedTimeText(qint64(36062000)), QStringLiteral("10:01:02"));
        QCOMPARE(pw::ui::playedSecondsText(90), QStringLiteral("1:30"));
        QCOMPARE(pw::ui::playedSecondsText(89.9999999), QStringLiteral("1:30"));
        QCOMPARE(pw::ui::playedSecondsText(137.909), QStringLiteral("2:17"));
        QCOMPARE(pw::ui::playedSecondsText(7200), QStringLiteral("2:00:00"));
    }

    void oneDayShowsItsDateOnceAndTimesOfDay()
    {
        // The issue's chart: every game on 28 November.
        const auto scale
            = DateTicks::scale(local(2026, 11, 28, 14, 5), local(2026, 11, 28, 16, 40));
        const QStringList labels = labelsOf(scale);
        QVERIFY(!labels.isEmpty());
        QVERIFY(labels.size() <= 6);
        QVERIFY2(allDifferent(labels), qPrintable(labels.join(QStringLiteral(", "))));
        for (const QString &label : labels)
            QVERIFY2(!label.contains(QStringLiteral("Nov")), qPrintable(label));
        QVERIFY(labels.contains(QStringLiteral("15:00")));
        QVERIFY(scale.title.contains(QStringLiteral("28 November 2026")));
        QVERIFY(scale.from <= local(2026, 11, 28, 14, 5));
        QVERIFY(scale.to >= local(2026, 11, 28, 16, 40));
        // One game alone still has a tick (the full hour beside it) and stays within its day.
        const auto one = DateTicks::scale(local(2026, 11, 28, 0, 10), local(2026, 11, 28, 0, 10));
        QCOMPARE(labelsOf(one),
                 (QStringList {QStringLiteral("00:00"), QStringLiteral("00:15"),
                               QStringLiteral("00:30")}));
        QCOMPARE(one.from, local(2026, 11, 28));
        // Whole quarter hours, never with seconds, whatever the locale's short format holds.
        QLocale::setDefault(QLocale::c());
        const auto inC = DateTicks::scale(local(2026, 11, 28, 14, 5), local(2026, 11, 28, 14, 5));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        QCOMPARE(labelsOf(inC).front(), QStringLiteral("13:45"));
        // A whole day's games: 00:00 once, not again at the end.
        const auto day = DateTicks::scale(local(2026, 11, 28, 0, 5), local(2026, 11, 28, 23, 50));
        QVERIFY2(allDifferent(labelsOf(day)), qPrintable(labelsOf(day).join(u',')));
        QVERIFY(day.ticks.size() <= 6);
    }

    void severalDaysHaveOneTickPerDate()
    {
        const auto scale = DateTicks::scale(local(2026, 11, 26, 20), local(2026, 11, 28, 9));
        QCOMPARE(labelsOf(scale),
                 (QStringList {QStringLiteral("26 Nov"), QStringLiteral("27 Nov"),
                               QStringLiteral("28 Nov"), QStringLiteral("29 Nov")}));
        QCOMPARE(scale.ticks.front().at, local(2026, 11, 26));
        QCOMPARE(scale.from, local(2026, 11, 26));
        QCOMPARE(scale.to, local(2026, 11, 29));
        QCOMPARE(scale.title, QStringLiteral("2026"));
    }

    void longerRangesTickByWeekMonthAndYear()
    {
        const auto weeks = DateTicks::scale(local(2026, 11, 4), local(2026, 11, 28));
        for (const auto &tick : weeks.ticks)
            QCOMPARE(tick.at.date().dayOfWeek(), 1); // Mondays
        const auto months = DateTicks::scale(local(2026, 6, 14), local(2026, 11, 28));
        // Six months would need seven ticks: every second month from May, into the next year.
        QCOMPARE(labelsOf(months),
                 (QStringList {QStringLiteral("May"), QStringLiteral("Jul"), QStringLiteral("Sept"),
                               QStringLiteral("Nov"), QStringLiteral("Jan")}));
        for (const auto &tick : months.ticks)
            QCOMPARE(tick.at.date().day(), 1);
        QCOMPARE(months.title, QStringLiteral("2026–2027"));
        const auto years = DateTicks::scale(local(2019, 3, 1), local(2026, 11, 28));
        for (const auto &tick : years.ticks) {
            QCOMPARE(tick.at.date().dayOfYear(), 1);
            QCOMPARE(tick.label.size(), 4);
        }
    }

    void noDateLabelIsEverRepeated()
    {
        // Every span from an hour to twenty years, from several starts: at most six ticks, each
        // label once, the games inside the axis.
        const QList<QDateTime> starts {local(2026, 11, 28, 9, 30), local(2026, 1, 1),
                                       local(2025, 12, 31, 23, 59), local(2024, 2, 29, 12)};
        const QList<qint64> spans {
            0,           1800,        3 * 3600,    20 * 3600,    86400,       2 * 86400,
            6 * 86400,   9 * 86400,   20 * 86400,  40 * 86400,   80 * 86400,  150 * 86400,
            300 * 86400, 370 * 86400, 800 * 86400, 2000 * 86400, 7300 * 86400};
        for (const QDateTime &start : starts) {
            for (qint64 span : spans) {
                const QDateTime end = start.addSecs(span);
                const auto scale = DateTicks::scale(start, end);
                const QStringList labels = labelsOf(scale);
                const QString where = start.toString(Qt::ISODate) + u'+' + QString::number(span)
                    + QStringLiteral(": ") + labels.join(QStringLiteral(", "));
                QVERIFY2(!labels.isEmpty(), qPrintable(where));
                QVERIFY2(labels.size() <= 6, qPrintable(where));
                QVERIFY2(allDifferent(labels), qPrintable(where));
                QVERIFY2(scale.from <= start && scale.to >= end, qPrintable(where));
                for (int i = 1; i < scale.ticks.size(); ++i)
                    QVERIFY2(scale.ticks[i - 1].at < scale.ticks[i].at, qPrintable(where));
            }
        }
    }

    void theChartsAxesCarryTheseTicks()
    {
        // Four games on one day, the issue's case: the date once (as the title), times as m:ss,
        // whole games counted, bars from round edges.
        const QList<pw::statistics::PlayedGame> games {
            timedGame(local(2026, 11, 28, 14, 5), 137.909),
            timedGame(local(2026, 11, 28, 14, 20), 138.409),
            timedGame(local(2026, 11, 28, 15, 2), 95.5),
            timedGame(local(2026, 11, 28, 16, 40), 212.0)};
        pw::ui::GameChart chart;
        chart.setData(gameChartData(games, QStringLiteral("4x4"), ChartMeasure::Time));
        const QStringList dates = chart.dateAxis()->categoriesLabels();
        QVERIFY(allDifferent(dates));
        QVERIFY(!dates.join(u' ').contains(QStringLiteral("Nov")));
        QVERIFY(chart.dateAxis()->titleText().contains(QStringLiteral("28 November 2026")));
        const QRegularExpression clock(QStringLiteral("^\\d+:\\d\\d(:\\d\\d)?$"));
        for (QCategoryAxis *axis : {chart.valueAxis(), chart.binEdgeAxis()}) {
            QVERIFY(!axis->categoriesLabels().isEmpty());
            for (const QString &label : axis->categoriesLabels())
                QVERIFY2(clock.match(label).hasMatch(), qPrintable(label));
        }
        QVERIFY(chart.valueAxis()->categoriesLabels().contains(QStringLiteral("0:00")));
        QVERIFY(chart.valueAxis()->categoriesLabels().contains(QStringLiteral("1:00")));
        // The value axis starts at 0 and reaches past the slowest game.
        QCOMPARE(chart.valueAxis()->min(), 0.0);
        QVERIFY(chart.valueAxis()->max() > 212.0);
        QCOMPARE(chart.countAxis()->tickType(), QValueAxis::TicksDynamic);
        QVERIFY(isWhole(chart.countAxis()->tickInterval()));
        QVERIFY(isWhole(chart.countAxis()->max()));
        QVERIFY(chart.pointText(0).endsWith(QStringLiteral(": 2:17")));
        QVERIFY(chart.pointText(0).contains(QStringLiteral("14:05")));
    }

    void scoresAreWholeNumbers()
    {
        QList<pw::statistics::PlayedGame> games;
        for (int score : {120, 300, 80, 200}) {
            pw::statistics::PlayedGame game;
            game.date = local(2026, 11, 20 + int(games.size()), 21);
            game.puzzle = QStringLiteral("entanglement");
            game.categoryKey = QStringLiteral("radius 3");
            game.score = score;
            games << game;
        }
        pw::ui::GameChart chart;
        chart.setData(gameChartData(games, QStringLiteral("radius 3"), ChartMeasure::Score));
        QCOMPARE(chart.dateAxis()->categoriesLabels(),
                 (QStringList {QStringLiteral("20 Nov"), QStringLiteral("21 Nov"),
                               QStringLiteral("22 Nov"), QStringLiteral("23 Nov"),
                               QStringLiteral("24 Nov")}));
        const QRegularExpression whole(QStringLiteral("^[\\d,]+$"));
        for (QCategoryAxis *axis : {chart.valueAxis(), chart.binEdgeAxis()}) {
            for (const QString &label : axis->categoriesLabels())
                QVERIFY2(whole.match(label).hasMatch(), qPrintable(label));
        }
        QVERIFY(chart.pointText(1).endsWith(QStringLiteral(": 300")));
    }

    void aSearchsNodeCountsGetRoundTicks()
    {
        // The issue's node axis (11095 / 281 / 562): IDA*'s iterations as bars over their bounds,
        // drawn by the same chart as counts (ui/sliding's IterationChart).
        pw::statistics::GameChartData data;
        data.measure = ChartMeasure::Count;
        data.bins = {{40, 42, 281}, {42, 44, 562}, {44, 46, 11095}};
        data.points.append({QDateTime::fromMSecsSinceEpoch(0), 0});
        data.best = data.median = 40;
        pw::ui::GameChart chart;
        chart.setData(data);
        QCOMPARE(chart.countAxis()->tickInterval(), 5000.0);
        QCOMPARE(chart.countAxis()->max(), 15000.0);
        QCOMPARE(chart.countAxis()->tickAnchor(), 0.0);
        QCOMPARE(chart.binEdgeAxis()->categoriesLabels(),
                 (QStringList {QStringLiteral("40"), QStringLiteral("42"), QStringLiteral("44"),
                               QStringLiteral("46")}));
        // Fewer nodes later (a new search): the axis shrinks to round ticks again.
        data.bins = {{40, 42, 3}};
        chart.setData(data);
        QCOMPARE(chart.countAxis()->tickInterval(), 1.0);
        QCOMPARE(chart.countAxis()->max(), 3.0);
    }
};

QTEST_MAIN(TestChartTicks)
#include "tst_chartticks.moc"
