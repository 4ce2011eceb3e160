#include "ui/shell/TabFactories.h"

#include "ui/common/PlaceholderTab.h"

namespace pw::ui {

// Sliding Tiles has not landed yet: the tab says so plainly.
PuzzleTab *createSlidingTab(QWidget *parent)
{
    return new PlaceholderTab(QStringLiteral("sliding"), PlaceholderTab::tr("Sliding Tiles"), parent);
}

} // namespace pw::ui
