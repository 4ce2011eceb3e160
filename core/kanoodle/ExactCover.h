#pragma once

#include "core/common/SolverSink.h"

#include <chrono>
#include <cstdint>
#include <span>
#include <vector>

namespace pw::kanoodle {

// Knuth's Algorithm X with dancing links. Every column must be covered exactly once; the search
// branches on the column with the fewest remaining rows. The search is iterative, so it can stop
// at each solution and resume (lazy enumeration), stop on cancellation, and resume again.
//
// Steps, when the sink wants them: Place {subject = row's subject, value = row id, detail =
// depth} when a row joins the partial solution, Remove with the same fields when it leaves.
class ExactCover
{
public:
    explicit ExactCover(int columnCount);

    // Adds a row covering the given columns (distinct, in [0, columnCount)).
    void addRow(std::span<const int> columns, int rowId, int subject);

    enum class Result { Solution, Exhausted, Cancelled };
    // Searches on to the next solution. After Exhausted, further calls return Exhausted.
    Result next(common::SolverSink &sink);

    // The row ids of the solution just found.
    std::vector<int> solutionRows() const;

    std::int64_t nodes() const { return m_nodes; }
    std::int64_t backtracks() const { return m_backtracks; }
    std::int64_t solutions() const { return m_solutions; }
    // Share of the search tree done so far, estimated from the choices at the first levels.
    double estimatedFraction() const;

private:
    void cover(int column);
    void uncover(int column);
    int chooseColumn() const;
    void maybeReportProgress(common::SolverSink &sink);

    // Node arrays; nodes [0, columns] are the root (0) and column headers.
    std::vector<int> m_left, m_right, m_up, m_down, m_column, m_row;
    std::vector<int> m_size; // rows left per column (headers only)
    std::vector<int> m_rowId, m_rowSubject;
    int m_columnCount;

    enum class Phase { Fresh, Enter, TryRow, Backup, Done };
    Phase m_phase = Phase::Fresh;
    int m_level = 0;
    std::vector<int> m_choice; // node of the row chosen at each level
    std::vector<int> m_choiceColumn;
    std::vector<int> m_choiceIndex; // 0-based position of that row in its column
    std::vector<int> m_choiceCount; // rows the column had when chosen

    std::int64_t m_nodes = 0;
    std::int64_t m_backtracks = 0;
    std::int64_t m_solutions = 0;
    std::int64_t m_nextPoll = 0;
    std::chrono::steady_clock::time_point m_lastProgress {};
};

} // namespace pw::kanoodle
