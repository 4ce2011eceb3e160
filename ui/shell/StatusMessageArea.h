#pragma once

#include "ui/common/ElidedLabel.h"

class QStatusBar;

namespace pw::ui {

// The status bar's message area. A message that fits its line is shown there; a longer one is
// shown unfolded just above the status bar, across the window's width and word-wrapped over as
// many lines as it needs, so it is always read whole and the status bar never grows (the window
// keeps its size, nothing moves). It covers the bottom of the window until it is cleared or a
// click folds it away. Where it cannot unfold (a dialog in front), it is cut on its line as an
// ElidedLabel cuts, and a click on the line asks for the log (clicked).
class StatusMessageArea : public ElidedLabel
{
    Q_OBJECT
public:
    // In the bar, whose window must be its final one: the unfolded panel is kept above it.
    explicit StatusMessageArea(QStatusBar *bar);

    void setMessage(const QString &message);
    const QString &message() const { return m_message; }
    // Whether the message is shown unfolded above the line (it does not fit on it).
    bool isUnfolded() const;
    // The panel that shows a message unfolded (for tests).
    QLabel *unfoldedPanel() const { return m_unfolded; }

protected:
    bool event(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool fitsOnTheLine() const;
    // Whether the window is on screen, with no dialog or other program in front.
    bool canUnfold() const;
    void layOut();
    void placeUnfolded();

    QString m_message;
    QLabel *m_unfolded;
    // Known only once the application's state changes: until then, as if it were in front.
    bool m_otherProgramInFront = false;
    bool m_blocked = false; // by a modal dialog
};

} // namespace pw::ui
