#pragma once

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
// cells as faint outlines, the placed tiles with the line's pairs highlighted, and the current
// tile at the line's open end with the extension it would make drawn in a second colour. AI
// candidates can be overlaid with their values. Scales with the widget.
//
// Input: Left/Right keys and the wheel rotate, Space swaps, Enter places; a left click on the
// current tile places it, a right click swaps. The view only reports these; the tab decides.
class BoardView : public QWidget
{
    Q_OBJECT
public:
    explicit BoardView(QWidget *parent = nullptr);

    void setGame(const pw::entanglement::Game &game);
    // Turns the drawn current tile from `steps` sides back to where it is now, over a short
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

    // The side length of a tile at the current size, and the screen centre of a cell.
    double tileSide() const;
    QPointF cellCentre(pw::common::UvCell cell) const;

    QSize sizeHint() const override { return {560, 560}; }
    QSize minimumSizeHint() const override { return {200, 200}; }

signals:
    void rotateRequested(int steps);
    void swapRequested();
    void placeRequested();

protected:
    void paintEvent(QPaintEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void wheelEvent(QWheelEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    // The centre tile, a wall, with the line's start (its pin 0) drawn on it.
    void paintCentre(QPainter &painter, double side) const;
    void paintWall(QPainter &painter, pw::common::UvCell cell, double side) const;
    void paintCandidateLabels(QPainter &painter, double side) const;
    void paintGain(QPainter &painter, QPointF at, double side) const;

    pw::entanglement::Game m_game;
    std::vector<pw::entanglement::Candidate> m_candidates;
    int m_focus = -1;
    int m_chosen = -1;
    TileStyle m_style;
    double m_angle = 0; // degrees the current tile is drawn turned back, while animating
    QVariantAnimation *m_animation;
    bool m_animated;
    QVariantAnimation *m_growth;
    double m_lineShown = -1; // segments drawn while the line grows; -1: all
    int m_gain = 0; // the "+N" shown by the line's end, 0 when none
    QTimer *m_gainTimer;
    int m_wheelAccumulator = 0;
};

} // namespace pw::ui::entanglement
