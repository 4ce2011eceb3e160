#pragma once

// What every benchmark measures with: the CPU time of the calling thread (not wall time, so a
// busy machine shifts the figures less), the median and the worst of a run's values, and the
// count an option such as "--seeds N" asks for.

#include <QStringList>

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

// 0 for no values.
inline double worst(const std::vector<double> &values)
{
    return values.empty() ? 0 : *std::max_element(values.begin(), values.end());
}

// The number after `option` in the arguments (at least 1), or `fallback` without one.
inline int countOption(const QStringList &arguments, const QString &option, int fallback)
{
    const auto at = arguments.indexOf(option);
    if (at < 0 || at + 1 >= arguments.size())
        return fallback;
    return std::max(1, arguments[at + 1].toInt());
}

} // namespace pw::bench
