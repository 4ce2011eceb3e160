#include "core/sliding/BoardFormat.h"
#include "core/sliding/OptimalSolutions.h"
#include "core/sliding/Scramble.h"
#include "core/sliding/Solvers.h"
#include "core/statistics/GameStatistics.h"
#include "ui/common/GameClock.h"
#include "ui/common/Midend.h"
#include "ui/common/ScrollingRoomLabel.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"
#include "ui/shell/TabFactories.h"
#include "ui/shell/Translations.h"
#include "ui/sliding/DistanceCoach.h"
#include "ui/sliding/SlidingBoardEditor.h"
#include "ui/sliding/SlidingBoardView.h"
#include "ui/sliding/SlidingMoveList.h"
#include "ui/sliding/SlidingSetupGrid.h"
#include "ui/sliding/SlidingTab.h"
#include "ui/sliding/SolverNames.h"
#include "ui/sliding/TableBuilder.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialog>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>
#include <QTimer>

#include "core/sliding/CompactPatternDatabase.h"

#include <atomic>

using namespace pw;
using pw::sliding::Board;

class TestSlidingTab : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;
    std::unique_ptr<ui::SlidingTab> m_tab;

    ui::SlidingTab &tab() { return *m_tab; }
    ui::SlidingBoardView *view() { return m_tab->boardView(); }

    void open(const QByteArray &text)
    {
        const QString path = m_dir.filePath(QStringLiteral("board.txt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(text);
        file.close();
        QVERIFY(!tab().openFile(path));
        // The distance coach measures the new board in the tab's job: let it end first, so the
        // tests below count only the jobs they start.
        QTRY_VERIFY_WITH_TIMEOUT(!tab().solverRunner()->isRunning(), 20000);
    }

    void choose(const char *box, int data)
    {
        auto *combo = m_tab->findChild<QComboBox *>(QString::fromLatin1(box));
        combo->setCurrentIndex(combo->findData(data));
        QVERIFY(combo->currentIndex() >= 0);
    }

    void clickCell(int cell)
    {
        QTest::mouseClick(view(), Qt::LeftButton, Qt::NoModifier,
                          view()->cellRect(cell).center().toPoint());
    }

    QString label(const char *name)
    {
        // A QLabel or a TickingLabel (the counts): both have the property.
        return m_tab->findChild<QWidget *>(QString::fromLatin1(name))->property("text").toString();
    }

    QString distance() { return label("slidingDistance"); }
    // The coach's words, as the tab's language says them (plural forms included).
    static QString fromSolved(int moves)
    {
        return QCoreApplication::translate("pw::ui::DistanceCoach", "%n move(s) from solved",
                                           nullptr, moves);
    }

    // Lets the coach's measurement of the position on screen end.
    void settle() { QTRY_VERIFY_WITH_TIMEOUT(!tab().solverRunner()->isRunning(), 20000); }

    // The tables the tab builds in these tests: 4-4-4-3, built in a blink (never the real 7-8
    // tables: minutes and 600 MB). Held, the build waits before it starts until released.
    static sliding::PatternPartition smallTables()
    {
        return {4, {{1, 2, 5, 6}, {3, 4, 7, 8}, {9, 10, 13, 14}, {11, 12, 15}}};
    }
    static QString smallCache()
    {
        return sliding::CompactPatternDatabase::defaultCacheFile(smallTables());
    }
    static void useSmallTables(std::shared_ptr<std::atomic_bool> release = {})
    {
        ui::TableBuilder::TestHooks hooks;
        hooks.partition = smallTables();
        if (release) {
            hooks.beforeBuild = [release](common::SolverSink &sink) {
                common::Progress progress;
                progress.fraction = 0.25;
                sink.reportProgress(progress);
                while (!*release && !sink.isCancelled())
                    QThread::msleep(5);
            };
        }
        ui::TableBuilder::setTestHooks(hooks);
    }

    // A 4 x 4 board 40 moves (no move undoing the one before) from the goal: quick for any tables.
    static Board walkedFourByFour() { return walked(4, 40); }
    static Board walked(int side, int moves)
    {
        Board board = Board::goal(side, side);
        std::uint32_t state = 12345;
        std::optional<sliding::Direction> last;
        for (int made = 0; made < moves;) {
            state = state * 1664525u + 1013904223u;
            const auto d = sliding::allDirections[(state >> 16) % 4];
            if ((last && d == sliding::opposite(*last)) || !board.move(d))
                continue;
            last = d;
            ++made;
        }
        return board;
    }

    // The optimal distance of a board, by the solver alone (IDA* with linear conflicts).
    static int distanceBySolver(const Board &board)
    {
        common::QuietSink sink;
        const sliding::SolveResult result
            = sliding::solveIdaStar(board, sliding::HeuristicKind::LinearConflict, nullptr, sink);
        return static_cast<int>(result.moves.size());
    }

    void clickSolve()
    {
        QTest::mouseClick(m_tab->findChild<QPushButton *>(QStringLiteral("slidingSolve")),
                          Qt::LeftButton);
    }

    ui::TableBuilder *builder() { return tab().tableBuilder(); }

    // Answer now on the Search page, while a Solve or Hint waits for the tables being built.
    void answerNow()
    {
        auto *button = m_tab->findChild<QPushButton *>(QStringLiteral("slidingAnswerNow"));
        QVERIFY(button && button->isVisible());
        QTest::mouseClick(button, Qt::LeftButton);
    }

    // The side panel's Solver page, where the table build has its row, as a click shows it.
    void showSolverPage()
    {
        auto *pages = m_tab->findChild<QTabWidget *>(QStringLiteral("slidingSidePages"));
        QTest::mouseClick(pages->tabBar(), Qt::LeftButton, Qt::NoModifier,
                          pages->tabBar()->tabRect(2).center());
        QCOMPARE(pages->currentIndex(), 2);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        pw::ui::installTranslations(QStringLiteral("en")); // the plural forms, as the program has
    }

    void init()
    {
        // Each test starts from the default solver choices, whatever an earlier one left.
        QSettings settings;
        settings.remove(QStringLiteral("sliding"));
        settings.setValue(QStringLiteral("sliding/showDistance"), true);
        m_tab.reset(static_cast<ui::SlidingTab *>(ui::createSlidingTab(nullptr)));
        m_tab->resize(800, 600);
        m_tab->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_tab.get()));
    }

    void cleanup()
    {
        m_tab.reset();
        ui::TableBuilder::setTestHooks({});
    }

    void isTheSlidingTab()
    {
        QCOMPARE(tab().puzzleKind(), QStringLiteral("sliding"));
        QVERIFY(tab().stepPlayer());
        QVERIFY(tab().solverRunner());
        QCOMPARE(tab().board().rows(), 4); // a scrambled 4 x 4 to start with
        QVERIFY(!tab().board().isGoal());
    }

    void clickingATileSlidesItAndUndoRestores()
    {
        open("1 2 3\n4 5 6\n7 0 8\n");
        clickCell(8);
        QVERIFY(tab().board().isGoal());
        QCOMPARE(label("slidingMoves"), QStringLiteral("Moves: 1"));
        tab().midend()->undo();
        QCOMPARE(tab().board().blankIndex(), 7);
        QCOMPARE(label("slidingMoves"), QStringLiteral("Moves: 0"));
        tab().midend()->redo();
        QVERIFY(tab().board().isGoal());
    }

    void clickingFarAlongTheRowSlidesSeveralTilesAsOneUndo()
    {
        open("1 2 3\n4 5 6\n0 7 8\n");
        clickCell(8);
        QVERIFY(tab().board().isGoal());
        QCOMPARE(tab().midend()->history().size(), 1);
        QCOMPARE(tab().moveCount(), 2);
        // A tile off the blank's row and column does nothing.
        open("1 2 3\n4 5 6\n0 7 8\n");
        clickCell(1);
        QCOMPARE(tab().midend()->history().size(), 0);
    }

    // A tile dragged towards the blank with the mouse, and the tiles between, follow it along
    // the line, never past one cell; released past half a cell they slide (one undo, one row of
    // the move list with its distances), short of it they go back.
    void draggingATileSlidesItAndTheTilesBetween()
    {
        open("1 2 3\n4 5 6\n0 7 8\n");
        QTRY_COMPARE(distance(), fromSolved(2));
        const QRectF cell = view()->cellRect(8);
        const QPoint from = cell.center().toPoint();
        const int width = static_cast<int>(cell.width());
        // Short of half a cell: the two tiles follow, then go back.
        QTest::mousePress(view(), Qt::LeftButton, Qt::NoModifier, from);
        QTest::mouseMove(view(), from - QPoint(width / 3, 0));
        QCOMPARE(view()->draggedTiles(), 2);
        QVERIFY(view()->dragShift() > width / 4.0 && view()->dragShift() < width / 2.0);
        QTest::mouseRelease(view(), Qt::LeftButton, Qt::NoModifier, from - QPoint(width / 3, 0));
        QCOMPARE(view()->draggedTiles(), 0);
        QCOMPARE(tab().midend()->history().size(), 0);
        // Away from the blank, or across the line, nothing follows.
        QTest::mousePress(view(), Qt::LeftButton, Qt::NoModifier, from);
        QTest::mouseMove(view(), from + QPoint(width / 2, width));
        QCOMPARE(view()->dragShift(), 0.0);
        QTest::mouseRelease(view(), Qt::LeftButton, Qt::NoModifier,
                            from + QPoint(width / 2, width));
        QCOMPARE(tab().midend()->history().size(), 0);
        // Past half a cell, and on past a whole one: they stop at one cell and slide.
        QTest::mousePress(view(), Qt::LeftButton, Qt::NoModifier, from);
        QTest::mouseMove(view(), from - QPoint(width / 2, 0));
        QTest::mouseMove(view(), from - QPoint(2 * width, 0));
        QCOMPARE(view()->dragShift(), cell.width());
        QTest::mouseRelease(view(), Qt::LeftButton, Qt::NoModifier, from - QPoint(2 * width, 0));
        QVERIFY(tab().board().isGoal());
        QCOMPARE(tab().midend()->history().size(), 1);
        QCOMPARE(tab().moveCount(), 2);
        auto *list = tab().findChild<ui::SlidingMoveList *>(QStringLiteral("slidingMoveList"));
        QCOMPARE(list->count(), 1);
        QCOMPARE(list->item(0)->text(), QStringLiteral("1–2. Tiles 7 and 8: 2 → 0"));
        QCOMPARE(list->item(0)->foreground().color(), QColor(0x2e, 0x7d, 0x32));
        // A single tile dragged up into the blank.
        tab().midend()->undo();
        QVERIFY(tab().slide("U")); // the blank goes up: tile 4 is now below it
        const QPoint four = view()->cellRect(6).center().toPoint();
        QTest::mousePress(view(), Qt::LeftButton, Qt::NoModifier, four);
        QTest::mouseMove(view(), four - QPoint(0, width * 3 / 4));
        QCOMPARE(view()->draggedTiles(), 1);
        QTest::mouseRelease(view(), Qt::LeftButton, Qt::NoModifier,
                            four - QPoint(0, width * 3 / 4));
        QCOMPARE(tab().board().blankIndex(), 6);
    }

    void arrowKeysSlideTheNeighbouringTile()
    {
        open("1 2 3\n4 0 5\n7 8 6\n");
        view()->setFocus();
        QTest::keyClick(view(), Qt::Key_Left); // tile 5 slides left: the blank goes right
        QCOMPARE(tab().board().blankIndex(), 5);
        QTest::keyClick(view(), Qt::Key_Up); // tile 6 slides up
        QVERIFY(tab().board().isGoal());
        QTest::keyClick(view(), Qt::Key_Left); // nothing to the right of the blank: no move
        QCOMPARE(tab().midend()->history().size(), 2);
    }

    void solveReplaysTheAnswerBothWays()
    {
        open("8 6 7\n2 5 4\n3 0 1\n");
        const Board start = tab().board();
        // No search has run on this board yet: nothing to show as its best board.
        auto *best = tab().findChild<ui::SlidingBoardView *>(QStringLiteral("slidingBestBoard"));
        QVERIFY(best->isHidden());
        QSignalSpy finished(tab().solverRunner(), &ui::SolverRunner::finished);
        tab().solve();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(),
                                 20000); // the job's end (the coach may follow)
        ui::StepPlayer *player = tab().stepPlayer();
        QCOMPARE(player->stepCount(), 31);
        player->stepForward();
        QCOMPARE(tab().moveCount(), 1);
        player->toLast();
        QVERIFY(tab().board().isGoal());
        player->stepBack();
        QVERIFY(!tab().board().isGoal());
        player->toFirst();
        QCOMPARE(tab().board(), start);
        QVERIFY(label("slidingSearch").contains(QStringLiteral("31 moves (optimal)")));
        // Steps taken back and taken again are the same entries: no branch is given up.
        player->seek(5);
        player->seek(2);
        player->seek(6);
        QVERIFY(tab().midend()->history().abandoned().empty());
        // Undo over the answer's steps moves the player along.
        tab().midend()->undo();
        QCOMPARE(player->position(), 5);
        QCOMPARE(player->stepCount(), 31);
        // Its last step finishes the game without praise for the player.
        QSignalSpy said(&tab(), &ui::PuzzleTab::statusMessage);
        player->toLast();
        QVERIFY(tab().board().isGoal());
        for (const QList<QVariant> &message : said)
            QVERIFY2(!message.front().toString().contains(QStringLiteral("Solved in")),
                     qPrintable(message.front().toString()));
        player->toFirst();
        // The small view shows where the answer ends: the goal.
        QVERIFY(!best->isHidden());
        QCOMPARE(best->board(), Board::goal(3, 3));
        // A move of one's own ends the replay.
        clickCell(start.blankIndex() - 3);
        QCOMPARE(player->stepCount(), 0);
    }

    void solverChoicesAreHonoured()
    {
        open("8 6 7\n2 5 4\n3 0 1\n");
        auto *algorithm = tab().findChild<QComboBox *>(QStringLiteral("slidingAlgorithm"));
        auto *heuristic = tab().findChild<QComboBox *>(QStringLiteral("slidingHeuristic"));
        // Pattern databases exist for 4 x 4 only: refused at once, nothing runs.
        choose("slidingHeuristic", int(sliding::HeuristicKind::PatternDatabase));
        QSignalSpy messages(&tab(), &ui::PuzzleTab::statusMessage);
        tab().solve();
        QCOMPARE(messages.count(), 1);
        QVERIFY(messages.front().front().toString().contains(QStringLiteral("4 x 4 boards only")));
        QVERIFY(!tab().solverRunner()->isRunning());
        // A* with Manhattan finds the same optimal length.
        choose("slidingAlgorithm", int(sliding::Algorithm::AStar));
        choose("slidingHeuristic", int(sliding::HeuristicKind::Manhattan));
        QSignalSpy finished(tab().solverRunner(), &ui::SolverRunner::finished);
        tab().solve();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(),
                                 20000); // the job's end (the coach may follow)
        QCOMPARE(tab().stepPlayer()->stepCount(), 31);
        algorithm->setCurrentIndex(0);
        heuristic->setCurrentIndex(0);
    }

    void longSearchShowsLiveCountersAndCancels()
    {
        // Korf's instance 1 (57 moves): minutes of IDA* with Manhattan alone.
        open("4\n13 6 8 12\n15 14 0 10\n11 7 4 5\n9 1 3 2\n");
        auto *algorithm = tab().findChild<QComboBox *>(QStringLiteral("slidingAlgorithm"));
        auto *heuristic = tab().findChild<QComboBox *>(QStringLiteral("slidingHeuristic"));
        choose("slidingAlgorithm", int(sliding::Algorithm::IdaStar));
        choose("slidingHeuristic", int(sliding::HeuristicKind::Manhattan));
        QSignalSpy progressed(tab().solverRunner(), &ui::SolverRunner::progressed);
        QSignalSpy finished(tab().solverRunner(), &ui::SolverRunner::finished);
        tab().solve();
        QTRY_VERIFY_WITH_TIMEOUT(progressed.count() >= 2, 20000);
        QVERIFY(label("slidingSearch").contains(QStringLiteral("expanded")));
        QVERIFY(label("slidingSearch").contains(QStringLiteral("f bound")));
        QVERIFY(label("slidingSearch").contains(QStringLiteral("Elapsed")));
        auto *best = tab().findChild<ui::SlidingBoardView *>(QStringLiteral("slidingBestBoard"));
        QVERIFY(!best->isHidden());
        QCOMPARE(best->board().cellCount(), 16);
        QVERIFY(best->board().manhattanDistance() < tab().board().manhattanDistance());
        tab().solverRunner()->cancel();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 5000); // the job's end (the coach may follow)
        QCOMPARE(finished.front().front().toBool(), true); // cancelled
        QCOMPARE(tab().stepPlayer()->stepCount(), 0);
        algorithm->setCurrentIndex(0);
        heuristic->setCurrentIndex(0);
    }

    void astarMemoryLimitIsReportedInTheTab()
    {
        open("4\n13 6 8 12\n15 14 0 10\n11 7 4 5\n9 1 3 2\n");
        auto *algorithm = tab().findChild<QComboBox *>(QStringLiteral("slidingAlgorithm"));
        auto *heuristic = tab().findChild<QComboBox *>(QStringLiteral("slidingHeuristic"));
        auto *memory = tab().findChild<QSpinBox *>(QStringLiteral("slidingMemoryLimit"));
        choose("slidingAlgorithm", int(sliding::Algorithm::AStar));
        choose("slidingHeuristic", int(sliding::HeuristicKind::Manhattan));
        const int before = memory->value();
        memory->setValue(64);
        // The coach's measurement of the opened board ends first: only the solve is counted.
        QTRY_VERIFY(!tab().solverRunner()->isRunning());
        QSignalSpy finished(tab().solverRunner(), &ui::SolverRunner::finished);
        QSignalSpy messages(&tab(), &ui::PuzzleTab::statusMessage);
        tab().solve();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(),
                                 60000); // the job's end (the coach may follow)
        QVERIFY(std::any_of(messages.begin(), messages.end(), [](const QList<QVariant> &message) {
            return message.front().toString().contains(QStringLiteral("limit of 64 MiB"));
        }));
        QCOMPARE(tab().stepPlayer()->stepCount(), 0);
        memory->setValue(before);
        algorithm->setCurrentIndex(0);
        heuristic->setCurrentIndex(0);
    }

    // The first Hint rings the tile to slide and says so; the second slides it. A move of the
    // player's own in between makes the hint stale: the ring goes, and Hint looks again.
    void hintShowsTheTileThenPlaysIt()
    {
        tab().coach()->setOn(false); // the coach's measurement would answer it without a search
        open("1 2 3\n4 5 6\n0 7 8\n");
        QSignalSpy finished(tab().solverRunner(), &ui::SolverRunner::finished);
        QSignalSpy messages(&tab(), &ui::PuzzleTab::statusMessage);
        tab().hint();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(),
                                 20000); // the job's end (the coach may follow)
        QCOMPARE(tab().moveCount(), 0); // shown, not played
        QCOMPARE(tab().boardView()->hintCell(), 7); // tile 7, right of the blank
        QVERIFY2(messages.back().front().toString().contains(QStringLiteral("slide tile 7")),
                 qPrintable(messages.back().front().toString()));
        QVERIFY(tab().midend()->isAssisted()); // seeing the answer is help
        tab().hint();
        QCOMPARE(tab().board().blankIndex(), 7);
        QCOMPARE(tab().moveCount(), 1);
        QCOMPARE(tab().boardView()->hintCell(), -1);

        tab().hint(); // shows the next tile...
        QTRY_VERIFY_WITH_TIMEOUT(tab().boardView()->hintCell() >= 0, 20000);
        QVERIFY(tab().slide("L")); // ...but the player moves the other way
        QCOMPARE(tab().boardView()->hintCell(), -1);
        tab().midend()->undo();
        const int moves = tab().moveCount();
        tab().hint(); // a new hint, not the stale one
        QCOMPARE(tab().moveCount(), moves);
        tab().coach()->setOn(true);
    }

    void unsolvableBoardIsReportedWithoutSearching()
    {
        open("2 1 3\n4 5 6\n7 8 0\n");
        QSignalSpy messages(&tab(), &ui::PuzzleTab::statusMessage);
        tab().solve();
        QCOMPARE(messages.count(), 1);
        QVERIFY(messages.front().front().toString().contains(QStringLiteral("cannot be solved")));
        QVERIFY(!tab().solverRunner()->isRunning());
    }

    void scrambleStartsANewGameWithItsOwnClockAndRecord()
    {
        open("1 2 3\n4 5 6\n7 8 0\n");
        QVERIFY(tab().slide("UL"));
        QCOMPARE(tab().document().moves, std::string("UL"));
        tab().midend()->clock()->reset(42 * 1000);
        tab().findChild<QPushButton *>(QStringLiteral("slidingScramble"))->click();
        QVERIFY(!tab().board().isGoal());
        QCOMPARE(tab().board().rows(), 3);
        // A new game: a new record, no history to undo into the old one, a clock from zero.
        QCOMPARE(tab().document().moves, std::string());
        QVERIFY(tab().document().start == tab().board());
        QCOMPARE(tab().midend()->history().size(), 0);
        QVERIFY(tab().midend()->clock()->millis() < 42 * 1000);
        QVERIFY(tab().gameId().startsWith(QStringLiteral("sliding:3x3")));
    }

    void savesAndReopensBothFormats()
    {
        open("1 2 3\n4 5 6\n7 8 0\n");
        QVERIFY(tab().slide("UL"));
        QVERIFY(tab().slide("D"));
        const Board played = tab().board();
        const QString json = m_dir.filePath(QStringLiteral("game.json"));
        QVERIFY(!tab().saveFile(json));
        QVERIFY(tab().filePath() != json); // the shell marks a saved game (MainWindow::saveTo)
        auto document = sliding::loadSlidingFile(json);
        QVERIFY(document);
        QVERIFY(document->start.isGoal());
        QCOMPARE(document->moves, std::string("ULD"));
        QVERIFY(!tab().openFile(json));
        QCOMPARE(tab().board(), played);
        // The history is undoable again, as it was played: "UL" one entry, "D" another.
        QCOMPARE(tab().midend()->history().size(), 2);
        tab().midend()->undo();
        tab().midend()->undo();
        QVERIFY(tab().board().isGoal());

        const QString text = m_dir.filePath(QStringLiteral("board.txt"));
        tab().midend()->redo();
        QVERIFY(!tab().saveFile(text));
        QVERIFY(!tab().checkFile(text));
        QVERIFY(!tab().openFile(text));
        QCOMPARE(tab().board(),
                 Board::goal(3, 3).moved(sliding::Direction::Up).moved(sliding::Direction::Left));
        QVERIFY(tab().openFile(m_dir.filePath(QStringLiteral("nope.txt"))).has_value());
    }

    void newGameDialogMakesTheChosenBoard()
    {
        QTimer::singleShot(0, this, [] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->findChild<QSpinBox *>(QStringLiteral("rows"))->setValue(5);
            dialog->findChild<QSpinBox *>(QStringLiteral("cols"))->setValue(6);
            dialog->findChild<QSpinBox *>(QStringLiteral("seed"))->setValue(99);
            dialog->accept();
        });
        tab().newGame();
        QCOMPARE(tab().board().rows(), 5);
        QCOMPARE(tab().board().cols(), 6);
        QCOMPARE(tab().board(), *sliding::dealUniform(5, 6, 99)); // the default deal
        QCOMPARE(tab().gameId(), QStringLiteral("sliding:5x6u#99"));
        QCOMPARE(tab().midend()->history().size(), 0);

        // A random walk instead, to half the tiles out of place: remembered for the next New
        // and for Scramble.
        QTimer::singleShot(0, this, [] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            auto *deal = dialog->findChild<QComboBox *>(QStringLiteral("deal"));
            auto *outOfPlace = dialog->findChild<QSpinBox *>(QStringLiteral("outOfPlace"));
            QVERIFY(!outOfPlace->isEnabled()); // a uniform deal has no such share
            deal->setCurrentIndex(deal->findData(int(sliding::DealKind::Walk)));
            QVERIFY(outOfPlace->isEnabled());
            outOfPlace->setValue(50);
            dialog->findChild<QSpinBox *>(QStringLiteral("seed"))->setValue(7);
            dialog->accept();
        });
        tab().newGame();
        QCOMPARE(tab().board(), *sliding::scrambleBoard(5, 6, 7, 0.5));
        QCOMPARE(tab().gameId(), QStringLiteral("sliding:5x6o0.5#7"));
        tab().scramble();
        QCOMPARE(tab().board(), *sliding::scrambleBoard(5, 6, 8, 0.5));
        QTimer::singleShot(0, this, [] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("deal"))->currentData().toInt(),
                     int(sliding::DealKind::Walk));
            dialog->reject();
        });
        tab().newGame();
    }

    // An entered ID of a random walk: Scramble goes on with its deal, but New still offers the
    // player's own choice (a uniform deal here), so later games do not turn easy unasked.
    void aWalksIdIsNotThePlayersChoiceOfDeal()
    {
        tab().startGameFromId(QStringLiteral("sliding:4x4o0.5#7"));
        QCOMPARE(tab().board(), *sliding::scrambleBoard(4, 4, 7, 0.5));
        tab().scramble();
        QCOMPARE(tab().board(), *sliding::scrambleBoard(4, 4, 8, 0.5));
        bool shown = false;
        QTimer::singleShot(0, this, [&shown] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            QCOMPARE(dialog->findChild<QComboBox *>(QStringLiteral("deal"))->currentData().toInt(),
                     int(sliding::DealKind::Uniform));
            QVERIFY(!dialog->findChild<QSpinBox *>(QStringLiteral("outOfPlace"))->isEnabled());
            dialog->findChild<QSpinBox *>(QStringLiteral("seed"))->setValue(5);
            shown = true;
            dialog->accept();
        });
        tab().newGame();
        QVERIFY(shown);
        QCOMPARE(tab().board(), *sliding::dealUniform(4, 4, 5));
        QCOMPARE(QSettings().value(QStringLiteral("sliding/deal")).toString(),
                 QStringLiteral("uniform"));
    }

    // A click that slides several tiles is one row of the move list, with the distances before
    // and after the click (the coach measures both) and its colour: no "?" for the positions in
    // between, which were never on screen.
    void aClickOfSeveralTilesIsOneRowWithItsDistances()
    {
        open("1 2 3\n4 5 6\n0 7 8\n");
        Board position = tab().board();
        std::vector<int> optimal {distanceBySolver(position)};
        QTRY_COMPARE(distance(), fromSolved(optimal.back()));
        clickCell(0); // tiles 4 and 1 slide down
        position.applyMoves("UU");
        QCOMPARE(tab().board(), position);
        optimal.push_back(distanceBySolver(position));
        QTRY_COMPARE(distance(), fromSolved(optimal.back()));
        clickCell(2); // tiles 2 and 3 slide left
        position.applyMoves("RR");
        QCOMPARE(tab().board(), position);
        optimal.push_back(distanceBySolver(position));
        QTRY_COMPARE(distance(), fromSolved(optimal.back()));
        auto *list = tab().findChild<ui::SlidingMoveList *>(QStringLiteral("slidingMoveList"));
        QTRY_COMPARE(list->distancesOf(1).second, optimal[2]);
        QCOMPARE(list->count(), 2);
        QCOMPARE(list->item(0)->text(),
                 QStringLiteral("1–2. Tiles 4 and 1: %1 → %2").arg(optimal[0]).arg(optimal[1]));
        QCOMPARE(list->item(1)->text(),
                 QStringLiteral("3–4. Tiles 2 and 3: %1 → %2").arg(optimal[1]).arg(optimal[2]));
        for (int row = 0; row < 2; ++row) {
            const auto shown = list->distancesOf(row);
            QCOMPARE(shown.first, optimal[static_cast<std::size_t>(row)]);
            QCOMPARE(shown.second, optimal[static_cast<std::size_t>(row) + 1]);
            QVERIFY(shown.first != shown.second);
            const QColor colour
                = shown.second < shown.first ? QColor(0x2e, 0x7d, 0x32) : QColor(0xc6, 0x28, 0x28);
            QCOMPARE(list->item(row)->foreground().color(), colour);
        }
        // The coach says closer or farther of the click as a whole.
        QVERIFY(!label("slidingVerdict").isEmpty());
    }

    // Moves quicker than the coach (or a restored game) leave positions unmeasured for a
    // moment only: once the player pauses, the coach measures the earlier positions too, and
    // every row of the move list gets its distances.
    void quickMovesGetTheirDistancesOnceThePlayerPauses()
    {
        open("1 2 3\n4 5 6\n0 7 8\n");
        for (const Qt::Key key :
             {Qt::Key_Left, Qt::Key_Left, Qt::Key_Down, Qt::Key_Right, Qt::Key_Up, Qt::Key_Left})
            QTest::keyClick(view(), key); // no event loop in between: no measurement starts
        auto *list = tab().findChild<ui::SlidingMoveList *>(QStringLiteral("slidingMoveList"));
        QCOMPARE(list->count(), 6);
        for (int row = 0; row < list->count(); ++row)
            QTRY_VERIFY2(!list->item(row)->text().contains(QLatin1Char('?')),
                         qPrintable(list->item(row)->text()));
    }

    void aMoveShowsTheDistanceAndWhetherItWentCloser()
    {
        open("1 2 3\n4 5 6\n0 7 8\n");
        QTRY_COMPARE(distance(), fromSolved(2));
        QVERIFY(label("slidingVerdict").isEmpty()); // no move yet
        auto *verdict = tab().findChild<QLabel *>(QStringLiteral("slidingVerdict"));
        QVERIFY(tab().slide("U")); // away from the goal: measured in the background
        QTRY_COMPARE(distance(), fromSolved(3));
        QVERIFY(label("slidingVerdict").contains(QStringLiteral("farther")));
        QCOMPARE(verdict->property("closer").toBool(), false);
        tab().midend()->undo(); // back where it was: closer, known without a search
        QCOMPARE(distance(), fromSolved(2));
        QVERIFY(label("slidingVerdict").contains(QStringLiteral("closer")));
        QCOMPARE(verdict->property("closer").toBool(), true);
        QVERIFY(tab().slide("R"));
        QTRY_COMPARE(distance(), fromSolved(1));
        QSignalSpy messages(&tab(), &ui::PuzzleTab::statusMessage);
        QVERIFY(tab().slide("R"));
        // At the end: the moves played against the optimum from the start (2 and 2 here).
        const QString end = QStringLiteral("Solved in 2 moves: the optimum, not one move wasted!");
        QCOMPARE(distance(), end);
        bool said = false;
        for (const auto &arguments : messages)
            said = said || arguments.first().toString() == end;
        QVERIFY(said);
    }

    void aHelpedFinishIsNeverPraisedAsTheOptimum()
    {
        open("1 2 3\n4 5 6\n0 7 8\n");
        QTRY_COMPARE(distance(), fromSolved(2));
        tab().midend()->noteHelp(pw::common::Help::Solve); // as Solve's replayed answer has
        QSignalSpy messages(&tab(), &ui::PuzzleTab::statusMessage);
        QVERIFY(tab().slide("R"));
        QVERIFY(tab().slide("R"));
        QVERIFY(tab().board().isGoal());
        const QString end
            = QStringLiteral("Solved with help in 2 moves; the optimum from the start was 2.");
        QCOMPARE(distance(), end);
        bool said = false;
        for (const auto &arguments : messages)
            said = said || arguments.first().toString() == end;
        QVERIFY(said);
    }

    void theEndSaysHowManyMovesWereWasted()
    {
        open("1 2 3\n4 5 6\n7 0 8\n");
        QTRY_COMPARE(distance(), fromSolved(1)); // the start is measured: the optimum is 1
        QSignalSpy messages(&tab(), &ui::PuzzleTab::statusMessage);
        QVERIFY(tab().slide("L"));
        QVERIFY(tab().slide("R"));
        QVERIFY(tab().slide("R"));
        QVERIFY(tab().board().isGoal());
        const QString end
            = QStringLiteral("Solved in 3 moves: the optimum from the start was 1 (+2).");
        bool said = false;
        for (const auto &arguments : messages)
            said = said || arguments.first().toString() == end;
        QVERIFY2(said,
                 qPrintable(messages.isEmpty() ? QString() : messages.back().first().toString()));
    }

    // A scripted game: every row of the move list holds the optimal distances before and after
    // its move, as the solver finds them on its own; the statistics keep the optimum.
    void theMoveListShowsEachMovesDistancesAsTheSolverFinds()
    {
        open("1 2 3\n7 4 6\n5 0 8\n");
        const std::string moves = "ULDRULDRR"; // a detour round a loop, then to the goal
        Board position = tab().board();
        std::vector<int> optimal {distanceBySolver(position)};
        QTRY_COMPARE(distance(), fromSolved(optimal.back())); // the coach measured it too
        for (const char move : moves) {
            QVERIFY(tab().slide(std::string(1, move)));
            position.move(*sliding::directionFromLetter(move));
            optimal.push_back(distanceBySolver(position));
            if (!position.isGoal())
                QTRY_COMPARE(distance(), fromSolved(optimal.back()));
        }
        QCOMPARE(optimal.back(), 0);
        auto *list = tab().findChild<ui::SlidingMoveList *>(QStringLiteral("slidingMoveList"));
        QCOMPARE(list->count(), static_cast<int>(moves.size()));
        for (int row = 0; row < list->count(); ++row) {
            const auto shown = list->distancesOf(row);
            QCOMPARE(shown.first, optimal[static_cast<std::size_t>(row)]);
            QCOMPARE(shown.second, optimal[static_cast<std::size_t>(row) + 1]);
            const bool closer = shown.second < shown.first;
            QCOMPARE(list->item(row)->foreground().color() == QColor(0x2e, 0x7d, 0x32), closer);
        }
        QVERIFY(list->item(0)->text().startsWith(QStringLiteral("1. Tile ")));
        // The finish recorded the game with the optimum from the start beside its moves.
        const QList<statistics::PlayedGame> games
            = statistics::GameStatistics::playedGames(QStringLiteral("sliding"));
        QVERIFY(!games.isEmpty());
        QCOMPARE(games.back().moves, std::optional<int>(static_cast<int>(moves.size())));
        QCOMPARE(games.back().optimalMoves, std::optional<int>(optimal.front()));
    }

    void quickMovesStillGetCloserOrFarther()
    {
        open("1 2 3\n4 5 6\n0 7 8\n");
        QTRY_COMPARE(distance(), fromSolved(2));
        // Two moves before the coach could measure the first: it measures both positions.
        QVERIFY(tab().slide("U"));
        QVERIFY(tab().slide("U"));
        QTRY_COMPARE(distance(), fromSolved(4));
        QTRY_VERIFY(label("slidingVerdict").contains(QStringLiteral("farther")));
    }

    void theCoachWaitsForTheUsersJobAndStopsSilently()
    {
        open("1 2 3\n4 5 6\n0 7 8\n");
        QTRY_COMPARE(distance(), fromSolved(2));
        // A job of the user's that moves do not stop (a game job): the coach waits.
        auto release = std::make_shared<std::atomic_bool>(false);
        tab().midend()->run(
            {.title = QStringLiteral("held"), .scope = ui::Midend::JobScope::Game},
            [release](common::SolverSink &sink) {
                while (!*release && !sink.isCancelled())
                    QThread::msleep(5);
                return true;
            },
            [](bool) {});
        QSignalSpy messages(&tab(), &ui::PuzzleTab::statusMessage);
        QVERIFY(tab().slide("U"));
        QTest::qWait(50);
        QVERIFY(tab().solverRunner()->isRunning());
        QCOMPARE(tab().solverRunner()->title(), QStringLiteral("held")); // not replaced
        QVERIFY(distance().contains(QStringLiteral("when the running job ends")));
        *release = true;
        QTRY_COMPARE(distance(), fromSolved(3));
        // A move that overtakes a measurement stops it without a word in the status bar.
        release->store(false);
        tab().midend()->run(
            {.title = QStringLiteral("measuring"), .scope = ui::Midend::JobScope::Advice},
            [release](common::SolverSink &sink) {
                while (!*release && !sink.isCancelled())
                    QThread::msleep(5);
                return true;
            },
            [](bool) {});
        QVERIFY(tab().slide("R"));
        QTRY_VERIFY(!tab().solverRunner()->isRunning());
        for (const auto &arguments : messages)
            QVERIFY2(!arguments.first().toString().contains(QStringLiteral("stopped")),
                     qPrintable(arguments.first().toString()));
    }

    void showDistanceIsASettingAndOffMeasuresNothing()
    {
        auto *box = tab().findChild<QCheckBox *>(QStringLiteral("slidingShowDistance"));
        QVERIFY(box->isChecked()); // on by default
        box->setChecked(false);
        QCOMPARE(QSettings().value(QStringLiteral("sliding/showDistance")).toBool(), false);
        open("8 6 7\n2 5 4\n3 0 1\n");
        QSignalSpy started(tab().solverRunner(), &ui::SolverRunner::started);
        QVERIFY(tab().slide("U"));
        QTest::qWait(50);
        QCOMPARE(started.count(), 0);
        QVERIFY(tab().findChild<QLabel *>(QStringLiteral("slidingDistance"))->isHidden());
        box->setChecked(true);
        QTRY_VERIFY(distance() == fromSolved(30) || distance() == fromSolved(32));
    }

    void hintAfterSolveFollowsTheSolutionWithoutANewJob()
    {
        tab().coach()->setOn(false); // only Solve finds solutions here
        open("8 6 7\n2 5 4\n3 0 1\n");
        const Board start = tab().board();
        QSignalSpy finished(tab().solverRunner(), &ui::SolverRunner::finished);
        tab().solve();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(),
                                 20000); // the job's end (the coach may follow)
        QCOMPARE(tab().stepPlayer()->stepCount(), 31);
        const auto known = tab().solutionMemory().lookup(start);
        QVERIFY(known && known->distance == 31);
        QSignalSpy started(tab().solverRunner(), &ui::SolverRunner::started);
        for (int press = 0; press < 4; ++press) // shown and played, twice
            tab().hint();
        QCOMPARE(started.count(), 0);
        QCOMPARE(tab().moveCount(), 2);
        QCOMPARE(*tab().solutionMemory().distance(tab().board()), 29);
        tab().coach()->setOn(true);
    }

    void theMoveListHasRoomInTheSmallestWindow()
    {
        // The tab's share of an 800 x 600 window (menu, tip, tab bar and status bar take the rest).
        m_tab->resize(800, 500);
        QTRY_VERIFY(m_tab->isVisible());
        auto *list = m_tab->findChild<ui::SlidingMoveList *>();
        auto *pages = m_tab->findChild<QTabWidget *>(QStringLiteral("slidingSidePages"));
        QCOMPARE(pages->currentWidget(), list);
        // Fourteen moves or more in sight at once (the old column had room for about one).
        QVERIFY2(list->viewport()->height() >= 14 * list->fontMetrics().lineSpacing(),
                 qPrintable(QString::number(list->viewport()->height())));
        // Solve shows its search; a move played afterwards brings the moves back.
        open("1 2 3\n4 5 6\n0 7 8\n");
        QSignalSpy finished(tab().solverRunner(), &ui::SolverRunner::finished);
        clickSolve();
        QCOMPARE(pages->currentIndex(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 20000);
        QVERIFY(label("slidingSearch").contains(QStringLiteral("2 moves")));
        QVERIFY(tab().slide("R"));
        QCOMPARE(pages->currentWidget(), list);
        // A hint leaves the page alone: its answer is the ringed tile.
        pages->setCurrentIndex(2);
        settle();
        tab().hint();
        QCOMPARE(pages->currentIndex(), 2);
    }

    // The Search page's answer: whole in a usual window, at least four lines (scrolling to the
    // rest) in the smallest one, and in both the page's controls and the best board overlap
    // nothing.
    void theAnswerHasTheRoomThePageCanGive()
    {
        auto *pages = m_tab->findChild<QTabWidget *>(QStringLiteral("slidingSidePages"));
        auto *page = pages->widget(1);
        auto *answer = m_tab->findChild<ui::ScrollingRoomLabel *>(QStringLiteral("slidingSearch"));
        QVERIFY(answer);
        open("8 6 7\n2 5 4\n3 0 1\n");
        QSignalSpy finished(tab().solverRunner(), &ui::SolverRunner::finished);
        clickSolve();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(), 20000);
        QVERIFY(label("slidingSearch").contains(QStringLiteral("Time:")));
        const auto overlaps = [&] {
            QStringList found;
            const QList<QWidget *> controls
                = page->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly);
            for (QWidget *one : controls)
                for (QWidget *other : controls)
                    if (one < other && one->isVisible() && other->isVisible()
                        && one->geometry().intersects(other->geometry()))
                        found << one->objectName() + QLatin1Char('/') + other->objectName();
            return found.join(QLatin1Char(' '));
        };
        // The tab at its least height, then at its share of a usual window.
        for (const QSize &size : {QSize(800, 1), QSize(1100, 660)}) {
            m_tab->resize(size);
            QTest::qWait(50);
            QVERIFY2(overlaps().isEmpty(), qPrintable(overlaps()));
            QVERIFY(answer->lines() >= 4);
            QVERIFY(answer->geometry().bottom() < page->height());
        }
        QCOMPARE(answer->lines(), 8);
        QVERIFY2(!answer->scrolls(), qPrintable(label("slidingSearch")));
        // The room follows the window, not the text: a new answer leaves it as it was.
        answer->setText(QStringLiteral("x"));
        QTest::qWait(50);
        QCOMPARE(answer->lines(), 8);
    }

    // Every optimal solution of the position, counted and listed (as the tiles they slide) on
    // the Search page; the one chosen is what the player steps through.
    void everyOptimalSolutionIsListedAndStepped()
    {
        open("8 6 7\n2 5 4\n3 0 1\n");
        const Board start = tab().board();
        common::QuietSink sink;
        const sliding::OptimalSolutions all = sliding::allOptimalSolutions(start, 1000, sink);
        QCOMPARE(all.count, std::int64_t(40));
        QTest::mouseClick(m_tab->findChild<QPushButton *>(QStringLiteral("slidingAllOptimal")),
                          Qt::LeftButton);
        settle();
        QVERIFY2(
            label("slidingSearch").startsWith(QStringLiteral("40 optimal solutions of 31 moves")),
            qPrintable(label("slidingSearch")));
        auto *list = m_tab->findChild<QComboBox *>(QStringLiteral("slidingOptimalList"));
        QVERIFY(list->isVisible());
        QCOMPARE(list->count(), 40);
        QCOMPARE(tab().stepPlayer()->stepCount(), 31); // the first, until another is chosen
        list->setFocus();
        QTest::keyClick(list, Qt::Key_Down); // the second
        QCOMPARE(list->currentIndex(), 1);
        QCOMPARE(tab().stepPlayer()->stepCount(), 31);
        tab().stepPlayer()->seek(31);
        QVERIFY(tab().board().isGoal());
        QCOMPARE(tab().document().moves, all.moves[1]);
        QVERIFY(list->itemText(1).startsWith(QStringLiteral("2. Tiles ")));
    }

    void copySolutionPutsTheMovesOnTheClipboard()
    {
        open("1 2 3\n4 5 6\n0 7 8\n");
        auto *copy = tab().findChild<QPushButton *>(QStringLiteral("slidingCopySolution"));
        QVERIFY(!copy->isEnabled()); // nothing found yet
        QTRY_VERIFY(!tab().solverRunner()->isRunning()); // the coach's measurement ends first
        QSignalSpy finished(tab().solverRunner(), &ui::SolverRunner::finished);
        tab().solve();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(),
                                 20000); // the job's end (the coach may follow)
        QVERIFY(copy->isEnabled());
        QGuiApplication::clipboard()->clear();
        copy->click();
        QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("RR"));
        // The search panel speaks of its search: how long it took and who answered.
        QVERIFY(label("slidingSearch").contains(QStringLiteral("Time:")));
        QVERIFY2(label("slidingSearch").contains(QStringLiteral("IDA* with linear conflicts")),
                 qPrintable(label("slidingSearch")));
    }

    void anUnsolvableBoardIsFlaggedWhenItIsLoaded()
    {
        auto *flag = tab().findChild<QLabel *>(QStringLiteral("slidingUnsolvable"));
        QVERIFY(flag->isHidden());
        QSignalSpy messages(&tab(), &ui::PuzzleTab::statusMessage);
        open("2 1 3\n4 5 6\n7 8 0\n");
        QVERIFY(!flag->isHidden());
        QVERIFY(!messages.isEmpty());
        QVERIFY(messages.front().front().toString().contains(QStringLiteral("cannot be solved")));
        open("1 2 3\n4 5 6\n7 0 8\n");
        QVERIFY(flag->isHidden());
    }

    void theBestBoardPreviewIsTheWholeBoard()
    {
        // The fast solver finishes on a 3 x 3 of its own: the preview still shows the 5 x 5.
        tab().startGame(*sliding::scrambleBoard(5, 5, 3, 1.0));
        settle();
        choose("slidingAlgorithm", int(sliding::Algorithm::Fast));
        QSignalSpy finished(tab().solverRunner(), &ui::SolverRunner::finished);
        tab().solve();
        QTRY_VERIFY_WITH_TIMEOUT(!finished.isEmpty(),
                                 20000); // the job's end (the coach may follow)
        auto *best = tab().findChild<ui::SlidingBoardView *>(QStringLiteral("slidingBestBoard"));
        QVERIFY(!best->isHidden());
        QCOMPARE(best->board().rows(), 5);
        QCOMPARE(best->board().cols(), 5);
        QVERIFY(label("slidingSearch").contains(QStringLiteral("the fast solver")));
        choose("slidingAlgorithm", int(sliding::Algorithm::Auto));
    }

    void automaticUsesTheOptimalBudgetAndSaysWhoAnswered()
    {
        // 21 moves played from the goal on 4 x 6: IDA* proves 21 in moments.
        QVERIFY(!tab().openFile(
            QStringLiteral(PW_SOURCE_DIR)
            + QStringLiteral("/resources/samples/sliding/4x6-game-in-progress.json")));
        settle();
        auto *budget = tab().findChild<QSpinBox *>(QStringLiteral("slidingBudget"));
        const int before = budget->value();
        budget->setValue(0); // no budget: the fast solver above 16 cells
        QCOMPARE(QSettings().value(QStringLiteral("sliding/optimalBudgetSeconds")).toInt(), 0);
        // The search's answer is awaited on the panel: the coach's own jobs start and end
        // around it, so the runner's ends are no count of the search's.
        tab().solve();
        QTRY_VERIFY_WITH_TIMEOUT(
            label("slidingSearch").contains(QStringLiteral("By the fast solver")), 20000);
        QVERIFY2(label("slidingSearch").contains(QStringLiteral("not proven optimal")),
                 qPrintable(label("slidingSearch")));
        budget->setValue(10);
        tab().solve();
        QTRY_VERIFY_WITH_TIMEOUT(label("slidingSearch").contains(QStringLiteral("By IDA*")), 20000);
        QVERIFY2(label("slidingSearch").startsWith(QStringLiteral("21 moves (optimal)")),
                 qPrintable(label("slidingSearch")));
        QCOMPARE(tab().stepPlayer()->stepCount(), 21);
        budget->setValue(before);
    }

    // One bound: the lower bound Solve proved before its budget ran out reaches the coach, which
    // never says less for the position (its own measurement, with a shorter budget, proves less).
    void solvesBoundReachesTheCoach()
    {
        tab().startGame(*sliding::dealUniform(5, 5, 17)); // far beyond both budgets
        QTRY_VERIFY_WITH_TIMEOUT(!tab().solverRunner()->isRunning(), 20000);
        auto *budget = tab().findChild<QSpinBox *>(QStringLiteral("slidingBudget"));
        const int before = budget->value();
        budget->setValue(8); // longer than the coach's measurement: Solve proves more
        tab().solve();
        const QRegularExpression between(
            QStringLiteral("An optimal solution has between (\\d+) and"));
        QTRY_VERIFY_WITH_TIMEOUT(between.match(label("slidingSearch")).hasMatch(), 120000);
        const int proven = between.match(label("slidingSearch")).captured(1).toInt();
        QVERIFY(proven >= tab().board().manhattanDistance());
        const QRegularExpression atLeast(QStringLiteral("^At least (\\d+) move"));
        QTRY_VERIFY_WITH_TIMEOUT(atLeast.match(label("slidingDistance")).hasMatch(), 20000);
        QVERIFY2(
            atLeast.match(label("slidingDistance")).captured(1).toInt() >= proven,
            qPrintable(label("slidingDistance") + QStringLiteral(" / ") + label("slidingSearch")));
        budget->setValue(before);
    }

    // An answer found after the budget ran out that is as long as the bound the optimal search
    // proved is optimal: it says so, with no range "between 5 and 5".
    void anAnswerAsLongAsTheProvenBoundSaysOptimal()
    {
        sliding::SolveResult result;
        result.status = sliding::SolveResult::Status::Solved;
        result.moves = "LLUUR";
        result.budgetRanOut = true;
        result.lowerBound = 5;
        result.optimal = true;
        const QString text = pw::ui::slidingnames::answer(result, 10, 1.5, {});
        QVERIFY2(text.startsWith(QStringLiteral("5 moves (optimal)")), qPrintable(text));
        QVERIFY2(!text.contains(QStringLiteral("between")), qPrintable(text));
        result.optimal = false;
        result.lowerBound = 3;
        QVERIFY(pw::ui::slidingnames::answer(result, 10, 1.5, {})
                    .contains(QStringLiteral("between 3 and 5 moves")));
    }

    void theAlgorithmBoxSpeaksPlainly()
    {
        auto *algorithm = tab().findChild<QComboBox *>(QStringLiteral("slidingAlgorithm"));
        for (int i = 0; i < algorithm->count(); ++i)
            QVERIFY2(!algorithm->itemText(i).contains(QStringLiteral("seed")),
                     qPrintable(algorithm->itemText(i)));
        auto *budget = tab().findChild<QSpinBox *>(QStringLiteral("slidingBudget"));
        QCOMPARE(budget->value(), 10); // seconds, the default
    }

    void aFourByFourSolveBuildsTheStrongTablesInTheBackground()
    {
        QFile::remove(smallCache());
        QSettings().setValue(QStringLiteral("sliding/autoBuildTables"), true);
        auto release = std::make_shared<std::atomic_bool>(false);
        useSmallTables(release);
        tab().coach()->setOn(false); // only Solve runs jobs here
        tab().startGame(walkedFourByFour());
        settle();
        QSignalSpy buildStarted(builder()->runner(), &ui::SolverRunner::started);
        QSignalSpy buildFinished(builder()->runner(), &ui::SolverRunner::finished);

        // The first 4 x 4 Solve starts the build beside it. Automatic waits for the tables (an
        // optimal answer), unless asked: Answer now answers at once with the 6-6-3 tables (the
        // first time it builds them for this test's cache: about 10 s of CPU).
        clickSolve();
        QCOMPARE(buildStarted.count(), 1);
        QVERIFY(builder()->isBuilding());
        QVERIFY2(label("slidingSearch").contains(QStringLiteral("Waiting for the 4-4-4-3 tables")),
                 qPrintable(label("slidingSearch")));
        answerNow();
        QTRY_VERIFY_WITH_TIMEOUT(!tab().solverRunner()->isRunning(), 120000);
        const int optimal = tab().stepPlayer()->stepCount();
        QVERIFY(optimal > 0 && optimal <= 40);
        QVERIFY2(label("slidingSearch").contains(QStringLiteral("6-6-3")),
                 qPrintable(label("slidingSearch")));
        QVERIFY2(label("slidingSearch").contains(QStringLiteral("being built")),
                 qPrintable(label("slidingSearch")));

        // The build shows its progress and a Cancel button on the Solver page.
        showSolverPage();
        auto *state = tab().findChild<QLabel *>(QStringLiteral("slidingTableState"));
        auto *bar = tab().findChild<QProgressBar *>(QStringLiteral("slidingTableProgress"));
        auto *cancel = tab().findChild<QPushButton *>(QStringLiteral("slidingTableCancel"));
        QVERIFY(builder()->isBuilding());
        QTRY_COMPARE(bar->value(), 250);
        QVERIFY(bar->isVisible() && cancel->isVisible());
        QVERIFY2(bar->text().contains(QStringLiteral("4-4-4-3"))
                     && bar->text().contains(QStringLiteral("25")),
                 qPrintable(bar->text()));

        // A second Solve (and a Hint) wait again, answer now when asked and leave the build
        // alone.
        clickSolve();
        QVERIFY(tab().solverRunner()->isRunning());
        answerNow();
        QTRY_VERIFY_WITH_TIMEOUT(!tab().solverRunner()->isRunning(), 60000);
        QCOMPARE(tab().stepPlayer()->stepCount(), optimal);
        auto *hint = tab().findChild<QPushButton *>(QStringLiteral("slidingHint"));
        // On the solution just found, a hint is its next move: no search, nothing to wait for.
        QTest::mouseClick(hint, Qt::LeftButton);
        QTRY_VERIFY(tab().boardView()->hintCell() >= 0);
        QTest::mouseClick(hint, Qt::LeftButton);
        QTRY_COMPARE(tab().moveCount(), 1);
        QVERIFY(builder()->isBuilding());
        QCOMPARE(buildStarted.count(), 1);
        QCOMPARE(buildFinished.count(), 0);

        // Cancel stops it and keeps nothing; the next 4 x 4 Solve does not start it again.
        showSolverPage(); // Solve showed the Search page
        QTest::mouseClick(cancel, Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(buildFinished.count(), 1, 5000);
        QCOMPARE(buildFinished.front().front().toBool(), true);
        QVERIFY(!QFile::exists(smallCache()));
        QVERIFY(state->isVisible());
        QVERIFY2(state->text().contains(QStringLiteral("Cancelled")), qPrintable(state->text()));
        QVERIFY(!bar->isVisible() && !cancel->isVisible());
        QVERIFY(tab().findChild<QPushButton *>(QStringLiteral("slidingBuildTables"))->isVisible());
        clickSolve();
        QVERIFY(!label("slidingSearch").contains(QStringLiteral("Waiting")));
        QTRY_VERIFY_WITH_TIMEOUT(!tab().solverRunner()->isRunning(), 60000);
        QVERIFY(tab().stepPlayer()->stepCount() > 0);
        QCOMPARE(buildStarted.count(), 1);
    }

    // The first showing of the tab starts the build (a test's small tables here: a test run
    // never builds the real ones by itself). While it runs, Automatic on 4 x 4 waits for it, its
    // progress on the Search page and in the job row, then answers with the new tables.
    void theFirstShowingStartsTheBuildAndAutomaticWaitsForIt()
    {
        // 5-5-5: tables no other test of this process loads (a built partition stays in memory
        // for the process).
        const sliding::PatternPartition tables {
            4, {{1, 2, 3, 5, 6}, {4, 7, 8, 11, 12}, {9, 10, 13, 14, 15}}};
        const QString cache = sliding::CompactPatternDatabase::defaultCacheFile(tables);
        QFile::remove(cache);
        QSettings().setValue(QStringLiteral("sliding/autoBuildTables"), true);
        auto release = std::make_shared<std::atomic_bool>(false);
        ui::TableBuilder::TestHooks hooks;
        hooks.partition = tables;
        hooks.beforeBuild = [release](common::SolverSink &sink) {
            common::Progress progress;
            progress.fraction = 0.25;
            sink.reportProgress(progress);
            while (!*release && !sink.isCancelled())
                QThread::msleep(5);
        };
        ui::TableBuilder::setTestHooks(hooks);
        m_tab.reset(static_cast<ui::SlidingTab *>(ui::createSlidingTab(nullptr)));
        QVERIFY(!builder()->isBuilding()); // not before it is shown
        m_tab->resize(800, 600);
        m_tab->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_tab.get()));
        QVERIFY(builder()->isBuilding());
        tab().coach()->setOn(false);
        tab().startGame(walkedFourByFour());
        clickSolve();
        QVERIFY(tab().solverRunner()->isRunning());
        QCOMPARE(tab().solverRunner()->title(), QStringLiteral("Waiting for the 5-5-5 tables"));
        auto *answer = tab().findChild<QPushButton *>(QStringLiteral("slidingAnswerNow"));
        QVERIFY(answer->isVisible());
        QTRY_VERIFY2(label("slidingSearch").contains(QStringLiteral("25 % done")),
                     qPrintable(label("slidingSearch")));
        *release = true;
        QTRY_VERIFY_WITH_TIMEOUT(!builder()->isBuilding(), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(label("slidingSearch").contains(QStringLiteral("5-5-5")), 60000);
        QTRY_VERIFY_WITH_TIMEOUT(!tab().solverRunner()->isRunning(), 60000);
        QVERIFY(!answer->isVisible());
        QCOMPARE(tab().stepPlayer()->stepCount(), distanceBySolver(tab().board()));
        QFile::remove(cache);
    }

    void theBuiltTablesServeLaterSolves()
    {
        QFile::remove(smallCache());
        useSmallTables();
        tab().coach()->setOn(false);
        // Off, the setting keeps Solve from starting the build.
        auto *automatic = tab().findChild<QCheckBox *>(QStringLiteral("slidingAutoBuildTables"));
        automatic->setChecked(false);
        QCOMPARE(QSettings().value(QStringLiteral("sliding/autoBuildTables")).toBool(), false);
        tab().startGame(walkedFourByFour());
        settle();
        QSignalSpy solved(tab().solverRunner(), &ui::SolverRunner::finished);
        clickSolve();
        QVERIFY(!builder()->isBuilding());
        QTRY_COMPARE_WITH_TIMEOUT(solved.count(), 1, 120000);
        const int optimal = tab().stepPlayer()->stepCount();
        QVERIFY(label("slidingSearch").contains(QStringLiteral("6-6-3")));
        automatic->setChecked(true);

        // The button builds them; later searches take them, with the same optimal length.
        QSignalSpy built(builder(), &ui::TableBuilder::built);
        QTest::mouseClick(tab().findChild<QPushButton *>(QStringLiteral("slidingBuildTables")),
                          Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(built.count(), 1, 60000);
        QVERIFY(QFile::exists(smallCache()));
        QVERIFY(!tab().findChild<QPushButton *>(QStringLiteral("slidingBuildTables"))->isVisible());
        clickSolve();
        QTRY_COMPARE_WITH_TIMEOUT(solved.count(), 2, 60000);
        QVERIFY2(label("slidingSearch").contains(QStringLiteral("4-4-4-3")),
                 qPrintable(label("slidingSearch")));
        QCOMPARE(tab().stepPlayer()->stepCount(), optimal);
        QFile::remove(smallCache());
    }

    void aDamagedCacheIsBuiltAgain()
    {
        // 3-4-4-4: tables no other test of this process has loaded.
        const sliding::PatternPartition other {
            4, {{13, 14, 15}, {1, 2, 3, 4}, {5, 6, 7, 8}, {9, 10, 11, 12}}};
        const QString file = sliding::CompactPatternDatabase::defaultCacheFile(other);
        {
            common::QuietSink sink;
            QVERIFY(!sliding::CompactPatternDatabase::build(other, sink, 1)->writeFile(file));
        }
        QFile damaged(file);
        QVERIFY(damaged.open(QIODevice::ReadWrite));
        damaged.seek(damaged.size() - 1);
        damaged.write("\x7f");
        damaged.close();
        QSettings().setValue(QStringLiteral("sliding/autoBuildTables"), true);
        auto release = std::make_shared<std::atomic_bool>(false);
        ui::TableBuilder::TestHooks hooks;
        hooks.partition = other;
        hooks.beforeBuild = [release](common::SolverSink &sink) {
            while (!*release && !sink.isCancelled())
                QThread::msleep(5);
        };
        ui::TableBuilder::setTestHooks(hooks);
        tab().coach()->setOn(false);
        tab().startGame(walkedFourByFour());
        settle();
        // The file exists, so the Solve does not start the build; its search finds the file
        // damaged, answers with the 6-6-3 tables and then has the tables built again.
        QSignalSpy solved(tab().solverRunner(), &ui::SolverRunner::finished);
        QSignalSpy messages(&tab(), &ui::PuzzleTab::statusMessage);
        clickSolve();
        QTRY_COMPARE_WITH_TIMEOUT(solved.count(), 1, 120000);
        QVERIFY(label("slidingSearch").contains(QStringLiteral("6-6-3")));
        QVERIFY(builder()->isBuilding());
        // The message left in sight says why the build started, and the Solver page keeps the
        // refusal in sight while the tables are built again.
        QVERIFY(!messages.isEmpty());
        QVERIFY2(messages.back().first().toString().contains(QStringLiteral("refused")),
                 qPrintable(messages.back().first().toString()));
        showSolverPage();
        auto *state = tab().findChild<QLabel *>(QStringLiteral("slidingTableState"));
        QVERIFY(state->isVisible() && state->text().contains(QStringLiteral("refused")));
        QSignalSpy built(builder(), &ui::TableBuilder::built);
        *release = true;
        QTRY_COMPARE_WITH_TIMEOUT(built.count(), 1, 60000);
        QVERIFY(bool(sliding::CompactPatternDatabase::readFile(file, other)));
        clickSolve();
        QTRY_COMPARE_WITH_TIMEOUT(solved.count(), 2, 60000);
        QVERIFY2(label("slidingSearch").contains(QStringLiteral("3-4-4-4")),
                 qPrintable(label("slidingSearch")));
        QFile::remove(file);
    }

    // The build is a job of the status bar's list (a side job of the tab); its Cancel there
    // stops it and replaces the "being built" message.
    void theTableBuildIsASideJobThatCancelsWithAWord()
    {
        auto release = std::make_shared<std::atomic_bool>(false);
        useSmallTables(release);
        QList<ui::PuzzleTab::SideJob> jobs = tab().sideJobs();
        QCOMPARE(jobs.size(), 2); // the 7-8 build and the 6-6-6-6 build
        jobs.removeIf([this](const auto &job) { return job.runner != builder()->runner(); });
        QCOMPARE(jobs.size(), 1);
        QSignalSpy messages(&tab(), &ui::PuzzleTab::statusMessage);
        QSignalSpy ended(builder()->runner(), &ui::SolverRunner::finished);
        QVERIFY(builder()->startIfMissing() || builder()->isBuilding() || builder()->isCached());
        if (!builder()->isBuilding())
            builder()->start();
        QVERIFY(builder()->isBuilding());
        jobs.first().cancel();
        QTRY_COMPARE_WITH_TIMEOUT(ended.count(), 1, 10000);
        QVERIFY(!messages.isEmpty());
        QVERIFY2(messages.back().first().toString().contains(QStringLiteral("cancelled")),
                 qPrintable(messages.back().first().toString()));
        QVERIFY(!QFileInfo::exists(smallCache()) || builder()->isCached());
    }

    // The Solver page's 6-6-6-6 row (small tables here) builds only when asked: Solve goes on
    // without the tables and says where to build them; once built, the next Solve takes them and
    // its answer is still optimal.
    void theFiveByFiveTablesAreBuiltFromTheSolverPage()
    {
        const sliding::PatternPartition small {5,
                                               {{1, 2, 6},
                                                {3, 4, 5},
                                                {7, 8, 9},
                                                {10, 14, 15},
                                                {11, 12, 16},
                                                {13, 17, 18},
                                                {19, 20, 24},
                                                {21, 22, 23}}};
        const QString cache = sliding::CompactPatternDatabase::defaultCacheFile(small);
        QFile::remove(cache);
        ui::TableBuilder::TestHooks hooks;
        hooks.partition = small;
        ui::TableBuilder::setTestHooks(hooks);
        ui::TableBuilder *fives = tab().tableBuilder(5);
        QVERIFY(fives && fives != builder());
        QCOMPARE(fives->partition().label(), QStringLiteral("3-3-3-3-3-3-3-3"));
        QCOMPARE(builder()->partition().label(), QStringLiteral("7-8")); // the hook is 5 x 5's
        tab().coach()->setOn(false);
        tab().startGame(walked(5, 30));
        settle();
        showSolverPage();
        auto *button = tab().findChild<QPushButton *>(QStringLiteral("slidingBuildTables5"));
        QVERIFY(button && button->isVisible());
        auto *automatic = tab().findChild<QCheckBox *>(QStringLiteral("slidingAutoBuildTables5"));
        QVERIFY(automatic && !automatic->isChecked()); // 1.3 GB: only when asked

        QSignalSpy solved(tab().solverRunner(), &ui::SolverRunner::finished);
        clickSolve();
        QVERIFY(!fives->isBuilding());
        QTRY_COMPARE_WITH_TIMEOUT(solved.count(), 1, 120000);
        const int optimal = distanceBySolver(tab().board());
        QCOMPARE(tab().stepPlayer()->stepCount(), optimal);
        QVERIFY2(
            label("slidingSearch")
                .contains(QStringLiteral("Build the 3-3-3-3-3-3-3-3 tables (on the Solver page)")),
            qPrintable(label("slidingSearch")));

        showSolverPage();
        QSignalSpy built(fives, &ui::TableBuilder::built);
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(fives->isBuilding());
        QTRY_COMPARE_WITH_TIMEOUT(built.count(), 1, 120000);
        QVERIFY(QFile::exists(cache));
        QTRY_VERIFY(!button->isVisible());
        QVERIFY(tab().findChild<QLabel *>(QStringLiteral("slidingTablesReady5"))->isVisible());
        clickSolve();
        QTRY_COMPARE_WITH_TIMEOUT(solved.count(), 2, 120000);
        QVERIFY2(label("slidingSearch").contains(QStringLiteral("3-3-3-3-3-3-3-3")),
                 qPrintable(label("slidingSearch")));
        QVERIFY(!label("slidingSearch").contains(QStringLiteral("Solver page")));
        QCOMPARE(tab().stepPlayer()->stepCount(), optimal);
        QFile::remove(cache);
    }

    void quittingDuringABuildCancelsItAtOnce()
    {
        QFile::remove(smallCache());
        auto release = std::make_shared<std::atomic_bool>(false);
        useSmallTables(release);
        builder()->start();
        QTRY_VERIFY(builder()->isBuilding());
        QElapsedTimer clock;
        clock.start();
        m_tab.reset(); // cancels the build and waits for its thread
        QVERIFY(clock.elapsed() < 3000);
        QVERIFY(!QFile::exists(smallCache()));
    }

    // Set up: a 3 x 3 board typed in cell by cell, a drag that swaps two tiles (and flips the
    // parity), a duplicate named while typing, then Done starts the board as a new game.
    void aBoardTypedAndDraggedInSetUpIsPlayed()
    {
        auto button = [this](const char *name) {
            return tab().findChild<QPushButton *>(QString::fromLatin1(name));
        };
        QTest::mouseClick(button("slidingSetUp"), Qt::LeftButton);
        QVERIFY(tab().isSettingUp());
        QVERIFY(!button("slidingSolve")->isEnabled());
        auto *grid = tab().findChild<ui::SlidingSetupGrid *>(QStringLiteral("slidingSetupGrid"));
        QVERIFY(grid && grid->isVisible());
        tab().findChild<QSpinBox *>(QStringLiteral("slidingSetupRows"))->setValue(3);
        tab().findChild<QSpinBox *>(QStringLiteral("slidingSetupCols"))->setValue(3);
        QVERIFY(label("slidingSetupCheck").contains(QStringLiteral("Missing tiles")));
        QVERIFY(!button("slidingSetupDone")->isEnabled());

        // The first cell, then one number after another: each goes on to the next cell.
        QTest::mouseClick(grid, Qt::LeftButton, Qt::NoModifier,
                          grid->cellRect(0).center().toPoint());
        QTest::keyClicks(grid, QStringLiteral("12345678"));
        QCOMPARE(grid->selectedCell(), 8);
        QTest::keyClick(grid, Qt::Key_2); // 2 twice: named, and Done waits
        QVERIFY(label("slidingSetupCheck").contains(QStringLiteral("Duplicate tiles: 2")));
        QVERIFY(!button("slidingSetupDone")->isEnabled());
        QTest::keyClick(grid, Qt::Key_Backspace);
        QTest::keyClick(grid, Qt::Key_0);
        QCOMPARE(label("slidingSetupCheck"), QStringLiteral("Solvable."));

        // Dragging tile 1 onto tile 2 swaps them: one swap, the wrong parity.
        const QPoint from = grid->cellRect(0).center().toPoint();
        const QPoint to = grid->cellRect(1).center().toPoint();
        QTest::mousePress(grid, Qt::LeftButton, Qt::NoModifier, from);
        QTest::mouseMove(grid, from + QPoint(10, 0));
        QTest::mouseMove(grid, to);
        QTest::mouseRelease(grid, Qt::LeftButton, Qt::NoModifier, to);
        QCOMPARE(grid->cells(), std::vector<int>({2, 1, 3, 4, 5, 6, 7, 8, 0}));
        QVERIFY(label("slidingSetupCheck").startsWith(QStringLiteral("Not solvable (parity)")));
        QVERIFY(button("slidingSetupDone")->isEnabled());

        // Back, and a last cell swapped by typing: 1 and 2 in order, 8 and blank exchanged.
        QTest::mousePress(grid, Qt::LeftButton, Qt::NoModifier, to);
        QTest::mouseMove(grid, to - QPoint(10, 0));
        QTest::mouseMove(grid, from);
        QTest::mouseRelease(grid, Qt::LeftButton, Qt::NoModifier, from);
        QTest::mouseClick(grid, Qt::LeftButton, Qt::NoModifier,
                          grid->cellRect(7).center().toPoint());
        QTest::keyClicks(grid, QStringLiteral("08"));
        QCOMPARE(label("slidingSetupCheck"), QStringLiteral("Solvable."));

        QTest::mouseClick(button("slidingSetupDone"), Qt::LeftButton);
        QVERIFY(!tab().isSettingUp());
        QVERIFY(button("slidingSolve")->isEnabled());
        QCOMPARE(tab().board(), *Board::fromTiles(3, 3, {1, 2, 3, 4, 5, 6, 7, 0, 8}));
        QCOMPARE(tab().moveCount(), 0);
        QVERIFY(!tab().midend()->canUndo()); // a new game, not a move
    }

    void setUpPastesABoardAndCancelKeepsTheGame()
    {
        const Board before = tab().board();
        tab().setSettingUp(true);
        QGuiApplication::clipboard()->setText(QStringLiteral("1 2\n0 3\n"));
        tab().findChild<QPushButton *>(QStringLiteral("slidingSetupPaste"))->click();
        auto *grid = tab().findChild<ui::SlidingSetupGrid *>(QStringLiteral("slidingSetupGrid"));
        QCOMPARE(grid->cells(), std::vector<int>({1, 2, 0, 3}));
        QCOMPARE(label("slidingSetupCheck"), QStringLiteral("Solvable."));
        QGuiApplication::clipboard()->setText(QStringLiteral("1 2 x"));
        tab().findChild<QPushButton *>(QStringLiteral("slidingSetupPaste"))->click();
        QVERIFY(label("slidingSetupCheck").contains(QStringLiteral("clipboard")));
        tab().findChild<QPushButton *>(QStringLiteral("slidingSetupCancel"))->click();
        QVERIFY(!tab().isSettingUp());
        QCOMPARE(tab().board(), before);
    }

    void viewScalesWithTheWidget()
    {
        open("1 2 3\n4 5 6\n7 0 8\n");
        const double before = view()->cellRect(0).width();
        tab().resize(1200, 900);
        QTest::qWait(50);
        QVERIFY(view()->cellRect(0).width() > before);
    }
};

QTEST_MAIN(TestSlidingTab)
#include "tst_slidingtab.moc"
