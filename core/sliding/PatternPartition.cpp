#include "core/sliding/PatternPartition.h"

#include "core/sliding/PlacementRanking.h"

#include <QCoreApplication>
#include <QStringList>

#include <bit>

namespace pw::sliding {

namespace {

// The translation context of this file's messages (lupdate reads it; QtCore does the lookup).
struct Text
{
    Q_DECLARE_TR_FUNCTIONS(pw::sliding::PatternPartition)
};

} // namespace

QString PatternPartition::label() const
{
    QStringList sizes;
    for (const auto &pattern : patterns)
        sizes << QString::number(pattern.size());
    return sizes.join(QLatin1Char('-'));
}

QString PatternPartition::fileLabel() const
{
    if (*this == fifteen78() || *this == twentyFour6666())
        return label();
    // FNV-1a over the side and the patterns' tiles, a separator between patterns.
    std::uint32_t hash = 2166136261u;
    const auto mix
        = [&hash](int value) { hash = (hash ^ static_cast<std::uint32_t>(value)) * 16777619u; };
    mix(side);
    if (zeroAware)
        mix(-2);
    for (const std::vector<int> &pattern : patterns) {
        mix(-1);
        for (const int tile : pattern)
            mix(tile);
    }
    return label() + QStringLiteral("-%1").arg(hash, 8, 16, QLatin1Char('0'));
}

QString PatternPartition::problem() const
{
    if (side < 2 || side > 5)
        return Text::tr("pattern databases are made for boards of 2 x 2 to 5 x 5, not %1 x %1")
            .arg(side);
    std::vector<int> owner(static_cast<std::size_t>(cells()), -1);
    for (std::size_t p = 0; p < patterns.size(); ++p) {
        const auto &tiles = patterns[p];
        if (tiles.empty() || tiles.size() > PlacementRanking::maxTiles)
            return Text::tr("pattern %1 has %2 tiles; a pattern has 1 to %3")
                .arg(p + 1)
                .arg(tiles.size())
                .arg(PlacementRanking::maxTiles);
        const std::uint64_t placements
            = PlacementRanking(cells(), static_cast<int>(tiles.size())).count();
        if (placements > (1ull << 32))
            return Text::tr("pattern %1 has too many placements").arg(p + 1);
        // A zero-aware table's entries must be numbered in 32 bits too: it has 1.43 times as
        // many as placements for six tiles on 5 x 5, 2.75 times for eight on 4 x 4 (1.43 G),
        // and seven on 5 x 5 (2.4 G placements) would not fit.
        if (zeroAware && placements > (1ull << 31))
            return Text::tr("pattern %1 has too many states for a zero-aware table").arg(p + 1);
        for (int t : tiles) {
            if (t < 1 || t >= cells())
                return Text::tr("pattern %1 names tile %2, which is not on the board")
                    .arg(p + 1)
                    .arg(t);
            if (owner[static_cast<std::size_t>(t)] >= 0)
                return Text::tr("tile %1 is in two patterns").arg(t);
            owner[static_cast<std::size_t>(t)] = static_cast<int>(p);
        }
    }
    for (int t = 1; t < cells(); ++t) {
        if (owner[static_cast<std::size_t>(t)] < 0)
            return Text::tr("tile %1 is in no pattern").arg(t);
    }
    return {};
}

std::vector<std::uint32_t> PatternPartition::goalRegions(int p) const
{
    const int n = cells();
    std::uint32_t left = n == 32 ? ~std::uint32_t(0) : (std::uint32_t(1) << n) - 1;
    for (int t : patterns[static_cast<std::size_t>(p)])
        left &= ~(std::uint32_t(1) << (t - 1));
    const std::uint32_t freeCells = left;
    std::vector<std::uint32_t> regions;
    // The last cell's region first, then the others by their lowest cell.
    std::uint32_t seed = std::uint32_t(1) << (n - 1);
    while (left) {
        if (!(left & seed))
            seed = left & (~left + 1);
        std::uint32_t region = seed;
        for (;;) {
            std::uint32_t grown = region;
            for (std::uint32_t rest = region; rest; rest &= rest - 1) {
                const int cell = std::countr_zero(rest);
                if (cell % side > 0)
                    grown |= std::uint32_t(1) << (cell - 1);
                if (cell % side < side - 1)
                    grown |= std::uint32_t(1) << (cell + 1);
                if (cell >= side)
                    grown |= std::uint32_t(1) << (cell - side);
                if (cell + side < n)
                    grown |= std::uint32_t(1) << (cell + side);
            }
            grown &= freeCells;
            if (grown == region)
                break;
            region = grown;
        }
        regions.push_back(region);
        left &= ~region;
    }
    return regions;
}

PatternPartition PatternPartition::fifteen78()
{
    return {4, {{9, 10, 11, 12, 13, 14, 15}, {1, 2, 3, 4, 5, 6, 7, 8}}};
}

PatternPartition PatternPartition::twentyFour6666()
{
    return {5,
            {{1, 2, 3, 6, 7, 8},
             {4, 5, 9, 10, 14, 15},
             {11, 12, 16, 17, 21, 22},
             {13, 18, 19, 20, 23, 24}},
            true};
}

PatternPartition PatternPartition::twentyFour6666Pinwheel()
{
    return {5,
            {{1, 2, 3, 4, 7, 8},
             {5, 9, 10, 14, 15, 20},
             {6, 11, 12, 16, 17, 21},
             {13, 18, 19, 22, 23, 24}},
            true};
}

} // namespace pw::sliding
