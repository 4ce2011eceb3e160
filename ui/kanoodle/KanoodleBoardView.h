#pragma once

#include "core/kanoodle/Position.h"
#include "ui/kanoodle/BoardGeometry.h"

#include <QWidget>

#include <array>
#include <memory>
#include <optional>
#include <vector>

class QTimer;

namespace pw::ui::kanoodle {

// A piece's orientation in the tray and while dragging: seed 001's mirror and rotation.
struct Orientation
{
    bool mirror = false;
    int rotation = 0; // 0-5, 60 degrees counter-clockwise each
};

// Draws a Kanoodle board as balls (the flat board and sliding regions in the plane, the pyramid
// as its six layers), the tray of unplaced pieces, and lets the player place and remove pieces.
//
// Mouse: drag a piece from the tray (on the pyramid onto a layer, where it lies flat, or where
// it cannot, leans: the nearest legal leaning placement with the held ball there), held by
// the ball pressed, which stays under the pointer and is where it goes down; while dragging,
// the wheel or R turns it and F mirrors it; dropping snaps it to the lattice or refuses with a
// reason. Placed pieces (leaning ones too) can be dragged again, held by the
// ball pressed, or dropped on the tray to take them off. On every board: select a tray piece,
// click a ball to see the legal placements of that piece covering it, cycle them with the wheel
// or Tab, and click the ball again or press Enter to place; clicking further balls of the piece
// keeps only the placements through every ball clicked (marked), and the last one left is
// placed; click a placed piece to take it off (in set-up: to lift it and put it down elsewhere with
// the next click). Keyboard: [ and ] (or Shift+letter) select a piece, arrows (and Page Up/Down for
// the pyramid's layers) move the cursor, R/F turn/mirror, Tab cycles, Enter places, Delete
// removes.
//
// The view never changes the game: it emits requests and the tab turns them into undo commands.
class KanoodleBoardView : public QWidget
{
    Q_OBJECT
public:
    explicit KanoodleBoardView(QWidget *parent = nullptr);

    void setPosition(const pw::kanoodle::Position &position, std::uint16_t givenPieces);
    const pw::kanoodle::Position *position() const { return m_position.get(); }
    void setInteractive(bool interactive);
    bool isInteractive() const { return m_interactive; }
    std::uint16_t givenPieces() const { return m_given; }
    // The piece the solver is trying (step replay), or -1.
    void setHighlightedPiece(int piece);
    // A hint's placement, shown where it goes (translucent, with a dashed ring) and left for the
    // player to place; -1: none. Drawn only over empty balls, so a board that covers them (a
    // browsed solution, the piece placed) shows nothing of it.
    void setGhostPlacement(int placement);
    int ghostPlacement() const { return m_ghost; }
    // The ghost of a piece held in the 3D view (PyramidSceneHand), drawn in place of the preview
    // so both views show the one place it would go; -1: none.
    void setHeldGhost(int placement);
    // Pieces a message names (the ones blocking a dead position; bit p = piece p): ringed.
    void setMarkedPieces(std::uint16_t pieces);
    std::uint16_t markedPieces() const { return m_marked; }
    void setBanner(const QString &text);
    // Only the board, filling the view, the pyramid seen from above: no tray, no texts, no
    // cursor, no input. For pictures of a position (BoardPicture), drawn by this same painting
    // code. Set before the position.
    void setBoardOnly(bool on);

