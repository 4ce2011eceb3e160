// The tile in hand is drawn at the line's open end after every order of place, turn, swap, undo
// and redo, with animations on (as a player has them) and off: the board's pixels inside the
// outlined cell are the tile's, never the dark empty cell's.
#include "ui/entanglement/BoardView.h"
#include "ui/entanglement/EntanglementTab.h"

#include "ui/common/Midend.h"
#include "ui/common/StepPlayer.h"

#include <QImage>
#include <QRandomGenerator>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

using namespace pw::entanglement;
using pw::ui::entanglement::BoardView;
using pw::ui::entanglement::EntanglementTab;

namespace {

// The share of light pixels (the tile's face and its white paths) in a disc inside the open
// end's cell, as the board draws it now. The dark empty cell gives none; a tile, turned or not,
// more than half.
double lightShareAtOpenEnd(const EntanglementTab &tab)
{
    BoardView *view = tab.boardView();
    const QImage image = view->grab().toImage();
    const QPointF centre = view->cellCentre(tab.game().openEnd().cell);
    const double radius = view->tileSide() * 0.55; // inside the hexagon however it is turned
    int light = 0;
    int all = 0;
    for (double dy = -radius; dy <= radius; dy += 2) {
        for (double dx = -radius; dx <= radius; dx += 2) {
            if (dx * dx + dy * dy > radius * radius)
                continue;
            const QPoint at = (centre + QPointF(dx, dy)).toPoint();
            if (!image.rect().contains(at))
                continue;
            ++all;
            light += qGray(image.pixel(at)) > 170 ? 1 : 0;
        }
    }
    return all == 0 ? 0.0 : double(light) / all;
}

enum class Action { Place, TurnLeft, TurnRight, Swap, Undo, Redo };

const char *nameOf(Action action)
{
    switch (action) {
    case Action::Place:
        return "place";
    case Action::TurnLeft:
        return "left";
    case Action::TurnRight:
        return "right";
    case Action::Swap:
        return "swap";
    case Action::Undo:
        return "undo";
    case Action::Redo:
        return "redo";
    }
    return "?";
}

void perform(EntanglementTab &tab, Action action)
{
    BoardView *view = tab.boardView();
    switch (action) {
    case Action::Place:
        QTest::keyClick(view, Qt::Key_Return);
        break;
    case Action::TurnLeft:
        QTest::keyClick(view, Qt::Key_Left);
        break;
    case Action::TurnRight:
        QTest::keyClick(view, Qt::Key_Right);
        break;
    case Action::Swap:
        QTest::keyClick(view, Qt::Key_Space);
        break;
    case Action::Undo:
        tab.midend()->undo();
        break;
    case Action::Redo:
        tab.midend()->redo();
        break;
    }
}

} // namespace

class TestEntanglementHand : public QObject
{
    Q_OBJECT

    QTemporaryDir m_settingsDir;

