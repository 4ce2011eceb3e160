#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace pw::sliding {

class PatternDatabase;
class CompactPatternDatabase;

enum class Algorithm { Auto, AStar, IdaStar, Fast };
enum class HeuristicKind { Auto, Manhattan, LinearConflict, PatternDatabase };

const char *algorithmName(Algorithm algorithm); // "astar", "idastar", "fast", "auto"
const char *heuristicName(HeuristicKind heuristic); // "manhattan", "linear", "pdb", "auto"
// The heuristic that answered, tables included: "linear", "pdb-7-8", "pdb-6-6-3"...
std::string heuristicLabel(HeuristicKind heuristic, const std::string &tables);
std::optional<Algorithm> algorithmFromName(const std::string &name);
std::optional<HeuristicKind> heuristicFromName(const std::string &name);

struct SolveOptions
{
    Algorithm algorithm = Algorithm::Auto;
    HeuristicKind heuristic = HeuristicKind::Auto;
    // A* refuses to grow past this many bytes of nodes, closed set and open list.
    std::uint64_t memoryLimitBytes = std::uint64_t(2) << 30;
    // Needed for HeuristicKind::PatternDatabase; the solver does not build or load them. IDA*
    // takes the compact tables (7-8 on 4 x 4) when they are given and fit the board, the 6-6-3
    // tables otherwise; A* takes the 6-6-3 tables.
    const PatternDatabase *patternDatabase = nullptr;
    const CompactPatternDatabase *compactDatabase = nullptr;
    // IDA* over compact tables also reads them at the dual (inverse) board and propagates
    // that value with bidirectional pathmax; false keeps to the regular and reflected lookups
    // (the benchmarks and tests compare the two).
    bool dualLookups = true;
    // IDA* over compact tables follows DuplicateMoveAutomaton::sharedFor(cells), which refuses move
    // sequences that a shorter or earlier one matches; false refuses only a move undone at once
    // (the benchmarks compare the two).
    bool duplicatePruning = true;
    // With Algorithm::Auto and a budget above zero, a board of up to 25 cells first gets IDA*
    // (with pattern databases when they are given for it, linear conflict otherwise) for this
    // many seconds; the fast solver answers only if the budget runs out. Zero: IDA* up to 16
    // cells, the fast solver above, no limit.
    double optimalBudgetSeconds = 0;
    // When the budget runs out: weighted IDA* (searchNearOptimal) gets a further quarter of the
    // budget for an answer within a known factor of the optimum, and answers instead of the fast
    // solver when it finds one as short or shorter. Off here; the tab and the CLI's --budget turn
    // it on (the CLI's --fast-fallback leaves it off).
    bool nearOptimalFallback = false;
    // IDA* shares an iteration among this many threads once the iterations grow long (over a
    // quarter of a million nodes; see IdaStarSearch::setThreads), so the hard 5 x 5 boards use
    // every core. The answers stay optimal; the node counts of a long search vary a little from
    // run to run.
    int threads = 1;
};

struct SolveResult
{
    enum class Status { Solved, Unsolvable, Cancelled, MemoryLimit };
    Status status = Status::Solved;
    bool optimal = false; // proven optimal (A* / IDA* with an admissible heuristic)
    std::string moves; // "UDLR..." from the start to the goal
    // Nodes whose children were generated; after a budget ran out, by every phase together.
    std::int64_t expanded = 0;
    std::int64_t generated = 0; // children created
    int startHeuristic = 0; // h of the start position
    std::int64_t peakOpen = 0; // A*: largest open list; IDA*: deepest path
    Algorithm algorithm = Algorithm::Auto; // what actually ran
    HeuristicKind heuristic = HeuristicKind::Auto;
    std::string tables; // which pattern databases answered: "7-8", "6-6-3"; empty without
    bool budgetRanOut = false; // Auto's optimal search ran out of time: this is the fast answer
    // The fewest moves any solution can have, as far as the search proved it: the length of an
    // optimal answer; after an IDA* that stopped during its iteration with bound B, B (every
    // earlier iteration searched all paths shorter than it and found none); else h of the start.
    int lowerBound = 0;
    std::string message; // why it stopped, for people (translated; UTF-8)
    // When Auto's optimal search ran out of its budget, what each phase used, in the order they
    // ran: the optimal search, the fast solver, weighted IDA* (when it ran); `answered` marks the
    // one whose moves these are. Empty when no budget ran out.
    struct Phase
    {
        std::string name; // "optimal", "fast", "near-optimal"
        std::string heuristic; // heuristicLabel(); empty for the fast solver
        std::int64_t expanded = 0;
        bool answered = false;
    };
    std::vector<Phase> phases;

    bool solved() const { return status == Status::Solved; }
};

} // namespace pw::sliding
