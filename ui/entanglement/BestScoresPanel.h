#pragma once

#include "ui/common/GameStatistics.h"

#include <QWidget>

class QLabel;
class QTableWidget;

namespace pw::ui::entanglement {

// The ten best scores of the board size beside the board, as the statistics keep them: score,
// moves and the seed (the game's ID as its tooltip, to copy and play again).
class BestScoresPanel : public QWidget
{
    Q_OBJECT
public:
    explicit BestScoresPanel(QWidget *parent = nullptr);

    void showScores(int radius, const QList<ScoreEntry> &entries);

private:
    QLabel *m_title;
    QTableWidget *m_table;
};

} // namespace pw::ui::entanglement
