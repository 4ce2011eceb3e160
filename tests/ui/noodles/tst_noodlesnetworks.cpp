// The networks the player has joined, shown while playing: every group of joined tiles in a
// colour of its own (the source's in the powered colour), an island (a closed group smaller than
// the board) outlined and counted as soon as it closes, its size in the tooltip, and on a
// wrapping board groups that run across the edge.
#include "core/noodles/NetworkGroups.h"
#include "ui/common/Midend.h"
#include "ui/common/SolverRunner.h"
#include "ui/noodles/NoodlesTab.h"
#include "ui/noodles/NoodlesView.h"

#include <QLabel>
#include <QStandardPaths>
#include <QtTest>

using namespace pw;
using pw::ui::NoodlesTab;
using pw::ui::NoodlesView;

namespace {

constexpr noodles::TileMask N = 1, E = 2, S = 4, W = 8;

noodles::Board squareBoard(int width, int height, const std::vector<noodles::TileMask> &tiles,
                           bool wrap = false)
{
    noodles::Board board(noodles::Topology::make(noodles::GridKind::Square, width, height, wrap));
    board.setTiles(tiles);
    return board;
}

// 4 x 3, the source at 0. Groups: {0, 1} the source's (1's lower arm meets nothing), {2, 3},
// {4, 5}, {8, 9} (each with a loose arm), 6 and 7 alone, and {10, 11}: two ends facing each
// other, closed, an island.
noodles::Board groupedBoard()
{
    return squareBoard(4, 3, {E, W | S, E, W | S, E | S, W, S, E, E, W | N, E, W});
}

} // namespace

