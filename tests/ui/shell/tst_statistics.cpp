// Statistics are written once, by the midend layer, for every tab: these tests play real games in
// real tabs and read the record back as the Statistics dialog shows it.

#include "core/backends/BackendRegistry.h"
#include "core/common/AtomicFileWriter.h"
#include "core/common/GameBackend.h"
#include "core/common/SolverSink.h"
#include "core/common/StorageNotices.h"
#include "core/sliding/Board.h"
#include "core/sliding/Solvers.h"
#include "core/statistics/GameStatistics.h"
#include "ui/common/GameChart.h"
#include "ui/common/Midend.h"
#include "ui/entanglement/EntanglementTab.h"
#include "ui/entanglement/HighScoreMigration.h"
#include "ui/shell/StatisticsColumns.h"
#include "ui/shell/StatisticsDialog.h"
#include "ui/sliding/SlidingBoardView.h"
#include "ui/sliding/SlidingTab.h"

#include <QBarSet>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineSeries>
#include <QMessageBox>
#include <QPushButton>
#include <QScatterSeries>
#include <QSettings>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTranslator>
#include <QtTest>

#include <cerrno>

using pw::common::AtomicFileWriter;
using pw::common::StorageNotices;
using pw::statistics::CategoryRecord;
using pw::statistics::GameResult;
using pw::statistics::GameStatistics;
using pw::statistics::ScoreEntry;
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

QByteArray contentsOf(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeStatistics(const QByteArray &contents)
{
    QDir().mkpath(QFileInfo(GameStatistics::filePath()).absolutePath());
    QFile file(GameStatistics::filePath());
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || file.write(contents) != contents.size())
        qFatal("cannot write the statistics file");
}

CategoryRecord recordOf(const QString &puzzle, const QString &key)
{
    for (const CategoryRecord &record : GameStatistics::records(puzzle))
        if (record.key == key)
            return record;
    return {};
}

} // namespace

class TestStatistics : public QObject
{
    Q_OBJECT
    QTemporaryDir m_settingsDir;

private slots:
    void initTestCase()
    {
        // The old high scores live in the settings: keep this run's away from the user's.
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
    }

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
        CategoryRecord record = recordOf(QStringLiteral("sliding"), QStringLiteral("3x3"));
        QCOMPARE(record.played, qint64(1));
        QCOMPARE(record.solvedUnaided, qint64(1));
        QCOMPARE(record.assisted, qint64(0));
        QCOMPARE(record.bestMoves, std::optional<int>(1));
        QVERIFY(record.bestMillis.has_value());
        QVERIFY(record.medianMillis.has_value());

