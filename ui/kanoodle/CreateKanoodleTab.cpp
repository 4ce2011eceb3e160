#include "ui/shell/TabFactories.h"

#include "ui/kanoodle/KanoodleTab.h"

namespace pw::ui {

PuzzleTab *createKanoodleTab(QWidget *parent)
{
    return new kanoodle::KanoodleTab(parent);
}

} // namespace pw::ui
