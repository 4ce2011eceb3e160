#include "ui/noodles/NoodlesTab.h"

#include "core/common/PuzzleFile.h"
#include "core/noodles/BoardFile.h"
#include "core/noodles/FewestTurns.h"
#include "core/noodles/LevelGenerator.h"
#include "core/noodles/LockCheck.h"
#include "core/noodles/NoodlesGameId.h"
#include "core/noodles/Rule.h"
#include "core/noodles/Solver.h"
#include "core/noodles/Topology.h"
#include "ui/common/GameClock.h"
#include "ui/common/Midend.h"
#include "ui/common/SidePanel.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"
#include "ui/common/StepRecording.h"
#include "ui/common/StorageNotices.h"
#include "ui/noodles/DeductionWords.h"
#include "ui/noodles/NewNoodlesDialog.h"
#include "ui/noodles/NoodlesCommands.h"
#include "ui/noodles/NoodlesView.h"

#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSettings>
#include <QTimer>
#include <QUndoStack>
#include <QVBoxLayout>

namespace pw::ui {

namespace {

using common::StepEvent;

} // namespace

NoodlesTab::NoodlesTab(QWidget *parent)
    : PuzzleTab(parent)
    , m_undoStack(midend()->history())
    , m_view(new NoodlesView(this))
    , m_statusLine(new QLabel(this))
    , m_explanation(new QLabel(this))
    , m_difficultyLabel(new QLabel(this))
    , m_player(new StepPlayer(this))
    , m_recording(new StepRecording(solverRunner(), m_player, this))
{
    setObjectName(QStringLiteral("noodlesTab"));
    m_view->setObjectName(QStringLiteral("noodlesView"));
    m_statusLine->setObjectName(QStringLiteral("noodlesStatus"));
    m_explanation->setObjectName(QStringLiteral("noodlesExplanation"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_explanation->hide();
    m_view->setAccessibleName(tr("Noodles board"));
    m_view->setToolTip(tr("Left click turns a piece anticlockwise, right click clockwise, middle "
                          "click locks it; keys: arrows move the cursor, A and D (or Enter) turn, "
                          "Space locks. The wheel (or + and -) zooms, a drag moves the board, 0 "
                          "fits it to the window"));
    auto *restartButton = new QPushButton(tr("Res&tart"), this);
    restartButton->setObjectName(QStringLiteral("noodlesRestart"));
    restartButton->setToolTip(tr("Turn every piece back to where the game started (undoable)"));
    connect(restartButton, &QPushButton::clicked, this, &NoodlesTab::restart);
    auto *jumbleButton = new QPushButton(tr("&Jumble"), this);
    jumbleButton->setObjectName(QStringLiteral("noodlesJumble"));
    jumbleButton->setToolTip(tr("Turn every unlocked piece at random (undoable)"));
    connect(jumbleButton, &QPushButton::clicked, this, &NoodlesTab::jumble);
    auto *checkButton = new QPushButton(tr("Check &locks"), this);
    checkButton->setObjectName(QStringLiteral("noodlesCheckLocks"));
    checkButton->setToolTip(tr("Cross out the locked pieces that no solution has turned that "
                               "way (counts as help)"));
    connect(checkButton, &QPushButton::clicked, this, &NoodlesTab::checkLocks);
    m_difficultyLabel->setObjectName(QStringLiteral("noodlesDifficulty"));
    m_difficultyLabel->setWordWrap(true);
    auto *side = new QVBoxLayout;
    side->addWidget(m_difficultyLabel);
    side->addWidget(restartButton);
    side->addWidget(jumbleButton);
    side->addWidget(checkButton);
    side->addStretch();
    auto *top = new QHBoxLayout;
    top->addWidget(m_view, 1);
    top->addWidget(makeSidePanel(side, 14, this));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_statusLine);
    layout->addLayout(top, 1);
    layout->addWidget(m_explanation);
    layout->addWidget(m_player);
    m_player->hide();

    connect(m_view, &NoodlesView::rotateRequested, this, &NoodlesTab::rotateRequested);
    connect(m_view, &NoodlesView::lockRequested, this, &NoodlesTab::lockRequested);
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

    updateStatusLine();
    // Start with a game rather than an empty board (generated off the UI thread like any other),
    // and a different one every time: the first New must not repeat it.
    noodles::GeneratorOptions first = savedOptions();
    first.seed = QRandomGenerator::global()->bounded(1U, 1000000U);
    generateGame(first);
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
    const bool hex = m_board.kind() == noodles::GridKind::Hex;
    const bool wrap = m_board.wraps();
    return {
        QStringLiteral("%1x%2 %3%4")
            .arg(m_board.width())
            .arg(m_board.height())
            .arg(hex ? QStringLiteral("hex") : QStringLiteral("square"))
            .arg(wrap ? QStringLiteral(" wrap") : QString()),
        (hex ? tr("%1 x %2 hex") : tr("%1 x %2 square")).arg(m_board.width()).arg(m_board.height())
            + (wrap ? tr(", wrapping") : QString())};
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
    noodles::GeneratorOptions initial = savedOptions();
    initial.seed = QRandomGenerator::global()->bounded(1000000000u); // fresh, shown and editable
    NewNoodlesDialog dialog(initial, this);
    dialog.setLevel(noodles::difficultyLevelFromId(
        QSettings().value(QStringLiteral("noodles/level")).toString().toStdString()));
    if (dialog.exec() != QDialog::Accepted)
        return;
    saveOptions(dialog.options());
    QSettings().setValue(QStringLiteral("noodles/level"),
                         dialog.level() ? QLatin1String(noodles::difficultyLevelId(*dialog.level()))
                                        : QStringLiteral("any"));
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
            showDifficulty();
            if (level) {
                emit statusMessage(
                    tr("A %1 puzzle, found among %n board(s).", nullptr, puzzle.attempts)
                        .arg(noodles::difficultyLevelDisplayName(*level)));
            }
            emit documentChanged(); // the ID on show changed
        });
}

