// Statistics are written once, by the midend layer, for every tab: these tests play real games in
// real tabs and read the record back as the Statistics dialog shows it.

#include "core/common/SolverSink.h"
#include "core/sliding/Board.h"
#include "core/sliding/Solvers.h"
#include "ui/common/GameStatistics.h"
#include "ui/common/Midend.h"
#include "ui/shell/StatisticsDialog.h"
#include "ui/sliding/SlidingTab.h"

#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTimer>
#include <QtTest>

using pw::ui::CategoryRecord;
using pw::ui::GameResult;
using pw::ui::GameStatistics;
using pw::ui::SlidingTab;

namespace {

// The goal after one legal move: one move from solved.
pw::sliding::Board oneMoveFromGoal(int size = 3)
{
    pw::sliding::Board board = pw::sliding::Board::goal(size, size);
    for (const char *move : {"L", "R", "U", "D"}) {
        if (board.applyMoves(move) < 0)
            break; // applied (a negative answer means every move was legal)
    }
    return board;
}

// Plays whichever single move is legal and solves the board, if one does.
bool solveInOneMove(SlidingTab &tab)
{
    for (const char *move : {"L", "R", "U", "D"}) {
        pw::sliding::Board after = tab.board();
        if (after.applyMoves(move) < 0 && after.isGoal())
            return tab.slide(move);
    }
    return false;
}

// Any legal move.
bool anyMove(SlidingTab &tab)
{
    return tab.slide("L") || tab.slide("R") || tab.slide("U") || tab.slide("D");
}

CategoryRecord recordOf(const QString &puzzle, const QString &label)
{
    for (const CategoryRecord &record : GameStatistics::records(puzzle))
        if (record.label == label)
            return record;
    return {};
}

} // namespace

class TestStatistics : public QObject
{
    Q_OBJECT
private slots:
    void init()
    {
        QStandardPaths::setTestModeEnabled(true);
        QFile::remove(GameStatistics::filePath());
    }

    void anUnaidedWinSetsTheBestsAndAnAssistedOneNever()
    {
        {
            SlidingTab tab;
            tab.startGame(oneMoveFromGoal());
            QVERIFY(!tab.board().isGoal());
            QVERIFY(solveInOneMove(tab));
            QVERIFY(tab.board().isGoal());
        }
        CategoryRecord record = recordOf(QStringLiteral("sliding"), QStringLiteral("3 x 3"));
        QCOMPARE(record.played, 1);
        QCOMPARE(record.solvedUnaided, 1);
        QCOMPARE(record.assisted, 0);
        QCOMPARE(record.bestMoves, std::optional<int>(1));
        QVERIFY(record.bestMillis.has_value());
        QVERIFY(record.medianMillis.has_value());

        // The same board won after a Hint: counted, with help, no best.
        {
            SlidingTab tab;
            tab.startGame(oneMoveFromGoal());
            tab.hint();
            QTRY_VERIFY_WITH_TIMEOUT(tab.board().isGoal(), 10000);
        }
        record = recordOf(QStringLiteral("sliding"), QStringLiteral("3 x 3"));
        QCOMPARE(record.played, 2);
        QCOMPARE(record.solvedUnaided, 1);
        QCOMPARE(record.assisted, 1);
        QCOMPARE(record.bestMoves, std::optional<int>(1));
    }

    void aGameLeftAfterSomeMovesCountsAsPlayedOnly()
    {
        SlidingTab tab;
        tab.startGame(pw::sliding::Board::goal(4, 4));
        QVERIFY(anyMove(tab)); // off the goal
        tab.startGame(oneMoveFromGoal()); // replaced unfinished
        const CategoryRecord record = recordOf(QStringLiteral("sliding"), QStringLiteral("4 x 4"));
        QCOMPARE(record.played, 1);
        QCOMPARE(record.solvedUnaided, 0);
        // A new game without a move is no game played.
        tab.startGame(oneMoveFromGoal());
        QCOMPARE(recordOf(QStringLiteral("sliding"), QStringLiteral("3 x 3")).played, 0);
    }

