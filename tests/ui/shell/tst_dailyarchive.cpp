// Game ▸ Today's Puzzle Archive: the days are read from the dated game records, a daily game
// being the one whose ID is that day's daily ID.

#include "core/backends/BackendRegistry.h"
#include "core/common/GameBackend.h"
#include "core/kanoodle/KanoodleGameId.h"
#include "core/statistics/DailyPuzzleDays.h"
#include "core/statistics/GameStatistics.h"
#include "ui/shell/DailyArchiveDialog.h"
#include "ui/shell/DailyCalendar.h"
#include "ui/shell/StatisticsDialog.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QStandardPaths>
#include <QTabBar>
#include <QtTest>

using pw::statistics::GameResult;
using pw::statistics::GameStatistics;
using pw::ui::DailyArchiveDialog;
using pw::ui::DailyPuzzle;

namespace {

const QDate today(2026, 11, 26);
const pw::common::StatisticsCategory fourByFour {QStringLiteral("4x4"), QStringLiteral("4 x 4")};

QString slidingDailyId(const QDate &day)
{
    return pw::backends::backendFor(QStringLiteral("sliding"))->dailyGameId(day);
}

// A finished game of the day's daily puzzle, ended on `on` in the evening.
void recordDaily(const QDate &day, const QDate &on, bool assisted = false)
{
    GameResult result;
    result.millis = 60000;
    result.moves = 50;
    result.assisted = assisted;
    result.gameId = slidingDailyId(day);
    result.finishedAt = QDateTime(on, QTime(20, 0));
    GameStatistics::recordFinished(QStringLiteral("sliding"), fourByFour, result);
}

QList<DailyPuzzle> puzzles()
{
    return {{QStringLiteral("noodles"),
             QStringLiteral("Noodles"),
             {{QStringLiteral("Noodles"),
               [](const QDate &day) {
                   return pw::backends::backendFor(QStringLiteral("noodles"))->dailyGameId(day);
               }}}},
            {QStringLiteral("sliding"),
             QStringLiteral("Sliding Tiles"),
             {{QStringLiteral("Sliding Tiles"), slidingDailyId}}}};
}

// Kanoodle's two daily games, as its tab offers them: the flat puzzle, then the pyramid.
const pw::common::StatisticsCategory level50 {QStringLiteral("pyramid-50"),
                                              QStringLiteral("Level 50")};

QString kanoodleDailyId(const QDate &day)
{
    return pw::backends::backendFor(QStringLiteral("kanoodle"))->dailyGameId(day);
}

QString pyramidDailyId(const QDate &day)
{
    return pw::kanoodle::dailyPyramidGameId(day);
}

QList<DailyPuzzle> kanoodlePuzzles()
{
    return {{QStringLiteral("kanoodle"),
             QStringLiteral("Kanoodle"),
             {{QStringLiteral("Flat puzzle"), kanoodleDailyId},
              {QStringLiteral("Pyramid"), pyramidDailyId}}}};
}

void recordKanoodle(const QString &id, const QDate &on)
{
    GameResult result;
    result.millis = 90000;
    result.moves = 7;
    result.gameId = id;
    result.finishedAt = QDateTime(on, QTime(9, 0));
    GameStatistics::recordFinished(QStringLiteral("kanoodle"), level50, result);
}

} // namespace

