// Entanglement's boards of best scores over dated game records, with fixed dates: today, this
// week (Monday to Sunday, local time), all time and Today's Puzzle, each ranking its own games
// and keeping its own ten; the words a finished game earns ("New best score this week!" only
// for beating the best before it, else "3rd of 12 this week.").
#include "ui/entanglement/ScoreBoards.h"

#include <QtTest>

using pw::statistics::PlayedGame;
using pw::statistics::ScoreEntry;
using pw::ui::entanglement::ScoreBoards;
using Board = ScoreBoards::Board;

namespace {

const QDate friday(2026, 11, 27); // "today" in these tests: a Friday
const ScoreBoards::Day day {QStringLiteral("radius 3"), friday,
                            QStringLiteral("entanglement:r3#777")};

PlayedGame game(const QDate &date, int score, const QString &category = QStringLiteral("radius 3"),
                const QString &id = QStringLiteral("entanglement:r3#1"), int minute = 0)
{
    PlayedGame played;
    played.date = QDateTime(date, QTime(12, minute));
    played.puzzle = QStringLiteral("entanglement");
    played.categoryKey = category;
    played.score = score;
    played.moves = 10;
    played.gameId = id;
    return played;
}

QList<int> scoresOf(const QList<ScoreEntry> &entries)
{
    QList<int> scores;
    for (const ScoreEntry &entry : entries)
        scores << entry.score;
    return scores;
}

ScoreEntry entryOf(const PlayedGame &played)
{
    return {*played.score, *played.moves, played.date, played.gameId};
}

} // namespace

class TestEntanglementBoards : public QObject
{
    Q_OBJECT
private slots:
    void aWeekRunsFromMondayToSunday()
    {
        QCOMPARE(ScoreBoards::weekStart(friday), QDate(2026, 11, 23));
        QCOMPARE(ScoreBoards::weekStart(QDate(2026, 11, 29)), QDate(2026, 11, 23)); // Sunday
        QCOMPARE(ScoreBoards::weekStart(QDate(2026, 11, 30)), QDate(2026, 11, 30)); // Monday
        QVERIFY(ScoreBoards::isOnBoard(game(QDate(2026, 11, 23), 1), Board::Week, day));
        QVERIFY(ScoreBoards::isOnBoard(game(QDate(2026, 11, 29), 1), Board::Week, day));
        QVERIFY(!ScoreBoards::isOnBoard(game(QDate(2026, 11, 22), 1), Board::Week, day));
        QVERIFY(!ScoreBoards::isOnBoard(game(QDate(2026, 11, 30), 1), Board::Week, day));
        QVERIFY(ScoreBoards::isOnBoard(game(friday, 1), Board::Today, day));
        QVERIFY(!ScoreBoards::isOnBoard(game(friday.addDays(-1), 1), Board::Today, day));
    }

    void eachBoardKeepsItsOwnTen()
    {
        QList<PlayedGame> games;
        for (int i = 0; i < 12; ++i) // last week: twelve high scores
            games << game(QDate(2026, 11, 16), 100 + i, QStringLiteral("radius 3"),
                          QStringLiteral("entanglement:r3#1"), i);
        games << game(QDate(2026, 11, 24), 5) << game(QDate(2026, 11, 25), 9) << game(friday, 7);
        games << game(friday, 500, QStringLiteral("radius 4")); // another board size
        PlayedGame helped = game(friday, 400);
        helped.assisted = true; // never ranks
        games << helped;
        QCOMPARE(scoresOf(ScoreBoards::top(games, Board::AllTime, day)),
                 (QList<int> {111, 110, 109, 108, 107, 106, 105, 104, 103, 102}));
        // Not the all-time ten that fall in the week (none do): the week's own games.
        QCOMPARE(scoresOf(ScoreBoards::top(games, Board::Week, day)), (QList<int> {9, 7, 5}));
        QCOMPARE(scoresOf(ScoreBoards::top(games, Board::Today, day)), (QList<int> {7}));
        QCOMPARE(ScoreBoards::ranking(games, Board::AllTime, day).size(), 15);
    }

    void todaysPuzzleHasItsOwnBoard()
    {
        QList<PlayedGame> games {game(friday, 30, QStringLiteral("radius 3"), day.dailyId),
                                 game(friday, 80),
                                 game(friday, 50, QStringLiteral("radius 3"), day.dailyId, 1),
                                 game(friday.addDays(-1), 90, QStringLiteral("radius 3"),
                                      QStringLiteral("entanglement:r3#776"))};
        QCOMPARE(scoresOf(ScoreBoards::top(games, Board::Daily, day)), (QList<int> {50, 30}));
        ScoreBoards::Day noDaily = day;
        noDaily.dailyId.clear();
        QVERIFY(ScoreBoards::top(games, Board::Daily, noDaily).isEmpty());
    }

    void aNewBestOnlyWhenItBeatsTheBestBeforeIt()
    {
        QList<PlayedGame> games {game(QDate(2026, 11, 10), 300), game(QDate(2026, 11, 24), 40)};
        // Beats this week's best, not the all-time one.
        const PlayedGame weekBest = game(friday, 60);
        games << weekBest;
        QCOMPARE(ScoreBoards::finishWords(games, entryOf(weekBest), day),
                 QStringLiteral("New best score this week!"));
        // Beats the all-time best: the widest board is named.
        const PlayedGame allBest
            = game(friday, 301, QStringLiteral("radius 3"), QStringLiteral("entanglement:r3#1"), 5);
        QCOMPARE(ScoreBoards::finishWords(games + QList {allBest}, entryOf(allBest), day),
                 QStringLiteral("New best score on this board size!"));
        // Equal to the week's best is no new best: its place instead.
        const PlayedGame equal
            = game(friday, 60, QStringLiteral("radius 3"), QStringLiteral("entanglement:r3#1"), 6);
        QCOMPARE(ScoreBoards::finishWords(games + QList {equal}, entryOf(equal), day),
                 QStringLiteral("2nd of 3 this week."));
        // The first game of a week beats nobody: it is first of one.
        const QList<PlayedGame> alone {game(friday, 3)};
        QCOMPARE(ScoreBoards::finishWords(alone, entryOf(alone[0]), day),
                 QStringLiteral("1st of 1 this week."));
    }

    void aSmallScoreInABusyWeekSaysItsPlace()
    {
        QList<PlayedGame> games;
        for (int i = 0; i < 11; ++i)
            games << game(QDate(2026, 11, 23), i < 2 ? 200 + i : 1, QStringLiteral("radius 3"),
                          QStringLiteral("entanglement:r3#1"), i);
        const PlayedGame three = game(friday, 3);
        games << three;
        QCOMPARE(ScoreBoards::finishWords(games, entryOf(three), day),
                 QStringLiteral("3rd of 12 this week."));
        // A helped game has no place at all.
        PlayedGame helped = game(friday, 900, QStringLiteral("radius 3"),
                                 QStringLiteral("entanglement:r3#1"), 30);
        helped.assisted = true;
        QVERIFY(ScoreBoards::finishWords(games + QList {helped}, entryOf(helped), day).isEmpty());
    }

    void ordinalsInEnglish()
    {
        QStringList said;
        for (int n : {1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101, 111, 112})
            said << ScoreBoards::ordinal(n);
        QCOMPARE(said,
                 (QStringList {"1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd",
                               "23rd", "101st", "111th", "112th"}));
    }
};

QTEST_GUILESS_MAIN(TestEntanglementBoards)
#include "tst_entanglementboards.moc"
