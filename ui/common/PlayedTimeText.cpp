#include "ui/common/PlayedTimeText.h"

#include <cmath>

namespace pw::ui {

QString playedTimeText(qint64 millis)
{
    const qint64 seconds = millis / 1000;
    const QChar zero = QLatin1Char('0');
    if (seconds >= 3600)
        return QStringLiteral("%1:%2:%3")
            .arg(seconds / 3600)
            .arg(seconds / 60 % 60, 2, 10, zero)
            .arg(seconds % 60, 2, 10, zero);
    return QStringLiteral("%1:%2").arg(seconds / 60).arg(seconds % 60, 2, 10, zero);
}

QString playedSecondsText(double seconds)
{
    // Through whole milliseconds: 90 s as a double may be 89.99999999 after a scale's sums.
    return playedTimeText(static_cast<qint64>(std::llround(seconds * 1000)));
}

} // namespace pw::ui