    int selectedPiece() const { return m_selected; }
    void selectPiece(int piece);
    Orientation orientation(int piece) const
    {
        return m_orientation[static_cast<std::size_t>(piece)];
    }
    int cursorCell() const { return m_cursor; }
    // The legal placements offered at the cursor for the selected piece, and the previewed one.
    const std::vector<int> &candidates() const { return m_candidates; }
    int previewPlacement() const;
    // The placements marked as still offered (ringed): the candidates once the player has
    // clicked a ball or cycled for the selected piece, else none. The 3D view tints them.
    std::vector<int> offeredPlacements() const;
    // What a click on a board ball does (the 3D view forwards its clicks here).
    void activateBall(int cell);
    // Set-up: the piece goes down as soon as one placement is left, after the first click too,
    // and a click on a placed piece lifts it (to be put down by the next click) instead of
    // taking it off; Delete or the context menu take it off.
    void setSettingUp(bool on)
    {
        m_placesLastCandidate = on;
        m_liftsPieces = on;
    }
    // The piece lifted by a click in set-up and carried by the pointer, or -1.
    int liftedPiece() const { return m_drag.lifted ? m_drag.piece : -1; }
    // Takes the piece on `cell` off, unless it is given (then says why). False on an empty ball.
    bool takeOffAt(int cell);

    // Where ball `ball` of a piece's shape is drawn in the tray, in ball units: a drag from the
    // tray holds the piece by the ball pressed (tests aim at it with this).
    QPointF trayBallCentre(int piece, int ball) const;

    // Maps between widget pixels and ball units (tests aim at balls with these).
    QPointF toWidget(QPointF unitPoint) const;
    QPointF toUnits(QPointF widgetPoint) const;
    // The pyramid's layer view zooms (Ctrl+wheel about the pointer, + and - about the cursor's
    // ball; a middle-button drag pans): 1 fits the whole view, up to maxZoom.
    double zoom() const { return m_zoom; }
    static constexpr double maxZoom = 4.0;
    static constexpr double zoomStep = 1.25;
    const BoardGeometry *geometryModel() const { return m_geometry.get(); }

    QSize sizeHint() const override { return QSize(720, 480); }

    // A preview's ring about each of its balls, in ball units (tests look at it there).
    static constexpr double previewRingRadius = 0.42;
    static constexpr double previewRingWidth = 0.08;
    // An empty hole's radius, in ball units.
    static constexpr double holeRadius = 0.3;

signals:
    void placeRequested(int placement);
    // Take a piece off the board (it returns to the tray).
    void removeRequested(int piece);
    // Move a placed piece to another placement in one step.
    void moveRequested(int piece, int placement);
    void refused(const QString &reason);
    // The previewed placement changed (-1: none).
    void previewChanged(int placement);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    bool event(QEvent *event) override;
    bool focusNextPrevChild(bool next) override;

private:
    struct Drag
    {
        bool pressed = false;
        bool active = false;
        int piece = -1;
        int grab = 0; // which ball of the shape is under the pointer
        bool fromBoard = false; // picked up from the board
        bool lifted = false; // lifted by a click: follows the pointer until the next click
        QPointF pressPoint;
        QPointF point; // in units
    };

