#include "core/sliding/CellSetLayout.h"

#include "core/sliding/PatternLevels.h"

#include <bit>

namespace pw::sliding {

namespace {

std::uint64_t binomial(int n, int r)
{
    if (r < 0 || r > n)
        return 0;
    std::uint64_t value = 1;
    for (int i = 1; i <= r; ++i)
        value = value * static_cast<std::uint64_t>(n - r + i) / static_cast<std::uint64_t>(i);
    return value;
}

} // namespace

CellSetLayout::CellSetLayout(int side, int tiles)
    : m_side(side)
    , m_cells(side * side)
    , m_k(tiles)
    , m_orders(tiles, tiles)
{
    const patternlevels::PatternBoard board(side, {});
    const std::uint32_t all = board.all();

    m_masks.reserve(static_cast<std::size_t>(binomial(m_cells, tiles)));
    m_records.reserve(m_masks.capacity());
    std::uint32_t next = 0;
    // Every k-cell mask in ascending order (the next larger number with as many bits).
    for (std::uint32_t set = (std::uint32_t(1) << tiles) - 1; set <= all;) {
        Record record;
        const std::uint32_t freeCells = all & ~set;
        std::uint32_t left = freeCells;
        while (left) {
            const std::uint32_t region = board.flood(left & (~left + 1), freeCells);
            left &= ~region;
            for (std::uint32_t cells = region; cells; cells &= cells - 1)
                record.regionOf[static_cast<std::size_t>(std::countr_zero(cells))] = record.regions;
            ++record.regions;
        }
        if (next % fieldsPerWord + record.regions > fieldsPerWord)
            next = (next / fieldsPerWord + 1) * fieldsPerWord;
        record.offset = next;
        next += record.regions;
        m_fields += record.regions;
        m_masks.push_back(set);
        m_records.push_back(record);
        if (tiles == 0)
            break;
        const std::uint32_t lowest = set & (~set + 1);
        const std::uint32_t ripple = set + lowest;
        set = ripple | (((set ^ ripple) >> 2) / lowest);
    }
    m_fieldsPerOrder = (next + fieldsPerWord - 1) / fieldsPerWord * fieldsPerWord;
    rankTables();
    if (m_cells <= 16) {
        m_setOfMask.assign(std::size_t(1) << m_cells, 0);
        for (std::uint32_t set = 0; set < sets(); ++set)
            m_setOfMask[m_masks[set]] = set;
    }
}

void CellSetLayout::rankTables()
{
    m_lowRank.assign(std::size_t(1) << lowBits, 0);
    for (std::uint32_t low = 0; low <= lowMask; ++low) {
        std::uint64_t rank = 0;
        int j = 0;
        for (std::uint32_t cells = low; cells; cells &= cells - 1)
            rank += binomial(std::countr_zero(cells), ++j);
        m_lowRank[low] = static_cast<std::uint32_t>(rank) | (static_cast<std::uint32_t>(j) << 24);
    }
    m_highRank.assign(static_cast<std::size_t>(m_k + 1) * highEntries, 0);
    const std::uint32_t highCells = m_cells > lowBits ? 1u << (m_cells - lowBits) : 1u;
    for (int below = 0; below <= m_k; ++below) {
        for (std::uint32_t high = 0; high < highCells; ++high) {
            std::uint64_t rank = 0;
            int j = below;
            for (std::uint32_t cells = high; cells; cells &= cells - 1)
                rank += binomial(std::countr_zero(cells) + lowBits, ++j);
            m_highRank[static_cast<std::size_t>(below) * highEntries + high]
                = static_cast<std::uint32_t>(rank);
        }
    }
}

} // namespace pw::sliding
