#include "ui/noodles/NoodlesTab.h"

#include "core/backends/BackendRegistry.h"
#include "core/noodles/BoardFile.h"
#include "core/noodles/FewestTurns.h"
#include "core/noodles/LevelGenerator.h"
#include "core/noodles/NetGameId.h"
#include "core/noodles/NoodlesBackend.h"
#include "core/noodles/NoodlesGameId.h"
#include "core/noodles/NoodlesKind.h"
#include "ui/common/GameClock.h"
#include "ui/common/Midend.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"
#include "ui/common/StepRecording.h"
#include "ui/noodles/NewNoodlesDialog.h"
#include "ui/noodles/NoodlesHintArea.h"
#include "ui/noodles/NoodlesLockTools.h"
#include "ui/noodles/NoodlesSettings.h"
#include "ui/noodles/NoodlesSidePanel.h"
#include "ui/noodles/NoodlesStatusLine.h"
#include "ui/noodles/NoodlesTabLayout.h"
#include "ui/noodles/NoodlesTurns.h"
#include "ui/noodles/NoodlesView.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QRandomGenerator>

namespace pw::ui {

NoodlesTab::NoodlesTab(QWidget *parent)
    : PuzzleTab(parent)
    , m_view(new NoodlesView(this))
    , m_statusLine(new NoodlesStatusLine(this))
    , m_hintArea(new NoodlesHintArea(this))
    , m_sidePanel(new NoodlesSidePanel(this))
    , m_player(new StepPlayer(this))
    , m_recording(new StepRecording(solverRunner(), m_player, this))
    , m_lockTools(new NoodlesLockTools(m_view, midend(), this))
{
    setObjectName(QStringLiteral("noodlesTab"));
    layOutNoodlesTab(this, {m_statusLine, m_view, m_sidePanel, m_hintArea, m_player, m_lockTools});
    connectParts();
    updateStatusLine();
    // Start with a game rather than an empty board (generated off the UI thread like any other),
    // and a different one every time: the first New must not repeat it.
    noodles::GeneratorOptions first = NoodlesSettings::generatorOptions();
    first.seed = QRandomGenerator::global()->bounded(1U, 1000000U);
    generateGame(first);
}

void NoodlesTab::connectParts()
{
    // The game is the midend's: every state it puts on screen comes through showBoard.
    midend()->setBackend(
        backends::backendFor(puzzleKind()),
        [this](const common::GameState &state) { showBoard(state.as<noodles::Board>()); });
    connect(midend(), &Midend::aboutToReplaceGame, this, [this] { m_startingGame = true; });
    connect(midend(), &Midend::documentStarted, this, [this] { m_startingGame = false; });
    connect(m_view, &NoodlesView::rotateRequested, this, &NoodlesTab::rotateRequested);
    connect(m_view, &NoodlesView::lockRequested, this, &NoodlesTab::lockRequested);
    connect(m_view, &NoodlesView::edgeMarkRequested, this, &NoodlesTab::edgeMarkRequested);
    connect(m_view, &NoodlesView::sweepRequested, this, &NoodlesTab::sweepRequested);
    m_lockTools->setMayAct([this] { return !leaveReplay() && !board().isNull() && !isSolved(); });
    connect(m_view, &NoodlesView::shiftRequested, this, &NoodlesTab::shiftOrigin);
    m_player->setSeekHandler([this](int to) { seekSteps(to); });
    connect(solverRunner(), &SolverRunner::stepLimitReached, this, [this] {
        emit statusMessage(tr("The step-through keeps the first %L1 steps; the solver goes on.")
                               .arg(SolverRunner::stepLimit));
    });
    // A cancelled solve's steps are let go: cancel frees their memory.
    connect(midend(), &Midend::jobCancelled, this, &NoodlesTab::dropSteps);
    connect(midend(), &Midend::positionMoved, this, [this] {
        m_view->setMarkedCells({}); // a check describes the position it was made for
        m_view->setWrongMarks({});
        m_view->setEvidence({}); // and so does a hint's
        if (!m_view->showsReplay())
            explain({});
        if (!midend()->isApplyingSteppedAnswer())
            dropSteps(); // Solve's answer keeps the steps that found it
        updateStatusLine(); // after the history moved: its moves are counted
    });
    connect(midend()->clock(), &GameClock::ticked, this, &NoodlesTab::updateStatusLine);
}

QString NoodlesTab::firstTip() const
{
    return tr("Tip: click a piece to turn it (right-click turns it back, middle-click locks it) "
              "until every piece is lit from the source. Ctrl+click near a side marks it as a "
              "wall, Ctrl+right-click as joined. F1 shows the rules.");
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
    return QString::fromLatin1(pw::noodles::puzzleKind);
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
                warnUser(tr("New Noodles Game"), result.error().message()); // over this tab only
                return;
            }
            const noodles::RatedPuzzle &puzzle = result.value();
            noodles::Board rated = puzzle.board; // its level: its statistics category
            rated.setRating(puzzle.rating);
            startGame(rated);
            midend()->rememberSeedId(noodles::seedGameId(puzzle.options)); // gave this level
            m_difficulty = puzzle.rating;
            m_sidePanel->showDifficulty(m_difficulty);
            if (level) {
                emit statusMessage(
                    tr("A %1 puzzle, found among %n board(s).", nullptr, puzzle.attempts)
                        .arg(noodles::difficultyLevelDisplayName(*level)));
            }
        });
}

