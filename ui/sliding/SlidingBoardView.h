#pragma once

#include "core/sliding/Board.h"

#include <QPalette>
#include <QWidget>

#include <optional>
#include <vector>

class QVariantAnimation;

namespace pw::ui {

// Draws a sliding board scaled to the widget. Interactive views turn a click on a tile in the
// blank's row or column, a drag of it towards the blank, or an arrow key, into blank moves
// ("ULDR"); slides are animated.
//
// A drag takes the pressed tile and every tile between it and the blank: they follow the mouse
// along the line towards the blank, never past one cell. Released past half a cell they slide;
// short of it they go back. A press released where it started (within the platform's drag
// distance) is a click, which slides at once.
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
    // How far, in pixels, the tiles being dragged follow the mouse (0 when no drag), and how many.
    double dragShift() const { return m_drag ? m_drag->shift : 0.0; }
    int draggedTiles() const { return m_drag ? static_cast<int>(m_drag->cells.size()) : 0; }

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
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    QRectF boardRect() const;
    int cellAt(const QPointF &point) const;

    // A press on a tile in the blank's row or column, while the button is down.
    struct Drag
    {
        QPointF pressedAt;
        QPointF towardsBlank; // a unit step, in widget coordinates
        std::vector<int> cells; // the tiles that move: the pressed one and those before the blank
        QString moves; // the blank's moves that slide them
        double shift = 0.0; // how far they follow the mouse, 0 .. one cell
    };

    sliding::Board m_board;
    std::vector<int> m_fromCell; // per tile: the cell it glides from while animating
    double m_progress = 1.0;
    bool m_interactive = true;
    int m_hintCell = -1;
    std::optional<Drag> m_drag;
    QVariantAnimation *m_animation;
};

} // namespace pw::ui
