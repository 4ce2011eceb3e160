#include "ui/shell/TabFactories.h"

#include "ui/entanglement/EntanglementTab.h"

namespace pw::ui {

PuzzleTab *createEntanglementTab(QWidget *parent)
{
    return new entanglement::EntanglementTab(parent);
}

} // namespace pw::ui
