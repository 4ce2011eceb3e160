#include "ui/entanglement/EntanglementTab.h"

#include "core/entanglement/EntanglementKind.h"
#include "ui/entanglement/BestLine.h"
#include "ui/entanglement/BestScoresPanel.h"
#include "ui/entanglement/BoardView.h"
#include "ui/entanglement/CandidateWords.h"
#include "ui/entanglement/ComputerPanel.h"
#include "ui/entanglement/HighScoreMigration.h"
#include "ui/entanglement/NewGameDialog.h"
#include "ui/entanglement/PlayPanel.h"
#include "ui/entanglement/ResultText.h"
#include "ui/entanglement/ReviewPanel.h"
#include "ui/entanglement/Timeline.h"
#include "ui/entanglement/TimelineScreen.h"

#include "core/statistics/DailyPuzzleDays.h"
#include "ui/common/Midend.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"

#include "core/backends/BackendRegistry.h"
#include "core/common/GameBackend.h"
#include "core/common/GameRecord.h"
#include "core/entanglement/EntanglementGameId.h"

#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QScopedValueRollback>
#include <QSignalBlocker>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace pw::ui::entanglement {

using namespace pw::entanglement;

EntanglementTab::EntanglementTab(QWidget *parent)
    : PuzzleTab(parent)
    , m_stepPlayer(new StepPlayer(this))
    , m_view(new BoardView(this))
    , m_play(new PlayPanel(this))
    , m_computer(new ComputerPanel(this))
    , m_bestScores(new BestScoresPanel(this))
    , m_legend(new QLabel(CandidateWords::legend(), this))
    , m_bestLine(new QToolButton(m_view))
    , m_continue(new QPushButton(tr("&Continue from Here"), this))
    , m_screen(new TimelineScreen(m_stepPlayer, m_view, m_computer, m_legend, this))
{
    // Scores an older version kept in the settings join the statistics before the list is shown.
    moveHighScoresToStatistics();
    midend()->setBackend(backends::backendFor(puzzleKind()),
                         [this](const common::GameState &) { stateShown(); });
    // Outside practice mode a placement is final: Undo would show the tiles to come.
    midend()->setUndoRule(
        [](const common::GameState &after) { return after.as<EntanglementState>().practice; });
    connect(midend(), &Midend::documentStarted, this, &EntanglementTab::gameStarted);
    connect(midend(), &Midend::undone, this, &EntanglementTab::undoUsed);
    buildUi();
    connectPanels();
    connect(solverRunner(), &SolverRunner::failed, this, &PuzzleTab::statusMessage);
    // A cancelled hint, autoplay or review must not leave "Thinking..." up for good.
    connect(midend(), &Midend::jobCancelled, this, &EntanglementTab::jobCancelled);
    setFocusProxy(m_view);
    // A different game at every start: the first New must not repeat the board on screen.
    startGame(QRandomGenerator::global()->bounded(1U, 1000000U), Board::defaultRadius, false);
}

QString EntanglementTab::firstTip() const
{
    return tr(
        "Tip: turn the tile in hand with the arrow keys and press Enter to place it; make the line "
        "as long as you can. F1 shows the rules.");
}

const EntanglementState &EntanglementTab::state() const
{
    return midend()->state().as<EntanglementState>();
}

const Game &EntanglementTab::game() const
{
    return m_stepGame ? *m_stepGame : state().game;
}

bool EntanglementTab::isDisqualified() const
{
    return midend()->isAssisted();
}

common::Status EntanglementTab::checkGameId(const QString &id) const
{
    return parseGameId(id).status();
}

void EntanglementTab::startGameFromId(const QString &id)
{
    if (const auto parsed = parseGameId(id))
        startGame(parsed->seed, parsed->radius, parsed->practice);
}

QString EntanglementTab::dailyGameId(const QDate &date) const
{
    return pw::entanglement::dailyGameId(date);
}

QString EntanglementTab::resultText() const
{
    if (!state().game.isOver())
        return {};
    const QString id = gameId();
    const std::optional<QDate> daily = ResultText::dailyDay(
        id, QDate::currentDate(), [this](const QDate &day) { return dailyGameId(day); });
    return ResultText::of(state().game, id, daily, isDisqualified());
}

QWidget *EntanglementTab::boardWidget() const
{
    return m_view;
}

