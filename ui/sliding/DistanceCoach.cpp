#include "ui/sliding/DistanceCoach.h"

#include "core/common/SolverSink.h"
#include "core/sliding/CompactPatternDatabase.h"
#include "core/sliding/DeadlineSink.h"
#include "core/sliding/PatternDatabase.h"
#include "core/sliding/PatternPartition.h"
#include "core/sliding/Solvability.h"
#include "core/sliding/Solvers.h"
#include "ui/common/Midend.h"
#include "ui/common/ScrollingRoomLabel.h"
#include "ui/sliding/SolutionMemory.h"
#include "ui/sliding/TableBuilder.h"

#include <QCheckBox>
#include <QLabel>
#include <QSettings>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <chrono>

namespace pw::ui {

using sliding::Board;

// One board's measurement, made on the worker thread.
struct DistanceCoach::Measured
{
    Board board;
    bool exact = false;
    int moves = 0; // the distance, or the lower bound the search proved when it ran out of time
    std::string solution; // an optimal solution when exact
};

namespace {

// Passes progress on to the runner's row and keeps the IDA* bound: every position closer than it
// has been searched, so the distance is at least the bound even when the budget runs out.
class BoundKeepingSink : public common::SolverSink
{
public:
    explicit BoundKeepingSink(common::SolverSink &inner)
        : m_inner(inner)
    { }
    bool isCancelled() const override { return m_inner.isCancelled(); }
    void reportProgress(const common::Progress &progress) override
    {
        for (const common::Counter &counter : progress.counters) {
            if (counter.name == "bound")
                bound = std::max(bound, static_cast<int>(counter.value));
        }
        m_inner.reportProgress(progress);
    }
    int bound = 0;

private:
    common::SolverSink &m_inner;
};

// IDA* with the strongest tables already cached for the board (never building any), linear
// conflict otherwise, for at most the coach's budget.
sliding::SolveResult searchWithin(const Board &board,
                                  const std::optional<sliding::PatternPartition> &strongPartition,
                                  common::SolverSink &sink, double seconds)
{
    sliding::DeadlineSink deadline(sink,
                                   std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                       std::chrono::duration<double>(seconds)));
    if (strongPartition && strongPartition->side == board.rows() && board.rows() == board.cols())
        if (auto strong = sliding::CompactPatternDatabase::sharedIfCached(*strongPartition))
            return sliding::solveIdaStar(board, *strong, deadline);
    if (board.rows() == 4 && board.cols() == 4)
        if (auto classic = sliding::PatternDatabase::sharedIfCached())
            return sliding::solveIdaStar(board, sliding::HeuristicKind::PatternDatabase,
                                         classic.get(), deadline);
    return sliding::solveIdaStar(board, sliding::HeuristicKind::LinearConflict, nullptr, deadline);
}

// Green and red that read on the palette's window colour, light or dark.
QString verdictColour(const QWidget *widget, bool closer)
{
    const bool dark = widget->palette().color(QPalette::Window).lightness() < 128;
    if (closer)
        return dark ? QStringLiteral("#81c784") : QStringLiteral("#2e7d32");
    return dark ? QStringLiteral("#ef9a9a") : QStringLiteral("#c62828");
}

} // namespace

DistanceCoach::DistanceCoach(Midend *midend, SolutionMemory *memory, QWidget *parent)
    : QWidget(parent)
    , m_midend(midend)
    , m_memory(memory)
    , m_show(new QCheckBox(tr("Show &distance"), this))
    , m_distance(new ScrollingRoomLabel(2, this))
    , m_verdict(new ScrollingRoomLabel(1, this))
    , m_board(Board::goal(4, 4))
    , m_start(m_board)
{
    setObjectName(QStringLiteral("slidingCoach"));
    m_show->setObjectName(QStringLiteral("slidingShowDistance"));
    m_distance->setObjectName(QStringLiteral("slidingDistance"));
    m_verdict->setObjectName(QStringLiteral("slidingVerdict"));
    m_show->setToolTip(tr("After every move, show how many moves the position is from solved "
                          "and whether the move went closer (measured in the background)"));
    m_show->setChecked(QSettings().value(QStringLiteral("sliding/showDistance"), true).toBool());
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_show);
    layout->addWidget(m_distance);
    layout->addWidget(m_verdict);
    connect(m_show, &QCheckBox::toggled, this, [this](bool on) {
        QSettings().setValue(QStringLiteral("sliding/showDistance"), on);
        refresh();
        if (on)
            scheduleMeasure();
    });
    // Any job ended (the user's, or the coach's own without its result): what is still unknown
    // is measured now.
    connect(m_midend->runner(), &SolverRunner::finished, this, &DistanceCoach::scheduleMeasure);
    refresh();
}

