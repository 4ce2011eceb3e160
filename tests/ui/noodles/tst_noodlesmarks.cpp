// Edge marks in the Noodles tab: Ctrl+click near a side marks a wall, Ctrl+right click joined
// (the same again takes it off), each one undo entry of the midend's; marks go through save,
// open and the autosave; Check counts those the solution contradicts and crosses them out when
// asked again; a hint never rests on a mark but says when one is wrong.
#include "core/noodles/Generator.h"
#include "core/noodles/NoodlesMove.h"
#include "core/noodles/Solver.h"
#include "ui/common/Midend.h"
#include "ui/common/SolverRunner.h"
#include "ui/noodles/NoodlesTab.h"
#include "ui/noodles/NoodlesView.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <cmath>
#include <numbers>

using namespace pw;
using pw::noodles::EdgeMark;
using pw::ui::NoodlesTab;
using pw::ui::NoodlesView;

namespace {

constexpr int north = 0;
constexpr int east = 1;
constexpr int south = 2;

noodles::Board makeBoard(noodles::GridKind kind, bool wrap, std::uint64_t seed = 9)
{
    auto board = noodles::generate({kind, 6, 6, wrap, true, seed});
    Q_ASSERT(board);
    return *board;
}

// A point of `cell` near its side `side` (three tenths of the way from the middle to it).
QPoint nearSide(const NoodlesView &view, int cell, int side)
{
    const QPointF centre = view.cellCentre(cell);
    return (centre + (view.sideCentre(cell, side) - centre) * 0.7).toPoint();
}

void play(NoodlesTab &tab, const noodles::NoodlesMove &move)
{
    QVERIFY(!tab.midend()->play(common::GameMove::of(move), QStringLiteral("mark")));
}

QString pressCheck(NoodlesTab &tab)
{
    QSignalSpy said(&tab, &NoodlesTab::statusMessage);
    QTest::mouseClick(tab.findChild<QPushButton *>(QStringLiteral("noodlesCheck")), Qt::LeftButton);
    if (!QTest::qWaitFor([&] { return !tab.solverRunner()->isRunning() && !said.isEmpty(); }))
        return {};
    return said.back().at(0).toString();
}

// A side of `board` between two tiles that its one solution crosses (`crossed`) or not.
std::pair<int, int> sideWhere(const noodles::Board &board, bool crossed)
{
    common::QuietSink sink;
    const std::vector<noodles::TileMask> solution = noodles::solve(board, sink).solution;
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        for (const int side : {north, east}) {
            const int other = board.topology().neighbour(cell, side);
            if (other < 0)
                continue;
            const bool joined = (solution[std::size_t(cell)] >> side & 1u)
                && (solution[std::size_t(other)] >> board.topology().opposite(side) & 1u);
            if (joined == crossed)
                return {cell, side};
        }
    }
    return {-1, 0};
}

} // namespace

