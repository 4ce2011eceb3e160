#include "ui/kanoodle/StillSceneWindow.h"

#include <Qt3DCore/QAspectEngine>
#include <Qt3DCore/QEntity>
#include <Qt3DExtras/QForwardRenderer>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QRenderAspect>
#include <Qt3DRender/QRenderSettings>

#include <QEvent>
#include <QOpenGLContext>
#include <QTimer>

#include <algorithm>

namespace pw::ui::kanoodle {

namespace {
// How long frames go on after a change, counted in frames at about 60 a second. The first
// frames after a change may come back before the renderer has the change (its jobs run a frame
// behind), and the first show compiles the shaders; a third of a second covers both with room.
constexpr int framesAfterChange = 20;
constexpr int framesAfterFirstShow = 90;
constexpr int frameMilliseconds = 16;
} // namespace

StillSceneWindow::StillSceneWindow()
    : m_engine(new Qt3DCore::QAspectEngine)
    , m_windowRoot(new Qt3DCore::QEntity)
    , m_camera(new Qt3DRender::QCamera(m_windowRoot))
    , m_frameGraph(new Qt3DExtras::QForwardRenderer)
    , m_frames(new QTimer(this))
{
    setSurfaceType(QSurface::OpenGLSurface);
    QSurfaceFormat format = QSurfaceFormat::defaultFormat();
    if (QOpenGLContext::openGLModuleType() == QOpenGLContext::LibGL) {
        format.setVersion(4, 3);
        format.setProfile(QSurfaceFormat::CoreProfile);
    }
    format.setDepthBufferSize(24);
    format.setSamples(4);
    format.setStencilBufferSize(8);
    setFormat(format);
    QSurfaceFormat::setDefaultFormat(format);

    m_engine->registerAspect(new Qt3DRender::QRenderAspect);
    m_engine->setRunMode(Qt3DCore::QAspectEngine::Manual);

    auto *settings = new Qt3DRender::QRenderSettings(m_windowRoot);
    // Every processed frame is drawn; frames are processed only on a change (see above).
    settings->setRenderPolicy(Qt3DRender::QRenderSettings::Always);
    settings->setActiveFrameGraph(m_frameGraph);
    m_windowRoot->addComponent(settings);
    m_frameGraph->setCamera(m_camera);
    m_frameGraph->setSurface(this);

    m_frames->setInterval(frameMilliseconds);
    connect(m_frames, &QTimer::timeout, this, &StillSceneWindow::processFrame);
    connect(m_camera, &Qt3DRender::QCamera::viewMatrixChanged, this,
            &StillSceneWindow::requestFrames);
    connect(m_camera, &Qt3DRender::QCamera::projectionMatrixChanged, this,
            &StillSceneWindow::requestFrames);
    connect(m_frameGraph, &Qt3DExtras::QForwardRenderer::clearColorChanged, this,
            &StillSceneWindow::requestFrames);
}

StillSceneWindow::~StillSceneWindow()
{
    m_frames->stop();
    // The engine owns the root once started (and with it the scene); before, the root is ours.
    delete m_engine;
    if (!m_started)
        delete m_windowRoot;
}

void StillSceneWindow::setRootEntity(Qt3DCore::QEntity *root)
{
    root->setParent(m_windowRoot);
}

void StillSceneWindow::requestFrames()
{
    m_framesLeft = std::max(m_framesLeft, framesAfterChange);
    if (m_started && !m_frames->isActive())
        m_frames->start();
}

void StillSceneWindow::processFrame()
{
    if (m_framesLeft <= 0) {
        m_frames->stop();
        return;
    }
    --m_framesLeft;
    m_engine->processFrame();
}

bool StillSceneWindow::event(QEvent *event)
{
    switch (event->type()) {
    case QEvent::Expose:
    case QEvent::UpdateRequest:
    case QEvent::Resize:
        requestFrames();
        break;
    default:
        break;
    }
    return QWindow::event(event);
}

void StillSceneWindow::showEvent(QShowEvent *event)
{
    if (!m_started) {
        // As Qt3DWindow: the engine starts with the first show, when the surface exists.
        m_started = true;
        m_engine->setRootEntity(Qt3DCore::QEntityPtr(m_windowRoot));
        m_framesLeft = framesAfterFirstShow;
        m_frames->start();
    }
    QWindow::showEvent(event);
}

} // namespace pw::ui::kanoodle
