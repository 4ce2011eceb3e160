#pragma once

#include "core/sliding/PatternSpaceSearch.h"
#include "core/sliding/PlacementRanking.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <functional>
#include <thread>
#include <vector>

namespace pw::sliding::patternlevels {

// The parts of PatternSpaceSearch that are not about the layout of its states: the board, the
// entries' values and the loop over levels.

// The board's cells as bit masks, and the pattern tiles' Manhattan distances.
class PatternBoard
{
public:
    // tiles: the pattern's tiles on a side x side board whose goal has tile t at cell t-1.
    PatternBoard(int side, const std::vector<int> &tiles)
        : m_side(side)
        , m_k(static_cast<int>(tiles.size()))
    {
        const int cells = side * side;
        m_all = cells == 32 ? ~std::uint32_t(0) : (std::uint32_t(1) << cells) - 1;
        std::uint32_t firstColumn = 0;
        std::uint32_t lastColumn = 0;
        for (int r = 0; r < side; ++r) {
            firstColumn |= std::uint32_t(1) << (r * side);
            lastColumn |= std::uint32_t(1) << (r * side + side - 1);
        }
        m_notFirstColumn = m_all & ~firstColumn;
        m_notLastColumn = m_all & ~lastColumn;
        for (int i = 0; i < m_k; ++i) {
            const int goal = tiles[static_cast<std::size_t>(i)] - 1;
            for (int cell = 0; cell < cells; ++cell)
                m_distance[static_cast<std::size_t>(i)][static_cast<std::size_t>(cell)]
                    = static_cast<std::uint8_t>(std::abs(cell / side - goal / side)
                                                + std::abs(cell % side - goal % side));
        }
    }

    int tiles() const { return m_k; }
    std::uint32_t all() const { return m_all; }
    // Pattern tile i's Manhattan distance from cell to its goal.
    int distance(int i, int cell) const
    {
        return m_distance[static_cast<std::size_t>(i)][static_cast<std::size_t>(cell)];
    }

    // The cells next to those of m.
    std::uint32_t neighbours(std::uint32_t m) const
    {
        return (((m << 1) & m_notFirstColumn) | ((m >> 1) & m_notLastColumn) | (m << m_side)
                | (m >> m_side))
            & m_all;
    }

    // The connected region of freeCells that region grows into.
    std::uint32_t flood(std::uint32_t region, std::uint32_t freeCells) const
    {
        for (;;) {
            const std::uint32_t grown = region | (neighbours(region) & freeCells);
            if (grown == region)
                return region;
            region = grown;
        }
    }

private:
    int m_side;
    int m_k;
    std::uint32_t m_all = 0;
    std::uint32_t m_notFirstColumn = 0;
    std::uint32_t m_notLastColumn = 0;
    std::array<std::array<std::uint8_t, 32>, PlacementRanking::maxTiles> m_distance {};
};

// One thread's counts since it last added them to the search's.
struct Marker
{
    std::uint64_t generated = 0;
    std::uint64_t reached = 0;
    std::uint64_t saturated = 0;
};

// The search's counts, added to by every thread, and its stop flag.
struct Counts
{
    std::atomic<std::uint64_t> generated {0};
    std::atomic<std::uint64_t> reached {0};
    std::atomic<std::uint64_t> saturated {0};
    std::atomic<bool> stop {false};

    void add(Marker &marker)
    {
        generated.fetch_add(marker.generated, std::memory_order_relaxed);
        reached.fetch_add(marker.reached, std::memory_order_relaxed);
        saturated.fetch_add(marker.saturated, std::memory_order_relaxed);
        marker = {};
    }
};

// The table's entry of a placement first reached on level with these Manhattan distances:
// (distance - Manhattan) / 2, at most 15 (counted as saturated when it was more). Every move of
// a pattern tile changes its Manhattan distance by one, so the two have the same parity and the
// difference halves exactly.
inline unsigned entryValue(int level, int manhattan, Marker &marker)
{
    ++marker.reached;
    const int extra = (level - manhattan) / 2;
    if (extra > 15)
        ++marker.saturated;
    return static_cast<unsigned>(std::min(extra, 15));
}

// Writes a 4-bit entry: even indices in the low nibble.
inline void writeNibble(std::uint8_t *bytes, std::uint64_t index, unsigned value)
{
    std::uint8_t &byte = bytes[index >> 1];
    byte = (index & 1) ? static_cast<std::uint8_t>((byte & 0x0F) | (value << 4))
                       : static_cast<std::uint8_t>((byte & 0xF0) | value);
}

// Runs the levels from the goal's until one reaches nothing new or progress says stop (then
// false). Each level: startLevel() (the search resets what its threads claim work from), then
// work(report) on `threads` threads, the calling one with the report that calls progress at most
// four times a second (the first at once) and returns false to stop, then — unless the level
// reached nothing — nextLevel() (the search swaps this level's marks and the next's).
template<class StartLevel, class Work, class NextLevel>
bool runLevels(int threads, const PatternSpaceSearch::Progress &progress, Counts &counts,
               int &level, PatternSpaceSearch::Outcome &outcome, StartLevel startLevel, Work work,
               NextLevel nextLevel)
{
    auto lastReport = std::chrono::steady_clock::time_point {};
    for (level = 0;; ++level) {
        startLevel();
        counts.generated = 0;
        std::vector<std::thread> helpers;
        for (int t = 1; t < threads; ++t)
            helpers.emplace_back([&work] { work(nullptr); });
        const std::function<bool()> report = [&] {
            const auto now = std::chrono::steady_clock::now();
            if (now - lastReport < std::chrono::milliseconds(250))
                return true;
            lastReport = now;
            return progress(counts.reached.load(std::memory_order_relaxed), level);
        };
        work(&report);
        for (std::thread &helper : helpers)
            helper.join();
        if (counts.stop)
            return false;
        outcome.states += counts.generated;
        if (counts.generated == 0)
            return true;
        outcome.levels = level + 1;
        nextLevel();
    }
}

} // namespace pw::sliding::patternlevels