void NoodlesTab::showDifficulty()
{
    if (!m_difficulty) {
        m_difficultyLabel->hide(); // a board from a file or a descriptive ID is not rated
        return;
    }
    const noodles::DifficultyLevel level = m_difficulty->level;
    const QString name = noodles::difficultyLevelDisplayName(level);
    m_difficultyLabel->setText(
        level == noodles::DifficultyLevel::Guesswork
            ? tr("Difficulty: %1 (%n guess(es))", nullptr, static_cast<int>(m_difficulty->guesses))
                  .arg(name)
            : tr("Difficulty: %1").arg(name));
    switch (level) {
    case noodles::DifficultyLevel::Gentle:
        m_difficultyLabel->setToolTip(tr("The borders and the sides the neighbours show fix "
                                         "every piece"));
        break;
    case noodles::DifficultyLevel::Tricky:
        m_difficultyLabel->setToolTip(tr("Needs the loop rule too: a piece never closes a loop"));
        break;
    case noodles::DifficultyLevel::Tough:
        m_difficultyLabel->setToolTip(tr("Needs the dead-end rule too: two dead ends never face "
                                         "each other"));
        break;
    case noodles::DifficultyLevel::Fiendish:
        m_difficultyLabel->setToolTip(tr("Needs the isolation rule too: no group of pieces may "
                                         "be sealed off from the rest"));
        break;
    case noodles::DifficultyLevel::Guesswork:
    case noodles::DifficultyLevel::Unsolvable:
        m_difficultyLabel->setToolTip(tr("The rules stall: pieces must be tried, and the board "
                                         "may have several solutions"));
        break;
    }
    m_difficultyLabel->show();
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
    showDifficulty();
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
    m_replay.reset();
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
        showDifficulty();
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
    if (m_board.isNull()) {
        m_statusLine->setText(tr("Generating a puzzle…"));
        return;
    }
    const qint64 seconds = midend()->clock()->millis() / 1000;
    const QString time
        = QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, QLatin1Char('0'));
    int locked = 0;
    for (int cell = 0; cell < m_board.cellCount(); ++cell)
        locked += m_board.isLocked(cell);
    QString text = tr("Moves: %1    Time: %2    Powered: %3 / %4    Locked: %5")
                       .arg(m_moves)
                       .arg(time)
                       .arg(m_network.poweredCount())
                       .arg(m_board.cellCount())
                       .arg(locked);
    if (m_network.loopCellCount() > 0)
        text += QStringLiteral("    ") + tr("A loop is closed (drawn in red): open it.");
    if (m_network.isSolved())
        text += QStringLiteral("    ") + solvedText();
    m_statusLine->setText(text);
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
    m_stepBoard = m_board;
    m_stepBoard.unlockAll();
    const noodles::Board start = m_stepBoard;
    m_recording->start();
    midend()->run(
        {.title = tr("Solving Noodles"), .wantsSteps = true, .assists = true},
        [start](common::SolverSink &sink) { return noodles::solve(start, sink); },
        [this, start](const noodles::SolveResult &r) {
            if (r.solution.empty()) {
                if (r.impossibility)
                    m_player->hide(); // refused before any search: no steps to show
                emit statusMessage(r.impossibility ? tr("This puzzle has no solution: %1.")
                                                         .arg(r.impossibility->message(start))
                                                   : tr("This puzzle has no solution."));
                return;
            }
            NoodlesPositionCommand::Position after = NoodlesPositionCommand::positionOf(m_board);
            after.tiles = r.solution;
            m_applyingSolution = true;
            m_undoStack->push(new NoodlesPositionCommand(
                this, tr("Solve"), NoodlesPositionCommand::positionOf(m_board), after));
            m_applyingSolution = false;
            // After the move, whose "Solved in..." it replaces.
            emit statusMessage(r.status == noodles::SolveStatus::Unique
                                   ? tr("Solved: the solution is unique (%n "
                                        "guess(es)). Step through the deductions "
                                        "below.",
                                        nullptr, static_cast<int>(r.guesses))
                                   : tr("This board has several solutions; showing one."));
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
            if (check->locked == 0)
                emit statusMessage(tr("No piece is locked yet: middle-click or Space locks "
                                      "one."));
            else if (!check->solvable)
                emit statusMessage(tr("This board has no solution."));
            else if (check->fitTogether)
                emit statusMessage(
                    tr("All %n locked piece(s) agree with a solution.", nullptr, check->locked));
            else if (check->wrong.empty())
                emit statusMessage(tr("Each locked piece fits some solution, but not all of "
                                      "them together: one of them belongs to another "
                                      "solution."));
            else
                emit statusMessage(tr("%n locked piece(s), crossed out in red, fit no "
                                      "solution turned that way.",
                                      nullptr, static_cast<int>(check->wrong.size())));
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
            if (!hint) {
                const auto impossibility = noodles::findImpossibility(m_board, false);
                emit statusMessage(m_network.isSolved() ? tr("The puzzle is already solved.")
                                       : impossibility
                                       ? tr("No hint: the puzzle has no solution: %1.")
                                             .arg(impossibility->message(m_board))
                                       : tr("No hint: the puzzle has no solution."));
                return;
            }
            const noodles::Hint h = *hint;
            NoodlesPositionCommand::Position after = NoodlesPositionCommand::positionOf(m_board);
            after.tiles[static_cast<std::size_t>(h.cell)] = h.mask;
            after.locked[static_cast<std::size_t>(h.cell)] = true;
            m_undoStack->push(new NoodlesPositionCommand(
                this, tr("Hint"), NoodlesPositionCommand::positionOf(m_board), after));
            m_view->setCursor(h.cell);
            // Why: the rules' sentences, and their evidence drawn on the board.
            const QString why = DeductionWords::hint(m_board.kind(), h.reasons);
            if (!h.reasons.empty())
                m_view->setEvidence(DeductionWords::evidence(m_board.topology(), h.reasons, false));
            QString text;
            switch (h.kind) {
            case noodles::HintKind::Deduced:
                text = tr("Hint: %1 follows from the locked pieces; it is now turned and "
                          "locked.")
                           .arg(cellName(h.cell));
                break;
            case noodles::HintKind::Wrong:
                text = tr("Hint: %1 was wrong (no solution has it turned that way); it is "
                          "now turned and locked.")
                           .arg(cellName(h.cell));
                break;
            case noodles::HintKind::OneOfSeveral:
                text = tr("Hint: this board has several solutions; %1 is now turned as in "
                          "one of them and locked.")
                           .arg(cellName(h.cell));
                break;
            }
            emit statusMessage(text);
            explain(why.isEmpty() ? QString() : tr("Why: %1").arg(why));
        });
}

