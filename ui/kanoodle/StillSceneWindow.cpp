#include "ui/kanoodle/StillSceneWindow.h"

#include <Qt3DCore/QAspectEngine>
#include <Qt3DCore/QEntity>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCameraSelector>
#include <Qt3DRender/QClearBuffers>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QFilterKey>
#include <Qt3DRender/QMaterial>
#include <Qt3DRender/QRenderAspect>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QRenderPassFilter>
#include <Qt3DRender/QRenderSettings>
#include <Qt3DRender/QRenderSurfaceSelector>
#include <Qt3DRender/QSortPolicy>
#include <Qt3DRender/QTechnique>
#include <Qt3DRender/QTechniqueFilter>
#include <Qt3DRender/QViewport>

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

// The render passes' mark that says in which of the frame's two steps they are drawn.
const QString drawStepKey = QStringLiteral("drawStep");
const QString opaqueStep = QStringLiteral("opaque");
const QString seeThroughStep = QStringLiteral("seeThrough");

Qt3DRender::QFilterKey *filterKey(const QString &name, const QString &value,
                                  Qt3DCore::QNode *parent)
{
    auto *key = new Qt3DRender::QFilterKey(parent);
    key->setName(name);
    key->setValue(value);
    return key;
}

void markPasses(Qt3DRender::QMaterial *material, const QString &step)
{
    for (Qt3DRender::QTechnique *technique : material->effect()->techniques()) {
        for (Qt3DRender::QRenderPass *pass : technique->renderPasses())
            pass->addFilterKey(filterKey(drawStepKey, step, pass));
    }
}

// Draws the passes marked with the step; the first leaf clears the buffers before.
Qt3DRender::QRenderPassFilter *drawStep(const QString &step, Qt3DCore::QNode *parent)
{
    auto *filter = new Qt3DRender::QRenderPassFilter(parent);
    filter->addMatch(filterKey(drawStepKey, step, filter));
    return filter;
}
} // namespace

StillSceneWindow::StillSceneWindow()
    : m_engine(new Qt3DCore::QAspectEngine)
    , m_windowRoot(new Qt3DCore::QEntity)
    , m_camera(new Qt3DRender::QCamera(m_windowRoot))
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

    // The frame graph: Qt3DExtras::QForwardRenderer's (the Extras materials' forward technique,
    // the whole window, the camera) with its one drawing step split in two (see the header).
    auto *techniques = new Qt3DRender::QTechniqueFilter;
    techniques->addMatch(
        filterKey(QStringLiteral("renderingStyle"), QStringLiteral("forward"), techniques));
    auto *surface = new Qt3DRender::QRenderSurfaceSelector(techniques);
    surface->setSurface(this);
    auto *viewport = new Qt3DRender::QViewport(surface);
    viewport->setNormalizedRect(QRectF(0.0, 0.0, 1.0, 1.0));
    auto *cameraSelector = new Qt3DRender::QCameraSelector(viewport);
    cameraSelector->setCamera(m_camera);
    m_clear = new Qt3DRender::QClearBuffers(cameraSelector);
    m_clear->setBuffers(Qt3DRender::QClearBuffers::ColorDepthBuffer);
    drawStep(opaqueStep, m_clear);
    auto *backToFront = new Qt3DRender::QSortPolicy(drawStep(seeThroughStep, cameraSelector));
    backToFront->setSortTypes(
        QList<Qt3DRender::QSortPolicy::SortType> {Qt3DRender::QSortPolicy::BackToFront});

    auto *settings = new Qt3DRender::QRenderSettings(m_windowRoot);
    // Every processed frame is drawn; frames are processed only on a change (see above).
    settings->setRenderPolicy(Qt3DRender::QRenderSettings::Always);
    settings->setActiveFrameGraph(techniques);
    m_windowRoot->addComponent(settings);

    m_frames->setInterval(frameMilliseconds);
    connect(m_frames, &QTimer::timeout, this, &StillSceneWindow::processFrame);
    connect(m_camera, &Qt3DRender::QCamera::viewMatrixChanged, this,
            &StillSceneWindow::requestFrames);
    connect(m_camera, &Qt3DRender::QCamera::projectionMatrixChanged, this,
            &StillSceneWindow::requestFrames);
    connect(m_clear, &Qt3DRender::QClearBuffers::clearColorChanged, this,
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

void StillSceneWindow::setClearColor(const QColor &colour)
{
    m_clear->setClearColor(colour);
}

void StillSceneWindow::drawOpaque(Qt3DRender::QMaterial *material)
{
    markPasses(material, opaqueStep);
}

void StillSceneWindow::drawSeeThrough(Qt3DRender::QMaterial *material)
{
    markPasses(material, seeThroughStep);
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
