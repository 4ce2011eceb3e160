#pragma once

#include <QGroupBox>

class QLabel;
class QPushButton;

namespace pw::entanglement {
class Game;
}

namespace pw::ui::entanglement {

class PocketView;

// The "Your turn" box beside the board: the tile in hand and the pocket tile, the buttons that
// turn, swap and place, and what the game stands at (score, moves, what the placement shown
// would earn, the mode). It only asks: the tab decides what a request does.
class PlayPanel : public QGroupBox
{
    Q_OBJECT
public:
    explicit PlayPanel(QWidget *parent = nullptr);

    // The game's tiles, score and the placement's prediction; its buttons work while it is open
    // and `playable` (not so at an earlier move of a record, which is only shown).
    void showGame(const pw::entanglement::Game &game, bool playable = true);
    // The mode line: radius and seed, practice mode, and whether the game may enter the best
    // scores; on a practice branch of a record (branchFrom: the move it continues from, -1 for
    // none) first the branch with its "Save Branch As…" link.
    void showMode(const pw::entanglement::Game &game, bool practice, bool eligible,
                  int branchFrom = -1);

signals:
    void rotateRequested(int steps);
    void swapRequested();
    void placeRequested();
    void saveBranchRequested();

private:
    QString earnText(const pw::entanglement::Game &game) const;

    PocketView *m_hand; // the tile in hand, large beside the pocket tile
    PocketView *m_pocket;
    QPushButton *m_rotateLeft;
    QPushButton *m_rotateRight;
    QPushButton *m_swapButton;
    QPushButton *m_placeButton;
    QLabel *m_scoreLabel;
    QLabel *m_movesLabel;
    QLabel *m_earnLabel;
    QLabel *m_modeLabel;
};

} // namespace pw::ui::entanglement
