#pragma once

#include "core/entanglement/Player.h"

#include <QCoreApplication>
#include <QString>

#include <optional>
#include <vector>

namespace pw::ui::entanglement {

// What the computer player's numbers mean, in words: each candidate's points now, the points
// it expects later (its value less the points now: the lookahead's expectation of the turns
// after it, with the bonus for a line still open at its horizon) and the chance that the line
// survives the next two draws (Survival.h), and the choice compared with the move that scores
// most now.
struct CandidateWords
{
    Q_DECLARE_TR_FUNCTIONS(pw::ui::entanglement::CandidateWords)

public:
    static double later(const pw::entanglement::Candidate &candidate)
    {
        return candidate.value - candidate.points;
    }
    // The board labels' name of a candidate: "T3" (the tile in hand turned 3 steps), "P3".
    static QString tag(const pw::entanglement::Candidate &candidate);
    // A candidate's label on the board: "T3 +12 · 240 · 92 %" (points now, points expected
    // later, survival chance), "T3 +12 ✖" for a move that ends the game.
    static QString label(const pw::entanglement::Candidate &candidate);
    // An amount of expected points: "128", "0.4".
    static QString amount(double points);
    // "the tile in hand turned 2 steps" / "the pocket tile turned 2 steps"
    static QString which(const pw::entanglement::Candidate &candidate);
    // A survival chance as shown: "92 %"; "100 %" from 99.5 % up, "<1 %" for a chance that is
    // not nil but rounds to it.
    static QString percent(double survival);
    // One candidate: "the pocket tile turned 3 steps: +12 now, about 240 later, and the line
    // survives 92 % of the next two draws".
    static QString describe(const pw::entanglement::Candidate &candidate);
    // The chosen move against the candidate that scores most now, when that is another one.
    static QString compare(const std::vector<pw::entanglement::Candidate> &candidates,
                           int chosen);
    // A computer player's name as the panels show it: "Greedy", "Lookahead", "Deep".
    static QString playerTitle(pw::entanglement::PlayerKind kind);
    // Who played a move: "You", or "Computer: Deep" for a computer player.
    static QString playedBy(std::optional<pw::entanglement::PlayerKind> computer);
    // The same in a table column headed "By": "You", or the computer player's name alone.
    static QString playedByShort(std::optional<pw::entanglement::PlayerKind> computer);
    // The board labels' legend.
    static QString legend();
    // The review's: the two candidates on the board, then the labels.
    static QString reviewLegend();
};

} // namespace pw::ui::entanglement
