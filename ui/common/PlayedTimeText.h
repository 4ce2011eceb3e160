#pragma once

#include <QString>

namespace pw::ui {

// A time played as m:ss, or h:mm:ss from an hour on: numbers only, the same in every language.
// Whole seconds, cut rather than rounded, so a clock that shows 0:59 never reads 1:00 elsewhere.
QString playedTimeText(qint64 millis);

// The same for a chart's value in seconds (a tick of a time axis, a game's point).
QString playedSecondsText(double seconds);

} // namespace pw::ui
