#pragma once

#include <QWindow>

class QColor;
class QTimer;

namespace Qt3DCore {
class QAspectEngine;
class QEntity;
} // namespace Qt3DCore
namespace Qt3DRender {
class QCamera;
class QClearBuffers;
class QMaterial;
} // namespace Qt3DRender

namespace pw::ui::kanoodle {

// A window that draws a Qt3D scene only while it changes. Qt3DExtras::Qt3DWindow runs its
// aspect engine sixty times a second even when the render policy is OnDemand and nothing
// changes, and keeps the engine private. Here the engine runs in Manual mode: a frame is
// processed (and drawn) only for a short while after the scene asked for one (requestFrames),
// after the camera or the clear colour changed, and after the window was exposed or resized;
// a still scene costs no CPU at all.
//
// Each frame draws the opaque materials first, then the see-through ones from the back to the
// front, so a see-through ball always tints what lies behind it. Without that order (as with
// Qt3DExtras::QForwardRenderer) a ball drawn later behind a see-through one overwrote it or not
// as the renderer's order fell, and the same scene came out differently frame to frame.
//
// Only the render aspect is registered: the scene handles its own mouse and keys and picks with
// its own ray maths, so Qt3D's input and logic aspects would be idle work.
class StillSceneWindow : public QWindow
{
    Q_OBJECT
public:
    StillSceneWindow();
    ~StillSceneWindow() override;

    // The scene's root; adopted by the engine when the window is first shown.
    void setRootEntity(Qt3DCore::QEntity *root);
    Qt3DRender::QCamera *camera() const { return m_camera; }
    void setClearColor(const QColor &colour);
    // Every material drawn in the window is marked as one or the other (an unmarked one is not
    // drawn at all).
    static void drawOpaque(Qt3DRender::QMaterial *material);
    static void drawSeeThrough(Qt3DRender::QMaterial *material);
    // Draws frames for a moment: the scene changed. Cheap to call often.
    void requestFrames();

protected:
    bool event(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void processFrame();

    Qt3DCore::QAspectEngine *m_engine;
    Qt3DCore::QEntity *m_windowRoot; // holds the settings, the camera and the scene
    Qt3DRender::QCamera *m_camera;
    Qt3DRender::QClearBuffers *m_clear = nullptr;
    QTimer *m_frames;
    int m_framesLeft = 0;
    bool m_started = false;
};

} // namespace pw::ui::kanoodle
