// The Entanglement tab driven like a player: keys, wheel and clicks on the board, undo in
// practice mode, save and open, hint and autoplay.
#include "ui/entanglement/BoardView.h"
#include "ui/entanglement/CandidateWords.h"
#include "ui/entanglement/EntanglementTab.h"

#include "ui/common/Midend.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"

#include "core/entanglement/GameFile.h"
#include "core/entanglement/Review.h"
#include "core/entanglement/Survival.h"

#include "core/common/PuzzleFile.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QFile>
#include <QHeaderView>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeWidget>
#include <QtTest>

using namespace pw::entanglement;
using pw::statistics::GameStatistics;
using pw::statistics::ScoreEntry;
using pw::ui::entanglement::BoardView;
using pw::ui::entanglement::CandidateWords;
using pw::ui::entanglement::EntanglementTab;

namespace {

// The best scores of a board radius, as the tab shows them.
QList<pw::statistics::ScoreEntry> bestScores(int radius)
{
    return pw::statistics::GameStatistics::bestScores(QStringLiteral("entanglement"),
                                                      QStringLiteral("radius %1").arg(radius));
}

} // namespace

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

    // Plays the game to its end as the greedy player would, with the keys a player uses.
    static void playGreedilyWithKeys(EntanglementTab &tab)
    {
        while (!tab.game().isOver()) {
            const auto candidates
                = evaluateCandidates(tab.game(), PlayerOptions {PlayerKind::Greedy, 0});
            const Candidate &pick = candidates[static_cast<std::size_t>(bestCandidate(candidates))];
            if (pick.pocket)
                QTest::keyClick(tab.boardView(), Qt::Key_Space);
            for (int turn = tab.game().currentRotation(); turn != pick.rotation;
                 turn = (turn + 1) % 6)
                QTest::keyClick(tab.boardView(), Qt::Key_Right);
            QTest::keyClick(tab.boardView(), Qt::Key_Return);
        }
    }

    static bool labelStartsWith(const QWidget &widget, const QString &start)
    {
        const auto labels = widget.findChildren<QLabel *>();
        return std::any_of(labels.begin(), labels.end(),
                           [&](QLabel *label) { return label->text().startsWith(start); });
    }

    // Runs the review from its button and checks the list against core's review of the game by
    // the judge: the three costliest moves, costliest first, each with who played it; then a
    // click on the second shows that move.
    void reviewAndCheckTheCostliestMoves(EntanglementTab &tab, const Game &played,
                                         PlayerKind judgeKind = strongestPlayerKind)
    {
        auto *button = tab.findChild<QPushButton *>(QStringLiteral("entanglementReview"));
        QVERIFY(button && button->isEnabled());
        QSignalSpy progressed(tab.solverRunner(), &pw::ui::SolverRunner::progressed);
        QTest::mouseClick(button, Qt::LeftButton);
        QVERIFY(waitForRunner(tab));
        QVERIFY(!progressed.isEmpty());

        PlayerOptions judge;
        judge.kind = judgeKind;
        const auto reviews = reviewGame(played, judge);
        const std::vector<int> worst = costliestMoves(reviews);
        QCOMPARE(worst.size(), std::size_t {3});
        auto *list = tab.findChild<QTreeWidget *>(QStringLiteral("entanglementReviewList"));
        QVERIFY(list && list->isVisibleTo(&tab));
        QCOMPARE(list->topLevelItemCount(), 3);
        QCOMPARE(list->headerItem()->text(3), CandidateWords::playerTitle(judgeKind));
        double previousCost = 1e18;
        for (int row = 0; row < 3; ++row) {
            const MoveReview &expected
                = reviews[static_cast<std::size_t>(worst[static_cast<std::size_t>(row)])];
            QTreeWidgetItem *item = list->topLevelItem(row);
            QCOMPARE(item->text(0).toInt(), expected.move);
            QCOMPARE(item->text(1),
                     CandidateWords::playedByShort(
                         played.moves()[static_cast<std::size_t>(expected.move - 1)].computer));
            // Every cell whole in its column, in the side panel's room.
            for (int column = 0; column < list->columnCount(); ++column)
                QVERIFY2(list->header()->sectionSize(column)
                             >= list->fontMetrics().horizontalAdvance(item->text(column)),
                         qPrintable(item->text(column)));
            QCOMPARE(item->text(2),
                     QStringLiteral("%1 +%2")
                         .arg(CandidateWords::tag(expected.played))
                         .arg(expected.played.points));
            QCOMPARE(item->text(3),
                     QStringLiteral("%1 +%2")
                         .arg(CandidateWords::tag(expected.best))
                         .arg(expected.best.points));
            QCOMPARE(item->text(4), CandidateWords::amount(expected.cost));
            QVERIFY(expected.cost <= previousCost);
            QVERIFY(expected.cost > 0);
            previousCost = expected.cost;
        }
        // The step player goes through the moves; it starts at the end, on the summary.
        pw::ui::StepPlayer *player = tab.stepPlayer();
        QCOMPARE(player->stepCount(), static_cast<int>(played.moves().size()));
        QCOMPARE(player->position(), player->stepCount());
        QVERIFY(tab.game().moves() == played.moves());

        // A click on the second costliest shows the board before it, the move beside the choice.
        const int move = list->topLevelItem(1)->text(0).toInt();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier,
                          list->visualItemRect(list->topLevelItem(1)).center());
        QCOMPARE(player->position(), move - 1);
        QCOMPARE(static_cast<int>(tab.game().moves().size()), move - 1);
        QVERIFY(tab.isFinished()); // the game reviewed is, whatever move is shown
        QVERIFY(
            labelStartsWith(tab,
                            QStringLiteral("Move %1 of %2, played by %3: ")
                                .arg(move)
                                .arg(played.moves().size())
                                .arg(CandidateWords::playedBy(
                                    played.moves()[static_cast<std::size_t>(move - 1)].computer))));
        QVERIFY(tab.findChild<QLabel *>(QStringLiteral("entanglementLegend"))->isVisibleTo(&tab));
        // The game-over line speaks of the end, not of the move shown.
        for (const QLabel *label : tab.findChildren<QLabel *>())
            QVERIFY(!label->isVisibleTo(&tab)
                    || !label->text().startsWith(QLatin1String("Game over")));
    }

