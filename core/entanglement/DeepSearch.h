#pragma once

#include "core/entanglement/ChainBoard.h"
#include "core/entanglement/Game.h"
#include "core/entanglement/Line.h"

#include "core/common/SolverSink.h"

#include <array>
#include <cstdint>
#include <vector>

namespace pw::entanglement {

// The seed of the sample tiles the lookahead and deep players draw for the game's current turn:
// from the game's seed and move number, so they are the same on every run and know nothing of
// the dealer's next tiles.
std::uint64_t sampleSeed(const Game &game);

// The search behind the deep player (PlayerKind::Deep): an expectimax over the next `plies`
// moves on a ChainBoard.
//
// After a candidate move, each later move is the best option (the tile kept in hand or the newly
// dealt one, six rotations each) and each new tile is unknown. The plies before the last average
// over a few sample tiles each (`samples`, more at the nearer plies), drawn from a generator seeded
// with the game's seed and move number and shared by every branch, as the lookahead does. The last
// ply averages exactly over all 10395 tiles: a tile's best rotation there depends only on which of
// the end cell's eleven other pins it joins the entry pin to, so the expectation is read from a
// table of which sets of pins a tile can reach by turning (a line that runs back into the end cell
// is counted at the mean of the nine ways it can go on). A line still open after the last ply earns
// `survivalBonus`. Options of the second-to-last ply are tried best bound first and skipped once
// their bound (points plus the most the last ply could make) cannot beat the best found: the value
// is the same as without. Deterministic for a game, and it never looks at the dealer.
class DeepSearch
{
public:
    // samples[i]: the tiles averaged over at the i-th sampled ply after the candidate (the last
    // count repeats for deeper plies; empty means one).
    DeepSearch(const Game &game, int plies, const std::vector<int> &samples, double survivalBonus,
               common::SolverSink *sink = nullptr);

    // The expected value of the plies after placing the tile in hand (pocket = false) or the
    // pocket tile, turned `rotation` steps, at the line's open end: 0 if that move ends the game.
    // Not counting that move's own points.
    double future(bool pocket, int rotation);

    // True once the sink asked to stop; the values returned since are incomplete.
    bool isCancelled() const { return m_cancelled; }

private:
    // The end cell's exits, as the last ply sees them: where a line leaving through each pin stops.
    struct Exit
    {
        int length = 0;
        int kind = 0; // Open, Wall or Back (into the end cell again, at pin `back`)
        int back = 0;
    };
    struct Exits
    {
        int pin = 0; // the pin the line enters the end cell by
        std::array<Exit, pinCount> exit {};
        double bound = 0; // the most a tile can make here, bonus included
        // For a random tile, filled on first use: the distinct values of its options, best first,
        // and the chance that its best rotation reaches each.
        int levels = -1;
        std::array<double, pinCount> value {};
        std::array<double, pinCount> chance {};
    };

    int tileId(const Tile &tile);
    double chance(int cell, int pin, int kept, int depth);
    double secondToLast(int cell, int pin, int kept);
    double lastPly(Exits &exits, int kept);
    void exitsAt(int cell, int pin, int pendingCell, const Tile *pending, Exits &exits) const;
    void rankExits(Exits &exits) const;
    double optionValue(const Exits &exits, const Tile &tile) const;
    double lineValue(int length, bool open) const
    {
        return pointsForLength(length) + (open ? m_bonus : 0.0);
    }
    bool pollCancel();

    const Game &m_game;
    ChainBoard m_chains;
    int m_plies;
    double m_bonus;
    common::SolverSink *m_sink;
    const std::array<std::vector<double>, 2> &m_stuck; // see stuckTable() in the .cpp
    bool m_cancelled = false;
    std::vector<std::array<Tile, 6>> m_tiles; // every tile the search uses, in all rotations
    std::vector<std::vector<int>> m_samples; // per sampled ply, ids into m_tiles
};

} // namespace pw::entanglement
