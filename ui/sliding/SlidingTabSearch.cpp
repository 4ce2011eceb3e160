// The Sliding Tiles tab's searches: Solve and Hint, run as the tab's job, their answers put on the
// Search page, the hint's ring and the step player. The rest of the tab is in SlidingTab.cpp.
#include "ui/sliding/SlidingTab.h"

#include "core/sliding/OptimalSolutions.h"
#include "core/sliding/SearchJob.h"
#include "core/sliding/Solvability.h"
#include "core/sliding/Solvers.h"
#include "ui/common/Midend.h"
#include "ui/common/StepPlayer.h"
#include "ui/sliding/DistanceCoach.h"
#include "ui/sliding/SlidingBoardView.h"
#include "ui/sliding/SlidingSearchPanel.h"
#include "ui/sliding/SlidingSidePanel.h"
#include "ui/sliding/SlidingSolverBox.h"
#include "ui/sliding/SolverNames.h"
#include "ui/sliding/TableBuilder.h"

#include <chrono>
#include <thread>

namespace pw::ui {

using sliding::Board;
using sliding::SolveResult;

void SlidingTab::solve()
{
    if (isSettingUp())
        return; // the board being set up is no game yet
    startSearch(false);
}

void SlidingTab::hint()
{
    if (isSettingUp())
        return;
    // The second press plays the move the first one showed.
    if (m_shownHint && m_shownHintStamp == midend()->positionStamp()) {
        const int tile = board().at(m_view->hintCell());
        slide(std::string(1, *m_shownHint), common::Author::Hint);
        emit statusMessage(tr("Slid tile %1, as the hint said.").arg(tile));
        return;
    }
    // On a solution found before (by Solve, an earlier hint or the coach), the next move is
    // known: no search.
    if (const auto known = m_memory.lookup(board()); known && known->next && known->forHints) {
        midend()->noteHelp(common::Help::Hint);
        showHint(known->next,
                 known->distance >= 0
                     ? tr("Hint: slide tile %1, the next move of an optimal solution found "
                          "before.")
                     : tr("Hint: slide tile %1, the next move of the solution found before "
                          "(not proven optimal)."));
        return;
    }
    startSearch(true);
}

void SlidingTab::showHint(char move, const QString &why)
{
    const int cell = board().neighbourIndex(*sliding::directionFromLetter(move));
    m_shownHint = move;
    m_shownHintStamp = midend()->positionStamp();
    m_view->setHintCell(cell);
    emit statusMessage(why.arg(board().at(cell)) + QLatin1Char(' ')
                       + tr("Press Hint again to slide it."));
}

bool SlidingTab::startSearch(bool forHint, const std::shared_ptr<sliding::IterationLog> &watch,
                             bool quick)
{
    const Board start = board();
    if (start.isGoal()) {
        emit statusMessage(tr("The board is already solved."));
        return false;
    }
    if (!sliding::isSolvable(start)) {
        emit statusMessage(tr("This board cannot be solved: its tiles have the wrong parity."));
        return false;
    }
    // A fresh show: a cancelled search that is still stopping writes to its own.
    m_show = std::make_shared<sliding::SearchShow>();
    m_search->started(tr("Searching..."));
    if (!forHint) // a hint rings its tile on the board; a Solve's counters are worth watching
        m_panel->showPage(SlidingSidePanel::Page::Search);
    sliding::SolveOptions chosen = m_solver->options(forHint);
    if (watch)
        chosen.algorithm = sliding::Algorithm::IdaStar; // what the Watch window shows
    TableBuilder *const tables = tablesForBoard();
    sliding::SearchRequest request = sliding::searchRequest(
        start, chosen, tables ? std::optional(tables->partition()) : std::nullopt);
    request.watch = watch;
    request.show = m_show;
    if (!request.wantsTables) {
        // Refuse impossible choices (pattern databases on 3 x 3...) before starting a thread.
        if (auto checked = sliding::resolveOptions(start, chosen); !checked) {
            emit statusMessage(checked.error().reason);
            m_search->finished(checked.error().reason);
            return false;
        }
    }
    // The first search of the run that wants strong tables not cached starts their build
    // beside it (the 6-6-6-6 build only when the player turned that on); this search and the
    // next ones go on without them until it is done.
    if (request.strongPartition)
        tables->startIfMissing();
    // Automatic promises the shortest solution on 4 x 4: while the 7-8 tables are built (a few
    // minutes) it waits for them rather than answer with a longer one now, unless asked to.
    if (request.wantsTables && !watch && !quick && chosen.algorithm == sliding::Algorithm::Auto
        && tables->isBuilding()) {
        waitForTables(forHint);
        return true;
    }
    const QString title = watch ? tr("Watching IDA*")
        : forHint               ? tr("Looking for a hint")
                                : tr("Solving");
    // Automatic answers what a hint's own search would: hints may follow it.
    const auto answered = [this, forHint, tables,
                           automatic = chosen.algorithm
                               == sliding::Algorithm::Auto](const common::JobAnswer &answer) {
        const auto *outcome = answer.report.get<sliding::SearchOutcome>();
        if (!outcome)
            return;
        if (outcome->error) {
            searchFinished(forHint, outcome->error, {});
            return;
        }
        if (outcome->result.solved())
            m_memory.learn(board(), outcome->result.moves, outcome->result.optimal, automatic);
        searchFinished(forHint, std::nullopt, outcome->result);
        // Damaged or foreign: built again, never trusted. Said after the answer, so the
        // reason the build starts is the message left in sight.
        if (!outcome->refused.isEmpty() && tables)
            tables->startIfMissing(outcome->refused);
    };
    const Midend::JobSpec spec {.title = title,
                                .help = forHint ? common::Help::Hint : common::Help::Solve};
    if (forHint)
        midend()->hint(spec, common::JobOptions::of(request), answered);
    else
        midend()->solve(spec, common::JobOptions::of(request), answered);
    return true;
}

void SlidingTab::replaySolution(const std::string &moves)
{
    midend()->showAnswer(movesOfLetters(moves).value_or(std::vector<common::GameMove> {}),
                         tr("Slide"));
    m_player->reset(midend()->answerLength());
}

void SlidingTab::countOptimalSolutions()
{
    if (isSettingUp())
        return;
    const Board start = board();
    if (start.cellCount() > 16) {
        emit statusMessage(tr("Every optimal solution is counted on boards of up to 16 cells."));
        return;
    }
    if (!sliding::isSolvable(start)) {
        emit statusMessage(tr("This board cannot be solved: its tiles have the wrong parity."));
        return;
    }
    m_search->started(tr("Counting the optimal solutions..."));
    m_panel->showPage(SlidingSidePanel::Page::Search);
    constexpr std::size_t listed = 1000;
    midend()->run(
        {.title = tr("Counting the optimal solutions"), .help = common::Help::Solutions},
        [start](common::SolverSink &sink) {
            return sliding::allOptimalSolutions(start, listed, sink);
        },
        [this, start](const sliding::OptimalSolutions &all) {
            if (all.length < 0)
                return;
            m_optimalSolutions = all.moves;
            QStringList rows;
            for (std::size_t i = 0; i < all.moves.size(); ++i) {
                QStringList tiles;
                for (const int tile : sliding::tilesSlid(start, all.moves[i]))
                    tiles << QString::number(tile);
                rows << tr("%1. Tiles %2").arg(i + 1).arg(tiles.join(QLatin1Char(' ')));
            }
            const QString summary
                = tr("%n optimal solution(s) of %1 moves", nullptr, static_cast<int>(all.count))
                      .arg(all.length)
                + QLatin1Char('\n')
                + tr("The first %n listed: choose one to step through it.", nullptr,
                     static_cast<int>(all.moves.size()));
            m_search->showOptimalSolutions(summary, rows);
            if (!m_optimalSolutions.empty())
                replaySolution(m_optimalSolutions.front());
            emit statusMessage(summary.section(QLatin1Char('\n'), 0, 0));
        });
}

void SlidingTab::waitForTables(bool forHint)
{
    TableBuilder *const tables = tableBuilder(4);
    const QString label = tables->partition().label();
    m_waitingForHint = forHint;
    m_search->started(tr("Waiting for the %1 tables, for an optimal answer...").arg(label));
    m_search->showAnswerNow(true);
    m_panel->showPage(SlidingSidePanel::Page::Search);
    const std::string message
        = tr("waiting for the %1 tables (Answer now: a quicker answer)").arg(label).toStdString();
    midend()->run(
        {.title = tr("Waiting for the %1 tables").arg(label),
         .help = forHint ? common::Help::Hint : common::Help::Solve},
        [build = tables->watch(), message](common::SolverSink &sink) {
            while (build->running && !sink.isCancelled()) {
                common::Progress progress;
                progress.fraction = build->fraction;
                progress.message = message;
                sink.reportProgress(progress);
                std::this_thread::sleep_for(std::chrono::milliseconds(100));
            }
            return !sink.isCancelled();
        },
        [this, forHint](bool ended) {
            m_search->showAnswerNow(false);
            if (ended) // built (or not: then the 6-6-3 tables answer as before)
                startSearch(forHint);
        });
}

void SlidingTab::searchFinished(bool forHint, const std::optional<QString> &error,
                                const SolveResult &result)
{
    const double seconds = m_search->elapsedSeconds();
    if (error) {
        m_search->finished(*error);
        emit statusMessage(*error);
        return;
    }
    // Not proven optimal: the coach shows what the search proved where it knows less itself.
    if (!result.optimal)
        m_coach->learnBound(board(), result.lowerBound);
    if (result.solved()) {
        // The answer's end (the goal), not the board the search last reported on its way.
        Board end = board();
        end.applyMoves(result.moves);
        m_search->showBestBoard(end);
    } else if (const std::optional<Board> best = m_show->bestSoFar()) {
        m_search->showBestBoard(*best);
    }
    if (!result.solved()) {
        const QString why = slidingnames::whyUnsolved(result, m_solver->memoryLimitMiB());
        m_search->finished(why);
        emit statusMessage(why);
        return;
    }
    const QString quality = slidingnames::quality(result);
    const int length = static_cast<int>(result.moves.size());
    const QString text
        = slidingnames::answer(result, m_solver->budgetSeconds(), seconds, tablesAdvice(result));
    m_search->finished(text, result.moves);
    m_coach->refresh(); // an optimal answer is the position's distance
    if (!result.tables.empty())
        m_coach->retryUnmeasured(); // the search may have built the 6-6-3 tables just now
    if (forHint) {
        // %1 stays for showHint: the tile.
        showHint(result.moves.front(),
                 tr("Hint: slide tile %1, the first move of a %2 solution of %n move(s).", nullptr,
                    length)
                     .arg(QStringLiteral("%1"), quality));
        return;
    }
    replaySolution(result.moves);
    emit statusMessage(
        tr("Solution: %n move(s) (%1). Replay it with the player below.", nullptr, length)
            .arg(quality));
}

TableBuilder *SlidingTab::tablesForBoard() const
{
    const Board &shown = board();
    return shown.rows() == shown.cols() ? tableBuilder(shown.rows()) : nullptr;
}

QString SlidingTab::tablesAdvice(const SolveResult &result) const
{
    TableBuilder *const tables = tablesForBoard();
    const sliding::SolveOptions chosen = m_solver->options(false);
    // Only where the strong tables would have answered: not for the fast solver, A*, or a
    // heuristic the player chose.
    if (!tables || result.tables == tables->partition().label().toStdString()
        || !sliding::searchRequest(board(), chosen, tables->partition()).strongPartition)
        return {};
    const QString label = tables->partition().label();
    if (tables->isBuilding())
        return tr("The %1 tables are being built: later searches take them.").arg(label);
    if (tables->isCached())
        return {};
    if (tables->side() == 4)
        return tr("Faster on 4 x 4: Build the 7-8 tables (on the Solver page).");
    return tr("Stronger on %1 x %1: Build the %2 tables (on the Solver page).")
        .arg(tables->side())
        .arg(label);
}

} // namespace pw::ui
