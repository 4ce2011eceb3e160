#pragma once

// A solver sink that lets a job run for a given number of cancellation polls and then cancels
// it, keeping the progress fractions it was told: the cancellation tests of the suites share it.

#include "core/common/SolverSink.h"

#include <vector>

namespace pw::test {

class CancelAfterSink : public pw::common::SolverSink
{
public:
    explicit CancelAfterSink(int polls)
        : m_polls(polls)
    { }
    bool isCancelled() const override { return --m_polls < 0; }
    void reportProgress(const pw::common::Progress &progress) override
    {
        fractions.push_back(progress.fraction);
    }

    std::vector<double> fractions;

private:
    mutable int m_polls;
};

} // namespace pw::test
