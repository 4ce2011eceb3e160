#pragma once

#include <QToolButton>

class QStatusBar;

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
    explicit StorageNoticeButton(QStatusBar *statusBar);

    // The text shown for the open problems and unread notes, one per paragraph.
    QString details() const;

private:
    void announce();
    void refresh();
    void showDetails();

    QStatusBar *m_statusBar;
};

} // namespace pw::ui
