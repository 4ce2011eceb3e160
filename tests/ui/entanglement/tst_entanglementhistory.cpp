// The Entanglement game on the midend's history: a record is never cut short (saving at a step
// writes all of it, only Continue from Here plays on from an earlier step, and that keeps the
// later moves behind Undo, the record steppable again after it; Save on such a
// branch keeps the record and Save Branch As writes the branch), Autoplay is one
// entry of practice mode's undo, and the hand turned before a placement survives the autosave.
#include "ui/entanglement/BoardView.h"
#include "ui/entanglement/EntanglementTab.h"

#include "ui/common/Midend.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"

#include "core/entanglement/GameFile.h"

#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace pw::entanglement;
using pw::ui::entanglement::BoardView;
using pw::ui::entanglement::EntanglementTab;

namespace {

// A seed whose game on this radius lasts at least `moves` placements as dealt.
std::uint64_t seedLasting(int radius, int moves)
{
    for (std::uint64_t seed = 1;; ++seed) {
        Game probe(seed, radius);
        int placed = 0;
        while (!probe.isOver() && placed < moves) {
            probe.place();
            ++placed;
        }
        if (placed == moves && !probe.isOver())
            return seed;
    }
}

// A record of `moves` placements as dealt, saved at path; the tab played it.
std::vector<Move> saveRecord(const QString &path, int moves)
{
    EntanglementTab tab;
    tab.startGame(seedLasting(4, moves), 4, false);
    for (int i = 0; i < moves; ++i)
        tab.placeCurrent();
    if (tab.saveFile(path))
        return {};
    return tab.game().moves();
}

bool waitForRunner(EntanglementTab &tab)
{
    QSignalSpy finished(tab.solverRunner(), &pw::ui::SolverRunner::finished);
    return finished.wait(30000);
}

} // namespace

class TestEntanglementHistory : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_settingsDir;

