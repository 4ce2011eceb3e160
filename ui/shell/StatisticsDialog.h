#pragma once

#include "ui/common/GameStatistics.h"

#include <QDialog>

class QLabel;
class QTableWidget;

namespace pw::ui {

// Game ▸ Statistics: one puzzle's record per size or level — games played, solved unaided,
// finished with help, best and median time, best move count (beside the optimum where known),
// best score — the list of best scores for puzzles scored in points (Entanglement's ten per
// radius, with date and game ID), and today's-puzzle streak, with a Reset that asks first.
class StatisticsDialog : public QDialog
{
    Q_OBJECT
public:
    StatisticsDialog(const QString &puzzle, const QString &puzzleName, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    // Every kept best score, one row each: category, place, score, moves, date, game ID.
    QTableWidget *scoresTable() const { return m_scores; }

private:
    void fill();
    void fillBestScores(const QList<CategoryRecord> &records);
    void reset();

    QString m_puzzle;
    QString m_puzzleName;
    QTableWidget *m_table;
    QLabel *m_scoresTitle;
    QTableWidget *m_scores; // hidden while no category keeps scores
    QLabel *m_note; // the daily streak and how assisted games count
};

} // namespace pw::ui
