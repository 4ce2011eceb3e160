#include "ui/shell/TabFactories.h"

#include "ui/common/PlaceholderTab.h"

namespace pw::ui {

// Noodles has not landed yet: the tab says so plainly.
PuzzleTab *createNoodlesTab(QWidget *parent)
{
    return new PlaceholderTab(QStringLiteral("noodles"), PlaceholderTab::tr("Noodles"), parent);
}

} // namespace pw::ui
