#include "core/sliding/PatternSpaceSearch.h"

#include "core/sliding/CellSetLayout.h"
#include "core/sliding/LargePages.h"
#include "core/sliding/PatternLevels.h"
#include "core/sliding/PlacementRanking.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <memory>
#include <thread>

namespace pw::sliding {

namespace {

using patternlevels::Marker;

using Word = std::uint64_t;
constexpr int fieldsPerWord = CellSetLayout::fieldsPerWord;
// 2-bit state codes. Unseen is all ones so a fresh word is ~0; done is 0, which the fields no
// set uses (padding) hold too, so they never match a level.
constexpr Word unseen = 3;
constexpr Word done = 0;
constexpr Word lowBits = 0x5555555555555555ull; // 01 in every field
constexpr std::uint32_t noSet = 0xFFFFFFFF;

// One pattern's search (see PatternSpaceSearch.h).
class OrderSearch
{
public:
    OrderSearch(int side, const std::vector<int> &tiles, std::vector<std::uint8_t> &table,
                PatternSpaceSearch::TableIndex index)
        : m_board(side, tiles)
        , m_cells(side * side)
        , m_k(static_cast<int>(tiles.size()))
        , m_ranking(m_cells, m_k)
        , m_layout(side, m_k)
        , m_orders(m_layout.orders())
        , m_byState(index == PatternSpaceSearch::TableIndex::State)
        , m_table(table)
    {
        m_all = m_board.all();
        for (int i = 0; i < m_k; ++i)
            m_goalCell[static_cast<std::size_t>(i)]
                = static_cast<std::uint8_t>(tiles[static_cast<std::size_t>(i)] - 1);
        describeSets();
    }

