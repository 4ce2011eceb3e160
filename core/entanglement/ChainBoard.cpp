#include "core/entanglement/ChainBoard.h"

namespace pw::entanglement {

ChainBoard::ChainBoard(const Board &board)
    : m_span(board.radius() + 1)
    , m_width(2 * m_span + 1)
    , m_step {m_width + 1, m_width, -1, -m_width - 1, -m_width, 1}
    , m_wall(static_cast<std::size_t>(m_width * m_width))
    , m_placed(static_cast<std::size_t>(m_width * m_width))
    , m_links(static_cast<std::size_t>(m_width * m_width * pinCount))
{
    const int cells = m_width * m_width;
    for (int index = 0; index < cells; ++index) {
        const UvCell cell = cellAt(index);
        m_wall[static_cast<std::size_t>(index)] = board.isWall(cell) ? 1 : 0;
        m_placed[static_cast<std::size_t>(index)] = board.hasTile(cell) ? 1 : 0;
    }
    for (int index = 0; index < cells; ++index) {
        if (isWall(index) || hasTile(index))
            continue;
        for (int pin = 0; pin < pinCount; ++pin) {
            // Walk the chain through the placed tiles; it cannot run in a circle, since it
            // starts at a slot with an empty cell on one side.
            int at = index + m_step[static_cast<std::size_t>(sideOfPin(pin))];
            int in = facingPin(pin);
            int length = 0;
            while (!isWall(at) && hasTile(at)) {
                const int out = board.tileAt(cellAt(at)).partner(in);
                ++length;
                at += m_step[static_cast<std::size_t>(sideOfPin(out))];
                in = facingPin(out);
            }
            linkSlot(index, pin)
                = Link {static_cast<std::uint8_t>(at), static_cast<std::uint8_t>(in),
                        static_cast<std::uint16_t>(length)};
        }
    }
}

void ChainBoard::place(int cell, const Tile &tile, Undo &undo)
{
    undo.cell = cell;
    undo.count = 0;
    m_placed[static_cast<std::size_t>(cell)] = 1;
    // Every chain that ends at this cell now runs on through the tile: the entry at its far end
    // (an empty cell) learns where it stops now. The cell's own entries are left as they are;
    // they are not read while it holds a tile, and are right again once it is undone.
    for (int pin = 0; pin < pinCount; ++pin) {
        const Link &chain = link(cell, pin);
        if (chain.cell == cell || isWall(chain.cell))
            continue;
        Link &farEnd = linkSlot(chain.cell, chain.pin);
        undo.saved[static_cast<std::size_t>(undo.count++)]
            = {chain.cell * pinCount + chain.pin, farEnd};
        farEnd = through(cell, pin, tile, chain.length);
    }
}

void ChainBoard::undo(const Undo &undo)
{
    for (int i = undo.count - 1; i >= 0; --i) {
        const auto &[slot, saved] = undo.saved[static_cast<std::size_t>(i)];
        m_links[static_cast<std::size_t>(slot)] = saved;
    }
    m_placed[static_cast<std::size_t>(undo.cell)] = 0;
}

} // namespace pw::entanglement
