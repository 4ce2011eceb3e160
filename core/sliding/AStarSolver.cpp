#include "core/sliding/Heuristics.h"
#include "core/sliding/MinPriorityQueue.h"
#include "core/sliding/PatternDatabase.h"
#include "core/sliding/SearchReporter.h"
#include "core/sliding/Solvers.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstring>
#include <string>
#include <unordered_set>

namespace pw::sliding {

namespace {

// A search node; its board lives in the flat pool at index * cells.
struct Node
{
    std::uint32_t parent;
    std::uint16_t g;
    std::uint16_t h;
    std::int8_t move; // direction that led here, -1 at the start
    bool closed;
};

// Open-list entry: smallest f first; among equal f the smaller h (the deeper node) first, which
// reaches the goal sooner without changing optimality.
struct OpenEntry
{
    std::uint16_t f;
    std::uint16_t h;
    std::uint32_t node;
};

struct OpenLess
{
    bool operator()(const OpenEntry &a, const OpenEntry &b) const
    {
        return a.f != b.f ? a.f < b.f : a.h < b.h;
    }
};

template<class H> class AStarSearch
{
public:
    AStarSearch(const Board &start, const H &heuristic, std::uint64_t memoryLimit,
                common::SolverSink &sink)
        : m_start(start)
        , m_cells(static_cast<std::size_t>(start.cellCount()))
        , m_heuristic(heuristic)
        , m_memoryLimit(memoryLimit)
        , m_sink(sink)
        , m_closedSet(1024, Hash {this}, Equal {this})
    { }

    SolveResult run()
    {
        SolveResult result;
        result.algorithm = Algorithm::AStar;
        const SearchGeometry geometry(m_start.rows(), m_start.cols());
        const int startH = evaluate(m_start.tiles().data());
        result.startHeuristic = startH;
        SearchReporter reporter(m_sink, m_start.rows(), m_start.cols(), startH);
        addNode(m_start.tiles().data(), UINT32_MAX, 0, static_cast<std::uint16_t>(startH), -1);
        m_closedSet.insert(0);
        m_open.push(
            OpenEntry {static_cast<std::uint16_t>(startH), static_cast<std::uint16_t>(startH), 0});

        std::vector<std::uint8_t> tiles(m_cells);
        while (!m_open.empty()) {
            const OpenEntry entry = m_open.pop();
            Node &node = m_nodes[entry.node];
            // Entries left behind when a node was reached again more cheaply are skipped.
            if (node.closed || entry.f != node.g + node.h)
                continue;
            node.closed = true;
            std::memcpy(tiles.data(), board(entry.node), m_cells);
            if (node.h == 0) {
                result.moves = pathTo(entry.node);
                result.optimal = true;
                break;
            }
            reporter.noteBoard(tiles.data(), node.h);
            ++reporter.expanded;
            reporter.open = static_cast<std::int64_t>(m_open.size());
            reporter.bound = entry.f;
            if (reporter.tick()) {
                result.status = SolveResult::Status::Cancelled;
                result.message
                    = QCoreApplication::translate("pw::sliding::Solver", "cancelled").toStdString();
                break;
            }
            if ((reporter.expanded & 1023) == 0 && memoryInUse() > m_memoryLimit) {
                result.status = SolveResult::Status::MemoryLimit;
                result.message = "A* stopped after " + std::to_string(reporter.expanded)
                    + " expanded nodes: its memory passed the limit of "
                    + std::to_string(m_memoryLimit >> 20)
                    + " MiB. IDA* (--algorithm idastar) solves the same board in little "
                      "memory.";
                break;
            }
            const std::uint16_t g = node.g;
            const int blank
                = static_cast<int>(std::find(tiles.begin(), tiles.end(), 0) - tiles.begin());
            const int previous = node.move;
            for (int d = 0; d < 4; ++d) {
                if (previous >= 0
                    && d == static_cast<int>(opposite(static_cast<Direction>(previous))))
                    continue;
                const int cell
                    = geometry
                          .neighbour[static_cast<std::size_t>(blank)][static_cast<std::size_t>(d)];
                if (cell < 0)
                    continue;
                std::swap(tiles[static_cast<std::size_t>(blank)],
                          tiles[static_cast<std::size_t>(cell)]);
                ++result.generated;
                relax(tiles.data(), entry.node, static_cast<std::uint16_t>(g + 1), d);
                std::swap(tiles[static_cast<std::size_t>(blank)],
                          tiles[static_cast<std::size_t>(cell)]);
            }
            result.peakOpen
                = std::max<std::int64_t>(result.peakOpen, static_cast<std::int64_t>(m_open.size()));
        }
        result.expanded = reporter.expanded;
        reporter.reportNow();
        return result;
    }

    std::uint64_t memoryInUse() const
    {
        // Vectors double when full, so count the next doubling of the largest one as used.
        const std::uint64_t pool = m_pool.capacity();
        const std::uint64_t nodes = m_nodes.capacity() * sizeof(Node);
        const std::uint64_t open = m_open.capacity() * sizeof(OpenEntry);
        // unordered_set: a bucket pointer per bucket plus a heap node (next, hash, value) each.
        const std::uint64_t closed = m_closedSet.bucket_count() * sizeof(void *)
            + m_closedSet.size()
                * (sizeof(void *) + sizeof(std::size_t) + 2 * sizeof(std::uint32_t));
        return pool + nodes + open + closed + std::max({pool, nodes, open});
    }

private:
    struct Hash
    {
        const AStarSearch *search;
        std::size_t operator()(std::uint32_t index) const
        {
            return search->hashBoard(search->board(index));
        }
    };
    struct Equal
    {
        const AStarSearch *search;
        bool operator()(std::uint32_t a, std::uint32_t b) const
        {
            return std::memcmp(search->board(a), search->board(b), search->m_cells) == 0;
        }
    };

    int evaluate(const std::uint8_t *tiles) const
    {
        return m_heuristic.value(m_heuristic.init(tiles));
    }

    const std::uint8_t *board(std::uint32_t index) const { return m_pool.data() + index * m_cells; }

    std::size_t hashBoard(const std::uint8_t *tiles) const
    {
        std::uint64_t hash = 14695981039346656037ull;
        for (std::size_t i = 0; i < m_cells; ++i) {
            hash ^= tiles[i];
            hash *= 1099511628211ull;
        }
        return static_cast<std::size_t>(hash ^ (hash >> 29));
    }

    std::uint32_t addNode(const std::uint8_t *tiles, std::uint32_t parent, std::uint16_t g,
                          std::uint16_t h, int move)
    {
        m_pool.insert(m_pool.end(), tiles, tiles + m_cells);
        m_nodes.push_back(Node {parent, g, h, static_cast<std::int8_t>(move), false});
        return static_cast<std::uint32_t>(m_nodes.size() - 1);
    }

    void relax(const std::uint8_t *tiles, std::uint32_t parent, std::uint16_t g, int move)
    {
        // Put the child in the pool tentatively so the set can compare it.
        const std::uint32_t candidate = addNode(tiles, parent, g, 0, move);
        auto [it, inserted] = m_closedSet.insert(candidate);
        if (inserted) {
            const auto h = static_cast<std::uint16_t>(evaluate(tiles));
            m_nodes[candidate].h = h;
            m_open.push(OpenEntry {static_cast<std::uint16_t>(g + h), h, candidate});
            return;
        }
        m_pool.resize(m_pool.size() - m_cells);
        m_nodes.pop_back();
        Node &known = m_nodes[*it];
        if (g < known.g) { // reached more cheaply: reopen
            known.g = g;
            known.parent = parent;
            known.move = static_cast<std::int8_t>(move);
            known.closed = false;
            m_open.push(OpenEntry {static_cast<std::uint16_t>(g + known.h), known.h, *it});
        }
    }

    std::string pathTo(std::uint32_t index) const
    {
        std::string moves;
        while (m_nodes[index].move >= 0) {
            moves.push_back(directionLetter(static_cast<Direction>(m_nodes[index].move)));
            index = m_nodes[index].parent;
        }
        std::reverse(moves.begin(), moves.end());
        return moves;
    }

    const Board &m_start;
    std::size_t m_cells;
    const H &m_heuristic;
    std::uint64_t m_memoryLimit;
    common::SolverSink &m_sink;
    std::vector<std::uint8_t> m_pool;
    std::vector<Node> m_nodes;
    MinPriorityQueue<OpenEntry, OpenLess> m_open;
    std::unordered_set<std::uint32_t, Hash, Equal> m_closedSet;
};

} // namespace

SolveResult solveAStar(const Board &start, HeuristicKind heuristic, const PatternDatabase *database,
                       std::uint64_t memoryLimitBytes, common::SolverSink &sink)
{
    const SearchGeometry geometry(start.rows(), start.cols());
    SolveResult result;
    switch (heuristic) {
    case HeuristicKind::Manhattan: {
        const ManhattanHeuristic h(geometry);
        result = AStarSearch<ManhattanHeuristic>(start, h, memoryLimitBytes, sink).run();
        break;
    }
    case HeuristicKind::PatternDatabase: {
        const PdbHeuristic h(*database);
        result = AStarSearch<PdbHeuristic>(start, h, memoryLimitBytes, sink).run();
        break;
    }
    case HeuristicKind::Auto:
    case HeuristicKind::LinearConflict: {
        const LinearConflictHeuristic h(geometry);
        result = AStarSearch<LinearConflictHeuristic>(start, h, memoryLimitBytes, sink).run();
        heuristic = HeuristicKind::LinearConflict;
        break;
    }
    }
    result.heuristic = heuristic;
    return result;
}

} // namespace pw::sliding