void NoodlesTab::startGame(const noodles::Board &board, const QString &path)
{
    solverRunner()->cancelAndWait(); // a job finishing now must not replace this game
    midend()->startGame(common::GameState::of(board), path); // drops the old position's steps
}

const noodles::Board &NoodlesTab::board() const
{
    static const noodles::Board none;
    const auto *shown = midend()->state().get<noodles::Board>();
    return shown ? *shown : none;
}

void NoodlesTab::showBoard(const noodles::Board &shown)
{
    // The view still draws the board before this one: the turn between them is animated.
    const PieceTurn turn = m_turning ? *m_turning : turnBetween(m_view->board(), shown);
    m_network.reset(shown);
    if (!m_startingGame) {
        m_view->updateBoard(shown, m_network, turn.cell, turn.steps);
        return;
    }
    // A game's start (new, opened or restored), before anything asks about it: its ID, where
    // Restart goes and what its fewest turns are measured from.
    m_startBoard = shown;
    m_fewest.reset();
    m_difficulty = shown.rating(); // a generated board's, kept by its file or autosave
    m_sidePanel->showDifficulty(m_difficulty);
    m_view->setBoard(shown, m_network); // a new position: no animation
}

int NoodlesTab::moveCount() const
{
    return turnsPlayed(midend()->playersMoves());
}

void NoodlesTab::explain(const QString &text)
{
    m_hintArea->explain(text);
}

void NoodlesTab::dropSteps()
{
    if (m_view->showsReplay()) {
        m_view->setBoard(board(), m_network);
        explain({});
    }
    m_recording->clear();
    m_stepFrames.clear();
    m_player->hide();
}

void NoodlesTab::rotateRequested(int cell, int steps)
{
    if (leaveReplay())
        return; // the first click only brings the game back
    if (board().isNull() || m_network.isSolved())
        return; // the game is over; Undo still works
    if (board().isLocked(cell)) {
        emit statusMessage(tr("That piece is locked; middle-click or Space unlocks it."));
        return;
    }
    // The view turns the piece the way it was clicked (a straight piece looks the same either
    // way round).
    m_turning = PieceTurn {cell, steps};
    const QString text = steps == board().directions() / 2 ? tr("Turn half round")
        : steps > 0                                        ? tr("Rotate clockwise")
                                                           : tr("Rotate counter-clockwise");
    midend()->play(common::GameMove::of(noodles::NoodlesMove::rotate(cell, steps)), text);
    m_turning.reset();
}

void NoodlesTab::lockRequested(int cell)
{
    if (leaveReplay())
        return;
    if (board().isNull() || m_network.isSolved())
        return;
    const bool lock = !board().isLocked(cell);
    midend()->play(common::GameMove::of(noodles::NoodlesMove::lock(cell, lock)),
                   lock ? tr("Lock piece") : tr("Unlock piece"));
}

void NoodlesTab::edgeMarkRequested(int cell, int side, noodles::EdgeMark mark)
{
    if (leaveReplay() || board().isNull() || m_network.isSolved())
        return;
    const bool clear = board().edgeMark(cell, side) == mark;
    const noodles::EdgeMark wanted = clear ? noodles::EdgeMark::None : mark;
    const QString text = wanted == noodles::EdgeMark::Wall ? tr("Mark a wall")
        : wanted == noodles::EdgeMark::Joined              ? tr("Mark a join")
                                                           : tr("Clear a mark");
    if (const common::Status refused = midend()->play(
            common::GameMove::of(noodles::NoodlesMove::markSide(cell, side, wanted)), text))
        emit statusMessage(refused->reason);
}

