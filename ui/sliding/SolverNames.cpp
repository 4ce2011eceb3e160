#include "ui/sliding/SolverNames.h"

#include <QCoreApplication>

namespace pw::ui::slidingnames {

QString algorithm(sliding::Algorithm algorithm)
{
    switch (algorithm) {
    case sliding::Algorithm::Auto:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames",
                                           "Automatic (optimal where it can be)");
    case sliding::Algorithm::IdaStar:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames",
                                           "Optimal, little memory (IDA*)");
    case sliding::Algorithm::AStar:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames",
                                           "Optimal, keeps every position (A*)");
    case sliding::Algorithm::Fast:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames", "Fast, not optimal");
    }
    return {};
}

QString heuristic(sliding::HeuristicKind heuristic)
{
    switch (heuristic) {
    case sliding::HeuristicKind::Auto:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames",
                                           "Automatic (the strongest available)");
    case sliding::HeuristicKind::Manhattan:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames",
                                           "Manhattan distance");
    case sliding::HeuristicKind::LinearConflict:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames",
                                           "Manhattan + linear conflicts");
    case sliding::HeuristicKind::PatternDatabase:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames",
                                           "Pattern databases (4 x 4)");
    }
    return {};
}

QString answeredBy(const sliding::SolveResult &result, double budgetSeconds)
{
    if (result.budgetRanOut)
        return QCoreApplication::translate("pw::ui::SlidingSolverNames",
                                           "the fast solver: the optimal search ran out of its "
                                           "%1 s budget")
            .arg(budgetSeconds);
    QString guide;
    switch (result.heuristic) {
    case sliding::HeuristicKind::Auto:
        break;
    case sliding::HeuristicKind::Manhattan:
        guide = QCoreApplication::translate("pw::ui::SlidingSolverNames", "Manhattan distance");
        break;
    case sliding::HeuristicKind::LinearConflict:
        guide = QCoreApplication::translate("pw::ui::SlidingSolverNames", "linear conflicts");
        break;
    case sliding::HeuristicKind::PatternDatabase:
        guide = QCoreApplication::translate("pw::ui::SlidingSolverNames",
                                            "the %1 pattern databases")
                    .arg(QString::fromStdString(result.tables));
        break;
    }
    switch (result.algorithm) {
    case sliding::Algorithm::AStar:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames", "A* with %1").arg(guide);
    case sliding::Algorithm::Auto:
    case sliding::Algorithm::IdaStar:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames", "IDA* with %1")
            .arg(guide);
    case sliding::Algorithm::Fast:
        break;
    }
    return QCoreApplication::translate("pw::ui::SlidingSolverNames", "the fast solver");
}

} // namespace pw::ui::slidingnames
