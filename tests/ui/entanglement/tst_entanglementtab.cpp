// The Entanglement tab driven like a player: keys, wheel and clicks on the board, undo in
// practice mode, save and open, hint and autoplay.
#include "ui/entanglement/BoardView.h"
#include "ui/entanglement/EntanglementTab.h"
#include "ui/entanglement/HighScores.h"

#include "ui/common/Midend.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"

#include "core/entanglement/GameFile.h"

#include "core/common/PuzzleFile.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTimer>
#include <QUndoStack>
#include <QtTest>

using namespace pw::entanglement;
using pw::ui::entanglement::BoardView;
using pw::ui::entanglement::EntanglementTab;
using pw::ui::entanglement::HighScores;

class TestEntanglementTab : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_settingsDir;

    bool waitForRunner(EntanglementTab &tab)
    {
        QSignalSpy finished(tab.solverRunner(), &pw::ui::SolverRunner::finished);
        return finished.wait(30000);
    }

private slots:
    void initTestCase()
    {
        // Keep the high scores of this run away from the user's.
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
        QCoreApplication::setOrganizationName(QStringLiteral("pw-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_entanglementtab"));
    }

    void keysRotateSwapAndPlaceTiles()
    {
        HighScores::clear(3);
        EntanglementTab tab;
        tab.resize(900, 650);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.startGame(4, 3, false);
        BoardView *view = tab.boardView();

        QTest::keyClick(view, Qt::Key_Right);
        QTest::keyClick(view, Qt::Key_Right);
        QTest::keyClick(view, Qt::Key_Left);
        QCOMPARE(tab.game().currentRotation(), 1);
        QTest::keyClick(view, Qt::Key_Space);
        QVERIFY(tab.game().swappedThisTurn());
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(tab.game().moves().size(), std::size_t(1));

        // The same actions on a bare game give the same move.
        Game expected(4);
        expected.rotate(1);
        expected.swap();
        const Move first = expected.place();
        QVERIFY(tab.game().moves().front() == first);
        QCOMPARE(tab.game().score(), first.points);

        // No undo outside practice mode, but the document is modified.
        QVERIFY(!tab.undoStack()->canUndo());
        QVERIFY(tab.midend()->hasUnsavedMoves());

        // Enter until the line hits a wall; the game goes into the high scores.
        int presses = 0;
        while (!tab.game().isOver() && presses++ < 40)
            QTest::keyClick(view, Qt::Key_Enter);
        QVERIFY(tab.game().isOver());
        const QList<HighScores::Entry> best = HighScores::load(3);
        QCOMPARE(best.size(), 1);
        QCOMPARE(best.front().score, tab.game().score());
        QCOMPARE(best.front().seed, std::uint64_t(4));
        // Keys after the end change nothing.
        const int moves = static_cast<int>(tab.game().moves().size());
        QTest::keyClick(view, Qt::Key_Return);
        QCOMPARE(static_cast<int>(tab.game().moves().size()), moves);
    }

    void wheelAndMouseClicksPlayToo()
    {
        EntanglementTab tab;
        tab.resize(900, 650);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.startGame(9, 3, false);
        BoardView *view = tab.boardView();
        const QPoint current = view->cellCentre(tab.game().openEnd().cell).toPoint();

        QWheelEvent down(QPointF(current), view->mapToGlobal(QPointF(current)), QPoint(),
                         QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(view, &down);
        QCOMPARE(tab.game().currentRotation(), 1);
        QTest::mouseClick(view, Qt::RightButton, Qt::NoModifier, current);
        QVERIFY(tab.game().swappedThisTurn());
        // The right third of the tile turns it clockwise; the middle places it.
        QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier,
                          current + QPoint(static_cast<int>(view->tileSide() * 0.7), 0));
        QCOMPARE(tab.game().currentRotation(), 1);
        QTest::mouseClick(view, Qt::LeftButton, Qt::NoModifier, current);
        QCOMPARE(tab.game().moves().size(), std::size_t(1));
        QVERIFY(tab.game().moves().front().swapped);
        QCOMPARE(tab.game().moves().front().rotation, 1);
    }

    void practiceModeUndoDisqualifiesTheHighScore()
    {
        HighScores::clear(2);
        // A seed whose first tile, placed as dealt, leaves the game open.
        std::uint64_t seed = 6;
        for (;; ++seed) {
            Game probe(seed, 2);
            probe.place();
            if (!probe.isOver())
                break;
        }
        EntanglementTab tab;
        tab.startGame(seed, 2, true);
        QTest::keyClick(tab.boardView(), Qt::Key_Return);
        QCOMPARE(tab.game().moves().size(), std::size_t(1));
        QVERIFY(!tab.game().isOver());
        QVERIFY(tab.undoStack()->canUndo());
        QVERIFY(!tab.isDisqualified());
        tab.undoStack()->undo();
        QVERIFY(tab.game().moves().empty());
        QVERIFY(tab.isDisqualified());
        tab.undoStack()->redo();
        QCOMPARE(tab.game().moves().size(), std::size_t(1));
        int presses = 0;
        while (!tab.game().isOver() && presses++ < 40)
            QTest::keyClick(tab.boardView(), Qt::Key_Return);
        QVERIFY(tab.game().isOver());
        QVERIFY(HighScores::load(2).isEmpty());
    }

    void undoingAFinishedPracticeGameWithdrawsItsHighScore()
    {
        HighScores::clear(1);
        EntanglementTab tab;
        tab.startGame(3, 1, true);
        int presses = 0;
        while (!tab.game().isOver() && presses++ < 40)
            QTest::keyClick(tab.boardView(), Qt::Key_Return);
        QVERIFY(tab.game().isOver());
        QCOMPARE(HighScores::load(1).size(), 1);
        tab.undoStack()->undo();
        QVERIFY(tab.isDisqualified());
        QVERIFY(HighScores::load(1).isEmpty());
    }

    void theNewGameDialogStartsTheChosenGame()
    {
        EntanglementTab tab;
        QTimer::singleShot(0, &tab, [] {
            auto *dialog = qobject_cast<QDialog *>(QApplication::activeModalWidget());
            QVERIFY(dialog);
            dialog->findChild<QSpinBox *>()->setValue(5);
            dialog->findChild<QLineEdit *>()->setText(QStringLiteral("31337"));
            dialog->findChild<QCheckBox *>()->setChecked(true);
            dialog->accept();
        });
        tab.newGame();
        QCOMPARE(tab.game().radius(), 5);
        QCOMPARE(tab.game().seed(), std::uint64_t(31337));
        QVERIFY(tab.isPractice());
        QVERIFY(tab.game().currentTile() == Game(31337, 5).currentTile());
    }

    void aSavedGameOpensWhereItWasLeft()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.json"));
        EntanglementTab tab;
        tab.startGame(12, 4, true);
        for (int i = 0; i < 3 && !tab.game().isOver(); ++i)
            QTest::keyClick(tab.boardView(), Qt::Key_Return);
        QTest::keyClick(tab.boardView(), Qt::Key_Space);
        QTest::keyClick(tab.boardView(), Qt::Key_Right);
        QVERIFY(!tab.saveFile(path).has_value());
        QVERIFY(tab.filePath().isEmpty()); // the shell marks a saved game (MainWindow::saveTo)

        EntanglementTab other;
        const auto status = other.openFile(path);
        QVERIFY2(!status.has_value(), status ? qPrintable(status->message()) : "");
        QCOMPARE(other.game().radius(), 4);
        QVERIFY(other.game().moves() == tab.game().moves());
        QCOMPARE(other.game().currentRotation(), tab.game().currentRotation());
        QCOMPARE(other.game().swappedThisTurn(), tab.game().swappedThisTurn());
        QVERIFY(other.isPractice());

        // A broken file is refused with its reason.
        QJsonObject broken = gameToJson(tab.game());
        QJsonArray moves = broken.value(QStringLiteral("moves")).toArray();
        QJsonObject move = moves.at(0).toObject();
        move.insert(QStringLiteral("points"), 99);
        moves.replace(0, move);
        broken.insert(QStringLiteral("moves"), moves);
        const QString bad = dir.filePath(QStringLiteral("bad.json"));
        QVERIFY(!pw::common::writeJsonFile(bad, broken).has_value());
        const auto refused = other.openFile(bad);
        QVERIFY(refused.has_value());
        QVERIFY(refused->message().contains(QLatin1String("move 1")));
        QVERIFY(other.game().moves() == tab.game().moves());
    }

    void hintShowsCandidatesAndTurnsTheHand()
    {
        EntanglementTab tab;
        tab.startGame(15, 3, false);
        tab.hint();
        QVERIFY(waitForRunner(tab));
        QCOMPARE(tab.stepPlayer()->stepCount(), 13);
        QCOMPARE(tab.stepPlayer()->position(), 13);
        Game reference(15);
        const auto candidates = evaluateCandidates(reference, PlayerOptions {});
        const Candidate &best = candidates[static_cast<std::size_t>(bestCandidate(candidates))];
        QCOMPARE(tab.game().swappedThisTurn(), best.pocket);
        QCOMPARE(tab.game().currentRotation(), best.rotation);
        tab.stepPlayer()->seek(3); // three candidates shown; nothing changes in the game
        QVERIFY(tab.game().moves().empty());
        QTest::keyClick(tab.boardView(), Qt::Key_Return);
        QCOMPARE(tab.game().moves().front().points, best.points);
        QVERIFY(!tab.isDisqualified());
    }

    void everyPlayerInTheChoiceHintsItsOwnMove()
    {
        EntanglementTab tab;
        tab.startGame(15, 3, false);
        QComboBox *choice = nullptr;
        for (QComboBox *box : tab.findChildren<QComboBox *>()) {
            if (box->accessibleName() == QLatin1String("Computer player"))
                choice = box;
        }
        QVERIFY(choice);
        QCOMPARE(choice->count(), static_cast<int>(allPlayerKinds.size()));
        const Game reference(15);
        for (const PlayerKind kind : allPlayerKinds) {
            tab.startGame(15, 3, false); // the hand as dealt
            tab.setPlayerKind(kind);
            QCOMPARE(choice->currentData().toInt(), static_cast<int>(kind));
            tab.hint();
            QVERIFY(waitForRunner(tab));
            PlayerOptions options;
            options.kind = kind;
            const auto candidates = evaluateCandidates(reference, options);
            const Candidate &best = candidates[static_cast<std::size_t>(bestCandidate(candidates))];
            QCOMPARE(tab.game().swappedThisTurn(), best.pocket);
            QCOMPARE(tab.game().currentRotation(), best.rotation);
        }
    }

    void autoplayFinishesTheGameStepByStep()
    {
        EntanglementTab tab;
        tab.startGame(21, 2, false);
        tab.setPlayerKind(PlayerKind::Greedy);
        tab.solve();
        QVERIFY(waitForRunner(tab));
        tab.stepPlayer()->pause();
        Game reference(21, 2);
        playToEnd(reference, PlayerOptions {PlayerKind::Greedy, 0});
        QCOMPARE(tab.stepPlayer()->stepCount(), static_cast<int>(reference.moves().size()) * 13);
        tab.stepPlayer()->seek(13);
        QCOMPARE(tab.game().moves().size(), std::size_t(1));
        tab.stepPlayer()->toLast();
        QVERIFY(tab.game().isOver());
        QCOMPARE(tab.game().score(), reference.score());
        QVERIFY(tab.isDisqualified());
        // Stepping back rewinds the game.
        tab.stepPlayer()->seek(0);
        QVERIFY(tab.game().moves().empty());
    }

    void autoplayCancelledMidGameChangesNothing()
    {
        EntanglementTab tab;
        // The lookahead player on the largest board: many seconds of work if left alone.
        tab.startGame(8, Board::maxRadius, false);
        tab.setPlayerKind(PlayerKind::Lookahead);
        QSignalSpy finished(tab.solverRunner(), &pw::ui::SolverRunner::finished);
        tab.solve();
        QTest::qWait(100);
        QVERIFY(tab.solverRunner()->isRunning());
        tab.solverRunner()->cancel();
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.front().front().toBool(), true); // cancelled
        QVERIFY(tab.game().moves().empty());
        QCOMPARE(tab.stepPlayer()->stepCount(), 0);
        // The side panel no longer claims that the computer is playing.
        bool stopped = false;
        for (const QLabel *label : tab.findChildren<QLabel *>())
            stopped = stopped || label->text().contains(QStringLiteral("stopped"));
        QVERIFY(stopped);
    }

    void hintCancelledMidSearchLeavesTheHandAlone()
    {
        EntanglementTab tab;
        tab.startGame(9, Board::maxRadius, false);
        tab.setPlayerKind(PlayerKind::Lookahead);
        const int rotation = tab.game().currentRotation();
        QSignalSpy finished(tab.solverRunner(), &pw::ui::SolverRunner::finished);
        tab.hint();
        tab.solverRunner()->cancel();
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.front().front().toBool(), true);
        QCOMPARE(tab.game().currentRotation(), rotation);
        QCOMPARE(tab.stepPlayer()->stepCount(), 0);
    }
};

QTEST_MAIN(TestEntanglementTab)
#include "tst_entanglementtab.moc"
