#include "ui/sliding/SlidingTab.h"

#include "core/backends/BackendRegistry.h"
#include "core/common/GameRecord.h"
#include "core/common/PuzzleFile.h"
#include "core/sliding/BoardFormat.h"
#include "core/sliding/Scramble.h"
#include "core/sliding/SearchJob.h"
#include "core/sliding/SlidingGameId.h"
#include "core/sliding/SlidingKind.h"
#include "core/sliding/Solvability.h"
#include "core/sliding/Solvers.h"
#include "ui/common/GameClock.h"
#include "ui/common/Midend.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"
#include "ui/sliding/DistanceCoach.h"
#include "ui/sliding/NewSlidingGameDialog.h"
#include "ui/sliding/SearchWatchDialog.h"
#include "ui/sliding/SlidingBoardEditor.h"
#include "ui/sliding/SlidingBoardView.h"
#include "ui/sliding/SlidingMoveList.h"
#include "ui/sliding/SlidingSearchPanel.h"
#include "ui/sliding/SlidingSetupGrid.h"
#include "ui/sliding/SlidingSidePanel.h"
#include "ui/sliding/SlidingSolverBox.h"
#include "ui/sliding/SolverNames.h"
#include "ui/sliding/TableBuilder.h"

#include <QHBoxLayout>
#include <QLocale>
#include <QRandomGenerator>
#include <QScopedValueRollback>
#include <QSettings>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <cmath>

namespace pw::ui {

using sliding::Board;
using sliding::SolveResult;

SlidingTab::SlidingTab(QWidget *parent)
    : PuzzleTab(parent)
    , m_player(new StepPlayer(this))
    , m_view(new SlidingBoardView(this))
    , m_editor(new SlidingBoardEditor(this))
    , m_boardStack(new QStackedWidget(this))
    , m_panel(new SlidingSidePanel(midend(), &m_memory, this))
    , m_search(m_panel->search())
    , m_solver(m_panel->solverBox())
    , m_coach(m_panel->coach())
    , m_show(std::make_shared<sliding::SearchShow>())
{
    setObjectName(QStringLiteral("slidingTab"));
    m_view->setObjectName(QStringLiteral("slidingBoard"));
    m_view->setAccessibleName(tr("Sliding board"));
    m_view->setToolTip(tr("Click a tile in the blank's row or column, or drag it towards the "
                          "blank, or use the arrow keys, to slide tiles"));
    for (TableBuilder *tables : m_solver->tableBuilders()) {
        connect(tables, &TableBuilder::statusMessage, this, &SlidingTab::statusMessage);
        connect(tables, &TableBuilder::built, this, [this] { m_coach->retryUnmeasured(); });
    }
    connect(m_coach, &DistanceCoach::distancesChanged, this, &SlidingTab::showMoveList);
    connect(m_search, &SlidingSearchPanel::statusMessage, this, &SlidingTab::statusMessage);
    connect(m_search, &SlidingSearchPanel::watchRequested, this, &SlidingTab::showWatch);
    connect(m_search, &SlidingSearchPanel::allOptimalRequested, this,
            &SlidingTab::countOptimalSolutions);
    connect(m_search, &SlidingSearchPanel::optimalSolutionChosen, this, [this](int index) {
        if (index < 0 || index >= static_cast<int>(m_optimalSolutions.size()))
            return;
        seekReplay(0); // each solution starts from the position they were counted for
        replaySolution(m_optimalSolutions[static_cast<std::size_t>(index)]);
    });
    connect(m_search, &SlidingSearchPanel::answerNowRequested, this,
            [this] { startSearch(m_waitingForHint, {}, true); });
    connect(m_panel, &SlidingSidePanel::newRequested, this, &SlidingTab::requestNewGame);
    connect(m_panel, &SlidingSidePanel::scrambleRequested, this, &SlidingTab::scramble);
    connect(m_panel, &SlidingSidePanel::hintRequested, this, &SlidingTab::hint);
    connect(m_panel, &SlidingSidePanel::solveRequested, this, &SlidingTab::solve);
    connect(m_panel, &SlidingSidePanel::setUpRequested, this,
            [this] { setSettingUp(!isSettingUp()); });
    connect(m_editor, &SlidingBoardEditor::cancelled, this, [this] { setSettingUp(false); });
    connect(m_editor, &SlidingBoardEditor::done, this, &SlidingTab::startSetUpBoard);
    m_boardStack->addWidget(m_view);
    m_boardStack->addWidget(m_editor);
    // The editor asks for no room of its own: the tab keeps the board's least size.
    m_editor->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);

