#pragma once

#include "core/statistics/GameStatistics.h"
#include "ui/common/PuzzleTab.h"

#include "ui/entanglement/EntanglementSounds.h"
#include "ui/entanglement/ScoreBoards.h"

#include "core/entanglement/EntanglementState.h"
#include "core/entanglement/Game.h"
#include "core/entanglement/Player.h"
#include "core/entanglement/Review.h"

#include <optional>
#include <vector>

class QPushButton;
class QToolButton;
class QLabel;

namespace pw::ui::entanglement {

class BestScoresPanel;
class BoardView;
class ComputerPanel;
class PlayPanel;
class TimelineScreen;

// The Entanglement tab: the board, the pocket, the score and the ten best scores for the board
// size, read from the statistics (GameStatistics keeps them, beside the other puzzles' records).
// Keys (on the board): Left/Right rotate, Space swaps, Enter places; the wheel rotates; a click on
// the middle of the tile in hand places it, on its left/right third rotates it; a right click or a
// click on the pocket swaps.
//
// Hint runs the chosen computer player on the current turn: every candidate is drawn with its
// value, then the choice, and the hand is turned to it; the step player walks through them.
// Solve (Autoplay) lets the player finish the game on a worker thread and replays its turns with
// the step player, candidates first, then each placement.
//
// Review (after a game, or on an opened record) sets every move beside the choice of the player
// selected in the panel (the strongest, Deep, unless another is picked) at the same position, on a
// worker thread: the step player then walks through the moves, the board drawing both, the panel
// saying who played each ("You", "Computer: Deep") and listing the three moves that gave away
// the most expected value; clicking one shows it.
//
// The game is the midend's (EntanglementBackend's state): a placement is a move of the rules, the
// hand turned or swapped an adjustment of the state on screen, Autoplay's placements one entry.
// Undo exists only in practice mode (the midend's undo rule). Using it, asking for a hint or
// letting the computer place tiles keeps the game out of the best scores: it counts as played
// with help. A record or review being stepped through is only shown: at an earlier step the
// playing keys and clicks step through it, and only "Continue from Here" (its button beside the
// step player, or C on the board) plays on from there as practice; Undo gives the whole record
// back.
class EntanglementTab : public PuzzleTab
{
    Q_OBJECT
public:
    explicit EntanglementTab(QWidget *parent = nullptr);

    QString puzzleKind() const override;
    QString displayName() const override;
    QStringList fileFilters() const override;
    void newGame() override;
    common::Status openFile(const QString &path) override;
    // The whole game or record, whatever step is shown, and on a practice branch played on from
    // a middle move the whole record the branch left (never the branch's few moves over it).
    common::Status saveFile(const QString &path) override;
    // The game as recorded: a finished game stepped back through in a review is still finished.
    void statisticsChanged() override { refreshHighScores(); }
    common::Status checkGameId(const QString &id) const override;
    void startGameFromId(const QString &id) override;
    QString dailyGameId(const QDate &date) const override;
    QString firstTip() const override;
    // A finished game's line for Game ▸ Copy Result (ResultText); empty while it is open.
    QString resultText() const override;
    StepPlayer *stepPlayer() const override { return m_stepPlayer; }
    QWidget *boardWidget() const override;

    // Starts a game without the dialog.
    void startGame(std::uint64_t seed, int radius, bool practice);

