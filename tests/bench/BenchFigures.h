#pragma once

// What every benchmark measures with: the CPU time of the calling thread (not wall time, so a
// busy machine shifts the figures less) and the median of a run's values.

#include <time.h>

#include <algorithm>
#include <vector>

namespace pw::bench {

inline double threadCpuMillis()
{
    timespec now {};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
}

// 0 for no values.
inline double median(std::vector<double> values)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

} // namespace pw::bench
