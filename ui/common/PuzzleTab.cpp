#include "ui/common/PuzzleTab.h"

// PuzzleTab is an interface; this file gives its moc output a home.
