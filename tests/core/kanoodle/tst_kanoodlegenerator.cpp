#include "KanoodleTestSupport.h"

#include "core/kanoodle/Generator.h"
#include "core/kanoodle/Solver.h"

#include <QtTest>

#include <bit>

using namespace pw::kanoodle;
using namespace pw::common;

class TestKanoodleGenerator : public QObject
{
    Q_OBJECT
private slots:
    void levelsGiveTenToTwoPieces()
    {
        QCOMPARE(givenPiecesForLevel(1), 10);
        QCOMPARE(givenPiecesForLevel(100), 2);
        QCOMPARE(givenPiecesForLevel(50), 6);
        for (int level = 2; level <= 100; ++level)
            QVERIFY(givenPiecesForLevel(level) <= givenPiecesForLevel(level - 1));
    }

    void randomSolutionsAreLegalAndDependOnTheSeed()
    {
        QuietSink sink;
        const auto a = randomSolution(Board::pyramid(), 1, sink);
        const auto b = randomSolution(Board::pyramid(), 2, sink);
        const auto a2 = randomSolution(Board::pyramid(), 1, sink);
        QVERIFY(a && b && a2);
        QCOMPARE(*a, *a2);
        QVERIFY(!(*a == *b));
        QCOMPARE(test::checkSolution(Position(Board::pyramid()), a->toString()), QString());
    }

    void pyramidPuzzlesHaveExactlyOneSolution_data()
    {
        QTest::addColumn<int>("level");
        QTest::addColumn<int>("seed");
        for (int level : {1, 20, 40, 60})
            for (int seed : {1, 2})
                QTest::addRow("level %d seed %d", level, seed) << level << seed;
    }

    void pyramidPuzzlesHaveExactlyOneSolution()
    {
        QFETCH(int, level);
        QFETCH(int, seed);
        QuietSink sink;
        const int target = givenPiecesForLevel(level);
        const auto puzzle
            = generatePuzzle(Board::pyramid(), target, static_cast<std::uint64_t>(seed), sink);
        QVERIFY(puzzle);
        QVERIFY(puzzle->given >= target);
        QCOMPARE(std::popcount(static_cast<unsigned>(puzzle->puzzle.placedPieces())),
                 puzzle->given);
        QCOMPARE(countSolutions(puzzle->puzzle, sink, 0, Engine::DancingLinks).solutions, 1LL);
        QCOMPARE(countSolutions(puzzle->puzzle, sink, 0, Engine::Bitboard).solutions, 1LL);
        QCOMPARE(test::checkSolution(puzzle->puzzle, puzzle->solution.toString()), QString());
        // The generator's given pieces are pieces of its solution.
        for (int piece = 0; piece < pieceCount; ++piece) {
            if (puzzle->puzzle.isPlaced(piece))
                QCOMPARE(puzzle->puzzle.placementOf(piece), puzzle->solution.placementOf(piece));
        }
        // Easy levels reach their target.
        if (level == 1)
            QCOMPARE(puzzle->given, 10);
    }

    void flatPuzzlesByGivenCount()
    {
        QuietSink sink;
        const auto puzzle = generatePuzzle(Board::flat(), 5, 3, sink);
        QVERIFY(puzzle);
        QVERIFY(puzzle->given >= 5);
        QCOMPARE(countSolutions(puzzle->puzzle, sink).solutions, 1LL);
        const auto again = generatePuzzle(Board::flat(), 5, 3, sink);
        QCOMPARE(again->puzzle, puzzle->puzzle);
    }

    void slidingSeriesWidensOnePieceAtATime()
    {
        QuietSink sink;
        const auto series = generateSlidingSeries(9, 4, sink);
        QVERIFY(series);
        QCOMPARE(series->size(), std::size_t {5});
        for (std::size_t k = 0; k < series->size(); ++k) {
            const SlidingStep &step = (*series)[k];
            QCOMPARE(std::popcount(static_cast<unsigned>(step.pieceSet)), static_cast<int>(5 + k));
            QCOMPARE(ballCount(step.pieceSet), step.regionCells);
            if (k > 0) {
                const SlidingStep &previous = (*series)[k - 1];
                QCOMPARE(previous.pieceSet & ~step.pieceSet, 0);
                QCOMPARE(step.regionCells, previous.regionCells + 5);
            }
            QCOMPARE(step.puzzle.puzzle.board().kind(), BoardKind::Sliding);
            QCOMPARE(countSolutions(step.puzzle.puzzle, sink).solutions, 1LL);
            QCOMPARE(test::checkSolution(step.puzzle.puzzle, step.puzzle.solution.toString()),
                     QString());
        }
    }

    void slidingChallengeWithGivenLetters()
    {
        QuietSink sink;
        const auto step = generateSlidingChallenge(0b111100000001, 8, sink); // A I J K L
        QVERIFY(step);
        QCOMPARE(step->regionCells, 21);
        QCOMPARE(countSolutions(step->puzzle.puzzle, sink).solutions, 1LL);
        // 5 + 5 + 5 + 5 + 4 = 24 balls is no region size.
        QVERIFY(!generateSlidingChallenge(0b000100001111, 8, sink));
    }
};

QTEST_APPLESS_MAIN(TestKanoodleGenerator)
#include "tst_kanoodlegenerator.moc"
