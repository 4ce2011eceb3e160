#pragma once

#include "core/sliding/Board.h"

#include <QPalette>
#include <QWidget>

#include <vector>

class QVariantAnimation;

namespace pw::ui {

// Draws a sliding board scaled to the widget. Interactive views turn a click on a tile in the
// blank's row or column, or an arrow key, into blank moves ("ULDR"); slides are animated.
class SlidingBoardView : public QWidget
{
    Q_OBJECT
public:
    explicit SlidingBoardView(QWidget *parent = nullptr);

    void setInteractive(bool interactive);
    // Shows board; with animate, tiles that moved glide from their old cells.
    void setBoard(const sliding::Board &board, bool animate = false);
    const sliding::Board &board() const { return m_board; }
    // The tile a hint suggests sliding, ringed until the board changes; -1 for none.
    void setHintCell(int cell);
    int hintCell() const { return m_hintCell; }
    // Where a cell is drawn, in widget coordinates (also used by tests to click tiles).
    QRectF cellRect(int cell) const;
    bool isAnimating() const;

    // What the board is drawn in, from a palette: the board, tiles away from and at their goal
    // cell, and the edge round every tile (tests measure their contrast on the drawn board).
    struct TileColours
    {
        QColor board, away, home, edge;
    };
    static TileColours tileColours(const QPalette &palette);
    // The width of a tile's edge for a cell of this many pixels.
    static double tileEdgeWidth(double cellSize);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // Blank moves that slide the clicked tile (and those between) or the arrowed tile.
    void movesRequested(const QString &moves);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QRectF boardRect() const;
    int cellAt(const QPointF &point) const;

    sliding::Board m_board;
    std::vector<int> m_fromCell; // per tile: the cell it glides from while animating
    double m_progress = 1.0;
    bool m_interactive = true;
    int m_hintCell = -1;
    QVariantAnimation *m_animation;
};

} // namespace pw::ui
