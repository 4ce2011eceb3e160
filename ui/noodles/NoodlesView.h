#pragma once

#include "core/noodles/Board.h"
#include "core/noodles/NetworkGroups.h"
#include "core/noodles/PowerNetwork.h"

#include <QElapsedTimer>
#include <QHash>
#include <QImage>
#include <QLineF>
#include <QPointF>
#include <QWidget>

#include <optional>
#include <utility>
#include <vector>

class QPainter;
class QTimer;

namespace pw::ui {

// The painted Noodles board: square or hex cells that scale with the widget, noodles as thick
// rounded strokes, powered pieces dark and the rest pale, the source marked, locked pieces
// shaded. It animates rotations and, once solved, makes the pieces vanish level by level in BFS
// order from the source (seed 000). It does not change the board itself: clicks and keys become
// signals, and the tab turns them into moves through its midend.
class NoodlesView : public QWidget
{
    Q_OBJECT
public:
    // What the step-through shows instead of the board: each piece's remaining orientations
    // (bit r = the board's tile turned r steps clockwise) and the piece the current step is about.
    struct Replay
    {
        std::vector<std::uint8_t> candidates;
        int highlight = -1;
    };

    // Why a tile is turned the way it is (a hint, or a step of the step-through), drawn over the
    // board: the tile highlighted, its removed orientations in red, the walls it would hit, the
    // neighbours' arms and blank sides that force it (a neighbour across the edge of a wrapping
    // board drawn again beside it, a ghost), each loop or island it would make outlined on its
    // own.
    struct Evidence
    {
        int cell = -1;
        std::vector<noodles::TileMask> removed;
        std::vector<std::pair<int, int>> walls; // (the tile, its side on the edge of the board)
        std::vector<std::pair<int, int>> arms; // (a neighbour, its side whose arm reaches the tile)
        std::vector<std::pair<int, int>> blanks; // (a neighbour, its blank side facing the tile)
        // The tiles of each loop or island, the tile itself included: one outline each, so two
        // islands side by side read as two.
        std::vector<std::vector<int>> regions;
        // A hint's chain so far: each tile its steps fixed, drawn as the step fixed it (the tile
        // on screen may still be turned otherwise).
        std::vector<std::pair<int, noodles::TileMask>> deduced;
        // Every tile the marks are on, the explained one first.
        std::vector<int> cells() const;
    };

    explicit NoodlesView(QWidget *parent = nullptr);

    // A new position: no animation.
    void setBoard(const noodles::Board &board, const noodles::PowerNetwork &network);
    // The board as drawn (the animation's end while a piece turns).
    const noodles::Board &board() const { return m_board; }
    // The same game after a rotation of `cell` by `steps` (animated) or other changes.
    void updateBoard(const noodles::Board &board, const noodles::PowerNetwork &network,
                     int rotatedCell = -1, int steps = 0);
    // Pieces vanish level by level; ends with a "solved" message.
    void startVanish();
    void stopVanish();
    bool isVanishing() const { return m_vanishing; }
    // The vanish has ended and the solved network is drawn again, to be looked at.
    bool showsSolvedNetworkAgain() const;

    void setReplay(std::optional<Replay> replay);
    // Pieces crossed out in the warning colour (Check locks: locked pieces no solution has);
    // empty clears them.
    void setMarkedCells(std::vector<int> cells);
    const std::vector<int> &markedCells() const { return m_marked; }
    // The player's edge marks Check found wrong, crossed out in the warning colour; empty clears.
    void setWrongMarks(std::vector<noodles::MarkedSide> marks);
    const std::vector<noodles::MarkedSide> &wrongMarks() const { return m_wrongMarks; }
    bool showsReplay() const { return m_replay.has_value(); }
    // Cleared by setBoard (a new position) and by setEvidence({}).
    void setEvidence(std::optional<Evidence> evidence);
    const std::optional<Evidence> &evidence() const { return m_evidence; }

    int cursor() const { return m_cursor; }
    void setCursor(int cell);

    // Geometry, public for tests and hit-testing: centre of a cell in widget coordinates, and the
    // cell under a point (-1 outside the board).
    QPointF cellCentre(int cell) const;
    int cellAt(QPointF point) const;
    // The side of `cell` nearest to `point` (the one a Ctrl+click there marks), N = 0 clockwise.
    int sideAt(int cell, QPointF point) const;
    // The middle of side `side` of `cell`, where its mark is drawn.
    QPointF sideCentre(int cell, int side) const;
    // A locked cell's frame is the cell's outline shrunk to this about its centre.
    static constexpr double lockFrameInset = 0.8;

