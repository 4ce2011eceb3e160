#include "ui/shell/TabFactories.h"

#include "ui/sliding/SlidingTab.h"

namespace pw::ui {

PuzzleTab *createSlidingTab(QWidget *parent)
{
    return new SlidingTab(parent);
}

} // namespace pw::ui
