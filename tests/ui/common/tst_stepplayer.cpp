#include "ui/common/StepPlayer.h"

#include <QSignalSpy>
#include <QToolButton>
#include <QtTest>

using pw::ui::StepPlayer;

class TestStepPlayer : public QObject
{
    Q_OBJECT
private slots:
    void seekAsksForTheStateAfterEachPosition()
    {
        StepPlayer player;
        QList<int> calls;
        player.setSeekHandler([&](int to) { calls << to; });
        player.reset(10);
        player.stepForward();
        player.stepForward();
        player.seek(7);
        player.stepBack();
        player.toFirst();
        player.toLast();
        player.seek(99); // clamped
        const QList<int> expected {1, 2, 7, 6, 0, 10};
        QCOMPARE(calls, expected);
        QCOMPARE(player.position(), 10);
    }

    // The window's Home and End follow the player only while it has steps.
    void stepsChangedTellsEveryNewCount()
    {
        StepPlayer player;
        QSignalSpy counts(&player, &StepPlayer::stepsChanged);
        player.reset(4);
        player.appendSteps(3);
        player.appendSteps(0); // nothing new: no word
        player.reset(0);
        QCOMPARE(counts.count(), 3);
        QCOMPARE(counts.at(0).at(0).toInt(), 4);
        QCOMPARE(counts.at(1).at(0).toInt(), 7);
        QCOMPARE(counts.at(2).at(0).toInt(), 0);
    }

    void playingRunsToTheEndAndStops()
    {
        StepPlayer player;
        int position = 0;
        player.setSeekHandler([&](int to) { position = to; });
        player.reset(20);
        player.setSpeed(1000);
        QSignalSpy playing(&player, &StepPlayer::playingChanged);
        player.play();
        QVERIFY(player.isPlaying());
        QTRY_COMPARE(position, 20);
        QTRY_VERIFY(!player.isPlaying());
        QCOMPARE(playing.count(), 2);
    }

    void buttonsDriveThePlayer()
    {
        StepPlayer player;
        player.reset(3);
        const auto buttons = player.findChildren<QToolButton *>();
        QToolButton *forward = nullptr;
        for (QToolButton *button : buttons)
            if (button->toolTip() == QStringLiteral("Step forward"))
                forward = button;
        QVERIFY(forward);
        QTest::mouseClick(forward, Qt::LeftButton);
        QCOMPARE(player.position(), 1);
        player.toLast();
        QVERIFY(!forward->isEnabled());
    }

    void appendingKeepsThePosition()
    {
        StepPlayer player;
        player.reset(5);
        player.seek(3);
        player.appendSteps(10);
        QCOMPARE(player.stepCount(), 15);
        QCOMPARE(player.position(), 3);
    }
};

QTEST_MAIN(TestStepPlayer)
#include "tst_stepplayer.moc"
