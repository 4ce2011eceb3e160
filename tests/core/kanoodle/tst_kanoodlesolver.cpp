#include "KanoodleTestSupport.h"

#include "core/common/Random.h"
#include "core/kanoodle/BitboardSearch.h"
#include "core/kanoodle/Generator.h"
#include "core/kanoodle/ParallelCounter.h"
#include "core/kanoodle/Solver.h"

#include <QtTest>

#include <set>

using namespace pw::kanoodle;
using namespace pw::common;

namespace {

// Small sliding challenges: the 21-ball region with I J K L and one five-ball piece, and the
// 23-ball region with two small and three large pieces.
std::vector<BoardPtr> smallBoards()
{
    std::vector<BoardPtr> boards;
    for (int large = 0; large < 8; ++large)
        boards.push_back(Board::sliding(21, static_cast<std::uint16_t>(0xF00 | (1U << large))));
    boards.push_back(Board::sliding(23, 0b001100000111)); // A B C I J
    boards.push_back(Board::sliding(23, 0b110000110010)); // B E F K L
    return boards;
}

const Engine allEngines[] = {Engine::DancingLinks, Engine::Bitboard, Engine::Constrained};

} // namespace

class TestKanoodleSolver : public QObject
{
    Q_OBJECT
private slots:
    void countsOnSmallRegionsMatchBruteForce()
    {
        QuietSink sink;
        long long total = 0;
        for (const BoardPtr &board : smallBoards()) {
            QVERIFY(board);
            const Position empty(board);
            const long long expected = test::bruteForceCount(empty);
            total += expected;
            for (const Engine engine : allEngines) {
                const CountResult result = countSolutions(empty, sink, 0, engine);
                QCOMPARE(result.solutions, expected);
                QVERIFY(result.complete);
                QCOMPARE(bool(result.first), expected > 0);
                if (result.first)
                    QCOMPARE(test::checkSolution(empty, result.first->toString()), QString());
            }
            const ParallelCountResult parallel = countInParallel(empty, sink, {2, 0, 1});
            QCOMPARE(parallel.solutions, expected);
            QVERIFY(parallel.complete);
        }
        QVERIFY(total > 0); // some of these regions can be tiled
    }

    void everyEnumeratedSolutionIsCheckedCellByCell()
    {
        QuietSink sink;
        for (const BoardPtr &board : smallBoards()) {
            const Position empty(board);
            Solver solver(empty);
            std::set<QString> seen;
            while (auto solution = solver.next(sink)) {
                const QString text = solution->toString();
                QCOMPARE(test::checkSolution(empty, text), QString());
                QVERIFY(seen.insert(text).second);
            }
            QCOMPARE(static_cast<long long>(seen.size()), test::bruteForceCount(empty));
        }
    }

    void pyramidPuzzleSolutionsAreCheckedCellByCell()
    {
        QuietSink sink;
        const auto solution = randomSolution(Board::pyramid(), 5, sink);
        QVERIFY(solution);
        QCOMPARE(test::checkSolution(Position(Board::pyramid()), solution->toString()), QString());
        // Keep four pieces: several solutions, every one legal and extending the puzzle.
        Position puzzle(Board::pyramid());
        for (int piece : {0, 3, 6, 9})
            puzzle.place(*solution->placementOf(piece));
        Solver solver(puzzle);
        long long count = 0;
        bool foundOriginal = false;
        while (auto found = solver.next(sink)) {
            QCOMPARE(test::checkSolution(puzzle, found->toString()), QString());
            foundOriginal = foundOriginal || *found == *solution;
            ++count;
        }
        QVERIFY(foundOriginal);
        for (const Engine engine : allEngines)
            QCOMPARE(countSolutions(puzzle, sink, 0, engine).solutions, count);
    }

    void aSharedCountCacheGivesTheSameCounts()
    {
        // One cache across many different puzzles of one board, as the parallel counter's
        // threads use it: remembered nodes must never leak into another puzzle's count.
        QuietSink sink;
        for (const Engine engine : {Engine::Bitboard, Engine::Constrained}) {
            CountCache shared(16);
            for (std::uint64_t seed = 1; seed <= 12; ++seed) {
                const auto solution = randomSolution(Board::pyramid(), seed, sink);
                QVERIFY(solution);
                Position puzzle(Board::pyramid());
                for (int piece = 0; piece < pieceCount; piece += 3 + int(seed % 2))
                    puzzle.place(*solution->placementOf(piece));
                const CountResult fresh = countSolutions(puzzle, sink, 0, engine);
                const CountResult cached = countSolutions(puzzle, sink, 0, engine, &shared);
                QCOMPARE(cached.solutions, fresh.solutions);
                QVERIFY(fresh.solutions >= 1);
                // Counting again from a cache that knows the start gives the count at once.
                QCOMPARE(countSolutions(puzzle, sink, 0, engine, &shared).solutions,
                         fresh.solutions);
            }
        }
    }

