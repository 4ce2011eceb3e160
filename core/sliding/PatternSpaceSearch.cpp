#include "core/sliding/PatternSpaceSearch.h"

#include "core/sliding/LargePages.h"
#include "core/sliding/PatternLevels.h"
#include "core/sliding/PatternOrderSearch.h"
#include "core/sliding/PlacementRanking.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <type_traits>

namespace pw::sliding {

namespace {

using patternlevels::Marker;

// 2-bit state codes. Unseen is all ones so a fresh word is ~0; done is 0, so "a region of this
// placement was expanded on an earlier level" is a zero field.
constexpr unsigned unseen = 3;
constexpr unsigned done = 0;

// The search on boards above 16 cells (the 6-6-6-6 tables of the 24-puzzle): Word holds the
// 2-bit codes of one placement's regions, one field per free cell (a region is named by its
// lowest free cell, counted among the free cells), and regions are found by flood fill. Boards of
// up to 16 cells take PatternOrderSearch, whose layout keeps only real states.
template<class Word> class LevelSearch
{
public:
    LevelSearch(int side, const std::vector<int> &tiles, std::vector<std::uint8_t> &table)
        : m_board(side, tiles)
        , m_k(static_cast<int>(tiles.size()))
        , m_ranking(side * side, m_k)
        , m_table(table)
    {
        m_goal = m_ranking.rank([&](int i) { return tiles[static_cast<std::size_t>(i)] - 1; });
        std::uint32_t goalOccupied = 0;
        for (int t : tiles)
            goalOccupied |= std::uint32_t(1) << (t - 1);
        m_goalFree = m_board.all() & ~goalOccupied;
    }

    PatternSpaceSearch::Outcome run(int threads, const PatternSpaceSearch::Progress &progress,
                                    int blankGoal)
    {
        PatternSpaceSearch::Outcome outcome;
        const std::uint64_t count = m_ranking.count();
        // Reserved, advised, then filled: the advice applies to pages not yet touched.
        m_states.clear();
        m_states.reserve(static_cast<std::size_t>(count));
        adviseLargePages(m_states.data(), count * sizeof(Word));
        m_states.assign(static_cast<std::size_t>(count), allOnes);
        m_table.assign(static_cast<std::size_t>((count + 1) / 2), 0xFF);

        const std::uint32_t goalRegion = m_board.flood(std::uint32_t(1) << blankGoal, m_goalFree);
        const int goalField = fieldOf(goalRegion, m_goalFree);
        m_current = 1;
        m_next = 2;
        m_states[m_goal] = static_cast<Word>(~(Word(unseen ^ m_current) << (2 * goalField)));
        const std::uint64_t chunks = (count + chunkSize - 1) / chunkSize;
        m_chunkOnLevel.assign(static_cast<std::size_t>(chunks), 0);
        m_chunkOnNextLevel.assign(static_cast<std::size_t>(chunks), 0);
        m_chunkOnLevel[m_goal / chunkSize] = 1;
        outcome.states = 1;

        const bool ended = patternlevels::runLevels(
            threads, progress, m_counts, m_level, outcome, [this] { m_nextChunk = 0; },
            [this, chunks](const std::function<bool()> *report) { work(chunks, report); },
            [this] {
                std::swap(m_current, m_next);
                std::swap(m_chunkOnLevel, m_chunkOnNextLevel);
                std::fill(m_chunkOnNextLevel.begin(), m_chunkOnNextLevel.end(), 0);
            });
        if (!ended)
            return outcome;
        outcome.complete = m_counts.reached == count;
        outcome.saturated = m_counts.saturated;
        progress(m_counts.reached, m_level);
        std::vector<Word>().swap(m_states);
        return outcome;
    }

private:
    struct Child
    {
        std::uint32_t rank;
        int field;
    };

    // One placement's children: all generated first, their state words prefetched, then
    // marked. The state array is far larger than the caches (1 GiB for the 8-tile pattern) and
    // each mark is a miss, so the misses of one placement's children overlap instead of
    // queueing. (Marking each child some forty children after its prefetch, across
    // placements, was measured 7 % slower on the 8-tile table.)
    struct Children
    {
        std::array<Child, 4 * PlacementRanking::maxTiles> child;
        int count = 0;
    };

    static constexpr std::uint64_t chunkSize = 1 << 14;
    static constexpr Word allOnes = static_cast<Word>(~Word(0));
    // 01 in every field.
    static constexpr Word lowBits = static_cast<Word>(allOnes / 3);

    static int fieldOf(std::uint32_t region, std::uint32_t freeCells)
    {
        const std::uint32_t lowest = region & (~region + 1);
        return static_cast<int>(bitCount(freeCells & (lowest - 1)));
    }

    // Stores the value of a placement first reached on this level. It is written when the
    // placement is expanded, not when it is reached: the expanding thread scans its own chunk
    // in order (chunks hold an even number of placements, so no byte is shared), where writing
    // on reaching was a random write, a cache miss and a locked instruction per placement.
    void storeValue(std::uint32_t rank, int manhattan, Marker &marker)
    {
        patternlevels::writeNibble(m_table.data(), rank,
                                   patternlevels::entryValue(m_level, manhattan, marker));
    }

    // Marks (rank, field) as next level's if it is unseen.
    void reach(std::uint32_t rank, int field, Marker &marker)
    {
        std::atomic_ref<Word> word(m_states[rank]);
        const Word fieldMask = static_cast<Word>(Word(3) << (2 * field));
        Word old = word.load(std::memory_order_relaxed);
        for (;;) {
            if ((old & fieldMask) != fieldMask)
                return;
            const Word desired
                = static_cast<Word>((old & ~fieldMask) | (Word(m_next) << (2 * field)));
            if (word.compare_exchange_weak(old, desired, std::memory_order_relaxed))
                break;
        }
        ++marker.generated;
        // Read before written: both threads would otherwise keep taking the flags' cache line
        // from each other.
        std::atomic_ref<std::uint8_t> flag(m_chunkOnNextLevel[rank / chunkSize]);
        if (!flag.load(std::memory_order_relaxed))
            flag.store(1, std::memory_order_relaxed);
    }

    void markAll(const Children &children, Marker &marker)
    {
        for (int c = 0; c < children.count; ++c) {
            const Child &child = children.child[static_cast<std::size_t>(c)];
            reach(child.rank, child.field, marker);
        }
    }

    void work(std::uint64_t chunks, const std::function<bool()> *report)
    {
        Marker marker;
        const Word wanted = static_cast<Word>(lowBits * m_current);
        for (;;) {
            if (m_counts.stop.load(std::memory_order_relaxed))
                break;
            if (report && !(*report)()) {
                m_counts.stop = true;
                break;
            }
            const std::uint64_t chunk = m_nextChunk.fetch_add(1, std::memory_order_relaxed);
            if (chunk >= chunks)
                break;
            if (!m_chunkOnLevel[chunk])
                continue;
            const std::uint64_t end
                = std::min<std::uint64_t>((chunk + 1) * chunkSize, m_ranking.count());
            for (std::uint64_t r = chunk * chunkSize; r < end; ++r) {
                const auto rank = static_cast<std::uint32_t>(r);
                const Word w
                    = std::atomic_ref<Word>(m_states[rank]).load(std::memory_order_relaxed);
                const Word x = static_cast<Word>(w ^ wanted);
                Word matches = static_cast<Word>(~(x | (x >> 1)) & lowBits);
                if (!matches)
                    continue;
                // No region done yet: this level is the placement's first.
                const bool first = !(~(w | (w >> 1)) & lowBits);
                expandPlacement(rank, matches, first, marker);
            }
            m_counts.add(marker);
        }
    }

    void expandPlacement(std::uint32_t rank, Word matches, bool first, Marker &marker)
    {
        std::array<std::uint8_t, PlacementRanking::maxTiles> cell {};
        m_ranking.unrank(rank, cell.data());
        std::uint32_t occupied = 0;
        int manhattan = 0;
        std::array<std::uint8_t, 32> tileAt;
        for (int i = 0; i < m_k; ++i) {
            occupied |= std::uint32_t(1) << cell[static_cast<std::size_t>(i)];
            manhattan += m_board.distance(i, cell[static_cast<std::size_t>(i)]);
            tileAt[cell[static_cast<std::size_t>(i)]] = static_cast<std::uint8_t>(i);
        }
        if (first)
            storeValue(rank, manhattan, marker);
        const std::uint32_t freeCells = m_board.all() & ~occupied;
        while (matches) {
            const int field = std::countr_zero(matches) / 2;
            matches = static_cast<Word>(matches & (matches - 1));
            // The field-th free cell names the region.
            std::uint32_t candidates = freeCells;
            for (int skip = field; skip > 0; --skip)
                candidates &= candidates - 1;
            const std::uint32_t region = m_board.flood(candidates & (~candidates + 1), freeCells);
            Children children;
            for (int i = 0; i < m_k; ++i) {
                const int from = cell[static_cast<std::size_t>(i)];
                std::uint32_t targets = m_board.neighbours(std::uint32_t(1) << from) & region;
                while (targets) {
                    const int to = std::countr_zero(targets);
                    targets &= targets - 1;
                    const std::uint32_t childFree
                        = freeCells ^ (std::uint32_t(1) << to) ^ (std::uint32_t(1) << from);
                    // The blank ends where the tile was.
                    const std::uint32_t childRegion
                        = m_board.flood(std::uint32_t(1) << from, childFree);
                    Child &child = children.child[static_cast<std::size_t>(children.count++)];
                    child.rank
                        = m_ranking.rankAfterMove(rank, i, from, to, tileAt.data(), occupied);
                    child.field = fieldOf(childRegion, childFree);
                    __builtin_prefetch(&m_states[child.rank], 1);
                }
            }
            markAll(children, marker);
            std::atomic_ref<Word>(m_states[rank])
                .fetch_and(static_cast<Word>(~(Word(unseen ^ done) << (2 * field))),
                           std::memory_order_relaxed);
        }
    }

    patternlevels::PatternBoard m_board;
    int m_k;
    PlacementRanking m_ranking;
    std::vector<std::uint8_t> &m_table;
    std::vector<Word> m_states;
    // Per chunk of placements: whether one of its states is on the level being expanded, or was
    // reached for the next, so a level skips the chunks it has nothing to do in (most of them
    // in the first and last levels) instead of reading every state word.
    std::vector<std::uint8_t> m_chunkOnLevel;
    std::vector<std::uint8_t> m_chunkOnNextLevel;
    std::uint32_t m_goal = 0;
    std::uint32_t m_goalFree = 0;
    unsigned m_current = 1;
    unsigned m_next = 2;
    int m_level = 0;
    std::atomic<std::uint64_t> m_nextChunk {0};
    patternlevels::Counts m_counts;
};

} // namespace

PatternSpaceSearch::Outcome PatternSpaceSearch::run(int side, const std::vector<int> &tiles,
                                                    std::vector<std::uint8_t> &table, int threads,
                                                    const Progress &progress, int blankGoal)
{
    threads = std::max(1, threads);
    if (blankGoal < 0)
        blankGoal = side * side - 1;
    if (side * side <= 16 && static_cast<int>(tiles.size()) <= PlacementRanking::maxTiles)
        return PatternOrderSearch::run(side, tiles, table, threads, progress, blankGoal);
    const int freeCells = side * side - static_cast<int>(tiles.size());
    if (freeCells <= 8)
        return LevelSearch<std::uint16_t>(side, tiles, table).run(threads, progress, blankGoal);
    if (freeCells <= 16)
        return LevelSearch<std::uint32_t>(side, tiles, table).run(threads, progress, blankGoal);
    return LevelSearch<std::uint64_t>(side, tiles, table).run(threads, progress, blankGoal);
}

} // namespace pw::sliding
