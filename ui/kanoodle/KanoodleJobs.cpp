#include "ui/kanoodle/KanoodleJobs.h"

#include "core/kanoodle/ParallelCounter.h"
#include "core/kanoodle/Piece.h"

#include <QLocale>

namespace pw::ui::kanoodle {

using namespace pw::kanoodle;

std::optional<SolutionCount> countSolutionsFrom(const Position &start, common::SolverSink &sink)
{
    // An empty board is counted with its symmetries, a puzzle by splitting its tree.
    if (start.placedPieces() == 0) {
        const ParallelCountResult result = countInParallel(start, sink);
        if (!result.complete)
            return std::nullopt;
        return SolutionCount {result.solutions, result.nodes};
    }
    const CountResult result = countOnAllCores(start, sink);
    if (!result.complete)
        return std::nullopt;
    return SolutionCount {result.solutions, result.nodes};
}

std::optional<SetUpCheck> checkSetUpFrom(const Position &start, common::SolverSink &sink)
{
    const std::optional<SolutionCount> count = countSolutionsFrom(start, sink);
    if (!count)
        return std::nullopt;
    SetUpCheck check {count->solutions, {}};
    if (check.solutions == 0) {
        check.blocking = piecesToTakeOff(start, 0, sink);
        if (check.blocking.kind == TakeOff::Kind::Cancelled)
            return std::nullopt;
    }
    return check;
}

QString SetUpCheckText::of(const SetUpCheck &check)
{
    if (check.solutions == 1)
        return tr("The puzzle is set: exactly one solution.");
    if (check.solutions > 1)
        return tr("The puzzle is set: %1 solutions.").arg(QLocale().toString(check.solutions));
    if (check.blocking.kind != TakeOff::Kind::Pieces)
        return tr("The puzzle is set, but it has no solution.");
    QStringList colours;
    for (int piece = 0; piece < pieceCount; ++piece) {
        if ((check.blocking.pieces >> piece) & 1U)
            colours << pieceColourName(piece);
    }
    return tr("No solution — these pieces block it: %1.")
        .arg(QLocale().createSeparatedList(colours));
}

QString DeadEndText::of(int blockedPiece, const TakeOff &takeOff)
{
    if (takeOff.kind == TakeOff::Kind::Impossible)
        return tr("No solution: the given pieces cannot be completed");
    if (takeOff.kind != TakeOff::Kind::Pieces) {
        return blockedPiece >= 0
            ? tr("No solution from here: %1 has nowhere to go").arg(pieceDisplayName(blockedPiece))
            : tr("No solution from here: take some pieces off");
    }
    QStringList colours;
    for (int piece = 0; piece < pieceCount; ++piece) {
        if ((takeOff.pieces >> piece) & 1U)
            colours << pieceColourName(piece);
    }
    const QString list = QLocale().createSeparatedList(colours); // "Red and Blue"
    if (blockedPiece >= 0)
        return tr("No solution from here: %1 has nowhere to go; take off %2.")
            .arg(pieceColourName(blockedPiece), list);
    return tr("No solution from here: take off %1.").arg(list);
}

} // namespace pw::ui::kanoodle
