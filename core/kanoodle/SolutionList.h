#pragma once

#include "core/kanoodle/Position.h"

#include <cstdint>
#include <vector>

namespace pw::kanoodle {

// The solutions of one position found so far, in the order they were found, kept compactly so
// that any of them can be shown again at once by its number: a solution is stored as the
// placements of the start's missing pieces, two bytes each (at most 24 bytes where a Position
// takes over a hundred), so a million solutions take 24 MB.
class SolutionList
{
public:
    // The most a list keeps: browsing goes this far (24 MB at most).
    static constexpr std::int64_t maxKept = 1'000'000;

    explicit SolutionList(const Position &start);

    const Position &start() const { return m_start; }
    std::int64_t size() const { return m_size; }
    bool isFull() const { return size() >= maxKept; }
    // Precondition: a completion of start(), and !isFull().
    void append(const Position &solution);
    // Solution number index + 1 (index from 0), rebuilt from its placements.
    Position at(std::int64_t index) const;

private:
    Position m_start;
    std::vector<int> m_missing; // the pieces each stored solution places, in letter order
    std::vector<std::int16_t> m_placements; // m_missing.size() per solution
    std::int64_t m_size = 0; // counted apart: a complete start's one solution stores nothing
};

} // namespace pw::kanoodle