bool DistanceCoach::isOn() const
{
    return m_show->isChecked();
}

void DistanceCoach::setOn(bool on)
{
    m_show->setChecked(on);
}

QByteArray DistanceCoach::keyOf(const Board &board)
{
    QByteArray key;
    key.append(static_cast<char>(board.rows()));
    key.append(static_cast<char>(board.cols()));
    for (auto tile : board.tiles())
        key.append(static_cast<char>(tile));
    return key;
}

void DistanceCoach::follow(const Board &board, const sliding::SlidingDocument &game, bool afterMove)
{
    if (afterMove && !(board == m_board))
        m_before = m_board;
    else if (!afterMove)
        m_before.reset();
    m_board = board;
    m_start = game.start;
    m_path = game.moves;
    m_moves = static_cast<int>(game.moves.size());
    refresh();
    // Later, not now: the midend hears of the move after the board changed (a command's redo
    // runs before the history's signal), and the job must belong to the new position.
    scheduleMeasure();
}

std::optional<int> DistanceCoach::startOptimum() const
{
    return m_memory->distance(m_start);
}

QString DistanceCoach::finishText() const
{
    const auto best = isOn() ? startOptimum() : std::nullopt;
    // Moves the solver found are no feat of the player's: a helped game gets the facts alone.
    if (m_midend->isAssisted())
        return best ? tr("Solved with help in %n move(s); the optimum from the start was %1.",
                         nullptr, m_moves)
                          .arg(*best)
                    : tr("Solved with help in %n move(s).", nullptr, m_moves);
    if (best && *best == m_moves)
        return tr("Solved in %n move(s): the optimum, not one move wasted!", nullptr, m_moves);
    if (best)
        return tr("Solved in %n move(s): the optimum from the start was %1 (+%2).", nullptr,
                  m_moves)
            .arg(*best)
            .arg(m_moves - *best);
    return tr("Solved in %n move(s)!", nullptr, m_moves);
}

bool DistanceCoach::needsMeasuring(const Board &board) const
{
    return measurable(board) && !board.isGoal() && !m_memory->distance(board)
        && !m_atLeast.contains(keyOf(board)) && sliding::isSolvable(board);
}

void DistanceCoach::learnBound(const Board &board, int moves)
{
    if (moves <= 0 || board.isGoal() || m_memory->distance(board))
        return;
    const QByteArray key = keyOf(board);
    if (moves <= m_proven.value(key, 0))
        return;
    m_proven.insert(key, moves);
    refresh();
}

void DistanceCoach::retryUnmeasured()
{
    m_atLeast.clear();
    m_jobStamp = ~quint64(0);
    scheduleMeasure();
}

void DistanceCoach::scheduleMeasure()
{
    if (m_measureQueued)
        return;
    m_measureQueued = true;
    QTimer::singleShot(0, this, [this] {
        m_measureQueued = false;
        measure();
    });
}

void DistanceCoach::measure()
{
    m_waiting = false;
    if (!isOn())
        return;
    std::vector<Board> boards;
    if (needsMeasuring(m_board))
        boards.push_back(m_board);
    // The position before the last move, when a quick move overtook its measurement: closer or
    // farther needs both.
    if (m_before && !(*m_before == m_board) && needsMeasuring(*m_before))
        boards.push_back(*m_before);
    // The optimum from the start, for the comparison at the end.
    if (needsMeasuring(m_start) && std::find(boards.begin(), boards.end(), m_start) == boards.end())
        boards.push_back(m_start);
    if (boards.empty())
        boards = unmeasuredEarlierPositions();
    const quint64 stamp = m_midend->positionStamp();
    if (boards.empty()) {
        refresh();
        return;
    }
    if (m_midend->isJobRunning()) {
        if (m_midend->jobScope() != Midend::JobScope::Advice) {
            m_waiting = true; // the user's job first; measured when it ends
            refresh();
            return;
        }
        if (m_jobStamp == stamp)
            return; // measuring this position already
    }
    // A job that ended without a word (it failed, or the user's job replaced it) is tried once
    // more, never in a loop.
    m_tries = m_jobStamp == stamp ? m_tries + 1 : 1;
    if (m_tries > 2)
        return;
    m_jobStamp = stamp;
    refresh();
    m_midend->run(
        {.title = tr("Measuring the distance"), .scope = Midend::JobScope::Advice},
        [boards, strongPartition = TableBuilder::partitionFor(boards.front().rows())](
            common::SolverSink &sink) -> std::optional<std::vector<Measured>> {
            std::vector<Measured> results;
            for (const Board &board : boards) {
                BoundKeepingSink keeper(sink);
                const sliding::SolveResult result
                    = searchWithin(board, strongPartition, keeper, budgetSeconds);
                if (sink.isCancelled())
                    return std::nullopt;
                Measured measured;
                measured.board = board;
                measured.exact = result.solved() && result.optimal;
                measured.moves = measured.exact ? static_cast<int>(result.moves.size())
                                                : std::max(result.startHeuristic, keeper.bound);
                if (measured.exact)
                    measured.solution = result.moves;
                results.push_back(std::move(measured));
            }
            return results;
        },
        [this](const std::optional<std::vector<Measured>> &results) {
            if (results)
                landed(*results);
        });
}

