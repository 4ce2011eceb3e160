// ChainBoard: following a line by chains agrees with followLine(), and placing and undoing keep
// every chain right.
#include "core/entanglement/ChainBoard.h"
#include "core/entanglement/Game.h"

#include <QtTest>

using namespace pw::entanglement;

namespace {

// Every entry of the empty playable cells, compared with a ChainBoard built afresh from `board`.
bool sameLinks(const ChainBoard &chains, const Board &board, QString *why)
{
    const ChainBoard fresh(board);
    for (const UvCell cell : board.playableCells()) {
        if (board.hasTile(cell))
            continue;
        const int index = chains.cellIndex(cell);
        for (int pin = 0; pin < pinCount; ++pin) {
            const ChainBoard::Link &a = chains.link(index, pin);
            const ChainBoard::Link &b = fresh.link(index, pin);
            if (a.cell != b.cell || a.pin != b.pin || a.length != b.length) {
                *why = QStringLiteral("cell (%1, %2) pin %3").arg(cell.u).arg(cell.v).arg(pin);
                return false;
            }
        }
    }
    return true;
}

} // namespace

class TestEntanglementChainBoard : public QObject
{
    Q_OBJECT
private slots:
    void followAgreesWithFollowLineAndPlacingKeepsTheChains_data()
    {
        QTest::addColumn<int>("radius");
        for (int radius = Board::minRadius; radius <= Board::maxRadius; ++radius)
            QTest::addRow("radius %d", radius) << radius;
    }

    void followAgreesWithFollowLineAndPlacingKeepsTheChains()
    {
        QFETCH(int, radius);
        pw::common::Random choice(1234);
        for (std::uint64_t seed = 0; seed < 60; ++seed) {
            Game game(seed, radius);
            ChainBoard chains(game.board());
            while (!game.isOver()) {
                const LineEnd end = game.openEnd();
                const int cell = chains.cellIndex(end.cell);
                // Prefer moves that keep the line open, so games run long and chains grow.
                int keep = -1;
                for (int option = 0; option < 12; ++option) {
                    const Tile &dealt = option < 6 ? game.currentTile() : game.pocketTile();
                    const Tile tile = dealt.rotated(option % 6);
                    const FollowResult expected = followLine(game.board(), end, tile);
                    const ChainBoard::Follow got = chains.follow(cell, end.pin, tile);
                    QCOMPARE(got.length, expected.length);
                    QCOMPARE(got.hitWall, expected.hitWall);
                    QCOMPARE(chains.cellAt(got.cell), expected.end.cell);
                    QCOMPARE(got.pin, expected.end.pin);
                    if (!got.hitWall && (keep < 0 || choice.chance(0.3)))
                        keep = option;
                }
                if (keep < 0)
                    keep = static_cast<int>(choice.below(12));
                if (keep >= 6)
                    game.swap();
                game.setCurrentRotation(keep % 6);

                // Placing and undoing leaves every chain as it was; placing again matches the
                // chains of the new board.
                ChainBoard::Undo undo;
                chains.place(cell, game.currentPlaced(), undo);
                chains.undo(undo);
                QString why;
                QVERIFY2(sameLinks(chains, game.board(), &why), qPrintable(why));
                chains.place(cell, game.currentPlaced(), undo);
                game.place();
                QVERIFY2(sameLinks(chains, game.board(), &why), qPrintable(why));
            }
        }
    }
};

QTEST_GUILESS_MAIN(TestEntanglementChainBoard)
#include "tst_entanglementchainboard.moc"