void EntanglementTab::buildUi()
{
    m_view->setAccessibleName(tr("Entanglement board"));
    m_view->setToolTip(
        tr("Click the middle of the tile in hand to place it, its left or right side "
           "to turn it, right click to swap it with the pocket tile; or use the arrow "
           "keys, Space and Enter"));
    auto *side = new QVBoxLayout;
    side->addWidget(m_play);
    side->addWidget(m_computer);
    side->addWidget(m_bestScores, 1);
    // Takes the room the best scores leave while a review hides them, so the boxes keep their
    // height instead of spreading their lines apart.
    side->addStretch();

    auto *left = new QVBoxLayout;
    left->addWidget(m_view, 1);
    // Under the board, while it shows the computer's candidates: what their labels say.
    m_legend->setObjectName(QStringLiteral("entanglementLegend"));
    m_legend->setWordWrap(true);
    m_legend->hide();
    left->addWidget(m_legend);
    m_bestLine->setObjectName(QStringLiteral("entanglementBestLine"));
    m_bestLine->setText(tr("Show &best line"));
    m_bestLine->setCheckable(true);
    m_bestLine->setToolTip(tr("Draw the strongest player's next %n move(s) from here faintly on "
                              "the board, with the tiles the game deals next; counts as help, "
                              "like Hint. It goes when the position changes.",
                              nullptr, BestLine::defaultMoves));
    m_bestLine->adjustSize();
    m_bestLine->move(6, 6);
    m_continue->setObjectName(QStringLiteral("entanglementContinue"));
    m_continue->setToolTip(tr("Play on from the move shown as a practice branch of the record (C "
                              "on the board); Undo takes the branch back. The other keys only "
                              "step through the record."));
    m_continue->hide();
    auto *steps = new QHBoxLayout;
    steps->addWidget(m_stepPlayer, 1);
    steps->addWidget(m_continue);
    left->addLayout(steps);

    auto *layout = new QHBoxLayout(this);
    layout->addLayout(left, 3);
    layout->addLayout(side, 1);
}

void EntanglementTab::connectPanels()
{
    connect(m_view, &BoardView::rotateRequested, this, &EntanglementTab::rotateCurrent);
    connect(m_view, &BoardView::swapRequested, this, &EntanglementTab::swapTiles);
    connect(m_view, &BoardView::placeRequested, this, &EntanglementTab::placeCurrent);
    connect(m_view, &BoardView::continueRequested, this, &EntanglementTab::continueFromHere);
    connect(m_continue, &QPushButton::clicked, this, [this] {
        continueFromHere();
        m_view->setFocus(Qt::OtherFocusReason); // the keys play the branch at once
    });
    connect(m_play, &PlayPanel::rotateRequested, this, &EntanglementTab::rotateCurrent);
    connect(m_play, &PlayPanel::swapRequested, this, &EntanglementTab::swapTiles);
    connect(m_play, &PlayPanel::placeRequested, this, &EntanglementTab::placeCurrent);
    connect(m_play, &PlayPanel::saveBranchRequested, this, &EntanglementTab::askToSaveBranch);
    connect(m_computer, &ComputerPanel::hintRequested, this, &EntanglementTab::hint);
    connect(m_computer, &ComputerPanel::autoplayRequested, this, &EntanglementTab::solve);
    connect(m_computer, &ComputerPanel::reviewRequested, this, &EntanglementTab::review);
    connect(m_bestLine, &QToolButton::toggled, this, &EntanglementTab::showBestLine);
    // The best line continues one position: any other takes it away.
    connect(midend(), &Midend::positionMoved, this, [this] {
        m_view->clearGhost();
        const QSignalBlocker quiet(m_bestLine);
        m_bestLine->setChecked(m_bestLineRunning);
    });
    connect(m_bestScores, &BestScoresPanel::boardChanged, this,
            &EntanglementTab::refreshHighScores);
    connect(m_screen, &TimelineScreen::gameShown, this, &EntanglementTab::showTimelineGame);
    connect(m_screen, &TimelineScreen::statusMessage, this, &PuzzleTab::statusMessage);
}

QString EntanglementTab::puzzleKind() const
{
    return QString::fromLatin1(pw::entanglement::puzzleKind);
}

QString EntanglementTab::displayName() const
{
    return tr("Entanglement");
}

QStringList EntanglementTab::fileFilters() const
{
    return {tr("Entanglement games (*.json)"), tr("All files (*)")};
}

void EntanglementTab::setPlayerKind(PlayerKind kind)
{
    m_computer->setPlayerKind(kind);
}

