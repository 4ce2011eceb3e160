// Check (how many tiles are still wrong), help that stays help after an undo, and the statistics
// category of a Noodles game (its size and its level, one definition for the tab and back end).
#include "core/backends/BackendRegistry.h"
#include "core/common/GameBackend.h"
#include "core/noodles/Generator.h"
#include "core/noodles/NoodlesBackend.h"
#include "core/noodles/Solver.h"
#include "ui/common/GameClock.h"
#include "ui/common/Midend.h"
#include "ui/common/SolverRunner.h"
#include "ui/noodles/NoodlesTab.h"
#include "ui/noodles/NoodlesView.h"

#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QtTest>

using namespace pw;
using pw::ui::NoodlesTab;

namespace {

noodles::Board makeBoard(bool unique, std::uint64_t seed)
{
    auto board = noodles::generate({noodles::GridKind::Square, 6, 5, false, unique, seed});
    Q_ASSERT(board);
    return *board;
}

std::vector<noodles::TileMask> solutionOf(const noodles::Board &board)
{
    common::QuietSink sink;
    return noodles::solve(board, sink).solution;
}

// Presses Check and returns what the status bar was told.
QString pressCheck(NoodlesTab &tab)
{
    QSignalSpy said(&tab, &NoodlesTab::statusMessage);
    QTest::mouseClick(tab.findChild<QPushButton *>(QStringLiteral("noodlesCheck")),
                      Qt::LeftButton);
    if (!QTest::qWaitFor([&] { return !tab.solverRunner()->isRunning() && !said.isEmpty(); }))
        return {};
    return said.back().at(0).toString();
}

} // namespace

class TestNoodlesCheck : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void checkCountsTheWrongTilesAndShowsThemWhenAskedAgain()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        const noodles::Board board = makeBoard(true, 21);
        const std::vector<noodles::TileMask> solution = solutionOf(board);
        std::vector<int> wrong;
        for (int cell = 0; cell < board.cellCount(); ++cell) {
            if (board.tile(cell) != solution[static_cast<std::size_t>(cell)])
                wrong.push_back(cell);
        }
        QVERIFY(wrong.size() > 2);
        tab.startGame(board);
        QVERIFY(!tab.midend()->isAssisted());
        const QString first = pressCheck(tab);
        QVERIFY2(first.contains(QStringLiteral("Check: %1 tile").arg(wrong.size())),
                 qPrintable(first));
        QVERIFY(tab.view()->markedCells().empty()); // not which: not yet
        QVERIFY(tab.midend()->isAssisted());
        // Asked again on the same position: which.
        const QString second = pressCheck(tab);
        QVERIFY2(second.contains(QLatin1String("crossed out")), qPrintable(second));
        QCOMPARE(tab.view()->markedCells(), wrong);
        // A move: the crosses go, and the next Check counts again (one fewer).
        const int fixed = wrong.front();
        const auto target = solution[static_cast<std::size_t>(fixed)];
        const int steps = noodles::rotationBetween(board.tile(fixed), target, board.directions());
        QVERIFY(!tab.midend()->play(
            common::GameMove::of(noodles::NoodlesMove::rotate(fixed, steps)), "turn"));
        QVERIFY(tab.view()->markedCells().empty());
        const QString third = pressCheck(tab);
        QVERIFY2(third.contains(QStringLiteral("Check: %1 tile").arg(wrong.size() - 1)),
                 qPrintable(third));
        QVERIFY(tab.view()->markedCells().empty());
    }

    void checkCannotTellOnABoardWithSeveralSolutions()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        // Made as --ambiguous makes it: a seed whose board has more than one solution.
        noodles::Board board;
        for (std::uint64_t seed = 1; seed < 200 && board.isNull(); ++seed) {
            const noodles::Board candidate = makeBoard(false, seed);
            common::QuietSink sink;
            if (noodles::solve(candidate, sink).status == noodles::SolveStatus::Several)
                board = candidate;
        }
        QVERIFY(!board.isNull());
        tab.startGame(board);
        const QString said = pressCheck(tab);
        QVERIFY2(said.contains(QLatin1String("several solutions")), qPrintable(said));
        QVERIFY2(said.contains(QLatin1String("cannot tell")), qPrintable(said));
        QVERIFY(pressCheck(tab).contains(QLatin1String("cannot tell"))); // and again
        QVERIFY(tab.view()->markedCells().empty());
    }

    void anUndoneSolveStaysHelpAndTheClockFollowsTheMidend()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(makeBoard(true, 4));
        auto *status = tab.findChild<QLabel *>(QStringLiteral("noodlesStatus"));
        QVERIFY(!status->text().contains(QLatin1String("with help")));
        tab.view()->setFocus();
        QVERIFY(!tab.midend()->play(common::GameMove::of(noodles::NoodlesMove::rotate(3, 1)),
                                    "turn"));
        QVERIFY(tab.midend()->clock()->isRunning()); // from the first move
        QSignalSpy finished(tab.solverRunner(), &ui::SolverRunner::finished);
        tab.solve();
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(tab.isSolved());
        QVERIFY(!tab.midend()->clock()->isRunning()); // stopped at the finish
        tab.midend()->undo(); // the solve taken back
        QVERIFY(!tab.isSolved());
        // Still help: the midend says so, and so does the status line, beside the time.
        QVERIFY(tab.midend()->isAssisted());
        QVERIFY2(status->text().contains(QLatin1String("with help")), qPrintable(status->text()));
        // The clock is the midend's: the game is open again and had moves, so it runs.
        QVERIFY(tab.midend()->clock()->isRunning());
        tab.midend()->redo();
        QVERIFY(!tab.midend()->clock()->isRunning());
        QVERIFY2(status->text().contains(QLatin1String("Solved with help")),
                 qPrintable(status->text()));
    }

    void statisticsCountPerSizeAndLevel()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.generateGame({noodles::GridKind::Square, 4, 3, false, true, 65});
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        QCOMPARE(tab.difficulty()->level, noodles::DifficultyLevel::Tricky);
        // One definition: the tab's category is its back end's for the board on screen.
        const common::StatisticsCategory category = tab.statisticsCategory();
        QCOMPARE(category.key, QStringLiteral("4x3 square tricky"));
        QVERIFY2(category.label.contains(QLatin1String("Tricky")), qPrintable(category.label));
        QCOMPARE(noodles::NoodlesBackend::statisticsCategory(tab.board()).key, category.key);
        // The level goes with the game into its file and autosave.
        NoodlesTab restored;
        QTRY_VERIFY(!restored.solverRunner()->isRunning());
        QVERIFY(!restored.restoreAutosave(tab.autosaveData()));
        QCOMPARE(restored.statisticsCategory().key, category.key);
        // A board nobody rated counts under its size alone.
        tab.startGame(makeBoard(true, 4));
        QCOMPARE(tab.statisticsCategory().key, QStringLiteral("6x5 square"));
    }
};

QTEST_MAIN(TestNoodlesCheck)
#include "tst_noodlescheck.moc"
