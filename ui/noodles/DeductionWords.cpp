#include "ui/noodles/DeductionWords.h"

#include <QStringList>

#include <algorithm>

namespace pw::ui {

namespace {

using noodles::Deduction;
using noodles::Rule;

// "above", "above and on its left", "above, on its right and on its left"
QString joined(const QStringList &parts)
{
    if (parts.size() <= 1)
        return parts.value(0);
    return DeductionWords::tr("%1 and %2")
        .arg(QStringList(parts.mid(0, parts.size() - 1)).join(QStringLiteral(", ")), parts.back());
}

// Two removed orientations may make the same loop or island: it is named and outlined once.
void addRegion(std::vector<std::vector<int>> &regions, const std::vector<int> &cells)
{
    if (cells.empty())
        return;
    std::vector<int> sorted = cells;
    std::sort(sorted.begin(), sorted.end());
    for (const std::vector<int> &region : regions) {
        std::vector<int> known = region;
        std::sort(known.begin(), known.end());
        if (known == sorted)
            return;
    }
    regions.push_back(cells);
}

// "3 and 4": the sizes of several loops or islands, smallest first.
QString sizesOf(const std::vector<std::vector<int>> &regions)
{
    std::vector<int> sizes;
    for (const std::vector<int> &region : regions)
        sizes.push_back(static_cast<int>(region.size()));
    std::sort(sizes.begin(), sizes.end());
    QStringList words;
    for (const int size : sizes)
        words << QString::number(size);
    return joined(words);
}

} // namespace

QString DeductionWords::where(noodles::GridKind kind, int side)
{
    if (kind == noodles::GridKind::Square) {
        switch (side) {
        case 0:
            return tr("above");
        case 1:
            return tr("on its right");
        case 2:
            return tr("below");
        default:
            return tr("on its left");
        }
    }
    switch (side) {
    case 0:
        return tr("above");
    case 1:
        return tr("to its upper right");
    case 2:
        return tr("to its lower right");
    case 3:
        return tr("below");
    case 4:
        return tr("to its lower left");
    default:
        return tr("to its upper left");
    }
}

QString DeductionWords::step(noodles::GridKind kind, const Deduction &deduction)
{
    const int count = static_cast<int>(deduction.cells.size());
    switch (deduction.rule) {
    case Rule::Border:
        return tr("Turned this way (in red) it would point into the wall %1.")
            .arg(where(kind, deduction.side));
    case Rule::Neighbour:
        return deduction.neighbourOpen
            ? tr("Turned this way (in red) it would turn its back on the arm of the tile %1.")
                  .arg(where(kind, deduction.side))
            : tr("Turned this way (in red) it would point into the blank side of the tile %1.")
                  .arg(where(kind, deduction.side));
    case Rule::Loop:
        return tr("Turned this way (in red) it would close a loop through the %n outlined "
                  "tile(s).",
                  nullptr, count);
    case Rule::Isolation:
        return tr("Turned this way (in red) it would cut off the %n outlined tile(s) from the "
                  "rest of the board.",
                  nullptr, count);
    case Rule::Locked:
        return tr("It is locked another way.");
    case Rule::GuessFailed:
        return tr("Turned this way (in red) it led to a contradiction when the solver tried it.");
    case Rule::GuessExplored:
        return tr("Turned this way (in red) it has been searched to the end; its solutions are "
                  "counted.");
    }
    return {};
}

namespace {

// A hint's reasons sorted by kind: the sides in words (each once), each separate loop and island
// it would make (its tiles), and how many orientations each rule removed.
struct HintReasons
{
    QStringList walls, arms, blanks;
    std::vector<std::vector<int>> loopRegions, islandRegions;
    int loops = 0, islands = 0, guesses = 0;
};

HintReasons gatherReasons(noodles::GridKind kind, const std::vector<Deduction> &reasons)
{
    // Sides in clockwise order from the top, whatever order the rules removed them in.
    std::vector<Deduction> sorted = reasons;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const Deduction &a, const Deduction &b) { return a.side < b.side; });
    HintReasons gathered;
    const auto addSide = [&](QStringList &list, int side) {
        const QString word = DeductionWords::where(kind, side);
        if (!list.contains(word))
            list << word;
    };
    for (const Deduction &deduction : sorted) {
        switch (deduction.rule) {
        case Rule::Border:
            addSide(gathered.walls, deduction.side);
            break;
        case Rule::Neighbour:
            addSide(deduction.neighbourOpen ? gathered.arms : gathered.blanks, deduction.side);
            break;
        case Rule::Loop:
            ++gathered.loops;
            addRegion(gathered.loopRegions, deduction.cells);
            break;
        case Rule::Isolation:
            ++gathered.islands;
            addRegion(gathered.islandRegions, deduction.cells);
            break;
        default:
            ++gathered.guesses;
            break;
        }
    }
    return gathered;
}

