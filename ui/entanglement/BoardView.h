#pragma once

#include "ui/entanglement/BestLine.h"
#include "ui/entanglement/LabelLayout.h"
#include "ui/entanglement/TilePainter.h"

#include "core/entanglement/Game.h"
#include "core/entanglement/Player.h"

#include <QWidget>

#include <optional>
#include <vector>

class QTimer;
class QVariantAnimation;

namespace pw::ui::entanglement {

// Draws an Entanglement game: the walls (the centre and the ring past the rim) dark, the empty
// cells as faint outlines, the placed tiles, the line over them as one glowing stroke
// (LineTrail), and the tile in hand at the line's open end with the extension it would make
// drawn in a second colour. AI candidates can be overlaid with their values (LabelLayout keeps
// their labels and leaders apart), and the best line from here drawn faintly. Scales with the
// widget.
//
// Input: Left/Right keys and the wheel rotate, Space swaps, Enter places, C continues from the
// record's move shown; a left click on the tile in hand places it, a right click swaps. The view
// only reports these; the tab decides.
class BoardView : public QWidget
{
    Q_OBJECT
public:
    explicit BoardView(QWidget *parent = nullptr);

    void setGame(const pw::entanglement::Game &game);
    // Turns the drawn tile in hand from `steps` sides back to where it is now, over a short
    // animation (call after the game's rotation changed).
    void animateRotation(int steps);
    // After a placement: the line grows from its first `fromSegments` segments to its whole
    // length at a readable pace, and "+points" shows by its end for a moment. With
    // PW_NO_ANIMATIONS set (the UI tests) both animations end at once.
    void animateLineGrowth(int fromSegments, int points);
    bool isAnimatingLine() const { return m_lineShown >= 0; }

    // Candidates to overlay: their end points labelled with values; `focus` (an index into the
    // list, or -1) is drawn in place at the open end with its path; `chosen` is outlined.
    void setCandidates(std::vector<pw::entanglement::Candidate> candidates, int focus, int chosen);
    void clearCandidates();

    // The best line from the game shown, drawn faintly: its tiles and the line they make. It
    // goes when the game shown gets another move (setGame) or by clearGhost().
    void setGhost(const BestLine &line);
    void clearGhost();
    bool hasGhost() const { return m_ghost.has_value(); }

    // Where the candidates' labels go, in labelOrder(): the choice, the focus, then the rest;
    // clear of the best line's move numbers.
    std::vector<LabelLayout::Placement> labelPlacements() const;
    // The discs the best line's move numbers are drawn in; none without a best line.
    std::vector<QRectF> ghostNumberDiscs() const;

    // The side length of a tile at the current size, and the screen centre of a cell.
    double tileSide() const;
    QPointF cellCentre(pw::common::UvCell cell) const;

    // The board's own dark colours, the same in every scheme (tests measure them): the
    // background, an empty cell one may play and its edge, which reaches 3:1 against both.
    static constexpr QColor backgroundColour {0x3a, 0x3f, 0x47};
    static constexpr QColor emptyCellColour {0x44, 0x49, 0x52};
    static QColor emptyCellEdge();
    static double emptyEdgeWidth(double side);

    QSize sizeHint() const override { return {560, 560}; }
    QSize minimumSizeHint() const override { return {200, 200}; }

signals:
    void rotateRequested(int steps);
    void swapRequested();
    void placeRequested();
    // C: play on from the earlier move of a record shown (the tab decides whether there is one).
    void continueRequested();

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    // The centre tile, a wall, with the line's start (its pin 0) drawn on it.
    void paintCentre(QPainter &painter, double side) const;
    void paintWall(QPainter &painter, pw::common::UvCell cell, double side) const;
    void paintCandidateLabels(QPainter &painter) const;
    QFont labelFont() const;
    // The candidates' indices in the order their labels are placed: the choice, the focus, the
    // rest.
    std::vector<int> labelOrder() const;
    // The line so far and the extension shown, each as one stroke over the placed tiles.
    void paintTrails(QPainter &painter, double side,
                     const std::vector<pw::entanglement::Segment> &line,
                     const std::vector<pw::entanglement::Segment> &predicted, bool candidate) const;
    void paintGhost(QPainter &painter, double side) const;
    void paintGain(QPainter &painter, QPointF at, double side) const;

    pw::entanglement::Game m_game;
    std::vector<pw::entanglement::Candidate> m_candidates;
    int m_focus = -1;
    int m_chosen = -1;
    TileStyle m_style;
    std::optional<BestLine> m_ghost; // the best line from m_game, when asked for
    double m_angle = 0; // degrees the tile in hand is drawn turned back, while animating
    QVariantAnimation *m_animation;
    bool m_animated;
    QVariantAnimation *m_growth;
    double m_lineShown = -1; // segments drawn while the line grows; -1: all
    int m_gain = 0; // the "+N" shown by the line's end, 0 when none
    QTimer *m_gainTimer;
    int m_wheelAccumulator = 0;
};

} // namespace pw::ui::entanglement