private slots:
    void initTestCase()
    {
        // Keep the settings and statistics of this run away from the user's.
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
        QCoreApplication::setOrganizationName(QStringLiteral("pw-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_entanglementhistory"));
        QStandardPaths::setTestModeEnabled(true);
    }

    void savingAtAnEarlierStepOfARecordWritesTheWholeRecord()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("record.json"));
        const std::vector<Move> played = saveRecord(path, 6);
        QCOMPARE(played.size(), std::size_t {6});

        EntanglementTab tab;
        QVERIFY(!tab.openFile(path).has_value());
        tab.stepPlayer()->seek(2);
        QCOMPARE(tab.game().moves().size(), std::size_t {2});
        const QString copy = dir.filePath(QStringLiteral("copy.json"));
        QVERIFY(!tab.saveFile(copy).has_value());
        const auto saved = loadGameFile(copy);
        QVERIFY(saved.hasValue());
        QVERIFY(saved->moves() == played);
        QVERIFY(!tab.isPractice());
        // The step shown stays shown: saving is not playing.
        QCOMPARE(tab.game().moves().size(), std::size_t {2});
    }

    void playingOnFromAStepKeepsTheLaterMovesBehindUndo()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("record.json"));
        const std::vector<Move> played = saveRecord(path, 6);
        EntanglementTab tab;
        QVERIFY(!tab.openFile(path).has_value());
        tab.stepPlayer()->seek(2);
        // The turning keys only step through the record.
        QTest::keyClick(tab.boardView(), Qt::Key_Right);
        QCOMPARE(tab.game().moves().size(), std::size_t {3});
        QTest::keyClick(tab.boardView(), Qt::Key_Left);
        QTest::keyClick(tab.boardView(), Qt::Key_Left);
        QCOMPARE(tab.game().moves().size(), std::size_t {1});
        QVERIFY(!tab.isPractice());
        QVERIFY(!tab.midend()->canUndo());
        // Continue from Here (C) plays on from the step shown, then a placement.
        QTest::keyClick(tab.boardView(), Qt::Key_C);
        QTest::keyClick(tab.boardView(), Qt::Key_Return);
        QVERIFY(tab.isPractice());
        QCOMPARE(tab.game().moves().size(), std::size_t {2});
        QVERIFY(tab.game().moves()[0] == played[0]);
        QVERIFY(tab.midend()->canUndo());
        tab.midend()->undo(); // the placement
        QCOMPARE(tab.game().moves().size(), std::size_t {1});
        QVERIFY(tab.isPractice());
        tab.midend()->undo(); // the branch: the whole record again
        QVERIFY(tab.game().moves() == played);
        QVERIFY(!tab.isPractice());
        QVERIFY(!tab.midend()->canUndo()); // the record itself is not undone
        tab.midend()->redo();
        tab.midend()->redo();
        QCOMPARE(tab.game().moves().size(), std::size_t {2});
        QVERIFY(tab.isPractice());
    }

    // At an earlier move of a record the keys and clicks that play only step; the button or C
    // branches, through the midend's continueFrom, and Undo gives the record back, steppable.
    void onlyContinueFromHereBranchesARecord()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("record.json"));
        const std::vector<Move> played = saveRecord(path, 6);
        QCOMPARE(played.size(), std::size_t {6});
        EntanglementTab tab;
        tab.resize(900, 650);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QVERIFY(!tab.openFile(path).has_value());
        auto *button = tab.findChild<QPushButton *>(QStringLiteral("entanglementContinue"));
        QVERIFY(button && button->isVisible());
        QVERIFY(!button->isEnabled()); // the last move: the game itself, nothing to branch from
        QPushButton *place = nullptr;
        for (QPushButton *b : tab.findChildren<QPushButton *>()) {
            if (b->text() == QLatin1String("&Place tile"))
                place = b;
        }
        QVERIFY(place);

        tab.stepPlayer()->seek(2);
        QVERIFY(button->isEnabled());
        QVERIFY(!place->isEnabled()); // the buttons that play would only step
        BoardView *view = tab.boardView();
        view->setFocus();
        const auto shown = [&tab] { return tab.game().moves().size(); };
        const auto stillTheRecord = [&tab] {
            return !tab.midend()->canUndo() && !tab.isPractice() && !tab.isOnBranch()
                && !tab.isDisqualified();
        };
        QTest::keyClick(view, Qt::Key_Space);
        QCOMPARE(shown(), std::size_t {3});
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(shown(), std::size_t {4});
        QTest::keyClick(view, Qt::Key_Left);
        QCOMPARE(shown(), std::size_t {3});
        QTest::keyClick(view, Qt::Key_Right);
        QCOMPARE(shown(), std::size_t {4});
        // A click on the middle of the tile in hand, which places it in a game.
        QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier,
                          view->cellCentre(tab.game().openEnd().cell).toPoint());
        QCOMPARE(shown(), std::size_t {5});
        QVERIFY(stillTheRecord());
        // Hint and Autoplay would play from the move shown: they say what to do instead.
        tab.hint();
        tab.solve();
        QVERIFY(!tab.solverRunner()->isRunning());
        QCOMPARE(shown(), std::size_t {5});
        QVERIFY(stillTheRecord());
        QCOMPARE(tab.stepPlayer()->stepCount(), 6);

        // The button branches from the move shown.
        tab.stepPlayer()->seek(2);
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(tab.isOnBranch());
        QVERIFY(tab.isPractice());
        QCOMPARE(shown(), std::size_t {2});
        QCOMPARE(tab.stepPlayer()->stepCount(), 0);
        QVERIFY(!button->isVisible());
        QVERIFY(place->isEnabled());
        QTest::keyClick(view, Qt::Key_Return); // now a placement, on the branch
        QCOMPARE(shown(), std::size_t {3});
        QVERIFY(std::equal(played.begin(), played.begin() + 2, tab.game().moves().begin()));
        const std::vector<Move> branch = tab.game().moves();

        // Undo: the placement, then the branch; the record as it was, steppable again.
        tab.midend()->undo();
        tab.midend()->undo();
        QVERIFY(tab.game().moves() == played);
        QVERIFY(!tab.isPractice());
        QVERIFY(!tab.isDisqualified());
        QCOMPARE(tab.stepPlayer()->stepCount(), 6);
        QVERIFY(button->isVisible());
        tab.stepPlayer()->seek(3);
        QCOMPARE(shown(), std::size_t {3});
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(shown(), std::size_t {4});
        QVERIFY(!tab.isOnBranch());
        // Redo brings the branch back, its placement too.
        tab.midend()->redo();
        QVERIFY(tab.isOnBranch());
        QCOMPARE(shown(), std::size_t {2});
        tab.midend()->redo();
        QVERIFY(tab.game().moves() == branch);

        // C on the board branches as the button does.
        tab.midend()->undo();
        tab.midend()->undo();
        tab.stepPlayer()->seek(1);
        QTest::keyClick(view, Qt::Key_C);
        QVERIFY(tab.isOnBranch());
        QCOMPARE(shown(), std::size_t {1});
        QVERIFY(tab.isPractice());
        // Anywhere else C does nothing.
        QTest::keyClick(view, Qt::Key_C);
        QCOMPARE(shown(), std::size_t {1});
    }

    void saveOnABranchKeepsTheWholeRecordAndSaveBranchAsWritesTheBranch()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("record.json"));
        const std::vector<Move> played = saveRecord(path, 6);
        QCOMPARE(played.size(), std::size_t {6});
        EntanglementTab tab;
        QVERIFY(!tab.openFile(path).has_value());
        tab.midend()->markSaved(path); // as the shell does after opening
        tab.stepPlayer()->seek(2);
        QVERIFY(!tab.isOnBranch());
        QTest::keyClick(tab.boardView(), Qt::Key_C); // plays on from move 2
        QTest::keyClick(tab.boardView(), Qt::Key_Return);
        QTest::keyClick(tab.boardView(), Qt::Key_Return);
        QVERIFY(tab.isOnBranch());
        QCOMPARE(tab.game().moves().size(), std::size_t {4});
        auto *mode = tab.findChild<QLabel *>(QStringLiteral("entanglementMode"));
        QVERIFY(mode && mode->text().contains(QLatin1String("save-branch")));

        // Save writes the whole record over its file, not the branch.
        QVERIFY(!tab.saveFile(tab.filePath()).has_value());
        EntanglementTab reopened;
        QVERIFY(!reopened.openFile(path).has_value());
        QVERIFY(reopened.game().moves() == played);
        QVERIFY(!reopened.isPractice());
        QVERIFY(!reopened.isDisqualified()); // the branch's help is the branch's
        // Save As too: the record, to the new name.
        const QString copy = dir.filePath(QStringLiteral("copy.json"));
        QVERIFY(!tab.saveFile(copy).has_value());
        QVERIFY(loadGameFile(copy)->moves() == played);

        // Save Branch As: the branch alone, practice, in a file of its own.
        const QString branchPath = dir.filePath(QStringLiteral("branch.json"));
        QVERIFY(!tab.saveBranchAs(branchPath).has_value());
        EntanglementTab branch;
        QVERIFY(!branch.openFile(branchPath).has_value());
        QVERIFY(branch.game().moves() == tab.game().moves());
        QVERIFY(branch.isPractice());
        QCOMPARE(tab.filePath(), path); // the document is still the record's
        QVERIFY(loadGameFile(path)->moves() == played);

        // The autosave keeps the branch and the record it left.
        EntanglementTab restored;
        QVERIFY(!restored.restoreAutosave(tab.autosaveData()).has_value());
        QVERIFY(restored.isOnBranch());
        const QString fromRestored = dir.filePath(QStringLiteral("restored.json"));
        QVERIFY(!restored.saveFile(fromRestored).has_value());
        QVERIFY(loadGameFile(fromRestored)->moves() == played);

        // Undo gives the record back as before; then no branch is left to save.
        tab.midend()->undo();
        tab.midend()->undo();
        QVERIFY(tab.isOnBranch()); // at the branch's start: still the branch
        tab.midend()->undo();
        QVERIFY(!tab.isOnBranch());
        QVERIFY(tab.game().moves() == played);
        QVERIFY(!tab.isPractice());
        QVERIFY(tab.saveBranchAs(dir.filePath(QStringLiteral("none.json"))).has_value());
        tab.midend()->redo();
        QVERIFY(tab.isOnBranch());
    }

    void aBranchOfABranchStillSavesTheFirstRecord()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("record.json"));
        const std::vector<Move> played = saveRecord(path, 6);
        EntanglementTab tab;
        QVERIFY(!tab.openFile(path).has_value());
        tab.stepPlayer()->seek(3);
        tab.continueFromHere();
        tab.placeCurrent();
        QVERIFY(tab.isOnBranch());
        // Review of the branch, stepped back, then played on: a branch of the branch.
        while (!tab.game().isOver())
            tab.placeCurrent();
        tab.setPlayerKind(PlayerKind::Greedy);
        tab.review();
        QVERIFY(waitForRunner(tab));
        tab.stepPlayer()->seek(1);
        tab.continueFromHere();
        tab.placeCurrent();
        QVERIFY(tab.isOnBranch());
        QCOMPARE(tab.game().moves().size(), std::size_t {2});
        const QString saved = dir.filePath(QStringLiteral("saved.json"));
        QVERIFY(!tab.saveFile(saved).has_value());
        QVERIFY(loadGameFile(saved)->moves() == played);
    }

    void undoAfterAutoplayInPracticeTakesBackTheComputersMovesTogether()
    {
        EntanglementTab tab;
        tab.startGame(seedLasting(2, 2), 2, true);
        tab.placeCurrent();
        tab.placeCurrent();
        const std::vector<Move> mine = tab.game().moves();
        tab.setPlayerKind(PlayerKind::Greedy);
        tab.solve();
        QVERIFY(waitForRunner(tab));
        tab.stepPlayer()->toLast();
        QVERIFY(tab.game().isOver());
        const std::vector<Move> all = tab.game().moves();
        QVERIFY(all.size() > mine.size());
        tab.midend()->undo();
        QVERIFY(tab.game().moves() == mine);
        tab.midend()->redo();
        QVERIFY(tab.game().moves() == all);
        QVERIFY(tab.isDisqualified());
    }

    void aCancelledAutoplayThatPlacedNothingChangesNothing()
    {
        EntanglementTab tab;
        tab.startGame(8, Board::maxRadius, false);
        tab.setPlayerKind(PlayerKind::Lookahead);
        QSignalSpy finished(tab.solverRunner(), &pw::ui::SolverRunner::finished);
        tab.solve();
        tab.solverRunner()->cancel();
        QTRY_COMPARE(finished.count(), 1);
        QVERIFY(tab.game().moves().empty());
        QVERIFY(tab.isEligibleForBestScores());
        QVERIFY(!tab.hasUnsavedWork());
    }

    void aGameOutsidePracticeHasNoUndoButItsAutosaveKeepsEveryMove()
    {
        EntanglementTab tab;
        tab.startGame(seedLasting(3, 3), 3, false);
        for (int i = 0; i < 3; ++i)
            tab.placeCurrent();
        QVERIFY(!tab.midend()->canUndo());
        QVERIFY(tab.hasUnsavedWork());
        EntanglementTab restored;
        QVERIFY(!restored.restoreAutosave(tab.autosaveData()).has_value());
        QVERIFY(restored.game().moves() == tab.game().moves());
        QVERIFY(!restored.isPractice());
        QVERIFY(!restored.midend()->canUndo());
    }

    void theHandAsTurnedSurvivesTheAutosave()
    {
        EntanglementTab tab;
        tab.startGame(seedLasting(3, 2), 3, true);
        tab.placeCurrent();
        QTest::keyClick(tab.boardView(), Qt::Key_Space);
        QTest::keyClick(tab.boardView(), Qt::Key_Right);
        QTest::keyClick(tab.boardView(), Qt::Key_Right);
        EntanglementTab restored;
        QVERIFY(!restored.restoreAutosave(tab.autosaveData()).has_value());
        QVERIFY(restored.game().moves() == tab.game().moves());
        QCOMPARE(restored.game().currentRotation(), tab.game().currentRotation());
        QCOMPARE(restored.game().swappedThisTurn(), true);
        // Undo takes back the placement, which was made with the hand as dealt.
        QVERIFY(restored.midend()->canUndo());
        restored.midend()->undo();
        QVERIFY(restored.game().moves().empty());
        QVERIFY(!restored.game().swappedThisTurn());
    }

    void aHelpedGameIsStillHelpedWhenOpenedAgain()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("helped.json"));
        EntanglementTab tab;
        tab.startGame(seedLasting(3, 2), 3, true);
        tab.placeCurrent();
        tab.midend()->undo(); // Undo is help
        QVERIFY(tab.isDisqualified());
        QVERIFY(!tab.saveFile(path).has_value());
        EntanglementTab other;
        QVERIFY(!other.openFile(path).has_value());
        QVERIFY(other.isDisqualified());
        QVERIFY(other.isPractice());
    }
};

QTEST_MAIN(TestEntanglementHistory)
#include "tst_entanglementhistory.moc"
