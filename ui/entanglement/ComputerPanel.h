#pragma once

#include "core/entanglement/Player.h"

#include <QGroupBox>

class QComboBox;
class QLabel;
class QPushButton;

namespace pw::ui::entanglement {

class ReviewPanel;

// The "Computer player" box beside the board: which player, Hint, Autoplay and Review, the line
// where the computer speaks (a hint's reasons, autoplay's result, the game-over line) and the
// review's findings under it. The tab runs the jobs; this box only asks for them and shows words.
class ComputerPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit ComputerPanel(QWidget *parent = nullptr);

    pw::entanglement::PlayerOptions playerOptions() const;
    void setPlayerKind(pw::entanglement::PlayerKind kind);
    // Hint and Autoplay work while the game is open; Review when there is something to review.
    void setButtonsEnabled(bool gameOpen, bool canReview);

    void setMessage(const QString &text);
    void clearMessage();
    // What the computer's line says while a job runs, when it is stopped, and when it is done.
    void showThinking();
    void showPlaying();
    void showStopped();
    // The game as the computer finished it: all its moves, those the computer made, the score.
    void showAutoplayDone(int moves, int computerMoves, int score);
    // An opened record on the step player.
    void showRecord(int moves);
    // The game-over line: the score, and what it earned on the boards (ScoreBoards::finishWords)
    // or why it has no place; returned for the status bar too.
    QString showGameOver(const pw::entanglement::Game &game, bool eligible,
                         const QString &boardWords);
    // During a review the line says nothing of the move shown, so it hides before the end.
    void setMessageVisible(bool visible);
    ReviewPanel *reviewPanel() const { return m_reviewPanel; }

signals:
    void hintRequested();
    void autoplayRequested();
    void reviewRequested();

private:
    void fillPlayerChoice();

    QPushButton *m_hintButton;
    QPushButton *m_autoplayButton;
    QPushButton *m_reviewButton;
    QComboBox *m_playerChoice;
    QLabel *m_message;
    ReviewPanel *m_reviewPanel; // the review's words and its costliest moves
};

} // namespace pw::ui::entanglement
