#include "ui/sliding/SlidingTab.h"

#include "core/backends/BackendRegistry.h"
#include "core/common/GameRecord.h"
#include "core/common/PuzzleFile.h"
#include "core/common/SolverSink.h"
#include "core/sliding/BoardFormat.h"
#include "core/sliding/CompactPatternDatabase.h"
#include "core/sliding/PatternDatabase.h"
#include "core/sliding/PatternPartition.h"
#include "core/sliding/Scramble.h"
#include "core/sliding/SearchReporter.h"
#include "core/sliding/SlidingGameId.h"
#include "core/sliding/Solvability.h"
#include "core/sliding/Solvers.h"
#include "ui/common/GameClock.h"
#include "ui/common/Midend.h"
#include "ui/common/SidePanel.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"
#include "ui/common/StorageNotices.h"
#include "ui/sliding/DistanceCoach.h"
#include "ui/sliding/NewSlidingGameDialog.h"
#include "ui/sliding/SlidingBoardView.h"
#include "ui/sliding/SlidingSearchPanel.h"
#include "ui/sliding/SolverNames.h"
#include "ui/sliding/TableBuilder.h"

#include <QComboBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QSpinBox>
#include <QUndoStack>
#include <QVBoxLayout>

#include <cmath>

namespace pw::ui {

namespace {

// A whole-number setting within [lowest, highest]; anything else (a hand-edited -10, a word)
// falls back to the default, and the status bar says so once.
int checkedSetting(const QSettings &settings, const QString &key, int lowest, int highest,
                   int fallback)
{
    if (!settings.contains(key))
        return fallback;
    bool ok = false;
    const int value = settings.value(key).toInt(&ok);
    if (ok && value >= lowest && value <= highest)
        return value;
    StorageNotices::instance()->addNote(
        QStringLiteral("settings/") + key,
        SlidingTab::tr("The setting %1 = \"%2\" is out of range (%3 to %4); the default %5 is "
                       "used.")
            .arg(key, settings.value(key).toString())
            .arg(lowest)
            .arg(highest)
            .arg(fallback));
    return fallback;
}

} // namespace

using sliding::Board;
using sliding::SolveResult;

// What the worker thread shares with the UI while a search runs: its best board so far.
struct SlidingTab::SearchShow
{
    std::mutex mutex;
    std::optional<Board> best;
};

namespace {

// What a search hands back to the UI thread: its result, or why there is none.
struct SearchOutcome
{
    std::optional<QString> error;
    sliding::SolveResult result;
    QString refused; // why a 7-8 cache file on disk was not taken
};

// Passes everything to the runner's sink and keeps the search's best board for the UI.
class ShowingSink : public common::SolverSink, public sliding::BestBoardObserver
{
public:
    ShowingSink(common::SolverSink &inner, std::shared_ptr<void> keepAlive, std::mutex &mutex,
                std::optional<Board> &best)
        : m_inner(inner)
        , m_keepAlive(std::move(keepAlive))
        , m_mutex(mutex)
        , m_best(best)
    { }
    bool isCancelled() const override { return m_inner.isCancelled(); }
    void reportProgress(const common::Progress &progress) override
    {
        m_inner.reportProgress(progress);
    }
    bool wantsSteps() const override { return m_inner.wantsSteps(); }
    void reportStep(const common::StepEvent &step) override { m_inner.reportStep(step); }
    void bestBoard(const Board &board, int) override
    {
        const std::lock_guard lock(m_mutex);
        m_best = board;
    }

private:
    common::SolverSink &m_inner;
    std::shared_ptr<void> m_keepAlive;
    std::mutex &m_mutex;
    std::optional<Board> &m_best;
};

QString formatTime(qint64 ms)
{
    const qint64 s = ms / 1000;
    return QStringLiteral("%1:%2").arg(s / 60).arg(s % 60, 2, 10, QLatin1Char('0'));
}

} // namespace

SlidingTab::SlidingTab(QWidget *parent)
    : PuzzleTab(parent)
    , m_undo(midend()->history())
    , m_player(new StepPlayer(this))
    , m_view(new SlidingBoardView(this))
    , m_movesLabel(new QLabel(this))
    , m_timeLabel(new QLabel(this))
    , m_search(new SlidingSearchPanel(this))
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