void NoodlesTab::seekSteps(int to)
{
    if (m_stepBoard.isNull() || m_recording->isEmpty())
        return;
    if (!m_replay)
        m_replay = std::make_unique<noodles::StepReplay>(m_stepBoard, false);
    // Up to the step before the current one: its evidence is read from the sets it was made on.
    m_replay->seek(m_recording->steps(), to - 1);
    std::optional<noodles::Deduction> deduction;
    if (to > 0) {
        const StepEvent &step = m_recording->steps()[static_cast<std::size_t>(to - 1)];
        if (step.kind == StepEvent::Kind::Eliminate)
            deduction = m_replay->explain(step);
        m_replay->apply(step);
    }
    NoodlesView::Replay replay;
    replay.candidates.resize(static_cast<std::size_t>(m_stepBoard.cellCount()));
    for (int cell = 0; cell < m_stepBoard.cellCount(); ++cell)
        replay.candidates[static_cast<std::size_t>(cell)] = m_replay->candidates(cell);
    if (to > 0) {
        const StepEvent &step = m_recording->steps()[static_cast<std::size_t>(to - 1)];
        if (step.kind != StepEvent::Kind::Note)
            replay.highlight = step.subject;
        const bool explained = deduction && deduction->rule != noodles::Rule {};
        emit statusMessage(
            tr("Step %1 of %2: %3").arg(to).arg(m_recording->size()).arg(describeStep(step)));
        // Every step says something here, so the line keeps its place while the player plays.
        explain(explained ? tr("Step %1, %2: %3")
                                .arg(to)
                                .arg(cellName(step.subject),
                                     DeductionWords::step(m_stepBoard.kind(), *deduction))
                          : tr("Step %1: %2").arg(to).arg(describeStep(step)));
    } else {
        emit statusMessage(tr("Before the first deduction."));
        explain(tr("Before the first deduction: each piece shows every orientation it has."));
    }
    // The replay draws the board the solver started from.
    m_view->setBoard(m_stepBoard, noodles::PowerNetwork(m_stepBoard));
    m_view->setReplay(std::move(replay));
    if (deduction && deduction->rule != noodles::Rule {})
        m_view->setEvidence(DeductionWords::evidence(m_stepBoard.topology(), {*deduction}, true));
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

QString NoodlesTab::cellName(int cell) const
{
    const noodles::Topology &topology = m_board.topology();
    return tr("the piece at column %1, row %2")
        .arg(topology.col(cell) + 1)
        .arg(topology.row(cell) + 1);
}

QString NoodlesTab::ruleText(int rule)
{
    switch (static_cast<noodles::Rule>(rule)) {
    case noodles::Rule::Border:
        return tr("it would point off the board");
    case noodles::Rule::Neighbour:
        return tr("it disagrees with a side already known open or closed");
    case noodles::Rule::Loop:
        return tr("it would close a loop");
    case noodles::Rule::Isolation:
        return tr("it would seal off a network smaller than the board");
    case noodles::Rule::Locked:
        return tr("the piece is locked");
    case noodles::Rule::GuessFailed:
        return tr("trying it led to a contradiction");
    case noodles::Rule::GuessExplored:
        return tr("its branch has been searched");
    }
    return tr("unknown rule");
}

QString NoodlesTab::describeStep(const StepEvent &step) const
{
    switch (step.kind) {
    case StepEvent::Kind::Eliminate:
        return tr("%1 cannot take this orientation: %2")
            .arg(cellName(step.subject), ruleText(step.detail));
    case StepEvent::Kind::Deduce:
        return tr("%1 is fixed (last rule: %2)").arg(cellName(step.subject), ruleText(step.detail));
    case StepEvent::Kind::Choose:
        return tr("guess: try one orientation of %1").arg(cellName(step.subject));
    case StepEvent::Kind::Note:
        return step.detail == static_cast<int>(noodles::NoteKind::Solution)
            ? tr("every piece is fixed: a solution")
            : tr("back to the state before the last guess");
    default:
        return {};
    }
}

void NoodlesTab::saveOptions(const noodles::GeneratorOptions &options) const
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("noodles"));
    settings.setValue(QStringLiteral("grid"),
                      options.kind == noodles::GridKind::Hex ? QStringLiteral("hex")
                                                             : QStringLiteral("square"));
    settings.setValue(QStringLiteral("width"), options.width);
    settings.setValue(QStringLiteral("height"), options.height);
    settings.setValue(QStringLiteral("wrap"), options.wrap);
    settings.setValue(QStringLiteral("unique"), options.unique);
    settings.setValue(QStringLiteral("seed"), QString::number(options.seed + 1));
}