// Each loop on its own, with its own size: two loops of 3 and 4 tiles are not one of 7.
QString loopSentence(const std::vector<std::vector<int>> &regions, bool everyOtherWay)
{
    const int count = static_cast<int>(regions.size());
    if (count == 1) {
        const int tiles = static_cast<int>(regions.front().size());
        return everyOtherWay ? DeductionWords::tr("Turned any other way it would close a loop "
                                                  "through the %n outlined tile(s).",
                                                  nullptr, tiles)
                             : DeductionWords::tr("Turned another way it would close a loop "
                                                  "through the %n outlined tile(s).",
                                                  nullptr, tiles);
    }
    return (everyOtherWay ? DeductionWords::tr("Turned any other way it would close one of the %n "
                                               "outlined loops (through %1 tiles).",
                                               nullptr, count)
                          : DeductionWords::tr("Turned other ways it would close one of the %n "
                                               "outlined loops (through %1 tiles).",
                                               nullptr, count))
        .arg(sizesOf(regions));
}

// Each island on its own, with its own size.
QString islandSentence(const std::vector<std::vector<int>> &regions, bool everyOtherWay)
{
    const int count = static_cast<int>(regions.size());
    if (count == 1) {
        const int tiles = static_cast<int>(regions.front().size());
        return everyOtherWay ? DeductionWords::tr("Turned any other way it would cut off the %n "
                                                  "outlined tile(s) from the rest of the board.",
                                                  nullptr, tiles)
                             : DeductionWords::tr("Turned another way it would cut off the %n "
                                                  "outlined tile(s) from the rest of the board.",
                                                  nullptr, tiles);
    }
    return (everyOtherWay ? DeductionWords::tr("Turned any other way it would cut off one of the "
                                               "%n outlined islands (of %1 tiles) from the rest "
                                               "of the board.",
                                               nullptr, count)
                          : DeductionWords::tr("Turned other ways it would cut off one of the %n "
                                               "outlined islands (of %1 tiles) from the rest of "
                                               "the board.",
                                               nullptr, count))
        .arg(sizesOf(regions));
}

} // namespace

QString DeductionWords::hint(noodles::GridKind kind, const std::vector<Deduction> &reasons)
{
    const auto [walls, arms, blanks, loopRegions, islandRegions, loops, islands, guesses]
        = gatherReasons(kind, reasons);
    const int removed = static_cast<int>(reasons.size());
    QStringList sentences;
    if (!walls.isEmpty())
        sentences << (walls.size() == 1 ? tr("This tile must point away from the wall %1.")
                                        : tr("This tile must point away from the walls %1."))
                         .arg(joined(walls));
    // The first sentence names the tile; the ones after it say "it".
    const auto lead = [&](const QString &first, const QString &later) {
        return sentences.isEmpty() ? first : later;
    };
    if (!arms.isEmpty())
        sentences << (arms.size() == 1 ? lead(tr("This tile must meet the arm of the tile %1."),
                                              tr("It must meet the arm of the tile %1."))
                                       : lead(tr("This tile must meet the arms of the tiles %1."),
                                              tr("It must meet the arms of the tiles %1.")))
                         .arg(joined(arms));
    if (!blanks.isEmpty())
        sentences << (blanks.size() == 1
                          ? lead(tr("This tile must not point into the blank side of the tile "
                                    "%1."),
                                 tr("It must not point into the blank side of the tile %1."))
                          : lead(tr("This tile must not point into the blank sides of the tiles "
                                    "%1."),
                                 tr("It must not point into the blank sides of the tiles %1.")))
                         .arg(joined(blanks));
    if (loops > 0)
        sentences << loopSentence(loopRegions, loops == removed);
    if (islands > 0)
        sentences << islandSentence(islandRegions, islands == removed);
    if (guesses > 0)
        sentences << tr("The solver ruled out the rest by trying them.");
    return sentences.join(QLatin1Char(' '));
}

