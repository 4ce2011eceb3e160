#pragma once

class QPainter;
class QWidget;

namespace pw::ui {

// Every board draws the same mark while it has the keyboard: a thin frame in the palette's
// highlight colour just inside its edge, so a player sees where the arrow keys go. Call at the
// end of a board's paintEvent; it draws nothing while the board lacks the focus.
void paintFocusFrame(QPainter &painter, const QWidget &board);

} // namespace pw::ui
