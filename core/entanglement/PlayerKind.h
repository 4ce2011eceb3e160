#pragma once

#include <array>
#include <optional>
#include <string_view>

namespace pw::entanglement {

// The three computer players (Player.h says how each chooses), weakest first. A move records
// which of them placed it, so a review can say who played each move.
enum class PlayerKind { Greedy, Lookahead, Deep };

// Every kind, weakest first, and the name the command line, the benchmark and game records use
// for it ("greedy", "lookahead", "deep"); playerKindNamed() is std::nullopt for any other name.
inline constexpr std::array<PlayerKind, 3> allPlayerKinds {PlayerKind::Greedy,
                                                           PlayerKind::Lookahead, PlayerKind::Deep};
// The strongest player the program has: the yardstick a review measures moves against.
inline constexpr PlayerKind strongestPlayerKind = allPlayerKinds.back();
const char *playerName(PlayerKind kind);
std::optional<PlayerKind> playerKindNamed(std::string_view name);

} // namespace pw::entanglement
