#include "SlidingTestData.h"

#include "core/common/Random.h"
#include "core/sliding/Heuristics.h"
#include "core/sliding/Scramble.h"
#include "core/sliding/SearchReporter.h"
#include "core/sliding/Solvability.h"
#include "core/sliding/Solvers.h"

#include <QStandardPaths>
#include <QTest>

#include <atomic>
#include <cstring>
#include <numeric>
#include <thread>
#include <tuple>
#include <unordered_map>

using namespace pw::sliding;
using pw::common::QuietSink;
using pw::common::RecordingSink;

namespace {

std::uint64_t pack(const Board &board)
{
    std::uint64_t key = 0;
    for (int i = board.cellCount() - 1; i >= 0; --i)
        key = (key << 4) | board.at(i);
    return key;
}

// Exact distance to the goal of every solvable 3 x 3 board, by breadth-first search.
const std::unordered_map<std::uint64_t, int> &distances3x3()
{
    static const std::unordered_map<std::uint64_t, int> table = [] {
        std::unordered_map<std::uint64_t, int> distance;
        std::vector<Board> level {Board::goal(3, 3)};
        distance[pack(level.front())] = 0;
        for (int d = 1; !level.empty(); ++d) {
            std::vector<Board> next;
            for (const Board &board : level) {
                for (Direction dir : allDirections) {
                    if (!board.canMove(dir))
                        continue;
                    Board child = board.moved(dir);
                    if (distance.emplace(pack(child), d).second)
                        next.push_back(child);
                }
            }
            level.swap(next);
        }
        return distance;
    }();
    return table;
}

SolveResult solve(const Board &board, Algorithm algorithm, HeuristicKind heuristic)
{
    QuietSink sink;
    SolveOptions options;
    options.algorithm = algorithm;
    options.heuristic = heuristic;
    auto result = solveBoard(board, options, sink);
    if (!result)
        qFatal("solveBoard refused: %s", qPrintable(result.error().message()));
    return *result;
}

// Records progress, steps and the best board the search shows.
class BestRecordingSink : public RecordingSink, public BestBoardObserver
{
public:
    void bestBoard(const Board &board, int h) override
    {
        best = board;
        bestH = h;
    }
    std::optional<Board> best;
    std::int64_t bestH = -1;
};

int linearConflictOf(const Board &board)
{
    const SearchGeometry geometry(board.rows(), board.cols());
    const LinearConflictHeuristic h(geometry);
    return h.value(h.init(board.tiles().data()));
}

bool reachesGoal(const Board &start, const std::string &moves)
{
    Board board = start;
    return board.applyMoves(moves) < 0 && board.isGoal();
}

Board randomSolvable(int rows, int cols, pw::common::Random &random)
{
    std::vector<int> tiles(static_cast<std::size_t>(rows * cols));
    std::iota(tiles.begin(), tiles.end(), 0);
    for (;;) {
        random.shuffle(tiles);
        const Board board = *Board::fromTiles(rows, cols, tiles);
        if (isSolvable(board))
            return board;
    }
}

} // namespace

