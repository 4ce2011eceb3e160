#pragma once

class QWidget;

namespace pw::ui {

class PuzzleTab;

// One factory per puzzle, each defined in that puzzle's ui folder, so the shell never includes a
// puzzle's headers.
PuzzleTab *createNoodlesTab(QWidget *parent);
PuzzleTab *createKanoodleTab(QWidget *parent);
PuzzleTab *createEntanglementTab(QWidget *parent);
PuzzleTab *createSlidingTab(QWidget *parent);

} // namespace pw::ui
