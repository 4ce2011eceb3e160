#include "ui/common/SidePanel.h"

#include <QLayout>
#include <QWidget>

#include <algorithm>

namespace pw::ui {

QWidget *makeSidePanel(QLayout *controls, int widthInCharacters, QWidget *parent)
{
    auto *panel = new QWidget(parent);
    controls->setContentsMargins(0, 0, 0, 0);
    panel->setLayout(controls);
    // Never narrower than its widest control needs (a button's words in German), so no control
    // is clipped; text labels wrap within what is left.
    panel->setFixedWidth(std::max(panel->fontMetrics().averageCharWidth() * widthInCharacters,
                                  controls->minimumSize().width()));
    return panel;
}

} // namespace pw::ui