    // Zoom for big boards: 1 fits the board to the view (centred). The wheel zooms about the
    // pointer, anywhere on the board; a drag pans (until an edge of the board reaches the middle
    // of the view); 0 (or Home) fits again; + and - zoom about the centre.
    double zoom() const { return m_zoom; }
    void zoomAt(QPointF fixedPoint, double factor);
    void fitToView();

    // The groups of joined tiles on show: each drawn in a colour of its own (the source's in the
    // powered colour), islands outlined in the warning colour; a tile's tooltip says its group's
    // size.
    const noodles::NetworkGroups &groups() const { return m_groups; }
    // The colour a tile's noodle is drawn in now (no animation, no step-through): for tests.
    QColor pieceColour(int cell) const;
    // The words the tooltip gives for `cell`'s group.
    QString groupText(int cell) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

    // The picture of a wrapping board moved by whole tiles while a Ctrl+drag goes on (its shift
    // is asked for when the drag ends); (0, 0) otherwise.
    QPoint dragShift() const { return m_dragShift; }

signals:
    // steps: +1 clockwise, -1 counter-clockwise; half the sides for a half turn (the F key).
    void rotateRequested(int cell, int steps);
    void lockRequested(int cell);
    // A Shift+drag ended: the tiles it passed, in the order passed (the first is where it
    // began). `lock`: the middle button's drag, which locks them (or unlocks them when the first
    // was locked); else the left button's, which turns each counter-clockwise.
    void sweepRequested(const std::vector<int> &cells, bool lock);
    void cursorMoved(int cell);
    // The lock tools' menu, for `cell` (under the pointer: Shift+right click; the cursor's: the
    // Menu key or Shift+F10), at `globalPos`.
    void contextMenuRequested(int cell, const QPoint &globalPos);
    // Ctrl+click (`mark` Wall) or Ctrl+right click (Joined) near a side between two tiles: the
    // mark asked for (the tab takes an equal mark off again).
    void edgeMarkRequested(int cell, int side, noodles::EdgeMark mark);
    // Shift the origin of a wrapping board: the tile at the top left moves this many columns and
    // rows on (Ctrl+Shift+arrows, or a Ctrl+drag by whole tiles).
    void shiftRequested(int columns, int rows);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool event(QEvent *event) override;

private:
    void layoutBoard();
    void animate();
    void ensureTimer();
    // The cells' fills, grid and lock frames, in batches of one fill (under the step-through's
    // candidates and the vanishing pieces, drawn one by one).
    void paintBackgrounds(QPainter &painter, const std::vector<int> &cells) const;
    // The still game (no step-through, no vanish): every tile copied from a picture of its look.
    void paintTiles(QPainter &painter, const std::vector<int> &cells) const;
    // The picture of a tile that looks so, at the cell size of the moment (cached; a zoom or
    // another palette starts the cache again).
    QImage tileSprite(noodles::TileMask mask, const QColor &colour, bool locked, bool highlighted,
                      qreal ratio) const;
    QSizeF spriteSize() const;
    void paintNoodle(QPainter &painter, int cell, noodles::TileMask mask, const QColor &colour,
                     double angleOffset, double thicknessScale) const;
    // A tile's remaining orientations in the step-through, told apart: a small picture of each
    // inside the cell when it is big enough, else drawn faintly over each other with a count.
    void paintCandidates(QPainter &painter, int cell, unsigned set) const;
    // The tile turned to the first orientation in `set`.
    noodles::TileMask candidateMask(int cell, unsigned set) const;
    void paintCandidatesOverlaid(QPainter &painter, int cell, unsigned set) const;
    // One orientation as a small framed picture of `slot` pixels centred on `centre`.
    void paintCandidatePicture(QPainter &painter, QPointF centre, double slot,
                               noodles::TileMask mask) const;
    // Where the vanish is: `progress` in levels since it began (-1 when not vanishing); `back`
    // above 0 once the solved network comes back.
    struct VanishPhase
    {
        double progress = -1.0;
        double back = 0.0;
    };
    VanishPhase vanishPhase() const;
    // A piece as the game shows it: its colour (powered, on a loop), faded while it vanishes.
    void paintPiece(QPainter &painter, int cell, const VanishPhase &vanish) const;
    void paintSource(QPainter &painter) const;
    void paintMarkedCells(QPainter &painter) const;
    // The player's walls (a bar along the middle of the side) and joins (a ring on it), each on
    // a halo of the cell's fill so it reads over a noodle too; and Check's wrong ones crossed.
    void paintEdgeMarks(QPainter &painter, const std::vector<int> &cells) const;
    // The barriers inside the grid: a double line on each closed side, over the tiles.
    void paintBarriers(QPainter &painter, const std::vector<int> &cells) const;
    // Every island's outline: the sides of its tiles that face another group or a wall.
    void paintIslands(QPainter &painter, const QRectF &dirty) const;
    // The groups and their colours after the board changed.
    void regroup();
    void paintSolvedMessage(QPainter &painter) const;
    void paintEvidence(QPainter &painter) const;
    // Evidence's loops and islands: tinted, and each outlined on its own (every other one dashed,
    // so two that share tiles stay apart).
    void paintRegions(QPainter &painter, const std::vector<std::vector<int>> &regions) const;
    QLineF sideLine(int cell, int side) const;
    // On a wrapping board, a neighbour whose side `side` faces `explained` across the edge of
    // the picture: how far to move it to draw it beside that tile (a ghost, so an arm or blank
    // side a hint cites is seen where it meets); null when it is drawn beside it already.
    QPointF acrossTheWrap(int explained, int cell, int side) const;
    void paintGhost(QPainter &painter, int cell, QPointF shift, const Evidence &evidence) const;
    // Where a tile is drawn (its column and row on screen) with the board's origin and a drag's
    // shift taken into account, and back.
    QPoint drawnAt(int cell) const;
    int cellDrawnAt(int col, int row) const;
    // A Ctrl+drag: the whole tiles the pointer has moved since the press.
    void dragOrigin(QPointF moved);
    bool shortcutKey(QKeyEvent *event);
    QPolygonF cellShape(int cell) const;
    QRectF cellBounds(int cell) const;
    double stepAngle() const;
    void moveCursor(int key);

