#pragma once

#include "ui/common/GameStatistics.h"
#include "ui/common/PuzzleTab.h"

#include "ui/entanglement/GameHistory.h"
#include "ui/entanglement/SavedGame.h"
#include "ui/entanglement/Timeline.h"

#include "core/entanglement/Game.h"
#include "core/entanglement/Player.h"
#include "core/entanglement/Review.h"

#include <optional>
#include <vector>

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
// the current tile's middle places it, on its left/right third rotates it; a right click or a
// click on the pocket swaps.
//
// Hint runs the chosen computer player on the current turn: every candidate is drawn with its
// value, then the choice, and the hand is turned to it; the step player walks through them.
// Solve (Autoplay) lets the player finish the game on a worker thread and replays its turns with
// the step player, candidates first, then each placement.
//
// Review (after a game, or on an opened record) sets every move beside the lookahead's choice at
// the same position, on a worker thread: the step player then walks through the moves, the
// board drawing both, and the panel lists the three moves that gave away the most expected value;
// clicking one shows it.
//
// Undo exists only in practice mode. Using it, asking for a hint or letting the computer place
// tiles keeps the game out of the best scores: it counts as played with help.
class EntanglementTab : public PuzzleTab
{
    Q_OBJECT
public:
    explicit EntanglementTab(QWidget *parent = nullptr);

    QString puzzleKind() const override;
    QString displayName() const override;
    QStringList fileFilters() const override;
    void newGame() override;
    common::Status checkFile(const QString &path) const override;
    common::Status openFile(const QString &path) override;
    common::Status saveFile(const QString &path) override;
    // The game as recorded: a finished game stepped back through in a review is still finished.
    bool isFinished() const override { return reviewedGame().isOver(); }
    StatisticsCategory statisticsCategory() const override;
    static StatisticsCategory categoryOfRadius(int radius);
    void statisticsChanged() override { refreshHighScores(); }
    QString gameId() const override;
    common::Status checkGameId(const QString &id) const override;
    void startGameFromId(const QString &id) override;
    QString dailyGameId(const QDate &date) const override;
    QString firstTip() const override;
    QByteArray snapshot() const override;
    common::Status restoreSnapshot(const QByteArray &data) override;
    StepPlayer *stepPlayer() const override { return m_stepPlayer; }
    QWidget *boardWidget() const override;

    // Starts a game without the dialog.
    void startGame(std::uint64_t seed, int radius, bool practice);

    const pw::entanglement::Game &game() const { return m_game; }
    bool isPractice() const { return m_practice; }
    // Undo was used or the computer placed tiles: no high score for this game (a hint keeps it
    // out too, through the midend's assisted mark).
    bool isDisqualified() const { return m_disqualified; }
    // Whether a finished game would enter the best scores.
    bool isEligibleForBestScores() const;
    BoardView *boardView() const { return m_view; }
    void setPlayerKind(pw::entanglement::PlayerKind kind);

public slots:
    void solve() override;
    void hint() override;
    void rotateCurrent(int steps);
    void swapTiles();
    void placeCurrent();
    // Reviews the finished game or the opened record (see canReview()).
    void review();

public:
    // A finished game, or an opened record (or its review) with moves.
    bool canReview() const;

protected:
    GameResult finishedResult() const override;
    // The game-over line: the score, and its place among the best scores.
    void gameFinished(const GameResult &result, int place) override;

private:
    // A new, opened or restored game on screen, with an empty history; path is its file.
    void showNewGame(const SavedGame &saved, const QString &path);
    SavedGame savedGame() const;

    void buildUi();
    // The board's and the side panels' requests, to the tab's verbs.
    void connectPanels();
    void refresh();
    void refreshHighScores();
    // An undo or redo of practice mode puts `game` on screen.
    void applyFromUndo(const pw::entanglement::Game &game, bool undoing);
    // Ends a hint or autoplay replay, keeping the game as shown (autoplay moves are recorded).
    void leaveTimeline();
    void dropTimeline();
    // A step's game on screen; the computer's placements keep the game out of the best scores.
    void showTimelineGame(const pw::entanglement::Game &game, bool computerPlayed);
    // An opened record: the step player goes through its moves; a move of the player's at an
    // earlier one continues from there as practice (a new branch of the record).
    void startRecordTimeline();
    // A finished review: the step player goes through the moves, the costliest are listed.
    void startReviewTimeline(const pw::entanglement::Game &reviewed,
                             std::vector<pw::entanglement::MoveReview> reviews);
    // The game a review looks at: the record on the step player, else the one on screen.
    const pw::entanglement::Game &reviewedGame() const;

    pw::entanglement::Game m_game;
    bool m_practice = false;
    bool m_disqualified = false;
    std::optional<ScoreEntry> m_enteredScore; // this game's entry in the best scores, if any

    GameHistory m_history; // the game's changes on the midend's history (undo in practice mode)
    bool m_reviewRunning = false; // the job running is a review

    StepPlayer *m_stepPlayer;
    BoardView *m_view;
    PlayPanel *m_play; // "Your turn": the tiles, the buttons that play, the score
    ComputerPanel *m_computer; // the computer player: hints, autoplay, review
    BestScoresPanel *m_bestScores;
    QLabel *m_legend; // the candidates' labels explained, shown with them
    TimelineScreen *m_screen; // what the step player goes through, on screen
};

} // namespace pw::ui::entanglement
