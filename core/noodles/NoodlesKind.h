#pragma once

namespace pw::noodles {

// Noodles' name wherever the program needs one: the "puzzle" field of its files, the
// prefix of its game IDs, its tab's and its back end's kind.
inline constexpr const char *puzzleKind = "noodles";

} // namespace pw::noodles
