// The player's edge marks on a Noodles board: a move of the rules (refused where no tile is
// across the side), kept in the file (an old file without them still opens, a damaged one is
// refused with the entry and the reason), told apart by sameState but not by samePosition, and
// held against the solution by wrongEdgeMarks.
#include "core/common/PuzzleFile.h"
#include "core/noodles/BoardFile.h"
#include "core/noodles/EdgeMarkCheck.h"
#include "core/noodles/Generator.h"
#include "core/noodles/NoodlesBackend.h"
#include "core/noodles/Solver.h"

#include <QJsonArray>
#include <QtTest>

using namespace pw;
using namespace pw::noodles;

namespace {

constexpr int north = 0;
constexpr int east = 1;
constexpr int south = 2;
constexpr int west = 3;

Board squareBoard(bool wrap)
{
    auto board = generate({GridKind::Square, 5, 4, wrap, true, 11});
    Q_ASSERT(board);
    return *board;
}

} // namespace

class TestNoodlesEdgeMarks : public QObject
{
    Q_OBJECT
private slots:
    void aMarkIsOnBothTilesOfItsSide()
    {
        Board board = squareBoard(false);
        QVERIFY(!board.anyEdgeMarks());
        QVERIFY(board.setEdgeMark(6, east, EdgeMark::Wall));
        QCOMPARE(board.edgeMark(6, east), EdgeMark::Wall);
        QCOMPARE(board.edgeMark(7, west), EdgeMark::Wall);
        QVERIFY(board.setEdgeMark(7, west, EdgeMark::Joined)); // the same side from the other tile
        QCOMPARE(board.edgeMark(6, east), EdgeMark::Joined);
        QVERIFY(board.setEdgeMark(1, south, EdgeMark::Wall));
        // Named once each, from the tile whose side is among the first half (N, E).
        const std::vector<MarkedSide> marks = board.edgeMarks();
        QCOMPARE(marks.size(), std::size_t(2));
        QCOMPARE(marks[0], (MarkedSide {6, north, EdgeMark::Wall}));
        QCOMPARE(marks[1], (MarkedSide {6, east, EdgeMark::Joined}));
        // No tile across the board's edge: nothing to mark.
        QVERIFY(!board.setEdgeMark(0, north, EdgeMark::Wall));
        QVERIFY(!board.setEdgeMark(4, east, EdgeMark::Joined));
        // Notes, not the position.
        const Board unmarked = squareBoard(false);
        QVERIFY(board.samePosition(unmarked));
        QVERIFY(!NoodlesBackend::sameState(board, unmarked));
        QVERIFY(board.setEdgeMark(6, east, EdgeMark::None));
        QVERIFY(board.setEdgeMark(6, north, EdgeMark::None));
        QVERIFY(!board.anyEdgeMarks());
        QVERIFY(NoodlesBackend::sameState(board, unmarked));
    }

    void onAWrappingBoardTheSeamCanBeMarked()
    {
        Board board = squareBoard(true);
        QVERIFY(board.setEdgeMark(0, west, EdgeMark::Wall)); // across the seam: tile 4
        QCOMPARE(board.edgeMark(4, east), EdgeMark::Wall);
        QCOMPARE(board.edgeMarks().front(), (MarkedSide {4, east, EdgeMark::Wall}));
    }

    void aMarkIsAMoveOfTheRules()
    {
        const Board board = squareBoard(false);
        const auto marked
            = NoodlesBackend::apply(board, NoodlesMove::markSide(6, south, EdgeMark::Wall));
        QVERIFY(marked);
        QCOMPARE(marked->edgeMark(11, north), EdgeMark::Wall);
        QCOMPARE(marked->tiles(), board.tiles()); // nothing turned
        const auto refused
            = NoodlesBackend::apply(board, NoodlesMove::markSide(0, west, EdgeMark::Joined));
        QVERIFY(!refused);
        QVERIFY2(refused.error().reason.contains("no side between two tiles"),
                 qPrintable(refused.error().reason));
        // As JSON, the way the history and the file's record keep it.
        const NoodlesMove move = NoodlesMove::markSide(6, south, EdgeMark::Joined);
        const QJsonValue json = NoodlesBackend::moveToJson(move);
        QCOMPARE(json.toObject().value("as").toString(), QStringLiteral("joined"));
        const auto back = NoodlesBackend::moveFromJson(json);
        QVERIFY(back);
        QVERIFY(*back == move);
        QVERIFY(!NoodlesBackend::moveFromJson(QJsonObject {{"mark", 3}, {"side", 1}, {"as", "x"}}));
    }

