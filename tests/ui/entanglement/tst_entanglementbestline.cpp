// "Show best line" on the Entanglement tab: the strongest player's next moves found on the worker
// thread and drawn faintly, counted as help, gone when the position changes, and cancellable.
#include "ui/entanglement/BestLine.h"
#include "ui/entanglement/BoardView.h"
#include "ui/entanglement/EntanglementTab.h"

#include "ui/common/SolverRunner.h"

#include "core/entanglement/Player.h"

#include <QAbstractButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

using namespace pw::entanglement;
using pw::ui::entanglement::BestLine;
using pw::ui::entanglement::EntanglementTab;

class TestEntanglementBestLine : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settingsDir;

    static QAbstractButton *box(EntanglementTab &tab)
    {
        return tab.findChild<QAbstractButton *>(QStringLiteral("entanglementBestLine"));
    }

    static bool waitForRunner(EntanglementTab &tab)
    {
        QSignalSpy finished(tab.solverRunner(), &pw::ui::SolverRunner::finished);
        return finished.wait(30000);
    }

private slots:
    void initTestCase()
    {
        // Keep this run's settings and statistics away from the user's.
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
        QCoreApplication::setOrganizationName(QStringLiteral("pw-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_entanglementbestline"));
        QStandardPaths::setTestModeEnabled(true);
    }

    void tickingDrawsTheStrongestContinuationAndCountsAsHelp()
    {
        EntanglementTab tab;
        tab.startGame(21, 3, false);
        QVERIFY(tab.isEligibleForBestScores());
        QAbstractButton *bestLine = box(tab);
        QVERIFY(bestLine && bestLine->isEnabled());
        bestLine->click();
        QVERIFY(bestLine->isChecked()); // on its way
        QVERIFY(waitForRunner(tab));
        QVERIFY(tab.boardView()->hasGhost());
        QVERIFY(bestLine->isChecked());
        QVERIFY(!tab.isEligibleForBestScores());
        QVERIFY(tab.game().moves().empty()); // shown, never played

        // The position changes: the line goes and the box is cleared.
        QTest::keyClick(tab.boardView(), Qt::Key_Return);
        QCOMPARE(tab.game().moves().size(), std::size_t(1));
        QVERIFY(!tab.boardView()->hasGhost());
        QVERIFY(!bestLine->isChecked());
    }

    void turningTheTileInHandTakesTheLineAway()
    {
        EntanglementTab tab;
        tab.startGame(5, 3, false);
        box(tab)->click();
        QVERIFY(waitForRunner(tab));
        QVERIFY(tab.boardView()->hasGhost());
        QTest::keyClick(tab.boardView(), Qt::Key_Right);
        QVERIFY(!tab.boardView()->hasGhost());
        QVERIFY(!box(tab)->isChecked());
    }

    void clearingTheBoxTakesTheLineAway()
    {
        EntanglementTab tab;
        tab.startGame(8, 3, false);
        box(tab)->click();
        QVERIFY(waitForRunner(tab));
        box(tab)->click();
        QVERIFY(!tab.boardView()->hasGhost());
        QVERIFY(!box(tab)->isChecked());
    }

    void aCancelledSearchDrawsNothingAndClearsTheBox()
    {
        EntanglementTab tab;
        tab.startGame(9, Board::maxRadius, false);
        QSignalSpy finished(tab.solverRunner(), &pw::ui::SolverRunner::finished);
        box(tab)->click();
        tab.solverRunner()->cancel();
        QTRY_COMPARE(finished.count(), 1);
        QTRY_VERIFY(!box(tab)->isChecked());
        QVERIFY(!tab.boardView()->hasGhost());
    }
};

QTEST_MAIN(TestEntanglementBestLine)
#include "tst_entanglementbestline.moc"