    noodles::Board m_board;
    noodles::PowerNetwork m_network;
    noodles::NetworkGroups m_groups;
    std::vector<int> m_groupSlots; // per group: its colour among BoardColours::groups, or -1
    std::vector<int> m_cellSlots; // per cell: its group's colour as last drawn, so it stays
    mutable QHash<quint64, QImage> m_sprites; // tileSprite's pictures, for m_spriteCell
    mutable double m_spriteCell = 0;
    mutable qreal m_spriteRatio = 0;
    mutable qint64 m_spritePalette = 0;
    std::optional<Replay> m_replay;
    std::vector<int> m_marked;
    std::vector<noodles::MarkedSide> m_wrongMarks;
    std::optional<Evidence> m_evidence;
    int m_cursor = 0;

    // Layout: square cells are m_cell wide; hexes have corners m_cell from their centre.
    double m_cell = 20;
    QPointF m_origin;
    double m_zoom = 1.0;
    QPointF m_pan; // pixels the board is moved from centred
    // A press becomes a drag (pan) once it moves; a press released where it began is a click.
    std::optional<QPointF> m_pressPoint;
    Qt::MouseButton m_pressButton = Qt::NoButton;
    Qt::KeyboardModifiers m_pressModifiers;
    bool m_dragging = false;
    bool m_shiftDrag = false; // the press had Ctrl on a wrapping board: the drag shifts the origin
    QPoint m_dragShift; // in columns and rows, while the drag goes on
    // A Shift+drag with the left or middle button: the tiles passed so far, outlined.
    struct Sweep
    {
        Qt::MouseButton button = Qt::NoButton;
        std::vector<int> cells;
    };
    std::optional<Sweep> m_sweep;

    // Remaining display angle of each cell's rotation animation, in degrees.
    std::vector<double> m_spin;
    QTimer *m_timer;
    QElapsedTimer m_clock;
    qint64 m_lastTick = 0;

    bool m_vanishing = false;
    qint64 m_vanishStart = 0;
};

} // namespace pw::ui
