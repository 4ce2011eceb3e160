#include "core/kanoodle/ParallelCounter.h"

#include "core/common/Random.h"
#include "core/kanoodle/ConstrainedSearch.h"
#include "core/kanoodle/Solver.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <chrono>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>

namespace pw::kanoodle {

namespace {

constexpr std::size_t minimumTasks = 1000;
// Flat board and sliding regions: one fixed-order bitboard search from the start with a memo
// of 2^22 entries (64 MB) allocated at once. The empty flat board's count meets 1.1 million
// nodes, so nearly every node is remembered and the count becomes a dynamic programme over the
// filled columns' frontier: about a second on one thread, where splitting it into symmetric
// tasks (whose first placements scatter the frontier) took 61 million nodes and 14 s on two.
constexpr int frontierMemoBits = 22;
// countOnAllCores: pyramid positions with fewer missing pieces are counted in well under a
// millisecond on one thread (median 0.3 ms with 8 missing, see docs/kanoodle.md), less than
// starting threads costs.
constexpr int splitFromMissing = 9;
// Subtrees per thread: enough for an even load, few enough that copying their live sets is
// nothing beside the search.
constexpr int subtreesPerThread = 32;
constexpr int maxSplitLevels = 3;

struct Task
{
    Position position;
    std::int64_t weight;
};

// Whether a symmetry (cell permutation) maps the position onto itself.
bool fixes(const Position &position, const std::vector<int> &permutation)
{
    for (int i = 0; i < stateLength; ++i) {
        if (position.at(i) != position.at(permutation[static_cast<std::size_t>(i)]))
            return false;
    }
    return true;
}

CellMask image(CellMask cells, const std::vector<int> &permutation)
{
    CellMask result = 0;
    for (CellMask m = cells; m; m &= m - 1)
        result |= CellMask {1} << permutation[static_cast<std::size_t>(std::countr_zero(m))];
    return result;
}

// Splits a position on the empty cell with the fewest fitting placements.
void splitOnTightestCell(const Position &position, std::int64_t weight, std::vector<Task> &tasks)
{
    const Board &board = position.board();
    int bestCell = -1;
    int bestCount = 1 << 30;
    for (CellMask m = position.emptyCells(); m; m &= m - 1) {
        const int cell = std::countr_zero(m);
        int count = 0;
        for (std::size_t i = 0; i < board.placements().size(); ++i) {
            if (((board.placements()[i].cells >> cell) & 1U)
                && position.canPlace(static_cast<int>(i)))
                ++count;
        }
        if (count < bestCount) {
            bestCount = count;
            bestCell = cell;
        }
    }
    if (bestCell < 0) {
        tasks.push_back(Task {position, weight});
        return;
    }
    for (std::size_t i = 0; i < board.placements().size(); ++i) {
        if (((board.placements()[i].cells >> bestCell) & 1U)
            && position.canPlace(static_cast<int>(i))) {
            Position next = position;
            next.place(static_cast<int>(i));
            tasks.push_back(Task {std::move(next), weight});
        }
    }
}

// A sink for one worker: cancelled when the caller's sink is, or when another worker stops.
class WorkerSink : public common::SolverSink
{
public:
    explicit WorkerSink(const std::atomic_bool &stop)
        : m_stop(stop)
    { }
    bool isCancelled() const override { return m_stop.load(std::memory_order_relaxed); }
    void reportProgress(const common::Progress &) override { }

private:
    const std::atomic_bool &m_stop;
};

// What one worker thread keeps across its tasks: its sink, and one count cache (its tasks meet
// the same nodes too).
struct Worker
{
    int index; // 0 .. threads - 1
    WorkerSink sink;
    CountCache cache {22};
};

// Runs work(index, worker) for task indices 0..taskCount-1 on `threads` threads, which take them
// from a shared counter; work returns false when its task did not finish (then every thread
// stops). The calling thread polls the caller's sink every 20 ms (cancelling stops the workers)
// and reports the tasks done and counters() a few times a second. Returns how many tasks
// finished.
template<typename Work, typename Counters>
int runTasks(int taskCount, int threads, common::SolverSink &sink, const Work &work,
             const Counters &counters)
{
    std::atomic_int nextTask {0};
    std::atomic_int tasksDone {0};
    std::atomic_bool stop {false};
    std::mutex mutex;
    std::condition_variable finished;
    int running = std::min(threads, std::max(1, taskCount));
    const auto run = [&](int workerIndex) {
        Worker worker {workerIndex, WorkerSink(stop)};
        for (;;) {
            const int index = nextTask.fetch_add(1);
            if (index >= taskCount || stop.load())
                break;
            if (!work(index, worker)) {
                stop = true;
                break;
            }
            ++tasksDone;
        }
        const std::lock_guard lock(mutex);
        --running;
        finished.notify_all();
    };
    std::vector<std::thread> pool;
    const int threadCount = running;
    for (int i = 0; i < threadCount; ++i)
        pool.emplace_back(run, i);
    {
        std::unique_lock lock(mutex);
        auto lastReport = std::chrono::steady_clock::now();
        while (running > 0) {
            finished.wait_for(lock, std::chrono::milliseconds(20));
            if (sink.isCancelled())
                stop = true;
            const auto now = std::chrono::steady_clock::now();
            if (running > 0 && now - lastReport < std::chrono::milliseconds(250))
                continue;
            lastReport = now;
            common::Progress progress;
            progress.fraction = taskCount > 0 ? double(tasksDone.load()) / taskCount : 1.0;
            progress.counters = counters();
            progress.counters.push_back({"tasks done", tasksDone.load()});
            progress.counters.push_back({"tasks", taskCount});
            lock.unlock();
            sink.reportProgress(progress);
            lock.lock();
        }
    }
    for (auto &thread : pool)
        thread.join();
    return tasksDone.load();
}

// The whole count as one task: the bitboard search with a memo that holds its frontiers (see
// frontierMemoBits). Progress and cancellation go through the search's own polling of the sink.
ParallelCountResult countWithFrontierMemo(const Position &position, common::SolverSink &sink,
                                          std::chrono::steady_clock::time_point started)
{
    CountCache memo(frontierMemoBits, CountCache::Start::Full);
    const CountResult count = countSolutions(position, sink, 0, Engine::Bitboard, &memo);
    ParallelCountResult result;
    result.complete = count.complete && !sink.isCancelled();
    result.solutions = count.solutions;
    result.estimatedSolutions = double(count.solutions);
    result.tasks = 1;
    result.tasksCounted = result.complete ? 1 : 0;
    result.nodes = count.nodes;
    result.millis
        = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
              .count();
    result.sampledMillis = result.millis;
    return result;
}

int threadsFor(int requested)
{
    return requested > 0 ? requested
                         : std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
}

} // namespace

ParallelCountResult countInParallel(const Position &position, common::SolverSink &sink,
                                    const ParallelCountOptions &options)
{
    const auto started = std::chrono::steady_clock::now();
    ParallelCountResult result;
    const Board &board = position.board();
    // Not on the pyramid: there its frontiers (slices of up to 21 balls) are far too many to
    // remember (see docs/kanoodle.md), and the constrained search's nodes hardly ever repeat.
    const bool frontierMemo = board.kind() != BoardKind::Pyramid
        && (options.engine == Engine::Automatic || options.engine == Engine::Bitboard);
    if (frontierMemo && options.sampleTasks == 0)
        return countWithFrontierMemo(position, sink, started);

    // The symmetries that fix the position, and the missing piece with the fewest orbits.
    std::vector<const std::vector<int> *> group;
    for (const auto &symmetry : board.symmetries()) {
        if (fixes(position, symmetry))
            group.push_back(&symmetry);
    }
    std::vector<Task> roots;
    int bestPiece = -1;
    std::vector<std::pair<int, std::int64_t>> bestOrbits; // (representative, orbit size)
    for (int piece = 0; piece < pieceCount; ++piece) {
        if (!((position.missingPieces() >> piece) & 1U))
            continue;
        std::vector<std::pair<int, std::int64_t>> orbits;
        std::vector<char> seen(board.placements().size(), 0);
        for (const int index : board.placementsOfPiece(piece)) {
            if (seen[static_cast<std::size_t>(index)] || !position.canPlace(index))
                continue;
            std::int64_t size = 0;
            for (const auto *symmetry : group) {
                const auto mapped = board.findPlacement(
                    piece,
                    image(board.placements()[static_cast<std::size_t>(index)].cells, *symmetry));
                if (mapped && !seen[static_cast<std::size_t>(*mapped)]) {
                    seen[static_cast<std::size_t>(*mapped)] = 1;
                    ++size;
                }
            }
            orbits.emplace_back(index, size);
        }
        if (bestPiece < 0 || orbits.size() < bestOrbits.size()) {
            bestPiece = piece;
            bestOrbits = std::move(orbits);
        }
    }
    result.symmetryPiece = bestPiece;
    result.orbits = static_cast<int>(bestOrbits.size());

    std::vector<Task> tasks;
    if (bestPiece < 0) {
        tasks.push_back(Task {position, 1});
    } else {
        for (const auto &[representative, size] : bestOrbits) {
            Position next = position;
            next.place(representative);
            splitOnTightestCell(next, size, tasks);
        }
    }
    // Split again until there are enough tasks for an even load and for fine-grained sampling.
    for (int level = 0; level < 3 && tasks.size() < minimumTasks; ++level) {
        std::vector<Task> finer;
        for (const Task &task : tasks) {
            if (sink.isCancelled())
                return result; // complete stays false
            splitOnTightestCell(task.position, task.weight, finer);
        }
        tasks = std::move(finer);
    }
    result.tasks = static_cast<int>(tasks.size());
    if (options.sampleTasks > 0 && options.sampleTasks < result.tasks) {
        common::Random random(options.sampleSeed);
        random.shuffle(tasks);
        tasks.erase(tasks.begin() + options.sampleTasks, tasks.end());
    }
    const int taskCount = static_cast<int>(tasks.size());

    std::atomic<std::int64_t> solutions {0};
    std::atomic<std::int64_t> nodes {0};
    const int tasksDone = runTasks(
        taskCount, threadsFor(options.threads), sink,
        [&](int index, Worker &worker) {
            const Task &task = tasks[static_cast<std::size_t>(index)];
            const CountResult count
                = countSolutions(task.position, worker.sink, 0, options.engine, &worker.cache);
            nodes += count.nodes;
            if (count.complete)
                solutions += count.solutions * task.weight;
            return count.complete;
        },
        [&] {
            return std::vector<common::Counter> {{"solutions", solutions.load()}};
        });

    result.complete = tasksDone == taskCount && !sink.isCancelled();
    result.tasksCounted = tasksDone;
    result.solutions = solutions.load();
    result.nodes = nodes.load();
    result.millis
        = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
              .count();
    result.sampledMillis = result.millis;
    result.estimatedSolutions = result.tasksCounted > 0
        ? double(result.solutions) * result.tasks / result.tasksCounted
        : 0.0;
    return result;
}

CountResult countOnAllCores(const Position &position, common::SolverSink &sink, int threads)
{
    threads = threadsFor(threads);
    if (threads == 1 || position.board().kind() != BoardKind::Pyramid
        || std::popcount(position.missingPieces()) < splitFromMissing)
        return countSolutions(position, sink);

    const ConstrainedSearch tables(position);
    const std::vector<ConstrainedSearch::Subtree> subtrees
        = tables.split(threads * subtreesPerThread, maxSplitLevels);
    const int taskCount = static_cast<int>(subtrees.size());
    // One search per thread; all share the tables of the first.
    std::vector<std::unique_ptr<ConstrainedSearch>> searches(static_cast<std::size_t>(threads));
    std::vector<std::int64_t> counts(subtrees.size(), 0);
    std::atomic<std::int64_t> solutions {0};
    std::atomic<std::int64_t> nodes {0};
    const int tasksDone = runTasks(
        taskCount, threads, sink,
        [&](int index, Worker &worker) {
            const auto task = static_cast<std::size_t>(index);
            auto &search = searches[static_cast<std::size_t>(worker.index)];
            if (!search)
                search = std::make_unique<ConstrainedSearch>(tables, &worker.cache);
            search->startAt(subtrees[task]);
            bool complete = false;
            counts[task] = search->count(worker.sink, 0, &complete);
            nodes += search->nodes();
            solutions += counts[task];
            return complete;
        },
        [&] {
            return std::vector<common::Counter> {{"solutions", solutions.load()}};
        });

    CountResult result;
    result.complete = tasksDone == taskCount && !sink.isCancelled();
    result.solutions = solutions.load();
    result.nodes = nodes.load();
    // The first solution in search order is the first of the first subtree with any. The
    // threads' caches let a subtree skip nodes another one counted, so it is found again here,
    // without a cache.
    const auto firstWithSolutions
        = std::find_if(counts.begin(), counts.end(), [](std::int64_t count) { return count > 0; });
    if (result.complete && firstWithSolutions != counts.end()) {
        ConstrainedSearch search(tables, nullptr);
        search.startAt(subtrees[static_cast<std::size_t>(firstWithSolutions - counts.begin())]);
        search.count(sink, 1);
        result.first = search.firstSolution();
    }
    return result;
}

} // namespace pw::kanoodle
