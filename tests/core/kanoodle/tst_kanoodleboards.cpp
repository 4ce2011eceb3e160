#include "core/kanoodle/Board.h"
#include "core/kanoodle/PlacementGenerator.h"

#include <QtTest>

#include <bit>
#include <set>

using namespace pw::kanoodle;

class TestKanoodleBoards : public QObject
{
    Q_OBJECT
private slots:
    void pyramidPlacementCountsMatchTheSeedTable()
    {
        const int expected[pieceCount]
            = {336, 480, 96, 336, 360, 168, 480, 288, 480, 240, 240, 720};
        const BoardPtr board = Board::pyramid();
        for (int piece = 0; piece < pieceCount; ++piece)
            QCOMPARE(static_cast<int>(board->placementsOfPiece(piece).size()), expected[piece]);
    }

    void placementsAreDistinctConnectedAndTheRightSize()
    {
        for (const BoardPtr &board : {Board::pyramid(), Board::flat()}) {
            std::set<std::pair<int, CellMask>> seen;
            for (const Placement &p : board->placements()) {
                QCOMPARE(std::popcount(p.cells), pieces()[static_cast<std::size_t>(p.piece)].size);
                QVERIFY(seen.insert({p.piece, p.cells}).second);
                // Connected by lattice neighbours.
                CellMask part = p.cells & (~p.cells + 1);
                for (int round = 0; round < 5; ++round) {
                    for (CellMask m = part; m; m &= m - 1)
                        part |= board->neighbours(std::countr_zero(m)) & p.cells;
                }
                QCOMPARE(part, p.cells);
            }
        }
    }

    void pyramidCellsAreListedZThenYThenX()
    {
        const BoardPtr board = Board::pyramid();
        QCOMPARE(board->cell(0), (Cell {0, 0, 0}));
        QCOMPARE(board->cell(5), (Cell {5, 0, 0}));
        QCOMPARE(board->cell(6), (Cell {0, 1, 0}));
        QCOMPARE(board->cell(20), (Cell {0, 5, 0}));
        QCOMPARE(board->cell(21), (Cell {0, 0, 1}));
        QCOMPARE(board->cell(55), (Cell {0, 0, 5}));
        QCOMPARE(board->cellIndex(0, 0, 5), 55);
        QCOMPARE(board->cellIndex(3, 3, 0), -1);
        QCOMPARE(board->cellName(55), QStringLiteral("[0,0,5]"));
        // A corner ball touches 3 balls, the apex 3, a base-edge middle ball 4 + 2 above.
        QCOMPARE(std::popcount(board->neighbours(0)), 3);
        QCOMPARE(std::popcount(board->neighbours(55)), 3);
        QCOMPARE(std::popcount(board->neighbours(board->cellIndex(2, 0, 0))), 6);
    }

    void flatBoardHasRowsOf11_11_12_11_11()
    {
        const BoardPtr board = Board::flat();
        const int rowFirst[5] = {0, -1, -2, -2, -2};
        const int rowLength[5] = {11, 11, 12, 11, 11};
        int index = 0;
        for (int y = 0; y < 5; ++y) {
            for (int k = 0; k < rowLength[y]; ++k, ++index) {
                QCOMPARE(board->cell(index), (Cell {rowFirst[y] + k, y, 0}));
                QCOMPARE(board->cellIndex(rowFirst[y] + k, y), index);
            }
            QCOMPARE(board->cellIndex(rowFirst[y] - 1, y), -1);
        }
        QCOMPARE(index, stateLength);
        // Drawn shape: rows 0, 2 and 4 start at drawn x = 0, -1, 0.
        QCOMPARE(board->drawX(0), 0.0);
        QCOMPARE(board->drawX(board->cellIndex(-2, 2)), -1.0);
        QCOMPARE(board->drawX(board->cellIndex(-2, 4)), 0.0);
        QCOMPARE(board->drawX(board->cellIndex(8, 4)), 10.0);
    }

