// The solver: rules to a fixed point, branching, unique / several / none, steps and hints.
#include "BruteForce.h"

#include "core/common/Random.h"
#include "core/noodles/FewestTurns.h"
#include "core/noodles/Generator.h"
#include "core/noodles/LockCheck.h"
#include "core/noodles/PowerNetwork.h"
#include "core/noodles/Solver.h"
#include "core/noodles/StepReplay.h"

#include <QtTest>

using namespace pw::noodles;
using pw::common::StepEvent;

namespace {

Board withTiles(const Board &board, const std::vector<TileMask> &tiles)
{
    Board copy = board;
    copy.setTiles(tiles);
    return copy;
}

// A random board of arbitrary tiles (not necessarily from a tree), for the solver to judge.
Board randomTiles(GridKind kind, int width, int height, bool wrap, std::uint64_t seed)
{
    Board board(Topology::make(kind, width, height, wrap));
    pw::common::Random random(seed);
    for (int cell = 0; cell < board.cellCount(); ++cell) {
        TileMask mask = 0;
        while (tileDegree(mask) == 0 || tileDegree(mask) > maxDegree(kind))
            mask = static_cast<TileMask>(random.below(fullMask(kind) + 1u));
        board.setTile(cell, mask);
    }
    return board;
}

// Small boards from the plain generator with at least two solutions, all listed. Flat square
// boards are nearly always unique; small tori seldom are.
struct SeveralSolutions
{
    Board board;
    std::vector<std::vector<TileMask>> solutions;
};

std::vector<SeveralSolutions> boardsWithSeveralSolutions(GridKind kind, int width, int height,
                                                         bool wrap, int wanted)
{
    std::vector<SeveralSolutions> found;
    for (std::uint64_t seed = 1; seed < 2000 && static_cast<int>(found.size()) < wanted; ++seed) {
        const auto board = generate({kind, width, height, wrap, false, seed});
        auto solutions = bruteforce::allSolutions(*board);
        if (solutions.size() >= 2)
            found.push_back({*board, std::move(solutions)});
    }
    return found;
}

bool anySolutionHas(const SeveralSolutions &case_, int cell, TileMask mask)
{
    for (const auto &solution : case_.solutions) {
        if (solution[static_cast<std::size_t>(cell)] == mask)
            return true;
    }
    return false;
}

class CancellingSink : public pw::common::SolverSink
{
public:
    bool isCancelled() const override { return ++polls > 3; }
    void reportProgress(const pw::common::Progress &) override { }
    mutable int polls = 0;
};

} // namespace

