#pragma once

#include "ui/shell/TabMessages.h"

#include <QDialog>

namespace pw::ui {

// View ▸ Messages: what the status bar said about the tab on screen, each message whole with its
// time, the newest last. The status bar's room may cut a long message; this never does.
class MessagesDialog : public QDialog
{
    Q_OBJECT
public:
    MessagesDialog(const QString &tabName, const QList<TabMessages::Logged> &log,
                   QWidget *parent = nullptr);
};

} // namespace pw::ui
