#include "ui/noodles/NoodlesTab.h"

#include "core/common/PuzzleFile.h"
#include "core/noodles/BoardFile.h"
#include "core/noodles/FewestTurns.h"
#include "core/noodles/LevelGenerator.h"
#include "core/noodles/LockCheck.h"
#include "core/noodles/NoodlesBackend.h"
#include "core/noodles/NoodlesGameId.h"
#include "core/noodles/Solver.h"
#include "ui/common/GameClock.h"
#include "ui/common/Midend.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"
#include "ui/common/StepRecording.h"
#include "ui/noodles/DeductionWords.h"
#include "ui/noodles/NewNoodlesDialog.h"
#include "ui/noodles/NoodlesCommands.h"
#include "ui/noodles/NoodlesMessages.h"
#include "ui/noodles/NoodlesSettings.h"
#include "ui/noodles/NoodlesSidePanel.h"
#include "ui/noodles/NoodlesStatusLine.h"
#include "ui/noodles/NoodlesView.h"

#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QMessageBox>
#include <QRandomGenerator>
#include <QUndoStack>
#include <QVBoxLayout>

namespace pw::ui {

NoodlesTab::NoodlesTab(QWidget *parent)
    : PuzzleTab(parent)
    , m_undoStack(midend()->history())
    , m_view(new NoodlesView(this))
    , m_statusLine(new NoodlesStatusLine(this))
    , m_explanation(new QLabel(this))
    , m_sidePanel(new NoodlesSidePanel(this))
    , m_player(new StepPlayer(this))
    , m_recording(new StepRecording(solverRunner(), m_player, this))
{
    setObjectName(QStringLiteral("noodlesTab"));
    setUpView();
    m_explanation->setObjectName(QStringLiteral("noodlesExplanation"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_explanation->hide();
    auto *top = new QHBoxLayout;
    top->addWidget(m_view, 1);
    top->addWidget(m_sidePanel);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_statusLine);
    layout->addLayout(top, 1);
    layout->addWidget(m_explanation);
    layout->addWidget(m_player);
    m_player->hide();
    connectParts();
    updateStatusLine();
    // Start with a game rather than an empty board (generated off the UI thread like any other),
    // and a different one every time: the first New must not repeat it.
    noodles::GeneratorOptions first = NoodlesSettings::generatorOptions();
    first.seed = QRandomGenerator::global()->bounded(1U, 1000000U);
    generateGame(first);
}

void NoodlesTab::setUpView()
{
    m_view->setObjectName(QStringLiteral("noodlesView"));
    m_view->setAccessibleName(tr("Noodles board"));
    m_view->setToolTip(tr("Left click turns a piece anticlockwise, right click clockwise, middle "
                          "click locks it; keys: arrows move the cursor, A and D (or Enter) turn, "
                          "Space locks. The wheel (or + and -) zooms, a drag moves the board, 0 "
                          "fits it to the window"));
}

void NoodlesTab::connectParts()
{
    connect(m_view, &NoodlesView::rotateRequested, this, &NoodlesTab::rotateRequested);
    connect(m_view, &NoodlesView::lockRequested, this, &NoodlesTab::lockRequested);
    connect(m_sidePanel, &NoodlesSidePanel::restartClicked, this, &NoodlesTab::restart);
    connect(m_sidePanel, &NoodlesSidePanel::jumbleClicked, this, &NoodlesTab::jumble);
    connect(m_sidePanel, &NoodlesSidePanel::checkLocksClicked, this, &NoodlesTab::checkLocks);
    m_player->setSeekHandler([this](int to) { seekSteps(to); });
    connect(solverRunner(), &SolverRunner::stepLimitReached, this, [this] {
        emit statusMessage(tr("The step-through keeps the first %L1 steps; the solver goes on.")
                               .arg(SolverRunner::stepLimit));
    });
    // A cancelled solve's steps are let go: cancel frees their memory.
    connect(midend(), &Midend::jobCancelled, this, &NoodlesTab::dropSteps);
    connect(midend(), &Midend::positionMoved, this, [this] {
        m_view->setMarkedCells({}); // a check describes the position it was made for
        m_view->setEvidence({}); // and so does a hint's
        if (!m_view->showsReplay())
            explain({});
        if (!m_applyingSolution)
            dropSteps();
    });
    connect(midend()->clock(), &GameClock::ticked, this, &NoodlesTab::updateStatusLine);
}

QString NoodlesTab::firstTip() const
{
    return tr("Tip: click a piece to turn it (right-click turns it back, middle-click locks it) "
              "until every piece is lit from the source. F1 shows the rules.");
}

StatisticsCategory NoodlesTab::statisticsCategory() const
{
    if (m_board.isNull())
        return {};
    // The back end's category, which the command line's statistics use too.
    const common::StatisticsCategory category
        = noodles::NoodlesBackend::statisticsCategory(m_board);
    return {category.key, category.label};
}

QString NoodlesTab::gameId() const
{
    if (m_startBoard.isNull())
        return {};
    return m_startBoard.tiles() == m_seededTiles ? m_seedId
                                                 : noodles::descriptiveGameId(m_startBoard);
}

common::Status NoodlesTab::checkGameId(const QString &id) const
{
    return noodles::parseGameId(id).status();
}

void NoodlesTab::startGameFromId(const QString &id)
{
    const auto parsed = noodles::parseGameId(id);
    if (!parsed)
        return;
    if (parsed->kind == common::GameIdKind::Seed)
        generateGame(parsed->generator); // the same generator, the same board
    else
        startGame(parsed->board);
}

QString NoodlesTab::dailyGameId(const QDate &date) const
{
    return noodles::dailyGameId(date);
}

QWidget *NoodlesTab::boardWidget() const
{
    return m_view;
}

QString NoodlesTab::puzzleKind() const
{
    return QString::fromLatin1(common::envelope::noodles);
}

QString NoodlesTab::displayName() const
{
    return tr("Noodles");
}

QStringList NoodlesTab::fileFilters() const
{
    return {tr("Noodles puzzles (*.json)"), tr("All files (*)")};
}

void NoodlesTab::newGame()
{
    noodles::GeneratorOptions initial = NoodlesSettings::generatorOptions();
    initial.seed = QRandomGenerator::global()->bounded(1000000000u); // fresh, shown and editable
    NewNoodlesDialog dialog(initial, this);
    dialog.setLevel(NoodlesSettings::level());
    if (dialog.exec() != QDialog::Accepted)
        return;
    NoodlesSettings::setGeneratorOptions(dialog.options());
    NoodlesSettings::setLevel(dialog.level());
    generateGame(dialog.options(), dialog.level());
}

void NoodlesTab::generateGame(const noodles::GeneratorOptions &options,
                              std::optional<noodles::DifficultyLevel> level)
{
    const QString title = level
        ? tr("Generating a %1 Noodles puzzle").arg(noodles::difficultyLevelDisplayName(*level))
        : tr("Generating a Noodles puzzle");
    midend()->run(
        {.title = title, .scope = Midend::JobScope::Game},
        [options, level](common::SolverSink &sink) {
            // Polls the sink, so Cancel, New or Open (which waits for the job) stop a long
            // generation at once.
            return level ? noodles::generateAtLevel(options, *level, sink)
                         : noodles::generateRated(options, sink);
        },
        [this, level](const common::Expected<noodles::RatedPuzzle> &result) {
            if (!result) {
                emit statusMessage(result.error().message());
                QMessageBox::warning(this, tr("New Noodles Game"), result.error().message());
                return;
            }
            const noodles::RatedPuzzle &puzzle = result.value();
            startGame(puzzle.board);
            m_seedId = noodles::seedGameId(puzzle.options); // the seed that gave this level
            m_seededTiles = m_startBoard.tiles();
            m_difficulty = puzzle.rating;
            m_sidePanel->showDifficulty(m_difficulty);
            if (level) {
                emit statusMessage(
                    tr("A %1 puzzle, found among %n board(s).", nullptr, puzzle.attempts)
                        .arg(noodles::difficultyLevelDisplayName(*level)));
            }
            emit documentChanged(); // the ID on show changed
        });
}

void NoodlesTab::startGame(const noodles::Board &board, const QString &path)
{
    solverRunner()->cancelAndWait(); // a job finishing now must not replace this game
    m_board = board;
    m_startBoard = board;
    m_network.reset(m_board);
    m_moves = 0;
    m_fewest.reset();
    m_difficulty.reset(); // the generation that started it rates it
    m_sidePanel->showDifficulty(m_difficulty);
    midend()->startDocument(path); // drops the old position's steps
    m_view->setBoard(m_board, m_network);
    updateStatusLine();
}

void NoodlesTab::explain(const QString &text)
{
    m_explanation->setText(text);
    m_explanation->setVisible(!text.isEmpty());
}

void NoodlesTab::dropSteps()
{
    if (m_view->showsReplay()) {
        m_view->setBoard(m_board, m_network);
        explain({});
    }
    m_recording->clear();
    m_stepFrames.clear();
    m_player->hide();
}

common::Status NoodlesTab::checkFile(const QString &path) const
{
    return noodles::readBoardFile(path).status();
}

common::Status NoodlesTab::openFile(const QString &path)
{
    const auto board = noodles::readBoardFile(path);
    if (!board)
        return board.error();
    startGame(*board, path);
    return std::nullopt;
}

common::Status NoodlesTab::saveFile(const QString &path)
{
    if (m_board.isNull())
        return common::Error {path, {}, tr("there is no game to save yet")};
    return noodles::writeBoardFile(path, m_board);
}

QByteArray NoodlesTab::snapshot() const
{
    if (m_board.isNull() || m_network.isSolved())
        return {};
    // The file format, plus what the screen had beyond it: the position the history starts
    // from, the history and the move count.
    QJsonObject object = noodles::boardToJson(m_board);
    object.insert(
        QStringLiteral("historyStart"),
        NoodlesPositionCommand::positionToJson(NoodlesPositionCommand::positionOf(m_startBoard)));
    object.insert(QStringLiteral("history"), midend()->historyToJson());
    object.insert(QStringLiteral("moves"), m_moves);
    if (m_difficulty)
        noodles::insertDifficulty(object, *m_difficulty);
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

common::Status NoodlesTab::restoreSnapshot(const QByteArray &data)
{
    const QString source = tr("Noodles autosave");
    const auto object = common::parseEnvelope(data, source, puzzleKind());
    if (!object)
        return object.error();
    const auto board = noodles::boardFromJson(*object, source);
    if (!board)
        return board.error();
    // From the start of the history, its steps made again; failing that, the position alone.
    noodles::Board historyStart = *board;
    if (const auto start = NoodlesPositionCommand::positionFromJson(
            *board, object->value(QStringLiteral("historyStart")).toObject())) {
        historyStart.setTiles(start->tiles);
        for (int cell = 0; cell < board->cellCount(); ++cell)
            historyStart.setLocked(cell, start->locked[static_cast<std::size_t>(cell)]);
    }
    startGame(historyStart);
    const bool rebuilt = midend()->restoreHistory(
        object->value(QStringLiteral("history")).toObject(),
        [this](const QJsonValue &step) { return readNoodlesStep(this, step); });
    if (!rebuilt) {
        startGame(*board);
        m_moves = std::max(0, object->value(QStringLiteral("moves")).toInt());
    }
    if (const auto rating = noodles::difficultyFromJson(*object)) {
        m_difficulty = rating;
        m_sidePanel->showDifficulty(m_difficulty);
    }
    updateStatusLine();
    return std::nullopt;
}

void NoodlesTab::rotateRequested(int cell, int steps)
{
    if (leaveReplay())
        return; // the first click only brings the game back
    if (m_board.isNull() || m_network.isSolved())
        return; // the game is over; Undo still works
    if (m_board.isLocked(cell)) {
        emit statusMessage(tr("That piece is locked; middle-click or Space unlocks it."));
        return;
    }
    m_undoStack->push(new NoodlesRotateCommand(this, cell, steps));
}

void NoodlesTab::lockRequested(int cell)
{
    if (leaveReplay())
        return;
    if (m_board.isNull() || m_network.isSolved())
        return;
    m_undoStack->push(new NoodlesLockCommand(this, cell, !m_board.isLocked(cell)));
}

void NoodlesTab::restart()
{
    leaveReplay();
    if (m_board.isNull() || m_board.samePosition(m_startBoard))
        return;
    m_undoStack->push(new NoodlesPositionCommand(this, tr("Restart"),
                                                 NoodlesPositionCommand::positionOf(m_board),
                                                 NoodlesPositionCommand::positionOf(m_startBoard)));
}

void NoodlesTab::jumble()
{
    leaveReplay();
    if (m_board.isNull())
        return;
    NoodlesPositionCommand::Position after = NoodlesPositionCommand::positionOf(m_board);
    for (int cell = 0; cell < m_board.cellCount(); ++cell) {
        if (!m_board.isLocked(cell)) {
            after.tiles[static_cast<std::size_t>(cell)] = noodles::rotateMask(
                m_board.tile(cell),
                static_cast<int>(QRandomGenerator::global()->bounded(m_board.directions())),
                m_board.directions());
        }
    }
    m_undoStack->push(new NoodlesPositionCommand(
        this, tr("Jumble"), NoodlesPositionCommand::positionOf(m_board), after));
}

void NoodlesTab::applyRotation(int cell, int steps, int moveDelta)
{
    m_board.rotate(cell, steps);
    m_moves += moveDelta;
    m_network.tileChanged(m_board, cell);
    afterChange(cell, steps);
}

void NoodlesTab::applyLock(int cell, bool locked)
{
    m_board.setLocked(cell, locked);
    afterChange(-1, 0);
}

void NoodlesTab::applyPosition(const std::vector<noodles::TileMask> &tiles,
                               const std::vector<bool> &locked)
{
    m_board.setTiles(tiles);
    for (int cell = 0; cell < m_board.cellCount(); ++cell)
        m_board.setLocked(cell, locked[static_cast<std::size_t>(cell)]);
    m_network.reset(m_board);
    afterChange(-1, 0);
}

void NoodlesTab::afterChange(int rotatedCell, int steps)
{
    m_view->updateBoard(m_board, m_network, rotatedCell, steps);
    updateStatusLine();
}

GameResult NoodlesTab::finishedResult() const
{
    GameResult result;
    result.moves = m_moves;
    if (const noodles::FewestTurns *fewest = fewestTurns(); fewest && fewest->proven)
        result.optimalMoves = fewest->turns;
    return result;
}

void NoodlesTab::gameFinished(const GameResult &, int)
{
    m_view->startVanish();
    emit statusMessage(solvedText());
}

void NoodlesTab::finishUndone()
{
    m_view->stopVanish(); // the game goes on (and so does its clock: the midend's)
}

const noodles::FewestTurns *NoodlesTab::fewestTurns() const
{
    // Solve or a hint turned pieces too: the moves are not all the player's, so no comparison.
    if (midend()->isAssisted() || !isSolved())
        return nullptr;
    if (!m_fewest) {
        // Worked out once per game, at its end. A unique puzzle needs no guess; the limit keeps a
        // board with very many solutions from stalling the win (the best found is shown then).
        common::QuietSink sink;
        m_fewest = noodles::fewestTurns(m_startBoard, sink, 500);
    }
    return &*m_fewest;
}

void NoodlesTab::updateStatusLine()
{
    m_statusLine->showGame(m_board, m_network, m_moves, midend()->clock()->millis(),
                           isSolved() ? solvedText() : QString());
}

QString NoodlesTab::solvedText() const
{
    if (midend()->isAssisted())
        return tr("Solved with help; %n move(s) of your own.", nullptr, m_moves);
    const noodles::FewestTurns *fewest = fewestTurns();
    if (!fewest || fewest->turns < 0)
        return tr("Solved in %n move(s)", nullptr, m_moves);
    return (fewest->proven ? tr("Solved in %n move(s) (fewest possible: %1)", nullptr, m_moves)
                           : tr("Solved in %n move(s) (fewest found: %1)", nullptr, m_moves))
        .arg(fewest->turns);
}

void NoodlesTab::solve()
{
    if (m_board.isNull())
        return;
    leaveReplay();
    dropSteps();
    m_player->show();
    noodles::Board start = m_board;
    start.unlockAll();
    m_stepFrames.start(start);
    m_recording->start();
    midend()->run(
        {.title = tr("Solving Noodles"), .wantsSteps = true, .assists = true},
        [start](common::SolverSink &sink) { return noodles::solve(start, sink); },
        [this, start](const noodles::SolveResult &result) {
            if (result.solution.empty()) {
                if (result.impossibility)
                    m_player->hide(); // refused before any search: no steps to show
                emit statusMessage(NoodlesMessages::noSolution(result, start));
                return;
            }
            NoodlesPositionCommand::Position after = NoodlesPositionCommand::positionOf(m_board);
            after.tiles = result.solution;
            m_applyingSolution = true;
            m_undoStack->push(new NoodlesPositionCommand(
                this, tr("Solve"), NoodlesPositionCommand::positionOf(m_board), after));
            m_applyingSolution = false;
            // After the move, whose "Solved in..." it replaces.
            emit statusMessage(NoodlesMessages::solved(result));
        });
}

void NoodlesTab::checkLocks()
{
    if (m_board.isNull() || m_network.isSolved())
        return;
    leaveReplay();
    const noodles::Board board = m_board;
    midend()->run(
        {.title = tr("Checking the locks"), .assists = true},
        [board](common::SolverSink &sink) { return noodles::checkLocks(board, sink); },
        [this](const std::optional<noodles::LockCheck> &check) {
            if (!check)
                return;
            m_view->setMarkedCells(check->wrong);
            emit statusMessage(NoodlesMessages::lockCheck(*check));
        });
}

void NoodlesTab::hint()
{
    if (m_board.isNull())
        return;
    leaveReplay();
    const noodles::Board start = m_board;
    midend()->run(
        {.title = tr("Looking for a hint"), .assists = true},
        [start](common::SolverSink &sink) { return noodles::findHint(start, sink); },
        [this](const std::optional<noodles::Hint> &hint) {
            if (hint)
                applyHint(*hint);
            else
                emit statusMessage(NoodlesMessages::noHint(m_board, m_network.isSolved()));
        });
}

void NoodlesTab::applyHint(const noodles::Hint &hint)
{
    NoodlesPositionCommand::Position after = NoodlesPositionCommand::positionOf(m_board);
    after.tiles[static_cast<std::size_t>(hint.cell)] = hint.mask;
    after.locked[static_cast<std::size_t>(hint.cell)] = true;
    m_undoStack->push(new NoodlesPositionCommand(
        this, tr("Hint"), NoodlesPositionCommand::positionOf(m_board), after));
    m_view->setCursor(hint.cell);
    // Why: the rules' sentences, and their evidence drawn on the board.
    const QString why = DeductionWords::hint(m_board.kind(), hint.reasons);
    if (!hint.reasons.empty())
        m_view->setEvidence(DeductionWords::evidence(m_board.topology(), hint.reasons, false));
    emit statusMessage(NoodlesMessages::hintApplied(hint, m_board.topology()));
    explain(why.isEmpty() ? QString() : tr("Why: %1").arg(why));
}

void NoodlesTab::seekSteps(int to)
{
    if (m_stepFrames.startBoard().isNull() || m_recording->isEmpty())
        return;
    NoodlesStepFrames::Frame frame = m_stepFrames.frameAt(m_recording->steps(), to);
    emit statusMessage(frame.status);
    explain(frame.explanation);
    // The replay draws the board the solver started from.
    const noodles::Board &start = m_stepFrames.startBoard();
    m_view->setBoard(start, noodles::PowerNetwork(start));
    m_view->setReplay(std::move(frame.replay));
    if (frame.evidence)
        m_view->setEvidence(std::move(frame.evidence));
}

bool NoodlesTab::leaveReplay()
{
    if (!m_view->showsReplay())
        return false;
    m_player->pause();
    explain({});
    m_view->setBoard(m_board, m_network);
    if (m_network.isSolved())
        m_view->startVanish();
    emit statusMessage(tr("Back to the game."));
    return true;
}

} // namespace pw::ui
