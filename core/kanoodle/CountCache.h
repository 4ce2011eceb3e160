#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace pw::kanoodle {

// Completion counts of finished search nodes, keyed by (filled cells, pieces used); a fixed-size
// table where a newer node replaces an older one. It may be shared by searches of one engine on
// one board, one after another (the parallel counter's tasks on one thread): a node's count does
// not depend on where the search started. Engines number the cells differently, so one cache
// never serves two engines.
class CountCache
{
public:
    // Growing: starts small and grows (by clearing, never rehashing) as the search it serves
    // grows, up to 2^maxBits entries of 16 bytes. Full: all 2^maxBits entries from the start,
    // for one search known to be large, whose early entries must not be cleared away.
    enum class Start { Growing, Full };
    explicit CountCache(int maxBits = 22, Start start = Start::Growing);

    std::optional<std::int64_t> find(std::uint64_t filled, std::uint16_t used) const;
    void store(std::uint64_t filled, std::uint16_t used, std::int64_t count);
    // Called as the search's node count rises: a table far smaller than the search is regrown.
    void fitTo(std::int64_t nodes);

private:
    struct Entry
    {
        std::uint64_t filled = 0; // 0 never occurs: cells outside the region count as filled
        std::uint64_t countAndUsed = 0; // count << 16 | used
    };
    std::size_t slot(std::uint64_t filled, std::uint16_t used) const;

    std::vector<Entry> m_entries;
    int m_bits;
    int m_maxBits;
};

} // namespace pw::kanoodle
