#include "core/kanoodle/Generator.h"
#include "core/kanoodle/PiecesToTakeOff.h"
#include "core/kanoodle/Solver.h"

#include <QtTest>

#include <bit>
#include <random>

using namespace pw::kanoodle;
using namespace pw::common;

namespace {

// Checked with dancing links, not the engine piecesToTakeOff uses.
bool solvable(const Position &position)
{
    QuietSink sink;
    return countSolutions(position, sink, 1, Engine::DancingLinks).solutions > 0;
}

Position without(Position position, std::uint16_t pieces)
{
    for (int piece = 0; piece < pieceCount; ++piece) {
        if ((pieces >> piece) & 1U)
            position.remove(piece);
    }
    return position;
}

// `count` pieces dropped at random places where they fit: usually a dead position.
Position randomlyFilled(const BoardPtr &board, int count, std::mt19937_64 &random)
{
    Position position(board);
    std::vector<int> order(pieceCount);
    for (int piece = 0; piece < pieceCount; ++piece)
        order[static_cast<std::size_t>(piece)] = piece;
    std::shuffle(order.begin(), order.end(), random);
    for (const int piece : order) {
        if (std::popcount(static_cast<unsigned>(position.placedPieces())) == count)
            break;
        std::vector<int> fits;
        for (const int placement : board->placementsOfPiece(piece)) {
            if (position.canPlace(placement))
                fits.push_back(placement);
        }
        if (!fits.empty())
            position.place(fits[random() % fits.size()]);
    }
    return position;
}

// Whether no set of fewer than `size` pieces of `removable` makes the position solvable.
bool noSmallerSetWorks(const Position &position, std::uint16_t removable, int size)
{
    for (unsigned set = 0; set < (1U << pieceCount); ++set) {
        if ((set & ~unsigned {removable}) || std::popcount(set) >= size)
            continue;
        if (solvable(without(position, static_cast<std::uint16_t>(set))))
            return false;
    }
    return true;
}

} // namespace

class TestKanoodleTakeOff : public QObject
{
    Q_OBJECT
private slots:
    void theFewestPiecesAndNeverAGivenOne()
    {
        std::mt19937_64 random(20261123);
        QuietSink sink;
        int dead = 0;
        int needingTwoOrMore = 0;
        for (int trial = 0; trial < 60 && dead < 12; ++trial) {
            const BoardPtr board = trial % 2 ? Board::flat() : Board::pyramid();
            const Position position = randomlyFilled(board, 4 + trial % 4, random);
            if (solvable(position))
                continue;
            ++dead;
            // Half the time the first placed piece (in letter order) is a given one.
            const std::uint16_t placed = position.placedPieces();
            const auto kept = static_cast<std::uint16_t>(trial % 4 < 2 ? 0 : placed & -placed);
            const TakeOff result = piecesToTakeOff(position, kept, sink);
            if (result.kind == TakeOff::Kind::Impossible) {
                QVERIFY(!solvable(without(position, placed & ~kept)));
                continue;
            }
            QCOMPARE(result.kind, TakeOff::Kind::Pieces);
            QVERIFY(result.pieces != 0);
            QCOMPARE(result.pieces & ~placed, 0); // only pieces that are on the board
            QCOMPARE(result.pieces & kept, 0); // never a given one
            QVERIFY(solvable(without(position, result.pieces)));
            const int size = std::popcount(static_cast<unsigned>(result.pieces));
            QVERIFY(noSmallerSetWorks(position, static_cast<std::uint16_t>(placed & ~kept), size));
            needingTwoOrMore += size >= 2 ? 1 : 0;
            // The same answer every time.
            QCOMPARE(piecesToTakeOff(position, kept, sink).pieces, result.pieces);
        }
        QVERIFY(dead >= 8);
        QVERIFY(needingTwoOrMore >= 1); // the search went past single pieces
    }

    void solvableImpossibleAndCancelled()
    {
        QuietSink sink;
        const std::optional<Position> full = randomSolution(Board::pyramid(), 2, sink);
        QVERIFY(full);
        Position puzzle = without(*full, 0b000011110000);
        QCOMPARE(piecesToTakeOff(puzzle, 0, sink).kind, TakeOff::Kind::Solvable);

        std::mt19937_64 random(7);
        std::optional<Position> dead;
        while (!dead) {
            const Position position = randomlyFilled(Board::flat(), 5, random);
            if (!solvable(position))
                dead = position;
        }
        // With every placed piece given nothing may be taken off.
        QCOMPARE(piecesToTakeOff(*dead, dead->placedPieces(), sink).kind,
                 TakeOff::Kind::Impossible);
        CancelToken stop;
        stop.cancel();
        QuietSink cancelled(stop);
        QCOMPARE(piecesToTakeOff(*dead, 0, cancelled).kind, TakeOff::Kind::Cancelled);
    }
};

QTEST_APPLESS_MAIN(TestKanoodleTakeOff)
#include "tst_kanoodletakeoff.moc"
