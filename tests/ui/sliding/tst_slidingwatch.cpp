// The Watch window: IDA* on the board on screen, stepped through iteration by iteration. What it
// shows (each iteration's bound and nodes, on the labels and the bars, and the path on its board)
// is held against a direct run of the same solver; the search is the tab's job, listed and
// cancellable like any other.
#include "tests/core/sliding/SlidingTestData.h"

#include "core/sliding/Scramble.h"
#include "core/sliding/SearchReporter.h"
#include "core/sliding/Solvers.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"
#include "ui/shell/TabFactories.h"
#include "ui/shell/Translations.h"
#include "ui/sliding/DistanceCoach.h"
#include "ui/sliding/IterationChart.h"
#include "ui/sliding/SearchWatchDialog.h"
#include "ui/sliding/SlidingBoardView.h"
#include "ui/sliding/SlidingTab.h"

#include <QComboBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTest>

using namespace pw;
using pw::sliding::Board;

namespace {

// The iterations of a direct solver run: bound and nodes of each.
class IterationCounts : public common::SolverSink, public sliding::IterationObserver
{
public:
    bool isCancelled() const override { return false; }
    void reportProgress(const common::Progress &) override { }
    void iterationStarted(int) override { }
    void pathSampled(std::string_view, std::int64_t) override { }
    void iterationEnded(const sliding::IterationSummary &summary) override
    {
        bounds.push_back(summary.bound);
        nodes.push_back(summary.expanded);
    }
    std::vector<int> bounds;
    std::vector<std::int64_t> nodes;
};

// One of the two hardest 3 x 3 boards (31 moves): with Manhattan distance, nine iterations.
Board hardThreeByThree()
{
    return boardFromText("8 6 7\n2 5 4\n3 0 1\n");
}

// A 4 x 4 deal that IDA* with Manhattan distance does not finish while a test waits.
Board slowFourByFour()
{
    return boardFromText("14 15 8 12\n10 11 9 13\n2 6 5 1\n3 7 4 0\n");
}

} // namespace

class TestSlidingWatch : public QObject
{
    Q_OBJECT
    std::unique_ptr<ui::SlidingTab> m_tab;

    ui::SearchWatchDialog *watch() { return m_tab->watchWindow(); }

    QString label(const char *name)
    {
        return watch()->findChild<QLabel *>(QString::fromLatin1(name))->text();
    }

    void click(const char *name)
    {
        auto *button = watch()->findChild<QPushButton *>(QString::fromLatin1(name));
        QVERIFY(button && button->isEnabled());
        QTest::mouseClick(button, Qt::LeftButton);
    }

    // The board on screen, the Solver page set to Manhattan distance, the window open.
    void openWatchOn(const Board &board)
    {
        auto *heuristic = m_tab->findChild<QComboBox *>(QStringLiteral("slidingHeuristic"));
        heuristic->setCurrentIndex(heuristic->findData(int(sliding::HeuristicKind::Manhattan)));
        m_tab->startGame(board);
        // The distance coach measures the new board first.
        QTRY_VERIFY_WITH_TIMEOUT(!m_tab->solverRunner()->isRunning(), 20000);
        QTest::mouseClick(m_tab->findChild<QPushButton *>(QStringLiteral("slidingWatchSearch")),
                          Qt::LeftButton);
        QVERIFY(watch() && watch()->isVisible());
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        pw::ui::installTranslations(QStringLiteral("en"));
    }

