#pragma once

#include "core/noodles/Rating.h"

#include <QWidget>

#include <optional>

class QLabel;
class QMenu;
class QPushButton;

namespace pw::ui {

// The column beside the Noodles board: the game's difficulty (when it is known) and the buttons
// that change the whole position (Restart, Jumble) or check it (Check locks). It only says which
// button was pressed; the tab decides what that does to the game. Check counts the tiles still
// wrong; the lock tools open their menu; Copy Net ID gives the board to Simon Tatham's Net.
class NoodlesSidePanel : public QWidget
{
    Q_OBJECT
public:
    explicit NoodlesSidePanel(QWidget *parent = nullptr);

    // The rating of a generated game, with a tooltip naming the rules it needs; hidden for a
    // board from a file or a descriptive ID, which nobody rated.
    void showDifficulty(const std::optional<noodles::DifficultyRating> &rating);
    // The lock tools' menu, opened by the panel's Lock tools button.
    void setLockMenu(QMenu *menu);

signals:
    void restartClicked();
    void jumbleClicked();
    void checkLocksClicked();
    void checkClicked();
    void copyNetIdClicked();

private:
    static QString levelToolTip(noodles::DifficultyLevel level);

    QLabel *m_difficulty;
    QPushButton *m_lockTools;
};

} // namespace pw::ui
