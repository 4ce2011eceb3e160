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

void addOnce(std::vector<int> &cells, int cell)
{
    if (std::find(cells.begin(), cells.end(), cell) == cells.end())
        cells.push_back(cell);
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

// A hint's reasons sorted by kind: the sides in words (each once), the tiles of the loops and
// islands it would make, and how many orientations each rule removed.
struct HintReasons
{
    QStringList walls, arms, blanks;
    std::vector<int> loopCells, islandCells;
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
            for (const int cell : deduction.cells)
                addOnce(gathered.loopCells, cell);
            break;
        case Rule::Isolation:
            ++gathered.islands;
            for (const int cell : deduction.cells)
                addOnce(gathered.islandCells, cell);
            break;
        default:
            ++gathered.guesses;
            break;
        }
    }
    return gathered;
}

} // namespace

QString DeductionWords::hint(noodles::GridKind kind, const std::vector<Deduction> &reasons)
{
    const auto [walls, arms, blanks, loopCells, islandCells, loops, islands, guesses]
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
    const int loopCount = static_cast<int>(loopCells.size());
    if (loops > 0)
        sentences << (loops == removed
                          ? tr("Turned any other way it would close a loop through the %n "
                               "outlined tile(s).",
                               nullptr, loopCount)
                          : tr("Turned another way it would close a loop through the %n outlined "
                               "tile(s).",
                               nullptr, loopCount));
    const int islandCount = static_cast<int>(islandCells.size());
    if (islands > 0)
        sentences << (islands == removed
                          ? tr("Turned any other way it would cut off the %n outlined tile(s) "
                               "from the rest of the board.",
                               nullptr, islandCount)
                          : tr("Turned another way it would cut off the %n outlined tile(s) from "
                               "the rest of the board.",
                               nullptr, islandCount));
    if (guesses > 0)
        sentences << tr("The solver ruled out the rest by trying them.");
    return sentences.join(QLatin1Char(' '));
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
            for (const int cell : deduction.cells)
                addOnce(evidence.outlined, cell); // the tile too: the count in the words

            break;
        default:
            break;
        }
    }
    return evidence;
}

} // namespace pw::ui
