#include "ui/shell/MessagesDialog.h"

#include "ui/common/DialogSize.h"

#include <QDialogButtonBox>
#include <QLocale>
#include <QPlainTextEdit>
#include <QScrollBar>
#include <QVBoxLayout>

namespace pw::ui {

MessagesDialog::MessagesDialog(const QString &tabName, const QList<TabMessages::Logged> &log,
                               QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("messagesDialog"));
    setWindowTitle(tr("Messages: %1").arg(tabName));
    auto *text = new QPlainTextEdit(this);
    text->setObjectName(QStringLiteral("messagesText"));
    text->setReadOnly(true);
    text->setLineWrapMode(QPlainTextEdit::WidgetWidth);
    // The locale's time with seconds, without the long format's time zone.
    const QLocale locale;
    const QString timeFormat
        = locale.timeFormat(QLocale::LongFormat).remove(QLatin1Char('t')).trimmed();
    QStringList lines;
    for (const TabMessages::Logged &message : log)
        lines << tr("%1  %2").arg(locale.toString(message.time, timeFormat), message.text);
    text->setPlainText(lines.isEmpty() ? tr("Nothing has been said about this game yet.")
                                       : lines.join(QLatin1Char('\n')));
    text->verticalScrollBar()->setValue(text->verticalScrollBar()->maximum());
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(buttons);
    resizeWithinParent(this, {640, 360});
}

} // namespace pw::ui
