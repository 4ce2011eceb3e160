#include "core/sliding/Solvers.h"

#include "core/sliding/SearchReporter.h"

#include <QCoreApplication>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <deque>
#include <vector>

namespace pw::sliding {

namespace {

// The reduction works on a mutable board and a "locked" mask of placed tiles; the unsolved part
// is always the rectangle rows top.., columns left.. .
class Reducer
{
public:
    Reducer(const Board &start, common::SolverSink &sink)
        : m_rows(start.rows())
        , m_cols(start.cols())
        , m_cells(start.cellCount())
        , m_sink(sink)
    {
        m_tiles.assign(start.tiles().begin(), start.tiles().end());
        m_blank = start.blankIndex();
        m_locked.assign(static_cast<std::size_t>(m_cells), false);
    }

    // Reduces until at most 3 x 3 is left; false when cancelled or stuck (never on solvable
    // boards).
    bool reduce()
    {
        while (height() > 3 || width() > 3) {
            if (height() > 3 && (height() >= width() || width() <= 3)) {
                // Top row: all but the last two one by one, then the last two together.
                for (int c = m_left; c < m_cols - 2; ++c) {
                    if (!placeOne(cellAt(m_top, c)))
                        return false;
                }
                if (!placePair(cellAt(m_top, m_cols - 2), cellAt(m_top, m_cols - 1)))
                    return false;
                ++m_top;
            } else {
                for (int r = m_top; r < m_rows - 2; ++r) {
                    if (!placeOne(cellAt(r, m_left)))
                        return false;
                }
                if (!placePair(cellAt(m_rows - 2, m_left), cellAt(m_rows - 1, m_left)))
                    return false;
                ++m_left;
            }
            reportProgress();
        }
        return true;
    }

    int top() const { return m_top; }
    int left() const { return m_left; }
    int height() const { return m_rows - m_top; }
    int width() const { return m_cols - m_left; }
    const std::string &moves() const { return m_moves; }
    const std::vector<std::uint8_t> &tiles() const { return m_tiles; }
    bool cancelled() const { return m_cancelled; }
    std::int64_t expanded() const { return m_expanded; }

private:
    int cellAt(int r, int c) const { return r * m_cols + c; }
    bool inRegion(int cell) const { return !m_locked[static_cast<std::size_t>(cell)]; }
    int neighbour(int cell, int d) const
    {
        const int r = cell / m_cols;
        const int c = cell % m_cols;
        switch (static_cast<Direction>(d)) {
        case Direction::Up:
            return r > 0 ? cell - m_cols : -1;
        case Direction::Down:
            return r + 1 < m_rows ? cell + m_cols : -1;
        case Direction::Left:
            return c > 0 ? cell - 1 : -1;
        case Direction::Right:
            return c + 1 < m_cols ? cell + 1 : -1;
        }
        return -1;
    }
    int find(int tile) const
    {
        return static_cast<int>(std::find(m_tiles.begin(), m_tiles.end(), tile) - m_tiles.begin());
    }
    void apply(int d)
    {
        const int cell = neighbour(m_blank, d);
        std::swap(m_tiles[static_cast<std::size_t>(m_blank)],
                  m_tiles[static_cast<std::size_t>(cell)]);
        m_blank = cell;
        m_moves.push_back(directionLetter(static_cast<Direction>(d)));
    }
    bool checkCancel()
    {
        if ((++m_expanded & 4095) == 0 && m_sink.isCancelled())
            m_cancelled = true;
        return m_cancelled;
    }
    void reportProgress()
    {
        if (m_sink.isCancelled()) {
            m_cancelled = true;
            return;
        }
        const auto now = std::chrono::steady_clock::now();
        if (now - m_lastReport < std::chrono::milliseconds(250))
            return;
        m_lastReport = now;
        common::Progress progress;
        const int placed = m_cells - height() * width();
        progress.fraction = static_cast<double>(placed) / m_cells;
        progress.counters = {{"expanded", m_expanded},
                             {"placed", placed},
                             {"moves", static_cast<std::int64_t>(m_moves.size())}};
        // The reduction's board so far is the best one it has: its placed tiles stay home.
        if (auto *observer = dynamic_cast<BestBoardObserver *>(&m_sink)) {
            const std::vector<int> tiles(m_tiles.begin(), m_tiles.end());
            if (auto board = Board::fromTiles(m_rows, m_cols, tiles))
                observer->bestBoard(*board, board->manhattanDistance());
        }
        m_sink.reportProgress(progress);
    }

