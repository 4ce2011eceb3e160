#pragma once

#include <QString>

namespace pw::common {

// The size or level a game counts under in the statistics: a key that is the same in every
// language ("9x9 square wrap", "radius 3") and the words shown for it ("9 x 9 square,
// wrapping"). The GUI's statistics keep their records per (puzzle, key).
struct StatisticsCategory
{
    QString key;
    QString label;
};

} // namespace pw::common