    auto *scrambleButton = new QPushButton(tr("Sc&ramble"), this);
    // Mnemonics stay clear of the menu bar's (File, Edit, Solve, View, Help): a shared Alt+letter
    // would only move the focus instead of pressing the button.
    auto *hintButton = new QPushButton(tr("H&int"), this);
    auto *newButton = new QPushButton(tr("&New..."), this);
    scrambleButton->setObjectName(QStringLiteral("slidingScramble"));
    hintButton->setObjectName(QStringLiteral("slidingHint"));
    newButton->setToolTip(tr("Start a new scrambled board of a chosen size and seed"));
    scrambleButton->setToolTip(tr("Scramble the board again with a new seed"));
    hintButton->setToolTip(tr("Search for the best next move and play it"));
    m_solveButton->setToolTip(tr("Search for a solution and replay it with the step player"));
    m_solveButton->setObjectName(QStringLiteral("slidingSolve"));
    connect(newButton, &QPushButton::clicked, this, &SlidingTab::newGame);
    connect(scrambleButton, &QPushButton::clicked, this, &SlidingTab::scramble);
    connect(hintButton, &QPushButton::clicked, this, &SlidingTab::hint);
    connect(m_solveButton, &QPushButton::clicked, this, &SlidingTab::solve);

    // Solver choices, kept in the settings (the A* memory limit is seed 003's kind of setting).
    QSettings settings;
    m_algorithm = new QComboBox(this);
    m_algorithm->setObjectName(QStringLiteral("slidingAlgorithm"));
    for (auto algorithm : {sliding::Algorithm::Auto, sliding::Algorithm::IdaStar,
                           sliding::Algorithm::AStar, sliding::Algorithm::Fast}) {
        m_algorithm->addItem(slidingnames::algorithm(algorithm), int(algorithm));
        m_algorithm->setItemData(m_algorithm->count() - 1, slidingnames::algorithmTip(algorithm),
                                 Qt::ToolTipRole);
    }
    m_heuristic = new QComboBox(this);
    m_heuristic->setObjectName(QStringLiteral("slidingHeuristic"));
    for (auto heuristic :
         {sliding::HeuristicKind::Auto, sliding::HeuristicKind::Manhattan,
          sliding::HeuristicKind::LinearConflict, sliding::HeuristicKind::PatternDatabase})
        m_heuristic->addItem(slidingnames::heuristic(heuristic), int(heuristic));
    m_memoryLimit = new QSpinBox(this);
    m_memoryLimit->setObjectName(QStringLiteral("slidingMemoryLimit"));
    m_memoryLimit->setRange(64, 64 * 1024);
    m_memoryLimit->setSingleStep(256);
    m_memoryLimit->setSuffix(tr(" MiB"));
    m_algorithm->setCurrentIndex(std::max(
        0, m_algorithm->findData(settings.value(QStringLiteral("sliding/algorithm"), 0).toInt())));
    m_heuristic->setCurrentIndex(std::max(
        0, m_heuristic->findData(settings.value(QStringLiteral("sliding/heuristic"), 0).toInt())));
    m_memoryLimit->setValue(checkedSetting(settings, QStringLiteral("sliding/astarMemoryMiB"),
                                           m_memoryLimit->minimum(), m_memoryLimit->maximum(),
                                           2048));
    m_budget = new QSpinBox(this);
    m_budget->setObjectName(QStringLiteral("slidingBudget"));
    m_budget->setRange(0, 3600);
    m_budget->setSuffix(tr(" s"));
    m_budget->setSpecialValueText(tr("none"));
    // Checked, not clamped: -10 clamped to 0 would read as "none", which means no limit.
    m_budget->setValue(checkedSetting(settings, QStringLiteral("sliding/optimalBudgetSeconds"),
                                      m_budget->minimum(), m_budget->maximum(), 10));
    m_budget->setToolTip(tr("Automatic and Hint first search this long for an optimal answer on "
                            "boards of up to 25 cells (4 x 6, 5 x 5...), then take the fast "
                            "solver's; none: optimal up to 16 cells only"));
    m_outOfPlacePercent = std::clamp(
        settings.value(QStringLiteral("sliding/outOfPlacePercent"), 80).toInt(), 0, 100);
    auto save = [this] {
        QSettings settings;
        settings.setValue(QStringLiteral("sliding/algorithm"), m_algorithm->currentData());
        settings.setValue(QStringLiteral("sliding/heuristic"), m_heuristic->currentData());
        settings.setValue(QStringLiteral("sliding/astarMemoryMiB"), m_memoryLimit->value());
        settings.setValue(QStringLiteral("sliding/optimalBudgetSeconds"), m_budget->value());
    };
    connect(m_algorithm, &QComboBox::currentIndexChanged, this, save);
    connect(m_heuristic, &QComboBox::currentIndexChanged, this, save);
    connect(m_memoryLimit, &QSpinBox::valueChanged, this, save);
    connect(m_budget, &QSpinBox::valueChanged, this, save);
    m_algorithm->setToolTip(tr("Search algorithm used by Solve; Automatic picks IDA* or the fast "
                               "solver by board size"));
    m_heuristic->setToolTip(tr("Lower bound that guides the search; pattern databases suit 4 x 4 "
                               "boards only"));
    m_memoryLimit->setToolTip(tr("A* stops when its open and closed lists pass this size"));
    auto *solverBox = new QGroupBox(tr("Solver"), this);
    auto *solverForm = new QFormLayout(solverBox);
    solverForm->addRow(tr("&Algorithm:"), m_algorithm);
    solverForm->addRow(tr("Heuris&tic:"), m_heuristic);
    solverForm->addRow(tr("A* &memory:"), m_memoryLimit);
    solverForm->addRow(tr("Optimal &budget:"), m_budget);
    // The 7-8 tables take minutes to build: in the background, beside the tab's own job.
    m_tables = new TableBuilder(this);
    solverForm->addRow(m_tables);
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

