#include "ui/common/TickingLabel.h"

#include <QEvent>
#include <QPainter>
#include <QStyle>

#include <algorithm>

namespace pw::ui {

TickingLabel::TickingLabel(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

void TickingLabel::setText(const QString &text)
{
    if (text == m_text)
        return;
    m_text = text;
    setAccessibleName(text);
    const int width = fontMetrics().horizontalAdvance(text);
    if (width > m_widest) {
        m_widest = width;
        updateGeometry();
    }
    update();
}

QSize TickingLabel::sizeHint() const
{
    return {m_widest, fontMetrics().height()};
}

QSize TickingLabel::minimumSizeHint() const
{
    return sizeHint();
}

void TickingLabel::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    style()->drawItemText(&painter, rect(), Qt::AlignLeft | Qt::AlignVCenter, palette(),
                          isEnabled(), m_text, foregroundRole());
}

void TickingLabel::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        // Measured again at the new font: the widest text is the one on show for now.
        m_widest = fontMetrics().horizontalAdvance(m_text);
        updateGeometry();
    }
}

} // namespace pw::ui
