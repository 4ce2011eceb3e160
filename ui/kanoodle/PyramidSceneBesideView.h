#pragma once

class QWidget;

namespace pw::ui::kanoodle {

class KanoodleBoardView;
class PyramidScene;

// The 3D pyramid beside the layered view, played through it: a click on a ball is the view's
// click, keys go to the view, and the view's preview and offered placements are drawn in 3D.
// Null where there is no OpenGL (the offscreen platform of the headless UI tests): there the
// pyramid is played in the layered view alone. PW_NO_3D=1 does the same anywhere.
PyramidScene *makePyramidSceneBeside(KanoodleBoardView *view, QWidget *parent);

} // namespace pw::ui::kanoodle
