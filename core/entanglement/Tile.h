#pragma once

#include "core/entanglement/Pins.h"

#include "core/common/Random.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace pw::entanglement {

using PinPair = std::pair<int, int>;

// A tile: the twelve pins joined in six disjoint pairs (two pins of one side may be joined).
// Stored as each pin's partner, so following the line through a tile is one array read.
class Tile
{
public:
    // Number of distinct pairings of 12 pins: 11 * 9 * 7 * 5 * 3 * 1.
    static constexpr int pairingCount = 10395;

    // Pins paired as 0-1, 2-3, ... (a valid tile; used for empty slots).
    Tile();

    // A uniformly drawn pairing: the lowest unpaired pin takes a uniform partner among the
    // remaining ones, which gives each of the 10395 pairings probability 1 / 10395.
    static Tile random(common::Random &random);

    // The tile from six pairs; std::nullopt with a reason in *why if they are not a pairing of
    // all twelve pins.
    static std::optional<Tile> fromPairs(const std::vector<PinPair> &pairs, std::string *why);

    int partner(int pin) const { return m_partner[static_cast<std::size_t>(pin)]; }

    // The same tile turned `steps` sides clockwise (negative: anticlockwise).
    Tile rotated(int steps) const;

    // Six pairs, each (low, high), in ascending order of the low pin.
    std::vector<PinPair> pairs() const;

    // The position of this pairing in the lexicographic enumeration of all pairings (0..10394);
    // allPairings()[index()] == *this.
    int index() const;

    // Every pairing once, in index order.
    static const std::vector<Tile> &allPairings();
    // rotatedIndices()[p][k]: the index of pairing p turned k steps clockwise (its orbit).
    static const std::vector<std::array<int, 6>> &rotatedIndices();

    friend bool operator==(const Tile &, const Tile &) = default;

private:
    std::array<std::uint8_t, pinCount> m_partner;
};

} // namespace pw::entanglement
