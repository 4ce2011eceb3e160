#pragma once

#include <QDateTime>
#include <QList>

#include <cstdint>

namespace pw::ui::entanglement {

// The ten best scores per board radius, kept with QSettings under
// "entanglement/highScores/radius<R>". Games where Undo or the computer played moves never get
// here; the tab decides that.
class HighScores
{
public:
    static constexpr int tableSize = 10;

    struct Entry
    {
        int score = 0;
        int moves = 0;
        std::uint64_t seed = 0;
        QDateTime when;
    };

    // Best first.
    static QList<Entry> load(int radius);
    // Adds the entry if it makes the table; returns its rank (1..10) or 0 if it did not.
    static int submit(int radius, const Entry &entry);
    // Takes back an entry that was submitted (same score, seed and time), e.g. when the game it
    // came from is undone in practice mode. Returns whether it was there.
    static bool withdraw(int radius, const Entry &entry);
    static void clear(int radius);
};

} // namespace pw::ui::entanglement
