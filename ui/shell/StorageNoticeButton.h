#pragma once

#include <QToolButton>

#include <functional>

namespace pw::ui {

// The status bar's side of StorageNotices: each new notice is shown once as a status message,
// and this button stays in the status bar while a problem is open ("⚠ Not saved": the
// statistics cannot be written, a folder is read-only) or a note is unread ("ⓘ Notes": a damaged
// file was moved aside, a setting was out of range). Its tooltip lists them; a click shows them
// in full and marks the notes read.
class StorageNoticeButton : public QToolButton
{
    Q_OBJECT
public:
    // The messages go through `say`: the status bar's one message area, so a notice never lies
    // over a tab's message.
    using Say = std::function<void(const QString &message, int timeoutMs)>;
    StorageNoticeButton(QWidget *parent, Say say);

    // The text shown for the open problems and unread notes, one per paragraph.
    QString details() const;

private:
    void announce();
    void refresh();
    void showDetails();

    Say m_say;
};

} // namespace pw::ui
