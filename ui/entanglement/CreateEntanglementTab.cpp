#include "ui/shell/TabFactories.h"

#include "ui/common/PlaceholderTab.h"

namespace pw::ui {

// Entanglement has not landed yet: the tab says so plainly.
PuzzleTab *createEntanglementTab(QWidget *parent)
{
    return new PlaceholderTab(QStringLiteral("entanglement"), PlaceholderTab::tr("Entanglement"), parent);
}

} // namespace pw::ui