noodles::GeneratorOptions NoodlesTab::savedOptions() const
{
    QSettings settings;
    settings.beginGroup(QStringLiteral("noodles"));
    noodles::GeneratorOptions options;
    options.kind = settings.value(QStringLiteral("grid")).toString() == QLatin1String("hex")
        ? noodles::GridKind::Hex
        : noodles::GridKind::Square;
    options.width = settings.value(QStringLiteral("width"), 7).toInt();
    options.height = settings.value(QStringLiteral("height"), 7).toInt();
    options.wrap = settings.value(QStringLiteral("wrap"), false).toBool();
    options.unique = settings.value(QStringLiteral("unique"), true).toBool();
    options.seed
        = settings.value(QStringLiteral("seed"), QStringLiteral("1")).toString().toULongLong();
    // A size the generator refuses (a hand-edited "width=-5") would leave the tab blank on
    // "Generating a puzzle…": the default board is played instead, and the status bar says why.
    if (const common::Status problem
        = noodles::Topology::validate(options.kind, options.width, options.height, options.wrap)) {
        StorageNotices::instance()->addNote(
            QStringLiteral("settings/noodles"),
            tr("The saved Noodles board size is out of range (%1); the default board is "
               "used.")
                .arg(problem->reason));
        const std::uint64_t seed = options.seed;
        options = noodles::GeneratorOptions {};
        options.seed = seed;
    }
    return options;
}

} // namespace pw::ui
