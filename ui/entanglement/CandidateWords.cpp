#include "ui/entanglement/CandidateWords.h"

#include <cmath>

namespace pw::ui::entanglement {

using pw::entanglement::Candidate;

QString CandidateWords::which(const Candidate &candidate)
{
    return candidate.pocket
        ? tr("the pocket tile turned %n step(s)", nullptr, candidate.rotation)
        : tr("the tile in hand turned %n step(s)", nullptr, candidate.rotation);
}

QString CandidateWords::describe(const Candidate &candidate)
{
    if (candidate.endsGame)
        return tr("%1: +%2 now, and the game ends").arg(which(candidate)).arg(candidate.points);
    return tr("%1: +%2 now, about %3 later")
        .arg(which(candidate))
        .arg(candidate.points)
        .arg(std::lround(later(candidate)));
}

QString CandidateWords::compare(const std::vector<Candidate> &candidates, int chosen)
{
    if (chosen < 0 || chosen >= static_cast<int>(candidates.size()))
        return {};
    const Candidate &best = candidates[static_cast<std::size_t>(chosen)];
    int greedy = chosen;
    for (int i = 0; i < static_cast<int>(candidates.size()); ++i) {
        if (candidates[static_cast<std::size_t>(i)].points
            > candidates[static_cast<std::size_t>(greedy)].points)
            greedy = i;
    }
    const QString choice = best.endsGame
        ? tr("+%1 now, and the game ends (every move ends it)").arg(best.points)
        : tr("+%1 now and about %2 later").arg(best.points).arg(std::lround(later(best)));
    if (greedy == chosen)
        return tr("%1: also the most points now.").arg(choice);
    const Candidate &alternative = candidates[static_cast<std::size_t>(greedy)];
    const QString instead = alternative.endsGame
        ? tr("+%1 now, which ends the game").arg(alternative.points)
        : tr("+%1 now but only about %2 later")
              .arg(alternative.points)
              .arg(std::lround(later(alternative)));
    return tr("%1, instead of %2 (%3).").arg(choice, which(alternative), instead);
}

QString CandidateWords::legend()
{
    return tr("Board labels: T = the tile in hand, P = the pocket tile, then its turn (0-5); "
              "+points now · points expected later; \u2716 ends the game.");
}

} // namespace pw::ui::entanglement
