#include "ui/entanglement/PlayPanel.h"

#include "ui/common/ScrollingRoomLabel.h"
#include "ui/entanglement/PocketView.h"

#include "core/entanglement/Game.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace pw::ui::entanglement {

using pw::entanglement::FollowResult;
using pw::entanglement::Game;

PlayPanel::PlayPanel(QWidget *parent)
    : QGroupBox(tr("Your turn"), parent)
    , m_hand(new PocketView(this))
    , m_pocket(new PocketView(this))
    , m_rotateLeft(new QPushButton(tr("\u27f2 Turn left"), this))
    , m_rotateRight(new QPushButton(tr("Turn right \u27f3"), this))
    , m_swapButton(new QPushButton(tr("S&wap with pocket"), this))
    , m_placeButton(new QPushButton(tr("&Place tile"), this))
    , m_scoreLabel(new QLabel(this))
    , m_movesLabel(new ScrollingRoomLabel(1, this))
    , m_earnLabel(new ScrollingRoomLabel(2, this))
    , m_modeLabel(new ScrollingRoomLabel(2, this))
{
    m_rotateLeft->setToolTip(tr("Turn the tile in hand anticlockwise (Left arrow or wheel up)"));
    m_rotateRight->setToolTip(tr("Turn the tile in hand clockwise (Right arrow or wheel down)"));
    m_swapButton->setToolTip(tr("Swap the tile in hand with the pocket tile (Space, right click)"));
    m_placeButton->setToolTip(tr("Place the tile in hand (Enter, or click its middle)"));
    m_pocket->setAccessibleName(tr("Pocket tile"));
    m_hand->setAccessibleName(tr("Tile in hand"));
    m_hand->setToolTip(tr("The tile in hand, turned as it will be placed. Click it (or press "
                          "Space) to swap it with the pocket tile."));
    m_modeLabel->setObjectName(QStringLiteral("entanglementMode"));
    m_modeLabel->setToolTip(tr("On a practice branch of a record, Save keeps the whole record; "
                               "Save Branch As\u2026 writes the branch to a new file."));
    connect(m_modeLabel, &QLabel::linkActivated, this, &PlayPanel::saveBranchRequested);

    connect(m_rotateLeft, &QPushButton::clicked, this, [this] { emit rotateRequested(-1); });
    connect(m_rotateRight, &QPushButton::clicked, this, [this] { emit rotateRequested(1); });
    connect(m_swapButton, &QPushButton::clicked, this, &PlayPanel::swapRequested);
    connect(m_placeButton, &QPushButton::clicked, this, &PlayPanel::placeRequested);
    connect(m_pocket, &PocketView::swapRequested, this, &PlayPanel::swapRequested);
    connect(m_hand, &PocketView::swapRequested, this, &PlayPanel::swapRequested);

    // Fixed rooms: the pictures, the buttons under them and each line of text keep their size
    // whatever the text says, so nothing moves under the pointer as the game goes on.
    auto *tiles = new QGridLayout;
    tiles->addWidget(new QLabel(tr("In hand"), this), 0, 0);
    tiles->addWidget(new QLabel(tr("Pocket"), this), 0, 1);
    tiles->addWidget(m_hand, 1, 0);
    tiles->addWidget(m_pocket, 1, 1);
    tiles->addWidget(m_rotateLeft, 2, 0);
    tiles->addWidget(m_rotateRight, 2, 1);
    tiles->addWidget(m_swapButton, 3, 0);
    tiles->addWidget(m_placeButton, 3, 1);
    auto *counts = new QHBoxLayout;
    counts->addWidget(m_scoreLabel);
    counts->addWidget(m_movesLabel, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setSpacing(layout->spacing() / 2);
    layout->addLayout(tiles);
    layout->addLayout(counts);
    layout->addWidget(m_earnLabel);
    layout->addWidget(m_modeLabel);
}

void PlayPanel::showGame(const Game &game, bool playable)
{
    const bool open = !game.isOver() && playable;
    m_pocket->setTile(game.pocketPlaced(), open);
    m_hand->setTile(game.currentPlaced(), open);
    m_scoreLabel->setText(tr("Score: <b>%1</b>").arg(game.score()));
    m_movesLabel->setText(
        tr("Moves: %1 of %2 cells").arg(game.moves().size()).arg(game.board().playableCellCount()));
    m_earnLabel->setText(earnText(game));
    for (QPushButton *button : {m_rotateLeft, m_rotateRight, m_swapButton, m_placeButton})
        button->setEnabled(open);
}

QString PlayPanel::earnText(const Game &game) const
{
    if (game.isOver()) {
        // The line's open end is the wall it ran into: the centre tile or the border.
        const common::UvCell wall = game.openEnd().cell;
        return wall.u == 0 && wall.v == 0 ? tr("Game over: the line ran into the centre tile.")
                                          : tr("Game over: the line ran into the border.");
    }
    // One sentence each, so a language orders its parts as it needs; the segments are a noun
    // phrase of their own because one message counts only one number.
    const FollowResult result = game.preview();
    const QString segments = tr("%n segment(s)", nullptr, result.length);
    if (result.hitWall)
        return tr("This placement would earn <b>%n</b> point(s) (%1) and <b>end the game</b>",
                  nullptr, result.points())
            .arg(segments);
    return tr("This placement would earn <b>%n</b> point(s) (%1)", nullptr, result.points())
        .arg(segments);
}

void PlayPanel::showMode(const Game &game, bool practice, bool eligible, int branchFrom)
{
    QStringList mode;
    mode << tr("Radius %1, seed %2").arg(game.radius()).arg(game.seed());
    if (practice && branchFrom < 0)
        mode << tr("practice mode (Undo allowed)");
    if (!eligible)
        mode << tr("not eligible for high scores");
    if (branchFrom < 0) {
        m_modeLabel->setText(mode.join(QStringLiteral("; ")));
        return;
    }
    // The branch and its link come first, so the room's two lines never cut the link off.
    m_modeLabel->setText(
        tr("Branch from move %1: <a href=\"save-branch\">Save Branch As\u2026</a>").arg(branchFrom)
        + QStringLiteral("<br>") + mode.join(QStringLiteral("; ")).toHtmlEscaped());
}

} // namespace pw::ui::entanglement
