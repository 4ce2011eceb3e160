// Simon Tatham's Net's game IDs: read into a Noodles board (tiles, wrap, barriers, the source in
// the middle) and written back. The IDs here are written by hand from Net's format: per tile a
// hexadecimal digit of its arms (right 1, up 2, left 4, down 8), 'v' for a barrier on its right,
// 'h' for one below it.
#include "core/noodles/Generator.h"
#include "core/noodles/NetGameId.h"
#include "core/noodles/NoodlesGameId.h"
#include "core/noodles/Solver.h"

#include <QtTest>

using namespace pw;
using namespace pw::noodles;

namespace {

constexpr TileMask N = 1, E = 2, S = 4, W = 8;

// A 3 x 3 tree, the source's tile in the middle:
//   (0,0)-(1,0)-(2,0), (1,0)-(1,1), (0,1)-(1,1)-(2,1), (0,1)-(0,2), (2,1)-(2,2)-(1,2)
// with a barrier on each of the four sides it leaves unjoined (below (0,0), (2,0) and (1,1),
// right of (0,2)), so every tile can sit one way only. Solved, in Net's digits:
//   1h d 4h / 9 7h c / 2v 1 6
// and scrambled, each tile turned (the ID below):
//   2h e 8h / 3 bh 6 / 4v 1 9
const QString scrambled = QStringLiteral("3x3:2he8h3bh64v19");
const std::vector<TileMask> solvedTiles {E, W | E | S, W, E | S, N | W | E, W | S, N, E, N | W};
const std::vector<TileMask> scrambledTiles {N, N | W | S, S, E | N, E | N | S, N | W, W, E, E | S};

} // namespace

class TestNoodlesNetId : public QObject
{
    Q_OBJECT
private slots:
    void readsNetsTilesBarriersAndSource()
    {
        QVERIFY(looksLikeNetGameId(scrambled));
        const auto board = boardFromNetGameId(scrambled);
        QVERIFY2(board, board ? "" : qPrintable(board.error().message()));
        QCOMPARE(board->kind(), GridKind::Square);
        QCOMPARE(board->width(), 3);
        QVERIFY(!board->wraps());
        QCOMPARE(board->tiles(), scrambledTiles);
        QCOMPARE(board->source(), 4); // the middle, as in Net
        const Topology &topology = board->topology();
        QCOMPARE(topology.barrierCount(), 4);
        QVERIFY(topology.barrier(0, 2) && topology.barrier(3, 0)); // below (0,0)
        QVERIFY(topology.barrier(2, 2) && topology.barrier(4, 2)); // below (2,0) and (1,1)
        QVERIFY(topology.barrier(6, 1) && topology.barrier(7, 3)); // right of (0,2)
        // Its one solution is Net's.
        common::QuietSink sink;
        const SolveResult solved = solve(*board, sink);
        QCOMPARE(solved.status, SolveStatus::Unique);
        QCOMPARE(solved.solution, solvedTiles);
    }

    void writesTheSameIdBack()
    {
        const auto board = boardFromNetGameId(scrambled);
        QVERIFY(board);
        QCOMPARE(netGameId(*board).value(), scrambled);
        // "net:" may name the puzzle; upper-case digits and a square's one size are Net's too.
        const auto named = boardFromNetGameId(QStringLiteral(" net:3:2hE8h3Bh64v19 "));
        QVERIFY2(named, named ? "" : qPrintable(named.error().message()));
        QCOMPARE(named->tiles(), board->tiles());
        QVERIFY(named->topology() == board->topology());
        // Net's generator options are skipped: the description is the board.
        const auto options = boardFromNetGameId(QStringLiteral("3x3b0.5a:2he8h3bh64v19"));
        QVERIFY(options);
        QCOMPARE(options->tiles(), board->tiles());
    }

    void aWrappingBoardsSeamCanBeBarred()
    {
        // 4 x 3 wrapping; a barrier right of (3,0) closes the seam to (0,0), one below (1,2)
        // the seam to (1,0).
        const QString id = QStringLiteral("4x3w:5a55va5a55ah5a");
        const auto board = boardFromNetGameId(id);
        QVERIFY2(board, board ? "" : qPrintable(board.error().message()));
        QVERIFY(board->wraps());
        QVERIFY(board->topology().barrier(3, 1) && board->topology().barrier(0, 3));
        QVERIFY(board->topology().barrier(9, 2) && board->topology().barrier(1, 0));
        QCOMPARE(board->source(), 1 * 4 + 2);
        QCOMPARE(netGameId(*board).value(), id);
    }

    void aNoodlesBoardGoesToNetAndBack()
    {
        GeneratorOptions options {GridKind::Square, 9, 7, true, true, 21};
        options.barrierPercent = 30;
        const auto board = generate(options);
        QVERIFY(board);
        const auto id = netGameId(*board);
        QVERIFY(id);
        QVERIFY(id->startsWith(QStringLiteral("9x7w:")));
        const auto back = boardFromNetGameId(*id);
        QVERIFY(back);
        QCOMPARE(back->tiles(), board->tiles());
        QVERIFY(back->topology() == board->topology());
        // Net has no hexes.
        const auto hex = generate({GridKind::Hex, 4, 4, false, true, 1});
        QVERIFY(hex);
        QVERIFY(!netGameId(*hex));
    }

    void theGameIdParserPlaysNetsIds()
    {
        const auto parsed = parseGameId(scrambled);
        QVERIFY(parsed);
        QCOMPARE(parsed->kind, common::GameIdKind::Descriptive);
        QCOMPARE(parsed->board.tiles(), scrambledTiles);
        // Its Noodles ID keeps the barriers.
        const auto again = parseGameId(descriptiveGameId(parsed->board));
        QVERIFY(again);
        QVERIFY(again->board.topology() == parsed->board.topology());
        QVERIFY(!looksLikeNetGameId(QStringLiteral("noodles:9x7w#1234")));
    }

    void whatNoodlesCannotPlayIsRefusedWithTheReason_data()
    {
        QTest::addColumn<QString>("id");
        QTest::addColumn<QString>("reason");
        QTest::newRow("seed") << "5x5#12345"
                              << "only Net's own generator";
        QTest::newRow("blank tile") << "2x2:1041"
                                    << "blank tile";
        QTest::newRow("cross") << "2x2:f111"
                               << "four-way";
        QTest::newRow("short") << "3x3:111"
                               << "ends after 3 tiles";
        QTest::newRow("long") << "2x2:11111"
                              << "after the last tile";
        QTest::newRow("not a digit") << "2x2:11g1"
                                     << "not a tile";
        QTest::newRow("too big") << "151x2:1"
                                 << "width";
        QTest::newRow("too small") << "1x5:11111"
                                   << "width";
    }
    void whatNoodlesCannotPlayIsRefusedWithTheReason()
    {
        QFETCH(QString, id);
        QFETCH(QString, reason);
        QVERIFY(looksLikeNetGameId(id));
        const auto board = boardFromNetGameId(id);
        QVERIFY(!board);
        QVERIFY2(board.error().message().contains(reason), qPrintable(board.error().message()));
    }
};

QTEST_GUILESS_MAIN(TestNoodlesNetId)
#include "tst_noodlesnetid.moc"