class TestNoodlesNetworks : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void eachGroupHasAColourOfItsOwn()
    {
        const noodles::Board board = groupedBoard();
        NoodlesView view;
        view.setBoard(board, noodles::PowerNetwork(board));
        const noodles::NetworkGroups &groups = view.groups();
        QCOMPARE(groups.groupCount(), 7);
        QCOMPARE(groups.groupOf(0), groups.sourceGroup());
        QCOMPARE(groups.size(groups.groupOf(2)), 2);
        // Within a group one colour; groups that touch ({2, 3}, {4, 5} and {8, 9} touch each
        // other and the source's) in different ones, none of them the source's.
        QCOMPARE(view.pieceColour(2), view.pieceColour(3));
        QCOMPARE(view.pieceColour(4), view.pieceColour(5));
        QCOMPARE(view.pieceColour(8), view.pieceColour(9));
        QCOMPARE(view.pieceColour(0), view.pieceColour(1));
        for (const int a : {0, 2, 4, 8}) {
            for (const int b : {0, 2, 4, 8}) {
                if (a != b)
                    QVERIFY2(view.pieceColour(a) != view.pieceColour(b),
                             qPrintable(QStringLiteral("tiles %1 and %2").arg(a).arg(b)));
            }
        }
        // A tile joined to nothing keeps the plain unpowered colour.
        QCOMPARE(view.pieceColour(6), view.pieceColour(7));
        QVERIFY(view.pieceColour(6) != view.pieceColour(2));
        // The tooltip says each group's size.
        // (Tests run without the English plural forms: "2 tile(s)".)
        QVERIFY2(view.groupText(0).startsWith(QStringLiteral("The source's network: 2 tile")),
                 qPrintable(view.groupText(0)));
        QVERIFY2(view.groupText(4).startsWith(QStringLiteral("A network of 2 tile")),
                 qPrintable(view.groupText(4)));
        QVERIFY(view.groupText(4).endsWith(QStringLiteral("not yet joined to the source.")));
        QCOMPARE(view.groupText(7), QStringLiteral("A tile joined to nothing yet."));
    }

    void aColourStaysWhileTheGroupStays()
    {
        // A turn far from a group leaves its colour alone.
        noodles::Board board = groupedBoard();
        NoodlesView view;
        view.setBoard(board, noodles::PowerNetwork(board));
        const QColor before = view.pieceColour(8);
        board.rotate(7, 1); // 7 alone: east to south
        view.updateBoard(board, noodles::PowerNetwork(board));
        QCOMPARE(view.pieceColour(8), before);
    }

    void aGroupKeepsItsColourWhenItsFirstTileLeaves()
    {
        // The bottom row is one group of four (8 - 9 - 10 - 11); turned away, 8 leaves it, and
        // what is left (9 - 10 - 11, whose first tile is another now) keeps its colour.
        std::vector<noodles::TileMask> tiles(12, N);
        tiles[8] = E;
        tiles[9] = W | E;
        tiles[10] = W | E;
        tiles[11] = W;
        noodles::Board board = squareBoard(4, 3, tiles);
        NoodlesView view;
        view.setBoard(board, noodles::PowerNetwork(board));
        QCOMPARE(view.groups().size(view.groups().groupOf(9)), 4);
        const QColor before = view.pieceColour(9);
        board.rotate(8, 1); // east to south, off the board
        view.updateBoard(board, noodles::PowerNetwork(board));
        QCOMPARE(view.groups().size(view.groups().groupOf(9)), 3);
        QCOMPARE(view.pieceColour(9), before);
        QCOMPARE(view.pieceColour(11), before);
        // Joined again, the four keep it too.
        board.rotate(8, -1);
        view.updateBoard(board, noodles::PowerNetwork(board));
        QCOMPARE(view.pieceColour(8), before);
    }

    void anIslandIsMarkedAsSoonAsItCloses()
    {
        NoodlesTab tab;
        tab.resize(700, 600);
        tab.show();
        QVERIFY(QTest::qWaitForWindowExposed(&tab));
        QTRY_VERIFY(!tab.solverRunner()->isRunning());
        noodles::Board board = groupedBoard();
        board.setTile(11, N); // not yet facing 10: no island
        tab.startGame(board);
        NoodlesView *view = tab.view();
        auto *status = tab.findChild<QLabel *>(QStringLiteral("noodlesStatus"));
        QVERIFY(status);
        QCOMPARE(view->groups().islandCount(), 0);
        QVERIFY(!status->text().contains(QStringLiteral("island")));
        // Turned to face 10 (west, three steps clockwise or one back): closed at once.
        view->setFocus();
        view->setCursor(11);
        QTest::keyClick(view, Qt::Key_A);
        QCOMPARE(tab.board().tile(11), W);
        const noodles::NetworkGroups &groups = view->groups();
        QCOMPARE(groups.islandCount(), 1);
        QCOMPARE(groups.islandCellCount(), 2);
        QVERIFY(groups.isIsland(groups.groupOf(10)));
        QVERIFY(!groups.isIsland(groups.groupOf(8)));
        QVERIFY2(status->text().contains(QStringLiteral("1 island")),
                 qPrintable(status->text()));
        QVERIFY2(view->groupText(10).startsWith(QStringLiteral("An island of 2 tile")),
                 qPrintable(view->groupText(10)));
        // Undo opens it again.
        tab.midend()->undo();
        QCOMPARE(view->groups().islandCount(), 0);
        QVERIFY(!status->text().contains(QStringLiteral("island")));
    }

    void theSolvedBoardIsNoIsland()
    {
        // One closed group of every tile: the whole board, not an island.
        const noodles::Board board = squareBoard(2, 2, {E | S, W, N | E, W});
        const noodles::PowerNetwork network(board);
        QVERIFY(network.isSolved());
        const noodles::NetworkGroups groups(board, network);
        QCOMPARE(groups.groupCount(), 1);
        QVERIFY(groups.isClosed(0));
        QCOMPARE(groups.islandCount(), 0);
    }

    void groupsFollowAcrossTheWrap()
    {
        // Tile 4 (column 1, row 2) points west, tile 7 (column 4) east: across the edge of a
        // wrapping board they meet, and with nothing else free they close an island.
        std::vector<noodles::TileMask> tiles(12, E);
        tiles[4] = W;
        const noodles::Board wrapping = squareBoard(4, 3, tiles, true);
        NoodlesView view;
        view.setBoard(wrapping, noodles::PowerNetwork(wrapping));
        const noodles::NetworkGroups &groups = view.groups();
        QCOMPARE(groups.groupOf(4), groups.groupOf(7));
        QCOMPARE(groups.size(groups.groupOf(4)), 2);
        QVERIFY(groups.isIsland(groups.groupOf(4)));
        QCOMPARE(view.pieceColour(4), view.pieceColour(7));
        // The same tiles on a board that does not wrap: two ends pointing at the walls.
        const noodles::Board flat = squareBoard(4, 3, tiles, false);
        view.setBoard(flat, noodles::PowerNetwork(flat));
        QVERIFY(view.groups().groupOf(4) != view.groups().groupOf(7));
        QCOMPARE(view.groups().islandCount(), 0);
    }

    void aBigBoardIsGroupedWhole()
    {
        // Every tile in exactly one group, the sizes adding up to the board, on the largest
        // wrapping hex board.
        noodles::Board board(noodles::Topology::make(noodles::GridKind::Hex, noodles::maxSide,
                                                     noodles::maxSide, true));
        std::vector<noodles::TileMask> tiles(static_cast<std::size_t>(board.cellCount()));
        for (std::size_t i = 0; i < tiles.size(); ++i)
            tiles[i] = static_cast<noodles::TileMask>(1u << (i * 7 % 6) | 1u << (i * 5 % 6));
        board.setTiles(tiles);
        const noodles::NetworkGroups groups(board, noodles::PowerNetwork(board));
        int total = 0;
        for (int group = 0; group < groups.groupCount(); ++group)
            total += groups.size(group);
        QCOMPARE(total, board.cellCount());
        const std::vector<int> colourSlots = groups.colourSlots(8);
        for (int group = 0; group < groups.groupCount(); ++group)
            QCOMPARE(colourSlots[static_cast<std::size_t>(group)] >= 0,
                     groups.size(group) > 1 && group != groups.sourceGroup());
    }
};

QTEST_MAIN(TestNoodlesNetworks)
#include "tst_noodlesnetworks.moc"
