#pragma once

class QWidget;

namespace pw::ui {

class PuzzleTab;

// Every puzzle's tab factory, declared from the puzzle list: createNameTab is defined in that
// puzzle's ui folder (CreateNameTab.cpp), so the shell never includes a puzzle's headers.
#define PW_PUZZLE(kind, Name) PuzzleTab *create##Name##Tab(QWidget *parent);
#include "core/backends/PuzzleList.h"
#undef PW_PUZZLE

} // namespace pw::ui
