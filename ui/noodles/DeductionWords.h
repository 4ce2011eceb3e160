#pragma once

#include "core/noodles/Deduction.h"
#include "core/noodles/HintChain.h"
#include "ui/noodles/NoodlesView.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace pw::ui {

// The rules' reasons in plain words and in marks on the board: one sentence per rule for a hint
// (every orientation the rules removed from its tile), one for a step of the step-through (one
// removed orientation), and the evidence the view draws for either.
struct DeductionWords
{
    Q_DECLARE_TR_FUNCTIONS(pw::ui::DeductionWords)

public:
    // Where side `side` of a tile is, seen from the tile: "above", "on its left"...
    static QString where(noodles::GridKind kind, int side);
    // One removed orientation (drawn in red): "Turned this way it would point into the wall on
    // its left."
    static QString step(noodles::GridKind kind, const noodles::Deduction &deduction);
    // A hint's reasons, one sentence per rule: "This tile must point away from the wall above.
    // Turned any other way it would close a loop through the 6 outlined tiles." Empty when there
    // are none.
    static QString hint(noodles::GridKind kind, const std::vector<noodles::Deduction> &reasons);
    // A step of a hint's chain of `count`: the tile's reasons as hint() words them, then what
    // follows for the tile: "This tile must meet the arm of the tile above. So it can only sit
    // one way (drawn over it)." A chain of one step is the hint's reasons alone.
    static QString chainStep(noodles::GridKind kind, const noodles::HintStep &step, int count);
    // The marks for step `index` of `chain`: its reasons' evidence, the sides it learns on its
    // own tile, and every tile fixed so far drawn as fixed.
    static NoodlesView::Evidence chainEvidence(const noodles::Topology &topology,
                                               const std::vector<noodles::HintStep> &chain,
                                               int index);
    // The marks for the view: walls, the neighbours' arms and blank sides, the loop's or island's
    // tiles outlined; with showRemoved, the removed orientations in red on the tile.
    static NoodlesView::Evidence evidence(const noodles::Topology &topology,
                                          const std::vector<noodles::Deduction> &reasons,
                                          bool showRemoved);
};

} // namespace pw::ui
