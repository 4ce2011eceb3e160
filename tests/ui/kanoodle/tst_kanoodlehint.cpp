// Hint shows where one piece goes (a ghost on the board), counted as help; the player places it,
// or Place It does; the ghost goes when the board changes.
#include "core/common/GameHistory.h"
#include "core/kanoodle/Generator.h"
#include "ui/common/Midend.h"
#include "ui/kanoodle/KanoodleBoardView.h"
#include "ui/kanoodle/KanoodleTab.h"

#include <QPushButton>
#include <QtTest>

#include <bit>

using namespace pw::kanoodle;
using pw::ui::kanoodle::KanoodleBoardView;
using pw::ui::kanoodle::KanoodleTab;

namespace {

KanoodleGame flatGame(std::initializer_list<int> missing)
{
    pw::common::QuietSink sink;
    const Position solution = *randomSolution(Board::flat(), 17, sink);
    Position puzzle = solution;
    for (const int piece : missing)
        puzzle.remove(piece);
    return KanoodleGame {puzzle, solution, std::nullopt};
}

QColor pixelAt(KanoodleBoardView *view, QPointF units)
{
    return view->grab().toImage().pixelColor(view->toWidget(units).toPoint());
}

} // namespace

class TestKanoodleHint : public QObject
{
    Q_OBJECT
private slots:
    void hintShowsAPlaceAndPlaceItPlacesThePiece()
    {
        KanoodleTab tab;
        tab.resize(1100, 700);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        const KanoodleGame game = flatGame({1, 4});
        tab.startGame(game);
        KanoodleBoardView *view = tab.view();
        auto *placeIt = tab.findChild<QPushButton *>(QStringLiteral("kanoodlePlaceIt"));
        QVERIFY(placeIt);
        QVERIFY(!placeIt->isEnabled());
        QCOMPARE(view->ghostPlacement(), -1);
        QVERIFY(!tab.midend()->isAssisted());
        const QImage before = view->grab().toImage();

        tab.hint();
        QTRY_VERIFY_WITH_TIMEOUT(view->ghostPlacement() >= 0, 20000);
        // Shown, not placed: the board is as it was, the hint is help all the same.
        QCOMPARE(tab.position(), game.puzzle);
        QCOMPARE(tab.midend()->history().size(), 0);
        QVERIFY(tab.midend()->isAssisted());
        const Placement &ghost
            = Board::flat()->placements()[static_cast<std::size_t>(view->ghostPlacement())];
        QCOMPARE(game.solution->placementOf(ghost.piece), std::optional(view->ghostPlacement()));
        QVERIFY(placeIt->isEnabled());
        // Drawn on the board: each of its balls, an empty hole before, is drawn otherwise now.
        for (CellMask m = ghost.cells; m; m &= m - 1) {
            const QPointF centre = view->geometryModel()->ballCentre(std::countr_zero(m));
            QVERIFY(pixelAt(view, centre) != before.pixelColor(view->toWidget(centre).toPoint()));
        }

        QTest::mouseClick(placeIt, Qt::LeftButton);
        QCOMPARE(tab.position().placementOf(ghost.piece), game.solution->placementOf(ghost.piece));
        QCOMPARE(tab.midend()->history().size(), 1);
        QCOMPARE(tab.midend()->history().entry(0).author, pw::common::Author::Hint);
        QCOMPARE(view->ghostPlacement(), -1);
        QVERIFY(!placeIt->isEnabled());
        // Undo takes the hint's piece back off; no ghost comes back with it.
        tab.midend()->undo();
        QVERIFY(!tab.position().isPlaced(ghost.piece));
        QCOMPARE(view->ghostPlacement(), -1);
    }

    void theGhostGoesWhenTheBoardChanges()
    {
        KanoodleTab tab;
        const KanoodleGame game = flatGame({1, 4, 9});
        tab.startGame(game);
        KanoodleBoardView *view = tab.view();
        tab.hint();
        QTRY_VERIFY_WITH_TIMEOUT(view->ghostPlacement() >= 0, 20000);
        const int hinted
            = Board::flat()->placements()[static_cast<std::size_t>(view->ghostPlacement())].piece;
        // The player places another piece: the board changed, the ghost goes.
        int other = -1;
        for (const int piece : {1, 4, 9}) {
            if (piece != hinted && other < 0)
                other = piece;
        }
        emit view->placeRequested(*game.solution->placementOf(other));
        QVERIFY(tab.position().isPlaced(other));
        QCOMPARE(view->ghostPlacement(), -1);

        // Placing the hinted piece by hand where it was shown is the player's own move.
        tab.hint();
        QTRY_VERIFY_WITH_TIMEOUT(view->ghostPlacement() >= 0, 20000);
        const int placement = view->ghostPlacement();
        emit view->placeRequested(placement);
        QCOMPARE(view->ghostPlacement(), -1);
        const auto &history = tab.midend()->history();
        QCOMPARE(history.entry(history.size() - 1).author, pw::common::Author::Player);
        QVERIFY(tab.midend()->isAssisted());
    }
};

QTEST_MAIN(TestKanoodleHint)
#include "tst_kanoodlehint.moc"