    PatternSpaceSearch::Outcome run(int threads, const PatternSpaceSearch::Progress &progress,
                                    int blankGoal)
    {
        PatternSpaceSearch::Outcome outcome;
        const std::uint64_t blocks = m_orders.count();
        const std::uint64_t words = blocks * m_blockWords;
        // Reserved, advised, then filled: the advice applies to pages not yet touched.
        m_states.clear();
        m_states.reserve(static_cast<std::size_t>(words));
        adviseLargePages(m_states.data(), words * sizeof(Word));
        m_states.resize(static_cast<std::size_t>(words));
        for (std::uint64_t b = 0; b < blocks; ++b)
            std::copy(m_freshBlock.begin(), m_freshBlock.end(),
                      m_states.begin() + static_cast<std::ptrdiff_t>(b * m_blockWords));
        // A table by state is written as the states are expanded (the thread that owns a block
        // owns its entries). By placement, a placement's value goes next to its states while the
        // search runs (written by the thread that owns the block, no lock, no miss) and into the
        // table at the end. An entry never reached keeps 15, as the table's entries always read.
        m_table.clear();
        if (m_byState)
            m_table.assign(static_cast<std::size_t>((m_layout.states() + 1) / 2), 0xFF);
        else
            m_values.assign(static_cast<std::size_t>(blocks * m_valueBytes), 0xFF);

        // The goal: the tiles on their goal cells, the blank in blankGoal's region.
        std::uint32_t goalSet = 0;
        for (int i = 0; i < m_k; ++i)
            goalSet |= std::uint32_t(1) << m_goalCell[static_cast<std::size_t>(i)];
        std::array<std::uint8_t, PlacementRanking::maxTiles> goalPosition {};
        for (int i = 0; i < m_k; ++i)
            goalPosition[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(bitCount(
                goalSet & ((std::uint32_t(1) << m_goalCell[static_cast<std::size_t>(i)]) - 1)));
        const std::uint64_t goalBlock
            = m_orders.rank([&](int i) { return goalPosition[static_cast<std::size_t>(i)]; });
        const std::uint64_t goalIndex = m_layout.state(static_cast<std::uint32_t>(goalBlock),
                                                       m_layout.setOf(goalSet), blankGoal);
        m_current = 1;
        m_next = 2;
        Word &goalWord = m_states[goalIndex / fieldsPerWord];
        goalWord &= ~((unseen ^ m_current) << (2 * (goalIndex % fieldsPerWord)));
        m_blockOnLevel.assign(static_cast<std::size_t>(blocks), 0);
        m_blockOnNextLevel.assign(static_cast<std::size_t>(blocks), 0);
        m_blockOnLevel[goalBlock] = 1;
        outcome.states = 1;

        const bool ended = patternlevels::runLevels(
            threads, progress, m_counts, m_level, outcome, [this] { m_nextBlock = 0; },
            [this, blocks](const std::function<bool()> *report) { work(blocks, report); },
            [this] {
                std::swap(m_current, m_next);
                std::swap(m_blockOnLevel, m_blockOnNextLevel);
                std::fill(m_blockOnNextLevel.begin(), m_blockOnNextLevel.end(), 0);
            });
        if (!ended)
            return outcome;
        outcome.complete
            = m_counts.reached == (m_byState ? m_layout.realStates() : m_ranking.count());
        outcome.saturated = m_counts.saturated;
        std::vector<Word>().swap(m_states); // before the table, so the two are never both held
        if (!m_byState)
            writeTable(threads);
        std::vector<std::uint8_t>().swap(m_values);
        progress(m_counts.reached, m_level);
        return outcome;
    }

private:
    // The children of the placements of one word of states: all generated first, the words of
    // those in other blocks prefetched, then marked, so their misses overlap instead of queueing.
    struct Children
    {
        std::array<std::uint64_t, fieldsPerWord * 4 * PlacementRanking::maxTiles> index;
        int count = 0;
    };

    // The block a tile's move leads to when it passes 1 .. maxPassed other tiles (an upright move
    // on a board of up to five columns): [tile][maxPassed + places moved, - for backwards].
    static constexpr int maxPassed = 4;
    using OrderMoves
        = std::array<std::array<std::uint32_t, 2 * maxPassed + 1>, PlacementRanking::maxTiles>;

    // Worked out once per block: a child that passes tiles costs one read instead of a ranking.
    OrderMoves ordersAfterMoves(const std::uint8_t *position) const
    {
        OrderMoves after {};
        for (int i = 0; i < m_k; ++i) {
            for (int places = -maxPassed; places <= maxPassed; ++places) {
                const int from = position[i];
                const int to = from + places;
                if (places == 0 || to < 0 || to >= m_k)
                    continue;
                // Tile i goes from place `from` to `to`; the tiles it passes close up behind it.
                after[static_cast<std::size_t>(i)][static_cast<std::size_t>(maxPassed + places)]
                    = m_orders.rank([&](int j) {
                          const int at = position[j];
                          if (j == i)
                              return to;
                          if (places > 0 && at > from && at <= to)
                              return at - 1;
                          if (places < 0 && at < from && at >= to)
                              return at + 1;
                          return at;
                      });
            }
        }
        return after;
    }

    // What the search keeps of every set of k cells besides the layout's record: its cells in
    // order, and which set each field of a block belongs to.
    void describeSets()
    {
        const std::uint32_t sets = m_layout.sets();
        m_cellOf.assign(std::size_t(sets) * PlacementRanking::maxTiles, 0);
        m_valueBytes = (sets + 1) / 2;
        m_blockFields = m_layout.fieldsPerOrder();
        m_blockWords = static_cast<std::uint32_t>(m_blockFields / fieldsPerWord);
        m_setOfField.assign(m_blockFields, noSet);
        m_freshBlock.assign(m_blockWords, done);
        for (std::uint32_t s = 0; s < sets; ++s) {
            int j = 0;
            for (std::uint32_t cells = m_layout.mask(s); cells; cells &= cells - 1)
                m_cellOf[s * PlacementRanking::maxTiles + std::size_t(j++)]
                    = static_cast<std::uint8_t>(std::countr_zero(cells));
            for (int r = 0; r < m_layout.regions(s); ++r) {
                const std::uint32_t field = m_layout.firstField(s) + std::uint32_t(r);
                m_setOfField[field] = s;
                m_freshBlock[field / fieldsPerWord] |= unseen << (2 * (field % fieldsPerWord));
            }
        }
    }

    // What the ranks of a block's placements have in common: tile i's digit is its cell less the
    // earlier tiles on lower cells, and which earlier tiles stand lower is the order's, the same
    // on every set of cells. So a placement's rank is the sum of its cells times the digits'
    // weights, less the block's part.
    std::uint32_t rankOffset(const std::uint8_t *position) const
    {
        std::uint32_t offset = 0;
        for (int i = 0; i < m_k; ++i) {
            std::uint32_t lower = 0;
            for (int j = 0; j < i; ++j)
                lower += position[j] < position[i] ? 1 : 0;
            offset += lower * m_ranking.weight(i);
        }
        return offset;
    }

    // The values into the table, by rank. Each thread writes the ranks of one part of it (parts
    // of whole bytes), reading every block: a rank costs k multiply-adds.
    void writeTable(int threads)
    {
        const std::uint64_t count = m_ranking.count();
        const std::uint64_t bytes = (count + 1) / 2;
        m_table.assign(static_cast<std::size_t>(bytes), 0xFF);
        const auto part = [this, count, bytes, threads](int t) {
            const std::uint64_t from = bytes * std::uint64_t(t) / std::uint64_t(threads) * 2;
            const std::uint64_t to
                = std::min(count, bytes * std::uint64_t(t + 1) / std::uint64_t(threads) * 2);
            std::array<std::uint32_t, PlacementRanking::maxTiles> weight {};
            for (int i = 0; i < m_k; ++i)
                weight[static_cast<std::size_t>(i)] = m_ranking.weight(i);
            for (std::uint32_t block = 0; block < m_orders.count(); ++block) {
                std::array<std::uint8_t, PlacementRanking::maxTiles> position {};
                m_orders.unrank(block, position.data());
                const std::uint32_t offset = rankOffset(position.data());
                const std::uint8_t *values = m_values.data() + std::uint64_t(block) * m_valueBytes;
                for (std::uint32_t s = 0; s < m_layout.sets(); ++s) {
                    const std::uint8_t *cellOf = m_cellOf.data() + s * PlacementRanking::maxTiles;
                    std::uint32_t rank = 0;
                    for (int i = 0; i < m_k; ++i)
                        rank += cellOf[position[static_cast<std::size_t>(i)]]
                            * weight[static_cast<std::size_t>(i)];
                    rank -= offset;
                    if (rank < from || rank >= to)
                        continue;
                    const unsigned value = (values[s >> 1] >> (4 * (s & 1))) & 0xF;
                    patternlevels::writeNibble(m_table.data(), rank, value);
                }
            }
        };
        std::vector<std::thread> helpers;
        for (int t = 1; t < threads; ++t)
            helpers.emplace_back(part, t);
        part(0);
        for (std::thread &helper : helpers)
            helper.join();
    }

    // Keeps the value of a placement first reached on this level beside its block's states.
    void storeValue(std::uint64_t block, std::uint32_t s, int manhattan, Marker &marker)
    {
        patternlevels::writeNibble(m_values.data() + block * m_valueBytes, s,
                                   patternlevels::entryValue(m_level, manhattan, marker));
    }
    // Writes the entries of the states on this level (fields: the low bit of each one's field,
    // from the set's first) into a table by state.
    void storeStateValues(std::uint64_t block, std::uint32_t s, Word fields, int manhattan,
                          Marker &marker)
    {
        const std::uint64_t first = block * m_blockFields + m_layout.firstField(s);
        for (; fields; fields &= fields - 1)
            patternlevels::writeNibble(m_table.data(),
                                       first + unsigned(std::countr_zero(fields)) / 2,
                                       patternlevels::entryValue(m_level, manhattan, marker));
    }

    // Marks the state as next level's if it is unseen.
    void reach(std::uint64_t index, Marker &marker)
    {
        std::atomic_ref<Word> word(m_states[index / fieldsPerWord]);
        const int shift = static_cast<int>(2 * (index % fieldsPerWord));
        const Word fieldMask = unseen << shift;
        Word old = word.load(std::memory_order_relaxed);
        for (;;) {
            if ((old & fieldMask) != fieldMask)
                return;
            const Word desired = (old & ~fieldMask) | (Word(m_next) << shift);
            if (word.compare_exchange_weak(old, desired, std::memory_order_relaxed))
                break;
        }
        ++marker.generated;
        // Read before written: both threads would otherwise keep taking the flags' cache line
        // from each other.
        std::atomic_ref<std::uint8_t> flag(m_blockOnNextLevel[index / m_blockFields]);
        if (!flag.load(std::memory_order_relaxed))
            flag.store(1, std::memory_order_relaxed);
    }

    void work(std::uint64_t blocks, const std::function<bool()> *report)
    {
        Marker marker;
        auto children = std::make_unique<Children>();
        const Word wanted = lowBits * m_current;
        for (;;) {
            if (m_counts.stop.load(std::memory_order_relaxed))
                break;
            if (report && !(*report)()) {
                m_counts.stop = true;
                break;
            }
            const std::uint64_t block = m_nextBlock.fetch_add(1, std::memory_order_relaxed);
            if (block >= blocks)
                break;
            if (!m_blockOnLevel[block])
                continue;
            std::array<std::uint8_t, PlacementRanking::maxTiles> position {};
            m_orders.unrank(static_cast<std::uint32_t>(block), position.data());
            const OrderMoves orderAfter = ordersAfterMoves(position.data());
            Word *states = m_states.data() + block * m_blockWords;
            for (std::uint32_t w = 0; w < m_blockWords; ++w) {
                const Word word = std::atomic_ref<Word>(states[w]).load(std::memory_order_relaxed);
                const Word x = word ^ wanted;
                Word matches = ~(x | (x >> 1)) & lowBits;
                while (matches) {
                    const std::uint32_t field
                        = w * fieldsPerWord + unsigned(std::countr_zero(matches)) / 2;
                    const std::uint32_t s = m_setOfField[field];
                    const int shift
                        = static_cast<int>(2 * (m_layout.firstField(s) % fieldsPerWord));
                    const int regions = m_layout.regions(s);
                    const Word fields = regions == fieldsPerWord
                        ? ~Word(0)
                        : ((Word(1) << (2 * regions)) - 1) << shift;
                    const Word mine = matches & fields;
                    matches &= ~fields;
                    // No region done yet: this level is the placement's first.
                    const bool first = !(~(word | (word >> 1)) & lowBits & fields);
                    expand(block, position.data(), orderAfter, s, mine >> shift, first, *children,
                           marker);
                    // mine has the low bit of each field on this level; done is 00.
                    std::atomic_ref<Word>(states[w]).fetch_and(~(mine * (unseen ^ done)),
                                                               std::memory_order_relaxed);
                }
                for (int c = 0; c < children->count; ++c)
                    reach(children->index[static_cast<std::size_t>(c)], marker);
                children->count = 0;
            }
            m_counts.add(marker);
        }
    }

    // Every move of a pattern tile into a free cell whose region is on this level (matches: the
    // low bit of each such region's field), for the placement of order `block` on set s.
    void expand(std::uint64_t block, const std::uint8_t *position, const OrderMoves &orderAfter,
                std::uint32_t s, Word matches, bool first, Children &children, Marker &marker)
    {
        const std::uint8_t *cellOf = m_cellOf.data() + std::size_t(s) * PlacementRanking::maxTiles;
        std::array<std::uint8_t, PlacementRanking::maxTiles> cell {};
        for (int i = 0; i < m_k; ++i)
            cell[static_cast<std::size_t>(i)] = cellOf[position[i]];
        if (first || m_byState) {
            int manhattan = 0;
            for (int i = 0; i < m_k; ++i)
                manhattan += m_board.distance(i, cell[static_cast<std::size_t>(i)]);
            if (m_byState)
                storeStateValues(block, s, matches, manhattan, marker);
            else
                storeValue(block, s, manhattan, marker);
        }
        const std::uint32_t occupied = m_layout.mask(s);
        const std::uint32_t freeCells = m_all & ~occupied;
        const std::uint64_t base = block * m_blockFields;
        for (int i = 0; i < m_k; ++i) {
            const int from = cell[static_cast<std::size_t>(i)];
            std::uint32_t targets = m_board.neighbours(std::uint32_t(1) << from) & freeCells;
            while (targets) {
                const int to = std::countr_zero(targets);
                targets &= targets - 1;
                if (!((matches >> (2 * m_layout.regionOf(s, to))) & 1))
                    continue;
                const std::uint32_t childSet
                    = occupied ^ (std::uint32_t(1) << to) ^ (std::uint32_t(1) << from);
                // The blank ends where the tile was.
                const std::uint64_t field = m_layout.field(m_layout.setOf(childSet), from);
                const int low = std::min(from, to);
                const int high = std::max(from, to);
                const std::uint32_t passed
                    = occupied & ((std::uint32_t(1) << high) - (std::uint32_t(2) << low));
                std::uint64_t index = base + field;
                if (passed) {
                    // The tile passes others: the order changes, and with it the block.
                    // (Two byte-table reads up to 16 cells: the sideways sum cost the 7-8
                    // build a tenth of its CPU.)
                    const int places
                        = static_cast<int>(m_cells <= 16 ? bitCount16(passed) : bitCount(passed));
                    const std::uint32_t order = orderAfter[static_cast<std::size_t>(
                        i)][static_cast<std::size_t>(maxPassed + (to > from ? places : -places))];
                    index = std::uint64_t(order) * m_blockFields + field;
                    __builtin_prefetch(&m_states[index / fieldsPerWord], 1);
                }
                children.index[static_cast<std::size_t>(children.count++)] = index;
            }
        }
    }

    patternlevels::PatternBoard m_board;
    int m_cells;
    int m_k;
    PlacementRanking m_ranking; // a table by placement's index: the tiles' cells
    CellSetLayout m_layout; // the states: the sets of cells, their regions, the blocks' fields
    const PlacementRanking &m_orders; // a block's: the tiles' places among the covered cells
    bool m_byState = false; // the table's index: the state, not the placement
    std::vector<std::uint8_t> &m_table;
    std::vector<Word> m_states;
    std::uint32_t m_all = 0; // the board's cells
    std::array<std::uint8_t, PlacementRanking::maxTiles> m_goalCell {};
    std::vector<std::uint8_t> m_cellOf; // [set * maxTiles + j]: its j-th cell
    std::vector<std::uint32_t> m_setOfField; // the set a field of a block belongs to
    std::vector<Word> m_freshBlock; // a block before the search: unseen, padding done
    // By placement: per block, per set, the placement's value (4 bits).
    std::vector<std::uint8_t> m_values;
    std::uint64_t m_valueBytes = 0; // a block's values, whole bytes
    std::uint32_t m_blockWords = 0;
    std::uint64_t m_blockFields = 0;
    // Per block: whether one of its states is on the level being expanded, or was reached for
    // the next, so a level skips the blocks it has nothing to do in.
    std::vector<std::uint8_t> m_blockOnLevel;
    std::vector<std::uint8_t> m_blockOnNextLevel;
    unsigned m_current = 1;
    unsigned m_next = 2;
    int m_level = 0;
    std::atomic<std::uint64_t> m_nextBlock {0};
    patternlevels::Counts m_counts;
};

} // namespace

PatternSpaceSearch::Outcome PatternSpaceSearch::run(int side, const std::vector<int> &tiles,
                                                    std::vector<std::uint8_t> &table, int threads,
                                                    const Progress &progress, int blankGoal,
                                                    TableIndex index)
{
    if (blankGoal < 0)
        blankGoal = side * side - 1;
    return OrderSearch(side, tiles, table, index).run(std::max(1, threads), progress, blankGoal);
}

} // namespace pw::sliding