class TestNoodlesSolver : public QObject
{
    Q_OBJECT
private slots:
    void solvesGeneratedPuzzlesUniquely_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<bool>("wrap");
        QTest::newRow("square 13x11") << 0 << 13 << 11 << false;
        QTest::newRow("square wrap 20x20") << 0 << 20 << 20 << true;
        QTest::newRow("hex 15x12") << 1 << 15 << 12 << false;
        QTest::newRow("hex wrap 40x40") << 1 << 40 << 40 << true;
    }

    void solvesGeneratedPuzzlesUniquely()
    {
        QFETCH(int, kind);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(bool, wrap);
        const auto board = generate({static_cast<GridKind>(kind), width, height, wrap, true, 11});
        QVERIFY(board);
        pw::common::QuietSink sink;
        QVERIFY(!findImpossibility(*board, false)); // the counts leave a solvable board alone
        const SolveResult result = solve(*board, sink);
        QCOMPARE(result.status, SolveStatus::Unique);
        QVERIFY(!result.impossibility);
        QCOMPARE(result.guesses, 0); // the generator demands a rules-only solution
        const Board solved = withTiles(*board, result.solution);
        QVERIFY(PowerNetwork(solved).isSolved());
        for (int cell = 0; cell < board->cellCount(); ++cell)
            QVERIFY(rotationBetween(board->tile(cell), solved.tile(cell), board->directions())
                    >= 0);
    }

    void agreesWithBruteForceOnArbitraryBoards_data()
    {
        QTest::addColumn<int>("kind");
        QTest::addColumn<int>("width");
        QTest::addColumn<int>("height");
        QTest::addColumn<bool>("wrap");
        QTest::newRow("square 3x3") << 0 << 3 << 3 << false;
        QTest::newRow("square wrap 3x3") << 0 << 3 << 3 << true;
        QTest::newRow("square wrap 2x3") << 0 << 2 << 3 << true;
        QTest::newRow("hex 3x3") << 1 << 3 << 3 << false;
        QTest::newRow("hex wrap 4x2") << 1 << 4 << 2 << true;
        QTest::newRow("hex wrap 2x3") << 1 << 2 << 3 << true;
    }

    void agreesWithBruteForceOnArbitraryBoards()
    {
        QFETCH(int, kind);
        QFETCH(int, width);
        QFETCH(int, height);
        QFETCH(bool, wrap);
        int counts[3] = {0, 0, 0};
        int refused = 0;
        for (std::uint64_t seed = 0; seed < 300; ++seed) {
            // Half from ambiguous trees (solvable), half arbitrary tiles (mostly impossible).
            Board board = seed % 2
                ? randomTiles(static_cast<GridKind>(kind), width, height, wrap, seed)
                : *generate({static_cast<GridKind>(kind), width, height, wrap, false, seed});
            const int expected = bruteforce::countSolutions(board, 2);
            pw::common::QuietSink sink;
            const SolveResult result = solve(board, sink);
            QCOMPARE(result.solutionCount, expected);
            const SolveStatus status = expected == 0 ? SolveStatus::None
                : expected == 1                      ? SolveStatus::Unique
                                                     : SolveStatus::Several;
            QCOMPARE(result.status, status);
            // The counting arguments are sound: they refuse only boards without a solution.
            QVERIFY(!result.impossibility || expected == 0);
            refused += result.impossibility.has_value();
            if (expected > 0)
                QVERIFY(PowerNetwork(withTiles(board, result.solution)).isSolved());
            ++counts[expected];
        }
        qInfo("none %d (%d refused by the counts), unique %d, several %d", counts[0], refused,
              counts[1], counts[2]);
        // Arbitrary tiles are mostly impossible, trees always solvable.
        QVERIFY(counts[0] > 0);
        QVERIFY(counts[1] + counts[2] > 0);
        // A square torus 2 wide is never unique (the generator refuses it for that reason).
        if (kind == 0 && wrap && width == 2)
            QCOMPARE(counts[1], 0);
    }

    void checkLocksNamesTheLocksNoSolutionHas()
    {
        auto board = generate({GridKind::Square, 6, 6, false, true, 5});
        QVERIFY(board);
        pw::common::QuietSink sink;
        const SolveResult solved = solve(*board, sink);
        QCOMPARE(solved.status, SolveStatus::Unique);
        // Two pieces locked as the solution has them, one locked turned away from it.
        int right = -1;
        int wrong = -1;
        for (int cell = 0; cell < board->cellCount(); ++cell) {
            const TileMask solution = solved.solution[static_cast<std::size_t>(cell)];
            if (board->tile(cell) == solution && right < 0)
                right = cell;
            else if (board->tile(cell) != solution && wrong < 0)
                wrong = cell;
        }
        QVERIFY(right >= 0 && wrong >= 0);
        board->setLocked(right, true);
        auto check = checkLocks(*board, sink);
        QVERIFY(check);
        QVERIFY(check->fitTogether);
        QVERIFY(check->wrong.empty());
        QCOMPARE(check->locked, 1);
        board->setLocked(wrong, true);
        check = checkLocks(*board, sink);
        QVERIFY(check);
        QVERIFY(!check->fitTogether);
        QCOMPARE(check->wrong, std::vector<int> {wrong});
        QCOMPARE(check->locked, 2);
    }

    void reportsNoneWhenTheTilesCannotFormATree()
    {
        // Four ends on a 2x2 board: two separate pairs at best.
        Board board(Topology::make(GridKind::Square, 2, 2, false));
        board.setTiles({1, 1, 1, 1});
        pw::common::QuietSink sink;
        const SolveResult result = solve(board, sink);
        QCOMPARE(result.status, SolveStatus::None);
        QVERIFY(result.solution.empty());
    }

    void refusesAnAllCornerTorusByCountingEnds()
    {
        // 1600 corners have 3200 noodle ends; a tree of 1600 tiles has 1599 links, 3198 ends. The
        // rules alone see nothing wrong (every tile fits its neighbours), so without the count the
        // search ran for minutes.
        Board board(Topology::make(GridKind::Square, 40, 40, true));
        board.setTiles(std::vector<TileMask>(1600, 3));
        pw::common::QuietSink sink;
        QElapsedTimer timer;
        timer.start();
        const SolveResult result = solve(board, sink);
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
        QCOMPARE(result.status, SolveStatus::None);
        QVERIFY(result.solution.empty());
        QVERIFY(result.impossibility);
        QCOMPARE(result.impossibility->obstacle, Obstacle::EndCount);
        QCOMPARE(result.impossibility->found, 3200);
        QCOMPARE(result.impossibility->needed, 3198);
        const QString message = result.impossibility->message(board);
        QVERIFY2(message.contains("3200") && message.contains("3198"), qPrintable(message));
        QVERIFY(!findHint(board, sink));
    }

    void refusesAPieceThatCannotFitTheEdge_data()
    {
        QTest::addColumn<int>("col");
        QTest::addColumn<int>("row");
        QTest::addColumn<int>("mask");
        QTest::newRow("T in the bottom right corner") << 5 << 4 << 7;
        QTest::newRow("straight in the top left corner") << 0 << 0 << 5;
        QTest::newRow("cross on the left edge") << 0 << 2 << 15;
    }

    void refusesAPieceThatCannotFitTheEdge()
    {
        QFETCH(int, col);
        QFETCH(int, row);
        QFETCH(int, mask);
        auto board = generate({GridKind::Square, 6, 5, false, true, 21});
        QVERIFY(board);
        const int cell = board->topology().index(col, row);
        board->setTile(cell, static_cast<TileMask>(mask));
        pw::common::QuietSink sink;
        const SolveResult result = solve(*board, sink);
        QCOMPARE(result.status, SolveStatus::None);
        QVERIFY(result.impossibility);
        QCOMPARE(result.impossibility->obstacle, Obstacle::Border);
        QCOMPARE(result.impossibility->cell, cell);
        QVERIFY(!result.impossibility->locked);
        const QString message = result.impossibility->message(*board);
        QVERIFY2(message.contains(QStringLiteral("column %1, row %2").arg(col + 1).arg(row + 1)),
                 qPrintable(message));
        // The same tile on a wrapping board has neighbours all round: no edge to refuse it.
        Board wrapped(Topology::make(GridKind::Square, 6, 6, true));
        wrapped.setTiles(std::vector<TileMask>(36, 1));
        wrapped.setTile(cell, static_cast<TileMask>(mask));
        const auto obstacle = findImpossibility(wrapped, false);
        QVERIFY(!obstacle || obstacle->obstacle != Obstacle::Border);
    }

    void refusesALockedPiecePointingOffTheBoard()
    {
        auto board = generate({GridKind::Hex, 6, 6, false, true, 9});
        QVERIFY(board);
        // Turn the top left tile until a noodle points off the board, and lock it there.
        const int directions = board->directions();
        int turns = 0;
        while (turns < directions && !(board->tile(0) & (1u | 16u | 32u))) {
            board->rotate(0, 1);
            ++turns;
        }
        QVERIFY(board->tile(0) & (1u | 16u | 32u)); // N, SW or NW: off the board at (0, 0)
        board->setLocked(0, true);
        pw::common::QuietSink sink;
        const SolveResult locked = solve(*board, sink, {true, 2});
        QCOMPARE(locked.status, SolveStatus::None);
        QVERIFY(locked.impossibility);
        QCOMPARE(locked.impossibility->obstacle, Obstacle::Border);
        QCOMPARE(locked.impossibility->cell, 0);
        QVERIFY(locked.impossibility->locked);
        // Without the locks the board is as solvable as it was.
        QCOMPARE(solve(*board, sink, {false, 2}).status, SolveStatus::Unique);
    }

    void refusesUnbalancedChessboardColours()
    {
        // Dark (0,0) and (1,1) are corners with 2 ends each, the light squares have 1 each: 6 ends,
        // right for 4 tiles, but the 4 dark ends need 4 light ones to link to.
        Board board(Topology::make(GridKind::Square, 2, 2, false));
        board.setTiles({6, 8, 1, 9});
        QCOMPARE(bruteforce::countSolutions(board, 1), 0);
        pw::common::QuietSink sink;
        const SolveResult result = solve(board, sink);
        QCOMPARE(result.status, SolveStatus::None);
        QVERIFY(result.impossibility);
        QCOMPARE(result.impossibility->obstacle, Obstacle::ColourBalance);
        QCOMPARE(result.impossibility->found, 4);
        QCOMPARE(result.impossibility->needed, 3);
        // An odd torus is no chessboard: the wrap joins two squares of one colour.
        Board odd(Topology::make(GridKind::Square, 3, 3, true));
        odd.setTiles({6, 8, 1, 9, 1, 1, 1, 1, 8});
        const auto obstacle = findImpossibility(odd, false);
        QVERIFY(!obstacle || obstacle->obstacle != Obstacle::ColourBalance);
    }

    void refusesAPieceWithNoNoodle()
    {
        auto board = generate({GridKind::Square, 5, 5, true, true, 2});
        QVERIFY(board);
        board->setTile(7, 0);
        pw::common::QuietSink sink;
        const SolveResult result = solve(*board, sink);
        QCOMPARE(result.status, SolveStatus::None);
        QVERIFY(result.impossibility);
        QCOMPARE(result.impossibility->obstacle, Obstacle::NoNoodle);
        QCOMPARE(result.impossibility->cell, 7);
        QVERIFY(result.impossibility->message(*board).contains("column 3, row 2"));
    }

    void respectsLockedTiles()
    {
        auto board = generate({GridKind::Square, 6, 6, false, true, 3});
        QVERIFY(board);
        pw::common::QuietSink sink;
        const SolveResult free = solve(*board, sink);
        // Lock one tile in a wrong orientation: no solution keeps it.
        int wrong = -1;
        for (int cell = 0; cell < board->cellCount(); ++cell) {
            if (board->tile(cell) != free.solution[static_cast<std::size_t>(cell)]) {
                wrong = cell;
                break;
            }
        }
        QVERIFY(wrong >= 0);
        board->setLocked(wrong, true);
        QCOMPARE(solve(*board, sink, {true, 2}).status, SolveStatus::None);
        QCOMPARE(solve(*board, sink, {false, 2}).status, SolveStatus::Unique);
    }

    void solveTellsSeveralFromUnique()
    {
        const auto cases = boardsWithSeveralSolutions(GridKind::Square, 4, 4, true, 5);
        QVERIFY(cases.size() == 5);
        pw::common::QuietSink sink;
        for (const SeveralSolutions &c : cases) {
            const SolveResult result = solve(c.board, sink);
            QCOMPARE(result.status, SolveStatus::Several);
            QCOMPARE(result.solutionCount, 2);
            QVERIFY(PowerNetwork(withTiles(c.board, result.solution)).isSolved());
        }
    }

    void hintNeverCallsATileWrongThatASolutionKeeps()
    {
        // Positions made of a solution the search does not find first, with one tile turned away
        // from where every solution has it: the tiles where the solutions differ are kept by some
        // solution and must not be called wrong; the turned tile is wrong in all of them.
        int checked = 0;
        int beforeTheTurnedTile = 0;
        pw::common::QuietSink sink;
        for (const SeveralSolutions &c :
             boardsWithSeveralSolutions(GridKind::Square, 4, 4, true, 40)) {
            for (const auto &other : c.solutions) {
                for (int turned = 0; turned < c.board.cellCount(); ++turned) {
                    Board position = withTiles(c.board, other);
                    position.rotate(turned, 1);
                    if (anySolutionHas(c, turned, position.tile(turned)))
                        continue; // some solution keeps the turned tile
                    const auto hint = findHint(position, sink);
                    QVERIFY(hint);
                    QCOMPARE(hint->kind, HintKind::Wrong);
                    QCOMPARE(hint->cell, turned);
                    QVERIFY(anySolutionHas(c, hint->cell, hint->mask));
                    ++checked;
                    // Count the cases where the search's first solution differs from the
                    // position before the turned tile: calling the first difference wrong would
                    // have been a mistake there.
                    const std::vector<TileMask> first = solve(position, sink).solution;
                    for (int cell = 0; cell < turned; ++cell) {
                        beforeTheTurnedTile
                            += position.tile(cell) != first[static_cast<std::size_t>(cell)];
                    }
                }
            }
        }
        QVERIFY(checked > 20);
        QVERIFY(beforeTheTurnedTile > 0);
    }

    void hintOnSeveralSolutionsSuggestsOneWhenNoTileIsWrongInAll()
    {
        // Half of one solution and half of another: every tile is as some solution has it, but
        // the whole is no solution. No tile is wrong in every solution, so none is called wrong.
        int checked = 0;
        pw::common::QuietSink sink;
        for (const SeveralSolutions &c :
             boardsWithSeveralSolutions(GridKind::Square, 4, 4, true, 40)) {
            for (std::size_t a = 0; a < c.solutions.size(); ++a) {
                for (std::size_t b = a + 1; b < c.solutions.size(); ++b) {
                    std::vector<TileMask> mixed = c.solutions[a];
                    int differing = 0;
                    for (std::size_t cell = 0; cell < mixed.size(); ++cell) {
                        if (mixed[cell] != c.solutions[b][cell] && differing++ % 2 == 0)
                            mixed[cell] = c.solutions[b][cell];
                    }
                    const Board position = withTiles(c.board, mixed);
                    if (PowerNetwork(position).isSolved())
                        continue;
                    const auto hint = findHint(position, sink);
                    QVERIFY(hint);
                    QCOMPARE(hint->kind, HintKind::OneOfSeveral);
                    QVERIFY(anySolutionHas(c, hint->cell, hint->mask));
                    QVERIFY(hint->mask != position.tile(hint->cell));
                    ++checked;
                }
            }
        }
        QVERIFY(checked > 5);
    }

    void someSolutionKeepsAnswersPerTile()
    {
        const auto cases = boardsWithSeveralSolutions(GridKind::Hex, 3, 3, false, 5);
        QVERIFY(!cases.empty());
        pw::common::QuietSink sink;
        for (const SeveralSolutions &c : cases) {
            Board position = withTiles(c.board, c.solutions.front());
            for (int cell = 0; cell < position.cellCount(); ++cell) {
                for (int r = 0; r < 6; ++r) {
                    Board turned = position;
                    turned.rotate(cell, r);
                    const auto keeps = someSolutionKeeps(turned, cell, sink);
                    QVERIFY(keeps);
                    QCOMPARE(*keeps, anySolutionHas(c, cell, turned.tile(cell)));
                }
            }
        }
    }

    void fewestTurnsOfAUniqueBoardIsItsDistance()
    {
        const auto board = generate({GridKind::Hex, 12, 10, true, true, 17});
        QVERIFY(board);
        pw::common::QuietSink sink;
        const SolveResult solved = solve(*board, sink);
        const FewestTurns fewest = fewestTurns(*board, sink);
        QVERIFY(fewest.proven);
        QCOMPARE(fewest.solution, solved.solution);
        QCOMPARE(fewest.turns, turnsToSolve(*board, solved.solution));
        QVERIFY(fewest.turns > 0);
        QCOMPARE(fewest.guesses, 0);
    }

    void fewestTurnsOverSeveralSolutionsIsTheMinimum()
    {
        int checked = 0;
        pw::common::QuietSink sink;
        for (const bool hex : {false, true}) {
            for (const SeveralSolutions &c : boardsWithSeveralSolutions(
                     hex ? GridKind::Hex : GridKind::Square, 4, hex ? 3 : 4, true, 20)) {
                int best = -1;
                for (const auto &solution : c.solutions) {
                    const int turns = turnsToSolve(c.board, solution);
                    if (best < 0 || turns < best)
                        best = turns;
                }
                const FewestTurns fewest = fewestTurns(c.board, sink);
                QVERIFY(fewest.proven);
                QCOMPARE(fewest.turns, best);
                QCOMPARE(turnsToSolve(c.board, fewest.solution), best);
                QVERIFY(PowerNetwork(withTiles(c.board, fewest.solution)).isSolved());
                ++checked;
            }
        }
        QVERIFY(checked >= 30);
        // No solution: nothing to count.
        Board impossible(Topology::make(GridKind::Square, 4, 4, true));
        impossible.setTiles(std::vector<TileMask>(16, 3));
        QCOMPARE(fewestTurns(impossible, sink).turns, -1);
    }

    void stepsReplayToTheSolution()
    {
        const auto board = generate({GridKind::Hex, 7, 6, false, true, 5});
        QVERIFY(board);
        pw::common::RecordingSink sink;
        const SolveResult result = solve(*board, sink);
        QCOMPARE(result.status, SolveStatus::Unique);
        QVERIFY(!sink.steps.empty());
        int deduced = 0;
        for (const StepEvent &step : sink.steps) {
            if (step.kind == StepEvent::Kind::Eliminate || step.kind == StepEvent::Kind::Deduce) {
                QVERIFY(step.subject >= 0 && step.subject < board->cellCount());
                QVERIFY(step.detail >= static_cast<int>(Rule::Border));
                QVERIFY(step.detail <= static_cast<int>(Rule::GuessExplored));
            }
            deduced += step.kind == StepEvent::Kind::Deduce;
        }
        QCOMPARE(
            deduced, board->cellCount() - [&] {
                // Tiles with one orientation (none in practice on hexes) need no deduction.
                int fixed = 0;
                for (int cell = 0; cell < board->cellCount(); ++cell)
                    fixed += rotationPeriod(board->tile(cell), 6) == 1;
                return fixed;
            }());
        StepReplay replay(*board, false);
        replay.seek(sink.steps, static_cast<int>(sink.steps.size()));
        for (int cell = 0; cell < board->cellCount(); ++cell) {
            QVERIFY(replay.isDetermined(cell));
            QCOMPARE(replay.firstMask(cell), result.solution[static_cast<std::size_t>(cell)]);
        }
        replay.seek(sink.steps, 0);
        QVERIFY(!replay.isDetermined(0) || rotationPeriod(board->tile(0), 6) == 1);
    }

    void guessesAreReplayedAndUndone()
    {
        // An ambiguous board makes the search guess; Choose/Backtrack pairs must balance.
        for (std::uint64_t seed = 1; seed < 50; ++seed) {
            const auto board = generate({GridKind::Square, 5, 5, true, false, seed});
            pw::common::RecordingSink sink;
            const SolveResult result = solve(*board, sink);
            if (result.guesses == 0)
                continue;
            int depth = 0;
            for (const StepEvent &step : sink.steps) {
                if (step.kind == StepEvent::Kind::Choose)
                    ++depth;
                if (step.kind == StepEvent::Kind::Note
                    && step.detail == static_cast<int>(NoteKind::Backtrack))
                    --depth;
                QVERIFY(depth >= 0);
            }
            QCOMPARE(depth, 0);
            StepReplay replay(*board, false);
            replay.seek(sink.steps, static_cast<int>(sink.steps.size()));
            QCOMPARE(replay.guessDepth(), 0);
            return;
        }
        QFAIL("no ambiguous board needed a guess");
    }

    void stopsWhenCancelled()
    {
        const auto board = generate({GridKind::Square, 30, 30, true, false, 8});
        CancellingSink sink;
        const SolveResult result = solve(*board, sink);
        QCOMPARE(result.status, SolveStatus::Cancelled);
    }

    void hintFixesATileTheLocksImply()
    {
        auto board = generate({GridKind::Square, 7, 7, false, true, 12});
        pw::common::QuietSink sink;
        const SolveResult result = solve(*board, sink);
        // Lock every tile of the top row in its solved rotation.
        for (int col = 0; col < board->width(); ++col) {
            board->setTile(col, result.solution[static_cast<std::size_t>(col)]);
            board->setLocked(col, true);
        }
        const auto hint = findHint(*board, sink);
        QVERIFY(hint);
        QVERIFY(!board->isLocked(hint->cell));
        QCOMPARE(hint->mask, result.solution[static_cast<std::size_t>(hint->cell)]);
    }

    void hintCorrectsAWrongLockedTile()
    {
        auto board = generate({GridKind::Hex, 6, 6, false, true, 4});
        pw::common::QuietSink sink;
        const SolveResult result = solve(*board, sink);
        int wrong = 0;
        while (board->tile(wrong) == result.solution[static_cast<std::size_t>(wrong)])
            ++wrong;
        board->setLocked(wrong, true);
        const auto hint = findHint(*board, sink);
        QVERIFY(hint);
        QCOMPARE(hint->cell, wrong);
        QCOMPARE(hint->kind, HintKind::Wrong);
        QCOMPARE(hint->mask, result.solution[static_cast<std::size_t>(wrong)]);
    }

    void noHintOnASolvedBoard()
    {
        auto board = generate({GridKind::Square, 5, 5, false, true, 4});
        pw::common::QuietSink sink;
        board->setTiles(solve(*board, sink).solution);
        QVERIFY(!findHint(*board, sink));
    }
};

QTEST_APPLESS_MAIN(TestNoodlesSolver)
#include "tst_noodlessolver.moc"
