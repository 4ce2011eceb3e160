#pragma once

#include <QSize>

class QWidget;

namespace pw::ui {

// Sizes a dialog to its preferred size, but never larger than the window it opens over (or,
// with none, the screen's free area): on the smallest main window, 800 x 600, every dialog fits
// over it and can still be made larger. Never smaller than the dialog's layout needs.
void resizeWithinParent(QWidget *dialog, QSize preferred);

} // namespace pw::ui