    void theRecordSurvivesARestartAndMediansAreMedians()
    {
        const pw::ui::StatisticsCategory category {QStringLiteral("5x5"), QStringLiteral("5 x 5")};
        for (qint64 millis : {4000, 1000, 9000}) {
            GameResult result;
            result.moves = static_cast<int>(millis / 100);
            result.millis = millis;
            GameStatistics::countPlayed(QStringLiteral("sliding"), category);
            GameStatistics::recordFinished(QStringLiteral("sliding"), category, result);
        }
        // Read back from the file alone, as after a restart.
        const CategoryRecord record = recordOf(QStringLiteral("sliding"), QStringLiteral("5 x 5"));
        QCOMPARE(record.played, 3);
        QCOMPARE(record.bestMillis, std::optional<qint64>(1000));
        QCOMPARE(record.medianMillis, std::optional<qint64>(4000));
        QCOMPARE(record.bestMoves, std::optional<int>(10));
    }

    void theDialogShowsTheRecordAndResetForgetsIt()
    {
        const pw::ui::StatisticsCategory category {QStringLiteral("radius 3"),
                                                   QStringLiteral("Radius 3")};
        GameResult result;
        result.score = 421;
        GameStatistics::countPlayed(QStringLiteral("entanglement"), category);
        GameStatistics::recordFinished(QStringLiteral("entanglement"), category, result);
        pw::ui::StatisticsDialog dialog(QStringLiteral("entanglement"),
                                        QStringLiteral("Entanglement"));
        QCOMPARE(dialog.table()->rowCount(), 1);
        QCOMPARE(dialog.table()->item(0, 0)->text(), QStringLiteral("Radius 3"));
        QCOMPARE(dialog.table()->item(0, 7)->text(), QStringLiteral("421"));
        QTimer::singleShot(0, [] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            box->button(QMessageBox::Yes)->click();
        });
        dialog.findChild<QPushButton *>(QStringLiteral("statisticsReset"))->click();
        QCOMPARE(dialog.table()->rowCount(), 0);
        QVERIFY(GameStatistics::records(QStringLiteral("entanglement")).isEmpty());
    }

    void theDailyStreakCountsConsecutiveDaysSolvedUnaided()
    {
        const QDate today(2026, 11, 23);
        QCOMPARE(GameStatistics::dailyStreak(QStringLiteral("noodles"), today), 0);
        for (int back : {3, 2, 1})
            GameStatistics::recordDailySolved(QStringLiteral("noodles"), today.addDays(-back));
        // Today's still to play: the run up to yesterday counts.
        QCOMPARE(GameStatistics::dailyStreak(QStringLiteral("noodles"), today), 3);
        GameStatistics::recordDailySolved(QStringLiteral("noodles"), today);
        QCOMPARE(GameStatistics::dailyStreak(QStringLiteral("noodles"), today), 4);
        // A missed day ends it.
        QCOMPARE(GameStatistics::dailyStreak(QStringLiteral("noodles"), today.addDays(2)), 0);
        // The days are not a size or level.
        QVERIFY(GameStatistics::records(QStringLiteral("noodles")).isEmpty());
    }

    void todaysSlidingPuzzleSolvedUnaidedExtendsTheStreak()
    {
        SlidingTab tab;
        tab.startGameFromId(tab.dailyGameId(QDate::currentDate()));
        // Played back to the goal by the moves that solve it, as a user would.
        const std::string moves = [&tab] {
            pw::common::QuietSink sink;
            pw::sliding::SolveOptions options;
            options.algorithm = pw::sliding::Algorithm::Fast;
            return pw::sliding::solveBoard(tab.board(), options, sink)->moves;
        }();
        for (char move : moves)
            QVERIFY(tab.slide(std::string(1, move)));
        QVERIFY(tab.board().isGoal());
        QCOMPARE(GameStatistics::dailyStreak(QStringLiteral("sliding"), QDate::currentDate()), 1);
    }
};

QTEST_MAIN(TestStatistics)
#include "tst_statistics.moc"
