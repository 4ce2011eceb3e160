#include "ui/sliding/SolverNames.h"

#include <QCoreApplication>
#include <QLocale>

namespace pw::ui::slidingnames {

QString algorithm(sliding::Algorithm algorithm)
{
    switch (algorithm) {
    case sliding::Algorithm::Auto:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames", "Automatic");
    case sliding::Algorithm::IdaStar:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames", "Optimal (IDA*)");
    case sliding::Algorithm::AStar:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames",
                                           "Optimal, much memory (A*)");
    case sliding::Algorithm::Fast:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames", "Fast, not optimal");
    }
    return {};
}

QString heuristic(sliding::HeuristicKind heuristic)
{
    switch (heuristic) {
    case sliding::HeuristicKind::Auto:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames", "Automatic");
    case sliding::HeuristicKind::Manhattan:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames", "Manhattan distance");
    case sliding::HeuristicKind::LinearConflict:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames", "Linear conflicts");
    case sliding::HeuristicKind::PatternDatabase:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames", "Pattern databases");
    }
    return {};
}

QString algorithmTip(sliding::Algorithm algorithm)
{
    switch (algorithm) {
    case sliding::Algorithm::Auto:
        return QCoreApplication::translate(
            "pw::ui::SlidingSolverNames",
            "Optimal up to 16 cells, and up to 25 cells within the optimal budget; the fast "
            "solver on bigger boards");
    case sliding::Algorithm::IdaStar:
        return QCoreApplication::translate(
            "pw::ui::SlidingSolverNames",
            "Always the fewest moves; deepening searches that keep only the current path (may "
            "take very long on big boards)");
    case sliding::Algorithm::AStar:
        return QCoreApplication::translate(
            "pw::ui::SlidingSolverNames",
            "Always the fewest moves; keeps every position it met, so it stops at the memory "
            "limit on hard boards");
    case sliding::Algorithm::Fast:
        return QCoreApplication::translate(
            "pw::ui::SlidingSolverNames",
            "Places the tiles row by row and column by column: any size in moments, but not "
            "the fewest moves");
    }
    return {};
}

QString answeredBy(const sliding::SolveResult &result, double budgetSeconds)
{
    if (result.budgetRanOut && result.algorithm == sliding::Algorithm::Fast)
        return QCoreApplication::translate("pw::ui::SlidingSolverNames",
                                           "the fast solver: the optimal search ran out of its "
                                           "%1 s budget")
            .arg(budgetSeconds);
    if (result.budgetRanOut) // the near-optimal fallback answered
        return QCoreApplication::translate("pw::ui::SlidingSolverNames",
                                           "weighted IDA*: the optimal search ran out of its "
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
        guide
            = QCoreApplication::translate("pw::ui::SlidingSolverNames", "the %1 pattern databases")
                  .arg(QString::fromStdString(result.tables));
        break;
    }
    switch (result.algorithm) {
    case sliding::Algorithm::AStar:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames", "A* with %1").arg(guide);
    case sliding::Algorithm::Auto:
    case sliding::Algorithm::IdaStar:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames", "IDA* with %1").arg(guide);
    case sliding::Algorithm::Fast:
        break;
    }
    return QCoreApplication::translate("pw::ui::SlidingSolverNames", "the fast solver");
}

QString quality(const sliding::SolveResult &result)
{
    return result.optimal
        ? QCoreApplication::translate("pw::ui::SlidingSolverNames", "optimal")
        : QCoreApplication::translate("pw::ui::SlidingSolverNames", "not proven optimal");
}

QString answer(const sliding::SolveResult &result, double budgetSeconds, double seconds,
               const QString &advice)
{
    const int length = static_cast<int>(result.moves.size());
    // What the player reads first comes first: the search panel's room holds eight lines, and in
    // a narrow panel it scrolls to the rest.
    QStringList lines {QCoreApplication::translate("pw::ui::SlidingSolverNames", "%n move(s) (%1)",
                                                   nullptr, length)
                           .arg(quality(result))};
    // (An answer as long as the bound the optimal search proved is optimal: no range then.)
    if (result.budgetRanOut && !result.optimal)
        lines << QCoreApplication::translate("pw::ui::SlidingSolverNames",
                                             "An optimal solution has between %1 and %n move(s).",
                                             nullptr, length)
                     .arg(result.lowerBound);
    if (!advice.isEmpty())
        lines << advice;
    lines << QCoreApplication::translate("pw::ui::SlidingSolverNames",
                                         "By %1\nExpanded: %2\nh of the start: %3\nTime: %4 s")
                 .arg(answeredBy(result, budgetSeconds),
                      QLocale().toString(static_cast<qlonglong>(result.expanded)),
                      QString::number(result.startHeuristic), QLocale().toString(seconds, 'f', 2));
    return lines.join(QLatin1Char('\n'));
}

QString whyUnsolved(const sliding::SolveResult &result, int memoryLimitMiB)
{
    const QString message = QString::fromStdString(result.message);
    switch (result.status) {
    case sliding::SolveResult::Status::MemoryLimit:
        if (result.algorithm != sliding::Algorithm::AStar)
            break;
        return QCoreApplication::translate(
                   "pw::ui::SlidingSolverNames",
                   "A* stopped after %1 expanded nodes: its memory passed the limit of %2 MiB. "
                   "IDA* solves the same board in little memory.")
            .arg(QLocale().toString(static_cast<qlonglong>(result.expanded)))
            .arg(memoryLimitMiB);
    case sliding::SolveResult::Status::Unsolvable:
        return QCoreApplication::translate(
            "pw::ui::SlidingSolverNames",
            "This board cannot be solved: its tiles have the wrong parity.");
    case sliding::SolveResult::Status::Cancelled:
    case sliding::SolveResult::Status::Solved:
        return QCoreApplication::translate("pw::ui::SlidingSolverNames", "The search stopped: %1")
            .arg(message);
    }
    return QCoreApplication::translate("pw::ui::SlidingSolverNames", "The search gave up: %1")
        .arg(message);
}

} // namespace pw::ui::slidingnames
