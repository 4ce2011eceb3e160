#pragma once

#include <optional>

namespace pw::common {

// Where a game stands, as its back end sees a position.
//   Playing  moves are still to be made.
//   Won      the puzzle's goal is reached (Noodles, Kanoodle, Sliding Tiles).
//   Over     the game ended without a goal to reach: Entanglement's line ran into a wall, and the
//            score is its result. It is no failure (every Entanglement game ends so), so it is
//            not called lost; like Won it finishes the game, and the midend records it once.
enum class Outcome { Playing, Won, Over };

struct GameStatus
{
    Outcome outcome = Outcome::Playing;
    std::optional<int> score; // the puzzles that keep one (Entanglement)

    bool isFinished() const { return outcome != Outcome::Playing; }
};

} // namespace pw::common
