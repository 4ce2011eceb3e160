#pragma once

// Timing and summaries shared by the Kanoodle benchmarks.

#include <algorithm>
#include <chrono>
#include <vector>

namespace pw::kanoodle::bench {

using Clock = std::chrono::steady_clock;

inline double millisSince(Clock::time_point start)
{
    return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

struct Stats
{
    double median = 0;
    double worst = 0;
    double percentile90 = 0;
};

inline Stats stats(std::vector<double> values)
{
    if (values.empty())
        return {};
    std::sort(values.begin(), values.end());
    return {values[values.size() / 2], values.back(), values[values.size() * 9 / 10]};
}

} // namespace pw::kanoodle::bench
