#pragma once

namespace pw::entanglement {

// Entanglement' name wherever the program needs one: the "puzzle" field of its files, the
// prefix of its game IDs, its tab's and its back end's kind.
inline constexpr const char *puzzleKind = "entanglement";

} // namespace pw::entanglement
