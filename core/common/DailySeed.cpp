#include "core/common/DailySeed.h"

#include "core/common/Random.h"

namespace pw::common {

std::uint64_t dailySeed(const QDate &date, const QString &puzzle)
{
    const QByteArray text = (puzzle + QLatin1Char(':') + date.toString(Qt::ISODate)).toUtf8();
    std::uint64_t hash = 0xcbf29ce484222325ULL; // FNV-1a 64-bit offset basis
    for (const char byte : text) {
        hash ^= static_cast<unsigned char>(byte);
        hash *= 0x100000001b3ULL; // FNV-1a 64-bit prime
    }
    // FNV-1a alone keeps similar dates close in the low bits; a draw from the seeded engine
    // spreads them over the whole range.
    Random random(hash);
    return random.below(dailySeedLimit);
}

} // namespace pw::common
