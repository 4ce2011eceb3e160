#pragma once

#include "core/entanglement/Player.h"

#include <QCoreApplication>
#include <QString>

#include <vector>

namespace pw::ui::entanglement {

// What the computer player's numbers mean, in words: each candidate's points now and the points
// it expects later (its value less the points now: the lookahead's expectation of the turns
// after it, with the bonus for a line still open at its horizon), and the choice compared with
// the move that scores most now.
struct CandidateWords
{
    Q_DECLARE_TR_FUNCTIONS(pw::ui::entanglement::CandidateWords)

public:
    static double later(const pw::entanglement::Candidate &candidate)
    {
        return candidate.value - candidate.points;
    }
    // "the tile in hand turned 2 steps" / "the pocket tile turned 2 steps"
    static QString which(const pw::entanglement::Candidate &candidate);
    // One candidate: "the pocket tile turned 3 steps: +12 now, about 240 later".
    static QString describe(const pw::entanglement::Candidate &candidate);
    // The chosen move against the candidate that scores most now, when that is another one.
    static QString compare(const std::vector<pw::entanglement::Candidate> &candidates,
                           int chosen);
    // The board labels' legend.
    static QString legend();
};

} // namespace pw::ui::entanglement
