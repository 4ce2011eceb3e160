#include "ui/common/SidePanel.h"

#include <QLayout>
#include <QWidget>

namespace pw::ui {

QWidget *makeSidePanel(QLayout *controls, int widthInCharacters, QWidget *parent)
{
    auto *panel = new QWidget(parent);
    controls->setContentsMargins(0, 0, 0, 0);
    panel->setLayout(controls);
    panel->setFixedWidth(panel->fontMetrics().averageCharWidth() * widthInCharacters);
    return panel;
}

} // namespace pw::ui
