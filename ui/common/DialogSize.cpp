#include "ui/common/DialogSize.h"

#include <QScreen>
#include <QWidget>

namespace pw::ui {

void resizeWithinParent(QWidget *dialog, QSize preferred)
{
    QSize room;
    if (const QWidget *parent = dialog->parentWidget())
        room = parent->window()->size();
    else if (const QScreen *screen = dialog->screen())
        room = screen->availableSize();
    if (room.isValid())
        preferred = preferred.boundedTo(room);
    dialog->resize(preferred.expandedTo(dialog->minimumSizeHint()));
}

} // namespace pw::ui