    void init()
    {
        QSettings settings;
        settings.remove(QStringLiteral("sliding"));
        m_tab.reset(static_cast<ui::SlidingTab *>(ui::createSlidingTab(nullptr)));
        m_tab->resize(800, 600);
        m_tab->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_tab.get()));
    }

    void cleanup() { m_tab.reset(); }

    void stepsThroughTheIterationsOfTheSolverItself()
    {
        const Board start = hardThreeByThree();
        openWatchOn(start);
        click("slidingWatchFullSpeed");
        QVERIFY(watch()->isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!watch()->isRunning(), 30000);

        IterationCounts direct;
        const auto solved
            = sliding::solveIdaStar(start, sliding::HeuristicKind::Manhattan, nullptr, direct);
        QVERIFY(solved.solved());
        QVERIFY(direct.bounds.size() > 3);

        const ui::WatchTimeline &timeline = watch()->timeline();
        const std::vector<int> ends = timeline.iterationEnds();
        QCOMPARE(ends.size(), direct.bounds.size());
        ui::StepPlayer *player = watch()->player();
        QCOMPARE(player->stepCount(), timeline.size());
        std::int64_t total = 0;
        for (std::size_t i = 0; i < ends.size(); ++i) {
            // Step i's end, as the player shows it.
            player->seek(ends[i] + 1);
            total += direct.nodes[i];
            const QString bound = QString::number(direct.bounds[i]);
            QVERIFY2(label("slidingWatchStep").contains(QStringLiteral("bound ") + bound),
                     qPrintable(label("slidingWatchStep")));
            QCOMPARE(label("slidingWatchNodes"),
                     QStringLiteral("Nodes: %1 in this iteration, %2 in all")
                         .arg(QLocale().toString(static_cast<qlonglong>(direct.nodes[i])),
                              QLocale().toString(static_cast<qlonglong>(total))));
            const QList<ui::IterationChart::Bar> bars = watch()->chart()->bars();
            QCOMPARE(bars.size(), static_cast<qsizetype>(i + 1));
            for (std::size_t k = 0; k <= i; ++k) {
                QCOMPARE(bars[static_cast<qsizetype>(k)].bound, direct.bounds[k]);
                QCOMPARE(bars[static_cast<qsizetype>(k)].nodes, direct.nodes[k]);
            }
        }
        QCOMPARE(total, solved.expanded);
        // The last step: the solution, its end the goal on the window's board.
        auto *board
            = watch()->findChild<ui::SlidingBoardView *>(QStringLiteral("slidingWatchBoard"));
        QVERIFY(board->board().isGoal());
        QVERIFY(label("slidingWatchStep").contains(QStringLiteral("a solution of 31 moves")));
        QVERIFY(label("slidingWatchLive").contains(QStringLiteral("a solution of 31 moves")));
        // A step in the middle of an iteration draws the path it names.
        for (int i = 0; i < timeline.size(); ++i) {
            if (timeline.at(i).kind != sliding::WatchEvent::Kind::Sampled)
                continue;
            player->seek(i + 1);
            Board end = start;
            QCOMPARE(end.applyMoves(timeline.at(i).path), -1);
            QCOMPARE(board->board(), end);
            break;
        }
        // Its answer is Solve's: the tab's player replays it.
        QCOMPARE(m_tab->stepPlayer()->stepCount(), 31);
    }

    void stepThroughPlaysTheStepsAtThePlayersSpeed()
    {
        openWatchOn(hardThreeByThree());
        watch()->player()->setSpeed(20);
        click("slidingWatchStepThrough");
        QTRY_VERIFY(watch()->player()->isPlaying());
        QTRY_VERIFY(watch()->player()->position() >= 3);
        // Slower than the search: the player is still on its way when the search is done.
        QTRY_VERIFY_WITH_TIMEOUT(!watch()->isRunning(), 30000);
        QVERIFY(watch()->player()->position() < watch()->player()->stepCount());
        watch()->player()->pause();
    }

    void aLongSearchCountsLiveIsListedAndStops()
    {
        openWatchOn(slowFourByFour());
        click("slidingWatchFullSpeed");
        QTRY_VERIFY_WITH_TIMEOUT(label("slidingWatchLive").contains(QStringLiteral("Searching:")),
                                 20000);
        QTRY_VERIFY_WITH_TIMEOUT(watch()->timeline().size() > 10, 20000);
        QVERIFY(m_tab->solverRunner()->isRunning());
        QCOMPARE(m_tab->solverRunner()->title(), QStringLiteral("Watching IDA*"));
        // Full speed keeps the newest step in sight.
        QCOMPARE(watch()->player()->position(), watch()->player()->stepCount());
        click("slidingWatchStop");
        QTRY_VERIFY_WITH_TIMEOUT(!m_tab->solverRunner()->isRunning(), 5000);
        QVERIFY(!watch()->isRunning());
        const ui::WatchTimeline &timeline = watch()->timeline();
        QCOMPARE(timeline.at(timeline.size() - 1).end, sliding::IterationSummary::End::Stopped);
        QVERIFY(label("slidingWatchLive").startsWith(QStringLiteral("Stopped after")));
        // The steps so far stay to be stepped through.
        watch()->player()->seek(1);
        QVERIFY(label("slidingWatchStep").contains(QStringLiteral("begins")));
    }

    void closingTheWindowStopsItsSearch()
    {
        openWatchOn(slowFourByFour());
        click("slidingWatchFullSpeed");
        QTRY_VERIFY_WITH_TIMEOUT(watch()->timeline().size() > 0, 20000);
        QTest::keyClick(watch(), Qt::Key_Escape);
        QVERIFY(!watch()->isVisible());
        QTRY_VERIFY_WITH_TIMEOUT(!m_tab->solverRunner()->isRunning(), 5000);
        QVERIFY(!watch()->isRunning());
        // Shown again, its steps are still there, and the step keys work on its player.
        m_tab->showWatch();
        QVERIFY(QTest::qWaitForWindowActive(watch()));
        watch()->player()->seek(0);
        QTest::keyClick(watch(), Qt::Key_F7);
        QCOMPARE(watch()->player()->position(), 1);
        QVERIFY(label("slidingWatchStep").contains(QStringLiteral("begins: bound")));
    }

    // Closed after a search, then shown again on another board: the window shows that board,
    // waiting for a search, not the old board's steps. A new game does the same while it is open.
    void reopenedOnANewBoardShowsThatBoard()
    {
        openWatchOn(hardThreeByThree());
        click("slidingWatchFullSpeed");
        QTRY_VERIFY_WITH_TIMEOUT(!watch()->isRunning(), 30000);
        QVERIFY(watch()->timeline().size() > 0);
        QTest::keyClick(watch(), Qt::Key_Escape);
        QVERIFY(!watch()->isVisible());
        const Board other = boardFromText("1 2 3\n4 5 6\n0 7 8\n");
        m_tab->startGame(other);
        QTRY_VERIFY_WITH_TIMEOUT(!m_tab->solverRunner()->isRunning(), 20000);
        m_tab->showWatch();
        QVERIFY(watch()->isVisible());
        QCOMPARE(watch()->timeline().size(), 0);
        QCOMPARE(watch()->player()->stepCount(), 0);
        auto *board
            = watch()->findChild<ui::SlidingBoardView *>(QStringLiteral("slidingWatchBoard"));
        QCOMPARE(board->board(), other);
        QCOMPARE(label("slidingWatchStep"), QStringLiteral("Before the first iteration."));
        QVERIFY(label("slidingWatchLive").startsWith(QStringLiteral("Step through or Full speed")));
        // Searched again, then a new game with the window open: the same.
        click("slidingWatchFullSpeed");
        QTRY_VERIFY_WITH_TIMEOUT(!watch()->isRunning(), 30000);
        QVERIFY(watch()->timeline().size() > 0);
        m_tab->startGame(hardThreeByThree());
        QCOMPARE(watch()->timeline().size(), 0);
        QCOMPARE(board->board(), hardThreeByThree());
    }

    // One bound: where the distance is not known exactly, the coach shows the best lower bound
    // any search of the position proved, the Watch window's included, never less.
    void theCoachShowsTheBoundTheWatchProved()
    {
        const Board far = *sliding::dealUniform(5, 5, 17); // beyond the coach's 3 s
        openWatchOn(far);
        auto *distance = m_tab->findChild<QLabel *>(QStringLiteral("slidingDistance"));
        QTRY_VERIFY_WITH_TIMEOUT(distance->text().startsWith(QStringLiteral("At least")), 20000);
        click("slidingWatchFullSpeed");
        QTRY_VERIFY_WITH_TIMEOUT(watch()->timeline().iterationEnds().size() >= 2, 30000);
        click("slidingWatchStop");
        QTRY_VERIFY_WITH_TIMEOUT(!watch()->isRunning(), 5000);
        const int bound = watch()->timeline().provenBound();
        QVERIFY(bound >= sliding::Board(far).manhattanDistance());
        const QRegularExpression atLeast(QStringLiteral("^At least (\\d+) moves"));
        QRegularExpressionMatch shown = atLeast.match(distance->text());
        QVERIFY2(shown.hasMatch(), qPrintable(distance->text()));
        QVERIFY2(shown.captured(1).toInt() >= bound, qPrintable(distance->text()));
        // A search that proved more (Solve's bound, say) is what the coach says; a weaker one
        // changes nothing.
        const int more = shown.captured(1).toInt() + 20;
        m_tab->coach()->learnBound(far, more);
        QCOMPARE(distance->text(),
                 QCoreApplication::translate("pw::ui::DistanceCoach",
                                             "At least %n move(s) from solved (proven by a search)",
                                             nullptr, more));
        m_tab->coach()->learnBound(far, more - 5);
        QVERIFY(distance->text().contains(QString::number(more)));
    }

    void aMoveStopsTheWatchedSearch()
    {
        openWatchOn(slowFourByFour());
        click("slidingWatchFullSpeed");
        QTRY_VERIFY_WITH_TIMEOUT(watch()->timeline().size() > 0, 20000);
        QVERIFY(m_tab->slide("U") || m_tab->slide("L"));
        QTRY_VERIFY_WITH_TIMEOUT(!watch()->isRunning(), 5000);
        QVERIFY(label("slidingWatchLive").startsWith(QStringLiteral("Stopped after")));
    }
};

QTEST_MAIN(TestSlidingWatch)
#include "tst_slidingwatch.moc"
