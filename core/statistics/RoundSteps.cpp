#include "core/statistics/RoundSteps.h"

#include <algorithm>
#include <cmath>

namespace pw::statistics {

namespace {

// Quotients within this of a whole number count as that number: 0.3 / 0.1 is 2.9999999999999996
// in doubles, and a scale must not grow a step (or lose one) over it.
constexpr double slack = 1e-9;

// The smallest of 1, 2 and 5 times a power of ten (from 1 up) that is at least atLeast.
double wholeStep(double atLeast)
{
    if (atLeast <= 1)
        return 1;
    const double power = std::pow(10.0, std::floor(std::log10(atLeast)));
    for (double factor : {1.0, 2.0, 5.0}) {
        if (factor * power >= atLeast * (1 - slack))
            return factor * power;
    }
    return 10 * power;
}

double secondsStep(double atLeast)
{
    // Within a minute and within an hour: 1-2-5, and the quarter, third and half of the next
    // unit, which a clock face shows as round.
    static constexpr double clockSteps[]
        = {1, 2, 5, 10, 15, 20, 30, 60, 120, 300, 600, 900, 1200, 1800, 3600};
    for (double step : clockSteps) {
        if (step >= atLeast * (1 - slack))
            return step;
    }
    // Hours from here on, in 1-2-5 steps.
    return 3600 * wholeStep(atLeast / 3600);
}

} // namespace

double roundStep(double atLeast, StepUnit unit)
{
    return unit == StepUnit::Whole ? wholeStep(atLeast) : secondsStep(atLeast);
}

QList<double> RoundScale::ticks() const
{
    QList<double> values;
    const int count = static_cast<int>(std::lround((to - from) / step));
    for (int i = 0; i <= count; ++i)
        values.append(from + i * step);
    return values;
}

RoundScale roundScale(double lowest, double highest, int maxSteps, StepUnit unit)
{
    if (highest < lowest)
        std::swap(lowest, highest);
    maxSteps = std::max(1, maxSteps);
    RoundScale scale;
    scale.step = roundStep((highest - lowest) / maxSteps, unit);
    for (;;) {
        scale.from = std::floor(lowest / scale.step + slack) * scale.step;
        scale.to = std::ceil(highest / scale.step - slack) * scale.step;
        if (scale.to <= scale.from)
            scale.to = scale.from + scale.step;
        // Rounding out at both ends can need one step more than the span did.
        if ((scale.to - scale.from) / scale.step <= maxSteps + slack)
            return scale;
        scale.step = roundStep(scale.step * (1 + 1e-6), unit);
    }
}

} // namespace pw::statistics
