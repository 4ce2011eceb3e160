#pragma once

#include "core/sliding/SolveTypes.h"

#include <QWidget>

class QComboBox;
class QSpinBox;

namespace pw::ui {

class TableBuilder;

// The Sliding Tiles tab's "Solver" page: the algorithm, heuristic, A* memory limit and optimal
// budget Solve searches with, kept in the settings (a value out of range there falls back to its
// default, with a note), and the builds of the strong tables (7-8 for 4 x 4, 6-6-6-6 for 5 x 5),
// which run beside the tab's own job.
class SlidingSolverBox : public QWidget
{
    Q_OBJECT
public:
    explicit SlidingSolverBox(QWidget *parent = nullptr);

    // What a search starts from: Solve takes the choices made here; a hint always asks for the
    // default answer (optimal where it can be). Both take the memory limit and the budget.
    sliding::SolveOptions options(bool forHint) const;
    int memoryLimitMiB() const;
    // Seconds Automatic gives the optimal search on boards up to 25 cells; 0: none.
    int budgetSeconds() const;
    // The row building the tables of square boards of this side; nullptr for sides without.
    TableBuilder *tableBuilder(int side) const;
    QList<TableBuilder *> tableBuilders() const { return m_tables; }

private:
    void addChoices();
    void readSettings();
    void saveSettings() const;

    QComboBox *m_algorithm;
    QComboBox *m_heuristic;
    QSpinBox *m_memoryLimit;
    QSpinBox *m_budget;
    QList<TableBuilder *> m_tables;
};

} // namespace pw::ui
