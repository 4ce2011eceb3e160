#pragma once

#include "core/entanglement/Board.h"

#include <array>
#include <cstdint>
#include <vector>

namespace pw::entanglement {

// A Board seen as chains, for players that look many moves ahead. The placed tiles join the pin
// slots between cells into chains; for every empty cell and pin it keeps where a line leaving
// the cell through that pin would stop (the first empty or wall cell it enters, and at which
// pin) and how many segments it would add on the way. Following a line through a new tile then
// takes one lookup per time the line passes through that tile instead of a walk through every
// tile it reaches, and placing a tile updates only the chains that end at its cell (at most
// twelve entries), so it can be undone as cheaply.
//
// Cells are numbered by a flat index over the array that also covers the ring past the rim (see
// cellIndex()); the index of any cell a line can reach fits in a byte on every radius.
class ChainBoard
{
public:
    // Where a line leaving an empty cell through a pin stops: it enters `cell` (an empty cell, a
    // wall, or the same cell again) at `pin` after `length` segments in placed tiles.
    struct Link
    {
        std::uint8_t cell;
        std::uint8_t pin;
        std::uint16_t length;
    };

    // What placing a tile at the line's open end does, as followLine() reports it: the segments
    // added, the new open end and whether it is a wall.
    struct Follow
    {
        int length = 0;
        int cell = 0;
        int pin = 0;
        bool hitWall = false;
        int points() const { return length * (length + 1) / 2; }
    };

    // What place() changed, for undo(): the cell and the entries it overwrote.
    struct Undo
    {
        int cell = 0;
        int count = 0;
        std::array<std::pair<int, Link>, 12> saved;
    };

    explicit ChainBoard(const Board &board);

    int cellIndex(UvCell cell) const { return (cell.u + m_span) * m_width + (cell.v + m_span); }
    UvCell cellAt(int index) const { return {index / m_width - m_span, index % m_width - m_span}; }
    bool isWall(int cell) const { return m_wall[static_cast<std::size_t>(cell)] != 0; }
    bool hasTile(int cell) const { return m_placed[static_cast<std::size_t>(cell)] != 0; }

    // The chain leaving the empty playable `cell` through `pin`.
    const Link &link(int cell, int pin) const
    {
        return m_links[static_cast<std::size_t>(cell) * pinCount + static_cast<std::size_t>(pin)];
    }

    // The same as followLine() for a line entering the empty `cell` at `pin` with `tile` there.
    Follow follow(int cell, int pin, const Tile &tile) const
    {
        const Link end = through(cell, pin, tile, 0);
        return Follow {end.length, end.cell, end.pin, isWall(end.cell)};
    }

    // Places `tile` at the empty playable `cell`, recording in *undo what to restore.
    void place(int cell, const Tile &tile, Undo &undo);
    // Takes back the last place() not yet undone.
    void undo(const Undo &undo);

private:
    Link &linkSlot(int cell, int pin)
    {
        return m_links[static_cast<std::size_t>(cell) * pinCount + static_cast<std::size_t>(pin)];
    }
    // Follows a line that enters the empty `cell` at `pin` through `tile` laid there and on
    // until it leaves the cell for good; `length` is the segments so far.
    Link through(int cell, int pin, const Tile &tile, int length) const
    {
        for (;;) {
            const Link &next = link(cell, tile.partner(pin));
            length += 1 + next.length;
            if (next.cell != cell)
                return Link {next.cell, next.pin, static_cast<std::uint16_t>(length)};
            pin = next.pin; // the chain came back into the cell: on through the tile's next path
        }
    }

    int m_span;
    int m_width;
    std::array<int, 6> m_step; // index offset to the neighbour across each side
    std::vector<std::uint8_t> m_wall;
    std::vector<std::uint8_t> m_placed;
    std::vector<Link> m_links;
};

} // namespace pw::entanglement