        // The same board won after a Hint: counted, with help, no best.
        {
            SlidingTab tab;
            tab.startGame(oneMoveFromGoal());
            tab.hint(); // shows the tile...
            QTRY_VERIFY_WITH_TIMEOUT(tab.boardView()->hintCell() >= 0, 10000);
            tab.hint(); // ...and slides it
            QVERIFY(tab.board().isGoal());
        }
        record = recordOf(QStringLiteral("sliding"), QStringLiteral("3x3"));
        QCOMPARE(record.played, qint64(2));
        QCOMPARE(record.solvedUnaided, qint64(1));
        QCOMPARE(record.assisted, qint64(1));
        QCOMPARE(record.bestMoves, std::optional<int>(1));
    }

    void aGameLeftAfterSomeMovesCountsAsPlayedOnly()
    {
        SlidingTab tab;
        tab.startGame(pw::sliding::Board::goal(4, 4));
        QVERIFY(anyMove(tab)); // off the goal
        tab.startGame(oneMoveFromGoal()); // replaced unfinished
        const CategoryRecord record = recordOf(QStringLiteral("sliding"), QStringLiteral("4x4"));
        QCOMPARE(record.played, qint64(1));
        QCOMPARE(record.solvedUnaided, qint64(0));
        // A new game without a move is no game played.
        tab.startGame(oneMoveFromGoal());
        QCOMPARE(recordOf(QStringLiteral("sliding"), QStringLiteral("3x3")).played, qint64(0));
        // A game saved as it stands lives on in its file: replacing it leaves no game.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("kept.json"));
        tab.startGame(pw::sliding::Board::goal(4, 4));
        QVERIFY(anyMove(tab));
        QVERIFY(!tab.saveFile(path));
        tab.midend()->markSaved(path);
        QVERIFY(!tab.openFile(path)); // opened again: the same game goes on
        QCOMPARE(recordOf(QStringLiteral("sliding"), QStringLiteral("4x4")).played, qint64(1));
        QVERIFY(anyMove(tab));
        tab.startGame(oneMoveFromGoal()); // now with moves not in the file: a game left
        QCOMPARE(recordOf(QStringLiteral("sliding"), QStringLiteral("4x4")).played, qint64(2));
    }

    void theRecordSurvivesARestartAndMediansAreMedians()
    {
        const pw::common::StatisticsCategory category {QStringLiteral("5x5"),
                                                       QStringLiteral("5 x 5")};
        for (qint64 millis : {4000, 1000, 9000}) {
            GameResult result;
            result.moves = static_cast<int>(millis / 100);
            result.millis = millis;
            GameStatistics::recordFinished(QStringLiteral("sliding"), category, result);
        }
        // Read back from the file alone, as after a restart.
        const CategoryRecord record = recordOf(QStringLiteral("sliding"), QStringLiteral("5x5"));
        QCOMPARE(record.played, qint64(3));
        QCOMPARE(record.bestMillis, std::optional<qint64>(1000));
        QCOMPARE(record.medianMillis, std::optional<qint64>(4000));
        QCOMPARE(record.bestMoves, std::optional<int>(10));
    }

    // A file that cannot be read as statistics is never dropped: it is moved aside (an earlier
    // copy of the same day is kept too), the user is told where, and fresh statistics start.
    void aDamagedFileIsMovedAsideAndToldWhere_data()
    {
        QTest::addColumn<QByteArray>("contents");
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("truncated") << QByteArray("{\"sliding\": {\"3x3\": {\"played\": 4, \"la");
        QTest::newRow("not JSON") << QByteArray("statistics? \x01\x02 no");
        QTest::newRow("wrong top level") << QByteArray("[1,2,3]");
    }

    void aDamagedFileIsMovedAsideAndToldWhere()
    {
        QFETCH(QByteArray, contents);
        StorageNotices *notices = StorageNotices::instance();
        notices->markNotesRead();
        notices->takeUnannounced();
        const QString path = GameStatistics::filePath();
        QDir dir = QFileInfo(path).dir();
        for (const QString &name :
             dir.entryList({QStringLiteral("statistics.json.damaged-*")}, QDir::Files))
            dir.remove(name);
        const QString first
            = path + QStringLiteral(".damaged-") + QDate::currentDate().toString(Qt::ISODate);
        // Two damaged files on one day: the second does not overwrite the first.
        for (const QString &aside : {first, first + QStringLiteral("-2")}) {
            writeStatistics(contents);
            QVERIFY(GameStatistics::records(QStringLiteral("sliding")).isEmpty());
            QVERIFY2(QFile::exists(aside), qPrintable(aside));
            QCOMPARE(contentsOf(aside), contents);
            const QStringList told = notices->takeUnannounced();
            QCOMPARE(told.size(), 1);
            QVERIFY2(told.first().contains(QDir::toNativeSeparators(aside)),
                     qPrintable(told.first()));
            QVERIFY(notices->notes().join(QString()).contains(QDir::toNativeSeparators(aside)));
            // The fresh file is there and counts from zero.
            QVERIFY(QFile::exists(path));
            GameStatistics::recordUnfinished(QStringLiteral("sliding"),
                                             {QStringLiteral("3x3"), QStringLiteral("3 x 3")});
            QCOMPARE(recordOf(QStringLiteral("sliding"), QStringLiteral("3x3")).played,
                     qint64(1));
        }
        QCOMPARE(contentsOf(first), contents);
    }

    // Values out of range are refused one by one: a value leaves its game or category, which
    // is kept; a game whose date or category is broken cannot be placed and is left out; the
    // other games are kept, and a count past what an int holds goes on counting.
    void valuesOutOfRangeAreRefusedFieldByField()
    {
        StorageNotices *notices = StorageNotices::instance();
        notices->markNotesRead();
        notices->takeUnannounced();
        writeStatistics(R"({"format": 2,
            "games": [
              {"date": "2026-11-01T10:00:00.000+01:00", "puzzle": "sliding", "category": "3x3",
               "finished": true, "assisted": false, "millis": 3000, "moves": 12},
              {"date": "not a date", "puzzle": "sliding", "category": "3x3",
               "finished": true, "assisted": false, "millis": 1, "moves": 1},
              {"date": "2026-11-02T10:00:00.000+01:00", "puzzle": "sliding", "category": "3x3",
               "finished": true, "assisted": false, "millis": -5, "moves": 10},
              {"date": "2026-11-03T10:00:00.000+01:00", "puzzle": "sliding", "category": "3x3",
               "finished": true, "assisted": "maybe", "millis": 5000, "moves": "soon"},
              {"date": "2026-11-04T10:00:00.000+01:00", "puzzle": "sliding", "category": 7},
              {"date": "2026-11-05T10:00:00.000+01:00", "puzzle": "sliding", "category": "4x4",
               "finished": true, "millis": 2500, "moves": -2, "a field": "of a later version"}],
            "categories": {"sliding": {
              "3x3": {"label": "3 x 3", "carriedOver": {"played": 2147483647,
                      "solvedUnaided": -4, "assisted": 1e300, "bestMillis": -5,
                      "times": [4000, -1, "soon"]}},
              "4x4": {"label": "4 x 4"}}},
            "later": {"a field": "of a later version"}})");
        CategoryRecord record = recordOf(QStringLiteral("sliding"), QStringLiteral("3x3"));
        // Carried over 2147483647 played, 0 solved (the -4 refused); three games kept.
        QCOMPARE(record.played, qint64(2147483647) + 3);
        QCOMPARE(record.solvedUnaided, qint64(3));
        QCOMPARE(record.assisted, qint64(0));
        // The game with the negative time keeps its moves but races no clock; the one whose
        // moves were a word keeps its time.
        QCOMPARE(record.bestMillis, std::optional<qint64>(3000));
        QCOMPARE(record.bestMoves, std::optional<int>(12));
        QCOMPARE(record.medianMillis, std::optional<qint64>(4000)); // 3000, 4000, 5000
        const CategoryRecord other = recordOf(QStringLiteral("sliding"), QStringLiteral("4x4"));
        QCOMPARE(other.played, qint64(1));
        QCOMPARE(other.bestMoves, std::nullopt);
        QCOMPARE(other.bestMillis, std::optional<qint64>(2500));
        QCOMPARE(GameStatistics::playedGames(QStringLiteral("sliding")).size(), 4);

        const QStringList told = notices->takeUnannounced();
        QCOMPARE(told.size(), 2); // the values, and the games left out; once each
        const QString all = told.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(QStringLiteral("games[2] › millis")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("games[3] › assisted")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("games[1] › date")), qPrintable(all));
        QVERIFY2(all.contains(QStringLiteral("games[4] › category")), qPrintable(all));
        QVERIFY(recordOf(QStringLiteral("sliding"), QStringLiteral("3x3")).played > 0);
        QVERIFY(notices->takeUnannounced().isEmpty());

        GameStatistics::recordUnfinished(QStringLiteral("sliding"),
                                         {QStringLiteral("3x3"), QStringLiteral("3 x 3")});
        record = recordOf(QStringLiteral("sliding"), QStringLiteral("3x3"));
        QCOMPARE(record.played, qint64(2147483647) + 4);
        // Fields this version does not know are kept for the version that wrote them.
        const QJsonObject file
            = QJsonDocument::fromJson(contentsOf(GameStatistics::filePath())).object();
        QCOMPARE(file.value(QStringLiteral("later")).toObject().value(QStringLiteral("a field")),
                 QJsonValue(QStringLiteral("of a later version")));
        const QJsonArray games = file.value(QStringLiteral("games")).toArray();
        QCOMPARE(games.size(), 5);
        QCOMPARE(games[3].toObject().value(QStringLiteral("a field")),
                 QJsonValue(QStringLiteral("of a later version")));
        QVERIFY(!games[1].toObject().contains(QStringLiteral("millis"))); // refused, not kept
        // A finished game with a broken clock sets no best time.
        GameResult broken;
        broken.moves = 3;
        broken.millis = -70;
        GameStatistics::recordFinished(QStringLiteral("sliding"),
                                       {QStringLiteral("3x3"), QStringLiteral("3 x 3")}, broken);
        QCOMPARE(recordOf(QStringLiteral("sliding"), QStringLiteral("3x3")).bestMillis,
                 std::optional<qint64>(3000));
    }

    // Every game is kept as a dated record with what the tab knew about it, and read back as it
    // was written.
    void eachGameIsADatedRecordThatRoundTrips()
    {
        const pw::common::StatisticsCategory category {QStringLiteral("4x4"),
                                                       QStringLiteral("4 x 4")};
        const QDateTime finished(QDate(2026, 11, 20), QTime(21, 45, 10, 125));
        GameResult solved;
        solved.moves = 52;
        solved.millis = 81234;
        solved.optimalMoves = 48;
        solved.gameId = QStringLiteral("sliding:4#17");
        solved.finishedAt = finished;
        GameStatistics::recordFinished(QStringLiteral("sliding"), category, solved);
        GameResult left;
        left.millis = 4000;
        left.assisted = true;
        left.finishedAt = finished.addSecs(600);
        GameStatistics::recordUnfinished(QStringLiteral("sliding"), category, left);
        GameResult other;
        other.score = 77;
        GameStatistics::recordFinished(QStringLiteral("entanglement"),
                                       {QStringLiteral("radius 2"), QStringLiteral("Radius 2")},
                                       other);

        const QList<pw::statistics::PlayedGame> games
            = GameStatistics::playedGames(QStringLiteral("sliding"));
        QCOMPARE(games.size(), 2);
        QCOMPARE(games[0].date, finished); // to the millisecond
        QCOMPARE(games[0].puzzle, QStringLiteral("sliding"));
        QCOMPARE(games[0].categoryKey, QStringLiteral("4x4"));
        QVERIFY(games[0].finished);
        QVERIFY(!games[0].assisted);
        QCOMPARE(games[0].millis, std::optional<qint64>(81234));
        QCOMPARE(games[0].moves, std::optional<int>(52));
        QCOMPARE(games[0].optimalMoves, std::optional<int>(48));
        QCOMPARE(games[0].score, std::nullopt);
        QCOMPARE(games[0].gameId, QStringLiteral("sliding:4#17"));
        QVERIFY(games[0].counted);
        QCOMPARE(games[1].date, finished.addSecs(600));
        QVERIFY(!games[1].finished);
        QVERIFY(games[1].assisted);
        QCOMPARE(games[1].millis, std::optional<qint64>(4000));
        const QList<pw::statistics::PlayedGame> scored
            = GameStatistics::playedGames(QStringLiteral("entanglement"));
        QCOMPARE(scored.size(), 1);
        QCOMPARE(scored[0].score, std::optional<int>(77));

        // The table is computed from them.
        const CategoryRecord record = recordOf(QStringLiteral("sliding"), QStringLiteral("4x4"));
        QCOMPARE(record.played, qint64(2));
        QCOMPARE(record.solvedUnaided, qint64(1));
        QCOMPARE(record.assisted, qint64(0)); // left unfinished: played, not solved
        QCOMPARE(record.bestMoves, std::optional<int>(52));
        QCOMPARE(record.optimalMovesOfBest, std::optional<int>(48));
        QCOMPARE(record.bestMillis, std::optional<qint64>(81234));
        // The date is written with its offset from UTC, so the player's day stays the day.
        const QJsonObject first = QJsonDocument::fromJson(contentsOf(GameStatistics::filePath()))
                                      .object()
                                      .value(QStringLiteral("games"))
                                      .toArray()
                                      .first()
                                      .toObject();
        QCOMPARE(first.value(QStringLiteral("date")).toString(),
                 finished.toOffsetFromUtc(finished.offsetFromUtc()).toString(Qt::ISODateWithMs));
        QCOMPARE(first.value(QStringLiteral("millis")).toInteger(), 81234);
    }

    // The file of the version before (totals per category) is converted once at its first read:
    // its copy is kept as statistics.json.v1-backup, its counts and bests carry over, its best
    // scores become dated records, and new games add to what it had.
    void aFormat1FileIsConvertedOnceKeepingACopy()
    {
        const QString path = GameStatistics::filePath();
        QDir dir = QFileInfo(path).dir();
        for (const QString &name :
             dir.entryList({QStringLiteral("statistics.json.v1-backup*")}, QDir::Files))
            dir.remove(name);
        const QByteArray old = R"({"sliding": {
            "3x3": {"label": "3 x 3", "played": 7, "solvedUnaided": 4, "assisted": 2,
                    "bestMillis": 1500, "bestMoves": 20, "optimalMovesOfBest": 18,
                    "times": [1500, 4000, 9000, 6000]},
            "dailySolved": ["2026-11-21", "2026-11-22"]},
          "entanglement": {
            "radius 3": {"label": "Radius 3", "played": 5, "solvedUnaided": 5, "bestScore": 300,
                         "bestScores": [
                           {"score": 300, "moves": 20, "when": "2026-10-01T12:00:00.000Z",
                            "id": "entanglement:r3#4"},
                           {"score": 100, "moves": 9, "when": "2026-10-02T12:00:00.000Z",
                            "id": "entanglement:r3#5"}]}},
          "later": {"a field": "of a later version"}})";
        writeStatistics(old);

        CategoryRecord sliding = recordOf(QStringLiteral("sliding"), QStringLiteral("3x3"));
        QCOMPARE(sliding.played, qint64(7));
        QCOMPARE(sliding.solvedUnaided, qint64(4));
        QCOMPARE(sliding.assisted, qint64(2));
        QCOMPARE(sliding.bestMillis, std::optional<qint64>(1500));
        QCOMPARE(sliding.bestMoves, std::optional<int>(20));
        QCOMPARE(sliding.optimalMovesOfBest, std::optional<int>(18));
        QCOMPARE(sliding.medianMillis, std::optional<qint64>(5000));
        const CategoryRecord radius3
            = recordOf(QStringLiteral("entanglement"), QStringLiteral("radius 3"));
        QCOMPARE(radius3.played, qint64(5)); // the best scores' games are not counted twice
        QCOMPARE(radius3.solvedUnaided, qint64(5));
        QCOMPARE(radius3.bestScore, std::optional<int>(300));
        QCOMPARE(radius3.bestScores.size(), 2);
        QCOMPARE(radius3.bestScores[1].gameId, QStringLiteral("entanglement:r3#5"));
        QCOMPARE(radius3.bestScores[0].when, QDateTime(QDate(2026, 10, 1), QTime(12, 0), Qt::UTC));
        QCOMPARE(GameStatistics::dailyStreak(QStringLiteral("sliding"), QDate(2026, 11, 22)), 2);
        // The best scores are dated records now.
        QCOMPARE(GameStatistics::playedGames(QStringLiteral("entanglement")).size(), 2);

        // The copy holds the old file as it was; the file itself is of the new format.
        const QString copy = path + QStringLiteral(".v1-backup");
        QCOMPARE(contentsOf(copy), old);
        QCOMPARE(QJsonDocument::fromJson(contentsOf(path))
                     .object()
                     .value(QStringLiteral("format"))
                     .toInt(),
                 2);

        // Once: later reads convert nothing and copy nothing more; new games add to the totals.
        GameResult result;
        result.moves = 15;
        result.millis = 1200;
        GameStatistics::recordFinished(QStringLiteral("sliding"),
                                       {QStringLiteral("3x3"), QStringLiteral("3 x 3")}, result);
        sliding = recordOf(QStringLiteral("sliding"), QStringLiteral("3x3"));
        QCOMPARE(sliding.played, qint64(8));
        QCOMPARE(sliding.solvedUnaided, qint64(5));
        QCOMPARE(sliding.bestMillis, std::optional<qint64>(1200));
        QCOMPARE(sliding.bestMoves, std::optional<int>(15));
        QCOMPARE(sliding.optimalMovesOfBest, std::nullopt);
        QCOMPARE(sliding.medianMillis, std::optional<qint64>(4000));
        QCOMPARE(dir.entryList({QStringLiteral("statistics.json.v1-backup*")}, QDir::Files).size(),
                 1);
    }

    // The statistics cannot be written (disk full at the write, the flush or the rename): the
    // file keeps what it had, the failure is told once with the path and the reason, and stays
    // marked until a write succeeds again.
    void aFailedWriteIsToldOnceAndMarkedUntilAWriteSucceeds_data()
    {
        QTest::addColumn<int>("stage");
        QTest::newRow("write") << int(AtomicFileWriter::Stage::Write);
        QTest::newRow("flush") << int(AtomicFileWriter::Stage::Flush);
        QTest::newRow("commit") << int(AtomicFileWriter::Stage::Commit);
    }

    void aFailedWriteIsToldOnceAndMarkedUntilAWriteSucceeds()
    {
        QFETCH(int, stage);
        StorageNotices *notices = StorageNotices::instance();
        const pw::common::StatisticsCategory category {QStringLiteral("3x3"),
                                                       QStringLiteral("3 x 3")};
        GameStatistics::recordUnfinished(QStringLiteral("sliding"), category);
        const QByteArray before = contentsOf(GameStatistics::filePath());
        notices->takeUnannounced();

        AtomicFileWriter::injectFailure(AtomicFileWriter::InjectedFailure {
            AtomicFileWriter::Stage(stage), ENOSPC, QStringLiteral("statistics.json")});
        GameStatistics::recordUnfinished(QStringLiteral("sliding"), category);
        GameStatistics::recordUnfinished(QStringLiteral("sliding"), category);
        AtomicFileWriter::injectFailure(std::nullopt);
        QCOMPARE(contentsOf(GameStatistics::filePath()), before);
        const QStringList told = notices->takeUnannounced();
        QCOMPARE(told.size(), 1);
        QVERIFY2(told.first().contains(GameStatistics::filePath()), qPrintable(told.first()));
        QVERIFY2(told.first().contains(qt_error_string(ENOSPC)), qPrintable(told.first()));
        QVERIFY(!notices->problems().isEmpty());

        // Meanwhile the two games are shown as recorded, and kept to be written.
        QCOMPARE(recordOf(QStringLiteral("sliding"), QStringLiteral("3x3")).played, qint64(3));
        QVERIFY(GameStatistics::hasUnwrittenChanges());

        // The next write takes them along: no game finished on a full disk is lost.
        GameStatistics::recordUnfinished(QStringLiteral("sliding"), category);
        QVERIFY(notices->problems().isEmpty());
        QVERIFY(!GameStatistics::hasUnwrittenChanges());
        QCOMPARE(recordOf(QStringLiteral("sliding"), QStringLiteral("3x3")).played, qint64(4));
        QVERIFY(contentsOf(GameStatistics::filePath()) != before);
    }

    void aFinishWrittenWhileTheDiskIsFullIsWrittenWhenSpaceIsBack()
    {
        const pw::common::StatisticsCategory category {QStringLiteral("3x3"),
                                                       QStringLiteral("3 x 3")};
        GameResult result;
        result.moves = 21;
        result.millis = 9000;
        AtomicFileWriter::injectFailure(AtomicFileWriter::InjectedFailure {
            AtomicFileWriter::Stage::Write, ENOSPC, QStringLiteral("statistics.json")});
        GameStatistics::recordFinished(QStringLiteral("sliding"), category, result);
        QVERIFY(!GameStatistics::writePending()); // still full
        AtomicFileWriter::injectFailure(std::nullopt);
        QVERIFY(GameStatistics::hasUnwrittenChanges());
        QVERIFY(GameStatistics::writePending()); // what the autosave asks after every change
        QVERIFY(!GameStatistics::hasUnwrittenChanges());
        const QJsonArray games = QJsonDocument::fromJson(contentsOf(GameStatistics::filePath()))
                                     .object()
                                     .value(QStringLiteral("games"))
                                     .toArray();
        QCOMPARE(games.size(), 1);
        QCOMPARE(games.first().toObject().value(QStringLiteral("moves")).toInt(), 21);
    }

    void theDialogShowsTheRecordAndResetForgetsIt()
    {
        const pw::common::StatisticsCategory category {QStringLiteral("radius 3"),
                                                       QStringLiteral("Radius 3")};
        GameResult result;
        result.score = 421;
        GameStatistics::recordFinished(QStringLiteral("entanglement"), category, result);
        GameResult autoplayed; // the computer's game: not in the player's average
        autoplayed.score = 2000;
        autoplayed.assisted = true;
        GameStatistics::recordFinished(QStringLiteral("entanglement"), category, autoplayed);
        pw::ui::StatisticsDialog dialog(QStringLiteral("entanglement"),
                                        QStringLiteral("Entanglement"));
        QCOMPARE(dialog.table()->rowCount(), 1);
        QCOMPARE(dialog.table()->item(0, 0)->text(), QStringLiteral("Radius 3"));
        // Entanglement's own columns: points, no times or moves.
        QCOMPARE(dialog.table()->columnCount(), 6);
        QCOMPARE(dialog.table()->horizontalHeaderItem(2)->text(), QStringLiteral("Average score"));
        QCOMPARE(dialog.table()->item(0, 2)->text(), QLocale().toString(421.0, 'f', 1));
        QCOMPARE(dialog.table()->item(0, 3)->text(), QStringLiteral("421"));
        QCOMPARE(dialog.table()->item(0, 4)->text(), QStringLiteral("421")); // best today
        QCOMPARE(dialog.table()->item(0, 5)->text(), QStringLiteral("421")); // this week
        QCOMPARE(dialog.scoresTable()->rowCount(), 1);
        QTimer::singleShot(0, [] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            box->button(QMessageBox::Yes)->click();
        });
        dialog.findChild<QPushButton *>(QStringLiteral("statisticsReset"))->click();
        QCOMPARE(dialog.table()->rowCount(), 0);
        QVERIFY(dialog.scoresTable()->isHidden()); // nothing to list
        QVERIFY(GameStatistics::records(QStringLiteral("entanglement")).isEmpty());
    }

    // Each puzzle declares its columns in its back end, beside its statistics category, and the
    // dialog shows those, after the size or level: points for Entanglement, times and moves for
    // the puzzles solved against the clock; the size or level is named as the puzzle names it.
    void eachPuzzleShowsTheColumnsItDeclares()
    {
        using pw::common::StatisticsColumn;
        const pw::common::StatisticsColumns scores {
            StatisticsColumn::Played, StatisticsColumn::AverageScore, StatisticsColumn::BestScore,
            StatisticsColumn::BestToday, StatisticsColumn::BestThisWeek};
        QCOMPARE(pw::ui::StatisticsDialog::declaredColumns(QStringLiteral("entanglement")), scores);
        for (const char *timed : {"noodles", "kanoodle", "sliding"})
            QCOMPARE(pw::ui::StatisticsDialog::declaredColumns(QLatin1String(timed)),
                     pw::common::timeAndMoveColumns());

        QCOMPARE(pw::backends::allBackends().size(), std::size_t(4));
        for (const pw::common::GameBackend *backend : pw::backends::allBackends()) {
            const pw::common::StatisticsColumns declared = backend->statisticsColumns();
            pw::ui::StatisticsDialog dialog(backend->kind(), backend->kind());
            QTableWidget *table = dialog.table();
            QCOMPARE(table->columnCount(), int(declared.size()) + 1);
            // Entanglement's sizes are radii, and its back end says so.
            const QString first = backend->kind() == QLatin1String("entanglement")
                ? QStringLiteral("Radius")
                : QStringLiteral("Size or level");
            QCOMPARE(table->horizontalHeaderItem(0)->text(), first);
            QCOMPARE(dialog.scoresTable()->horizontalHeaderItem(0)->text(), first);
            // The Charts page names its list the same way, with a shortcut of its own: Alt and
            // a letter of the title that no button of the dialog (Reset's R) has.
            const QLabel *chartLabel = dialog.chartCategoryLabel();
            QCOMPARE(chartLabel->buddy(), dialog.chartCategory());
            QCOMPARE(QString(chartLabel->text()).remove(QLatin1Char('&')), first + u':');
            const QKeySequence shortcut = QKeySequence::mnemonic(chartLabel->text());
            QVERIFY2(!shortcut.isEmpty(), qPrintable(chartLabel->text()));
            for (const QAbstractButton *button : dialog.findChildren<QAbstractButton *>())
                QVERIFY2(QKeySequence::mnemonic(button->text()) != shortcut,
                         qPrintable(button->text()));
            for (std::size_t i = 0; i < declared.size(); ++i)
                QCOMPARE(table->horizontalHeaderItem(int(i) + 1)->text(),
                         pw::ui::StatisticsColumns::title(declared[i]));
        }
    }

    // A size or level is kept by its key alone and named in the language the dialog is shown in:
    // a game played in German reads in English in an English window, and the other way round.
    // Words an earlier version stored beside a key (in the language played in) are shown only
    // for a key no back end names.
    void aCategoryIsKeptByItsKeyAndNamedInTheLanguageShown()
    {
        writeStatistics(R"({"format": 2, "games": [
            {"date": "2026-11-20T21:45:10.125+01:00", "puzzle": "noodles",
             "category": "10x9 hex wrap", "finished": true, "assisted": false, "millis": 81234,
             "moves": 52},
            {"date": "2026-11-21T21:45:10.125+01:00", "puzzle": "noodles",
             "category": "a later kind", "finished": true, "assisted": false, "millis": 91234,
             "moves": 60}],
            "categories": {"noodles": {
                "10x9 hex wrap": {"label": "10 × 9 Sechsecke, mit Umlauf"},
                "a later kind": {"label": "Eine spätere Art"}}}})");
        // Played now, in whatever language: the file keeps the key, not the words.
        GameResult result;
        result.moves = 40;
        result.millis = 60000;
        GameStatistics::recordFinished(
            QStringLiteral("noodles"),
            {QStringLiteral("7x7 square"), QStringLiteral("7 × 7 Quadrate")}, result);
        QFile file(GameStatistics::filePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray written = file.readAll();
        QVERIFY(!written.contains("Quadrate"));
        QVERIFY(written.contains("\"7x7 square\""));

        const auto labels = [] {
            pw::ui::StatisticsDialog dialog(QStringLiteral("noodles"), QStringLiteral("Noodles"));
            QStringList shown;
            for (int row = 0; row < dialog.table()->rowCount(); ++row)
                shown << dialog.table()->item(row, 0)->text();
            QStringList charted;
            for (int i = 0; i < dialog.chartCategory()->count(); ++i)
                charted << dialog.chartCategory()->itemText(i);
            [&] { QCOMPARE(charted, shown); }();
            shown.sort();
            return shown;
        };
        QCOMPARE(labels(), (QStringList {QStringLiteral("10 x 9 hex, wrapping"),
                                         QStringLiteral("7 x 7 square"),
                                         QStringLiteral("Eine spätere Art")}));
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(":/i18n/puzzleworkbench_de.qm")));
        QCoreApplication::installTranslator(&german);
        const QStringList inGerman = labels();
        QCoreApplication::removeTranslator(&german);
        QCOMPARE(inGerman, (QStringList {QStringLiteral("10 × 9 Sechsecke, mit Umlauf"),
                                         QStringLiteral("7 × 7 Quadrate"),
                                         QStringLiteral("Eine spätere Art")}));
    }

    // The Charts page draws the games the statistics recorded, one size or level at a time:
    // each unaided game's time on its date, the spread, the best and the median.
    void theChartsShowEachRecordedGameWithTheBestAndMedian()
    {
        const pw::common::StatisticsCategory four {QStringLiteral("4x4"), QStringLiteral("4 x 4")};
        const pw::common::StatisticsCategory three {QStringLiteral("3x3"), QStringLiteral("3 x 3")};
        const QDateTime first(QDate(2026, 11, 2), QTime(18, 30), Qt::UTC);
        const QList<qint64> times {30000, 10000, 50000, 20000, 40000};
        for (int day = 0; day < times.size(); ++day) {
            GameResult result;
            result.moves = 30;
            result.millis = times[day];
            result.finishedAt = first.addDays(day);
            GameStatistics::recordFinished(QStringLiteral("sliding"), four, result);
        }
        GameResult helped; // counted, never drawn
        helped.millis = 1000;
        helped.assisted = true;
        GameStatistics::recordFinished(QStringLiteral("sliding"), four, helped);
        GameResult small;
        small.millis = 5000;
        GameStatistics::recordFinished(QStringLiteral("sliding"), three, small);

        pw::ui::StatisticsDialog dialog(QStringLiteral("sliding"), QStringLiteral("Sliding Tiles"));
        QComboBox *category = dialog.chartCategory();
        QCOMPARE(category->count(), 2);
        QCOMPARE(category->itemText(0), QStringLiteral("4 x 4")); // most played first
        QCOMPARE(category->currentIndex(), 0);
        pw::ui::GameChart *chart = dialog.chart();
        QVERIFY(chart->showsCharts());
        const QList<QPointF> points = chart->gameSeries()->points();
        QCOMPARE(points.size(), times.size());
        for (int day = 0; day < times.size(); ++day) {
            QCOMPARE(points[day].x(), double(first.addDays(day).toMSecsSinceEpoch()));
            QCOMPARE(points[day].y(), times[day] / 1000.0);
        }
        QCOMPARE(chart->bestLine()->points().front().y(), 10.0);
        QCOMPARE(chart->medianLine()->points().front().y(), 30.0);
        QCOMPARE(chart->histogramBestMark()->points().front().x(), 10.0);
        QCOMPARE(chart->histogramMedianMark()->points().front().x(), 30.0);
        int bars = 0;
        for (int i = 0; i < chart->histogramBars()->count(); ++i)
            bars += int(chart->histogramBars()->at(i));
        QCOMPARE(bars, times.size());

        // A row chosen in the table is the size charted.
        dialog.table()->setCurrentCell(1, 0);
        QCOMPARE(category->currentText(), QStringLiteral("3 x 3"));
        QCOMPARE(chart->gameSeries()->count(), 1);
        QCOMPARE(chart->gameSeries()->at(0).y(), 5.0);

        // Reset: no game to draw, and the page says so.
        QTimer::singleShot(0, [] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            box->button(QMessageBox::Yes)->click();
        });
        dialog.findChild<QPushButton *>(QStringLiteral("statisticsReset"))->click();
        QCOMPARE(category->count(), 0);
        QVERIFY(!chart->showsCharts());
        QVERIFY(!chart->emptyNote()->text().isEmpty());
    }

    void aScoredCategoryKeepsItsTenBestScoresWithTheirDates()
    {
        const QString puzzle = QStringLiteral("entanglement");
        const pw::common::StatisticsCategory category {QStringLiteral("radius 3"),
                                                       QStringLiteral("Radius 3")};
        const QDateTime start(QDate(2026, 11, 1), QTime(20, 15, 30, 250));
        // Twelve unaided games scoring 10, 20, ... 120, one a day; the 60 twice.
        QList<int> places;
        for (int i = 1; i <= 12; ++i) {
            GameResult result;
            result.score = i * 10;
            result.moves = i;
            result.gameId = QStringLiteral("entanglement:r3#%1").arg(i);
            result.finishedAt = start.addDays(i);
            places << GameStatistics::recordFinished(puzzle, category, result);
        }
        QCOMPARE(places.first(), 1); // alone in the list
        QCOMPARE(places.last(), 1); // the best so far
        GameResult again;
        again.score = 60;
        again.gameId = QStringLiteral("entanglement:r3#99");
        again.finishedAt = start.addDays(20);
        // Behind the earlier 60: seven scores of at least 60 stay ahead of it.
        QCOMPARE(GameStatistics::recordFinished(puzzle, category, again), 8);
        // A game with help never enters, however good.
        GameResult assisted;
        assisted.score = 5000;
        assisted.assisted = true;
        QCOMPARE(GameStatistics::recordFinished(puzzle, category, assisted), 0);
        // Nor does one below the tenth.
        GameResult poor;
        poor.score = 15;
        QCOMPARE(GameStatistics::recordFinished(puzzle, category, poor), 0);

        // Read back from the file, as after a restart.
        const QList<ScoreEntry> best = GameStatistics::bestScores(puzzle, category.key);
        QCOMPARE(best.size(), GameStatistics::keptScores);
        QList<int> scores;
        for (const ScoreEntry &entry : best)
            scores << entry.score;
        QCOMPARE(scores, (QList<int> {120, 110, 100, 90, 80, 70, 60, 60, 50, 40}));
        QCOMPARE(best.front().moves, 12);
        QCOMPARE(best.front().when, start.addDays(12)); // to the millisecond
        QCOMPARE(best.front().gameId, QStringLiteral("entanglement:r3#12"));
        QCOMPARE(best[6].gameId, QStringLiteral("entanglement:r3#6"));
        QCOMPARE(best[7].gameId, QStringLiteral("entanglement:r3#99"));
        const CategoryRecord record = recordOf(puzzle, QStringLiteral("radius 3"));
        QCOMPARE(record.bestScore, std::optional<int>(120));
        QCOMPARE(record.bestScores.size(), GameStatistics::keptScores);
        QCOMPARE(record.solvedUnaided, qint64(14));
        QCOMPARE(record.assisted, qint64(1));

        // Withdrawing the best (its moves were undone) hands the best score to the next one.
        QVERIFY(GameStatistics::withdrawBestScore(puzzle, category.key, best.front()));
        QVERIFY(!GameStatistics::withdrawBestScore(puzzle, category.key, best.front()));
        QCOMPARE(GameStatistics::bestScores(puzzle, category.key).front().score, 110);
        QCOMPARE(recordOf(puzzle, QStringLiteral("radius 3")).bestScore, std::optional<int>(110));

        // The dialog lists the ten best left with their places and IDs, below the summary table:
        // the eleventh game moved up, as every game is kept.
        pw::ui::StatisticsDialog dialog(puzzle, QStringLiteral("Entanglement"));
        const QTableWidget *listed = dialog.scoresTable();
        QVERIFY(!listed->isHidden());
        QCOMPARE(listed->rowCount(), GameStatistics::keptScores);
        QCOMPARE(listed->item(0, 0)->text(), QStringLiteral("Radius 3"));
        QCOMPARE(listed->item(0, 1)->text(), QStringLiteral("1"));
        QCOMPARE(listed->item(0, 2)->text(), QStringLiteral("110"));
        QCOMPARE(listed->item(0, 5)->text(), QStringLiteral("entanglement:r3#11"));
        QCOMPARE(listed->item(8, 1)->text(), QStringLiteral("9"));
        QCOMPARE(listed->item(8, 2)->text(), QStringLiteral("40"));
        QCOMPARE(listed->item(9, 2)->text(), QStringLiteral("30"));

        // The withdrawn game stays a record, counted, marked withdrawn.
        const QList<pw::statistics::PlayedGame> games = GameStatistics::playedGames(puzzle);
        QCOMPARE(games.size(), 15);
        QVERIFY(games[11].withdrawn);
        QCOMPARE(games[11].score, std::optional<int>(120));
        QCOMPARE(recordOf(puzzle, QStringLiteral("radius 3")).solvedUnaided, qint64(14));
    }

    void theOldHighScoresMoveIntoTheStatisticsOnce()
    {
        // What the version before wrote: the ten best per radius in the settings.
        const QDateTime when(QDate(2025, 5, 17), QTime(9, 30));
        {
            QSettings settings;
            settings.beginWriteArray(QStringLiteral("entanglement/highScores/radius3"), 2);
            settings.setArrayIndex(0);
            settings.setValue(QStringLiteral("score"), 900);
            settings.setValue(QStringLiteral("moves"), 30);
            settings.setValue(QStringLiteral("seed"), 42);
            settings.setValue(QStringLiteral("when"), when);
            settings.setArrayIndex(1);
            settings.setValue(QStringLiteral("score"), 300);
            settings.setValue(QStringLiteral("moves"), 20);
            settings.setValue(QStringLiteral("seed"), 7);
            settings.setValue(QStringLiteral("when"), when.addDays(1));
            settings.endArray();
            settings.beginWriteArray(QStringLiteral("entanglement/highScores/radius2"), 1);
            settings.setArrayIndex(0);
            settings.setValue(QStringLiteral("score"), 150);
            settings.setValue(QStringLiteral("moves"), 12);
            settings.setValue(QStringLiteral("seed"), 5);
            settings.setValue(QStringLiteral("when"), when);
            settings.endArray();
        }
        // A game this version already recorded stays beside them.
        GameResult recent;
        recent.score = 500;
        recent.moves = 25;
        recent.gameId = QStringLiteral("entanglement:r3#8");
        GameStatistics::recordFinished(QStringLiteral("entanglement"),
                                       {QStringLiteral("radius 3"), QStringLiteral("Radius 3")},
                                       recent);

        QCOMPARE(pw::ui::entanglement::moveHighScoresToStatistics(), 3);
        QVERIFY(!QSettings().contains(QStringLiteral("entanglement/highScores/radius3/size")));
        {
            QSettings settings;
            settings.beginGroup(QStringLiteral("entanglement/highScores"));
            QVERIFY(settings.childGroups().isEmpty());
        }
        const QList<ScoreEntry> three = GameStatistics::bestScores(QStringLiteral("entanglement"),
                                                                   QStringLiteral("radius 3"));
        QCOMPARE(three.size(), 3);
        QCOMPARE(three[0].score, 900);
        QCOMPARE(three[0].moves, 30);
        QCOMPARE(three[0].when, when);
        QCOMPARE(three[0].gameId, QStringLiteral("entanglement:r3#42"));
        QCOMPARE(three[1].score, 500);
        QCOMPARE(three[2].gameId, QStringLiteral("entanglement:r3#7"));
        const QList<ScoreEntry> two = GameStatistics::bestScores(QStringLiteral("entanglement"),
                                                                 QStringLiteral("radius 2"));
        QCOMPARE(two.size(), 1);
        QCOMPARE(two[0].gameId, QStringLiteral("entanglement:r2#5"));
        // The dialog's best score follows; the moved games were played before: no counts.
        const CategoryRecord record
            = recordOf(QStringLiteral("entanglement"), QStringLiteral("radius 3"));
        QCOMPARE(record.bestScore, std::optional<int>(900));
        QCOMPARE(record.solvedUnaided, qint64(1));
        const CategoryRecord radius2
            = recordOf(QStringLiteral("entanglement"), QStringLiteral("radius 2"));
        QCOMPARE(radius2.bestScore, std::optional<int>(150));
        QCOMPARE(radius2.played, qint64(0));

        // Once: a second start finds nothing to move, and nothing is doubled.
        QCOMPARE(pw::ui::entanglement::moveHighScoresToStatistics(), 0);
        QCOMPARE(
            GameStatistics::bestScores(QStringLiteral("entanglement"), QStringLiteral("radius 3"))
                .size(),
            3);

        // The tab's list is the statistics' list.
        pw::ui::entanglement::EntanglementTab tab;
        tab.startGame(1, 3, false);
        auto *table = tab.findChild<QTableWidget *>();
        QVERIFY(table);
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(table->item(0, 0)->text(), QStringLiteral("900"));
        QCOMPARE(table->item(0, 2)->text(), QStringLiteral("42"));
        QCOMPARE(table->item(0, 2)->toolTip(), QStringLiteral("entanglement:r3#42"));
        tab.startGame(1, 2, false);
        QCOMPARE(table->rowCount(), 1);
        // A reset in the Statistics dialog empties it once the tab is told.
        GameStatistics::reset(QStringLiteral("entanglement"));
        tab.statisticsChanged();
        QCOMPARE(table->rowCount(), 0);
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