    void flatPlacementsAreEveryOrientationThatFits()
    {
        // Independent count for the 2x2 rhombus K: its 12 orientations give 3 distinct shapes;
        // count every translation of each that lies on the board.
        const BoardPtr board = Board::flat();
        std::set<CellMask> expected;
        for (const bool mirror : {false, true}) {
            for (int rotation = 0; rotation < 6; ++rotation) {
                for (int i = 0; i < stateLength; ++i) {
                    CellMask mask = 0;
                    bool inside = true;
                    for (int k = 0; k < 4 && inside; ++k) {
                        const Cell o
                            = orientOffset(pieces()[10].offsets[static_cast<std::size_t>(k)],
                                           mirror, rotation, false);
                        const int cell
                            = board->cellIndex(board->cell(i).x + o.x, board->cell(i).y + o.y);
                        inside = cell >= 0;
                        if (inside)
                            mask |= CellMask {1} << cell;
                    }
                    if (inside)
                        expected.insert(mask);
                }
            }
        }
        QCOMPARE(board->placementsOfPiece(10).size(), expected.size());
    }

    void rotationSixTimesIsIdentityAndMirrorIsAnInvolution()
    {
        for (const PieceInfo &info : pieces()) {
            for (int k = 0; k < info.size; ++k) {
                const Offset2 o = info.offsets[static_cast<std::size_t>(k)];
                const Cell turned = orientOffset(o, false, 6 % 6, false);
                QCOMPARE(turned, (Cell {o.x, o.y, 0}));
                const Cell mirrored = orientOffset(o, true, 0, false);
                const Cell back = orientOffset(Offset2 {mirrored.x, mirrored.y}, true, 0, false);
                QCOMPARE(back, (Cell {o.x, o.y, 0}));
            }
        }
        // (1, 0) turns through all six neighbours.
        std::set<std::pair<int, int>> directions;
        for (int r = 0; r < 6; ++r) {
            const Cell c = orientOffset(Offset2 {1, 0}, false, r, false);
            directions.insert({c.x, c.y});
        }
        QCOMPARE(directions.size(), std::size_t {6});
    }

    void symmetriesMapEveryPlacementSetOntoItself()
    {
        QCOMPARE(Board::pyramid()->symmetries().size(), std::size_t {24});
        QCOMPARE(Board::flat()->symmetries().size(), std::size_t {2});
        // addSymmetry() keeps only permutations that pass the check; re-check one by hand.
        const BoardPtr board = Board::pyramid();
        for (const auto &symmetry : board->symmetries()) {
            std::set<int> image(symmetry.begin(), symmetry.end());
            QCOMPARE(image.size(), std::size_t {stateLength});
        }
    }

    void slidingRegionsGrowByHalfColumns()
    {
        const std::vector<int> &sizes = Board::slidingRegionSizes();
        QVERIFY(sizes.size() >= 10);
        QCOMPARE(sizes[0], 21);
        QCOMPARE(sizes[1], 23);
        QCOMPARE(sizes[2], 26);
        QCOMPARE(sizes[3], 28);
        QCOMPARE(sizes[4], 31);
        // I J K L (4 balls each) + A (5 balls) = 21.
        const BoardPtr board = Board::sliding(21, 0b111100000001);
        QVERIFY(board);
        QCOMPARE(board->regionSize(), 21);
        QCOMPARE(board->slidingWidth(), 3.0);
        for (int i = 0; i < stateLength; ++i)
            QCOMPARE(board->inRegion(i), board->drawX(i) <= 3.0);
        for (const Placement &p : board->placements()) {
            QCOMPARE(p.cells & ~board->region(), CellMask {0});
            QVERIFY(board->hasPiece(p.piece));
        }
        QVERIFY(board->placementsOfPiece(1).empty());
        QVERIFY(!Board::sliding(22, 0b111100000001));
    }
};

QTEST_APPLESS_MAIN(TestKanoodleBoards)
#include "tst_kanoodleboards.moc"
