#include "ui/shell/StorageNoticeButton.h"

#include "ui/common/StorageNotices.h"

#include <QMessageBox>
#include <QStatusBar>

namespace pw::ui {

StorageNoticeButton::StorageNoticeButton(QStatusBar *statusBar)
    : QToolButton(statusBar)
    , m_statusBar(statusBar)
{
    setObjectName(QStringLiteral("storageNotices"));
    setAutoRaise(true);
    StorageNotices *notices = StorageNotices::instance();
    connect(notices, &StorageNotices::announcementWaiting, this, &StorageNoticeButton::announce);
    connect(notices, &StorageNotices::changed, this, &StorageNoticeButton::refresh);
    connect(this, &QToolButton::clicked, this, &StorageNoticeButton::showDetails);
    refresh();
    // What was noticed before the window existed (a damaged file read while the tabs were made,
    // the folder checks at start) is told now.
    announce();
}

QString StorageNoticeButton::details() const
{
    const StorageNotices *notices = StorageNotices::instance();
    return (notices->problems() + notices->notes()).join(QStringLiteral("\n\n"));
}

void StorageNoticeButton::announce()
{
    const QStringList messages = StorageNotices::instance()->takeUnannounced();
    if (!messages.isEmpty())
        m_statusBar->showMessage(messages.join(QStringLiteral(" — ")), 20000);
}

void StorageNoticeButton::refresh()
{
    const StorageNotices *notices = StorageNotices::instance();
    const bool problems = !notices->problems().isEmpty();
    setText(problems ? tr("⚠ Not saved") : tr("ⓘ Notes"));
    setToolTip(details());
    setVisible(problems || !notices->notes().isEmpty());
}

void StorageNoticeButton::showDetails()
{
    QMessageBox::information(window(), tr("Files and Settings"), details());
    StorageNotices::instance()->markNotesRead();
}

} // namespace pw::ui
