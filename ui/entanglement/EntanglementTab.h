#pragma once

#include "ui/common/GameStatistics.h"
#include "ui/common/PuzzleTab.h"

#include "core/entanglement/Game.h"
#include "core/entanglement/Player.h"
#include "core/entanglement/Review.h"

#include <optional>
#include <vector>

class QJsonObject;
class QJsonValue;

class QComboBox;
class QLabel;
class QPushButton;
class QTableWidget;
class QUndoStack;

namespace pw::ui::entanglement {

class BoardView;
class GameCommand;
class PocketView;
class ReviewPanel;

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
    // A saved game (file or autosave) that can be continued, or what is wrong with it.
    static common::Expected<pw::entanglement::Game> readGame(const QJsonObject &object,
                                                             const QString &sourceName);
    // Puts a saved game on the board; path is the file it came from (empty for an autosave).
    common::Status loadGame(const QJsonObject &object, const QString &sourceName,
                            const QString &path);
    QJsonObject toJson() const;
    // What the step player goes through: a hint's candidates, the computer's turns, the
    // moves of an opened record, or those of a review.
    enum class Timeline { None, Hint, Autoplay, Record, Review };

    void buildUi();
    void refresh();
    void refreshHighScores();
    // Records a change of m_game made from `before`: an undo command in practice mode,
    // otherwise just "modified".
    void recordChange(const QString &text, const pw::entanglement::Game &before);
    // The undo command for a change of m_game made from `before`.
    GameCommand *makeCommand(const QString &text, const pw::entanglement::Game &before);
    void applyFromUndo(const pw::entanglement::Game &game, bool undoing);
    // An autosaved step of the history (the moves it added) made again on m_game.
    RecordedStep *readStep(const QJsonValue &step, const QString &source);
    // Ends a hint or autoplay replay, keeping the game as shown (autoplay moves are recorded).
    void leaveTimeline();
    void dropTimeline();
    void showTimelinePosition(int position);
    // An opened record: the step player goes through its moves; a move of the player's at an
    // earlier one continues from there as practice (a new branch of the record).
    void startRecordTimeline();
    // The game after each of its moves, from the start (the last with the hand as it is).
    static std::vector<pw::entanglement::Game> statesOf(const pw::entanglement::Game &game);
    // A finished review: the step player goes through the moves, the costliest are listed.
    void startReviewTimeline(const pw::entanglement::Game &reviewed,
                             std::vector<pw::entanglement::MoveReview> reviews);
    void showReviewPosition(int position);
    // The game a review looks at: the record on the step player, else the one on screen.
    const pw::entanglement::Game &reviewedGame() const;
    pw::entanglement::PlayerOptions playerOptions() const;

    pw::entanglement::Game m_game;
    pw::entanglement::Game m_historyStart; // as the history begins: the game started or read
    bool m_practice = false;
    bool m_disqualified = false;
    std::optional<ScoreEntry> m_enteredScore; // this game's entry in the best scores, if any

    Timeline m_timeline = Timeline::None;
    pw::entanglement::Game m_timelineBase;
    std::vector<pw::entanglement::Candidate> m_hintCandidates;
    std::vector<pw::entanglement::Game> m_autoStates;
    std::vector<std::vector<pw::entanglement::Candidate>> m_autoCandidates;
    std::vector<pw::entanglement::Game> m_recordStates; // the game after each recorded move
    std::vector<pw::entanglement::MoveReview> m_reviews; // one per move, in a review
    bool m_reviewRunning = false; // the job running is a review

    QUndoStack *m_undoStack; // the midend's history
    StepPlayer *m_stepPlayer;
    BoardView *m_view;
    PocketView *m_pocket;
    PocketView *m_hand; // the current tile, large beside the pocket
    QLabel *m_scoreLabel;
    QLabel *m_movesLabel;
    QLabel *m_earnLabel;
    QLabel *m_modeLabel;
    QLabel *m_hintLabel;
    QLabel *m_legend; // the candidates' labels explained, shown with them
    QComboBox *m_playerChoice;
    QPushButton *m_rotateLeft;
    QPushButton *m_rotateRight;
    QPushButton *m_swapButton;
    QPushButton *m_placeButton;
    QPushButton *m_hintButton;
    QPushButton *m_autoplayButton;
    QPushButton *m_reviewButton;
    ReviewPanel *m_reviewPanel; // the review's words and its costliest moves
    QLabel *m_highScoresTitle;
    QTableWidget *m_highScores;
};

} // namespace pw::ui::entanglement
