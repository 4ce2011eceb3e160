#pragma once

#include "core/common/SolverSink.h"
#include "core/sliding/SearchReporter.h"

#include <chrono>

namespace pw::sliding {

// Passes everything through to another sink and also reports "cancelled" once a deadline has
// passed, so "Automatic" can give the optimal search a time budget and tell the budget running
// out (expired()) from the user cancelling (the inner sink). The best board goes through too.
class DeadlineSink : public common::SolverSink, public BestBoardObserver
{
public:
    DeadlineSink(common::SolverSink &inner, std::chrono::steady_clock::duration budget)
        : m_inner(inner)
        , m_observer(dynamic_cast<BestBoardObserver *>(&inner))
        , m_deadline(std::chrono::steady_clock::now() + budget)
    { }

    bool isCancelled() const override { return m_inner.isCancelled() || expired(); }
    bool expired() const { return std::chrono::steady_clock::now() >= m_deadline; }
    void reportProgress(const common::Progress &progress) override
    {
        m_inner.reportProgress(progress);
    }
    bool wantsSteps() const override { return m_inner.wantsSteps(); }
    void reportStep(const common::StepEvent &step) override { m_inner.reportStep(step); }
    void bestBoard(const Board &board, int h) override
    {
        if (m_observer)
            m_observer->bestBoard(board, h);
    }

private:
    common::SolverSink &m_inner;
    BestBoardObserver *m_observer;
    std::chrono::steady_clock::time_point m_deadline;
};

} // namespace pw::sliding
