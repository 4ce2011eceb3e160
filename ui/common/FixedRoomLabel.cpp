#include "ui/common/FixedRoomLabel.h"

#include <QEvent>
#include <QHelpEvent>
#include <QPainter>
#include <QTextDocument>
#include <QTextLayout>
#include <QToolTip>

#include <algorithm>

namespace pw::ui {

FixedRoomLabel::FixedRoomLabel(int lines, QWidget *parent)
    : QLabel(parent)
    , m_lines(std::max(1, lines))
{
    setWordWrap(true);
    setAlignment(Qt::AlignLeft | Qt::AlignTop);
    setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Fixed);
    setFixedHeight(roomHeight());
}

int FixedRoomLabel::roomHeight() const
{
    const QMargins margins = contentsMargins();
    return m_lines * fontMetrics().lineSpacing() + margins.top() + margins.bottom() + 2 * margin();
}

QSize FixedRoomLabel::sizeHint() const
{
    // Wide enough for a short sentence; the layout gives it what the column has.
    return {fontMetrics().averageCharWidth() * 20, roomHeight()};
}

QSize FixedRoomLabel::minimumSizeHint() const
{
    return {0, roomHeight()};
}

void FixedRoomLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::StyleChange)
        setFixedHeight(roomHeight());
}

bool FixedRoomLabel::isRichText() const
{
    return textFormat() == Qt::RichText
        || (textFormat() == Qt::AutoText && Qt::mightBeRichText(text()));
}

FixedRoomLabel::ShownText FixedRoomLabel::shownText() const
{
    const int width = std::max(1, contentsRect().width() - 2 * margin());
    ShownText shown;
    QString rest = text();
    rest.replace(QLatin1Char('\n'), QChar::LineSeparator);
    QTextLayout layout(rest, font());
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        if (shown.lines.size() == m_lines - 1) {
            // The last line of the room takes the rest of the text, cut to fit.
            const QString last = rest.mid(line.textStart()).replace(QChar::LineSeparator, u' ');
            shown.lines << fontMetrics().elidedText(last, Qt::ElideRight, width);
            shown.cut = shown.lines.last() != last;
            break;
        }
        shown.lines << rest.mid(line.textStart(), line.textLength()).trimmed();
    }
    layout.endLayout();
    return shown;
}

bool FixedRoomLabel::showsAllText() const
{
    if (isRichText()) {
        QTextDocument document;
        document.setDefaultFont(font());
        document.setHtml(text());
        document.setTextWidth(contentsRect().width());
        return document.size().height() <= contentsRect().height() + 1;
    }
    return !shownText().cut;
}

bool FixedRoomLabel::event(QEvent *event)
{
    // Where the room cuts the text, the tooltip shows it whole (before the label's own tooltip).
    if (event->type() == QEvent::ToolTip && !showsAllText()) {
        QString tip = isRichText() ? text() : Qt::convertFromPlainText(text());
        if (!toolTip().isEmpty())
            tip += QStringLiteral("<br><br>") + toolTip();
        QToolTip::showText(static_cast<QHelpEvent *>(event)->globalPos(), tip, this);
        return true;
    }
    return QLabel::event(event);
}

void FixedRoomLabel::paintEvent(QPaintEvent *event)
{
    if (isRichText()) {
        QLabel::paintEvent(event); // clipped to the room
        return;
    }
    QPainter painter(this);
    painter.setPen(palette().color(isEnabled() ? QPalette::Active : QPalette::Disabled,
                                   foregroundRole()));
    const QRect room = contentsRect().adjusted(margin(), margin(), -margin(), -margin());
    const int lineHeight = fontMetrics().lineSpacing();
    int top = room.top();
    for (const QString &line : shownText().lines) {
        painter.drawText(QRect(room.left(), top, room.width(), lineHeight),
                         int(alignment() & Qt::AlignHorizontal_Mask) | Qt::AlignVCenter, line);
        top += lineHeight;
    }
}

} // namespace pw::ui
