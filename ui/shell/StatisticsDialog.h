#pragma once

#include <QDialog>

class QLabel;
class QTableWidget;

namespace pw::ui {

// Game ▸ Statistics: one puzzle's record per size or level — games played, solved unaided,
// finished with help, best and median time, best move count (beside the optimum where known),
// best score — and today's-puzzle streak, with a Reset that asks first.
class StatisticsDialog : public QDialog
{
    Q_OBJECT
public:
    StatisticsDialog(const QString &puzzle, const QString &puzzleName, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }

private:
    void fill();
    void reset();

    QString m_puzzle;
    QString m_puzzleName;
    QTableWidget *m_table;
    QLabel *m_note; // the daily streak and how assisted games count
};

} // namespace pw::ui
