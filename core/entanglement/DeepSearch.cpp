#include "core/entanglement/DeepSearch.h"

#include <algorithm>

namespace pw::entanglement {

namespace {

enum ExitKind { Open, Wall, Back };

constexpr int allPins = (1 << pinCount) - 1;

// stuck[parity][mask]: the share of all tiles none of whose six rotations joins pin `parity`
// (0 or 1) to a pin outside `mask`. Any entry pin is one of these after turning the frame by
// whole sides (pin - (pin & ~1)), which is what the callers do with their masks.
const std::array<std::vector<double>, 2> &stuckTable()
{
    static const std::array<std::vector<double>, 2> table = [] {
        std::array<std::vector<double>, 2> result;
        const std::vector<Tile> &all = Tile::allPairings();
        for (int parity = 0; parity < 2; ++parity) {
            std::vector<double> &share = result[static_cast<std::size_t>(parity)];
            share.assign(std::size_t {1} << pinCount, 0.0);
            // Count each tile under the set of pins its rotations reach, then sum over subsets.
            for (const Tile &tile : all) {
                int reach = 0;
                for (int k = 0; k < 6; ++k)
                    reach |= 1 << tile.rotated(k).partner(parity);
                share[static_cast<std::size_t>(reach)] += 1.0;
            }
            for (int bit = 0; bit < pinCount; ++bit) {
                for (int mask = 0; mask <= allPins; ++mask) {
                    if (mask & (1 << bit))
                        share[static_cast<std::size_t>(mask)]
                            += share[static_cast<std::size_t>(mask ^ (1 << bit))];
                }
            }
            for (double &value : share)
                value /= static_cast<double>(all.size());
        }
        return result;
    }();
    return table;
}

} // namespace

std::uint64_t sampleSeed(const Game &game)
{
    return game.seed() * 0x9E3779B97F4A7C15ULL + game.moves().size() + 1;
}

DeepSearch::DeepSearch(const Game &game, int plies, const std::vector<int> &samples,
                       double survivalBonus, common::SolverSink *sink)
    : m_game(game)
    , m_chains(game.board())
    , m_plies(std::max(1, plies))
    , m_bonus(survivalBonus)
    , m_sink(sink)
    , m_stuck(stuckTable())
{
    tileId(game.currentTile());
    tileId(game.pocketTile());
    common::Random random(sampleSeed(game));
    m_samples.resize(static_cast<std::size_t>(std::max(0, m_plies - 2)));
    for (std::size_t ply = 0; ply < m_samples.size(); ++ply) {
        const int count = samples.empty() ? 1 : samples[std::min(ply, samples.size() - 1)];
        for (int i = 0; i < std::max(1, count); ++i)
            m_samples[ply].push_back(tileId(Tile::random(random)));
    }
}

int DeepSearch::tileId(const Tile &tile)
{
    std::array<Tile, 6> rotations;
    for (int k = 0; k < 6; ++k)
        rotations[static_cast<std::size_t>(k)] = tile.rotated(k);
    m_tiles.push_back(rotations);
    return static_cast<int>(m_tiles.size()) - 1;
}

bool DeepSearch::pollCancel()
{
    if (!m_cancelled && m_sink && m_sink->isCancelled())
        m_cancelled = true;
    return m_cancelled;
}

double DeepSearch::future(bool pocket, int rotation)
{
    if (pollCancel())
        return 0;
    const LineEnd end = m_game.openEnd();
    const int cell = m_chains.cellIndex(end.cell);
    const Tile &placed = m_tiles[pocket ? 1 : 0][static_cast<std::size_t>(rotation)];
    const ChainBoard::Follow move = m_chains.follow(cell, end.pin, placed);
    if (move.hitWall)
        return 0;
    const int kept = pocket ? 0 : 1;
    const int depth = m_plies - 1;
    if (depth == 0)
        return m_bonus;
    if (depth == 1) {
        Exits exits;
        exitsAt(move.cell, move.pin, cell, &placed, exits);
        return lastPly(exits, kept);
    }
    ChainBoard::Undo undo;
    m_chains.place(cell, placed, undo);
    const double value = chance(move.cell, move.pin, kept, depth);
    m_chains.undo(undo);
    return value;
}

// The mean over the ply's sample tiles of the best option, the line open at (cell, pin) and
// `kept` in hand, `depth` plies to go (3 or more; 2 is secondToLast()).
double DeepSearch::chance(int cell, int pin, int kept, int depth)
{
    if (depth == 2)
        return secondToLast(cell, pin, kept);
    const std::vector<int> &tiles = m_samples[static_cast<std::size_t>(m_plies - 1 - depth)];
    double sum = 0;
    for (const int fresh : tiles) {
        if (pollCancel())
            return 0;
        double best = 0;
        for (int which = 0; which < 2; ++which) {
            const int tile = which == 0 ? kept : fresh;
            const int other = which == 0 ? fresh : kept;
            for (const Tile &placed : m_tiles[static_cast<std::size_t>(tile)]) {
                const ChainBoard::Follow move = m_chains.follow(cell, pin, placed);
                double value = move.points();
                if (!move.hitWall) {
                    ChainBoard::Undo undo;
                    m_chains.place(cell, placed, undo);
                    value += chance(move.cell, move.pin, other, depth - 1);
                    m_chains.undo(undo);
                }
                best = std::max(best, value);
            }
        }
        sum += best;
    }
    return sum / static_cast<double>(tiles.size());
}

// chance() two plies before the end. The options are not placed: the last ply needs only the
// exits of the cell each one leads to, read through the tile it would lay.
double DeepSearch::secondToLast(int cell, int pin, int kept)
{
    const std::vector<int> &tiles = m_samples.back();
    struct Option
    {
        double bound;
        int points;
        Exits *exits;
        int kept;
    };
    // The kept tile's options are the same for every sample; only the tile kept after them is not.
    std::array<Exits, 6> keptExits;
    std::array<int, 6> keptPoints {};
    std::array<bool, 6> keptOpen {};
    double keptDead = 0; // the best of its options that end the game
    for (int k = 0; k < 6; ++k) {
        const Tile &placed = m_tiles[static_cast<std::size_t>(kept)][static_cast<std::size_t>(k)];
        const ChainBoard::Follow move = m_chains.follow(cell, pin, placed);
        keptPoints[static_cast<std::size_t>(k)] = move.points();
        keptOpen[static_cast<std::size_t>(k)] = !move.hitWall;
        if (move.hitWall)
            keptDead = std::max(keptDead, static_cast<double>(move.points()));
        else
            exitsAt(move.cell, move.pin, cell, &placed, keptExits[static_cast<std::size_t>(k)]);
    }
    std::array<Exits, 6> freshExits;
    double sum = 0;
    for (const int fresh : tiles) {
        double best = keptDead;
        std::array<Option, 12> options;
        int count = 0;
        for (int k = 0; k < 6; ++k) {
            const auto i = static_cast<std::size_t>(k);
            if (keptOpen[i]) {
                options[static_cast<std::size_t>(count++)]
                    = {keptPoints[i] + keptExits[i].bound, keptPoints[i], &keptExits[i], fresh};
            }
        }
        for (int k = 0; k < 6; ++k) {
            const auto i = static_cast<std::size_t>(k);
            const Tile &placed = m_tiles[static_cast<std::size_t>(fresh)][i];
            const ChainBoard::Follow move = m_chains.follow(cell, pin, placed);
            if (move.hitWall) {
                best = std::max(best, static_cast<double>(move.points()));
                continue;
            }
            exitsAt(move.cell, move.pin, cell, &placed, freshExits[i]);
            options[static_cast<std::size_t>(count++)]
                = {move.points() + freshExits[i].bound, move.points(), &freshExits[i], kept};
        }
        // Best bound first (a stable insertion sort: twelve at most), until no bound can win.
        for (int i = 1; i < count; ++i) {
            const Option option = options[static_cast<std::size_t>(i)];
            int j = i;
            for (; j > 0 && options[static_cast<std::size_t>(j - 1)].bound < option.bound; --j)
                options[static_cast<std::size_t>(j)] = options[static_cast<std::size_t>(j - 1)];
            options[static_cast<std::size_t>(j)] = option;
        }
        for (int i = 0; i < count && options[static_cast<std::size_t>(i)].bound > best; ++i) {
            Option &option = options[static_cast<std::size_t>(i)];
            best = std::max(best, option.points + lastPly(*option.exits, option.kept));
        }
        sum += best;
    }
    return sum / static_cast<double>(tiles.size());
}

// The exits of the empty `cell` entered at `pin`, with `pending` about to be laid at
// `pendingCell` (its chains followed through that tile) when given.
void DeepSearch::exitsAt(int cell, int pin, int pendingCell, const Tile *pending,
                         Exits &exits) const
{
    exits.pin = pin;
    exits.levels = -1;
    int longestOpen = -1; // -1: none
    int longestWall = -1;
    int backSegments = 0;
    for (int q = 0; q < pinCount; ++q) {
        if (q == pin)
            continue;
        const ChainBoard::Link *link = &m_chains.link(cell, q);
        int length = link->length;
        while (pending && link->cell == pendingCell) {
            link = &m_chains.link(pendingCell, pending->partner(link->pin));
            length += 1 + link->length;
        }
        Exit &exit = exits.exit[static_cast<std::size_t>(q)];
        exit.length = length;
        exit.back = link->pin;
        exit.kind = link->cell == cell ? Back : (m_chains.isWall(link->cell) ? Wall : Open);
        if (exit.kind == Back)
            backSegments += length + 1;
        else if (exit.kind == Open)
            longestOpen = std::max(longestOpen, length);
        else
            longestWall = std::max(longestWall, length);
    }
    // The most a tile can make here (the pruning of secondToLast() needs no more than an upper
    // bound, and the tighter it is the more options it skips). Without chains that come back
    // into the cell, the line leaves along one exit: the best of the longest open one (with the
    // bonus) and the longest one into a wall. With them, it may run through every such chain
    // (each is counted from both its ends, hence the half) before it leaves along the longest.
    if (backSegments > 0) {
        const int longestOut = std::max({0, longestOpen, longestWall});
        exits.bound = lineValue(1 + longestOut + backSegments / 2, true);
    } else {
        exits.bound = std::max(longestOpen < 0 ? 0.0 : lineValue(1 + longestOpen, true),
                               longestWall < 0 ? 0.0 : lineValue(1 + longestWall, false));
    }
}

// What a tile laid at the exits' cell makes, bonus included, following lines that come back.
double DeepSearch::optionValue(const Exits &exits, const Tile &tile) const
{
    int length = 0;
    int pin = exits.pin;
    for (;;) {
        const Exit &exit = exits.exit[static_cast<std::size_t>(tile.partner(pin))];
        length += 1 + exit.length;
        if (exit.kind != Back)
            return lineValue(length, exit.kind == Open);
        pin = exit.back;
    }
}

void DeepSearch::rankExits(Exits &exits) const
{
    const int pin = exits.pin;
    const int turn = pin & ~1; // the frame turned by whole sides so that the entry pin is 0 or 1
    // The distinct values, best first, each with the (turned) pins that give it: few, as most
    // exits are one segment into an empty cell.
    std::array<int, pinCount> pins {};
    exits.levels = 0;
    for (int q = 0; q < pinCount; ++q) {
        if (q == pin)
            continue;
        const Exit &exit = exits.exit[static_cast<std::size_t>(q)];
        const int length = 1 + exit.length;
        double value = 0;
        if (exit.kind == Back) {
            // The line comes back at exit.back and the tile sends it on to one of the nine pins
            // left: the mean of those.
            for (int on = 0; on < pinCount; ++on) {
                if (on == pin || on == q || on == exit.back)
                    continue;
                const Exit &next = exits.exit[static_cast<std::size_t>(on)];
                value += lineValue(length + 1 + next.length + (next.kind == Back ? 1 : 0),
                                   next.kind != Wall);
            }
            value /= 9;
        } else {
            value = lineValue(length, exit.kind == Open);
        }
        const int bit = 1 << ((q - turn + pinCount) % pinCount);
        int at = 0;
        while (at < exits.levels && exits.value[static_cast<std::size_t>(at)] > value)
            ++at;
        if (at < exits.levels && exits.value[static_cast<std::size_t>(at)] == value) {
            pins[static_cast<std::size_t>(at)] |= bit;
            continue;
        }
        for (int i = exits.levels++; i > at; --i) {
            exits.value[static_cast<std::size_t>(i)] = exits.value[static_cast<std::size_t>(i - 1)];
            pins[static_cast<std::size_t>(i)] = pins[static_cast<std::size_t>(i - 1)];
        }
        exits.value[static_cast<std::size_t>(at)] = value;
        pins[static_cast<std::size_t>(at)] = bit;
    }
    const std::vector<double> &stuck = m_stuck[static_cast<std::size_t>(pin & 1)];
    int reached = 0;
    for (int i = 0; i < exits.levels; ++i) {
        reached |= pins[static_cast<std::size_t>(i)];
        exits.chance[static_cast<std::size_t>(i)]
            = 1.0 - stuck[static_cast<std::size_t>(allPins & ~reached)];
    }
}

// The last ply: the best of the kept tile's options and the new tile's, in expectation over
// every tile. E[max(h, X)] = h + sum over the values v above h of (v - next lower) P(X >= v).
double DeepSearch::lastPly(Exits &exits, int kept)
{
    double keptBest = 0;
    for (const Tile &tile : m_tiles[static_cast<std::size_t>(kept)])
        keptBest = std::max(keptBest, optionValue(exits, tile));
    if (exits.levels < 0)
        rankExits(exits);
    double result = keptBest;
    for (int i = 0; i < exits.levels && exits.value[static_cast<std::size_t>(i)] > keptBest; ++i) {
        const double below = i + 1 < exits.levels
            ? std::max(exits.value[static_cast<std::size_t>(i + 1)], keptBest)
            : keptBest;
        result += (exits.value[static_cast<std::size_t>(i)] - below)
            * exits.chance[static_cast<std::size_t>(i)];
    }
    return result;
}

} // namespace pw::entanglement
