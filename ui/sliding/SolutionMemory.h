#pragma once

#include "core/sliding/Board.h"

#include <QByteArray>
#include <QHash>

#include <optional>
#include <string>

namespace pw::ui {

// Every position along the solutions found so far (by Solve, Hint or the distance coach), with
// the next move of that solution and, where the solution was optimal, the position's exact
// distance to the goal. A hint on such a position is that move, found without a search; the
// coach shows such a distance without measuring it again.
class SolutionMemory
{
public:
    struct Entry
    {
        char next = 0; // the solution's next blank move; 0 on the goal
        int distance = -1; // exact moves to the goal; -1 when the solution was not optimal
        // A hint may play next: the solution is optimal, or it is what a hint's own search
        // would answer here (Automatic's fast answer where the optimal search does not reach).
        bool forHints = false;
    };

    // Remembers each position of moves played from from. An optimal solution gives each position
    // its distance and replaces what a non-optimal one said there; a non-optimal one never
    // replaces an optimal one. forHints: see Entry (always true for an optimal solution).
    void learn(const sliding::Board &from, const std::string &moves, bool optimal,
               bool forHints = false);
    std::optional<Entry> lookup(const sliding::Board &board) const;
    // The exact distance, when an optimal solution passed through board.
    std::optional<int> distance(const sliding::Board &board) const;
    int size() const { return static_cast<int>(m_entries.size()); }

    // Past this many positions the memory starts again (a 10 x 10 solution has ~1,500).
    static constexpr int capacity = 200'000;

private:
    static QByteArray keyOf(const sliding::Board &board);

    QHash<QByteArray, Entry> m_entries;
};

} // namespace pw::ui
