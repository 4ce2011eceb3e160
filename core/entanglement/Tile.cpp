#include "core/entanglement/Tile.h"

#include <QCoreApplication>

#include <algorithm>

namespace pw::entanglement {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::entanglement::Tile)
};

} // namespace

Tile::Tile()
{
    for (int pin = 0; pin < pinCount; ++pin)
        m_partner[static_cast<std::size_t>(pin)] = static_cast<std::uint8_t>(pin ^ 1);
}

Tile Tile::random(common::Random &random)
{
    Tile tile;
    std::array<int, pinCount> free {};
    int freeCount = pinCount;
    for (int pin = 0; pin < pinCount; ++pin)
        free[static_cast<std::size_t>(pin)] = pin;
    while (freeCount > 0) {
        // Take the lowest free pin and a uniform partner among the others; keep `free` sorted
        // so the draw sequence is the same on every platform.
        const int first = free[0];
        const auto pick
            = 1 + static_cast<int>(random.below(static_cast<std::uint64_t>(freeCount - 1)));
        const int second = free[static_cast<std::size_t>(pick)];
        tile.m_partner[static_cast<std::size_t>(first)] = static_cast<std::uint8_t>(second);
        tile.m_partner[static_cast<std::size_t>(second)] = static_cast<std::uint8_t>(first);
        std::copy(free.begin() + pick + 1, free.begin() + freeCount, free.begin() + pick);
        std::copy(free.begin() + 1, free.begin() + freeCount - 1, free.begin());
        freeCount -= 2;
    }
    return tile;
}

std::optional<Tile> Tile::fromPairs(const std::vector<PinPair> &pairs, std::string *why)
{
    auto fail = [why](const QString &reason) -> std::optional<Tile> {
        if (why)
            *why = reason.toStdString();
        return std::nullopt;
    };
    if (pairs.size() != static_cast<std::size_t>(pinPairCount))
        return fail(Text::tr("a tile has 6 pin pairs, not %1").arg(pairs.size()));
    std::array<bool, pinCount> used {};
    Tile tile;
    for (const auto &[a, b] : pairs) {
        if (a < 0 || a >= pinCount || b < 0 || b >= pinCount)
            return fail(Text::tr("pin numbers run from 0 to 11; got %1")
                            .arg(a < 0 || a >= pinCount ? a : b));
        if (a == b)
            return fail(Text::tr("pin %1 is paired with itself").arg(a));
        for (const int pin : {a, b}) {
            if (used[static_cast<std::size_t>(pin)])
                return fail(Text::tr("pin %1 is used twice").arg(pin));
            used[static_cast<std::size_t>(pin)] = true;
        }
        tile.m_partner[static_cast<std::size_t>(a)] = static_cast<std::uint8_t>(b);
        tile.m_partner[static_cast<std::size_t>(b)] = static_cast<std::uint8_t>(a);
    }
    return tile;
}

Tile Tile::rotated(int steps) const
{
    Tile tile;
    for (int pin = 0; pin < pinCount; ++pin) {
        tile.m_partner[static_cast<std::size_t>(rotatePin(pin, steps))]
            = static_cast<std::uint8_t>(rotatePin(partner(pin), steps));
    }
    return tile;
}

std::vector<PinPair> Tile::pairs() const
{
    std::vector<PinPair> result;
    result.reserve(pinPairCount);
    for (int pin = 0; pin < pinCount; ++pin) {
        if (pin < partner(pin))
            result.emplace_back(pin, partner(pin));
    }
    return result;
}

int Tile::index() const
{
    // Mixed radix: at each step the lowest free pin chooses among (free - 1) partners, taken in
    // ascending order; the digits are those choices, most significant first.
    std::array<bool, pinCount> used {};
    int index = 0;
    for (int freeCount = pinCount; freeCount > 0; freeCount -= 2) {
        int first = 0;
        while (used[static_cast<std::size_t>(first)])
            ++first;
        const int second = partner(first);
        int choice = 0;
        for (int pin = first + 1; pin < second; ++pin)
            choice += used[static_cast<std::size_t>(pin)] ? 0 : 1;
        used[static_cast<std::size_t>(first)] = used[static_cast<std::size_t>(second)] = true;
        index = index * (freeCount - 1) + choice;
    }
    return index;
}

namespace {

void enumerate(std::array<std::uint8_t, pinCount> &partner, std::array<bool, pinCount> &used,
               std::vector<std::array<std::uint8_t, pinCount>> &out)
{
    int first = 0;
    while (first < pinCount && used[static_cast<std::size_t>(first)])
        ++first;
    if (first == pinCount) {
        out.push_back(partner);
        return;
    }
    used[static_cast<std::size_t>(first)] = true;
    for (int second = first + 1; second < pinCount; ++second) {
        if (used[static_cast<std::size_t>(second)])
            continue;
        used[static_cast<std::size_t>(second)] = true;
        partner[static_cast<std::size_t>(first)] = static_cast<std::uint8_t>(second);
        partner[static_cast<std::size_t>(second)] = static_cast<std::uint8_t>(first);
        enumerate(partner, used, out);
        used[static_cast<std::size_t>(second)] = false;
    }
    used[static_cast<std::size_t>(first)] = false;
}

} // namespace

const std::vector<Tile> &Tile::allPairings()
{
    static const std::vector<Tile> all = [] {
        std::vector<std::array<std::uint8_t, pinCount>> raw;
        raw.reserve(pairingCount);
        std::array<std::uint8_t, pinCount> partner {};
        std::array<bool, pinCount> used {};
        enumerate(partner, used, raw);
        std::vector<Tile> tiles(raw.size());
        for (std::size_t i = 0; i < raw.size(); ++i)
            tiles[i].m_partner = raw[i];
        return tiles;
    }();
    return all;
}

const std::vector<std::array<int, 6>> &Tile::rotatedIndices()
{
    static const std::vector<std::array<int, 6>> table = [] {
        const std::vector<Tile> &all = allPairings();
        std::vector<std::array<int, 6>> result(all.size());
        for (std::size_t p = 0; p < all.size(); ++p) {
            for (int k = 0; k < 6; ++k)
                result[p][static_cast<std::size_t>(k)] = all[p].rotated(k).index();
        }
        return result;
    }();
    return table;
}

} // namespace pw::entanglement
