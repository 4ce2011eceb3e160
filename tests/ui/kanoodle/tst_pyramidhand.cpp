// The piece held over the pyramid in the 3D view (PyramidHand), without a display: the ghost is
// always a legal placement, the held ball stays on the ball pointed at, and the wheel, mirror and
// arrows step only through legal ways.
#include "core/common/SolverSink.h"
#include "core/kanoodle/Generator.h"
#include "ui/kanoodle/PyramidHand.h"
#include "ui/kanoodle/PyramidPicking.h"
#include "ui/kanoodle/PyramidWays.h"

#include <QMatrix4x4>
#include <QtTest>

#include <bit>
#include <set>

using namespace pw::kanoodle;
using namespace pw::ui::kanoodle;

namespace {

// Where a ball is drawn by a camera placed as the 3D view's reset view, in a 600 x 600 view.
QPointF screenOf(int cell)
{
    const QVector3D centre = pyramidCentre();
    QMatrix4x4 view;
    view.lookAt(centre + QVector3D(-4.0f, 7.0f, 11.0f), centre, QVector3D(0, 1, 0));
    QMatrix4x4 projection;
    projection.perspective(40.0f, 1.0f, 0.1f, 200.0f);
    const QVector3D p = (projection * view).map(pyramidBallPosition(Board::pyramid()->cell(cell)));
    return QPointF((p.x() + 1) / 2 * 600, (1 - p.y()) / 2 * 600);
}

const PyramidHand::ScreenPosition screen = screenOf;

// The ghost is a legal placement of the held piece on the board it is held over, with the held
// ball on the spot.
void checkGhost(const PyramidHand &hand)
{
    const int ghost = hand.ghost();
    if (ghost < 0)
        return;
    const Placement &p = Board::pyramid()->placements()[static_cast<std::size_t>(ghost)];
    QCOMPARE(p.piece, hand.piece());
    QVERIFY(hand.board().canPlace(ghost));
    QVERIFY((p.cells >> hand.spot()) & 1U);
    const std::vector<int> here = hand.placementsHere();
    QVERIFY(std::find(here.begin(), here.end(), ghost) != here.end());
}

// The brute-force list: legal placements of the piece with some way putting ball `ball` on `cell`.
std::set<int> legalWithBallOn(const PyramidHand &hand, int cell, int ball)
{
    std::set<int> result;
    for (const PyramidWay &way : pyramidWays()) {
        if (way.piece == hand.piece() && way.ballOn(cell) == ball
            && hand.board().canPlace(way.placement))
            result.insert(way.placement);
    }
    return result;
}

Position puzzleWithGaps()
{
    pw::common::QuietSink sink;
    const auto puzzle = generatePuzzle(Board::pyramid(), 7, 5, sink);
    return puzzle->puzzle;
}

} // namespace

class TestPyramidHand : public QObject
{
    Q_OBJECT
private slots:
    void everyPlacementHasItsWaysBallByBall()
    {
        const Board &board = *Board::pyramid();
        std::set<int> reached;
        for (const PyramidWay &way : pyramidWays()) {
            CellMask mask = 0;
            for (int i = 0; i < way.size; ++i)
                mask |= CellMask {1} << way.cells[static_cast<std::size_t>(i)];
            QCOMPARE(mask, board.placements()[static_cast<std::size_t>(way.placement)].cells);
            QCOMPARE(way.size, pieces()[static_cast<std::size_t>(way.piece)].size);
            reached.insert(way.placement);
        }
        QCOMPARE(reached.size(), board.placements().size());
    }

    void theGhostIsAlwaysLegalWhereverThePointerGoes()
    {
        const Position position = puzzleWithGaps();
        const CellMask all = ~CellMask {0} >> 8;
        int shown = 0;
        for (int piece = 0; piece < pieceCount; ++piece) {
            if (position.isPlaced(piece))
                continue;
            PyramidHand hand;
            hand.take(position, piece);
            QVERIFY(hand.holding());
            QCOMPARE(hand.ghost(), -1);
            // Over every ball in turn, empty or not, then the keys at each.
            for (int cell = 0; cell < stateLength; ++cell) {
                const int before = hand.ghost();
                const bool moved = hand.moveTo(cell, screen(cell) + QPointF(3, -2), screen);
                if (!moved) {
                    QCOMPARE(hand.ghost(), before); // nothing fits there: the ghost stays
                    continue;
                }
                ++shown;
                QCOMPARE(hand.spot(), cell);
                checkGhost(hand);
                // Turning steps through exactly the legal placements with the held ball here.
                const std::set<int> expected = legalWithBallOn(hand, cell, hand.heldBall());
                const std::vector<int> here = hand.placementsHere();
                QCOMPARE(std::set<int>(here.begin(), here.end()), expected);
                QCOMPARE(here.size(), expected.size()); // each once
                std::set<int> seen;
                for (std::size_t k = 0; k < here.size(); ++k) {
                    seen.insert(hand.ghost());
                    QCOMPARE(hand.turn(1), here.size() > 1);
                    checkGhost(hand);
                }
                QCOMPARE(seen, expected);
                hand.mirror();
                checkGhost(hand);
                for (const QPointF direction :
                     {QPointF(1, 0), QPointF(0, 1), QPointF(-1, 0), QPointF(0, -1)}) {
                    hand.step(direction, screen, all);
                    checkGhost(hand);
                }
            }
        }
        QVERIFY(shown > 50);
    }

