#pragma once

#include "core/statistics/GameStatistics.h"
#include "ui/entanglement/ScoreBoards.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QTableWidget;

namespace pw::ui::entanglement {

// The boards of best scores beside the board, for the board size on screen: today, this week,
// all time or Today's Puzzle (with the streak), chosen in the box above the list; each row the
// score, moves and the seed (the game's ID as its tooltip, to copy and play again).
class BestScoresPanel : public QWidget
{
    Q_OBJECT
public:
    explicit BestScoresPanel(QWidget *parent = nullptr);

    ScoreBoards::Board board() const;
    void setBoard(ScoreBoards::Board board);
    // The chosen board's best games; streak: Today's Puzzle's days in a row.
    void showScores(int radius, const QList<statistics::ScoreEntry> &entries, int streak);

signals:
    // Another board was chosen: the tab hands over its scores.
    void boardChanged();

private:
    QLabel *m_title;
    QComboBox *m_boards;
    QTableWidget *m_table;
};

} // namespace pw::ui::entanglement
