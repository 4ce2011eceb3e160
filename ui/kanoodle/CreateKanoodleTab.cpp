#include "ui/shell/TabFactories.h"

#include "ui/common/PlaceholderTab.h"

namespace pw::ui {

// Kanoodle has not landed yet: the tab says so plainly.
PuzzleTab *createKanoodleTab(QWidget *parent)
{
    return new PlaceholderTab(QStringLiteral("kanoodle"), PlaceholderTab::tr("Kanoodle"), parent);
}

} // namespace pw::ui
