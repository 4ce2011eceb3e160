#pragma once

class QLayout;
class QWidget;

namespace pw::ui {

// The column of controls beside a board, at a fixed width given in characters of the tab's font
// (or wider, when a control's words need more): a count or a path that grows longer wraps inside
// it instead of widening it, so the board never moves while the text changes.
QWidget *makeSidePanel(QLayout *controls, int widthInCharacters, QWidget *parent);

} // namespace pw::ui