    void twoMissingPiecesAreCountedAndStoppedLikeAnyOther()
    {
        // With two pieces left the constrained search counts the pairs directly instead of
        // branching; its counts, first solutions and limits must be those of the other engines.
        QuietSink sink;
        const auto solution = randomSolution(Board::pyramid(), 11, sink);
        QVERIFY(solution);
        for (int first = 0; first < pieceCount; ++first) {
            for (int second = first + 1; second < pieceCount; ++second) {
                Position puzzle = *solution;
                puzzle.remove(first);
                puzzle.remove(second);
                const CountResult constrained
                    = countSolutions(puzzle, sink, 0, Engine::Constrained);
                QCOMPARE(constrained.solutions,
                         countSolutions(puzzle, sink, 0, Engine::DancingLinks).solutions);
                QVERIFY(constrained.first);
                QCOMPARE(test::checkSolution(puzzle, constrained.first->toString()), QString());
            }
        }
        // Pieces taken off one by one until the position has several completions: a limit of
        // one stops after the first.
        Position open = *solution;
        for (int piece = 0; countSolutions(open, sink, 2, Engine::DancingLinks).solutions < 2;
             ++piece)
            open.remove(piece);
        const CountResult one = countSolutions(open, sink, 1, Engine::Constrained);
        QCOMPARE(one.solutions, 1LL);
        QVERIFY(!one.complete);
        QVERIFY(one.first);
    }