    // Walks `steps` random actions from the game (radius 3, practice mode, so Undo works) and
    // checks the drawn cell after each: at once, and once the animations have settled.
    void walk(EntanglementTab &tab, std::uint64_t seed, int steps)
    {
        tab.startGame(seed, 3, true);
        QRandomGenerator random(static_cast<quint32>(seed));
        QStringList done;
        for (int i = 0; i < steps; ++i) {
            if (tab.game().isOver())
                tab.startGame(seed + 1000 * (i + 1), 3, true);
            // Placements most often, so games get long enough for the rim and long lines.
            const int roll = random.bounded(10);
            const Action action = roll < 4 ? Action::Place
                : roll == 4                 ? Action::TurnLeft
                : roll == 5                 ? Action::TurnRight
                : roll == 6                 ? Action::Swap
                : roll == 7                 ? Action::Undo
                : roll == 8                 ? Action::Redo
                                            : Action::Place;
            perform(tab, action);
            done << QLatin1String(nameOf(action));
            if (tab.game().isOver())
                continue;
            const auto what = [&] {
                return QStringLiteral("seed %1 after %2: %3 light")
                    .arg(seed)
                    .arg(done.join(QLatin1Char(' ')))
                    .arg(lightShareAtOpenEnd(tab))
                    .toUtf8();
            };
            QVERIFY2(lightShareAtOpenEnd(tab) > 0.5, what().constData());
            QTRY_VERIFY2(!tab.boardView()->isAnimatingLine(), what().constData());
            QVERIFY2(lightShareAtOpenEnd(tab) > 0.5, what().constData());
        }
    }

private slots:
    void initTestCase()
    {
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
        QCoreApplication::setOrganizationName(QStringLiteral("pw-test"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_entanglementhand"));
        QStandardPaths::setTestModeEnabled(true);
    }

    // The report: game r3p#12, three Enters, the outlined cell dark until the tile was turned.
    void theReportedGame()
    {
        const QByteArray off = qgetenv("PW_NO_ANIMATIONS");
        qunsetenv("PW_NO_ANIMATIONS");
        EntanglementTab tab;
        qputenv("PW_NO_ANIMATIONS", off);
        tab.resize(900, 650);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        tab.startGame(12, 3, true);
        for (int i = 0; i < 3; ++i) {
            QTest::keyClick(tab.boardView(), Qt::Key_Return);
            QVERIFY2(lightShareAtOpenEnd(tab) > 0.5, qPrintable(QString::number(i + 1)));
        }
        QTRY_VERIFY(!tab.boardView()->isAnimatingLine());
        QVERIFY(lightShareAtOpenEnd(tab) > 0.5);
    }

    // A record stepped back, continued from and played on; then Undo and Redo across the branch.
    void aBranchOfARecordDrawsTheTileInHand()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("record.json"));
        {
            EntanglementTab player;
            player.startGame(12, 3, false);
            for (int i = 0; i < 6 && !player.game().isOver(); ++i)
                player.placeCurrent();
            QVERIFY(!player.saveFile(path).has_value());
        }
        EntanglementTab tab;
        tab.resize(900, 650);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QVERIFY(!tab.openFile(path).has_value());
        for (int step = 0; step <= tab.stepPlayer()->stepCount(); ++step) {
            tab.stepPlayer()->seek(step);
            QVERIFY2(lightShareAtOpenEnd(tab) > 0.5, qPrintable(QString::number(step)));
        }
        tab.stepPlayer()->seek(2);
        QTest::keyClick(tab.boardView(), Qt::Key_C);
        QVERIFY(tab.isOnBranch());
        QVERIFY(lightShareAtOpenEnd(tab) > 0.5);
        for (int i = 0; i < 3 && !tab.game().isOver(); ++i) {
            QTest::keyClick(tab.boardView(), Qt::Key_Return);
            if (!tab.game().isOver())
                QVERIFY(lightShareAtOpenEnd(tab) > 0.5);
        }
        while (tab.midend()->canUndo()) {
            tab.midend()->undo();
            if (!tab.game().isOver())
                QVERIFY(lightShareAtOpenEnd(tab) > 0.5);
        }
        while (tab.midend()->canRedo()) {
            tab.midend()->redo();
            if (!tab.game().isOver())
                QVERIFY(lightShareAtOpenEnd(tab) > 0.5);
        }
    }

    void everyOrderOfActionsDrawsTheTileInHand_data()
    {
        QTest::addColumn<bool>("animated");
        QTest::newRow("animations on") << true;
        QTest::newRow("animations off") << false;
    }

    void everyOrderOfActionsDrawsTheTileInHand()
    {
        QFETCH(bool, animated);
        const QByteArray off = qgetenv("PW_NO_ANIMATIONS");
        if (animated)
            qunsetenv("PW_NO_ANIMATIONS");
        else
            qputenv("PW_NO_ANIMATIONS", "1");
        EntanglementTab tab;
        qputenv("PW_NO_ANIMATIONS", off);
        tab.resize(900, 650);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        for (const std::uint64_t seed : {12, 4, 21, 77}) {
            walk(tab, seed, 60);
            if (QTest::currentTestFailed())
                return; // the first failure says what went wrong
        }
    }
};

QTEST_MAIN(TestEntanglementHand)
#include "tst_entanglementhand.moc"