    // The game on screen: the step a record, review or autoplay shows, else the midend's.
    const pw::entanglement::Game &game() const;
    bool isPractice() const { return state().practice; }
    // Undo was used, the computer placed tiles or a hint was asked for (the midend's assisted
    // mark): no high score for this game.
    bool isDisqualified() const;
    // Whether a finished game would enter the best scores.
    bool isEligibleForBestScores() const { return !isDisqualified(); }
    BoardView *boardView() const { return m_view; }
    // The sounds of the player's placements, swaps and the game's end (View ▸ Sound).
    EntanglementSounds &sounds() { return m_sounds; }
    void setPlayerKind(pw::entanglement::PlayerKind kind);
    // A practice branch played on from a middle move of a record is on screen (Undo takes it
    // back): Save keeps the record, saveBranchAs() writes the branch.
    bool isOnBranch() const;
    // The branch alone (its moves from the start of the deal, marked practice) to a file of its
    // own; the document stays the record's. An error when no branch is on screen.
    common::Status saveBranchAs(const QString &path);
    // A finished game, or an opened record (or its review) with moves.
    bool canReview() const;
    // A record or review shows a move before its last: only Continue from Here plays on from it.
    bool isAtEarlierStep() const;

public slots:
    void solve() override;
    void hint() override;
    void rotateCurrent(int steps);
    void swapTiles();
    void placeCurrent();
    // At an earlier move of a record or review: plays on from it as practice, a branch Undo
    // takes back. Anywhere else it does nothing.
    void continueFromHere();
    // "Best line" ticked or cleared: the strongest player's next moves from the game shown,
    // found on the worker thread and drawn faintly, or taken away (a search still running is
    // cancelled). Counts as help, as Hint does.
    void showBestLine(bool shown);
    // Reviews the finished game or the opened record (see canReview()).
    void review();
    // "Save Branch As…": asks for a new file, then saveBranchAs().
    void askToSaveBranch();
    // The move of the record the branch on screen continues from (0 when none is on screen).
    int branchFromMove() const;

protected:
    statistics::GameResult finishedResult() const override;
    // The game-over line: the score, and its place among the best scores.
    void gameFinished(const statistics::GameResult &result, int place) override;

private:
    const pw::entanglement::EntanglementState &state() const;
    // The midend put a state on screen; from outside the tab (undo, redo, a new game) it ends
    // any timeline.
    void stateShown();
    // A new, opened or restored game is on screen.
    void gameStarted();
    // Undo used: no best score for this game, and a finished game's entry is withdrawn.
    void undoUsed();
    // The hand turned or swapped, or turned to a hint's choice.
    void adjustHand(const pw::entanglement::EntanglementState &adjusted);

    void buildUi();
    // The board's and the side panels' requests, to the tab's verbs.
    void connectPanels();
    void refresh();
    void refreshHighScores();
    // Where the boards of best scores stand now: the radius, today, today's puzzle.
    ScoreBoards::Day boardsDay() const;
    // Today's Puzzle solved on the day, days in a row up to today.
    int dailyStreak(const QDate &today) const;

    // The computer player's jobs are in EntanglementTabComputer.cpp: hint(), solve(),
    // showBestLine(), canReview() and review() above, and this.
    // A hint, autoplay, best line or review cancelled (or replaced by another job): nothing says
    // any longer that its answer is on its way.
    void jobCancelled();

    // The step player's timelines, in EntanglementTabTimeline.cpp.
    // An opened record: the step player goes through its moves.
    void startRecordTimeline();
    // A finished review: the step player goes through the moves, the costliest are listed.
    void startReviewTimeline(const pw::entanglement::Game &reviewed,
                             std::vector<pw::entanglement::MoveReview> reviews,
                             pw::entanglement::PlayerKind judge);
    // A step's game on screen; an autoplay's last step plays the computer's placements.
    void showTimelineGame(const pw::entanglement::Game &game);
    // Plays the computer's placements up to `shown` as one entry, once.
    void playAutoplayUpTo(const pw::entanglement::Game &shown);
    // Ends the timeline before a move of the player's (never at an earlier step of a record or
    // review, which only Continue from Here leaves): an autoplay's placements up to the step
    // shown are played.
    void leaveTimeline();
    // A playing key or click at an earlier step of a record or review: the next step is shown.
    void stepInsteadOfPlaying();
    // What the tab says when Hint or Autoplay is asked for at an earlier step.
    void sayContinueFirst();
    // Continues from the record's step on screen as practice, by an entry Undo takes back.
    void branchFromStep();
    // Ends the timeline, playing nothing: the midend's game is on screen again.
    void dropTimeline();

    std::optional<statistics::ScoreEntry>
        m_enteredScore; // this game's entry in the best scores, if any
    // The game at the step a record, review or autoplay shows; empty: the midend's is shown.
    std::optional<pw::entanglement::Game> m_stepGame;
    bool m_changingState = false; // the tab itself changes the midend's state
    bool m_reviewRunning = false; // the job running is a review
    bool m_bestLineRunning = false; // the job running looks for the best line
    EntanglementSounds m_sounds;

    StepPlayer *m_stepPlayer;
    BoardView *m_view;
    PlayPanel *m_play; // "Your turn": the tiles, the buttons that play, the score
    ComputerPanel *m_computer; // the computer player: hints, autoplay, review
    BestScoresPanel *m_bestScores;
    QLabel *m_legend; // the candidates' labels explained, shown with them
    // "Show best line", a checkable button in the board's top left corner, which the hexagonal
    // board leaves empty at every radius: the side panel and the step player's row have no room
    // to spare at 800 x 600.
    QToolButton *m_bestLine;
    // "Continue from Here", beside the step player while a record or review is stepped through;
    // it works at a move before the last.
    QPushButton *m_continue;
    TimelineScreen *m_screen; // what the step player goes through, on screen
};

} // namespace pw::ui::entanglement
