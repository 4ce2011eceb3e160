#include "ui/common/FocusFrame.h"

#include <QPainter>
#include <QWidget>

namespace pw::ui {

void paintFocusFrame(QPainter &painter, const QWidget &board)
{
    if (!board.hasFocus())
        return;
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(board.palette().color(QPalette::Highlight), 2, Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(QRectF(board.rect()).adjusted(1, 1, -1, -1), 4, 4);
    painter.restore();
}

} // namespace pw::ui
