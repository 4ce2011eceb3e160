#pragma once

#include <QDate>
#include <QString>

#include <cstdint>

namespace pw::common {

// Today's puzzle: the seed a date gives a puzzle, the same for everyone on that day on every
// machine. Seeds are below dailySeedLimit, so they read well in an ID and fit every seed box.
inline constexpr std::uint64_t dailySeedLimit = 1000000000;

// The seed of `puzzle`'s ("noodles", ...) daily game on `date` (a valid date). The text
// "PUZZLE:YYYY-MM-DD" is folded into 64 bits with FNV-1a, which seeds the project's Random; both
// are fixed arithmetic, unlike std::hash, which differs between standard libraries.
std::uint64_t dailySeed(const QDate &date, const QString &puzzle);

} // namespace pw::common
