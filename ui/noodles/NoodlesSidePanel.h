#pragma once

#include "core/noodles/Rating.h"

#include <QWidget>

#include <optional>

class QLabel;

namespace pw::ui {

// The column beside the Noodles board: the game's difficulty (when it is known) and the buttons
// that change the whole position (Restart, Jumble) or check it (Check locks). It only says which
// button was pressed; the tab decides what that does to the game.
class NoodlesSidePanel : public QWidget
{
    Q_OBJECT
public:
    explicit NoodlesSidePanel(QWidget *parent = nullptr);

    // The rating of a generated game, with a tooltip naming the rules it needs; hidden for a
    // board from a file or a descriptive ID, which nobody rated.
    void showDifficulty(const std::optional<noodles::DifficultyRating> &rating);

signals:
    void restartClicked();
    void jumbleClicked();
    void checkLocksClicked();

private:
    static QString levelToolTip(noodles::DifficultyLevel level);

    QLabel *m_difficulty;
};

} // namespace pw::ui
