#include "ui/common/ElidedLabel.h"

#include <QMouseEvent>

namespace pw::ui {

ElidedLabel::ElidedLabel(QWidget *parent)
    : QLabel(parent)
{
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    setTextFormat(Qt::PlainText);
}

void ElidedLabel::setFullText(const QString &text, const QStringList &shorter)
{
    m_fullText = text;
    m_shorter = shorter;
    elide();
}

QSize ElidedLabel::minimumSizeHint() const
{
    // Any width will do: the text is cut to fit.
    return {0, QLabel::minimumSizeHint().height()};
}

QSize ElidedLabel::sizeHint() const
{
    const int width = m_preferredCharacters > 0
        ? fontMetrics().averageCharWidth() * m_preferredCharacters
        : fontMetrics().horizontalAdvance(m_fullText);
    return {width, QLabel::sizeHint().height()};
}

void ElidedLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    elide();
}

void ElidedLabel::mouseReleaseEvent(QMouseEvent *event)
{
    QLabel::mouseReleaseEvent(event);
    if (event->button() == Qt::LeftButton && rect().contains(event->position().toPoint()))
        emit clicked();
}

void ElidedLabel::elide()
{
    const int room = contentsRect().width();
    const auto fitted
        = [&](const QString &text) { return fontMetrics().elidedText(text, Qt::ElideRight, room); };
    QString candidate = m_fullText;
    QString shown = fitted(candidate);
    for (const QString &shorter : std::as_const(m_shorter)) {
        if (shown == candidate)
            break; // it fits whole
        candidate = shorter;
        shown = fitted(candidate);
    }
    setText(shown);
    setToolTip(shown == m_fullText ? QString() : m_fullText);
}

} // namespace pw::ui
