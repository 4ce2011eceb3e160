// Duplicate pruning (DuplicateMoveAutomaton): the parent-only automaton refuses exactly the move
// that undoes the last one; the shared one refuses the sequences it should and still leaves
// every position a path as short as its distance (so IDA* stays optimal), and IDA* over compact
// tables expands fewer nodes with it at the same lengths.
#include "core/sliding/CompactPatternDatabase.h"
#include "core/sliding/DuplicateMoveAutomaton.h"
#include "core/sliding/Scramble.h"
#include "core/sliding/Solvers.h"

#include <QStandardPaths>
#include <QTest>

#include <deque>
#include <string>
#include <unordered_map>

using namespace pw::sliding;

namespace {

std::string key(const Board &board)
{
    return std::string(board.tiles().begin(), board.tiles().end());
}

// Every position within maxDepth moves of the goal, with its distance (breadth first).
std::unordered_map<std::string, int> distances(int rows, int cols, int maxDepth)
{
    std::unordered_map<std::string, int> distance {{key(Board::goal(rows, cols)), 0}};
    std::deque<Board> queue {Board::goal(rows, cols)};
    while (!queue.empty()) {
        const Board board = queue.front();
        queue.pop_front();
        const int d = distance[key(board)];
        if (d == maxDepth)
            continue;
        for (Direction direction : allDirections) {
            if (!board.canMove(direction))
                continue;
            const Board next = board.moved(direction);
            if (distance.emplace(key(next), d + 1).second)
                queue.push_back(next);
        }
    }
    return distance;
}

// The fewest moves the automaton lets a depth-first search take to each position it reaches
// from the goal within maxDepth moves.
void followAutomaton(const DuplicateMoveAutomaton &moves, const Board &board, int state, int depth,
                     int maxDepth, std::unordered_map<std::string, int> &reached)
{
    auto [at, fresh] = reached.emplace(key(board), depth);
    if (!fresh)
        at->second = std::min(at->second, depth);
    if (depth == maxDepth)
        return;
    for (Direction direction : allDirections) {
        const int next = moves.next(state, static_cast<int>(direction));
        if (next >= 0 && board.canMove(direction))
            followAutomaton(moves, board.moved(direction), next, depth + 1, maxDepth, reached);
    }
}

// The state after the moves ("UDLR"), or -1 once one is refused.
int play(const DuplicateMoveAutomaton &automaton, const std::string &moves)
{
    int state = DuplicateMoveAutomaton::start;
    for (char letter : moves) {
        state = automaton.next(state, static_cast<int>(*directionFromLetter(letter)));
        if (state < 0)
            return -1;
    }
    return state;
}

} // namespace

class TestSlidingDuplicates : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        // 4 x 4 searches load the pattern databases from the cache folder: the tests' own (Qt's
        // test-mode folder), never the tables a user of this machine has built.
        QStandardPaths::setTestModeEnabled(true);
    }

    void parentOnlyRefusesTheMoveThatUndoesTheLast()
    {
        const DuplicateMoveAutomaton &automaton = DuplicateMoveAutomaton::parentOnly();
        for (Direction first : allDirections) {
            const int state
                = automaton.next(DuplicateMoveAutomaton::start, static_cast<int>(first));
            QVERIFY(state >= 0);
            for (Direction second : allDirections)
                QCOMPARE(automaton.next(state, static_cast<int>(second)) < 0,
                         second == opposite(first));
        }
        QCOMPARE(automaton.refusedCount(), 4);
    }

    void sharedRefusesLoopsAndKeepsPlainPaths()
    {
        const DuplicateMoveAutomaton &automaton = DuplicateMoveAutomaton::shared();
        QVERIFY(automaton.refusedCount() > 4);
        // Twice round a 2 x 2 block moves its three tiles as once round the other way does.
        QCOMPARE(play(automaton, "RDLURDLU"), -1);
        QVERIFY(play(automaton, "DRUL") >= 0);
        QCOMPARE(play(automaton, "UD"), -1);
        // Straight lines and a plain turn are never refused.
        QVERIFY(play(automaton, "RRRRRRRRRRRRRRRRRR") >= 0);
        QVERIFY(play(automaton, "RRRRDDDDLLLL") >= 0);
    }

    // Boards above 16 cells get the longer automaton: it refuses more, and still every plain
    // path (straight lines, a turn) stays open.
    void largeBoardsFollowTheLongerAutomaton()
    {
        QCOMPARE(&DuplicateMoveAutomaton::sharedFor(16), &DuplicateMoveAutomaton::shared());
        const DuplicateMoveAutomaton &longer = DuplicateMoveAutomaton::sharedFor(25);
        QVERIFY(&longer != &DuplicateMoveAutomaton::shared());
        QVERIFY(longer.refusedCount() > DuplicateMoveAutomaton::shared().refusedCount());
        QCOMPARE(play(longer, "RDLURDLU"), -1);
        QVERIFY(play(longer, "RRRRDDDDLLLL") >= 0);
    }

    void everyPositionKeepsAPathAsShortAsItsDistance_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("cols");
        QTest::addColumn<int>("depth");
        QTest::newRow("3 x 3, within 24") << 3 << 3 << 24;
        QTest::newRow("2 x 4, every position") << 2 << 4 << 36;
        QTest::newRow("3 x 4, within 18") << 3 << 4 << 18;
        QTest::newRow("4 x 4, within 15") << 4 << 4 << 15;
        QTest::newRow("5 x 5, within 12") << 5 << 5 << 12;
    }
    void everyPositionKeepsAPathAsShortAsItsDistance()
    {
        QFETCH(int, rows);
        QFETCH(int, cols);
        QFETCH(int, depth);
        const auto distance = distances(rows, cols, depth);
        std::unordered_map<std::string, int> reached;
        // The automaton a search on this board follows: the longer one above 16 cells.
        followAutomaton(DuplicateMoveAutomaton::sharedFor(rows * cols), Board::goal(rows, cols),
                        DuplicateMoveAutomaton::start, 0, depth, reached);
        QCOMPARE(reached.size(), distance.size());
        for (const auto &[position, d] : distance)
            QCOMPARE(reached.at(position), d);
    }

    void compactSearchStaysOptimalWithFewerNodes()
    {
        pw::common::QuietSink sink;
        const auto tables
            = CompactPatternDatabase::build({3, {{1, 2, 3, 4}, {5, 6, 7, 8}}}, sink, 2);
        QVERIFY(tables);
        std::int64_t pruned = 0;
        std::int64_t plain = 0;
        for (std::uint64_t seed = 1; seed <= 200; ++seed) {
            const Board board = *dealUniform(3, 3, seed);
            const SolveResult with = solveIdaStar(board, *tables, sink, true, true);
            const SolveResult without = solveIdaStar(board, *tables, sink, true, false);
            QCOMPARE(with.moves.size(), without.moves.size());
            Board check = board;
            QCOMPARE(check.applyMoves(with.moves), -1);
            QVERIFY(check.isGoal());
            pruned += with.expanded;
            plain += without.expanded;
        }
        QVERIFY2(pruned < plain, qPrintable(QStringLiteral("%1 vs %2").arg(pruned).arg(plain)));
    }
};

QTEST_GUILESS_MAIN(TestSlidingDuplicates)
#include "tst_slidingduplicates.moc"