void EntanglementTab::newGame()
{
    NewGameDialog dialog(state().game.radius(), isPractice(), this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    startGame(dialog.seed(), dialog.radius(), dialog.practice());
}

void EntanglementTab::startGame(std::uint64_t seed, int radius, bool practice)
{
    midend()->startGame(
        common::GameState::of(EntanglementState {Game(seed, radius), true, practice}));
    emit statusMessage(tr("New game: radius %1, seed %2%3")
                           .arg(radius)
                           .arg(seed)
                           .arg(practice ? tr(", practice mode") : QString()));
}

void EntanglementTab::gameStarted()
{
    dropTimeline();
    // A finished game read from a file has had its chance at the table already: a game that
    // starts finished records no finish (PuzzleTab).
    m_enteredScore.reset();
    m_computer->clearMessage();
    m_computer->reviewPanel()->clear(); // "stopped" for a review of the game before
    refresh();
    refreshHighScores();
}

void EntanglementTab::stateShown()
{
    if (!m_changingState) {
        // An undo or redo, or a game from outside: what a timeline showed is gone.
        dropTimeline();
        m_computer->clearMessage();
    }
    refresh();
}

common::Status EntanglementTab::openFile(const QString &path)
{
    if (const common::Status refused = PuzzleTab::openFile(path))
        return refused;
    startRecordTimeline();
    emit statusMessage(tr("Opened %1: %2 points after %n move(s)", nullptr,
                          static_cast<int>(state().game.moves().size()))
                           .arg(QFileInfo(path).fileName())
                           .arg(state().game.score()));
    return std::nullopt;
}

common::Status EntanglementTab::saveFile(const QString &path)
{
    // The whole game, whatever step a record or review shows; an autoplay's placements shown
    // so far are part of it.
    if (m_screen->timeline().kind() == Timeline::Kind::Autoplay && m_stepGame)
        playAutoplayUpTo(*m_stepGame);
    return PuzzleTab::saveFile(path);
}

bool EntanglementTab::isOnBranch() const
{
    return midend()->isOnBranch();
}

int EntanglementTab::branchFromMove() const
{
    const common::GameState start = midend()->branchStart();
    return start.isNull() ? 0 : static_cast<int>(start.as<EntanglementState>().game.moves().size());
}

common::Status EntanglementTab::saveBranchAs(const QString &path)
{
    if (!isOnBranch())
        return common::Error {
            QFileInfo(path).fileName(), {}, tr("no practice branch is on screen")};
    if (m_screen->timeline().kind() == Timeline::Kind::Autoplay && m_stepGame)
        playAutoplayUpTo(*m_stepGame);
    if (const common::Status failed = midend()->saveBranchFile(path))
        return failed;
    emit statusMessage(tr("Saved the branch (%n move(s), practice) to %1; the record's file is "
                          "unchanged",
                          nullptr, static_cast<int>(state().game.moves().size()))
                           .arg(QFileInfo(path).fileName()));
    return std::nullopt;
}

void EntanglementTab::askToSaveBranch()
{
    if (!isOnBranch())
        return;
    const QFileInfo record(filePath());
    const QString name
        = tr("%1 branch from move %2.json")
              .arg(record.fileName().isEmpty() ? tr("game") : record.completeBaseName())
              .arg(branchFromMove());
    QString path
        = QFileDialog::getSaveFileName(this, tr("Save Branch As"), record.dir().filePath(name),
                                       fileFilters().join(QStringLiteral(";;")));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    if (const common::Status failed = saveBranchAs(path))
        warnUser(tr("Cannot Save the Branch"), failed->message());
}

void EntanglementTab::adjustHand(const EntanglementState &adjusted)
{
    const QScopedValueRollback changing(m_changingState, true);
    midend()->adjust(common::GameState::of(adjusted));
}

void EntanglementTab::rotateCurrent(int steps)
{
    if (m_screen->timeline().isStepping()) {
        // Turning keys and the wheel step through a record or review; they never change it.
        m_stepPlayer->pause();
        m_stepPlayer->seek(
            std::clamp(m_stepPlayer->position() + steps, 0, m_stepPlayer->stepCount()));
        return;
    }
    leaveTimeline();
    if (state().game.isOver() || steps == 0)
        return;
    EntanglementState turned = state();
    turned.game.rotate(steps);
    adjustHand(turned); // autosaved; a hint for the old hand is dropped
    m_view->animateRotation(steps);
}

void EntanglementTab::swapTiles()
{
    if (isAtEarlierStep()) {
        stepInsteadOfPlaying();
        return;
    }
    leaveTimeline();
    if (state().game.isOver())
        return;
    EntanglementState swapped = state();
    swapped.game.swap();
    adjustHand(swapped);
    m_sounds.swapped();
}

void EntanglementTab::placeCurrent()
{
    if (isAtEarlierStep()) {
        stepInsteadOfPlaying();
        return;
    }
    leaveTimeline();
    if (state().game.isOver())
        return;
    const int lineBefore = static_cast<int>(state().game.line().size());
    Game placed = state().game;
    const Move move = placed.place();
    // Before the move is played: a move that ends the game says so after this.
    emit statusMessage(tr("Placed at (%1, %2): +%n point(s)", nullptr, move.points)
                           .arg(move.cell.u)
                           .arg(move.cell.v));
    {
        const QScopedValueRollback changing(m_changingState, true);
        if (const common::Status refused
            = midend()->play(common::GameMove::of(move), tr("Place tile"))) {
            emit statusMessage(refused->reason);
            return;
        }
    }
    m_view->animateLineGrowth(lineBefore, move.points);
    m_sounds.placed(static_cast<int>(state().game.line().size()) - lineBefore,
                    state().game.isOver());
}

void EntanglementTab::undoUsed()
{
    if (midend()->isBranchJustUndone()) {
        // Undo took the branch back: the whole record is on screen again, as it was, with its
        // help as it was, and it can be stepped through again.
        startRecordTimeline();
        emit statusMessage(tr("Back to the whole record: %n move(s)", nullptr,
                              static_cast<int>(state().game.moves().size())));
        refresh();
        return;
    }
    if (!midend()->isAssisted()) {
        midend()->noteHelp(common::Help::Reveal);
        emit statusMessage(tr("Undo used: this game will not enter the high scores"));
    } else {
        // The line about the last placement is no longer true.
        emit statusMessage(tr("Undone: %n tile(s) on the board", nullptr,
                              static_cast<int>(state().game.moves().size())));
    }
    if (m_enteredScore && !state().game.isOver()) {
        // The finished game earned a place, then was undone: it no longer counts.
        statistics::GameStatistics::withdrawBestScore(puzzleKind(), statisticsCategory().key,
                                                      *m_enteredScore);
        m_enteredScore.reset();
        refreshHighScores();
    }
    refresh();
}

statistics::GameResult EntanglementTab::finishedResult() const
{
    statistics::GameResult result;
    result.moves = static_cast<int>(state().game.moves().size());
    result.score = state().game.score();
    result.finishedAt = QDateTime::currentDateTime();
    return result;
}

void EntanglementTab::gameFinished(const statistics::GameResult &result, int place)
{
    const bool eligible = isEligibleForBestScores();
    Q_UNUSED(place); // the boards say more than the all-time place (finishWords)
    // Every ranked game is on some board (today's at least): Undo takes it off them all.
    if (eligible && result.score)
        m_enteredScore = statistics::ScoreEntry {*result.score, result.moves, result.finishedAt,
                                                 result.gameId};
    refreshHighScores();
    const statistics::ScoreEntry finished {result.score.value_or(0), result.moves,
                                           result.finishedAt, result.gameId};
    const QString words = eligible
        ? ScoreBoards::finishWords(statistics::GameStatistics::playedGames(puzzleKind()), finished,
                                   boardsDay())
        : QString();
    emit statusMessage(m_computer->showGameOver(state().game, eligible, words));
}

void EntanglementTab::refresh()
{
    if (midend()->state().isNull())
        return;
    // A hint's candidates are drawn on the turn they are for, whatever the hand shows now.
    const Timeline &timeline = m_screen->timeline();
    m_view->setGame(timeline.kind() == Timeline::Kind::Hint ? timeline.base() : game());
    const bool earlier = isAtEarlierStep();
    // At an earlier step the buttons that play would only step: Continue from Here plays.
    m_play->showGame(game(), !earlier);
    m_play->showMode(game(), isPractice(), isEligibleForBestScores(),
                     isOnBranch() ? branchFromMove() : -1);
    m_computer->setButtonsEnabled(!game().isOver() && !earlier, canReview());
    m_continue->setVisible(m_screen->timeline().isStepping());
    m_continue->setEnabled(earlier);
    // Checked while a best line is drawn or on its way; the button alone says so, not the user.
    const QSignalBlocker quiet(m_bestLine);
    m_bestLine->setChecked(m_view->hasGhost() || m_bestLineRunning);
    m_bestLine->setEnabled(!game().isOver());
}

int EntanglementTab::dailyStreak(const QDate &today) const
{
    // Counted as Today's Puzzle Archive and the Statistics dialog count it: from the records.
    const statistics::DailyPuzzleDays days(
        statistics::GameStatistics::playedGames(puzzleKind()),
        statistics::GameStatistics::dailySolvedDays(puzzleKind()),
        [this](const QDate &day) { return dailyGameId(day); });
    return days.streak(today);
}

ScoreBoards::Day EntanglementTab::boardsDay() const
{
    const QDate today = QDate::currentDate();
    return {statisticsCategory().key, today, dailyGameId(today)};
}

void EntanglementTab::refreshHighScores()
{
    const QDate today = QDate::currentDate();
    m_bestScores->showScores(state().game.radius(),
                             ScoreBoards::top(statistics::GameStatistics::playedGames(puzzleKind()),
                                              m_bestScores->board(), boardsDay()),
                             dailyStreak(today));
}

} // namespace pw::ui::entanglement