    // The step player under the board, so the side panel has the tab's whole height.
    auto *boardColumn = new QVBoxLayout;
    boardColumn->addWidget(m_boardStack, 1);
    boardColumn->addWidget(m_player);
    auto *layout = new QHBoxLayout(this);
    layout->addLayout(boardColumn, 1);
    layout->addWidget(m_panel);

    followTheGame();
    // A different board at every start: the first New must not repeat the one on screen.
    startDealt(m_dealer.options(4, 4));
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
    // The answer on the board follows the record: Undo over its steps moves the player, and a
    // move of the player's own ends it.
    connect(midend(), &Midend::answerStepChanged, this, [this](int step) {
        if (step < 0)
            m_player->reset(0);
        else
            m_player->seek(step);
    });
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
    return QString::fromLatin1(pw::sliding::puzzleKind);
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

TableBuilder *SlidingTab::tableBuilder(int side) const
{
    return m_solver->tableBuilder(side);
}

QList<PuzzleTab::SideJob> SlidingTab::sideJobs() const
{
    QList<SideJob> jobs;
    for (TableBuilder *tables : m_solver->tableBuilders())
        jobs.append({tables->runner(), [tables] { tables->cancel(); }});
    return jobs;
}

QString SlidingTab::firstTip() const
{
    return tr("Tip: click a tile in the gap's row or column, or use the arrow keys, to slide the "
              "tiles into order. F1 shows the rules.");
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

bool SlidingTab::isSettingUp() const
{
    return m_boardStack->currentWidget() == m_editor;
}

void SlidingTab::setSettingUp(bool on)
{
    if (on)
        m_editor->load(board());
    m_boardStack->setCurrentWidget(on ? static_cast<QWidget *>(m_editor) : m_view);
    m_panel->showSettingUp(on);
    if (on)
        m_editor->grid()->setFocus(Qt::OtherFocusReason);
}

void SlidingTab::startSetUpBoard(const Board &board)
{
    startGame(board); // a new game: the editor closes with the old one
    emit statusMessage(
        tr("Started the %1 x %2 board you set up.").arg(board.rows()).arg(board.cols()));
}

void SlidingTab::gameStarted()
{
    m_startingGame = false;
    setSettingUp(false);
    m_player->reset(0);
    if (m_watch)
        m_watch->startOver(board()); // the old game's search describes nothing here
    if (!sliding::isSolvable(board()))
        emit statusMessage(m_panel->unsolvableText());
}

namespace {

// How many tiles one click slid to make b from a: the blank moved that many cells along its row
// or column (0 when b is no such slide of a). One tile is animated; any number counts for the
// coach as a move, so the position before it is measured too and the click gets its closer or
// farther.
int slidesApart(const Board &a, const Board &b)
{
    if (a.rows() != b.rows() || a.cols() != b.cols())
        return 0;
    for (const sliding::Direction direction : sliding::allDirections) {
        Board slid = a;
        for (int slides = 1; slid.move(direction); ++slides) {
            if (slid == b)
                return slides;
        }
    }
    return 0;
}

} // namespace

void SlidingTab::showBoard(const Board &shown)
{
    const int slides = m_startingGame ? 0 : slidesApart(m_view->board(), shown);
    m_slidOneTile = slides == 1;
    m_slidInLine = slides > 0;
    m_view->setBoard(shown, m_slidOneTile && !m_jumpingInAnswer);
    m_panel->showUnsolvable(!sliding::isSolvable(shown));
}

void SlidingTab::positionMoved()
{
    m_shownHint.reset(); // it was for the position before
    m_view->setHintCell(-1);
    // A step of the answer on the board is the answer's own position.
    if (!midend()->isShowingAnswer())
        clearSearchPanel();
    m_coach->follow(board(), document(), m_slidInLine);
    if (m_watch)
        m_watch->showBoardOnScreen(board());
    showMoveList();
    updateLabels();
}

void SlidingTab::showMoveList()
{
    const sliding::SlidingDocument game = document();
    m_panel->moveList()->showGame(game.start, game.moves, midend()->movesPerEntry(), m_memory);
}

void SlidingTab::clearSearchPanel()
{
    m_search->clear();
    m_optimalSolutions.clear();
    // An empty Search page says nothing: the moves, with the one just played, take its place.
    if (m_panel->currentPage() == SlidingSidePanel::Page::Search)
        m_panel->showPage(SlidingSidePanel::Page::Moves);
    // A search still stopping for the old board keeps writing to its own SearchShow.
    m_show = std::make_shared<sliding::SearchShow>();
}

void SlidingTab::newGame()
{
    NewSlidingGameDialog dialog(board().rows(), board().cols(),
                                QRandomGenerator::global()->generate(), m_dealer.chosenDeal(),
                                m_dealer.chosenOutOfPlacePercent(), this);
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
    // A scramble is a new game: the old one is recorded (or asked about) and the clock starts
    // again.
    if (!mayReplaceGame())
        return;
    const sliding::ScrambleOptions options = m_dealer.next(board().rows(), board().cols());
    if (startDealt(options))
        emit statusMessage(tr("Scrambled with seed %1").arg(options.seed));
}

std::optional<std::vector<common::GameMove>> SlidingTab::movesOfLetters(const std::string &letters)
{
    std::vector<common::GameMove> moves;
    for (const char letter : letters) {
        const std::optional<sliding::Direction> direction = sliding::directionFromLetter(letter);
        if (!direction)
            return std::nullopt;
        moves.push_back(common::GameMove::of(*direction));
    }
    return moves;
}

bool SlidingTab::slide(const std::string &moves, std::optional<common::Author> by)
{
    const std::optional<std::vector<common::GameMove>> played = movesOfLetters(moves);
    if (!played)
        return false;
    const int tiles = static_cast<int>(moves.size());
    const QString text = tiles == 1 ? tr("Slide") : tr("Slide %n tiles", nullptr, tiles);
    return !played->empty()
        && !midend()->play(*played, text, by ? std::optional(Midend::By {*by}) : std::nullopt);
}

void SlidingTab::showEvent(QShowEvent *event)
{
    PuzzleTab::showEvent(event);
    if (m_shownOnce)
        return;
    m_shownOnce = true;
    // Built now, in the background at low priority, the 7-8 tables are ready (within about a
    // minute) before the player meets a board the 6-6-3 tables take long over.
    tableBuilder(4)->startWhenFirstShown();
}

statistics::GameResult SlidingTab::finishedResult() const
{
    statistics::GameResult result;
    result.moves = moveCount();
    result.optimalMoves = m_coach->startOptimum(); // the statistics keep "N moves, optimum M"
    return result;
}

void SlidingTab::gameFinished(const statistics::GameResult &, int)
{
    // The player's own finish (an answer's last step has nothing to praise).
    if (!midend()->isShowingAnswer())
        emit statusMessage(m_coach->finishText()); // with the optimum from the start
}

void SlidingTab::updateLabels()
{
    m_panel->showCounts(moveCount(), midend()->clock()->millis());
}

void SlidingTab::seekReplay(int to)
{
    // The answer's steps are the game itself: one step is a slide, a jump shows its end at once.
    const QScopedValueRollback jumping(m_jumpingInAnswer,
                                       std::abs(to - midend()->answerStep()) > 1);
    midend()->seekAnswer(to);
}

} // namespace pw::ui
