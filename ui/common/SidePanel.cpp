#include "ui/common/SidePanel.h"

#include <QAbstractButton>
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
    int needed = controls->minimumSize().width();
    // A button's minimum can leave out what its menu arrow needs: each gets its whole text.
    for (const QAbstractButton *button : panel->findChildren<QAbstractButton *>())
        needed = std::max(needed, button->sizeHint().width());
    panel->setFixedWidth(
        std::max(panel->fontMetrics().averageCharWidth() * widthInCharacters, needed));
    return panel;
}

} // namespace pw::ui
