#include "core/common/Random.h"

#include <limits>

namespace pw::common {

std::uint64_t Random::below(std::uint64_t bound)
{
    if (bound <= 1)
        return 0;
    // Accept only draws below the largest multiple of bound, so every residue is equally likely.
    const std::uint64_t limit = std::numeric_limits<std::uint64_t>::max()
        - std::numeric_limits<std::uint64_t>::max() % bound;
    std::uint64_t draw;
    do {
        draw = m_engine();
    } while (draw >= limit);
    return draw % bound;
}

std::int64_t Random::between(std::int64_t low, std::int64_t high)
{
    const auto span = static_cast<std::uint64_t>(high) - static_cast<std::uint64_t>(low);
    if (span == std::numeric_limits<std::uint64_t>::max())
        return static_cast<std::int64_t>(m_engine());
    return low + static_cast<std::int64_t>(below(span + 1));
}

double Random::unit()
{
    return static_cast<double>(m_engine() >> 11) * 0x1.0p-53;
}

} // namespace pw::common
