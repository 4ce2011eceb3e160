#pragma once

#include <cstdint>
#include <optional>
#include <string>

namespace pw::sliding {

class PatternDatabase;

enum class Algorithm { Auto, AStar, IdaStar, Fast };
enum class HeuristicKind { Auto, Manhattan, LinearConflict, PatternDatabase };

const char *algorithmName(Algorithm algorithm); // "astar", "idastar", "fast", "auto"
const char *heuristicName(HeuristicKind heuristic); // "manhattan", "linear", "pdb", "auto"
std::optional<Algorithm> algorithmFromName(const std::string &name);
std::optional<HeuristicKind> heuristicFromName(const std::string &name);

struct SolveOptions
{
    Algorithm algorithm = Algorithm::Auto;
    HeuristicKind heuristic = HeuristicKind::Auto;
    // A* refuses to grow past this many bytes of nodes, closed set and open list.
    std::uint64_t memoryLimitBytes = std::uint64_t(2) << 30;
    // Needed for HeuristicKind::PatternDatabase; the solver does not build or load it.
    const PatternDatabase *patternDatabase = nullptr;
};

struct SolveResult
{
    enum class Status { Solved, Unsolvable, Cancelled, MemoryLimit };
    Status status = Status::Solved;
    bool optimal = false; // proven optimal (A* / IDA* with an admissible heuristic)
    std::string moves; // "UDLR..." from the start to the goal
    std::int64_t expanded = 0; // nodes whose children were generated
    std::int64_t generated = 0; // children created
    int startHeuristic = 0; // h of the start position
    std::int64_t peakOpen = 0; // A*: largest open list; IDA*: deepest path
    Algorithm algorithm = Algorithm::Auto; // what actually ran
    HeuristicKind heuristic = HeuristicKind::Auto;
    std::string message; // why it stopped, for people (translated; UTF-8)

    bool solved() const { return status == Status::Solved; }
};

} // namespace pw::sliding
