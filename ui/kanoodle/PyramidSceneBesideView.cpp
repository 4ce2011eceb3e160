#include "ui/kanoodle/PyramidSceneBesideView.h"

#include "ui/kanoodle/KanoodleBoardView.h"
#include "ui/kanoodle/Qt3DPyramidScene.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QKeyEvent>

namespace pw::ui::kanoodle {

PyramidScene *makePyramidSceneBeside(KanoodleBoardView *view, QWidget *parent)
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
        "Drag with the right button to turn the pyramid, with the left to move it; the wheel "
        "zooms and Home resets the view. Click a ball to place the chosen piece over it; Tab "
        "cycles through the ways it fits"));
    scene->onBallClicked = [view](int cell) { view->activateBall(cell); };
    scene->onKey = [view](int key, Qt::KeyboardModifiers modifiers) {
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
