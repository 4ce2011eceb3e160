#include "ui/kanoodle/Qt3DPyramidScene.h"

#include "ui/common/Contrast.h"
#include "ui/kanoodle/PyramidPicking.h"
#include "ui/kanoodle/StillSceneWindow.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>
#include <Qt3DExtras/QPhongAlphaMaterial>
#include <Qt3DExtras/QPhongMaterial>
#include <Qt3DExtras/QSphereMesh>
#include <Qt3DRender/QCamera>
#include <Qt3DRender/QCullFace>
#include <Qt3DRender/QEffect>
#include <Qt3DRender/QPointLight>
#include <Qt3DRender/QRenderPass>
#include <Qt3DRender/QTechnique>

#include <QKeyEvent>
#include <QMouseEvent>
#include <QWheelEvent>
#include <QtMath>

#include <QWidget>
#include <cmath>

namespace pw::ui::kanoodle {

using namespace pw::kanoodle;

namespace {
// A previewed placement's balls: the piece's colour as if seen through over the background
// (drawn solid, so it reads the same whatever ball lies behind it), ringed by the piece's rim
// like placed balls, so a White preview reads on a light background.
constexpr float previewOpacity = 0.6f;
// A held piece's ghost: see-through in its colour (where it would go, not yet there), and the
// balls a lifted piece leaves, fainter still.
constexpr float heldOpacity = 0.7f;
constexpr float liftedOpacity = 0.25f;

constexpr float ballRadius = 0.47f;
// A placed (or previewed) ball's rim, where its colour alone would not read on the background:
// a slightly larger sphere drawn from the inside only, so round the ball it
// shows as a ring and the ball hides the rest (what 2D draws as the ball's rim). Dark Blue on a
// dark background and Yellow, White or Gray on a light one read by it.
// The rim takes the ball's outer edge (the ball inside it shrinks), so a ball covers no more of
// those behind it than without one.
constexpr float rimWidth = 0.05f;

// The camera's field of view across the narrower side of the view.
constexpr float viewAngleDegrees = 40.0f;
} // namespace

Qt3DPyramidScene::Qt3DPyramidScene(QWidget *parent)
    : QObject(parent)
    , m_window(new StillSceneWindow)
    , m_root(new Qt3DCore::QEntity)
{
    m_container = QWidget::createWindowContainer(m_window, parent);
    // Narrow enough that the pyramid, its layer view and the side panel fit an 800 x 600 window
    // (300 made the least window 874 wide); the view takes any width the window gives.
    m_container->setMinimumSize(220, 300);
    m_container->setFocusPolicy(Qt::StrongFocus);
    // The background is the window's own colour (see eventFilter: it follows the palette).
    m_background = m_container->palette().color(QPalette::Window);
    m_window->setClearColor(m_background);
    m_container->installEventFilter(this);

    Qt3DRender::QCamera *camera = m_window->camera();
    camera->lens()->setPerspectiveProjection(viewAngleDegrees, 1.0f, 0.1f, 200.0f);
    auto *lightEntity = new Qt3DCore::QEntity(camera);
    auto *light = new Qt3DRender::QPointLight(lightEntity);
    light->setIntensity(1.0f);
    lightEntity->addComponent(light);

    const auto sphere = [this](float radius) {
        auto *mesh = new Qt3DExtras::QSphereMesh(m_root);
        mesh->setRadius(radius);
        mesh->setRings(20);
        mesh->setSlices(20);
        return mesh;
    };
    auto *mesh = sphere(ballRadius);
    m_fullBall = mesh;
    m_ballInRim = sphere(ballRadius - rimWidth);
    auto *rimMesh = sphere(ballRadius);
    const BoardPtr board = Board::pyramid();
    for (int i = 0; i < stateLength; ++i) {
        auto *rim = new Qt3DCore::QEntity(m_root);
        auto *rimTransform = new Qt3DCore::QTransform(rim);
        rimTransform->setTranslation(pyramidBallPosition(board->cell(i)));
        rim->addComponent(rimMesh);
        rim->addComponent(rimTransform);
        rim->setEnabled(false);
        m_rims.push_back(rim);
        m_currentRim.push_back(nullptr);
    }
    for (int i = 0; i < stateLength; ++i) {
        auto *ball = new Qt3DCore::QEntity(m_root);
        auto *transform = new Qt3DCore::QTransform(ball);
        transform->setTranslation(pyramidBallPosition(board->cell(i)));
        ball->addComponent(mesh);
        ball->addComponent(transform);
        m_balls.push_back(ball);
        m_ballMesh.push_back(mesh);
        m_current.push_back(nullptr);
        m_colours.push_back(QColor());
    }
    m_window->setRootEntity(m_root);
    m_window->installEventFilter(this);
    m_position = std::make_unique<Position>(board);
    resetView();
    refresh();
}

Qt3DPyramidScene::~Qt3DPyramidScene()
{
    // A pyramid never shown (another tab was open all along) was never adopted by the window.
    if (m_root && !m_root->parent())
        delete m_root;
}

Qt3DRender::QMaterial *Qt3DPyramidScene::solidMaterial(const QColor &colour)
{
    for (const auto &[rgb, material] : m_materials) {
        if (rgb == colour.rgb())
            return material;
    }
    auto *material = new Qt3DExtras::QPhongMaterial(m_root);
    material->setDiffuse(colour);
    material->setAmbient(colour.darker(250));
    material->setSpecular(QColor(60, 60, 60));
    material->setShininess(40.0f);
    StillSceneWindow::drawOpaque(material);
    m_materials.emplace_back(colour.rgb(), material);
    return material;
}

Qt3DRender::QMaterial *Qt3DPyramidScene::rimMaterial(const QColor &colour)
{
    for (const auto &[rgb, material] : m_rimMaterials) {
        if (rgb == colour.rgb())
            return material;
    }
    // Unlit: Qt3D's Phong shades a fragment (ambient + light) * diffuse, and the inside of the
    // sphere faces away from the light, so a white ambient gives the diffuse colour all round.
    auto *material = new Qt3DExtras::QPhongMaterial(m_root);
    material->setAmbient(Qt::white);
    material->setDiffuse(colour);
    material->setSpecular(Qt::black);
    for (Qt3DRender::QTechnique *technique : material->effect()->techniques()) {
        for (Qt3DRender::QRenderPass *pass : technique->renderPasses()) {
            auto *inside = new Qt3DRender::QCullFace(pass);
            inside->setMode(Qt3DRender::QCullFace::Front);
            pass->addRenderState(inside);
        }
    }
    StillSceneWindow::drawOpaque(material);
    m_rimMaterials.emplace_back(colour.rgb(), material);
    return material;
}

bool Qt3DPyramidScene::needsRim(const QColor &ball) const
{
    // Only where the ball's own colour does not read on the background: a rim also hides a
    // little of the balls behind it. With a margin, as the light shades the sphere.
    return contrastRatio(ball, m_background) < nonTextContrast + 0.5;
}

QColor Qt3DPyramidScene::rimColour(int piece) const
{
    // As on the 2D board: the piece's colour much darker, lightened where the background is
    // dark until it reaches 3:1 against it (a little over, for the rounding of the drawing).
    const QColor colour = QColor::fromRgb(pieces()[static_cast<std::size_t>(piece)].rgb);
    return withContrast(colour.darker(300), m_background, nonTextContrast + 0.2);
}

Qt3DRender::QMaterial *Qt3DPyramidScene::translucentMaterial(const QColor &colour, float alpha)
{
    const QRgb key = qRgba(colour.red(), colour.green(), colour.blue(), qRound(alpha * 255));
    for (const auto &[rgba, material] : m_translucent) {
        if (rgba == key)
            return material;
    }
    auto *material = new Qt3DExtras::QPhongAlphaMaterial(m_root);
    material->setDiffuse(colour);
    material->setAmbient(colour.darker(200));
    material->setAlpha(alpha);
    StillSceneWindow::drawSeeThrough(material);
    m_translucent.emplace_back(key, material);
    return material;
}

void Qt3DPyramidScene::showState(const Position &position, std::uint16_t givenPieces)
{
    m_position = std::make_unique<Position>(position);
    m_given = givenPieces;
    refresh();
}

void Qt3DPyramidScene::setPreview(int placement)
{
    m_preview = placement;
    refresh();
}

void Qt3DPyramidScene::setHeld(int ghost, int liftedPiece)
{
    if (ghost == m_held && liftedPiece == m_lifted)
        return; // the pointer moved within the same placement: no new frame
    m_held = ghost;
    m_lifted = liftedPiece;
    refresh();
}

void Qt3DPyramidScene::setCandidates(const std::vector<int> &placements)
{
    if (placements == m_candidates)
        return; // no new frame for nothing
    m_candidates = placements;
    refresh();
}

void Qt3DPyramidScene::setHighlightedPiece(int piece)
{
    m_highlight = piece;
    refresh();
}

void Qt3DPyramidScene::setMarkedPieces(std::uint16_t pieces)
{
    if (pieces == m_marked)
        return;
    m_marked = pieces;
    refresh();
}

void Qt3DPyramidScene::setTopLayer(int topLayer)
{
    m_topLayer = std::clamp(topLayer, 0, 5);
    refresh();
}

void Qt3DPyramidScene::resetView()
{
    Qt3DRender::QCamera *camera = m_window->camera();
    const QVector3D centre = pyramidCentre();
    camera->setUpVector(QVector3D(0, 1, 0));
    camera->setViewCenter(centre);
    camera->setPosition(centre + QVector3D(-4.0f, 7.0f, 11.0f));
}

void Qt3DPyramidScene::refresh()
{
    const Board &board = m_position->board();
    // A held piece's ghost is the one place shown: the layer view's preview and offer (at its
    // cursor, elsewhere) would read as a second piece.
    const bool holding = m_held >= 0;
    const CellMask preview
        = !holding && m_preview >= 0 && m_preview < static_cast<int>(board.placements().size())
        ? board.placements()[static_cast<std::size_t>(m_preview)].cells
        : 0;
    const int previewPiece = m_preview >= 0 && preview
        ? board.placements()[static_cast<std::size_t>(m_preview)].piece
        : -1;
    // The balls the placements still offered cover (all of one piece).
    CellMask offered = 0;
    int offeredPiece = -1;
    for (const int index : holding ? std::vector<int> {} : m_candidates) {
        if (index < 0 || index >= static_cast<int>(board.placements().size()))
            continue;
        const Placement &p = board.placements()[static_cast<std::size_t>(index)];
        offered |= p.cells;
        offeredPiece = p.piece;
    }
    const CellMask held = m_held >= 0 && m_held < static_cast<int>(board.placements().size())
        ? board.placements()[static_cast<std::size_t>(m_held)].cells
        : 0;
    const int heldPiece = held ? board.placements()[static_cast<std::size_t>(m_held)].piece : -1;
    for (int i = 0; i < stateLength; ++i) {
        Qt3DCore::QEntity *ball = m_balls[static_cast<std::size_t>(i)];
        const bool shown = board.cell(i).z <= m_topLayer;
        ball->setEnabled(shown);
        const char letter = m_position->at(i);
        const bool lifted
            = letter != '.' && m_lifted >= 0 && *pieceIndexOfLetter(letter) == m_lifted;
        Qt3DRender::QMaterial *material;
        Qt3DRender::QMaterial *rim = nullptr;
        QColor colour;
        if ((held >> i) & 1U) {
            // The held piece's ghost, over any preview: what a click would put down.
            colour = QColor::fromRgb(pieces()[static_cast<std::size_t>(heldPiece)].rgb);
            material = translucentMaterial(colour, heldOpacity);
        } else if (lifted) {
            // Where the lifted piece lay: it stays there until it is dropped elsewhere.
            colour = QColor::fromRgb(pieces()[static_cast<std::size_t>(m_lifted)].rgb);
            material = translucentMaterial(colour, liftedOpacity);
        } else if (letter != '.') {
            const int piece = *pieceIndexOfLetter(letter);
            colour = QColor::fromRgb(pieces()[static_cast<std::size_t>(piece)].rgb);
            if (piece == m_highlight)
                colour = colour.lighter(160);
            const bool faded = m_marked != 0 && !((m_marked >> piece) & 1U);
            material = faded ? translucentMaterial(colour, 0.3f) : solidMaterial(colour);
            if (!faded && needsRim(colour))
                rim = rimMaterial(rimColour(piece));
        } else if ((preview >> i) & 1U) {
            colour = QColor::fromRgb(pieces()[static_cast<std::size_t>(previewPiece)].rgb);
            QColor ghost = colour;
            ghost.setAlphaF(previewOpacity);
            ghost = blended(ghost, m_background);
            material = solidMaterial(ghost);
            if (needsRim(ghost))
                rim = rimMaterial(rimColour(previewPiece));
        } else if ((offered >> i) & 1U) {
            // Fainter and lighter than the preview: where the other candidates reach.
            colour = QColor::fromRgb(pieces()[static_cast<std::size_t>(offeredPiece)].rgb)
                         .lighter(140);
            material = translucentMaterial(colour, 0.3f);
        } else {
            colour = QColor(150, 150, 160);
            material = translucentMaterial(colour, 0.15f);
        }
        Qt3DRender::QMaterial *&current = m_current[static_cast<std::size_t>(i)];
        if (current != material) {
            if (current)
                ball->removeComponent(current);
            ball->addComponent(material);
            current = material;
        }
        Qt3DCore::QEntity *rimBall = m_rims[static_cast<std::size_t>(i)];
        Qt3DRender::QMaterial *&currentRim = m_currentRim[static_cast<std::size_t>(i)];
        if (rim && currentRim != rim) {
            if (currentRim)
                rimBall->removeComponent(currentRim);
            rimBall->addComponent(rim);
            currentRim = rim;
        }
        rimBall->setEnabled(shown && rim);
        Qt3DCore::QComponent *sphere = rim ? m_ballInRim : m_fullBall;
        Qt3DCore::QComponent *&currentSphere = m_ballMesh[static_cast<std::size_t>(i)];
        if (currentSphere != sphere) {
            ball->removeComponent(currentSphere);
            ball->addComponent(sphere);
            currentSphere = sphere;
        }
        m_colours[static_cast<std::size_t>(i)] = colour;
    }
    // A still pyramid draws nothing (see StillSceneWindow): this change is drawn.
    m_window->requestFrames();
}

void Qt3DPyramidScene::pan(QPointF pixels)
{
    // At the view centre's depth, the window's height spans 2 d tan(fov / 2) world units.
    Qt3DRender::QCamera *camera = m_window->camera();
    const float distance = (camera->position() - camera->viewCenter()).length();
    const float unitsPerPixel = 2.0f * distance
        * std::tan(qDegreesToRadians(camera->fieldOfView()) / 2.0f)
        / float(std::max(1, m_window->height()));
    camera->translate(
        QVector3D(float(-pixels.x()) * unitsPerPixel, float(pixels.y()) * unitsPerPixel, 0.0f),
        Qt3DRender::QCamera::TranslateViewCenter);
}

void Qt3DPyramidScene::orbit(QPointF pixels)
{
    constexpr float degreesPerPixel = 0.4f;
    Qt3DRender::QCamera *camera = m_window->camera();
    camera->panAboutViewCenter(float(-pixels.x()) * degreesPerPixel, QVector3D(0, 1, 0));
    camera->tiltAboutViewCenter(float(pixels.y()) * degreesPerPixel);
}

void Qt3DPyramidScene::zoom(double wheelSteps)
{
    Qt3DRender::QCamera *camera = m_window->camera();
    const QVector3D away = camera->position() - camera->viewCenter();
    const float distance
        = std::clamp(away.length() * float(std::pow(0.85, wheelSteps)), 3.0f, 60.0f);
    camera->setPosition(camera->viewCenter() + away.normalized() * distance);
}

QColor Qt3DPyramidScene::ballColour(int cell) const
{
    return m_colours[static_cast<std::size_t>(cell)];
}

QPointF Qt3DPyramidScene::ballPixel(int cell) const
{
    Qt3DRender::QCamera *camera = m_window->camera();
    const QVector3D p = (camera->projectionMatrix() * camera->viewMatrix())
                            .map(pyramidBallPosition(m_position->board().cell(cell)));
    return QPointF((p.x() + 1) / 2 * m_window->width(), (1 - p.y()) / 2 * m_window->height());
}

CellMask Qt3DPyramidScene::visibleBalls() const
{
    CellMask visible = 0;
    for (int i = 0; i < stateLength; ++i) {
        if (m_position->board().cell(i).z <= m_topLayer)
            visible |= CellMask {1} << i;
    }
    return visible;
}

int Qt3DPyramidScene::ballAt(QPointF pixel, CellMask among) const
{
    Qt3DRender::QCamera *camera = m_window->camera();
    const PickRay ray = rayThroughPixel(pixel, m_window->size(), camera->viewMatrix(),
                                        camera->projectionMatrix());
    return pickBall(ray, m_position->board(), among & visibleBalls());
}

bool Qt3DPyramidScene::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_container
        && (event->type() == QEvent::PaletteChange
            || event->type() == QEvent::ApplicationPaletteChange)) {
        // Another colour scheme: the background, and the preview's colour read against it.
        m_background = m_container->palette().color(QPalette::Window);
        m_window->setClearColor(m_background);
        refresh();
        return false;
    }
    if (watched != m_window)
        return false;
    switch (event->type()) {
    case QEvent::Resize: {
        // The pyramid must fit the narrower side: in a view taller than wide the vertical field
        // of view grows so the horizontal one stays at 40 degrees.
        const float aspect = float(m_window->width()) / float(std::max(1, m_window->height()));
        const float halfAngle = qDegreesToRadians(viewAngleDegrees / 2.0f);
        const float vertical = aspect >= 1.0f
            ? viewAngleDegrees
            : 2.0f * qRadiansToDegrees(std::atan(std::tan(halfAngle) / aspect));
        m_window->camera()->lens()->setPerspectiveProjection(vertical, aspect, 0.1f, 200.0f);
        break;
    }
    case QEvent::MouseButtonPress:
        m_pressPoint = m_lastDragPoint = static_cast<QMouseEvent *>(event)->position();
        break;
    case QEvent::MouseMove: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        const QPointF delta = mouse->position() - m_lastDragPoint;
        m_lastDragPoint = mouse->position();
        if (mouse->buttons() & Qt::LeftButton)
            pan(delta);
        else if (mouse->buttons() & Qt::RightButton)
            orbit(delta);
        else if (onPointerMoved)
            onPointerMoved(mouse->position());
        break;
    }
    case QEvent::Wheel: {
        auto *wheel = static_cast<QWheelEvent *>(event);
        const int dy = wheel->angleDelta().y();
        // The wheel turns a held piece, a step a notch (a touchpad's small deltas count as one);
        // Ctrl+wheel always zooms, as the wheel alone does with no piece held.
        if (!(wheel->modifiers() & Qt::ControlModifier) && dy != 0 && onWheel
            && onWheel(dy > 0 ? std::max(1, dy / 120) : std::min(-1, dy / 120)))
            return true;
        zoom(dy / 120.0);
        return true;
    }
    case QEvent::MouseButtonRelease: {
        auto *mouse = static_cast<QMouseEvent *>(event);
        const QPointF moved = mouse->position() - m_pressPoint;
        const bool click = std::hypot(moved.x(), moved.y()) < 4;
        if (click && mouse->button() == Qt::RightButton && onRightClick) {
            onRightClick();
        } else if (click && mouse->button() == Qt::LeftButton) {
            if (onClick && onClick(mouse->position()))
                break;
            const int cell = ballAt(mouse->position(), ~CellMask {0});
            if (cell >= 0 && onBallClicked)
                onBallClicked(cell);
        }
        break;
    }
    case QEvent::ShortcutOverride: {
        // Esc is the window's Stop shortcut; while a piece is held it puts the piece back.
        auto *key = static_cast<QKeyEvent *>(event);
        if (claimsKey && claimsKey(key->key())) {
            event->accept();
            return true;
        }
        break;
    }
    case QEvent::KeyPress: {
        auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Home) {
            resetView();
            return true;
        }
        if (onKey)
            onKey(key->key(), key->modifiers());
        return true;
    }
    default:
        break;
    }
    return false;
}

} // namespace pw::ui::kanoodle