    void countsNearTheLeavesMatchDancingLinks()
    {
        // With five pieces or fewer left the constrained search chooses its branch by tallying
        // the live placements' cells (fewestByTally) instead of by popcounts: on positions with
        // three to seven pieces missing, solvable or blocked by a piece put elsewhere, its
        // counts and first solutions must be those of dancing links.
        QuietSink sink;
        pw::common::Random random(41);
        int blocked = 0;
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            const auto solution = randomSolution(Board::pyramid(), seed, sink);
            QVERIFY(solution);
            for (int missing = 3; missing <= 7; ++missing) {
                std::vector<int> pieces(pieceCount);
                for (int i = 0; i < pieceCount; ++i)
                    pieces[static_cast<std::size_t>(i)] = i;
                random.shuffle(pieces);
                Position puzzle = *solution;
                for (int i = 0; i < missing; ++i)
                    puzzle.remove(pieces[static_cast<std::size_t>(i)]);
                // The same position with one missing piece put somewhere it fits: mostly dead.
                Position moved = puzzle;
                for (const int index : moved.board().placementsOfPiece(pieces[0])) {
                    if (moved.canPlace(index) && index != *solution->placementOf(pieces[0])) {
                        moved.place(index);
                        break;
                    }
                }
                for (const Position &position : {puzzle, moved}) {
                    const CountResult constrained
                        = countSolutions(position, sink, 0, Engine::Constrained);
                    const CountResult links
                        = countSolutions(position, sink, 0, Engine::DancingLinks);
                    QCOMPARE(constrained.solutions, links.solutions);
                    QCOMPARE(bool(constrained.first), links.solutions > 0);
                    if (constrained.first) {
                        QCOMPARE(test::checkSolution(position, constrained.first->toString()),
                                 QString());
                    }
                    blocked += links.solutions == 0;
                }
            }
        }
        QVERIFY(blocked > 0); // dead ends were among them
    }

    void flatBoardFirstSolutionIsLegal()
    {
        QuietSink sink;
        for (const Engine engine : allEngines) {
            const CountResult result = solveFirst(Position(Board::flat()), sink, engine);
            QVERIFY(result.first);
            QCOMPARE(test::checkSolution(Position(Board::flat()), result.first->toString()),
                     QString());
        }
    }

    void anIsolatedBallMeansNoSolution()
    {
        QuietSink sink;
        const BoardPtr board = Board::flat();
        // Two pieces covering the three neighbours of the corner (0,0) but not the corner.
        const int corner = board->cellIndex(0, 0);
        const CellMask ring = board->neighbours(corner);
        std::optional<Position> walled;
        for (const Placement &a : board->placements()) {
            for (const Placement &b : board->placements()) {
                if (walled || a.piece >= b.piece || (a.cells & b.cells)
                    || ((a.cells | b.cells) >> corner) & 1U || ((a.cells | b.cells) & ring) != ring)
                    continue;
                Position p(board);
                p.place(*board->findPlacement(a.piece, a.cells));
                p.place(*board->findPlacement(b.piece, b.cells));
                walled = p;
            }
        }
        QVERIFY(walled);
        for (const Engine engine : allEngines) {
            const CountResult result = countSolutions(*walled, sink, 0, engine);
            QCOMPARE(result.solutions, 0LL);
            QVERIFY(result.complete);
            QVERIFY(!result.first);
        }
        QCOMPARE(hint(*walled, sink).kind, Hint::Kind::NoSolution);
    }

    void hintNamesAPieceThatCannotFit()
    {
        QuietSink sink;
        const BoardPtr board = Board::sliding(21, 0b111100000001); // A I J K L
        std::optional<Position> blocked;
        for (const int i : board->placementsOfPiece(8)) {
            for (const int j : board->placementsOfPiece(9)) {
                if (blocked)
                    break;
                Position p(board);
                p.place(i);
                if (!p.canPlace(j))
                    continue;
                p.place(j);
                if (pieceThatCannotFit(p) >= 0)
                    blocked = p;
            }
        }
        QVERIFY(blocked);
        const Hint h = hint(*blocked, sink);
        QCOMPARE(h.kind, Hint::Kind::NoSolution);
        QVERIFY(h.blockedPiece >= 0);
        for (const int index : board->placementsOfPiece(h.blockedPiece))
            QVERIFY(!blocked->canPlace(index));
        QCOMPARE(countSolutions(*blocked, sink).solutions, 0LL);
        const Hint solved = hint(*randomSolution(Board::flat(), 3, sink), sink);
        QCOMPARE(solved.kind, Hint::Kind::Solved);
    }

    void hintGivesAPieceOfTheSolution()
    {
        QuietSink sink;
        const auto puzzle = generatePuzzle(Board::pyramid(), 6, 11, sink);
        QVERIFY(puzzle);
        const Hint h = hint(puzzle->puzzle, sink);
        QCOMPARE(h.kind, Hint::Kind::Place);
        QVERIFY(h.unique);
        const Placement &p = Board::pyramid()->placements()[static_cast<std::size_t>(h.placement)];
        QCOMPARE(puzzle->solution.placementOf(p.piece), std::optional<int>(h.placement));
    }

    void stepsReplayToTheSolution()
    {
        RecordingSink sink;
        const auto solution = randomSolution(Board::pyramid(), 9, sink);
        QVERIFY(solution);
        Position puzzle(Board::pyramid());
        for (int piece : {1, 4, 7, 10, 2})
            puzzle.place(*solution->placementOf(piece));
        sink.steps.clear();
        Solver solver(puzzle);
        const auto found = solver.next(sink);
        QVERIFY(found);
        Position replay = puzzle;
        int places = 0;
        int removes = 0;
        for (const StepEvent &step : sink.steps) {
            if (step.kind == StepEvent::Kind::Place) {
                QVERIFY(replay.canPlace(step.value));
                QCOMPARE(Board::pyramid()->placements()[static_cast<std::size_t>(step.value)].piece,
                         step.subject);
                replay.place(step.value);
                ++places;
            } else {
                QCOMPARE(step.kind, StepEvent::Kind::Remove);
                QCOMPARE(replay.placementOf(step.subject), std::optional<int>(step.value));
                replay.remove(step.subject);
                ++removes;
            }
        }
        QCOMPARE(replay, *found);
        QCOMPARE(places - removes, 7);
        QCOMPARE(static_cast<std::int64_t>(places), solver.nodes());
    }

    void aQuietSinkGetsNoSteps()
    {
        QuietSink sink;
        Solver solver(Position(Board::flat()));
        QVERIFY(solver.next(sink)); // nothing to assert on a QuietSink but that it works
    }

    void cancellationStopsEverySearch()
    {
        RecordingSink sink;
        sink.token().cancel();
        const Position empty(Board::pyramid());
        for (const Engine engine : allEngines)
            QVERIFY(!countSolutions(empty, sink, 0, engine).complete);
        const ParallelCountResult parallel = countInParallel(empty, sink, {2, 0, 1});
        QVERIFY(!parallel.complete);
    }

    void cancellationFromAnotherThreadStopsACount()
    {
        CancelToken token;
        QuietSink sink(token);
        std::thread canceller([token] {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            token.cancel();
        });
        const ParallelCountResult result
            = countInParallel(Position(Board::pyramid()), sink, {2, 0, 1});
        canceller.join();
        QVERIFY(!result.complete);
    }

    void aPuzzleCountedOnTwoThreadsMatchesTheSingleThreadedCount()
    {
        // Three pieces of a random solution kept: hundreds of solutions, and a tree the count
        // splits between the threads. Same count and the same first solution as one thread.
        QuietSink sink;
        for (std::uint64_t seed = 21; seed <= 24; ++seed) {
            const auto solution = randomSolution(Board::pyramid(), seed, sink);
            QVERIFY(solution);
            Position puzzle(Board::pyramid());
            for (int piece : {1, 5, 10})
                puzzle.place(*solution->placementOf(piece));
            const CountResult single = countSolutions(puzzle, sink);
            const CountResult shared = countOnAllCores(puzzle, sink, 2);
            QVERIFY(shared.complete);
            QCOMPARE(shared.solutions, single.solutions);
            QVERIFY(shared.first && single.first);
            QCOMPARE(shared.first->toString(), single.first->toString());
        }
    }

    void aPuzzleCountOnTwoThreadsCanBeCancelled()
    {
        CancelToken token;
        QuietSink sink(token);
        const auto solution = randomSolution(Board::pyramid(), 3, sink);
        QVERIFY(solution);
        // One piece given: a count of minutes.
        Position puzzle(Board::pyramid());
        puzzle.place(*solution->placementOf(0));
        std::thread canceller([token] {
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
            token.cancel();
        });
        const CountResult result = countOnAllCores(puzzle, sink, 2);
        canceller.join();
        QVERIFY(!result.complete);
    }

    void lazyEnumerationResumesWhereItStopped()
    {
        QuietSink sink;
        const BoardPtr board = smallBoards()[0];
        Solver all(Position {board});
        std::vector<QString> expected;
        while (auto s = all.next(sink))
            expected.push_back(s->toString());
        Solver lazy(Position {board});
        for (const QString &text : expected) {
            const auto s = lazy.next(sink);
            QVERIFY(s);
            QCOMPARE(s->toString(), text);
        }
        QVERIFY(!lazy.next(sink));
        QVERIFY(!lazy.next(sink));
        QVERIFY(!lazy.wasCancelled());
    }

    void theFlatBoardIsCountedWithItsFrontiersRemembered()
    {
        // Flat board and sliding regions: one fixed-order bitboard search whose memo keeps every
        // frontier, instead of symmetric tasks. The empty flat board's known count, in about a
        // million nodes (the tasks took 61 million), and positions with pieces given counted as
        // dancing links counts them.
        QuietSink sink;
        const ParallelCountResult empty = countInParallel(Position(Board::flat()), sink, {2, 0, 1});
        QVERIFY(empty.complete);
        QCOMPARE(empty.solutions, 6029968LL);
        QCOMPARE(empty.tasks, 1);
        QCOMPARE(empty.symmetryPiece, -1);
        QVERIFY(empty.nodes < 2000000);
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            const auto solution = randomSolution(Board::flat(), seed, sink);
            QVERIFY(solution);
            Position puzzle(Board::flat());
            for (int piece = int(seed % 3); piece < pieceCount; piece += 3)
                puzzle.place(*solution->placementOf(piece));
            const ParallelCountResult counted = countInParallel(puzzle, sink, {2, 0, 1});
            QVERIFY(counted.complete);
            QCOMPARE(counted.solutions,
                     countSolutions(puzzle, sink, 0, Engine::DancingLinks).solutions);
        }
    }

    void symmetricCountSamplesExtrapolate()
    {
        QuietSink sink;
        const ParallelCountResult result
            = countInParallel(Position(Board::flat()), sink, {2, 3, 7});
        QCOMPARE(result.tasksCounted, 3);
        QVERIFY(result.tasks > 3);
        QCOMPARE(result.symmetryPiece >= 0, true);
        QVERIFY(result.orbits
                < static_cast<int>(Board::flat()->placementsOfPiece(result.symmetryPiece).size()));
    }
};

QTEST_APPLESS_MAIN(TestKanoodleSolver)
#include "tst_kanoodlesolver.moc"