    auto *side = new QVBoxLayout;
    side->addWidget(m_movesLabel);
    side->addWidget(m_timeLabel);
    side->addWidget(m_coach);
    side->addWidget(m_unsolvable);
    side->addWidget(newButton);
    side->addWidget(scrambleButton);
    side->addWidget(hintButton);
    side->addWidget(m_solveButton);
    side->addWidget(solverBox);
    side->addWidget(m_search);
    side->addStretch();

    auto *top = new QHBoxLayout;
    top->addWidget(m_view, 1);
    top->addWidget(makeSidePanel(side, 42, this));
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addWidget(m_player);

    midend()->setBackend(backends::backendFor(puzzleKind()),
                         [this](const common::GameState &state) { showBoard(state.as<Board>()); });
    connect(midend(), &Midend::aboutToReplaceGame, this, [this] { m_startingGame = true; });
    connect(midend(), &Midend::documentStarted, this, &SlidingTab::gameStarted);
    connect(m_view, &SlidingBoardView::movesRequested, this,
            [this](const QString &moves) { slide(moves.toStdString()); });
    connect(m_undo, &QUndoStack::indexChanged, this, &SlidingTab::undoIndexChanged);
    m_player->setSeekHandler([this](int to) { seekReplay(to); });
    connect(midend()->clock(), &GameClock::ticked, this, &SlidingTab::updateLabels);
    connect(midend(), &Midend::jobCancelled, m_search, &SlidingSearchPanel::stopClock);

    connect(midend(), &Midend::positionMoved, this, &SlidingTab::positionMoved);
    connect(solverRunner(), &SolverRunner::progressed, this,
            [this](const common::Progress &progress) {
                if (midend()->jobScope() == Midend::JobScope::Advice)
                    return; // the coach's measurement is not a search the panel describes
                m_search->showProgress(progress);
                std::optional<Board> best;
                {
                    const std::lock_guard lock(m_show->mutex);
                    best = m_show->best;
                }
                if (best)
                    m_search->showBestBoard(*best);
            });

    // A different board at every start: the first New must not repeat the one on screen.
    m_seed = QRandomGenerator::global()->bounded(1U, 1000000U);
    startGame(*sliding::scrambleBoard(4, 4, m_seed, m_outOfPlacePercent / 100.0));
    rememberSeed(4, 4, m_seed);
}

