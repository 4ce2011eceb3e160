#include "ui/entanglement/CandidateWords.h"

#include <QLocale>

#include <cmath>

namespace pw::ui::entanglement {

using pw::entanglement::Candidate;

namespace {

bool known(const Candidate &candidate)
{
    return candidate.survival >= 0;
}

// Whether the survival chances of two candidates differ enough to be worth a word: by a
// percentage point or more, as shown.
bool survivesLess(const Candidate &a, const Candidate &b)
{
    return known(a) && known(b) && std::lround(a.survival * 100) < std::lround(b.survival * 100);
}

} // namespace

QString CandidateWords::tag(const Candidate &candidate)
{
    return candidate.pocket ? tr("P%1", "pocket tile, turn").arg(candidate.rotation)
                            : tr("T%1", "tile in hand, turn").arg(candidate.rotation);
}

QString CandidateWords::label(const Candidate &candidate)
{
    const long points = std::lround(later(candidate));
    QString text = points != 0 && !candidate.endsGame
        ? tr("%1 +%2 · %3", "tile, points now, points later")
              .arg(tag(candidate))
              .arg(candidate.points)
              .arg(points)
        : tr("%1 +%2", "tile, points now").arg(tag(candidate)).arg(candidate.points);
    if (candidate.endsGame)
        return text + QStringLiteral(" \u2716");
    if (known(candidate))
        text = tr("%1 · %2", "label, survival chance").arg(text, percent(candidate.survival));
    return text;
}

QString CandidateWords::amount(double points)
{
    return QLocale().toString(points, 'f', points < 9.95 ? 1 : 0);
}

QString CandidateWords::which(const Candidate &candidate)
{
    return candidate.pocket
        ? tr("the pocket tile turned %n step(s)", nullptr, candidate.rotation)
        : tr("the tile in hand turned %n step(s)", nullptr, candidate.rotation);
}

QString CandidateWords::percent(double survival)
{
    if (survival > 0 && survival < 0.005)
        return tr("<1 %");
    return tr("%1 %").arg(std::lround(survival * 100));
}

QString CandidateWords::describe(const Candidate &candidate)
{
    if (candidate.endsGame)
        return tr("%1: +%2 now, and the game ends").arg(which(candidate)).arg(candidate.points);
    const QString now = tr("%1: +%2 now, about %3 later")
                            .arg(which(candidate))
                            .arg(candidate.points)
                            .arg(std::lround(later(candidate)));
    if (!known(candidate))
        return now;
    if (candidate.survival == 0)
        return tr("%1, but the game ends within two moves whatever is drawn").arg(now);
    return tr("%1, and the line survives %2 of the next two draws")
        .arg(now, percent(candidate.survival));
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
    QString instead;
    if (alternative.endsGame) {
        instead = tr("+%1 now, which ends the game").arg(alternative.points);
    } else if (known(alternative) && alternative.survival == 0) {
        instead = tr("+%1 now, which ends the game within two moves").arg(alternative.points);
    } else if (survivesLess(alternative, best)) {
        instead = tr("+%1 now, about %2 later, and the line survives only %3 of the next two "
                     "draws against %4")
                      .arg(alternative.points)
                      .arg(std::lround(later(alternative)))
                      .arg(percent(alternative.survival), percent(best.survival));
    } else {
        instead = tr("+%1 now but only about %2 later")
                      .arg(alternative.points)
                      .arg(std::lround(later(alternative)));
    }
    return tr("%1, instead of %2 (%3).").arg(choice, which(alternative), instead);
}

QString CandidateWords::legend()
{
    return tr("Board labels: T = the tile in hand, P = the pocket tile, then its turn (0-5); "
              "+points now · points expected later · the chance that the line is still open "
              "after the next two draws (the best replies to every pair of tiles); \u2716 ends "
              "the game.");
}

QString CandidateWords::playerTitle(pw::entanglement::PlayerKind kind)
{
    switch (kind) {
    case pw::entanglement::PlayerKind::Greedy:
        return tr("Greedy", "computer player");
    case pw::entanglement::PlayerKind::Lookahead:
        return tr("Lookahead", "computer player");
    case pw::entanglement::PlayerKind::Deep:
        return tr("Deep", "computer player");
    }
    return {};
}

QString CandidateWords::playedBy(std::optional<pw::entanglement::PlayerKind> computer)
{
    return computer ? tr("Computer: %1", "who played a move").arg(playerTitle(*computer))
                    : tr("You", "who played a move");
}

QString CandidateWords::playedByShort(std::optional<pw::entanglement::PlayerKind> computer)
{
    return computer ? playerTitle(*computer) : tr("You", "who played a move");
}

QString CandidateWords::reviewLegend()
{
    return tr("Review: the move played is drawn in place, in green; the reviewing player's "
              "choice is the yellow label.")
        + QLatin1Char(' ') + legend();
}

} // namespace pw::ui::entanglement
