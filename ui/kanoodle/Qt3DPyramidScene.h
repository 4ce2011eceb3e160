#pragma once

#include "ui/kanoodle/PyramidScene.h"

#include <QColor>
#include <QObject>
#include <QPointF>
#include <QPointer>

#include <array>
#include <vector>

namespace Qt3DCore {
class QComponent;
class QEntity;
}
namespace Qt3DRender {
class QMaterial;
}
namespace pw::ui::kanoodle {

class StillSceneWindow;

// The pyramid in Qt3D: one sphere entity per ball sharing one mesh, one material per piece
// colour, empty balls as faint translucent spheres, on the window's background colour; a ball
// whose colour would not read on that background is ringed by a rim. The camera follows the mouse: left-drag pans
// (the point under the cursor stays under it at every zoom), right-drag orbits, Ctrl+wheel zooms
// (the wheel alone too while no piece is held: held, it turns the piece); Home resets the view. Clicks are picked with the analytic ray-sphere test
// of PyramidPicking, not with Qt3D's picker, so the same maths is tested without a display.
//
// Renderer: Qt 6.4's default OpenGL renderer works with Mesa's software GL under Xvfb, so
// nothing is forced here.
class Qt3DPyramidScene : public QObject, public PyramidScene
{
    Q_OBJECT
public:
    explicit Qt3DPyramidScene(QWidget *parent);
    ~Qt3DPyramidScene() override;

    QWidget *widget() override { return m_container; }
    void showState(const pw::kanoodle::Position &position, std::uint16_t givenPieces) override;
    void setPreview(int placement) override;
    void setHeld(int ghost, int liftedPiece) override;
    void setCandidates(const std::vector<int> &placements) override;
    void setHighlightedPiece(int piece) override;
    void setMarkedPieces(std::uint16_t pieces) override;
    void setTopLayer(int topLayer) override;
    void resetView() override;
    QColor ballColour(int cell) const override;
    int ballEntityCount() const override { return static_cast<int>(m_balls.size()); }

    StillSceneWindow *window() const { return m_window; }
    // The pixel of the window where a ball's centre is drawn (tests click there).
    QPointF ballPixel(int cell) const override;
    int ballAt(QPointF pixel, pw::kanoodle::CellMask among) const override;
    pw::kanoodle::CellMask visibleBalls() const override;
    QColor background() const { return m_background; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    // Moves the camera so the point under the cursor at the view centre's depth follows it.
    void pan(QPointF pixels);
    void orbit(QPointF pixels);
    void zoom(double wheelSteps);
    Qt3DRender::QMaterial *solidMaterial(const QColor &colour);
    Qt3DRender::QMaterial *translucentMaterial(const QColor &colour, float alpha);
    Qt3DRender::QMaterial *rimMaterial(const QColor &colour);
    bool needsRim(const QColor &ball) const;
    QColor rimColour(int piece) const;

    StillSceneWindow *m_window;
    QWidget *m_container;
    // The window adopts the root entity only when it is first shown; until then it is ours.
    QPointer<Qt3DCore::QEntity> m_root;
    std::vector<Qt3DCore::QEntity *> m_balls;
    std::vector<Qt3DRender::QMaterial *> m_current;
    std::vector<QColor> m_colours;
    // Per ball, its rim (shown while a piece lies there, not faded) and the rim's material.
    std::vector<Qt3DCore::QEntity *> m_rims;
    std::vector<Qt3DRender::QMaterial *> m_currentRim;
    // The sphere a ball is drawn with: full size, or smaller inside its rim.
    Qt3DCore::QComponent *m_fullBall = nullptr;
    Qt3DCore::QComponent *m_ballInRim = nullptr;
    std::vector<Qt3DCore::QComponent *> m_ballMesh;
    std::vector<std::pair<QRgb, Qt3DRender::QMaterial *>> m_rimMaterials;
    std::vector<std::pair<QRgb, Qt3DRender::QMaterial *>> m_materials;
    // Keyed by colour and opacity (the alpha channel of the key).
    std::vector<std::pair<QRgb, Qt3DRender::QMaterial *>> m_translucent;

    // The view's background: the palette's Window colour.
    QColor m_background;
    std::unique_ptr<pw::kanoodle::Position> m_position;
    std::uint16_t m_given = 0;
    int m_preview = -1;
    int m_held = -1;
    int m_lifted = -1;
    std::vector<int> m_candidates;
    int m_highlight = -1;
    std::uint16_t m_marked = 0;
    int m_topLayer = 5;
    QPointF m_pressPoint;
    QPointF m_lastDragPoint;
};

} // namespace pw::ui::kanoodle
