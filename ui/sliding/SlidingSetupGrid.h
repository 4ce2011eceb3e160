#pragma once

#include <QPointF>
#include <QString>
#include <QWidget>

#include <vector>

namespace pw::ui {

// The grid of the Sliding Tiles set-up editor: cells that hold a number, the blank (0) or nothing
// yet. Click a cell and type its number (digits add up while a longer number still fits; Space,
// Enter or an arrow goes on, Backspace empties); drag a tile onto another cell to swap the two.
// Cells holding a number another cell holds too are drawn red. It knows no rules: the editor
// around it checks the cells after every `edited`.
class SlidingSetupGrid : public QWidget
{
    Q_OBJECT
public:
    explicit SlidingSetupGrid(QWidget *parent = nullptr);

    // A grid of rows x cols with these cells (row-major; -1 for nothing entered).
    void setCells(int rows, int cols, const std::vector<int> &cells);
    const std::vector<int> &cells() const { return m_cells; }
    int rows() const { return m_rows; }
    int cols() const { return m_cols; }
    // Per cell: drawn as a clash (a duplicate number).
    void setClashing(const std::vector<bool> &clashing);
    // The cell typing goes into (its ring), -1 for none.
    int selectedCell() const { return m_selected; }
    void selectCell(int cell);
    // Where a cell is drawn, in widget coordinates (also used by tests to click and drag).
    QRectF cellRect(int cell) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void edited();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QRectF gridRect() const;
    int cellAt(const QPointF &point) const;
    void typeDigit(int digit);
    void setCell(int cell, int value);
    void paintCell(QPainter &painter, int cell, const QRectF &rect) const;

    int m_rows = 4;
    int m_cols = 4;
    std::vector<int> m_cells;
    std::vector<bool> m_clashing;
    int m_selected = -1;
    QString m_typed; // the digits typed into the selected cell so far
    int m_pressedCell = -1; // where a press began: a click selects it, a drag moves its tile
    QPointF m_pressedAt;
    QPointF m_dragAt; // while dragging: where the tile is drawn
    bool m_dragging = false;
};

} // namespace pw::ui