class TestSlidingSolvers : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        // 4 x 4 searches load the pattern databases from the cache folder: the tests' own (Qt's
        // test-mode folder), never the tables a user of this machine has built.
        QStandardPaths::setTestModeEnabled(true);
    }

    void hardest3x3BoardsNeed31Moves()
    {
        int at31 = 0;
        for (const auto &[key, d] : distances3x3()) {
            QVERIFY(d <= 31);
            at31 += d == 31;
        }
        QCOMPARE(at31, 2);
        for (auto tiles : {std::vector<int> {8, 6, 7, 2, 5, 4, 3, 0, 1},
                           std::vector<int> {6, 4, 7, 8, 5, 0, 3, 2, 1}}) {
            const Board board = *Board::fromTiles(3, 3, tiles);
            QCOMPARE(distances3x3().at(pack(board)), 31);
            for (HeuristicKind h : {HeuristicKind::Manhattan, HeuristicKind::LinearConflict}) {
                for (Algorithm a : {Algorithm::IdaStar, Algorithm::AStar}) {
                    const SolveResult result = solve(board, a, h);
                    QVERIFY(result.solved());
                    QVERIFY(result.optimal);
                    QCOMPARE(int(result.moves.size()), 31);
                    QVERIFY(reachesGoal(board, result.moves));
                }
            }
        }
    }

    void everySolverIsOptimalOnRandom3x3Boards()
    {
        pw::common::Random random(33);
        for (int i = 0; i < 150; ++i) {
            const Board board = randomSolvable(3, 3, random);
            const int exact = distances3x3().at(pack(board));
            for (HeuristicKind h : {HeuristicKind::Manhattan, HeuristicKind::LinearConflict}) {
                for (Algorithm a : {Algorithm::IdaStar, Algorithm::AStar}) {
                    const SolveResult result = solve(board, a, h);
                    QVERIFY(reachesGoal(board, result.moves));
                    QCOMPARE(int(result.moves.size()), exact);
                }
            }
        }
    }

    void linearConflictIsAdmissibleAndAtLeastManhattan()
    {
        pw::common::Random random(34);
        for (int i = 0; i < 300; ++i) {
            const Board board = randomSolvable(3, 3, random);
            const int exact = distances3x3().at(pack(board));
            const SolveResult lc = solve(board, Algorithm::IdaStar, HeuristicKind::LinearConflict);
            QVERIFY(lc.startHeuristic <= exact);
            QVERIFY(lc.startHeuristic >= board.manhattanDistance());
        }
    }

    void incrementalHeuristicsMatchFreshEvaluation()
    {
        pw::common::Random random(36);
        for (auto [rows, cols] :
             {std::pair {3, 3}, std::pair {4, 4}, std::pair {3, 5}, std::pair {6, 2}}) {
            const SearchGeometry geometry(rows, cols);
            const LinearConflictHeuristic linear(geometry);
            const ManhattanHeuristic manhattan(geometry);
            Board board = *scrambleBoard(rows, cols, 1);
            auto lc = linear.init(board.tiles().data());
            auto md = manhattan.init(board.tiles().data());
            for (int step = 0; step < 4000; ++step) {
                const Direction d = allDirections[random.below(4)];
                const int from = board.neighbourIndex(d);
                if (from < 0)
                    continue;
                const int tile = board.at(from);
                const int to = board.blankIndex();
                board.move(d);
                linear.update(lc, board.tiles().data(), tile, from, to);
                manhattan.update(md, board.tiles().data(), tile, from, to);
                QCOMPARE(linear.value(lc), linear.value(linear.init(board.tiles().data())));
                QCOMPARE(manhattan.value(md), board.manhattanDistance());
            }
        }
    }

    void astarAndIdastarAgreeOnRectangularBoards()
    {
        pw::common::Random random(35);
        for (auto [rows, cols] :
             {std::pair {2, 4}, std::pair {4, 2}, std::pair {2, 5}, std::pair {3, 4}}) {
            for (int i = 0; i < 6; ++i) {
                const Board board = randomSolvable(rows, cols, random);
                const SolveResult ida
                    = solve(board, Algorithm::IdaStar, HeuristicKind::LinearConflict);
                const SolveResult astar
                    = solve(board, Algorithm::AStar, HeuristicKind::LinearConflict);
                QVERIFY(reachesGoal(board, ida.moves));
                QVERIFY(reachesGoal(board, astar.moves));
                QCOMPARE(ida.moves.size(), astar.moves.size());
            }
        }
    }

    void easyKorfInstancesHaveTheirPublishedLengths()
    {
        const auto instances = korfInstances();
        const auto lengths = korfOptimalLengths();
        QCOMPARE(instances.size(), std::size_t(100));
        QCOMPARE(lengths.size(), std::size_t(100));
        // The quickest ones for IDA* with linear conflict (41 to 45 moves).
        for (int number : {12, 42, 55, 79, 97}) {
            const Board &board = instances[static_cast<std::size_t>(number - 1)].board;
            const SolveResult result
                = solve(board, Algorithm::IdaStar, HeuristicKind::LinearConflict);
            QVERIFY(result.optimal);
            QVERIFY(reachesGoal(board, result.moves));
            QCOMPARE(int(result.moves.size()), lengths[static_cast<std::size_t>(number - 1)]);
        }
    }

    void korfDataIsTheHalfTurnOfThePublishedInstances()
    {
        // Korf's goal has the blank first. Turning the board half round (cell p -> 15 - p) and
        // renaming tile t -> 16 - t maps his goal onto ours and moves onto moves
        // (boardForBlankLastGoal, which `slide solve --goal blank-first` uses).
        // publishedInstances reads the file as published and turns each board that way.
        const auto published = publishedInstances(QStringLiteral("korf100-blank-first.txt"));
        const auto ours = korfInstances();
        QCOMPARE(published.size(), std::size_t(100));
        for (std::size_t index = 0; index < published.size(); ++index) {
            QCOMPARE(published[index].instance.board.cellCount(), 16);
            QCOMPARE(ours[index].board, published[index].instance.board);
            QCOMPARE(published[index].optimalLength, korfOptimalLengths()[index]);
        }
        // Instance 1 by hand: 14 13 15 7 / 11 12 9 5 / 6 0 2 1 / 4 8 10 3 becomes
        QCOMPARE(ours.front().board,
                 *Board::fromTiles(4, 4, {13, 6, 8, 12, 15, 14, 0, 10, 11, 7, 4, 5, 9, 1, 3, 2}));
    }

    void unsolvableBoardsAreReportedBeforeAnySearch()
    {
        const Board loyd
            = *Board::fromTiles(4, 4, {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 14, 0});
        for (Algorithm a : {Algorithm::AStar, Algorithm::IdaStar, Algorithm::Fast}) {
            const SolveResult result = solve(loyd, a, HeuristicKind::Auto);
            QCOMPARE(result.status, SolveResult::Status::Unsolvable);
            QCOMPARE(result.expanded, 0);
            QVERIFY(result.moves.empty());
        }
    }

    void solvedBoardNeedsNoMoves()
    {
        for (Algorithm a : {Algorithm::AStar, Algorithm::IdaStar, Algorithm::Fast}) {
            const SolveResult result = solve(Board::goal(5, 5), a, HeuristicKind::Auto);
            QVERIFY(result.solved());
            QVERIFY(result.moves.empty());
        }
    }

    void astarStopsAtItsMemoryLimit()
    {
        const Board board = korfInstances().front().board; // 57 moves: far beyond 4 MiB of nodes
        QuietSink sink;
        SolveOptions options;
        options.algorithm = Algorithm::AStar;
        options.heuristic = HeuristicKind::Manhattan;
        options.memoryLimitBytes = 4 << 20;
        auto result = solveBoard(board, options, sink);
        QVERIFY(result);
        QCOMPARE(result->status, SolveResult::Status::MemoryLimit);
        QVERIFY2(QString::fromStdString(result->message).contains(QStringLiteral("limit of 4 MiB")),
                 result->message.c_str());
        QVERIFY(result->expanded > 0);
    }

    void everySolverStopsWhenCancelled()
    {
        const Board board = korfInstances().front().board;
        for (Algorithm a : {Algorithm::AStar, Algorithm::IdaStar}) {
            RecordingSink sink;
            std::thread canceller([token = sink.token()] {
                std::this_thread::sleep_for(std::chrono::milliseconds(30));
                token.cancel();
            });
            SolveOptions options;
            options.algorithm = a;
            options.heuristic = HeuristicKind::Manhattan; // minutes of work if not cancelled
            auto result = solveBoard(board, options, sink);
            canceller.join();
            QVERIFY(result);
            QCOMPARE(result->status, SolveResult::Status::Cancelled);
            QVERIFY(sink.steps.empty());
        }
        // An already cancelled sink stops the fast solver too.
        RecordingSink sink;
        sink.token().cancel();
        auto big = scrambleBoard(10, 10, 5);
        auto result = solveBoard(*big, SolveOptions {}, sink);
        QVERIFY(result);
        QCOMPARE(result->status, SolveResult::Status::Cancelled);
    }

    void fastSolverReachesTheGoalOnLargeBoards()
    {
        for (auto [rows, cols] : {std::pair {5, 5}, std::pair {10, 10}, std::pair {2, 9},
                                  std::pair {9, 2}, std::pair {4, 7}, std::pair {6, 3}}) {
            for (std::uint64_t seed = 1; seed <= 3; ++seed) {
                const Board board = *scrambleBoard(rows, cols, seed, 1.0);
                const SolveResult result = solve(board, Algorithm::Auto, HeuristicKind::Auto);
                QCOMPARE(result.algorithm, Algorithm::Fast);
                QVERIFY(result.solved());
                QVERIFY(!result.optimal);
                QVERIFY(reachesGoal(board, result.moves));
            }
        }
    }

    void fastSolverOnA3x3IsPlainIdaStar()
    {
        const Board board = *Board::fromTiles(3, 3, {8, 6, 7, 2, 5, 4, 3, 0, 1});
        const SolveResult result = solve(board, Algorithm::Fast, HeuristicKind::Auto);
        QVERIFY(result.optimal);
        QCOMPARE(int(result.moves.size()), 31);
    }

    void anAnswerAsLongAsItsBoundIsOptimal()
    {
        // The fast solver proves nothing itself, but an answer as short as the Manhattan distance
        // is optimal, and says so (a board one or two moves from the goal).
        for (auto [rows, cols, moves] :
             {std::tuple {5, 5, "L"}, std::tuple {10, 10, "LU"}, std::tuple {4, 7, "UL"}}) {
            Board board = Board::goal(rows, cols);
            QCOMPARE(board.applyMoves(moves), -1);
            const SolveResult result = solve(board, Algorithm::Auto, HeuristicKind::Auto);
            QCOMPARE(result.algorithm, Algorithm::Fast);
            QCOMPARE(result.moves.size(), std::strlen(moves));
            QVERIFY(result.optimal);
            QVERIFY(reachesGoal(board, result.moves));
        }
    }

    void fastSolverShowsTheWholeBoardAsItsBest()
    {
        // It finishes with IDA* on the last 3 x 3 relabelled as a small board: the best board it
        // shows must still be the whole board, with the tiles' own numbers.
        for (auto [rows, cols] : {std::pair {5, 5}, std::pair {4, 6}, std::pair {10, 10}}) {
            const Board board = *scrambleBoard(rows, cols, 7, 1.0);
            BestRecordingSink sink;
            SolveOptions options;
            options.algorithm = Algorithm::Fast;
            auto result = solveBoard(board, options, sink);
            QVERIFY(result && result->solved());
            QVERIFY(sink.best);
            QCOMPARE(sink.best->rows(), rows);
            QCOMPARE(sink.best->cols(), cols);
            QVERIFY(isSolvable(*sink.best));
            // The last one comes from the finishing search: every tile outside the bottom-right
            // 3 x 3 is home, under its own number.
            for (int cell = 0; cell < board.cellCount(); ++cell) {
                if (cell / cols < rows - 3 || cell % cols < cols - 3)
                    QCOMPARE(int(sink.best->at(cell)), cell + 1);
            }
        }
    }

    void solutionIsReportedAsMoveSteps()
    {
        const Board board = *Board::fromTiles(3, 3, {1, 2, 3, 4, 5, 6, 0, 7, 8});
        RecordingSink sink;
        auto result = solveBoard(board, SolveOptions {}, sink);
        QVERIFY(result && result->solved());
        QCOMPARE(result->moves, std::string("RR"));
        QCOMPARE(sink.steps.size(), std::size_t(2));
        QCOMPARE(sink.steps[0].kind, pw::common::StepEvent::Kind::Move);
        QCOMPARE(sink.steps[0].subject, 7);
        QCOMPARE(sink.steps[0].value, int(Direction::Right));
        QCOMPARE(sink.steps[1].subject, 8);
        QCOMPARE(sink.steps[1].detail, 1);
    }

    void progressCarriesCountersAndTheBestBoard()
    {
        const Board board = *Board::fromTiles(3, 3, {8, 6, 7, 2, 5, 4, 3, 0, 1});
        for (Algorithm a : {Algorithm::AStar, Algorithm::IdaStar}) {
            BestRecordingSink sink;
            SolveOptions options;
            options.algorithm = a;
            auto result = solveBoard(board, options, sink);
            QVERIFY(result && result->solved());
            QVERIFY(!sink.progressReports.empty());
            const pw::common::Progress &last = sink.progressReports.back();
            auto counter = [&](const char *name) -> std::int64_t {
                for (const auto &c : last.counters) {
                    if (c.name == name)
                        return c.value;
                }
                return -1;
            };
            QCOMPARE(counter("expanded"), result->expanded);
            QCOMPARE(counter("start_h"), std::int64_t(result->startHeuristic));
            QVERIFY(counter("best_h") >= 1);
            QVERIFY(counter("best_h") <= result->startHeuristic);
            QVERIFY(sink.best);
            QCOMPARE(sink.best->rows(), 3);
            QVERIFY(isSolvable(*sink.best));
            QCOMPARE(sink.bestH, counter("best_h"));
            QCOMPARE(linearConflictOf(*sink.best), sink.bestH);
        }
    }

    void optionsAreCheckedAndAutoIsResolved()
    {
        SolveOptions pdb;
        pdb.heuristic = HeuristicKind::PatternDatabase;
        auto refused = resolveOptions(Board::goal(3, 3), pdb);
        QVERIFY(!refused);
        QVERIFY(refused.error().reason.contains(QStringLiteral("4 x 4 boards only")));
        auto notLoaded = resolveOptions(Board::goal(4, 4), pdb);
        QVERIFY(!notLoaded);
        auto small = resolveOptions(Board::goal(4, 4), SolveOptions {});
        QVERIFY(small);
        QCOMPARE(small->algorithm, Algorithm::IdaStar);
        QCOMPARE(small->heuristic, HeuristicKind::LinearConflict);
        auto large = resolveOptions(Board::goal(5, 4), SolveOptions {});
        QCOMPARE(large->algorithm, Algorithm::Fast);
        QCOMPARE(algorithmFromName("idastar"), std::optional<Algorithm>(Algorithm::IdaStar));
        QCOMPARE(heuristicFromName("linear"),
                 std::optional<HeuristicKind>(HeuristicKind::LinearConflict));
        QVERIFY(!heuristicFromName("euclid"));
        QCOMPARE(heuristicLabel(HeuristicKind::PatternDatabase, "7-8"), std::string("pdb-7-8"));
        QCOMPARE(heuristicLabel(HeuristicKind::LinearConflict, ""), std::string("linear"));
        // A budget makes Automatic try IDA* on boards of up to 25 cells.
        SolveOptions budgeted;
        budgeted.optimalBudgetSeconds = 10;
        QCOMPARE(resolveOptions(Board::goal(5, 5), budgeted)->algorithm, Algorithm::IdaStar);
        QCOMPARE(resolveOptions(Board::goal(4, 6), budgeted)->algorithm, Algorithm::IdaStar);
        QCOMPARE(resolveOptions(Board::goal(6, 6), budgeted)->algorithm, Algorithm::Fast);
    }

    void automaticWithABudgetIsOptimalWhenItCanBe()
    {
        // 24 cells: within the budget IDA* answers, optimally, never longer than the fast solver.
        const Board board = *scrambleBoard(4, 6, 77, 0.8);
        SolveOptions options;
        options.optimalBudgetSeconds = 30;
        QuietSink sink;
        auto optimal = solveBoard(board, options, sink);
        QVERIFY(optimal && optimal->solved());
        QVERIFY(optimal->optimal);
        QVERIFY(!optimal->budgetRanOut);
        QCOMPARE(optimal->algorithm, Algorithm::IdaStar);
        QCOMPARE(optimal->lowerBound, static_cast<int>(optimal->moves.size()));
        auto fast = solveBoard(board, SolveOptions {}, sink);
        QVERIFY(optimal->moves.size() <= fast->moves.size());

        // Far from solved on 5 x 5, a millisecond is not enough: the fast solver answers and
        // says so.
        const Board far
            = *Board::fromTiles(5, 5, {24, 23, 22, 21, 20, 19, 18, 17, 16, 15, 14, 13, 12,
                                       11, 10, 9,  8,  7,  6,  5,  4,  3,  2,  1,  0});
        options.optimalBudgetSeconds = 0.001;
        auto fallback = solveBoard(far, options, sink);
        QVERIFY(fallback && fallback->solved());
        QVERIFY(fallback->budgetRanOut);
        QVERIFY(!fallback->optimal);
        QCOMPARE(fallback->algorithm, Algorithm::Fast);
        QVERIFY(!fallback->message.empty());
        // What the optimal search proved before it stopped stays: a lower bound, at least h of
        // the start, never above the answer's length.
        QVERIFY(fallback->lowerBound >= far.manhattanDistance());
        QVERIFY(fallback->lowerBound <= static_cast<int>(fallback->moves.size()));
        QVERIFY2(QString::fromStdString(fallback->message)
                     .contains(QString::number(fallback->lowerBound)),
                 fallback->message.c_str());
        Board check = far;
        QCOMPARE(check.applyMoves(fallback->moves), -1);
        QVERIFY(check.isGoal());

        // On a 5 x 5 board whose optimum is known, a bound proved in a moment never passes it.
        const Board known = *scrambleBoard(5, 5, 11, 0.5);
        options.optimalBudgetSeconds = 60;
        const auto exact = solveBoard(known, options, sink);
        QVERIFY(exact && exact->optimal);
        options.optimalBudgetSeconds = 0.001;
        const auto quick = solveBoard(known, options, sink);
        QVERIFY(quick && quick->solved());
        QVERIFY(quick->lowerBound <= static_cast<int>(exact->moves.size()));
        QVERIFY(quick->lowerBound >= known.manhattanDistance());

        // The user cancelling is not the budget running out: no fallback.
        pw::common::CancelToken token;
        token.cancel();
        QuietSink cancelled(token);
        options.optimalBudgetSeconds = 30;
        auto stopped = solveBoard(far, options, cancelled);
        QVERIFY(stopped);
        QCOMPARE(stopped->status, SolveResult::Status::Cancelled);
        QVERIFY(!stopped->budgetRanOut);
    }
};

QTEST_GUILESS_MAIN(TestSlidingSolvers)
#include "tst_slidingsolvers.moc"
