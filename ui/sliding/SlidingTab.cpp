#include "ui/sliding/SlidingTab.h"

#include "core/backends/BackendRegistry.h"
#include "core/common/GameRecord.h"
#include "core/common/PuzzleFile.h"
#include "core/sliding/BoardFormat.h"
#include "core/sliding/Scramble.h"
#include "core/sliding/SlidingGameId.h"
#include "core/sliding/Solvability.h"
#include "core/sliding/Solvers.h"
#include "ui/common/GameClock.h"
#include "ui/common/Midend.h"
#include "ui/common/SidePanel.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"
#include "ui/sliding/DistanceCoach.h"
#include "ui/sliding/NewSlidingGameDialog.h"
#include "ui/sliding/SlidingBoardView.h"
#include "ui/sliding/SlidingSearchJob.h"
#include "ui/sliding/SlidingSearchPanel.h"
#include "ui/sliding/SlidingSolverBox.h"
#include "ui/sliding/SolverNames.h"
#include "ui/sliding/TableBuilder.h"

#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

namespace pw::ui {

namespace {

QString formatTime(qint64 ms)
{
    const qint64 s = ms / 1000;
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

using sliding::Board;
using sliding::SolveResult;

SlidingTab::SlidingTab(QWidget *parent)
    : PuzzleTab(parent)
    , m_undo(midend()->history())
    , m_player(new StepPlayer(this))
    , m_view(new SlidingBoardView(this))
    , m_movesLabel(new QLabel(this))
    , m_timeLabel(new QLabel(this))
    , m_search(new SlidingSearchPanel(this))
    , m_solver(new SlidingSolverBox(this))
    , m_solveButton(new QPushButton(tr("S&olve"), this))
    , m_show(std::make_shared<SearchShow>())
{
    setObjectName(QStringLiteral("slidingTab"));
    m_view->setObjectName(QStringLiteral("slidingBoard"));
    m_view->setAccessibleName(tr("Sliding board"));
    m_view->setToolTip(tr("Click a tile in the blank's row or column, or use the arrow keys, "
                          "to slide tiles"));
    m_movesLabel->setObjectName(QStringLiteral("slidingMoves"));
    m_timeLabel->setObjectName(QStringLiteral("slidingTime"));
    m_tables = m_solver->tableBuilder();
    connect(m_tables, &TableBuilder::statusMessage, this, &SlidingTab::statusMessage);
    connect(m_tables, &TableBuilder::built, this, [this] { m_coach->retryUnmeasured(); });
    m_coach = new DistanceCoach(midend(), &m_memory, this);
    m_unsolvable
        = new QLabel(tr("This board cannot be solved: its tiles have the wrong parity."), this);
    m_unsolvable->setObjectName(QStringLiteral("slidingUnsolvable"));
    m_unsolvable->setWordWrap(true);
    m_unsolvable->setStyleSheet(QStringLiteral("color: #c62828; font-weight: bold"));
    m_unsolvable->hide();
    connect(m_search, &SlidingSearchPanel::statusMessage, this, &SlidingTab::statusMessage);

    // The step player under the board, so the side panel has the tab's whole height.
    auto *boardColumn = new QVBoxLayout;
    boardColumn->addWidget(m_view, 1);
    boardColumn->addWidget(m_player);
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(boardColumn, 1);
    layout->addWidget(makeSidePanel(sidePanelControls(), 42, this));

    followTheGame();
    // A different board at every start: the first New must not repeat the one on screen.
    startDealt(m_dealer.options(4, 4));
}

QLayout *SlidingTab::sidePanelControls()
{
    // Mnemonics stay clear of the menu bar's (File, Edit, Solve, View, Help): a shared Alt+letter
    // would only move the focus instead of pressing the button.
    auto *newButton = new QPushButton(tr("&New..."), this);
    auto *scrambleButton = new QPushButton(tr("Sc&ramble"), this);
    auto *hintButton = new QPushButton(tr("H&int"), this);
    scrambleButton->setObjectName(QStringLiteral("slidingScramble"));
    hintButton->setObjectName(QStringLiteral("slidingHint"));
    m_solveButton->setObjectName(QStringLiteral("slidingSolve"));
    newButton->setToolTip(tr("Start a new scrambled board of a chosen size and seed"));
    scrambleButton->setToolTip(tr("Scramble the board again with a new seed"));
    hintButton->setToolTip(tr("Show the best next tile to slide; press again to slide it"));
    m_solveButton->setToolTip(tr("Search for a solution and replay it with the step player"));
    connect(newButton, &QPushButton::clicked, this, &SlidingTab::newGame);
    connect(scrambleButton, &QPushButton::clicked, this, &SlidingTab::scramble);
    connect(hintButton, &QPushButton::clicked, this, &SlidingTab::hint);
    connect(m_solveButton, &QPushButton::clicked, this, &SlidingTab::solve);

    // Two buttons a row and the counts on one line: the whole column fits the smallest window.
    auto *counts = new QHBoxLayout;
    counts->addWidget(m_movesLabel);
    counts->addWidget(m_timeLabel, 1);
    auto *buttons = new QGridLayout;
    buttons->addWidget(newButton, 0, 0);
    buttons->addWidget(scrambleButton, 0, 1);
    buttons->addWidget(hintButton, 1, 0);
    buttons->addWidget(m_solveButton, 1, 1);
    auto *side = new QVBoxLayout;
    side->addLayout(counts);
    for (QWidget *control : std::initializer_list<QWidget *> {m_coach, m_unsolvable})
        side->addWidget(control);
    side->addLayout(buttons);
    for (QWidget *control : std::initializer_list<QWidget *> {m_solver, m_search})
        side->addWidget(control);
    side->addStretch();
    return side;
}

void SlidingTab::followTheGame()
{
    midend()->setBackend(backends::backendFor(puzzleKind()),
                         [this](const common::GameState &state) { showBoard(state.as<Board>()); });
    connect(midend(), &Midend::aboutToReplaceGame, this, [this] { m_startingGame = true; });
    connect(midend(), &Midend::documentStarted, this, &SlidingTab::gameStarted);
    connect(midend(), &Midend::positionMoved, this, &SlidingTab::positionMoved);
    connect(m_view, &SlidingBoardView::movesRequested, this,
            [this](const QString &moves) { slide(moves.toStdString()); });
    connect(m_undo, &QUndoStack::indexChanged, this, &SlidingTab::undoIndexChanged);
    m_player->setSeekHandler([this](int to) { seekReplay(to); });
    connect(midend()->clock(), &GameClock::ticked, this, &SlidingTab::updateLabels);
    connect(midend(), &Midend::jobCancelled, m_search, &SlidingSearchPanel::stopClock);
    connect(solverRunner(), &SolverRunner::progressed, this,
            [this](const common::Progress &progress) {
                if (midend()->jobScope() == Midend::JobScope::Advice)
                    return; // the coach's measurement is not a search the panel describes
                m_search->showProgress(progress);
                if (const std::optional<Board> best = m_show->bestSoFar())
                    m_search->showBestBoard(*best);
            });
}

bool SlidingTab::startDealt(const sliding::ScrambleOptions &options)
{
    const common::Expected<Board> dealt = sliding::dealBoard(options);
    if (!dealt) {
        emit statusMessage(dealt.error().message());
        return false;
    }
    startGame(*dealt);
    midend()->rememberSeedId(sliding::seedGameId(options));
    return true;
}

common::Status SlidingTab::checkGameId(const QString &id) const
{
    return sliding::parseGameId(id).status();
}

void SlidingTab::startGameFromId(const QString &id)
{
    const auto parsed = sliding::parseGameId(id);
    if (!parsed)
        return;
    const auto document = sliding::documentForGameId(*parsed);
    if (!document) {
        emit statusMessage(document.error().message());
        return;
    }
    startGame(document->start);
    if (parsed->kind == common::GameIdKind::Seed) {
        m_dealer.follow(parsed->scramble); // Scramble goes on from here
        midend()->rememberSeedId(sliding::seedGameId(parsed->scramble));
    }
    emit statusMessage(tr("Started %1").arg(gameId()));
}

QString SlidingTab::dailyGameId(const QDate &date) const
{
    return sliding::dailyGameId(date);
}

QString SlidingTab::puzzleKind() const
{
    return QString::fromLatin1(common::envelope::sliding);
}

QString SlidingTab::displayName() const
{
    return tr("Sliding Tiles");
}

QStringList SlidingTab::fileFilters() const
{
    return {tr("Sliding boards (*.json *.txt)"), tr("Sliding JSON files (*.json)"),
            tr("Sliding text boards (*.txt)")};
}

QWidget *SlidingTab::boardWidget() const
{
    return m_view;
}

QString SlidingTab::firstTip() const
{
    return tr("Tip: click a tile in the gap's row or column, or use the arrow keys, to slide the "
              "tiles into order. F1 shows the rules.");
}

bool SlidingTab::isFinished() const
{
    return board().isGoal();
}

bool SlidingTab::claimsPlainFile(const QString &path) const
{
    return QFileInfo(path).suffix().compare(QLatin1String("txt"), Qt::CaseInsensitive) == 0;
}

bool SlidingTab::opensPlainFile(const QString &path) const
{
    auto data = common::readWholeFile(path, 64 * 1024);
    return data && sliding::parseTextBoard(*data, QFileInfo(path).fileName());
}

const Board &SlidingTab::board() const
{
    return midend()->state().as<Board>();
}

sliding::SlidingDocument SlidingTab::document() const
{
    const common::GameRecord game = midend()->record();
    sliding::SlidingDocument document {game.start.as<Board>(), {}};
    for (const common::GameMove &move : game.moves)
        document.moves += sliding::directionLetter(move.as<sliding::Direction>());
    return document;
}

int SlidingTab::moveCount() const
{
    return static_cast<int>(midend()->record().moves.size());
}

void SlidingTab::startGame(const Board &board, const QString &path)
{
    midend()->startGame(common::GameState::of(board), path); // cancels the old board's search
}

void SlidingTab::gameStarted()
{
    m_startingGame = false;
    m_solution.clear();
    m_replayBase = -1;
    m_player->reset(0);
    if (!sliding::isSolvable(board()))
        emit statusMessage(m_unsolvable->text());
}

namespace {

// Whether b is a after one slide (the blank moved by one cell): such a change is animated and
// counts for the coach as a move.
bool oneSlideApart(const Board &a, const Board &b)
{
    for (const sliding::Direction direction : sliding::allDirections) {
        Board slid = a;
        if (slid.move(direction) && slid == b)
            return true;
    }
    return false;
}

} // namespace

void SlidingTab::showBoard(const Board &shown)
{
    m_slidOneTile = !m_startingGame && oneSlideApart(m_view->board(), shown);
    m_view->setBoard(shown, m_slidOneTile && (!m_replaying || m_animateReplay));
    m_unsolvable->setVisible(!sliding::isSolvable(shown));
}

void SlidingTab::positionMoved()
{
    m_shownHint.reset(); // it was for the position before
    m_view->setHintCell(-1);
    // A replay step is the answer's own position.
    if (!m_replaying)
        clearSearchPanel();
    const sliding::SlidingDocument game = document();
    m_coach->follow(board(), game.start, static_cast<int>(game.moves.size()), m_slidOneTile);
    updateLabels();
}

void SlidingTab::clearSearchPanel()
{
    m_search->clear();
    // A search still stopping for the old board keeps writing to its own SearchShow.
    m_show = std::make_shared<SearchShow>();
}

void SlidingTab::newGame()
{
    NewSlidingGameDialog dialog(board().rows(), board().cols(),
                                QRandomGenerator::global()->generate(), m_dealer.deal(),
                                m_dealer.outOfPlacePercent(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_dealer.choose(dialog.deal(), dialog.outOfPlacePercent(), dialog.seed());
    if (startDealt(m_dealer.options(dialog.rows(), dialog.cols())))
        emit statusMessage(tr("New %1 x %2 game, seed %3")
                               .arg(dialog.rows())
                               .arg(dialog.cols())
                               .arg(dialog.seed()));
}

void SlidingTab::scramble()
{
    const sliding::ScrambleOptions options = m_dealer.next(board().rows(), board().cols());
    const common::Expected<Board> dealt = sliding::dealBoard(options);
    if (!dealt)
        return;
    midend()->jumpTo(common::GameState::of(*dealt), tr("Scramble"));
    midend()->rememberSeedId(sliding::seedGameId(options));
    emit statusMessage(tr("Scrambled with seed %1").arg(options.seed));
}

bool SlidingTab::slide(const std::string &moves)
{
    std::vector<common::GameMove> played;
    for (const char letter : moves) {
        const std::optional<sliding::Direction> direction = sliding::directionFromLetter(letter);
        if (!direction)
            return false;
        played.push_back(common::GameMove::of(*direction));
    }
    const int tiles = static_cast<int>(moves.size());
    const QString text = tiles == 1 ? tr("Slide") : tr("Slide %n tiles", nullptr, tiles);
    return !played.empty() && !midend()->play(played, text);
}

GameResult SlidingTab::finishedResult() const
{
    GameResult result;
    result.moves = moveCount();
    result.optimalMoves = m_coach->startOptimum(); // the statistics keep "N moves, optimum M"
    return result;
}

void SlidingTab::gameFinished(const GameResult &, int)
{
    if (!m_replaying)
        emit statusMessage(m_coach->finishText()); // with the optimum from the start
}

void SlidingTab::updateLabels()
{
    m_movesLabel->setText(tr("Moves: %1").arg(moveCount()));
    m_timeLabel->setText(tr("Time: %1").arg(formatTime(midend()->clock()->millis())));
}

common::Status SlidingTab::saveFile(const QString &path)
{
    // A text board holds the position alone; JSON the start and the moves (the back end's file).
    if (QFileInfo(path).suffix().compare(QLatin1String("txt"), Qt::CaseInsensitive) == 0)
        return sliding::saveTextFile(path, board());
    return PuzzleTab::saveFile(path);
}

void SlidingTab::solve()
{
    startSearch(false);
}

void SlidingTab::hint()
{
    // The second press plays the move the first one showed.
    if (m_shownHint && m_shownHintStamp == midend()->positionStamp()) {
        const int tile = board().at(m_view->hintCell());
        slide(std::string(1, *m_shownHint));
        emit statusMessage(tr("Slid tile %1, as the hint said.").arg(tile));
        return;
    }
    // On a solution found before (by Solve, an earlier hint or the coach), the next move is
    // known: no search.
    if (const auto known = m_memory.lookup(board()); known && known->next && known->forHints) {
        midend()->markAssisted();
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

void SlidingTab::startSearch(bool forHint)
{
    const Board start = board();
    if (start.isGoal()) {
        emit statusMessage(tr("The board is already solved."));
        return;
    }
    if (!sliding::isSolvable(start)) {
        emit statusMessage(tr("This board cannot be solved: its tiles have the wrong parity."));
        return;
    }
    // A fresh show: a cancelled search that is still stopping writes to its own.
    m_show = std::make_shared<SearchShow>();
    m_search->started(tr("Searching..."));
    const sliding::SolveOptions chosen = m_solver->options(forHint);
    const SearchRequest request = searchRequest(start, chosen, TableBuilder::partition());
    if (!request.wantsTables) {
        // Refuse impossible choices (pattern databases on 3 x 3...) before starting a thread.
        if (auto checked = sliding::resolveOptions(start, chosen); !checked) {
            emit statusMessage(checked.error().reason);
            m_search->finished(checked.error().reason);
            return;
        }
    }
    // The first 4 x 4 search of the run without the 7-8 tables starts their build beside it;
    // this search and the next ones take the 6-6-3 tables until it is done.
    if (request.wantsTables)
        m_tables->startIfMissing();
    midend()->run(
        {.title = forHint ? tr("Looking for a hint") : tr("Solving"), .assists = true},
        [request, show = m_show](common::SolverSink &sink) {
            return runSearch(request, show, sink);
        },
        // Automatic answers what a hint's own search would: hints may follow it.
        [this, forHint,
         automatic = chosen.algorithm == sliding::Algorithm::Auto](const SearchOutcome &outcome) {
            if (outcome.error) {
                searchFinished(forHint, outcome.error, {});
                return;
            }
            if (!outcome.refused.isEmpty()) // damaged or foreign: built again, never trusted
                m_tables->startIfMissing(outcome.refused);
            if (outcome.result.solved())
                m_memory.learn(board(), outcome.result.moves, outcome.result.optimal, automatic);
            searchFinished(forHint, std::nullopt, outcome.result);
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
    QString text = slidingnames::answer(result, m_solver->budgetSeconds(), seconds);
    if (result.tables == "6-6-3" && m_tables->isBuilding())
        text += QLatin1Char('\n') + tr("The 7-8 tables are being built: later searches take them.");
    else if (result.tables == "6-6-3" && !TableBuilder::isCached())
        text
            += QLatin1Char('\n') + tr("Faster on 4 x 4: Build the 7-8 tables (in the Solver box).");
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
    m_solution = result.moves;
    m_replayBase = m_undo->index();
    m_player->reset(static_cast<int>(m_solution.size()));
    emit statusMessage(
        tr("Solution: %n move(s) (%1). Replay it with the player below.", nullptr, length)
            .arg(quality));
}

void SlidingTab::seekReplay(int to)
{
    if (m_solution.empty())
        return;
    // The solution's replay is the game itself: its first `to` moves are on the history.
    const int from = m_undo->index() - m_replayBase;
    m_replaying = true;
    m_animateReplay = std::abs(to - from) == 1; // a jump shows the end at once
    if (to > from) {
        for (int i = from; i < to; ++i)
            slide(std::string(1, m_solution[static_cast<std::size_t>(i)]));
    } else {
        for (int i = from; i > to; --i)
            m_undo->undo();
    }
    m_replaying = false;
}

void SlidingTab::undoIndexChanged(int index)
{
    if (m_replaying || m_solution.empty())
        return;
    // Anything but the replay itself moved the board: the solution no longer applies.
    if (index != m_replayBase + m_player->position()) {
        m_solution.clear();
        m_replayBase = -1;
        m_player->reset(0);
    }
}

} // namespace pw::ui