void SlidingTab::rememberSeed(int rows, int cols, std::uint64_t seed)
{
    m_seedId = sliding::seedGameId({rows, cols, m_outOfPlacePercent / 100.0, seed});
    m_seededStart = document().start;
    emit documentChanged(); // the ID on show changed
}

QString SlidingTab::gameId() const
{
    const Board start = document().start;
    return start == m_seededStart ? m_seedId : sliding::descriptiveGameId(start);
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
        m_seed = static_cast<quint32>(parsed->scramble.seed); // Scramble goes on from here
        m_outOfPlacePercent = static_cast<int>(std::lround(parsed->scramble.outOfPlace * 100));
        rememberSeed(parsed->scramble.rows, parsed->scramble.cols, parsed->scramble.seed);
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

StatisticsCategory SlidingTab::statisticsCategory() const
{
    return {QStringLiteral("%1x%2").arg(board().rows()).arg(board().cols()),
            tr("%1 x %2").arg(board().rows()).arg(board().cols())};
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
                                QRandomGenerator::global()->generate(), m_outOfPlacePercent, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_seed = dialog.seed();
    m_outOfPlacePercent = dialog.outOfPlacePercent();
    QSettings().setValue(QStringLiteral("sliding/outOfPlacePercent"), m_outOfPlacePercent);
    auto board
        = sliding::scrambleBoard(dialog.rows(), dialog.cols(), m_seed, m_outOfPlacePercent / 100.0);
    if (!board) {
        emit statusMessage(board.error().message());
        return;
    }
    startGame(*board);
    rememberSeed(dialog.rows(), dialog.cols(), m_seed);
    emit statusMessage(
        tr("New %1 x %2 game, seed %3").arg(dialog.rows()).arg(dialog.cols()).arg(m_seed));
}

void SlidingTab::scramble()
{
    ++m_seed;
    const int rows = board().rows();
    const int cols = board().cols();
    auto scrambled = sliding::scrambleBoard(rows, cols, m_seed, m_outOfPlacePercent / 100.0);
    if (!scrambled)
        return;
    midend()->jumpTo(common::GameState::of(*scrambled), tr("Scramble"));
    rememberSeed(rows, cols, m_seed);
    emit statusMessage(tr("Scrambled with seed %1").arg(m_seed));
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
    // On a solution found before (by Solve, an earlier hint or the coach), the next move is
    // known: no search.
    if (const auto known = m_memory.lookup(board()); known && known->next && known->forHints) {
        midend()->markAssisted();
        slide(std::string(1, known->next));
        emit statusMessage(known->distance >= 0
                               ? tr("Hint: the next move of an optimal solution found before")
                               : tr("Hint: the next move of the solution found before (not "
                                    "proven optimal)"));
        return;
    }
    startSearch(true);
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
    std::shared_ptr<SearchShow> show = m_show;
    const QString title = forHint ? tr("Looking for a hint") : tr("Solving");
    // A hint always asks for the default (optimal where it can be) answer.
    sliding::SolveOptions chosen;
    if (!forHint) {
        chosen.algorithm = static_cast<sliding::Algorithm>(m_algorithm->currentData().toInt());
        chosen.heuristic = static_cast<sliding::HeuristicKind>(m_heuristic->currentData().toInt());
    }
    chosen.memoryLimitBytes = std::uint64_t(m_memoryLimit->value()) << 20;
    // Automatic (a hint's search included) tries the optimal search first on up to 25 cells.
    chosen.optimalBudgetSeconds = m_budget->value();
    const bool wantsFiveByFive = start.rows() == 5 && start.cols() == 5
        && chosen.algorithm != sliding::Algorithm::Fast
        && chosen.algorithm != sliding::Algorithm::AStar
        && chosen.heuristic == sliding::HeuristicKind::Auto;
    const bool wantsTables = start.rows() == 4 && start.cols() == 4
        && chosen.algorithm != sliding::Algorithm::Fast
        && (chosen.heuristic == sliding::HeuristicKind::Auto
            || chosen.heuristic == sliding::HeuristicKind::PatternDatabase);
    if (!wantsTables) {
        // Refuse impossible choices (pattern databases on 3 x 3...) before starting a thread.
        if (auto checked = sliding::resolveOptions(start, chosen); !checked) {
            emit statusMessage(checked.error().reason);
            m_search->finished(checked.error().reason);
            return;
        }
    }
    // The first 4 x 4 search of the run without the 7-8 tables starts their build beside it;
    // this search and the next ones take the 6-6-3 tables until it is done.
    const sliding::PatternPartition strongPartition = TableBuilder::partition();
    if (wantsTables)
        m_tables->startIfMissing();
    midend()->run(
        {.title = title, .assists = true},
        [start, show, chosen, wantsTables, wantsFiveByFive,
         strongPartition](common::SolverSink &sink) {
            SearchOutcome outcome;
            ShowingSink showing(sink, show, show->mutex, show->best);
            sliding::SolveOptions options = chosen;
            std::shared_ptr<const sliding::PatternDatabase> tables;
            std::shared_ptr<const sliding::CompactPatternDatabase> strongTables;
            if (wantsTables) {
                // Built once (about ten seconds of CPU) and cached on disk; progress
                // shows meanwhile.
                auto loaded = sliding::PatternDatabase::shared(showing);
                if (!loaded) {
                    outcome.error = loaded.error().message();
                    return outcome;
                }
                tables = *loaded;
                options.patternDatabase = tables.get();
                // The 7-8 tables answer far faster once built (by the TableBuilder or
                // puzzle-cli slide build-tables); never here, where a search waits, and not
                // while they are being built.
                strongTables = sliding::CompactPatternDatabase::sharedIfCached(strongPartition,
                                                                               &outcome.refused);
                options.compactDatabase = strongTables.get();
            }
            if (wantsFiveByFive) {
                // The 6-6-6-6 tables where puzzle-cli slide build-tables --size 5 made them.
                strongTables = sliding::CompactPatternDatabase::sharedIfCached(
                    sliding::PatternPartition::twentyFour6666());
                options.compactDatabase = strongTables.get();
            }
            auto result = sliding::solveBoard(start, options, showing);
            if (!result)
                outcome.error = result.error().message();
            else
                outcome.result = *result;
            return outcome;
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
    {
        const std::lock_guard lock(m_show->mutex);
        if (m_show->best)
            m_search->showBestBoard(*m_show->best);
    }
    if (!result.solved()) {
        QString why;
        switch (result.status) {
        case SolveResult::Status::MemoryLimit:
            why = result.algorithm == sliding::Algorithm::AStar
                ? tr("A* stopped after %1 expanded nodes: its memory passed the limit of %2 MiB. "
                     "IDA* solves the same board in little memory.")
                      .arg(QLocale().toString(static_cast<qlonglong>(result.expanded)))
                      .arg(m_memoryLimit->value())
                : tr("The search gave up: %1").arg(QString::fromStdString(result.message));
            break;
        case SolveResult::Status::Unsolvable:
            why = tr("This board cannot be solved: its tiles have the wrong parity.");
            break;
        case SolveResult::Status::Cancelled:
        case SolveResult::Status::Solved:
            why = tr("The search stopped: %1").arg(QString::fromStdString(result.message));
            break;
        }
        m_search->finished(why);
        emit statusMessage(why);
        return;
    }
    const QString quality = result.optimal ? tr("optimal") : tr("not proven optimal");
    QString text = tr("%1 moves (%2)\nBy %3\nExpanded: %4\nh of the start: %5\nTime: %6 s")
                       .arg(result.moves.size())
                       .arg(quality)
                       .arg(slidingnames::answeredBy(result, m_budget->value()))
                       .arg(QLocale().toString(static_cast<qlonglong>(result.expanded)))
                       .arg(result.startHeuristic)
                       .arg(QLocale().toString(seconds, 'f', 2));
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
        slide(result.moves.substr(0, 1));
        emit statusMessage(tr("Hint: one move of a %1 solution of %2 moves")
                               .arg(quality)
                               .arg(result.moves.size()));
        return;
    }
    m_solution = result.moves;
    m_replayBase = m_undo->index();
    m_player->reset(static_cast<int>(m_solution.size()));
    emit statusMessage(tr("Solution: %1 moves (%2). Replay it with the player below.")
                           .arg(result.moves.size())
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