    void marksRoundTripThroughTheFile()
    {
        Board board = squareBoard(false);
        board.setEdgeMark(6, east, EdgeMark::Wall);
        board.setEdgeMark(12, south, EdgeMark::Joined);
        const QJsonObject json = boardToJson(board);
        QVERIFY(json.contains("marks"));
        const auto read = boardFromJson(json, QStringLiteral("m.json"));
        QVERIFY2(read, read ? "" : qPrintable(read.error().message()));
        QCOMPARE(read->edgeMarks(), board.edgeMarks());
        // A file without marks (every file before them) has none.
        QJsonObject old = json;
        old.remove("marks");
        const auto oldRead = boardFromJson(old, QStringLiteral("old.json"));
        QVERIFY(oldRead);
        QVERIFY(!oldRead->anyEdgeMarks());
        QVERIFY(!boardToJson(*oldRead).contains("marks"));
        // A mark on the board's edge, or an unknown kind, is refused with the entry.
        QJsonObject bad = json;
        bad.insert("marks", QJsonArray {QJsonArray {0, 0, north, "wall"}});
        auto refused = boardFromJson(bad, QStringLiteral("bad.json"));
        QVERIFY(!refused);
        QVERIFY2(refused.error().message().contains("\"marks\"[0]")
                     && refused.error().message().contains("nothing to mark"),
                 qPrintable(refused.error().message()));
        bad.insert("marks", QJsonArray {QJsonArray {1, 1, east, "door"}});
        refused = boardFromJson(bad, QStringLiteral("bad.json"));
        QVERIFY(!refused);
        QVERIFY2(refused.error().message().contains("\"wall\" or \"joined\""),
                 qPrintable(refused.error().message()));
    }

    void wrongMarksAreTheOnesTheSolutionContradicts()
    {
        Board board = squareBoard(false);
        common::QuietSink sink;
        const SolveResult solved = solve(board, sink);
        QCOMPARE(solved.status, SolveStatus::Unique);
        const auto crossed = [&](int cell, int side) {
            const int other = board.topology().neighbour(cell, side);
            return (solved.solution[std::size_t(cell)] >> side & 1u)
                && (solved.solution[std::size_t(other)] >> board.topology().opposite(side) & 1u);
        };
        // One side the solution crosses and one it does not, each marked right and then wrong.
        std::optional<std::pair<int, int>> joined, open;
        for (int cell = 0; cell < board.cellCount(); ++cell) {
            for (const int side : {north, east}) {
                if (board.topology().neighbour(cell, side) < 0)
                    continue;
                (crossed(cell, side) ? joined : open) = std::pair {cell, side};
            }
        }
        QVERIFY(joined && open);
        board.setEdgeMark(joined->first, joined->second, EdgeMark::Joined);
        board.setEdgeMark(open->first, open->second, EdgeMark::Wall);
        QVERIFY(wrongEdgeMarks(board, solved.solution).empty());
        board.setEdgeMark(joined->first, joined->second, EdgeMark::Wall);
        board.setEdgeMark(open->first, open->second, EdgeMark::Joined);
        const std::vector<MarkedSide> wrong = wrongEdgeMarks(board, solved.solution);
        QCOMPARE(wrong.size(), std::size_t(2));
        QCOMPARE(wrong, board.edgeMarks());
    }
};

QTEST_GUILESS_MAIN(TestNoodlesEdgeMarks)
#include "tst_noodlesedgemarks.moc"
