#include "ui/shell/StatusMessageArea.h"

#include <QEvent>
#include <QGuiApplication>
#include <QMouseEvent>
#include <QStatusBar>

#include <algorithm>

namespace pw::ui {

StatusMessageArea::StatusMessageArea(QStatusBar *bar)
    : ElidedLabel(bar)
    , m_unfolded(new QLabel(bar->window(), Qt::ToolTip | Qt::WindowDoesNotAcceptFocus))
{
    m_unfolded->setObjectName(QStringLiteral("unfoldedStatusMessage"));
    m_unfolded->setTextFormat(Qt::PlainText);
    m_unfolded->setWordWrap(true);
    m_unfolded->setFrameShape(QFrame::StyledPanel);
    m_unfolded->setMargin(3);
    m_unfolded->setAutoFillBackground(true);
    m_unfolded->setCursor(Qt::PointingHandCursor);
    // A window of its own over the program's, as a tooltip is: a child widget is drawn under a
    // native view it reaches (Kanoodle's 3D pyramid), and making it native left the pyramid on
    // top or blank. Unlike a tool window it is never activated, so the game keeps the keys.
    m_unfolded->installEventFilter(this);
    // Where the window moves or is resized, or the status bar moves in it, the panel follows.
    // It goes with the window when that is hidden or minimised, and while a dialog blocks the
    // window or another program is in front (a tooltip window would stay over them).
    bar->window()->installEventFilter(this);
    bar->installEventFilter(this);
    connect(qApp, &QGuiApplication::applicationStateChanged, this,
            [this](Qt::ApplicationState state) {
                m_otherProgramInFront = state != Qt::ApplicationActive;
                layOut();
            });
}

void StatusMessageArea::setMessage(const QString &message)
{
    m_message = message;
    layOut();
}

bool StatusMessageArea::isUnfolded() const
{
    return !m_unfolded->isHidden();
}

bool StatusMessageArea::fitsOnTheLine() const
{
    return fontMetrics().horizontalAdvance(m_message) <= contentsRect().width();
}

bool StatusMessageArea::canUnfold() const
{
    return isVisible() && !window()->isMinimized() && !m_otherProgramInFront && !m_blocked;
}

void StatusMessageArea::layOut()
{
    if (fitsOnTheLine() || !canUnfold()) {
        // While it cannot unfold, a long message is cut on its line (the whole in the tooltip)
        // rather than not shown at all; it unfolds again when the window is in front.
        setFullText(m_message);
        m_unfolded->hide();
        return;
    }
    setFullText(QString());
    m_unfolded->setText(m_message);
    placeUnfolded();
    m_unfolded->show();
    m_unfolded->raise();
}

void StatusMessageArea::placeUnfolded()
{
    // The window's whole width just above the status bar (whose job rows and game ID stay in
    // view), as high as the wrapped text needs, never above the window's top.
    QWidget *host = window();
    const int bottom = parentWidget()->mapTo(host, QPoint(0, 0)).y();
    const int height = std::min(m_unfolded->heightForWidth(host->width()), bottom);
    m_unfolded->setGeometry(
        QRect(host->mapToGlobal(QPoint(0, bottom - height)), QSize(host->width(), height)));
}

bool StatusMessageArea::event(QEvent *event)
{
    switch (event->type()) {
    case QEvent::Resize:
    case QEvent::FontChange:
    case QEvent::Show:
        layOut();
        break;
    case QEvent::Hide:
        m_unfolded->hide();
        break;
    default:
        break;
    }
    return ElidedLabel::event(event);
}

bool StatusMessageArea::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_unfolded) {
        if (event->type() == QEvent::MouseButtonRelease
            && static_cast<QMouseEvent *>(event)->button() == Qt::LeftButton)
            setMessage({}); // read: it no longer covers the window
        return ElidedLabel::eventFilter(watched, event);
    }
    switch (event->type()) {
    case QEvent::Resize:
    case QEvent::Move:
        if (isUnfolded())
            placeUnfolded();
        break;
    case QEvent::WindowBlocked:
    case QEvent::WindowUnblocked:
        if (watched == window())
            m_blocked = event->type() == QEvent::WindowBlocked;
        layOut();
        break;
    case QEvent::WindowStateChange:
    case QEvent::Hide:
    case QEvent::Show:
        layOut();
        break;
    default:
        break;
    }
    return ElidedLabel::eventFilter(watched, event);
}

} // namespace pw::ui
