#pragma once

#include "core/sliding/Board.h"

#include <QWidget>

class QLabel;
class QPushButton;
class QSpinBox;

namespace pw::ui {

class SlidingSetupGrid;

// The Sliding Tiles set-up editor, shown in place of the board: a board from a physical puzzle or
// a web page typed or dragged into a grid of a chosen size, or pasted from the clipboard in the
// text format. Beside it, live: whether the tiles are all there once each (the duplicates and the
// missing ones named) and, once they are, whether the board can be solved (its parity). Done
// hands the board to the tab, which starts it as a new game; an unsolvable board may be started
// too (the tab flags it), so a real puzzle's faulty state can still be examined.
class SlidingBoardEditor : public QWidget
{
    Q_OBJECT
public:
    explicit SlidingBoardEditor(QWidget *parent = nullptr);

    // Starts editing from this board.
    void load(const sliding::Board &board);
    // Reads a board in the text format from the clipboard; on a refusal the reason is shown.
    void paste();
    SlidingSetupGrid *grid() const { return m_grid; }

signals:
    void done(const sliding::Board &board);
    void cancelled();

private:
    QLayout *sizeRow();
    QLayout *buttonRow();
    // The grid changed: the marks and Done follow.
    void check();
    void resizeGrid();

    SlidingSetupGrid *m_grid;
    QSpinBox *m_rows;
    QSpinBox *m_cols;
    QLabel *m_check; // "Solvable", "Not solvable (parity)", "Duplicate tiles: …"
    QPushButton *m_done;
};

} // namespace pw::ui