void NoodlesTab::sweepRequested(const std::vector<int> &cells, bool lock)
{
    if (leaveReplay() || board().isNull() || m_network.isSolved() || cells.empty())
        return;
    if (cells.size() == 1 && !lock) {
        rotateRequested(cells.front(), -1); // a Shift+click: a click
        return;
    }
    // One Midend::play with every tile's move: one undo takes the whole drag back.
    std::vector<common::GameMove> moves;
    const bool on = !board().isLocked(cells.front());
    for (const int cell : cells) {
        if (lock && board().isLocked(cell) != on)
            moves.push_back(common::GameMove::of(noodles::NoodlesMove::lock(cell, on)));
        else if (!lock && !board().isLocked(cell))
            moves.push_back(common::GameMove::of(noodles::NoodlesMove::rotate(cell, -1)));
    }
    if (moves.empty())
        return;
    const int count = static_cast<int>(moves.size());
    const QString text = !lock ? tr("Turn %n tile(s)", nullptr, count)
        : on                   ? tr("Lock %n tile(s)", nullptr, count)
                               : tr("Unlock %n tile(s)", nullptr, count);
    if (const common::Status refused = midend()->play(moves, text))
        emit statusMessage(refused->reason);
}

void NoodlesTab::restart()
{
    leaveReplay();
    // Locks alone do not make a position to restart from.
    if (board().isNull() || board().samePosition(m_startBoard))
        return;
    noodles::Board restarted = m_startBoard;
    restarted.setOrigin(board().originCol(), board().originRow()); // the picture stays put
    midend()->jumpTo(common::GameState::of(restarted), tr("Restart"));
}

void NoodlesTab::jumble()
{
    leaveReplay();
    if (board().isNull())
        return;
    noodles::Board jumbled = board();
    for (int cell = 0; cell < board().cellCount(); ++cell) {
        if (!board().isLocked(cell)) {
            jumbled.rotate(
                cell, static_cast<int>(QRandomGenerator::global()->bounded(board().directions())));
        }
    }
    midend()->jumpTo(common::GameState::of(jumbled), tr("Jumble"));
}

statistics::GameResult NoodlesTab::finishedResult() const
{
    statistics::GameResult result;
    result.moves = moveCount();
    if (const noodles::FewestTurns *fewest = fewestTurns(); fewest && fewest->proven)
        result.optimalMoves = fewest->turns;
    return result;
}

void NoodlesTab::gameFinished(const statistics::GameResult &, int)
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
    m_statusLine->showGame(board(), m_network, moveCount(), midend()->clock()->millis(),
                           midend()->isAssisted(), isSolved() ? solvedText() : QString(),
                           m_view->groups().islandCount());
}

QString NoodlesTab::solvedText() const
{
    const int moves = moveCount();
    if (midend()->isAssisted())
        return tr("Solved with help; %n move(s) of your own.", nullptr, moves);
    const noodles::FewestTurns *fewest = fewestTurns();
    if (!fewest || fewest->turns < 0)
        return tr("Solved in %n move(s)", nullptr, moves);
    return (fewest->proven ? tr("Solved in %n move(s) (fewest possible: %1)", nullptr, moves)
                           : tr("Solved in %n move(s) (fewest found: %1)", nullptr, moves))
        .arg(fewest->turns);
}

QString NoodlesTab::netGameId() const
{
    if (board().isNull())
        return {};
    const common::Expected<QString> id = noodles::netGameId(board());
    return id ? *id : QString();
}

void NoodlesTab::copyNetGameId()
{
    if (board().isNull())
        return;
    const common::Expected<QString> id = noodles::netGameId(board());
    if (!id) {
        emit statusMessage(id.error().reason);
        return;
    }
    QGuiApplication::clipboard()->setText(*id);
    emit statusMessage(tr("Copied Net's game ID of this board (%n character(s)): in Net, Game ▸ "
                          "Specific… plays it.",
                          nullptr, static_cast<int>(id->size())));
}

void NoodlesTab::shiftOrigin(int columns, int rows)
{
    if (leaveReplay() || board().isNull())
        return;
    if (!board().wraps()) {
        emit statusMessage(tr("Only a wrapping board can be shifted."));
        return;
    }
    const common::Status refused = midend()->play(
        common::GameMove::of(noodles::NoodlesMove::shift(columns, rows)), tr("Shift the picture"));
    if (refused)
        emit statusMessage(refused->reason);
}

} // namespace pw::ui