    bool isFlat() const;
    // Ball units to widget pixels: widget = offset + (unit - shownRect().topLeft()) * scale.
    struct Transform
    {
        double scale = 1;
        QPointF offset;
    };
    Transform transform() const;
    bool zooms() const; // the pyramid's layers, in play (not a picture)
    void zoomAt(QPointF widgetPoint, double factor);
    void panBy(QPointF delta);
    void showBall(int cell);
    // What the view shows in ball units: the board and the tray, or the board alone.
    QRectF shownRect() const;
    std::vector<std::pair<int, int>> shapeOf(int piece) const;
    // The lattice points the oriented shape covers when held by ball `grab` on (x, y).
    std::vector<std::pair<int, int>> shapeAt(int piece, int grab, int x, int y) const;
    void rotateSelected(int steps);
    void mirrorSelected();
    void refuse(const QString &reason);
    void dropAt(QPointF unitPoint);
    // Places the selected piece's oriented shape with ball `grab` on lattice point (x, y) of
    // layer z (the flat boards have only layer 0).
    void placeShape(int piece, int grab, int x, int y, int z, bool moving);
    // The ball of a tray piece's shape nearest a point (the ball a drag from the tray holds).
    int trayBallNearest(int piece, QPointF unitPoint) const;
    // How a tray piece is drawn: its first ball's centre and the scale of its shape.
    struct TrayShape
    {
        QPointF root;
        double scale = 1;
    };
    TrayShape trayShape(int piece) const;
    void setCursor(int cell);
    void updateCandidates();
    void cycleCandidate(int step);
    void placeCandidate();
    void removeAtCursor();
    bool orientationFromPlacement(int placement, int cell, int *grab);
    // Pyramid: the placement of the piece lying flat in layer z with ball `grab` on (x, y), if
    // it is legal there (the piece's own balls count as free).
    std::optional<int> flatPlacementAt(int piece, int grab, int x, int y, int z) const;
    // Pyramid: where a piece dropped with ball `grab` on `cell` goes when it cannot lie flat
    // there: the legal placement, leaning ones included, with that ball on `cell`, of the turn
    // dragged if one fits, else the one whose balls are drawn nearest the dragged shape's.
    std::optional<int> leaningPlacementAt(int piece, int grab, int cell, QPointF unitPoint) const;
    // The keys' actions.
    void selectNextPiece(int step);
    void moveCursorBy(int dx, int dy, int dz);
    void placeAtCursor();
    void dropSelection(); // Esc: no piece selected, nothing dragged or previewed

    // Text painted after the board, unscaled (see paintTexts).
    struct Label
    {
        QRectF rect; // in ball units
        QString text;
        Qt::Alignment alignment;
    };
    // The parts of paintEvent, in ball units.
    void paintBoardFrame(QPainter &painter, std::vector<Label> &labels) const;
    void paintBalls(QPainter &painter) const;
    void paintBonds(QPainter &painter) const;
    void paintBallContent(QPainter &painter, int cell, QPointF centre) const;
    void paintOfferedBall(QPainter &painter, int cell, QPointF centre) const;
    void paintGhostBall(QPainter &painter, QPointF centre) const;
    void paintTray(QPainter &painter, std::vector<Label> &labels) const;
    void paintTrayPiece(QPainter &painter, int piece, const QRectF &slot) const;
    // In widget pixels: the labels, the banner and the refusal message.
    void paintTexts(QPainter &painter, const std::vector<Label> &labels, double scale) const;
    // `under`: the colour the piece lies on (the board or the window), its rims are drawn to
    // stand out from.
    void paintPieceShape(QPainter &painter, int piece, QPointF at, double scale, int grab,
                         double opacity, const QColor &under) const;
    // An empty hole's colour: the palette's Mid, moved until it reads on the board (Base).
    QColor holeColour() const;

    std::unique_ptr<pw::kanoodle::Position> m_position;
    std::unique_ptr<BoardGeometry> m_geometry;
    std::uint16_t m_given = 0;
    bool m_interactive = true;
    bool m_boardOnly = false;
    int m_highlight = -1;
    int m_ghost = -1;
    int m_heldGhost = -1;
    std::uint16_t m_marked = 0;
    QString m_banner;
    QString m_message;
    QTimer *m_messageTimer;
    int m_selected = -1;
    int m_cursor = 0;
    std::vector<int> m_candidates;
    // Balls clicked for the selected piece besides the cursor: the candidates cover them all.
    pw::kanoodle::CellMask m_pinned = 0;
    bool m_placesLastCandidate = false;
    bool m_liftsPieces = false;
    int m_candidateIndex = 0;
    bool m_cycled = false; // the player asked for the placement cycle at this cursor
    std::array<Orientation, pw::kanoodle::pieceCount> m_orientation {};
    Drag m_drag;
    double m_zoom = 1.0;
    QPointF m_pan; // from the centred place, in pixels, while zoomed in
    std::optional<QPointF> m_panFrom; // a middle-button drag's last point
};

} // namespace pw::ui::kanoodle
