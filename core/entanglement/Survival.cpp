#include "core/entanglement/Survival.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <unordered_map>

namespace pw::entanglement {

namespace {

// Where leaving the open end's cell through one of its pins leads, following the placed tiles:
// into a wall, to an empty cell (the line stays open), back into the cell itself at another pin
// (the new tile there then carries the line on), or into a second empty cell that a tile is
// about to fill (the "portal": what happens next depends on that tile).
constexpr std::uint8_t toWall = 0;
constexpr std::uint8_t toOpenCell = 1;
constexpr std::uint8_t backAt = 2; // + the pin the line comes back in at
constexpr std::uint8_t intoPortalAt = backAt + pinCount; // + the portal's pin

using PinCodes = std::array<std::uint8_t, pinCount>;

struct PinMap
{
    PinCodes code {};
    std::array<LineEnd, pinCount> openEnd {}; // where the line stops, for toOpenCell
};

PinMap pinMap(const Board &board, UvCell cell, std::optional<UvCell> portal = std::nullopt)
{
    PinMap map;
    const int limit = pinCount / 2 * (board.playableCellCount() + 1);
    for (int pin = 0; pin < pinCount; ++pin) {
        LineEnd at = stepOut(cell, pin);
        std::uint8_t code = toWall;
        for (int steps = 0; steps <= limit; ++steps) {
            if (board.isWall(at.cell))
                break;
            if (at.cell == cell) {
                code = static_cast<std::uint8_t>(backAt + at.pin);
                break;
            }
            if (portal && at.cell == *portal) {
                code = static_cast<std::uint8_t>(intoPortalAt + at.pin);
                break;
            }
            if (!board.hasTile(at.cell)) {
                code = toOpenCell;
                map.openEnd[static_cast<std::size_t>(pin)] = at;
                break;
            }
            at = stepOut(at.cell, board.tileAt(at.cell).partner(at.pin));
        }
        map.code[static_cast<std::size_t>(pin)] = code;
    }
    return map;
}

// Follows a tile placed (as turned) at the cell, entered at `entry`: through the tile, then as
// the codes say, back through the tile while the line returns to it. Returns the pin whose code
// ends the walk (toOpenCell or intoPortalAt), or -1 if it runs into a wall.
int exitPin(const PinCodes &code, const Tile &placed, int entry)
{
    int out = placed.partner(entry);
    // Each return uses two more of the tile's six pairs.
    for (int turns = 0; turns < pinPairCount; ++turns) {
        const std::uint8_t c = code[static_cast<std::size_t>(out)];
        if (c == toWall)
            return -1;
        if (c < backAt || c >= intoPortalAt)
            return out;
        out = placed.partner(c - backAt);
    }
    return -1;
}

// What every tile can do at an open end, which depends only on the entry pin and the codes of
// the other pins: whether some rotation of it keeps the line open (one bit per pairing), and the
// share of pairings that can.
struct Openers
{
    std::vector<std::uint64_t> bits;
    double share = 0;
    bool canOpen(int pairing) const
    {
        return (bits[static_cast<std::size_t>(pairing) >> 6] >> (pairing & 63)) & 1U;
    }
    // The chance that the next move keeps the line open with `held` in hand and a tile drawn:
    // certain if some rotation of `held` does, else the share of tiles that can.
    double chanceWith(int held) const { return canOpen(held) ? 1.0 : share; }
};

// The entry pin and the other pins' codes, four bits each (no portal codes: they are resolved
// before a key is made).
std::uint64_t keyOf(const PinCodes &code, int entry)
{
    std::uint64_t key = static_cast<std::uint64_t>(entry);
    for (int pin = 0; pin < pinCount; ++pin)
        key = key * 16 + (pin == entry ? 0 : code[static_cast<std::size_t>(pin)]);
    return key;
}

Openers computeOpeners(const PinCodes &code, int entry)
{
    const std::vector<Tile> &all = Tile::allPairings();
    const auto &orbits = Tile::rotatedIndices();
    std::vector<char> opens(all.size());
    for (std::size_t p = 0; p < all.size(); ++p)
        opens[p] = exitPin(code, all[p], entry) >= 0 ? 1 : 0;
    Openers result;
    result.bits.assign((all.size() + 63) / 64, 0);
    int count = 0;
    for (std::size_t p = 0; p < all.size(); ++p) {
        const bool any = std::any_of(orbits[p].begin(), orbits[p].end(),
                                     [&](int q) { return opens[static_cast<std::size_t>(q)]; });
        if (any) {
            result.bits[p >> 6] |= std::uint64_t {1} << (p & 63);
            ++count;
        }
    }
    result.share = static_cast<double>(count) / static_cast<double>(all.size());
    return result;
}

// The openers of an open end, cached per thread: a key fully determines them, and the same few
// local shapes (an open middle, a stretch of rim, a corner) come back again and again.
std::unordered_map<std::uint64_t, Openers> &openersCache()
{
    static thread_local std::unordered_map<std::uint64_t, Openers> cache;
    return cache;
}

// Keeps the cache small between calls (it holds about 1.3 kB per shape); never during one,
// which holds pointers into it.
void trimOpenersCache()
{
    if (openersCache().size() > 4096)
        openersCache().clear();
}

// For an open end whose codes hold no portal.
const Openers &openersFor(const PinCodes &code, int entry)
{
    auto &cache = openersCache();
    const std::uint64_t key = keyOf(code, entry);
    const auto found = cache.find(key);
    if (found != cache.end())
        return found->second;
    return cache.emplace(key, computeOpeners(code, entry)).first->second;
}

const Openers &openersAt(const Board &board, LineEnd end)
{
    return openersFor(pinMap(board, end.cell).code, end.pin);
}

} // namespace

double nextMoveSurvival(const Board &board, LineEnd end, const Tile &held)
{
    if (board.isWall(end.cell))
        return 0;
    trimOpenersCache();
    return openersAt(board, end).chanceWith(held.index());
}

double survivalChance(const Board &board, LineEnd end, const Tile &held, common::SolverSink *sink)
{
    if (board.isWall(end.cell))
        return 0;
    trimOpenersCache();
    const std::vector<Tile> &all = Tile::allPairings();
    const auto &orbits = Tile::rotatedIndices();
    const PinMap here = pinMap(board, end.cell);

    // The open ends a placement can leave: for each pin of the end cell that leads to an empty
    // cell, that cell's pins, with the end cell as the portal (filled by the placement).
    std::array<std::optional<PinMap>, pinCount> beyond;
    // What the next tile can do after a placement; nullptr if the placement closes the line.
    auto after = [&](const Tile &placed) -> const Openers * {
        const int out = exitPin(here.code, placed, end.pin);
        if (out < 0)
            return nullptr;
        const LineEnd next = here.openEnd[static_cast<std::size_t>(out)];
        std::optional<PinMap> &map = beyond[static_cast<std::size_t>(out)];
        if (!map)
            map = pinMap(board, next.cell, end.cell);
        PinCodes code = map->code;
        for (std::uint8_t &c : code) {
            if (c < intoPortalAt)
                continue;
            // Through the placed tile and on, as the end cell's own codes say.
            int pin = placed.partner(c - intoPortalAt);
            c = toWall;
            for (int turns = 0; turns < pinPairCount; ++turns) {
                const std::uint8_t onward = here.code[static_cast<std::size_t>(pin)];
                if (onward == toWall)
                    break;
                if (onward == toOpenCell) {
                    const LineEnd stop = here.openEnd[static_cast<std::size_t>(pin)];
                    c = stop.cell == next.cell ? static_cast<std::uint8_t>(backAt + stop.pin)
                                               : toOpenCell;
                    break;
                }
                pin = placed.partner(onward - backAt);
            }
        }
        return &openersFor(code, next.pin);
    };

    // Replies with the held tile: the position each open rotation leaves, where the new tile is
    // then the one in hand.
    std::vector<const Openers *> heldReplies;
    for (int k = 0; k < 6; ++k) {
        if (const Openers *next = after(held.rotated(k)))
            heldReplies.push_back(next);
    }
    // Replies with the new tile, for every way it can lie: the chance the move after it stays
    // open, with the held tile in hand.
    const int heldIndex = held.index();
    std::vector<double> placedChance(all.size());
    for (std::size_t p = 0; p < all.size(); ++p) {
        if ((p & 1023) == 0 && sink && sink->isCancelled())
            return -1;
        const Openers *next = after(all[p]);
        placedChance[p] = next ? next->chanceWith(heldIndex) : 0.0;
    }
    // Every next tile equally likely; the best reply to each (the openers cache holds the
    // pointers: it only grows).
    double sum = 0;
    for (std::size_t t = 0; t < all.size(); ++t) {
        double best = 0;
        for (const Openers *next : heldReplies)
            best = std::max(best, next->canOpen(static_cast<int>(t)) ? 1.0 : next->share);
        for (const int q : orbits[t])
            best = std::max(best, placedChance[static_cast<std::size_t>(q)]);
        sum += best;
    }
    return sum / static_cast<double>(all.size());
}

bool addSurvival(const Game &game, std::vector<Candidate> &candidates, common::SolverSink *sink)
{
    const LineEnd end = game.openEnd();
    for (std::size_t i = 0; i < candidates.size(); ++i) {
        Candidate &candidate = candidates[i];
        if (candidate.endsGame) {
            candidate.survival = 0;
            continue;
        }
        if (const Candidate *same
            = samePlacement(game, std::span(candidates).first(i), candidate)) {
            candidate.survival = same->survival;
            continue;
        }
        const Tile &held = candidate.pocket ? game.currentTile() : game.pocketTile();
        Board board = game.board();
        board.place(end.cell, placedTile(game, candidate));
        const double chance = survivalChance(board, candidate.end, held, sink);
        if (chance < 0)
            return false;
        candidate.survival = chance;
    }
    return true;
}

} // namespace pw::entanglement
