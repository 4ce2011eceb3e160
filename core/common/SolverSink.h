#pragma once

#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

namespace pw::common {

// Shared flag a UI (or a test, or a CLI signal handler) sets to ask a running solver to stop.
// Copies share the flag.
class CancelToken
{
public:
    CancelToken()
        : m_flag(std::make_shared<std::atomic_bool>(false))
    { }
    void cancel() const { m_flag->store(true, std::memory_order_relaxed); }
    bool isCancelled() const { return m_flag->load(std::memory_order_relaxed); }

private:
    std::shared_ptr<std::atomic_bool> m_flag;
};

// A named counter in a progress report ("nodes", "open list", "bound"...). The name is a plain
// ASCII identifier; the UI translates it for display.
struct Counter
{
    std::string name;
    std::int64_t value = 0;
};

// What a solver says about how far it is. fraction < 0 means "unknown; look at the counters".
struct Progress
{
    double fraction = -1.0;
    std::vector<Counter> counters;
    std::string message; // for people: translated by the solver (UTF-8), or empty
};

// One visible event of a search, for the UI to replay. The meaning of the three integers depends
// on the kind and the puzzle (documented beside each solver), so a step stays a small value that
// can be batched by the million.
struct StepEvent
{
    enum class Kind : std::uint8_t {
        Place, // subject = piece / tile, value = placement / orientation
        Remove, // undo of a Place
        Rotate, // subject = tile, value = new orientation
        Move, // subject = the moved thing, value = direction or target
        Expand, // a search node was expanded: value = f or depth
        Deduce, // subject = tile, value = orientation, detail = rule id
        Eliminate, // subject = tile, value = orientation ruled out, detail = rule id
        Choose, // a branching guess: subject, value as for Place
        Note // free-form: detail is puzzle-defined
    };
    Kind kind = Kind::Note;
    std::int32_t subject = 0;
    std::int32_t value = 0;
    std::int32_t detail = 0;

    friend bool operator==(const StepEvent &, const StepEvent &) = default;
};

// Where a running solver reports to. Solvers poll isCancelled() often enough to stop within a
// few milliseconds, send progress a few times per second at most, and send steps only when
// wantsSteps() is true (so a benchmark or the CLI pays nothing for them).
class SolverSink
{
public:
    virtual ~SolverSink();
    virtual bool isCancelled() const = 0;
    virtual void reportProgress(const Progress &progress) = 0;
    virtual bool wantsSteps() const { return false; }
    virtual void reportStep(const StepEvent &) { }
};

// A sink that ignores everything but an optional cancel token: for the CLI, tests and
// benchmarks.
class QuietSink : public SolverSink
{
public:
    QuietSink() = default;
    explicit QuietSink(CancelToken token)
        : m_token(std::move(token))
    { }
    bool isCancelled() const override { return m_token.isCancelled(); }
    void reportProgress(const Progress &) override { }

private:
    CancelToken m_token;
};

// Passes on only another sink's cancel flag: for a job that runs a solver many times and reports
// its own progress (one step per move, say) instead of each run's.
class CancelOnlySink : public SolverSink
{
public:
    explicit CancelOnlySink(const SolverSink &outer)
        : m_outer(outer)
    { }
    bool isCancelled() const override { return m_outer.isCancelled(); }
    void reportProgress(const Progress &) override { }

private:
    const SolverSink &m_outer;
};

// A sink that records everything, for tests.
class RecordingSink : public SolverSink
{
public:
    bool isCancelled() const override { return m_token.isCancelled(); }
    void reportProgress(const Progress &progress) override { progressReports.push_back(progress); }
    bool wantsSteps() const override { return true; }
    void reportStep(const StepEvent &step) override { steps.push_back(step); }

    CancelToken &token() { return m_token; }

    std::vector<Progress> progressReports;
    std::vector<StepEvent> steps;

private:
    CancelToken m_token;
};

} // namespace pw::common
