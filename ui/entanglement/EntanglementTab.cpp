#include "ui/entanglement/EntanglementTab.h"

#include "ui/entanglement/BestScoresPanel.h"
#include "ui/entanglement/BoardView.h"
#include "ui/entanglement/CandidateWords.h"
#include "ui/entanglement/ComputerPanel.h"
#include "ui/entanglement/GameHistory.h"
#include "ui/entanglement/HighScoreMigration.h"
#include "ui/entanglement/NewGameDialog.h"
#include "ui/entanglement/PlayPanel.h"
#include "ui/entanglement/ReviewPanel.h"
#include "ui/entanglement/SavedGame.h"
#include "ui/entanglement/TimelineScreen.h"

#include "ui/common/Midend.h"
#include "ui/common/SolverRunner.h"
#include "ui/common/StepPlayer.h"

#include "core/entanglement/Autoplay.h"
#include "core/entanglement/EntanglementGameId.h"
#include "core/entanglement/Survival.h"

#include "core/common/PuzzleFile.h"

#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QLabel>
#include <QRandomGenerator>
#include <QVBoxLayout>

namespace pw::ui::entanglement {

using namespace pw::entanglement;

EntanglementTab::EntanglementTab(QWidget *parent)
    : PuzzleTab(parent)
    , m_history(midend(), [this](const Game &game, bool undoing) { applyFromUndo(game, undoing); })
    , m_stepPlayer(new StepPlayer(this))
    , m_view(new BoardView(this))
    , m_play(new PlayPanel(this))
    , m_computer(new ComputerPanel(this))
    , m_bestScores(new BestScoresPanel(this))
    , m_legend(new QLabel(CandidateWords::legend(), this))
    , m_screen(new TimelineScreen(m_stepPlayer, m_view, m_computer, m_legend, this))
{
    // Scores an older version kept in the settings join the statistics before the list is shown.
    moveHighScoresToStatistics();
    buildUi();
    connectPanels();
    connect(solverRunner(), &SolverRunner::failed, this, &PuzzleTab::statusMessage);
    // A cancelled hint, autoplay or review must not leave "Thinking..." up for good.
    connect(midend(), &Midend::jobCancelled, this, [this] {
        if (m_reviewRunning) {
            m_reviewRunning = false;
            m_computer->reviewPanel()->showStopped();
        } else {
            m_computer->showStopped();
        }
    });
    setFocusProxy(m_view);
    // A different game at every start: the first New must not repeat the board on screen.
    startGame(QRandomGenerator::global()->bounded(1U, 1000000U), Board::defaultRadius, false);
}

QString EntanglementTab::firstTip() const
{
    return tr("Tip: turn the tile with the arrow keys and press Enter to place it; make the line "
              "as long as you can. F1 shows the rules.");
}

StatisticsCategory EntanglementTab::statisticsCategory() const
{
    return categoryOfRadius(m_game.radius());
}

StatisticsCategory EntanglementTab::categoryOfRadius(int radius)
{
    return {QStringLiteral("radius %1").arg(radius), tr("Radius %1").arg(radius)};
}

bool EntanglementTab::isEligibleForBestScores() const
{
    return !m_disqualified && !midend()->isAssisted();
}

QString EntanglementTab::gameId() const
{
    // The seed deals every tile: radius and seed describe the game exactly.
    return pw::entanglement::gameId(m_game, m_practice);
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

QWidget *EntanglementTab::boardWidget() const
{
    return m_view;
}

void EntanglementTab::buildUi()
{
    m_view->setAccessibleName(tr("Entanglement board"));
    m_view->setToolTip(tr("Click the current tile's middle to place it, its left or right side "
                          "to turn it, right click to swap it with the pocket; or use the arrow "
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
    left->addWidget(m_stepPlayer);

    auto *layout = new QHBoxLayout(this);
    layout->addLayout(left, 3);
    layout->addLayout(side, 1);
}

void EntanglementTab::connectPanels()
{
    connect(m_view, &BoardView::rotateRequested, this, &EntanglementTab::rotateCurrent);
    connect(m_view, &BoardView::swapRequested, this, &EntanglementTab::swapTiles);
    connect(m_view, &BoardView::placeRequested, this, &EntanglementTab::placeCurrent);
    connect(m_play, &PlayPanel::rotateRequested, this, &EntanglementTab::rotateCurrent);
    connect(m_play, &PlayPanel::swapRequested, this, &EntanglementTab::swapTiles);
    connect(m_play, &PlayPanel::placeRequested, this, &EntanglementTab::placeCurrent);
    connect(m_computer, &ComputerPanel::hintRequested, this, &EntanglementTab::hint);
    connect(m_computer, &ComputerPanel::autoplayRequested, this, &EntanglementTab::solve);
    connect(m_computer, &ComputerPanel::reviewRequested, this, &EntanglementTab::review);
    connect(m_screen, &TimelineScreen::gameShown, this, &EntanglementTab::showTimelineGame);
    connect(m_screen, &TimelineScreen::statusMessage, this, &PuzzleTab::statusMessage);
}

QString EntanglementTab::puzzleKind() const
{
    return QString::fromLatin1(common::envelope::entanglement);
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
    NewGameDialog dialog(m_game.radius(), m_practice, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    startGame(dialog.seed(), dialog.radius(), dialog.practice());
}

void EntanglementTab::startGame(std::uint64_t seed, int radius, bool practice)
{
    showNewGame({Game(seed, radius), practice, false}, {});
    emit statusMessage(tr("New game: radius %1, seed %2%3")
                           .arg(radius)
                           .arg(seed)
                           .arg(practice ? tr(", practice mode") : QString()));
}

void EntanglementTab::showNewGame(const SavedGame &saved, const QString &path)
{
    solverRunner()->cancelAndWait(); // its "stopped" message belongs to the old game
    dropTimeline();
    m_game = saved.game;
    m_history.startAt(m_game);
    m_practice = saved.practice;
    m_disqualified = saved.disqualified;
    // A finished game read from a file has had its chance at the table already: a game that
    // starts finished records no finish (PuzzleTab).
    m_enteredScore.reset();
    midend()->startDocument(path);
    m_computer->clearMessage();
    m_computer->reviewPanel()->clear(); // "stopped" for a review of the game before
    refresh();
    refreshHighScores();
}

common::Status EntanglementTab::checkFile(const QString &path) const
{
    return SavedGame::readFile(path).status();
}

common::Status EntanglementTab::openFile(const QString &path)
{
    const auto saved = SavedGame::readFile(path);
    if (!saved)
        return saved.error();
    showNewGame(*saved, path);
    startRecordTimeline();
    emit statusMessage(tr("Opened %1: %2 points after %n move(s)", nullptr,
                          static_cast<int>(m_game.moves().size()))
                           .arg(QFileInfo(path).fileName())
                           .arg(m_game.score()));
    return std::nullopt;
}

SavedGame EntanglementTab::savedGame() const
{
    // A hint keeps the game out of the best scores after reopening too.
    return {m_game, m_practice, !isEligibleForBestScores()};
}

QByteArray EntanglementTab::snapshot() const
{
    if (m_game.moves().empty())
        return {};
    // The game as a file holds it (its turn in progress included), plus the game the history
    // starts from and the history (practice mode's undo).
    QJsonObject object = savedGame().toJson();
    m_history.writeTo(object);
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

common::Status EntanglementTab::restoreSnapshot(const QByteArray &data)
{
    const QString source = tr("autosave");
    const auto object = common::parseEnvelope(data, source, puzzleKind());
    if (!object)
        return object.error();
    const auto saved = SavedGame::read(*object, source);
    if (!saved)
        return saved.error();
    showNewGame(*saved, {});
    // The history made again from its start, with the hand as it was; failing that, the game
    // stays as read, without it.
    if (const auto rebuilt = m_history.restore(*object, source)) {
        m_game = *rebuilt;
        m_game.setHand(saved->game.swappedThisTurn(), saved->game.currentRotation(),
                       saved->game.pocketRotation());
    } else {
        m_game = saved->game;
        m_history.startAt(m_game);
    }
    refresh();
    return std::nullopt;
}

common::Status EntanglementTab::saveFile(const QString &path)
{
    leaveTimeline();
    return savedGame().writeFile(path);
}

void EntanglementTab::rotateCurrent(int steps)
{
    leaveTimeline();
    if (m_game.isOver() || steps == 0)
        return;
    m_game.rotate(steps);
    midend()->positionChanged(); // autosaved; a hint for the old turn is dropped
    m_view->setGame(m_game);
    m_view->animateRotation(steps);
    refresh();
}

void EntanglementTab::swapTiles()
{
    leaveTimeline();
    if (m_game.isOver())
        return;
    m_game.swap();
    midend()->positionChanged();
    refresh();
}

void EntanglementTab::placeCurrent()
{
    leaveTimeline();
    if (m_game.isOver())
        return;
    const Game before = m_game;
    const Move move = m_game.place();
    // Before the move is recorded: a move that ends the game says so after this.
    emit statusMessage(
        tr("Placed at (%1, %2): +%3 points").arg(move.cell.u).arg(move.cell.v).arg(move.points));
    m_history.record(tr("Place tile"), before, m_game, m_practice);
    refresh();
    m_view->animateLineGrowth(static_cast<int>(before.line().size()), move.points);
}

void EntanglementTab::applyFromUndo(const Game &game, bool undoing)
{
    dropTimeline();
    if (undoing && !m_disqualified) {
        m_disqualified = true;
        emit statusMessage(tr("Undo used: this game will not enter the high scores"));
    }
    if (undoing && m_enteredScore) {
        // The finished game earned a place, then was undone: it no longer counts.
        GameStatistics::withdrawBestScore(puzzleKind(), statisticsCategory().key, *m_enteredScore);
        m_enteredScore.reset();
        refreshHighScores();
    }
    m_game = game;
    m_computer->clearMessage();
    refresh();
}

GameResult EntanglementTab::finishedResult() const
{
    GameResult result;
    result.moves = static_cast<int>(m_game.moves().size());
    result.score = m_game.score();
    result.assisted = m_disqualified; // the midend adds hints
    result.gameId = gameId();
    result.finishedAt = QDateTime::currentDateTime();
    return result;
}

void EntanglementTab::gameFinished(const GameResult &result, int place)
{
    const bool eligible = isEligibleForBestScores();
    if (eligible && place > 0)
        m_enteredScore = ScoreEntry {*result.score, result.moves, result.finishedAt, result.gameId};
    refreshHighScores();
    emit statusMessage(m_computer->showGameOver(m_game, eligible, place));
}

void EntanglementTab::refresh()
{
    // A hint's candidates are drawn on the turn they are for, whatever the hand shows now.
    const Timeline &timeline = m_screen->timeline();
    m_view->setGame(timeline.kind() == Timeline::Kind::Hint ? timeline.base() : m_game);
    m_play->showGame(m_game);
    m_play->showMode(m_game, m_practice, isEligibleForBestScores());
    m_computer->setButtonsEnabled(!m_game.isOver(), canReview());
}

void EntanglementTab::refreshHighScores()
{
    m_bestScores->showScores(m_game.radius(),
                             GameStatistics::bestScores(puzzleKind(), statisticsCategory().key));
}

void EntanglementTab::hint()
{
    leaveTimeline();
    if (m_game.isOver())
        return;
    const Game snapshot = m_game;
    const PlayerOptions options = m_computer->playerOptions();
    m_reviewRunning = false;
    midend()->run(
        {.title = tr("Hint"), .wantsSteps = true, .assists = true},
        [snapshot, options](common::SolverSink &sink) {
            std::vector<Candidate> candidates = evaluateCandidates(snapshot, options, &sink);
            if (!addSurvival(snapshot, candidates, &sink))
                candidates.clear(); // cancelled
            return candidates;
        },
        [this, snapshot](const std::vector<Candidate> &candidates) {
            if (candidates.size() != Timeline::stepsPerTurn - 1)
                return;
            const int best = bestCandidate(candidates);
            const Candidate &chosen = candidates[static_cast<std::size_t>(best)];
            // Turn the hand to the recommendation, so Enter places it.
            prepareCandidate(m_game, chosen);
            m_screen->begin(Timeline::hint(snapshot, candidates), false);
            refresh();
        });
    // After run(), which marks the game assisted and reports the job it replaced as cancelled:
    // the mode line says at once that the game left the best scores.
    refresh();
    m_computer->showThinking();
}

void EntanglementTab::solve()
{
    leaveTimeline();
    if (m_game.isOver())
        return;
    const Game snapshot = m_game;
    const PlayerOptions options = m_computer->playerOptions();
    m_reviewRunning = false;
    midend()->run(
        {.title = tr("Autoplay"), .assists = true},
        [snapshot, options](common::SolverSink &sink) { return autoplay(snapshot, options, sink); },
        [this](const Autoplay &played) {
            if (played.candidates.empty())
                return;
            m_computer->showAutoplayDone(static_cast<int>(played.candidates.size()),
                                         played.states.back().score());
            m_screen->begin(Timeline::autoplay(played), true);
        });
    refresh(); // after run(), as for a hint
    m_computer->showPlaying();
}

void EntanglementTab::startRecordTimeline()
{
    if (m_game.moves().empty())
        return;
    m_screen->begin(Timeline::record(m_game), false);
    m_computer->showRecord(m_screen->timeline().stepCount());
}

void EntanglementTab::showTimelineGame(const Game &game, bool computerPlayed)
{
    const bool moved = game.moves().size() != m_game.moves().size();
    m_game = game;
    // Tiles the computer placed are not the player's: no high score for this game.
    if (computerPlayed)
        m_disqualified = true;
    // What an autoplay's replay shows is the game (autosaved); a record is only looked at.
    if (moved && m_screen->timeline().kind() == Timeline::Kind::Autoplay)
        midend()->markChangedOffHistory();
    refresh();
}

void EntanglementTab::leaveTimeline()
{
    const Timeline &timeline = m_screen->timeline();
    if (timeline.isStepping()) {
        const std::size_t shown = m_game.moves().size();
        const bool branches = shown != timeline.base().moves().size();
        dropTimeline();
        if (branches) {
            // Played on from an earlier move: the record's later moves give way to a new
            // branch, in practice mode (it is not a game played from the start).
            m_practice = true;
            m_disqualified = true;
            m_history.startAt(m_game);
            midend()->markChangedOffHistory();
            refresh();
            emit statusMessage(
                tr("Continuing from move %1 as practice: a new branch of the record.").arg(shown));
        }
        return;
    }
    if (timeline.kind() == Timeline::Kind::Autoplay
        && m_game.moves().size() != timeline.base().moves().size()) {
        const Game before = timeline.base();
        dropTimeline();
        m_history.record(tr("Autoplay"), before, m_game, m_practice);
        return;
    }
    dropTimeline();
}

void EntanglementTab::dropTimeline()
{
    const Timeline::Kind was = m_screen->timeline().kind();
    if (was == Timeline::Kind::None)
        return;
    m_screen->end();
    if (was == Timeline::Kind::Review)
        m_bestScores->show(); // the review had their room
    if (was == Timeline::Kind::Hint)
        m_view->setGame(m_game); // the hand as it is, no longer the turn the hint was for
}

const Game &EntanglementTab::reviewedGame() const
{
    const Timeline &timeline = m_screen->timeline();
    return timeline.isStepping() ? timeline.base() : m_game;
}

bool EntanglementTab::canReview() const
{
    return !reviewedGame().moves().empty()
        && (m_screen->timeline().isStepping() || m_game.isOver());
}

void EntanglementTab::review()
{
    if (!canReview())
        return;
    const Game reviewed = reviewedGame();
    midend()->run(
        {.title = tr("Review")},
        [reviewed](common::SolverSink &sink) {
            // Always the lookahead: its values are the yardstick of the review.
            return reviewGame(reviewed, PlayerOptions {}, &sink);
        },
        [this, reviewed](const std::vector<MoveReview> &reviews) {
            m_reviewRunning = false;
            if (reviews.size() != reviewed.moves().size())
                return; // cancelled
            startReviewTimeline(reviewed, reviews);
        });
    // After run(), which reports the job it replaced as cancelled.
    m_reviewRunning = true;
    m_computer->reviewPanel()->showRunning(static_cast<int>(reviewed.moves().size()));
}

void EntanglementTab::startReviewTimeline(const Game &reviewed, std::vector<MoveReview> reviews)
{
    dropTimeline(); // an opened record's timeline gives way to the review's
    m_computer->reviewPanel()->setReviews(reviews);
    // The review's sentences and list take the best scores' room: with both the side panel
    // would need more height than the window has, and Qt would lay its widgets over each other.
    m_bestScores->hide();
    m_screen->begin(Timeline::review(reviewed, std::move(reviews)), false);
    refresh();
}

} // namespace pw::ui::entanglement
