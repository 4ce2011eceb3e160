#include "core/kanoodle/ExactCover.h"

namespace pw::kanoodle {

namespace {
// Poll for cancellation every this many nodes: a node costs well under a microsecond.
constexpr std::int64_t pollInterval = 1024;
constexpr auto progressInterval = std::chrono::milliseconds(250);
} // namespace

ExactCover::ExactCover(int columnCount)
    : m_columnCount(columnCount)
{
    const auto headers = static_cast<std::size_t>(columnCount + 1);
    m_left.resize(headers);
    m_right.resize(headers);
    m_up.resize(headers);
    m_down.resize(headers);
    m_column.resize(headers);
    m_row.assign(headers, -1);
    m_size.assign(headers, 0);
    for (int i = 0; i <= columnCount; ++i) {
        const auto n = static_cast<std::size_t>(i);
        m_left[n] = i == 0 ? columnCount : i - 1;
        m_right[n] = i == columnCount ? 0 : i + 1;
        m_up[n] = i;
        m_down[n] = i;
        m_column[n] = i;
    }
}

void ExactCover::addRow(std::span<const int> columns, int rowId, int subject)
{
    const int rowIndex = static_cast<int>(m_rowId.size());
    m_rowId.push_back(rowId);
    m_rowSubject.push_back(subject);
    const int first = static_cast<int>(m_left.size());
    const int count = static_cast<int>(columns.size());
    for (int k = 0; k < count; ++k) {
        const int node = first + k;
        const int header = columns[static_cast<std::size_t>(k)] + 1;
        m_left.push_back(k == 0 ? first + count - 1 : node - 1);
        m_right.push_back(k == count - 1 ? first : node + 1);
        // Append at the bottom of the column.
        const int last = m_up[static_cast<std::size_t>(header)];
        m_up.push_back(last);
        m_down.push_back(header);
        m_down[static_cast<std::size_t>(last)] = node;
        m_up[static_cast<std::size_t>(header)] = node;
        m_column.push_back(header);
        m_row.push_back(rowIndex);
        ++m_size[static_cast<std::size_t>(header)];
    }
}

void ExactCover::cover(int c)
{
    auto &L = m_left, &R = m_right, &U = m_up, &D = m_down;
    const auto C = [this](int n) { return m_column[static_cast<std::size_t>(n)]; };
    const auto at = [](int n) { return static_cast<std::size_t>(n); };
    R[at(L[at(c)])] = R[at(c)];
    L[at(R[at(c)])] = L[at(c)];
    for (int i = D[at(c)]; i != c; i = D[at(i)]) {
        for (int j = R[at(i)]; j != i; j = R[at(j)]) {
            D[at(U[at(j)])] = D[at(j)];
            U[at(D[at(j)])] = U[at(j)];
            --m_size[at(C(j))];
        }
    }
}

void ExactCover::uncover(int c)
{
    auto &L = m_left, &R = m_right, &U = m_up, &D = m_down;
    const auto C = [this](int n) { return m_column[static_cast<std::size_t>(n)]; };
    const auto at = [](int n) { return static_cast<std::size_t>(n); };
    for (int i = U[at(c)]; i != c; i = U[at(i)]) {
        for (int j = L[at(i)]; j != i; j = L[at(j)]) {
            ++m_size[at(C(j))];
            D[at(U[at(j)])] = j;
            U[at(D[at(j)])] = j;
        }
    }
    R[at(L[at(c)])] = c;
    L[at(R[at(c)])] = c;
}

int ExactCover::chooseColumn() const
{
    int best = -1;
    int bestSize = 1 << 30;
    for (int c = m_right[0]; c != 0; c = m_right[static_cast<std::size_t>(c)]) {
        const int size = m_size[static_cast<std::size_t>(c)];
        if (size < bestSize) {
            best = c;
            bestSize = size;
            if (size <= 1)
                break;
        }
    }
    return best;
}

double ExactCover::estimatedFraction() const
{
    // Knuth's estimate: the tree below each level's choice is taken as one equal share.
    double fraction = 0.0;
    double share = 1.0;
    const int depth = std::min<int>(m_level, 12);
    for (int k = 0; k < depth; ++k) {
        const auto n = static_cast<std::size_t>(k);
        if (m_choiceCount[n] <= 0)
            break;
        share /= m_choiceCount[n];
        fraction += share * m_choiceIndex[n];
    }
    return fraction;
}

void ExactCover::maybeReportProgress(common::SolverSink &sink)
{
    const auto now = std::chrono::steady_clock::now();
    if (now - m_lastProgress < progressInterval)
        return;
    m_lastProgress = now;
    common::Progress progress;
    progress.fraction = estimatedFraction();
    progress.counters
        = {{"nodes", m_nodes}, {"backtracks", m_backtracks}, {"solutions", m_solutions}};
    sink.reportProgress(progress);
}

std::vector<int> ExactCover::solutionRows() const
{
    std::vector<int> rows;
    for (int k = 0; k < m_level; ++k)
        rows.push_back(m_rowId[static_cast<std::size_t>(
            m_row[static_cast<std::size_t>(m_choice[static_cast<std::size_t>(k)])])]);
    return rows;
}

ExactCover::Result ExactCover::next(common::SolverSink &sink)
{
    const auto at = [](int n) { return static_cast<std::size_t>(n); };
    const bool steps = sink.wantsSteps();
    const auto emit = [&](common::StepEvent::Kind kind, int node) {
        const int row = m_row[at(node)];
        sink.reportStep(common::StepEvent {kind, m_rowSubject[at(row)], m_rowId[at(row)], m_level});
    };

    if (m_phase == Phase::Fresh) {
        const auto columns = static_cast<std::size_t>(m_columnCount + 1);
        m_choice.assign(columns, 0);
        m_choiceColumn.assign(columns, 0);
        m_choiceIndex.assign(columns, 0);
        m_choiceCount.assign(columns, 0);
        m_lastProgress = std::chrono::steady_clock::now();
        m_phase = Phase::Enter;
    }

    for (;;) {
        switch (m_phase) {
        case Phase::Fresh:
        case Phase::Done:
            return Result::Exhausted;

        case Phase::Enter: {
            if (m_right[0] == 0) {
                ++m_solutions;
                m_phase = Phase::Backup; // resuming continues after this solution
                return Result::Solution;
            }
            const int c = chooseColumn();
            if (m_size[at(c)] == 0) {
                ++m_backtracks;
                m_phase = Phase::Backup;
                break;
            }
            cover(c);
            m_choiceColumn[at(m_level)] = c;
            m_choice[at(m_level)] = m_down[at(c)];
            m_choiceIndex[at(m_level)] = 0;
            m_choiceCount[at(m_level)] = m_size[at(c)];
            m_phase = Phase::TryRow;
            break;
        }

        case Phase::TryRow: {
            const int c = m_choiceColumn[at(m_level)];
            const int r = m_choice[at(m_level)];
            if (r == c) {
                uncover(c);
                ++m_backtracks;
                m_phase = Phase::Backup;
                break;
            }
            for (int j = m_right[at(r)]; j != r; j = m_right[at(j)])
                cover(m_column[at(j)]);
            if (steps)
                emit(common::StepEvent::Kind::Place, r);
            ++m_level;
            if (++m_nodes >= m_nextPoll) {
                m_nextPoll = m_nodes + pollInterval;
                if (sink.isCancelled()) {
                    m_phase = Phase::Enter;
                    return Result::Cancelled;
                }
                maybeReportProgress(sink);
            }
            m_phase = Phase::Enter;
            break;
        }

        case Phase::Backup: {
            if (m_level == 0) {
                m_phase = Phase::Done;
                return Result::Exhausted;
            }
            --m_level;
            const int r = m_choice[at(m_level)];
            if (steps)
                emit(common::StepEvent::Kind::Remove, r);
            for (int j = m_left[at(r)]; j != r; j = m_left[at(j)])
                uncover(m_column[at(j)]);
            m_choice[at(m_level)] = m_down[at(r)];
            ++m_choiceIndex[at(m_level)];
            m_phase = Phase::TryRow;
            break;
        }
        }
    }
}

} // namespace pw::kanoodle