    void movingKeepsTheHeldBallAndTheOrientationWhereItFits()
    {
        // An empty pyramid: Red (E) is held by the ball it was first shown with, and moved one
        // ball along the base, it keeps its shape.
        const Position empty(Board::pyramid());
        PyramidHand hand;
        hand.take(empty, 4);
        const int a = Board::pyramid()->cellIndex(1, 1, 0);
        const int b = Board::pyramid()->cellIndex(2, 1, 0);
        QVERIFY(hand.moveTo(a, screen(a), screen));
        const Board &board = *Board::pyramid();
        // The ghost's balls one to the right (x + 1) each, when they all stay in the pyramid.
        const auto shiftedRight = [&](CellMask cells) -> std::optional<CellMask> {
            CellMask shifted = 0;
            for (CellMask m = cells; m; m &= m - 1) {
                const Cell c = board.cell(std::countr_zero(m));
                const int index = board.cellIndex(c.x + 1, c.y, c.z);
                if (index < 0)
                    return std::nullopt;
                shifted |= CellMask {1} << index;
            }
            return shifted;
        };
        // Turned to a way other than the first shown (leaning ones come later) that moved right
        // stays inside.
        int turns = 0;
        do {
            QVERIFY(hand.turn(1));
            ++turns;
        } while (
            turns < 3
            || !shiftedRight(board.placements()[static_cast<std::size_t>(hand.ghost())].cells));
        const int ball = hand.heldBall();
        const CellMask atA = board.placements()[static_cast<std::size_t>(hand.ghost())].cells;
        QVERIFY(hand.moveTo(b, screen(b), screen));
        QCOMPARE(hand.heldBall(), ball);
        const CellMask atB = board.placements()[static_cast<std::size_t>(hand.ghost())].cells;
        QCOMPARE(atB, *shiftedRight(atA));
    }

    void aLiftedPieceStartsWhereItLiesOnTheBoardWithoutIt()
    {
        const Position position = puzzleWithGaps();
        int cell = 0;
        while (position.at(cell) == '.')
            ++cell;
        const int piece = *pieceIndexOfLetter(position.at(cell));
        PyramidHand hand;
        QVERIFY(hand.lift(position, cell));
        QCOMPARE(hand.piece(), piece);
        QCOMPARE(hand.liftedFrom(), *position.placementOf(piece));
        QCOMPARE(hand.ghost(), hand.liftedFrom());
        QCOMPARE(hand.spot(), cell);
        QVERIFY(!hand.board().isPlaced(piece));
        QVERIFY(hand.origin() == position);
        checkGhost(hand);
        const int empty = std::countr_zero(position.emptyCells());
        QVERIFY(!hand.lift(position, empty));
        QVERIFY(!hand.holding());
    }

    void leaningPlacementsAreReached()
    {
        // On the empty pyramid every piece can be shown leaning (across layers) by the wheel.
        const Position empty(Board::pyramid());
        const Board &board = *Board::pyramid();
        for (int piece = 0; piece < pieceCount; ++piece) {
            PyramidHand hand;
            hand.take(empty, piece);
            const int cell = board.cellIndex(1, 1, 1);
            QVERIFY(hand.moveTo(cell, screen(cell), screen));
            bool leaning = false;
            for (const int placement : hand.placementsHere()) {
                int lowest = 5, highest = 0;
                for (CellMask m = board.placements()[static_cast<std::size_t>(placement)].cells; m;
                     m &= m - 1) {
                    lowest = std::min(lowest, board.cell(std::countr_zero(m)).z);
                    highest = std::max(highest, board.cell(std::countr_zero(m)).z);
                }
                leaning = leaning || lowest != highest;
            }
            QVERIFY2(leaning, qPrintable(QString::number(piece)));
        }
    }
};

QTEST_GUILESS_MAIN(TestPyramidHand)
#include "tst_pyramidhand.moc"
