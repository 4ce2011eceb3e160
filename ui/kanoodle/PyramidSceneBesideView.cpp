#include "ui/kanoodle/PyramidSceneBesideView.h"

#include "ui/kanoodle/KanoodleBoardView.h"
#include "ui/kanoodle/PyramidSceneHand.h"
#include "ui/kanoodle/Qt3DPyramidScene.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QKeyEvent>

namespace pw::ui::kanoodle {

PyramidScene *makePyramidSceneBeside(KanoodleBoardView *view, QWidget *parent,
                                     std::function<void(const QString &)> say)
{
    if (QGuiApplication::platformName() == QLatin1String("offscreen")
        || !qEnvironmentVariableIsEmpty("PW_NO_3D"))
        return nullptr;
    auto *scene = new Qt3DPyramidScene(parent);
    scene->widget()->setObjectName(QStringLiteral("kanoodle3d"));
    scene->widget()->setAccessibleName(QCoreApplication::translate(
        "pw::ui::kanoodle::PyramidScene", "Pyramid, three-dimensional view"));
    scene->widget()->setToolTip(QCoreApplication::translate(
        "pw::ui::kanoodle::PyramidScene",
        "Choose a piece in the tray and move it over the pyramid: it shows where it fits under "
        "the pointer; the wheel or R turns it, F mirrors it, a click puts it down. Click a placed "
        "piece to move it. Drag with the right button to turn the pyramid, with the left to move "
        "it; Ctrl+wheel zooms and Home resets the view"));
    auto *hand = new PyramidSceneHand(scene, view, std::move(say), scene);
    // Its requests are the board view's, which the tab turns into moves.
    QObject::connect(hand, &PyramidSceneHand::placeRequested, view,
                     &KanoodleBoardView::placeRequested);
    QObject::connect(hand, &PyramidSceneHand::moveRequested, view,
                     &KanoodleBoardView::moveRequested);
    QObject::connect(hand, &PyramidSceneHand::removeRequested, view,
                     &KanoodleBoardView::removeRequested);
    scene->onBallClicked = [view](int cell) { view->activateBall(cell); };
    scene->onKey = [view, hand](int key, Qt::KeyboardModifiers modifiers) {
        if (hand->key(key, modifiers))
            return;
        QKeyEvent event(QEvent::KeyPress, key, modifiers);
        QCoreApplication::sendEvent(view, &event);
    };
    QObject::connect(view, &KanoodleBoardView::previewChanged, scene, [view, scene](int placement) {
        if (view->position()
            && view->position()->board().kind() == pw::kanoodle::BoardKind::Pyramid) {
            // A hint's ghost is shown in 3D while no placement is previewed.
            scene->setPreview(placement >= 0 ? placement : view->ghostPlacement());
            scene->setCandidates(view->offeredPlacements());
        }
    });
    return scene;
}

} // namespace pw::ui::kanoodle