class TestDailyArchive : public QObject
{
    Q_OBJECT

private slots:
    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(GameStatistics::filePath());
    }

    void anUnaidedDailySolveTicksItsDayAndTheStreakCountsConsecutiveDays()
    {
        for (int back : {3, 2, 1})
            recordDaily(today.addDays(-back), today.addDays(-back));
        recordDaily(today.addDays(-5), today.addDays(-4)); // caught up a day later
        recordDaily(today.addDays(-6), today.addDays(-6), /*assisted*/ true);
        GameResult other; // not a daily game
        other.millis = 1000;
        other.gameId = QStringLiteral("sliding:4x4#77");
        other.finishedAt = QDateTime(today.addDays(-7), QTime(12, 0));
        GameStatistics::recordFinished(QStringLiteral("sliding"), fourByFour, other);

        {
            DailyArchiveDialog dialog(puzzles(), QStringLiteral("sliding"), today);
            QCOMPARE(dialog.chosenPuzzle(), QStringLiteral("sliding"));
            QCOMPARE(dialog.puzzles()->tabText(dialog.puzzles()->currentIndex()),
                     QStringLiteral("Sliding Tiles"));
            const pw::ui::DailyCalendar *calendar = dialog.calendar();
            for (int back : {3, 2, 1, 5})
                QVERIFY2(calendar->isTicked(today.addDays(-back)),
                         qPrintable(QString::number(back)));
            for (int back : {0, 4, 6, 7})
                QVERIFY2(!calendar->isTicked(today.addDays(-back)),
                         qPrintable(QString::number(back)));
            // The day caught up later is ticked but does not join the streak: 3, not 5.
            QVERIFY(!dialog.days()->isSolvedOnTheDay(today.addDays(-5)));
            QCOMPARE(dialog.days()->streak(today), 3);
            QVERIFY2(dialog.streakLabel()->text().contains(QStringLiteral("Streak: 3 day")),
                     qPrintable(dialog.streakLabel()->text()));
            QVERIFY(dialog.todayStatus()->text().contains(QStringLiteral("not solved yet")));
            dialog.calendar()->setSelectedDate(today.addDays(-5));
            QVERIFY(dialog.dayStatus()->text().contains(QStringLiteral("solved on a later day")));

            // Another puzzle's tab: none of these days.
            dialog.puzzles()->setCurrentIndex(0);
            QCOMPARE(dialog.chosenPuzzle(), QStringLiteral("noodles"));
            QVERIFY(!calendar->isTicked(today.addDays(-1)));
            QCOMPARE(dialog.days()->streak(today), 0);
        }

        // Today's solved: its entry says so, and the streak takes it in.
        recordDaily(today, today);
        DailyArchiveDialog dialog(puzzles(), QStringLiteral("sliding"), today);
        QVERIFY(dialog.calendar()->isTicked(today));
        QCOMPARE(dialog.todayStatus()->text(),
                 QStringLiteral("Today's Sliding Tiles puzzle: solved."));
        QVERIFY(dialog.streakLabel()->text().contains(QStringLiteral("Streak: 4 day")));
        // A missed day two days back ends a streak counted from later on.
        QCOMPARE(dialog.days()->streak(today.addDays(2)), 0);
    }

    // A puzzle with two daily games: a box picks one; each has its own ticks and streak, the
    // days noted by an earlier version are the first one's, and Play starts the one picked.
    void eachDailyGameOfAPuzzleHasItsOwnTicksAndStreak()
    {
        for (int back : {2, 1, 0})
            recordKanoodle(pyramidDailyId(today.addDays(-back)), today.addDays(-back));
        recordKanoodle(kanoodleDailyId(today.addDays(-4)), today.addDays(-4));
        GameStatistics::recordDailySolved(QStringLiteral("kanoodle"), today.addDays(-5));

        DailyArchiveDialog dialog(kanoodlePuzzles(), QStringLiteral("kanoodle"), today);
        QComboBox *games = dialog.dailyGames();
        QVERIFY(games->isVisibleTo(&dialog));
        QCOMPARE(games->count(), 2);
        QCOMPARE(games->currentText(), QStringLiteral("Flat puzzle"));
        QVERIFY(dialog.calendar()->isTicked(today.addDays(-4)));
        QVERIFY(dialog.calendar()->isTicked(today.addDays(-5))); // noted: the flat one's
        QVERIFY(!dialog.calendar()->isTicked(today.addDays(-1)));
        QCOMPARE(dialog.days()->streak(today), 0);
        QCOMPARE(dialog.todayStatus()->text(),
                 QStringLiteral("Today's Kanoodle puzzle (Flat puzzle): not solved yet."));
        QCOMPARE(dialog.chosenGameId(), kanoodleDailyId(today));

        games->setCurrentIndex(1);
        QVERIFY(dialog.calendar()->isTicked(today.addDays(-1)));
        QVERIFY(!dialog.calendar()->isTicked(today.addDays(-4)));
        QVERIFY(!dialog.calendar()->isTicked(today.addDays(-5)));
        QCOMPARE(dialog.days()->streak(today), 3);
        QCOMPARE(dialog.todayStatus()->text(),
                 QStringLiteral("Today's Kanoodle puzzle (Pyramid): solved."));
        dialog.calendar()->setSelectedDate(today.addDays(-7));
        dialog.playButton()->click();
        QCOMPARE(dialog.chosenPuzzle(), QStringLiteral("kanoodle"));
        QCOMPARE(dialog.chosenGameId(), pyramidDailyId(today.addDays(-7)));
    }

    // A puzzle with one daily game shows no box.
    void aSingleDailyGameNeedsNoChoice()
    {
        DailyArchiveDialog dialog(puzzles(), QStringLiteral("sliding"), today);
        QVERIFY(!dialog.dailyGames()->isVisibleTo(&dialog));
        QCOMPARE(dialog.chosenGameId(), slidingDailyId(today));
    }

    void aDayIsChosenByPlayOrEnter()
    {
        DailyArchiveDialog dialog(puzzles(), QStringLiteral("noodles"), today);
        QCOMPARE(dialog.chosenDay(), today);
        // No day after today can be chosen.
        dialog.calendar()->setSelectedDate(today.addDays(3));
        QCOMPARE(dialog.chosenDay(), today);
        dialog.calendar()->setSelectedDate(today.addDays(-10));
        dialog.playButton()->click();
        QCOMPARE(dialog.result(), int(QDialog::Accepted));
        QCOMPARE(dialog.chosenPuzzle(), QStringLiteral("noodles"));
        QCOMPARE(dialog.chosenDay(), today.addDays(-10));
    }

    // Days noted by an earlier version (before every game had a record) count as solved on
    // the day.
    void daysNotedBeforeTheRecordsStillCount()
    {
        GameStatistics::recordDailySolved(QStringLiteral("sliding"), today.addDays(-1));
        GameStatistics::recordDailySolved(QStringLiteral("sliding"), today.addDays(-2));
        const pw::statistics::DailyPuzzleDays days(
            GameStatistics::playedGames(QStringLiteral("sliding")),
            GameStatistics::dailySolvedDays(QStringLiteral("sliding")), slidingDailyId);
        QVERIFY(days.isSolved(today.addDays(-1)));
        QCOMPARE(days.streak(today), 2);
    }

    // Game ▸ Statistics gives each daily game its own streak, the pyramid's too.
    void statisticsGiveEachDailyGameItsStreak()
    {
        const QDate today = QDate::currentDate();
        for (int back : {2, 1, 0})
            recordKanoodle(pyramidDailyId(today.addDays(-back)), today.addDays(-back));
        recordKanoodle(kanoodleDailyId(today), today);
        pw::ui::StatisticsDialog dialog(QStringLiteral("kanoodle"), QStringLiteral("Kanoodle"),
                                        nullptr, kanoodlePuzzles().first().games);
        const auto *note = dialog.findChild<QLabel *>(QStringLiteral("statisticsNote"));
        QVERIFY(note);
        // (Without the English plural forms installed, "%n day(s)": the count leads either way.)
        QVERIFY2(note->text().contains(QStringLiteral("Flat puzzle: 1 day"))
                     && note->text().contains(QStringLiteral("Pyramid: 3 day")),
                 qPrintable(note->text()));
        // A puzzle with one daily game keeps its one streak.
        pw::ui::StatisticsDialog sliding(QStringLiteral("sliding"),
                                         QStringLiteral("Sliding Tiles"));
        QVERIFY(sliding.findChild<QLabel *>(QStringLiteral("statisticsNote"))
                    ->text()
                    .startsWith(QStringLiteral("Today's puzzle streak: 0 day")));
    }
};

QTEST_MAIN(TestDailyArchive)
#include "tst_dailyarchive.moc"