private slots:
    void initTestCase()
    {
        // Keep the high scores of this run away from the user's.
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
        QCoreApplication::setOrganizationName(QStringLiteral("pw-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_entanglementtab"));
        // The statistics (and the best scores in them) too.
        QStandardPaths::setTestModeEnabled(true);
    }

    void init() { QFile::remove(pw::statistics::GameStatistics::filePath()); }

    void keysRotateSwapAndPlaceTiles()
    {
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
        QVERIFY(!tab.midend()->canUndo());
        QVERIFY(tab.midend()->hasUnsavedMoves());

        // Enter until the line hits a wall; the game goes into the high scores.
        int presses = 0;
        while (!tab.game().isOver() && presses++ < 40)
            QTest::keyClick(view, Qt::Key_Enter);
        QVERIFY(tab.game().isOver());
        const QList<pw::statistics::ScoreEntry> best = bestScores(3);
        QCOMPARE(best.size(), 1);
        QCOMPARE(best.front().score, tab.game().score());
        QCOMPARE(best.front().gameId, QStringLiteral("entanglement:r3#4"));
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
        QVERIFY(tab.midend()->canUndo());
        QVERIFY(!tab.isDisqualified());
        tab.midend()->undo();
        QVERIFY(tab.game().moves().empty());
        QVERIFY(tab.isDisqualified());
        tab.midend()->redo();
        QCOMPARE(tab.game().moves().size(), std::size_t(1));
        int presses = 0;
        while (!tab.game().isOver() && presses++ < 40)
            QTest::keyClick(tab.boardView(), Qt::Key_Return);
        QVERIFY(tab.game().isOver());
        QVERIFY(bestScores(2).isEmpty());
    }

    void undoingAFinishedPracticeGameWithdrawsItsHighScore()
    {
        EntanglementTab tab;
        tab.startGame(3, 1, true);
        int presses = 0;
        while (!tab.game().isOver() && presses++ < 40)
            QTest::keyClick(tab.boardView(), Qt::Key_Return);
        QVERIFY(tab.game().isOver());
        QCOMPARE(bestScores(1).size(), 1);
        tab.midend()->undo();
        QVERIFY(tab.isDisqualified());
        QVERIFY(bestScores(1).isEmpty());
    }

    void aGameWithAHintNeverEntersTheBestScores()
    {
        EntanglementTab tab;
        tab.startGame(3, 1, false); // radius 1: a short game
        QVERIFY(tab.isEligibleForBestScores());
        tab.hint();
        QVERIFY(!tab.isEligibleForBestScores());
        QVERIFY(tab.findChild<QLabel *>(QStringLiteral("entanglementMode")));
        QVERIFY(tab.findChild<QLabel *>(QStringLiteral("entanglementMode"))
                    ->text()
                    .contains(QStringLiteral("not eligible")));
        QVERIFY(waitForRunner(tab));
        int presses = 0;
        while (!tab.game().isOver() && presses++ < 40)
            QTest::keyClick(tab.boardView(), Qt::Key_Return);
        QVERIFY(tab.game().isOver());
        QVERIFY(bestScores(1).isEmpty());
        const auto records
            = pw::statistics::GameStatistics::records(QStringLiteral("entanglement"));
        QCOMPARE(records.size(), 1);
        QCOMPARE(records.front().assisted, 1);
        QCOMPARE(records.front().solvedUnaided, 0);
        QVERIFY(!records.front().bestScore.has_value());
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

    void anOpenedRecordStepsThroughItsMovesAndBranchesAsPractice()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("record.json"));
        EntanglementTab tab;
        tab.startGame(12, 4, false);
        for (int i = 0; i < 4 && !tab.game().isOver(); ++i)
            QTest::keyClick(tab.boardView(), Qt::Key_Return);
        const std::vector<Move> played = tab.game().moves();
        QVERIFY(played.size() >= 2);
        QVERIFY(!tab.saveFile(path).has_value());

        EntanglementTab other;
        other.resize(900, 650);
        other.show();
        QVERIFY(QTest::qWaitForWindowExposed(&other));
        QVERIFY(!other.openFile(path).has_value());
        pw::ui::StepPlayer *player = other.stepPlayer();
        QCOMPARE(player->stepCount(), static_cast<int>(played.size()));
        QCOMPARE(player->position(), player->stepCount());
        player->seek(0);
        QVERIFY(other.game().moves().empty());
        player->seek(1);
        QCOMPARE(other.game().moves().size(), std::size_t {1});
        QCOMPARE(other.game().score(), played[0].points);
        QVERIFY(!other.isPractice());

        // Continue from Here at move 1, then a move: a new branch, in practice mode.
        QTest::keyClick(other.boardView(), Qt::Key_C);
        QTest::keyClick(other.boardView(), Qt::Key_Return);
        QCOMPARE(other.game().moves().size(), std::size_t {2});
        QVERIFY(other.game().moves()[0] == played[0]);
        QVERIFY(other.isPractice());
        QCOMPARE(player->stepCount(), 0);
        QVERIFY(other.midend()->canUndo());
        QVERIFY(other.isDisqualified()); // the branch's player has seen the record's tiles

        // Undo back to the record: the record as it was, unhelped and steppable again.
        other.midend()->undo(); // the placement on the branch
        other.midend()->undo(); // the branch itself
        QCOMPARE(other.game().moves().size(), played.size());
        QVERIFY(!other.isPractice());
        QVERIFY(!other.isDisqualified());
        QCOMPARE(player->stepCount(), static_cast<int>(played.size()));
        player->seek(1);
        QCOMPARE(other.game().moves().size(), std::size_t {1});
        const QString again = dir.filePath(QStringLiteral("again.json"));
        QVERIFY(!other.saveFile(again).has_value());
        QFile written(again);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QJsonObject file = QJsonDocument::fromJson(written.readAll()).object();
        QCOMPARE(file.value(QStringLiteral("disqualified")).toBool(), false);
        QVERIFY(!file.contains(QStringLiteral("game"))
                || !file.value(QStringLiteral("game")).toObject().contains(QStringLiteral("help")));
        // Redo brings the branch back with its help.
        other.midend()->redo();
        QVERIFY(other.isPractice());
        QVERIFY(other.isDisqualified());
    }

    void theGameOverLineSaysANewBestOnlyForBeatingTheBestBefore()
    {
        EntanglementTab tab;
        QSignalSpy said(&tab, &EntanglementTab::statusMessage);
        tab.startGame(4, 3, false);
        playGreedilyWithKeys(tab);
        const int first = tab.game().score();
        // The first game of the week beats nobody: its place, no "new" anything.
        QVERIFY(said.last().at(0).toString().endsWith(QLatin1String("1st of 1 this week.")));
        tab.startGame(12, 3, false);
        playGreedilyWithKeys(tab);
        const QString words = said.last().at(0).toString();
        if (tab.game().score() > first)
            QVERIFY2(words.endsWith(QLatin1String("New best score on this board size!")),
                     qPrintable(words));
        else
            QVERIFY2(words.endsWith(QLatin1String("2nd of 2 this week.")), qPrintable(words));
        // The boards: this week holds both games, Today's Puzzle neither.
        QComboBox *boards = nullptr;
        for (QComboBox *box : tab.findChildren<QComboBox *>()) {
            if (box->accessibleName() == QLatin1String("Board of best scores"))
                boards = box;
        }
        QVERIFY(boards);
        QTableWidget *table = nullptr;
        for (QTableWidget *list : tab.findChildren<QTableWidget *>()) {
            if (list->accessibleName() == QLatin1String("High scores"))
                table = list;
        }
        QVERIFY(table);
        boards->setCurrentIndex(boards->findText(QStringLiteral("This week")));
        QCOMPARE(table->rowCount(), 2);
        boards->setCurrentIndex(boards->findText(QStringLiteral("Today's Puzzle")));
        QCOMPARE(table->rowCount(), 0);
    }

    void aPlacementGrowsTheLineAndAGameOverSaysWhy()
    {
        // With animations on (as a user has them): the line grows after a placement, then the
        // whole line is drawn.
        const QByteArray off = qgetenv("PW_NO_ANIMATIONS");
        qunsetenv("PW_NO_ANIMATIONS");
        EntanglementTab tab;
        qputenv("PW_NO_ANIMATIONS", off);
        tab.resize(900, 650);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.startGame(12, 4, false);
        bool grew = false;
        while (!tab.game().isOver()) {
            const std::size_t before = tab.game().line().size();
            QTest::keyClick(tab.boardView(), Qt::Key_Return);
            if (tab.game().line().size() > before && tab.boardView()->isAnimatingLine()) {
                grew = true;
                QTRY_VERIFY(!tab.boardView()->isAnimatingLine());
            }
        }
        QVERIFY(grew);
        // The game over names the wall the line ran into.
        const auto labels = tab.findChildren<QLabel *>();
        QVERIFY(std::any_of(labels.begin(), labels.end(), [](QLabel *label) {
            return label->text().startsWith(QLatin1String("Game over: the line ran into the "));
        }));
    }

    void hintShowsCandidatesAndTurnsTheHand()
    {
        EntanglementTab tab;
        tab.startGame(15, 3, false);
        tab.setPlayerKind(PlayerKind::Lookahead);
        tab.hint();
        QVERIFY(waitForRunner(tab));
        QCOMPARE(tab.stepPlayer()->stepCount(), 13);
        QCOMPARE(tab.stepPlayer()->position(), 13);
        Game reference(15);
        const auto candidates = evaluateCandidates(reference, PlayerOptions {});
        const Candidate &best = candidates[static_cast<std::size_t>(bestCandidate(candidates))];
        QCOMPARE(tab.game().swappedThisTurn(), best.pocket);
        QCOMPARE(tab.game().currentRotation(), best.rotation);
        // The panel explains the choice in points now and later.
        const auto labels = tab.findChildren<QLabel *>();
        const auto said = [&labels](const QString &start) {
            return std::any_of(labels.begin(), labels.end(),
                               [&](QLabel *label) { return label->text().startsWith(start); });
        };
        const QString points = QStringLiteral("+%1 now").arg(best.points);
        QVERIFY(std::any_of(labels.begin(), labels.end(), [&](QLabel *label) {
            return label->text().startsWith(QLatin1String("Hint: "))
                && label->text().contains(points);
        }));
        tab.stepPlayer()->seek(3); // three candidates shown; nothing changes in the game
        QVERIFY(tab.game().moves().empty());
        // and describes the candidate the board shows.
        QVERIFY(said(QStringLiteral("Candidate 3 of 12: ")));
        QVERIFY(tab.findChild<QLabel *>(QStringLiteral("entanglementLegend"))->isVisibleTo(&tab));
        QTest::keyClick(tab.boardView(), Qt::Key_Return);
        QCOMPARE(tab.game().moves().front().points, best.points);
        QVERIFY(!tab.isEligibleForBestScores()); // the hint helped
    }

    void hintGivesEachCandidatesSurvivalChance()
    {
        EntanglementTab tab;
        tab.startGame(15, 3, false);
        tab.setPlayerKind(PlayerKind::Lookahead);
        tab.hint();
        QVERIFY(waitForRunner(tab));
        Game reference(15);
        auto candidates = evaluateCandidates(reference, PlayerOptions {});
        QVERIFY(addSurvival(reference, candidates));
        // The panel's description of the third candidate gives its chance (or says it ends the
        // game), as the label on the board does.
        tab.stepPlayer()->seek(3);
        const Candidate &third = candidates[2];
        QVERIFY(labelStartsWith(
            tab, QStringLiteral("Candidate 3 of 12: ") + CandidateWords::describe(third)));
        if (!third.endsGame)
            QVERIFY(
                CandidateWords::describe(third).contains(CandidateWords::percent(third.survival))
                || third.survival == 0);
        QVERIFY(CandidateWords::label(third).contains(QLatin1String("%")) || third.endsGame);
        QVERIFY(tab.findChild<QLabel *>(QStringLiteral("entanglementLegend"))
                    ->text()
                    .contains(QLatin1String("next two draws")));
    }

    void reviewAfterAGameListsTheCostliestMoves()
    {
        EntanglementTab tab;
        tab.resize(900, 650);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.startGame(12, 3, false);
        auto *button = tab.findChild<QPushButton *>(QStringLiteral("entanglementReview"));
        QVERIFY(!button->isEnabled()); // nothing to review yet
        playGreedilyWithKeys(tab);
        const Game played = tab.game();
        reviewAndCheckTheCostliestMoves(tab, played);
        // Back to the end: the whole game again.
        tab.stepPlayer()->toLast();
        QVERIFY(tab.game().moves() == played.moves());
    }

    void reviewOfAnOpenedRecord()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("greedy.json"));
        Game played(12, 3);
        playToEnd(played, PlayerOptions {PlayerKind::Greedy, 0});
        QVERIFY(!pw::common::writeJsonFile(path, gameToJson(played)).has_value());
        EntanglementTab tab;
        tab.resize(900, 650);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QVERIFY(!tab.openFile(path).has_value());
        tab.stepPlayer()->seek(2); // reviewing from anywhere in the record reviews all of it
        QVERIFY(tab.canReview());
        reviewAndCheckTheCostliestMoves(tab, played);
        // Continue from Here plays on from the move shown as practice.
        QTest::keyClick(tab.boardView(), Qt::Key_C);
        QTest::keyClick(tab.boardView(), Qt::Key_Return);
        QVERIFY(tab.isPractice());
        QCOMPARE(tab.stepPlayer()->stepCount(), 0);
        QVERIFY(!tab.findChild<QTreeWidget *>(QStringLiteral("entanglementReviewList"))
                     ->isVisibleTo(&tab));
    }

    void reviewJudgesWithTheStrongestAndSaysWhoPlayedEachMove()
    {
        // Two moves of a person's, two of Deep's, then the greedy player's to the end.
        Game played(12, 3);
        played.place();
        played.place();
        QVERIFY(playOneMove(played, PlayerOptions {PlayerKind::Deep}));
        QVERIFY(playOneMove(played, PlayerOptions {PlayerKind::Deep}));
        playToEnd(played, PlayerOptions {PlayerKind::Greedy, 0});
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("mixed.json"));
        QVERIFY(!pw::common::writeJsonFile(path, gameToJson(played)).has_value());
        EntanglementTab tab;
        tab.resize(900, 650);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QVERIFY(!tab.openFile(path).has_value());
        // Unless another is chosen, the judge is the strongest player.
        reviewAndCheckTheCostliestMoves(tab, played, PlayerKind::Deep);
        const int moves = static_cast<int>(played.moves().size());
        tab.stepPlayer()->seek(0); // before move 1: a person's
        QVERIFY(labelStartsWith(tab, QStringLiteral("Move 1 of %1, played by You: ").arg(moves)));
        tab.stepPlayer()->seek(3); // before move 4: Deep's, and Deep's own choice
        QVERIFY(labelStartsWith(
            tab, QStringLiteral("Move 4 of %1, played by Computer: Deep: ").arg(moves)));
        const auto labels = tab.findChildren<QLabel *>();
        QVERIFY(std::any_of(labels.begin(), labels.end(), [](QLabel *label) {
            return label->text().endsWith(QLatin1String(", as Deep would play."));
        }));
        tab.stepPlayer()->seek(5); // before move 6: the greedy player's
        QVERIFY(labelStartsWith(
            tab, QStringLiteral("Move 6 of %1, played by Computer: Greedy: ").arg(moves)));

        // The player chosen in the panel judges instead, when one is chosen.
        tab.setPlayerKind(PlayerKind::Lookahead);
        reviewAndCheckTheCostliestMoves(tab, played, PlayerKind::Lookahead);
    }

    void aCancelledReviewSaysSo()
    {
        // A long lookahead game on the largest board: seconds of review if left alone.
        Game played(8, Board::maxRadius);
        for (int i = 0; i < 40 && !played.isOver(); ++i)
            playOneMove(played, PlayerOptions {PlayerKind::Greedy, 0});
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("long.json"));
        QVERIFY(!pw::common::writeJsonFile(path, gameToJson(played)).has_value());
        EntanglementTab tab;
        QVERIFY(!tab.openFile(path).has_value());
        QSignalSpy finished(tab.solverRunner(), &pw::ui::SolverRunner::finished);
        tab.review();
        QVERIFY(tab.solverRunner()->isRunning());
        tab.solverRunner()->cancel();
        QTRY_COMPARE(finished.count(), 1);
        QCOMPARE(finished.front().front().toBool(), true);
        QVERIFY(labelStartsWith(tab, QStringLiteral("The review was stopped.")));
        QVERIFY(!tab.findChild<QTreeWidget *>(QStringLiteral("entanglementReviewList"))
                     ->isVisibleTo(&tab));
        QCOMPARE(tab.stepPlayer()->stepCount(), static_cast<int>(played.moves().size()));

        // A new game while a review runs stops it; the new game's panel says nothing of it.
        tab.review();
        tab.startGame(3, 3, false);
        QVERIFY(!labelStartsWith(tab, QStringLiteral("The review was stopped.")));
        QVERIFY(!tab.solverRunner()->isRunning());
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

    // The line after Autoplay counts the game's moves, the player's too, and says how many were
    // the computer's.
    void autoplayCountsEveryMoveOfTheGame()
    {
        EntanglementTab tab;
        tab.startGame(12, 3, false);
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(tab.boardView(), Qt::Key_Return);
        QCOMPARE(tab.game().moves().size(), std::size_t {3});
        tab.setPlayerKind(PlayerKind::Greedy);
        tab.solve();
        QVERIFY(waitForRunner(tab));
        tab.stepPlayer()->pause();
        Game reference(12, 3);
        for (int i = 0; i < 3; ++i)
            reference.place();
        playToEnd(reference, PlayerOptions {PlayerKind::Greedy, 0});
        const int moves = static_cast<int>(reference.moves().size());
        // (Words as the source has them: no translator is loaded here.)
        const auto labels = tab.findChildren<QLabel *>();
        QVERIFY(std::any_of(labels.begin(), labels.end(), [&](QLabel *label) {
            const QString text = label->text();
            return text.startsWith(QLatin1String("The computer finished the game with "))
                && text.contains(QStringLiteral(" in %1 move").arg(moves))
                && text.contains(QStringLiteral(", %1 of them its own.").arg(moves - 3));
        }));
    }

    // The review's list marks the move the step player shows, and no row while it shows
    // another move or the summary.
    void theCostliestListMarksOnlyTheMoveShown()
    {
        EntanglementTab tab;
        tab.resize(900, 650);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.startGame(12, 3, false);
        playGreedilyWithKeys(tab);
        tab.setPlayerKind(PlayerKind::Lookahead); // it differs from the greedy moves played
        tab.review();
        QVERIFY(waitForRunner(tab));
        auto *list = tab.findChild<QTreeWidget *>(QStringLiteral("entanglementReviewList"));
        QVERIFY(list && list->topLevelItemCount() > 0);
        QTreeWidgetItem *row = list->topLevelItem(0);
        const int move = row->text(0).toInt();
        QTest::mouseClick(list->viewport(), Qt::LeftButton, Qt::NoModifier,
                          list->visualItemRect(row).center());
        QCOMPARE(tab.stepPlayer()->position(), move - 1);
        QCOMPARE(list->selectedItems(), QList<QTreeWidgetItem *> {row});
        // A move the list does not hold: no row marked, none current.
        int other = 1;
        const auto listed = [list](int m) {
            for (int i = 0; i < list->topLevelItemCount(); ++i) {
                if (list->topLevelItem(i)->text(0).toInt() == m)
                    return true;
            }
            return false;
        };
        while (listed(other))
            ++other;
        tab.stepPlayer()->seek(other - 1);
        QVERIFY(list->selectedItems().isEmpty());
        QCOMPARE(list->currentItem(), nullptr);
        // Stepping onto a listed move marks its row; the end marks none.
        tab.stepPlayer()->seek(move - 1);
        QCOMPARE(list->selectedItems(), QList<QTreeWidgetItem *> {row});
        tab.stepPlayer()->toLast();
        QVERIFY(list->selectedItems().isEmpty());
    }

    // Before the first candidate the panel says how many there are, not the last one described.
    void theFirstStepOfAHintDescribesNoCandidate()
    {
        EntanglementTab tab;
        tab.startGame(15, 3, false);
        tab.setPlayerKind(PlayerKind::Greedy);
        tab.hint();
        QVERIFY(waitForRunner(tab));
        tab.stepPlayer()->seek(12);
        QVERIFY(labelStartsWith(tab, QStringLiteral("Candidate 12 of 12: ")));
        tab.stepPlayer()->seek(0);
        QVERIFY(!labelStartsWith(tab, QStringLiteral("Candidate ")));
        QVERIFY(labelStartsWith(tab, QStringLiteral("12 candidate")));
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
