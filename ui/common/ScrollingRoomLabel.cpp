#include "ui/common/ScrollingRoomLabel.h"

#include <QCoreApplication>
#include <QEvent>
#include <QScrollBar>
#include <QWheelEvent>

#include <algorithm>

namespace pw::ui {

ScrollingRoomLabel::ScrollingRoomLabel(int lines, QWidget *parent)
    : QLabel(parent)
    , m_lines(std::max(1, lines))
    , m_scrollBar(new QScrollBar(Qt::Vertical, this))
{
    setWordWrap(true);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    setFixedHeight(roomHeight());
    m_scrollBar->hide();
    // The scrolled text lies outside the widget through negative contents margins, which Qt
    // would otherwise raise to the (empty) safe area's.
    setAttribute(Qt::WA_ContentsMarginsRespectsSafeArea, false);
    m_scrollBar->setFocusPolicy(Qt::NoFocus);
    connect(m_scrollBar, &QScrollBar::valueChanged, this, &ScrollingRoomLabel::placeText);
}

void ScrollingRoomLabel::setLines(int lines)
{
    lines = std::max(1, lines);
    if (lines == m_lines)
        return;
    m_lines = lines;
    setFixedHeight(roomHeight());
    fitText();
}

int ScrollingRoomLabel::roomHeight() const
{
    return m_lines * fontMetrics().lineSpacing();
}

QSize ScrollingRoomLabel::sizeHint() const
{
    // Wide enough for a short sentence; the layout gives it what the column has.
    return {fontMetrics().averageCharWidth() * 20, roomHeight()};
}

QSize ScrollingRoomLabel::minimumSizeHint() const
{
    return {0, roomHeight()};
}

bool ScrollingRoomLabel::scrolls() const
{
    return !m_scrollBar->isHidden();
}

void ScrollingRoomLabel::fitText()
{
    m_fittedText = text();
    m_fittedWidth = width();
    // QLabel measures with its contents margins; measured without them, it gives the text's
    // own height at a width.
    setContentsMargins(0, 0, 0, 0);
    const int room = roomHeight();
    const int barWidth = m_scrollBar->sizeHint().width();
    const bool tooTall = !text().isEmpty() && QLabel::heightForWidth(width()) > room;
    m_textHeight = tooTall ? QLabel::heightForWidth(std::max(1, width() - barWidth)) : room;
    m_scrollBar->setVisible(tooTall);
    m_scrollBar->setGeometry(width() - barWidth, 0, barWidth, room);
    m_scrollBar->setRange(0, std::max(0, m_textHeight - room));
    m_scrollBar->setPageStep(room);
    m_scrollBar->setSingleStep(fontMetrics().lineSpacing());
    placeText();
}

void ScrollingRoomLabel::placeText()
{
    if (!scrolls()) {
        setContentsMargins(0, 0, 0, 0);
        return;
    }
    // The contents rectangle is the whole text's height, starting above the room by the scroll
    // value; the widget's edges clip it to the room.
    const int offset = m_scrollBar->value();
    setContentsMargins(0, -offset, m_scrollBar->width(), roomHeight() + offset - m_textHeight);
}

void ScrollingRoomLabel::paintEvent(QPaintEvent *event)
{
    // QLabel::setText is not virtual: a new text is noticed when it is drawn, and shown from
    // its start.
    if (text() != m_fittedText) {
        m_scrollBar->setValue(0);
        fitText();
    } else if (width() != m_fittedWidth) {
        fitText();
    }
    QLabel::paintEvent(event);
}

void ScrollingRoomLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    // New contents margins send a resize event of the same size: only a new width refits.
    if (width() != m_fittedWidth)
        fitText();
}

void ScrollingRoomLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange) {
        setFixedHeight(roomHeight());
        fitText();
    }
}

void ScrollingRoomLabel::wheelEvent(QWheelEvent *event)
{
    if (!scrolls()) {
        QLabel::wheelEvent(event);
        return;
    }
    QCoreApplication::sendEvent(m_scrollBar, event);
}

} // namespace pw::ui
