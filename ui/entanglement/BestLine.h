#pragma once

#include "core/common/SolverSink.h"
#include "core/entanglement/Game.h"
#include "core/entanglement/Player.h"

#include <optional>

namespace pw::ui::entanglement {

// "Best line from here": the strongest player's continuation for the next few moves, played on a
// copy of the game, to be drawn faintly over the board. The copy deals the game's own next tiles
// (the player never looks at them when it chooses, but the continuation shows where they lead),
// so asking for it counts as help, like Autoplay.
struct BestLine
{
    static constexpr int defaultMoves = 4;

    pw::entanglement::Game from; // the position it continues
    pw::entanglement::Game after; // the game after the continuation's moves

    // The continuation's moves (fewer than asked when the game ends on the way).
    int moveCount() const { return int(after.moves().size() - from.moves().size()); }
    const pw::entanglement::Move &move(int i) const
    {
        return after.moves()[from.moves().size() + std::size_t(i)];
    }
    // The line's segments the continuation adds, in order.
    std::vector<pw::entanglement::Segment> segments() const;

    // The strongest player's next `moves` moves from `from`; std::nullopt when the sink
    // cancelled the search or the game is over.
    static std::optional<BestLine> find(const pw::entanglement::Game &from, int moves,
                                        common::SolverSink &sink);
};

} // namespace pw::ui::entanglement
