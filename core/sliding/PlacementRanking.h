#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace pw::sliding {

// The number of set bits. The build targets plain x86-64, which has no popcount instruction, so
// std::popcount becomes a call into libgcc: a fifth of the table build's time and a good part
// of every rank IDA* computes. The bit-parallel sum (the classic "sideways addition") stays
// inline; with a popcount instruction available (-mpopcnt, -march=native) that is used.
inline std::uint32_t bitCount(std::uint32_t x)
{
#if defined(__POPCNT__) || !(defined(__x86_64__) || defined(__i386__))
    return static_cast<std::uint32_t>(std::popcount(x));
#else
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return (x * 0x01010101u) >> 24;
#endif
}

// The set bits of a 16-bit mask, from a 256-entry table: cheaper than the sideways addition
// where the instruction is missing (ranks on boards of up to 16 cells).
struct ByteBitCounts
{
    std::array<std::uint8_t, 256> count {};
    constexpr ByteBitCounts()
    {
        for (unsigned i = 0; i < 256; ++i)
            count[i] = static_cast<std::uint8_t>((i & 1) + count[i >> 1]);
    }
};
inline constexpr ByteBitCounts byteBitCounts;
inline std::uint32_t bitCount16(std::uint32_t x)
{
#if defined(__POPCNT__) || !(defined(__x86_64__) || defined(__i386__))
    return bitCount(x);
#else
    return byteBitCounts.count[x & 0xFF] + byteBitCounts.count[(x >> 8) & 0xFF];
#endif
}

// The cell of the n-th (from 0) set bit of mask, which has more than n set bits: a byte at a
// time with small tables instead of clearing n low bits one by one (up to 31 steps), as the
// table build unranks every placement it expands.
inline int nthSetBit(std::uint32_t mask, std::uint32_t n)
{
    struct Tables
    {
        std::array<std::uint8_t, 256> count {};
        std::array<std::array<std::uint8_t, 8>, 256> select {};
        constexpr Tables()
        {
            for (unsigned byte = 0; byte < 256; ++byte) {
                unsigned seen = 0;
                for (unsigned bit = 0; bit < 8; ++bit) {
                    if (byte >> bit & 1)
                        select[byte][seen++] = static_cast<std::uint8_t>(bit);
                }
                count[byte] = static_cast<std::uint8_t>(seen);
            }
        }
    };
    static constexpr Tables tables;
    int base = 0;
    for (;;) {
        const unsigned byte = mask & 0xFF;
        if (n < tables.count[byte])
            return base + tables.select[byte][n];
        n -= tables.count[byte];
        mask >>= 8;
        base += 8;
    }
}

// A dense numbering of the placements of k distinct tiles on n cells (n <= 32): the ranks run
// 0 .. n!/(n-k)! - 1 with no gaps, so a table over them holds only real placements (the 8-tile
// table of the 15-puzzle has 518,918,400 entries instead of 16^8). Tile i's digit is its cell
// counted among the cells the tiles before it left free, so the rank is a mixed-radix number
// with radices n, n-1, ..., n-k+1; a popcount finds each digit.
class PlacementRanking
{
public:
    static constexpr int maxTiles = 8;

    PlacementRanking() = default;
    PlacementRanking(int cells, int tiles)
        : m_cells(cells)
        , m_tiles(tiles)
    {
        std::uint64_t weight = 1;
        for (int i = tiles - 1; i >= 0; --i) {
            m_weight[static_cast<std::size_t>(i)] = static_cast<std::uint32_t>(weight);
            weight *= static_cast<std::uint64_t>(cells - i);
        }
        m_count = weight;
    }

    int cells() const { return m_cells; }
    int tiles() const { return m_tiles; }
    // n!/(n-k)!, the number of ranks.
    std::uint64_t count() const { return m_count; }
    // What one step of tile i's digit is worth in the rank.
    std::uint32_t weight(int i) const { return m_weight[static_cast<std::size_t>(i)]; }

    // cellOf(i) is the cell of the pattern's i-th tile.
    template<class CellOf> std::uint32_t rank(CellOf cellOf) const
    {
        if (m_cells <= 16)
            return rankCounting(cellOf, [](std::uint32_t x) { return bitCount16(x); });
        return rankCounting(cellOf, [](std::uint32_t x) { return bitCount(x); });
    }

    // The inverse of rank(): writes the k cells.
    void unrank(std::uint32_t rank, std::uint8_t *cells) const
    {
        std::uint32_t free = m_cells == 32 ? ~std::uint32_t(0) : (std::uint32_t(1) << m_cells) - 1;
        for (int i = 0; i < m_tiles; ++i) {
            const std::uint32_t weight = m_weight[static_cast<std::size_t>(i)];
            const std::uint32_t digit = rank / weight;
            rank -= digit * weight;
            const int cell = nthSetBit(free, digit);
            cells[i] = static_cast<std::uint8_t>(cell);
            free &= ~(std::uint32_t(1) << cell);
        }
    }

    // The rank after tile i moves from cell `from` to the free cell `to`, from the rank before,
    // without ranking again: only tile i's digit and the digits of later tiles on a cell between
    // `from` and `to` change. Tile i's digit moves by the distance less the earlier tiles it
    // passes; each later tile it passes has one cell fewer (or more) below it. tileAt[cell] is
    // the index of the tile on a cell of `occupied` (the cells of all the tiles, tile i's
    // `from` included). A move to a neighbouring cell in the row passes no tile at all.
    std::uint32_t rankAfterMove(std::uint32_t rank, int i, int from, int to,
                                const std::uint8_t *tileAt, std::uint32_t occupied) const
    {
        const std::uint32_t w = m_weight[static_cast<std::size_t>(i)];
        const int low = from < to ? from : to;
        const int high = from < to ? to : from;
        std::uint32_t step = w * static_cast<std::uint32_t>(high - low);
        for (std::uint32_t passed
             = occupied & ((std::uint32_t(1) << high) - (std::uint32_t(2) << low));
             passed; passed &= passed - 1) {
            const int j = tileAt[std::countr_zero(passed)];
            if (j < i)
                step -= w;
            else
                step += m_weight[static_cast<std::size_t>(j)];
        }
        return from < to ? rank + step : rank - step;
    }

private:
    // rank() with the bit counter that suits the board's size.
    template<class CellOf, class Count> std::uint32_t rankCounting(CellOf cellOf, Count count) const
    {
        std::uint32_t used = 0;
        std::uint32_t rank = 0;
        for (int i = 0; i < m_tiles; ++i) {
            const std::uint32_t cell = static_cast<std::uint32_t>(cellOf(i));
            const std::uint32_t below = used & ((std::uint32_t(1) << cell) - 1);
            rank += (cell - count(below)) * m_weight[static_cast<std::size_t>(i)];
            used |= std::uint32_t(1) << cell;
        }
        return rank;
    }

    int m_cells = 0;
    int m_tiles = 0;
    std::uint64_t m_count = 1;
    std::array<std::uint32_t, maxTiles> m_weight {};
};

} // namespace pw::sliding