    // Breadth-first search over the positions of the moving tiles and the blank inside the
    // unlocked cells, from the current position to one where each tile is on its target; the
    // shortest such sequence is applied. count is 1 or 2.
    bool placeTiles(const int *targets, int count)
    {
        int tilesToMove[2];
        int from[2];
        for (int i = 0; i < count; ++i) {
            tilesToMove[i] = targets[i] + 1; // goal of tile t is cell t-1
            from[i] = find(tilesToMove[i]);
        }
        // Dense state index: blank + cells * (pos0 + cells * pos1).
        const std::int64_t cells = m_cells;
        std::int64_t stateCount = cells;
        for (int i = 0; i < count; ++i)
            stateCount *= cells;
        auto encode = [&](int blank, const int *pos) {
            std::int64_t s = 0;
            for (int i = count - 1; i >= 0; --i)
                s = s * cells + pos[i];
            return s * cells + blank;
        };
        auto done = [&](const int *pos) {
            for (int i = 0; i < count; ++i) {
                if (pos[i] != targets[i])
                    return false;
            }
            return true;
        };
        auto lockTargets = [&] {
            for (int i = 0; i < count; ++i)
                m_locked[static_cast<std::size_t>(targets[i])] = true;
        };
        if (done(from)) {
            lockTargets();
            return true;
        }
        std::vector<std::int32_t> parent(static_cast<std::size_t>(stateCount), -1);
        std::vector<std::uint8_t> via(static_cast<std::size_t>(stateCount), 0);
        std::vector<std::int32_t> queue;
        const std::int64_t startState = encode(m_blank, from);
        parent[static_cast<std::size_t>(startState)] = static_cast<std::int32_t>(startState);
        queue.push_back(static_cast<std::int32_t>(startState));
        std::int64_t goalState = -1;
        for (std::size_t head = 0; head < queue.size() && goalState < 0; ++head) {
            if (checkCancel())
                return false;
            std::int64_t s = queue[head];
            const int blank = static_cast<int>(s % cells);
            int pos[2] = {0, 0};
            s /= cells;
            for (int i = 0; i < count; ++i) {
                pos[i] = static_cast<int>(s % cells);
                s /= cells;
            }
            for (int d = 0; d < 4; ++d) {
                const int next = neighbour(blank, d);
                if (next < 0 || !inRegion(next))
                    continue;
                int moved[2] = {pos[0], pos[1]};
                for (int i = 0; i < count; ++i) {
                    if (moved[i] == next)
                        moved[i] = blank;
                }
                const std::int64_t t = encode(next, moved);
                if (parent[static_cast<std::size_t>(t)] >= 0)
                    continue;
                parent[static_cast<std::size_t>(t)] = queue[head];
                via[static_cast<std::size_t>(t)] = static_cast<std::uint8_t>(d);
                queue.push_back(static_cast<std::int32_t>(t));
                if (done(moved)) {
                    goalState = t;
                    break;
                }
            }
        }
        if (goalState < 0)
            return false;
        std::vector<int> path;
        for (std::int64_t s = goalState; s != startState; s = parent[static_cast<std::size_t>(s)])
            path.push_back(via[static_cast<std::size_t>(s)]);
        std::reverse(path.begin(), path.end());
        for (int d : path)
            apply(d);
        lockTargets();
        return true;
    }

    bool placeOne(int target)
    {
        const int targets[1] = {target};
        return placeTiles(targets, 1);
    }
    bool placePair(int first, int second)
    {
        const int targets[2] = {first, second};
        return placeTiles(targets, 2);
    }

    int m_rows;
    int m_cols;
    int m_cells;
    common::SolverSink &m_sink;
    std::vector<std::uint8_t> m_tiles;
    std::vector<bool> m_locked;
    int m_blank = 0;
    int m_top = 0;
    int m_left = 0;
    std::string m_moves;
    std::int64_t m_expanded = 0;
    bool m_cancelled = false;
    std::chrono::steady_clock::time_point m_lastReport = std::chrono::steady_clock::now();
};

// The sink of the IDA* that finishes the remaining rectangle, relabelled as a small board: its
// best boards are shown as the whole board (the placed tiles home, the rectangle's tiles under
// their own numbers), not as the small board the search sees.
class WholeBoardSink : public common::SolverSink, public BestBoardObserver
{
public:
    WholeBoardSink(common::SolverSink &inner, const Board &start, const Reducer &reducer)
        : m_inner(inner)
        , m_observer(dynamic_cast<BestBoardObserver *>(&inner))
        , m_rows(start.rows())
        , m_cols(start.cols())
        , m_top(reducer.top())
        , m_left(reducer.left())
        , m_width(reducer.width())
        , m_tiles(reducer.tiles().begin(), reducer.tiles().end())
    { }

