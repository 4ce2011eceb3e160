#pragma once

#include <QString>

#include <functional>

class QWidget;

namespace pw::ui::kanoodle {

class KanoodleBoardView;
class PyramidScene;

// The 3D pyramid beside the layered view, played through it: pieces are handled in 3D by a
// PyramidSceneHand (its moves are the view's requests), other clicks on balls are the view's
// clicks and other keys go to the view, and the view's preview and offered placements are drawn
// in 3D. `say` shows a line in the status bar.
// Null where there is no OpenGL (the offscreen platform of the headless UI tests): there the
// pyramid is played in the layered view alone. PW_NO_3D=1 does the same anywhere.
PyramidScene *makePyramidSceneBeside(KanoodleBoardView *view, QWidget *parent,
                                     std::function<void(const QString &)> say);

} // namespace pw::ui::kanoodle