QString DeductionWords::chainStep(noodles::GridKind kind, const noodles::HintStep &step, int count)
{
    QString conclusion;
    if (step.fixesTile()) {
        conclusion = tr("So it can only sit one way (drawn over it).");
    } else {
        QStringList open, closed;
        for (const auto &[side, isOpen] : step.known)
            (isOpen ? open : closed) << where(kind, side);
        QStringList parts;
        if (!open.isEmpty())
            parts << tr("So however it turns, it has an arm %1.").arg(joined(open));
        if (!closed.isEmpty())
            parts << tr("So however it turns, it has no arm %1.").arg(joined(closed));
        conclusion = parts.join(QLatin1Char(' '));
    }
    const QString because = hint(kind, step.removals);
    if (count <= 1 && !because.isEmpty())
        return because; // the hint's own tile: the board shows it turned already
    return because.isEmpty() ? conclusion : because + QLatin1Char(' ') + conclusion;
}

NoodlesView::Evidence DeductionWords::chainEvidence(const noodles::Topology &topology,
                                                    const std::vector<noodles::HintStep> &chain,
                                                    int index)
{
    if (index < 0 || index >= static_cast<int>(chain.size()))
        return {};
    const noodles::HintStep &step = chain[static_cast<std::size_t>(index)];
    NoodlesView::Evidence marks = evidence(topology, step.removals, false);
    marks.cell = step.cell;
    // What the step learns without fixing the tile: its arms and blank sides, on the tile.
    if (!step.fixesTile()) {
        for (const auto &[side, open] : step.known)
            (open ? marks.arms : marks.blanks).emplace_back(step.cell, side);
    }
    for (int i = 0; i <= index; ++i) {
        const noodles::HintStep &earlier = chain[static_cast<std::size_t>(i)];
        if (earlier.fixesTile())
            marks.deduced.emplace_back(earlier.cell, earlier.mask);
    }
    return marks;
}

NoodlesView::Evidence DeductionWords::evidence(const noodles::Topology &topology,
                                               const std::vector<Deduction> &reasons,
                                               bool showRemoved)
{
    NoodlesView::Evidence evidence;
    for (const Deduction &deduction : reasons) {
        evidence.cell = deduction.cell;
        if (showRemoved)
            evidence.removed.push_back(deduction.removed);
        switch (deduction.rule) {
        case Rule::Border:
            if (deduction.side >= 0)
                evidence.walls.emplace_back(deduction.cell, deduction.side);
            break;
        case Rule::Neighbour:
            if (deduction.neighbour >= 0) {
                auto &marks = deduction.neighbourOpen ? evidence.arms : evidence.blanks;
                const std::pair<int, int> mark {deduction.neighbour,
                                                topology.opposite(deduction.side)};
                if (std::find(marks.begin(), marks.end(), mark) == marks.end())
                    marks.push_back(mark);
            }
            break;
        case Rule::Loop:
        case Rule::Isolation:
            // Each loop or island outlined on its own, the tile too (the count in the words).
            addRegion(evidence.regions, deduction.cells);
            break;
        default:
            break;
        }
    }
    return evidence;
}

} // namespace pw::ui
