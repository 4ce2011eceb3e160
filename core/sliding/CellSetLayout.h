#pragma once

#include "core/sliding/PlacementRanking.h"

#include <array>
#include <cstdint>
#include <vector>

namespace pw::sliding {

// The states of a pattern of k tiles on a board of up to 5 x 5 — a placement of the tiles and
// the region of free cells the blank is in — numbered densely, the way the table build lays them
// out and a zero-aware table (CompactPatternDatabase) is indexed.
//
// A placement is the set of cells its tiles cover and their *order* on them (which tile stands
// on the first covered cell, counted row by row, which on the second, ...). The sets are numbered
// in ascending order of their cell masks (the colexicographic rank), the orders by
// PlacementRanking(k, k). Each set has one field per connected region of its free cells (the
// regions numbered by their lowest cell), and the fields of all sets follow each other in one
// block per order, a set's fields never split across two 64-bit words of 2-bit fields (the
// build marks a placement's states in one word). So a state is
//     order * fieldsPerOrder() + field(set, blank cell).
// What a set costs to look up is one 32-byte record; the layout depends on the board and k only,
// so every pattern of the same size shares one.
class CellSetLayout
{
public:
    static constexpr int maxCells = 25;
    static constexpr int fieldsPerWord = 32;

    CellSetLayout(int side, int tiles);

    int side() const { return m_side; }
    int cells() const { return m_cells; }
    int tiles() const { return m_k; }
    std::uint32_t sets() const { return static_cast<std::uint32_t>(m_masks.size()); }
    std::uint32_t fieldsPerOrder() const { return m_fieldsPerOrder; }
    const PlacementRanking &orders() const { return m_orders; }
    // Every state, padding included: the size of a zero-aware table in entries.
    std::uint64_t states() const { return m_orders.count() * m_fieldsPerOrder; }
    // The states that are real (no padding).
    std::uint64_t realStates() const { return m_orders.count() * m_fields; }

    // The number of a set of k cells, from its mask: one table read on boards of up to 16 cells,
    // two small ones above.
    std::uint32_t setOf(std::uint32_t mask) const
    {
        if (!m_setOfMask.empty())
            return m_setOfMask[mask];
        const std::uint32_t low = m_lowRank[mask & lowMask];
        return (low & 0xFFFFFF) + m_highRank[(low >> 24) * highEntries + (mask >> lowBits)];
    }
    std::uint32_t mask(std::uint32_t set) const { return m_masks[set]; }
    int regions(std::uint32_t set) const { return m_records[set].regions; }
    std::uint32_t firstField(std::uint32_t set) const { return m_records[set].offset; }
    // The field of the region holding a free cell of the set.
    std::uint32_t field(std::uint32_t set, int freeCell) const
    {
        const Record &record = m_records[set];
        return record.offset + record.regionOf[static_cast<std::size_t>(freeCell)];
    }
    // The state of a placement of the given order and set with the blank on a free cell.
    std::uint32_t state(std::uint32_t order, std::uint32_t set, int freeCell) const
    {
        return order * m_fieldsPerOrder + field(set, freeCell);
    }
    int regionOf(std::uint32_t set, int freeCell) const
    {
        return m_records[set].regionOf[static_cast<std::size_t>(freeCell)];
    }
    // A search asks for the records of the sets it will look up before it reads any: the records
    // of the 6-tile sets of 5 x 5 take 5.7 MiB, which beside the tables are often not in the
    // caches, so the misses had better overlap.
    void prefetchRecord(std::uint32_t set) const { __builtin_prefetch(&m_records[set]); }

    // The order of the tiles on their cells (cell of tile i): orders().rank() of each tile's
    // place among the covered cells. Tile i's digit there is its place counted among the places
    // the tiles before it left, which is the number of later tiles on lower places, and so on
    // lower cells: k(k-1)/2 comparisons, no bit counting (a search ranks several placements per
    // node; plain x86-64 has no popcount instruction).
    template<class CellOf> std::uint32_t orderOf(CellOf cellOf) const
    {
        std::array<int, PlacementRanking::maxTiles> cell {};
        for (int i = 0; i < m_k; ++i)
            cell[static_cast<std::size_t>(i)] = static_cast<int>(cellOf(i));
        std::uint32_t order = 0;
        for (int i = 0; i + 1 < m_k; ++i) {
            std::uint32_t digit = 0;
            for (int j = i + 1; j < m_k; ++j)
                digit += cell[static_cast<std::size_t>(j)] < cell[static_cast<std::size_t>(i)] ? 1
                                                                                               : 0;
            order += digit * m_orders.weight(i);
        }
        return order;
    }
    // The state of a placement (cell of tile i) with the blank on a free cell.
    template<class CellOf>
    std::uint32_t stateOf(std::uint32_t mask, CellOf cellOf, int blankCell) const
    {
        return state(orderOf(cellOf), setOf(mask), blankCell);
    }

private:
    struct Record
    {
        std::uint32_t offset = 0; // its first field in a block
        std::uint8_t regions = 0;
        std::array<std::uint8_t, 27> regionOf {}; // per free cell
    };
    static_assert(sizeof(Record) == 32);
    static constexpr int lowBits = 13;
    static constexpr std::uint32_t lowMask = (1u << lowBits) - 1;
    static constexpr std::uint32_t highEntries = 1u << (maxCells - lowBits);

    void rankTables();

    int m_side = 0;
    int m_cells = 0;
    int m_k = 0;
    PlacementRanking m_orders;
    std::vector<std::uint32_t> m_masks; // ascending
    std::vector<Record> m_records;
    std::uint32_t m_fields = 0;
    std::uint32_t m_fieldsPerOrder = 0;
    // The colexicographic rank of a mask, sum over its cells c_j (ascending) of C(c_j, j + 1),
    // split at cell 13: the low cells' part with their count in the top byte, and the high
    // cells' part for each count of low cells below them.
    std::vector<std::uint32_t> m_lowRank;
    std::vector<std::uint32_t> m_highRank;
    // Up to 16 cells, every mask's number directly (256 KiB), as the 7-8 build had it before.
    std::vector<std::uint32_t> m_setOfMask;
};

} // namespace pw::sliding
