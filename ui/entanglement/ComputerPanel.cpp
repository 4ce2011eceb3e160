#include "ui/entanglement/ComputerPanel.h"

#include "ui/common/ScrollingRoomLabel.h"
#include "ui/entanglement/ReviewPanel.h"

#include "core/entanglement/Game.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace pw::ui::entanglement {

using pw::entanglement::Game;
using pw::entanglement::PlayerKind;
using pw::entanglement::PlayerOptions;

ComputerPanel::ComputerPanel(QWidget *parent)
    : QGroupBox(tr("Computer player"), parent)
    // Not "&Hint": Alt+H belongs to the Help menu, and a shared mnemonic only moves the focus.
    , m_hintButton(new QPushButton(tr("H&int"), this))
    , m_autoplayButton(new QPushButton(tr("&Autoplay"), this))
    , m_reviewButton(new QPushButton(tr("Review"), this))
    , m_playerChoice(new QComboBox(this))
    , m_message(new ScrollingRoomLabel(2, this))
    , m_reviewPanel(new ReviewPanel(this))
{
    m_hintButton->setToolTip(tr("Ask the computer player for a move: the tile is turned to it "
                                "and Enter places it"));
    m_autoplayButton->setToolTip(tr("Let the computer finish the game; step through its turns"));
    m_reviewButton->setObjectName(QStringLiteral("entanglementReview"));
    m_reviewButton->setToolTip(tr("Set each of the game's moves, whoever played it, beside the "
                                  "choice of the player selected above at the same position, and "
                                  "list the moves that cost most (after a game, or on an opened "
                                  "record)"));
    fillPlayerChoice();

    connect(m_hintButton, &QPushButton::clicked, this, &ComputerPanel::hintRequested);
    connect(m_autoplayButton, &QPushButton::clicked, this, &ComputerPanel::autoplayRequested);
    connect(m_reviewButton, &QPushButton::clicked, this, &ComputerPanel::reviewRequested);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_playerChoice);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_hintButton);
    buttons->addWidget(m_autoplayButton);
    buttons->addWidget(m_reviewButton);
    layout->addLayout(buttons);
    layout->addWidget(m_message);
    // The review's findings under the hint's: what the move shown gave away, the costliest.
    layout->addWidget(m_reviewPanel);
}

void ComputerPanel::fillPlayerChoice()
{
    // The strongest first and chosen: a review judges by it unless the player picks another.
    m_playerChoice->addItem(
        tr("Deep (expectimax, %n moves ahead)", nullptr, PlayerOptions {}.deepPlies),
        static_cast<int>(PlayerKind::Deep));
    m_playerChoice->setItemData(m_playerChoice->count() - 1,
                                tr("The strongest player: it looks further ahead than the "
                                   "lookahead, over more of the tiles that may come, and takes "
                                   "tens of milliseconds a move"),
                                Qt::ToolTipRole);
    m_playerChoice->addItem(
        tr("Lookahead (expectimax, %n moves ahead)", nullptr, PlayerOptions {}.plies),
        static_cast<int>(PlayerKind::Lookahead));
    m_playerChoice->addItem(tr("Greedy (most points now)"), static_cast<int>(PlayerKind::Greedy));
    m_playerChoice->setToolTip(
        tr("How the computer chooses its moves for Hint and Autoplay, and whose choices Review "
           "sets the moves beside"));
    m_playerChoice->setAccessibleName(tr("Computer player"));
}

PlayerOptions ComputerPanel::playerOptions() const
{
    PlayerOptions options;
    options.kind = static_cast<PlayerKind>(m_playerChoice->currentData().toInt());
    return options;
}

void ComputerPanel::setPlayerKind(PlayerKind kind)
{
    m_playerChoice->setCurrentIndex(m_playerChoice->findData(static_cast<int>(kind)));
}

void ComputerPanel::setButtonsEnabled(bool gameOpen, bool canReview)
{
    m_hintButton->setEnabled(gameOpen);
    m_autoplayButton->setEnabled(gameOpen);
    m_reviewButton->setEnabled(canReview);
}

void ComputerPanel::setMessage(const QString &text)
{
    m_message->setText(text);
}

void ComputerPanel::clearMessage()
{
    m_message->clear();
}

void ComputerPanel::showThinking()
{
    m_message->setText(tr("Thinking..."));
}

void ComputerPanel::showPlaying()
{
    m_message->setText(tr("The computer is playing..."));
}

void ComputerPanel::showStopped()
{
    m_message->setText(tr("The computer player was stopped."));
}

void ComputerPanel::showAutoplayDone(int moves, int computerMoves, int score)
{
    // The game's moves, not only the computer's: "in 28 moves" for a game of 31 read wrong.
    m_message->setText(tr("The computer finished the game with %1 in %n move(s), %2 of them its "
                          "own. Watch or step through its turns; any move of yours continues "
                          "from the turn shown.",
                          nullptr, moves)
                           .arg(tr("%n point(s)", "the score, after 'with'", score))
                           .arg(computerMoves));
}

void ComputerPanel::showRecord(int moves)
{
    m_message->setText(tr("A record of %n move(s): step through it with the player below. "
                          "Continue from Here (C) plays on from an earlier move as practice.",
                          nullptr, moves));
}

QString ComputerPanel::showGameOver(const Game &game, bool eligible, const QString &boardWords)
{
    QString message
        = tr("Game over: %1 in %n move(s).", nullptr, static_cast<int>(game.moves().size()))
              .arg(tr("%n point(s)", "the score, after 'Game over:'", game.score()));
    if (!eligible) {
        message += QLatin1Char(' ')
            + tr("Not entered in the high scores (undo, hints or computer moves).");
    } else if (!boardWords.isEmpty()) {
        message += QLatin1Char(' ') + boardWords;
    }
    m_message->setText(message);
    return message;
}

void ComputerPanel::setMessageVisible(bool visible)
{
    m_message->setVisible(visible);
}

} // namespace pw::ui::entanglement