class TestNoodlesMarks : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void ctrlClicksMarkASideAndTakeTheMarkOff_data()
    {
        QTest::addColumn<int>("kind");
        QTest::newRow("square") << int(noodles::GridKind::Square);
        QTest::newRow("hex") << int(noodles::GridKind::Hex);
    }
    void ctrlClicksMarkASideAndTakeTheMarkOff()
    {
        QFETCH(int, kind);
        NoodlesTab tab;
        tab.resize(800, 700);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(makeBoard(noodles::GridKind(kind), false));
        NoodlesView *view = tab.view();
        const int cell = 2 * 6 + 2;
        const std::vector<noodles::TileMask> tiles = tab.board().tiles();
        const int across = tab.board().topology().neighbour(cell, east);
        const int opposite = tab.board().topology().opposite(east);
        QCOMPARE(view->sideAt(cell, nearSide(*view, cell, east)), east);
        // Ctrl+click near the side: a wall, on both its tiles; no tile turned; one entry.
        QTest::mouseClick(view, Qt::LeftButton, Qt::ControlModifier, nearSide(*view, cell, east));
        QCOMPARE(tab.board().edgeMark(cell, east), EdgeMark::Wall);
        QCOMPARE(tab.board().edgeMark(across, opposite), EdgeMark::Wall);
        QCOMPARE(tab.board().tiles(), tiles);
        QCOMPARE(tab.midend()->history().size(), 1);
        // Ctrl+right click near another side: joined.
        QTest::mouseClick(view, Qt::RightButton, Qt::ControlModifier, nearSide(*view, cell, south));
        QCOMPARE(tab.board().edgeMark(cell, south), EdgeMark::Joined);
        // Ctrl+right click on the wall: joined instead; Ctrl+right click again: no mark.
        QTest::mouseClick(view, Qt::RightButton, Qt::ControlModifier, nearSide(*view, cell, east));
        QCOMPARE(tab.board().edgeMark(cell, east), EdgeMark::Joined);
        QTest::mouseClick(view, Qt::RightButton, Qt::ControlModifier, nearSide(*view, cell, east));
        QCOMPARE(tab.board().edgeMark(cell, east), EdgeMark::None);
        QCOMPARE(tab.midend()->history().size(), 4);
        QCOMPARE(tab.moveCount(), 0); // marks are not turns
        QCOMPARE(tab.board().tiles(), tiles);
        // Undo and Redo, one mark each.
        tab.midend()->undo();
        QCOMPARE(tab.board().edgeMark(cell, east), EdgeMark::Joined);
        tab.midend()->undo();
        QCOMPARE(tab.board().edgeMark(cell, east), EdgeMark::Wall);
        tab.midend()->redo();
        QCOMPARE(tab.board().edgeMark(cell, east), EdgeMark::Joined);
        // At the edge of the board there is nothing to mark: refused, nothing played.
        QSignalSpy said(&tab, &NoodlesTab::statusMessage);
        QTest::mouseClick(view, Qt::LeftButton, Qt::ControlModifier, nearSide(*view, 0, north));
        QCOMPARE(tab.midend()->history().position(), 3);
        QVERIFY(!said.isEmpty());
        // In the middle of a tile no side is nearest: nothing is marked, nothing turned.
        QTest::mouseClick(view, Qt::LeftButton, Qt::ControlModifier,
                          view->cellCentre(cell).toPoint());
        QCOMPARE(tab.midend()->history().position(), 3);
        QCOMPARE(tab.board().tiles(), tiles);
        // A plain click still turns the tile.
        QTest::mouseClick(view, Qt::LeftButton, {}, view->cellCentre(cell).toPoint());
        QCOMPARE(tab.moveCount(), 1);
    }

    void marksGoThroughSaveOpenAndTheAutosave()
    {
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(makeBoard(noodles::GridKind::Hex, true));
        play(tab, noodles::NoodlesMove::markSide(7, 1, EdgeMark::Wall));
        play(tab, noodles::NoodlesMove::markSide(0, 5, EdgeMark::Joined)); // across the seam
        const std::vector<noodles::MarkedSide> marks = tab.board().edgeMarks();
        QCOMPARE(marks.size(), std::size_t(2));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("marked.json"));
        QVERIFY(!tab.saveFile(path));
        NoodlesTab opened;
        QTRY_VERIFY(!opened.solverRunner()->isRunning());
        QVERIFY(!opened.openFile(path));
        QCOMPARE(opened.board().edgeMarks(), marks);
        opened.midend()->undo(); // the file's record: the marks are moves in it
        QCOMPARE(opened.board().edgeMarks().size(), std::size_t(1));
        NoodlesTab restored;
        QTRY_VERIFY(!restored.solverRunner()->isRunning());
        QVERIFY(!restored.restoreAutosave(tab.autosaveData()));
        QCOMPARE(restored.board().edgeMarks(), marks);
    }

    void checkCountsTheMarksTheSolutionContradicts()
    {
        NoodlesTab tab;
        tab.resize(800, 700);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        const noodles::Board board = makeBoard(noodles::GridKind::Square, false, 21);
        tab.startGame(board);
        const auto [joinedCell, joinedSide] = sideWhere(board, true);
        const auto [openCell, openSide] = sideWhere(board, false);
        QVERIFY(joinedCell >= 0 && openCell >= 0);
        // Right marks: nothing said of them.
        play(tab, noodles::NoodlesMove::markSide(joinedCell, joinedSide, EdgeMark::Joined));
        play(tab, noodles::NoodlesMove::markSide(openCell, openSide, EdgeMark::Wall));
        QVERIFY(!pressCheck(tab).contains(QLatin1String("edge mark")));
        // A wall where the solution's noodles cross: one wrong.
        play(tab, noodles::NoodlesMove::markSide(joinedCell, joinedSide, EdgeMark::Wall));
        const QString first = pressCheck(tab);
        QVERIFY2(
            first.contains(QLatin1String("1 of your edge mark(s) contradict(s) the solution.")),
            qPrintable(first));
        QVERIFY(tab.view()->wrongMarks().empty());
        const QString second = pressCheck(tab);
        QVERIFY2(second.contains(QLatin1String("(crossed out)")), qPrintable(second));
        QCOMPARE(tab.view()->wrongMarks().size(), std::size_t(1));
        QCOMPARE(tab.view()->wrongMarks().front().mark, EdgeMark::Wall);
        // The next move takes the crosses away.
        play(tab, noodles::NoodlesMove::markSide(joinedCell, joinedSide, EdgeMark::None));
        QVERIFY(tab.view()->wrongMarks().empty());
    }

    void aHintNeverRestsOnAMarkButSaysAWrongOneIsWrong()
    {
        const noodles::Board board = makeBoard(noodles::GridKind::Square, false, 21);
        const auto [joinedCell, joinedSide] = sideWhere(board, true);
        QVERIFY(joinedCell >= 0);
        // The hint on the board without marks.
        common::QuietSink sink;
        const auto plain = noodles::findHint(board, sink);
        QVERIFY(plain);
        NoodlesTab tab;
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        tab.startGame(board);
        play(tab, noodles::NoodlesMove::markSide(joinedCell, joinedSide, EdgeMark::Wall));
        QSignalSpy said(&tab, &NoodlesTab::statusMessage);
        QSignalSpy finished(tab.solverRunner(), &ui::SolverRunner::finished);
        tab.hint();
        QTRY_COMPARE(finished.count(), 1);
        // The same piece, turned the same way: the mark changed nothing of the hint.
        QCOMPARE(tab.board().tile(plain->cell), plain->mask);
        QVERIFY(tab.board().isLocked(plain->cell));
        QVERIFY(!said.isEmpty());
        const QString message = said.back().front().toString();
        QVERIFY2(message.contains(QLatin1String("Your wall mark between"))
                     && message.contains(QLatin1String("is wrong: in the solution a noodle "
                                                       "crosses there.")),
                 qPrintable(message));
    }
};

QTEST_MAIN(TestNoodlesMarks)
#include "tst_noodlesmarks.moc"
