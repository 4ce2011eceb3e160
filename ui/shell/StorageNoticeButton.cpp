#include "ui/shell/StorageNoticeButton.h"

#include "core/common/StorageNotices.h"

#include <QMessageBox>
#include <QStyle>

namespace pw::ui {

StorageNoticeButton::StorageNoticeButton(QWidget *parent, Say say)
    : QToolButton(parent)
    , m_say(std::move(say))
{
    setObjectName(QStringLiteral("storageNotices"));
    setAutoRaise(true);
    setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    setIconSize(QSize(16, 16));
    common::StorageNotices *notices = common::StorageNotices::instance();
    connect(notices, &common::StorageNotices::announcementWaiting, this,
            &StorageNoticeButton::announce);
    connect(notices, &common::StorageNotices::changed, this, &StorageNoticeButton::refresh);
    connect(this, &QToolButton::clicked, this, &StorageNoticeButton::showDetails);
    refresh();
    // What was noticed before the window existed (a damaged file read while the tabs were made,
    // the folder checks at start) is told now.
    announce();
}

QString StorageNoticeButton::details() const
{
    const common::StorageNotices *notices = common::StorageNotices::instance();
    return (notices->problems() + notices->notes()).join(QStringLiteral("\n\n"));
}

void StorageNoticeButton::announce()
{
    const QStringList messages = common::StorageNotices::instance()->takeUnannounced();
    if (!messages.isEmpty())
        m_say(messages.join(QStringLiteral(" — ")), 20000);
}

void StorageNoticeButton::refresh()
{
    const common::StorageNotices *notices = common::StorageNotices::instance();
    const bool problems = !notices->problems().isEmpty();
    // The style's own pictures: the signs as characters are missing from many fonts.
    setIcon(style()->standardIcon(problems ? QStyle::SP_MessageBoxWarning
                                           : QStyle::SP_MessageBoxInformation));
    setText(problems ? tr("Not saved") : tr("Notes"));
    setToolTip(details());
    setVisible(problems || !notices->notes().isEmpty());
}

void StorageNoticeButton::showDetails()
{
    QMessageBox::information(window(), tr("Files and Settings"), details());
    common::StorageNotices::instance()->markNotesRead();
}

} // namespace pw::ui
