#pragma once

#include "core/common/SolverSink.h"
#include "core/noodles/Board.h"
#include "core/noodles/StepReplay.h"
#include "ui/noodles/NoodlesView.h"

#include <QCoreApplication>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace pw::ui {

// The solver's step-through as pictures: for a place in the steps a solve recorded from its
// start board, what the view draws (each piece's remaining orientations, the piece the step is
// about, the evidence of its rule) and what the tab says about it.
class NoodlesStepFrames
{
    Q_DECLARE_TR_FUNCTIONS(pw::ui::NoodlesStepFrames)

public:
    struct Frame
    {
        NoodlesView::Replay replay;
        std::optional<NoodlesView::Evidence> evidence;
        QString status; // one line for the status bar
        QString explanation; // every step says something, so the line keeps its place
    };

    // The steps to come start from `board` (a solve's start, locks off).
    void start(const noodles::Board &board);
    // No steps any more: the replay's memory goes.
    void clear();
    const noodles::Board &startBoard() const { return m_start; }

    // The frame after the first `to` of `steps` (0: before the first deduction).
    Frame frameAt(const std::vector<common::StepEvent> &steps, int to);

private:
    Frame stepFrame(const common::StepEvent &step, int to, int count,
                    const std::optional<noodles::Deduction> &deduction) const;

    noodles::Board m_start;
    std::unique_ptr<noodles::StepReplay> m_replay; // made on the first seek
};

} // namespace pw::ui
