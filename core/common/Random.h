#pragma once

#include <cstdint>
#include <random>
#include <utility>

namespace pw::common {

// Seeded random numbers that give the same sequence for the same seed on every machine and
// compiler. std::mt19937_64 itself is fully specified by the standard; the std distributions are
// not, so the helpers here do their own unbiased mapping onto ranges.
class Random
{
public:
    explicit Random(std::uint64_t seed)
        : m_engine(seed)
    { }

    std::uint64_t next() { return m_engine(); }

    // Uniform in [0, bound); bound must be > 0. Rejection sampling keeps it unbiased.
    std::uint64_t below(std::uint64_t bound);

    // Uniform in [low, high], both inclusive; low <= high.
    std::int64_t between(std::int64_t low, std::int64_t high);

    // Uniform in [0, 1) with 53 random bits.
    double unit();

    bool chance(double probability) { return unit() < probability; }

    // Fisher-Yates shuffle of [first, last).
    template<class RandomIt> void shuffle(RandomIt first, RandomIt last)
    {
        const auto count = last - first;
        for (auto i = count - 1; i > 0; --i) {
            const auto j = static_cast<decltype(i)>(below(static_cast<std::uint64_t>(i) + 1));
            using std::swap;
            swap(first[i], first[j]);
        }
    }

    template<class Container> void shuffle(Container &container)
    {
        shuffle(container.begin(), container.end());
    }

    // A uniformly chosen element index of a non-empty container.
    template<class Container> std::size_t pickIndex(const Container &container)
    {
        return static_cast<std::size_t>(below(container.size()));
    }

private:
    std::mt19937_64 m_engine;
};

} // namespace pw::common
