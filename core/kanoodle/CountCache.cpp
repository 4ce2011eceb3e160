#include "core/kanoodle/CountCache.h"

#include <algorithm>

namespace pw::kanoodle {

CountCache::CountCache(int maxBits, Start start)
    : m_bits(start == Start::Full ? maxBits : std::min(12, maxBits))
    , m_maxBits(maxBits)
{
    m_entries.resize(std::size_t {1} << m_bits);
}

std::size_t CountCache::slot(std::uint64_t filled, std::uint16_t used) const
{
    std::uint64_t h = filled * 0x9E3779B97F4A7C15ULL ^ std::uint64_t {used} * 0xC2B2AE3D27D4EB4FULL;
    h ^= h >> 29;
    return static_cast<std::size_t>(h >> (64 - m_bits));
}

std::optional<std::int64_t> CountCache::find(std::uint64_t filled, std::uint16_t used) const
{
    const Entry &entry = m_entries[slot(filled, used)];
    if (entry.filled != filled || (entry.countAndUsed & 0xFFFF) != used)
        return std::nullopt;
    return static_cast<std::int64_t>(entry.countAndUsed >> 16);
}

void CountCache::store(std::uint64_t filled, std::uint16_t used, std::int64_t count)
{
    m_entries[slot(filled, used)] = Entry {filled, static_cast<std::uint64_t>(count) << 16 | used};
}

void CountCache::fitTo(std::int64_t nodes)
{
    // A quarter as many entries as nodes searched: small searches stay cheap to start.
    int wanted = m_bits;
    while (wanted < m_maxBits && (std::int64_t {1} << wanted) * 4 < nodes)
        wanted += 2;
    wanted = std::min(wanted, m_maxBits);
    if (wanted == m_bits)
        return;
    m_bits = wanted;
    m_entries.assign(std::size_t {1} << m_bits, Entry {});
}

} // namespace pw::kanoodle
