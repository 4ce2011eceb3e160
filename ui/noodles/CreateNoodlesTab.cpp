#include "ui/shell/TabFactories.h"

#include "ui/noodles/NoodlesTab.h"

namespace pw::ui {

PuzzleTab *createNoodlesTab(QWidget *parent)
{
    return new NoodlesTab(parent);
}

} // namespace pw::ui