    bool isCancelled() const override { return m_inner.isCancelled(); }
    void reportProgress(const common::Progress &progress) override
    {
        m_inner.reportProgress(progress);
    }
    bool wantsSteps() const override { return m_inner.wantsSteps(); }
    void reportStep(const common::StepEvent &step) override { m_inner.reportStep(step); }
    void bestBoard(const Board &small, int h) override
    {
        if (!m_observer)
            return;
        std::vector<int> tiles = m_tiles;
        for (int cell = 0; cell < small.cellCount(); ++cell) {
            const int label = small.at(cell);
            const int r = m_top + cell / m_width;
            const int c = m_left + cell % m_width;
            // Small label l has its goal at the rectangle's cell l - 1.
            const int tile = label == 0
                ? 0
                : (m_top + (label - 1) / m_width) * m_cols + m_left + (label - 1) % m_width + 1;
            tiles[static_cast<std::size_t>(r * m_cols + c)] = tile;
        }
        if (auto whole = Board::fromTiles(m_rows, m_cols, tiles))
            m_observer->bestBoard(*whole, h);
    }

private:
    common::SolverSink &m_inner;
    BestBoardObserver *m_observer;
    int m_rows;
    int m_cols;
    int m_top;
    int m_left;
    int m_width;
    std::vector<int> m_tiles;
};

} // namespace

SolveResult solveFast(const Board &start, common::SolverSink &sink)
{
    SolveResult result;
    result.algorithm = Algorithm::Fast;
    result.heuristic = HeuristicKind::LinearConflict;
    result.startHeuristic = start.manhattanDistance();
    Reducer reducer(start, sink);
    if (!reducer.reduce()) {
        result.status = SolveResult::Status::Cancelled;
        result.message
            = (reducer.cancelled()
                   ? QCoreApplication::translate("pw::sliding::Solver", "cancelled")
                   : QCoreApplication::translate("pw::sliding::Solver", "the reduction got stuck"))
                  .toStdString();
        result.expanded = reducer.expanded();
        return result;
    }
    // Relabel the remaining rectangle as a small board of its own and finish it optimally.
    const int h = reducer.height();
    const int w = reducer.width();
    const int cols = start.cols();
    std::vector<int> small(static_cast<std::size_t>(h * w));
    for (int r = 0; r < h; ++r) {
        for (int c = 0; c < w; ++c) {
            const int t = reducer.tiles()[static_cast<std::size_t>((reducer.top() + r) * cols
                                                                   + reducer.left() + c)];
            int label = 0;
            if (t != 0) {
                const int goal = t - 1;
                label = (goal / cols - reducer.top()) * w + (goal % cols - reducer.left()) + 1;
            }
            small[static_cast<std::size_t>(r * w + c)] = label;
        }
    }
    const auto rest = Board::fromTiles(h, w, small);
    if (!rest) { // cannot happen: every tile outside the rectangle is home
        result.status = SolveResult::Status::Cancelled;
        result.message = QCoreApplication::translate("pw::sliding::Solver",
                                                     "the reduction left a wrong remainder")
                             .toStdString();
        return result;
    }
    WholeBoardSink whole(sink, start, reducer);
    SolveResult finish = solveIdaStar(*rest, HeuristicKind::LinearConflict, nullptr, whole);
    result.expanded = reducer.expanded() + finish.expanded;
    result.generated = finish.generated;
    if (!finish.solved()) {
        result.status = finish.status;
        result.message = finish.message;
        return result;
    }
    result.moves = reducer.moves() + finish.moves;
    // Without any reduction the answer is IDA*'s own, hence optimal.
    result.optimal = reducer.moves().empty() && h == start.rows() && w == start.cols();
    return result;
}

} // namespace pw::sliding