std::vector<Board> DistanceCoach::unmeasuredEarlierPositions() const
{
    // The positions the move list shows (its last rows), a few per job: each job is short, and
    // the next move stops the rest.
    constexpr std::size_t shownRows = 40;
    constexpr std::size_t perJob = 6;
    std::vector<Board> path {m_start};
    for (const char letter : m_path)
        if (const std::optional<sliding::Direction> direction
            = sliding::directionFromLetter(letter))
            path.push_back(path.back().moved(*direction));
    std::vector<Board> unmeasured;
    for (std::size_t i = path.size(); i-- > 0 && path.size() - i <= shownRows + 1;) {
        if (needsMeasuring(path[i])
            && std::find(unmeasured.begin(), unmeasured.end(), path[i]) == unmeasured.end())
            unmeasured.push_back(path[i]);
        if (unmeasured.size() == perJob)
            break;
    }
    return unmeasured;
}

void DistanceCoach::landed(const std::vector<Measured> &results)
{
    for (const Measured &measured : results) {
        if (measured.exact)
            m_memory->learn(measured.board, measured.solution, true);
        else
            m_atLeast.insert(keyOf(measured.board),
                             std::max(measured.moves, m_atLeast.value(keyOf(measured.board), 0)));
    }
    refresh();
    m_tries = 0; // it landed: the next job, for the positions still unmeasured, is a first try
    scheduleMeasure();
}

void DistanceCoach::refresh()
{
    emit distancesChanged();
    const bool on = isOn();
    m_distance->setVisible(on);
    m_verdict->setVisible(on);
    if (!on)
        return;
    QString text;
    QString verdict;
    const std::optional<int> distance = m_memory->distance(m_board);
    if (m_board.isGoal()) {
        text = m_moves > 0 ? finishText() : tr("Solved");
    } else if (!measurable(m_board)) {
        text = tr("The distance is measured on boards of up to 25 cells.");
    } else if (!sliding::isSolvable(m_board)) {
        text = tr("No distance: this board cannot be solved.");
    } else if (distance) {
        text = tr("%n move(s) from solved", nullptr, *distance);
    } else if (const int proven = m_proven.value(keyOf(m_board), 0);
               proven > m_atLeast.value(keyOf(m_board), 0)) {
        text = tr("At least %n move(s) from solved (proven by a search)", nullptr, proven);
    } else if (m_atLeast.contains(keyOf(m_board))) {
        text = tr("At least %n move(s) from solved (too far to measure in %1 s)", nullptr,
                  m_atLeast.value(keyOf(m_board)))
                   .arg(budgetSeconds);
    } else if (m_waiting) {
        text = tr("Distance: measured when the running job ends");
    } else {
        text = tr("Measuring the distance...");
    }
    // -1: unknown. (Plain ints: GCC's maybe-uninitialized check misreads two optionals here.)
    const int before = m_before ? m_memory->distance(*m_before).value_or(-1) : -1;
    const int now = m_board.isGoal() ? 0 : distance.value_or(-1);
    const bool compared = before >= 0 && now >= 0;
    if (compared) {
        if (now < before)
            verdict = QStringLiteral("<span style=\"color:%1\">%2</span>")
                          .arg(verdictColour(this, true), tr("Last move: closer"));
        else if (now > before)
            verdict = QStringLiteral("<span style=\"color:%1\">%2</span>")
                          .arg(verdictColour(this, false), tr("Last move: farther"));
        else
            verdict = tr("Last move: no closer");
    }
    m_distance->setText(text);
    m_verdict->setText(verdict);
    m_verdict->setProperty("closer", compared ? QVariant(now < before) : QVariant());
}

} // namespace pw::ui
