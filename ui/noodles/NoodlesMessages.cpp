#include "ui/noodles/NoodlesMessages.h"

#include "core/noodles/Impossibility.h"
#include "core/noodles/ChainLocks.h"
#include "core/noodles/PieceShape.h"
#include "core/noodles/Rule.h"
#include "core/noodles/Topology.h"

namespace pw::ui {

using common::StepEvent;

QString NoodlesMessages::cellName(const noodles::Board &board, int cell)
{
    return tr("the piece at column %1, row %2")
        .arg(board.shownCol(cell) + 1)
        .arg(board.shownRow(cell) + 1);
}

QString NoodlesMessages::pieceName(const noodles::Board &board, int cell)
{
    const int col = board.shownCol(cell) + 1;
    const int row = board.shownRow(cell) + 1;
    // Each shape its own sentence: languages give the shapes different genders.
    switch (noodles::pieceShape(board.kind(), board.tile(cell))) {
    case noodles::PieceShape::End:
        return tr("the end piece at column %1, row %2").arg(col).arg(row);
    case noodles::PieceShape::Straight:
        return tr("the straight at column %1, row %2").arg(col).arg(row);
    case noodles::PieceShape::Corner:
        return tr("the corner at column %1, row %2").arg(col).arg(row);
    case noodles::PieceShape::SharpBend:
        return tr("the sharp bend at column %1, row %2").arg(col).arg(row);
    case noodles::PieceShape::WideBend:
        return tr("the wide bend at column %1, row %2").arg(col).arg(row);
    case noodles::PieceShape::Tee:
        return tr("the T-piece at column %1, row %2").arg(col).arg(row);
    case noodles::PieceShape::ThreeWay:
        return tr("the three-way piece at column %1, row %2").arg(col).arg(row);
    case noodles::PieceShape::FourWay:
        return tr("the four-way piece at column %1, row %2").arg(col).arg(row);
    case noodles::PieceShape::Other:
        break;
    }
    return cellName(board, cell);
}

QString NoodlesMessages::ruleText(int rule)
{
    switch (static_cast<noodles::Rule>(rule)) {
    case noodles::Rule::Border:
        return tr("it would point off the board");
    case noodles::Rule::Neighbour:
        return tr("it disagrees with a side already known open or closed");
    case noodles::Rule::Loop:
        return tr("it would close a loop");
    case noodles::Rule::Isolation:
        return tr("it would seal off a network smaller than the board");
    case noodles::Rule::Locked:
        return tr("the piece is locked");
    case noodles::Rule::GuessFailed:
        return tr("trying it led to a contradiction");
    case noodles::Rule::GuessExplored:
        return tr("its branch has been searched");
    }
    return tr("unknown rule");
}

QString NoodlesMessages::describeStep(const noodles::Board &board, const StepEvent &step)
{
    const QString piece = cellName(board, step.subject);
    switch (step.kind) {
    case StepEvent::Kind::Eliminate:
        return tr("%1 cannot take this orientation: %2").arg(piece, ruleText(step.detail));
    case StepEvent::Kind::Deduce:
        return tr("%1 is fixed (last rule: %2)").arg(piece, ruleText(step.detail));
    case StepEvent::Kind::Choose:
        return tr("guess: try one orientation of %1").arg(piece);
    case StepEvent::Kind::Note:
        return step.detail == static_cast<int>(noodles::NoteKind::Solution)
            ? tr("every piece is fixed: a solution")
            : tr("back to the state before the last guess");
    default:
        return {};
    }
}

QString NoodlesMessages::solved(const noodles::SolveResult &result)
{
    return result.status == noodles::SolveStatus::Unique
        ? tr("Solved: the solution is unique (%n guess(es)). Step through the deductions below.",
             nullptr, static_cast<int>(result.guesses))
        : tr("This board has several solutions; showing one.");
}

QString NoodlesMessages::noSolution(const noodles::SolveResult &result, const noodles::Board &start)
{
    return result.impossibility
        ? tr("This puzzle has no solution: %1.").arg(result.impossibility->message(start))
        : tr("This puzzle has no solution.");
}

QString NoodlesMessages::hintApplied(const noodles::Hint &hint, const noodles::Board &board)
{
    // The hint rests on facts alone; a wrong mark of the player's is said beside it.
    const QString marks = wrongMarks(board, hint.wrongMarks);
    const QString said = hintText(hint, board);
    return marks.isEmpty() ? said : said + QLatin1Char(' ') + marks;
}

QString NoodlesMessages::wrongMarks(const noodles::Board &board,
                                    const std::vector<noodles::MarkedSide> &wrong)
{
    if (wrong.empty())
        return {};
    const noodles::MarkedSide &first = wrong.front();
    const QString one = cellName(board, first.cell);
    const QString other = cellName(board, board.topology().neighbour(first.cell, first.side));
    if (wrong.size() > 1)
        return tr("%n of your edge marks are wrong, among them the one between %1 and %2.", nullptr,
                  static_cast<int>(wrong.size()))
            .arg(one, other);
    return first.mark == noodles::EdgeMark::Wall
        ? tr("Your wall mark between %1 and %2 is wrong: in the solution a noodle crosses there.")
              .arg(one, other)
        : tr("Your joined mark between %1 and %2 is wrong: in the solution no noodle crosses "
             "there.")
              .arg(one, other);
}

QString NoodlesMessages::hintText(const noodles::Hint &hint, const noodles::Board &board)
{
    const QString piece = pieceName(board, hint.cell);
    switch (hint.kind) {
    case noodles::HintKind::Deduced:
        // Locks on the board are not yet locks the hint used: its chain may rest on the walls
        // and the one-way pieces alone.
        if (!noodles::chainUsesLocks(hint.chain, board))
            return tr("Hint: %1 follows from the walls and the pieces that can only sit one way; "
                      "it is now turned and locked.")
                .arg(piece);
        return tr("Hint: %1 follows from the locked pieces; it is now turned and locked.")
            .arg(piece);
    case noodles::HintKind::Wrong:
        return tr("Hint: %1 was wrong (no solution has it turned that way); it is now turned and "
                  "locked.")
            .arg(piece);
    case noodles::HintKind::OneOfSeveral:
        break;
    }
    return tr("Hint: this board has several solutions; %1 is now turned as in one of them and "
              "locked.")
        .arg(piece);
}

QString NoodlesMessages::noHint(const noodles::Board &board, bool solved)
{
    if (solved)
        return tr("The puzzle is already solved.");
    if (const auto impossibility = noodles::findImpossibility(board, false))
        return tr("No hint: the puzzle has no solution: %1.").arg(impossibility->message(board));
    return tr("No hint: the puzzle has no solution.");
}

QString NoodlesMessages::lockCheck(const noodles::LockCheck &check)
{
    if (check.locked == 0)
        return tr("No piece is locked yet: middle-click or Space locks one.");
    if (!check.solvable)
        return tr("This board has no solution.");
    if (check.fitTogether)
        return tr("All %n locked piece(s) agree with a solution.", nullptr, check.locked);
    if (check.wrong.empty())
        return tr("Each locked piece fits some solution, but not all of them together: one of "
                  "them belongs to another solution.");
    return tr("%n locked piece(s), crossed out in red, fit no solution turned that way.", nullptr,
              static_cast<int>(check.wrong.size()));
}

QString NoodlesMessages::tileCheck(const noodles::TileCheck &check, bool shown)
{
    using Answer = noodles::TileCheck::Answer;
    if (check.answer == Answer::NoSolution)
        return tr("Check: this board has no solution.");
    if (check.answer == Answer::SeveralSolutions)
        return tr("Check: this board has several solutions, so I cannot tell which tiles are "
                  "wrong.");
    const int wrong = static_cast<int>(check.wrong.size());
    const int marks = static_cast<int>(check.wrongMarks.size());
    // The marks' count as a sentence of its own after the tiles'.
    QString marksText;
    if (marks > 0 && shown)
        marksText = QLatin1Char(' ')
            + tr("%n of your edge mark(s) contradict(s) the solution (crossed out).", nullptr,
                 marks);
    else if (marks > 0)
        marksText = QLatin1Char(' ')
            + tr("%n of your edge mark(s) contradict(s) the solution.", nullptr, marks);
    if (wrong == 0)
        return tr("Check: every tile is turned as in the solution.") + marksText;
    if (shown)
        return tr("Check: the %n wrong tile(s) are crossed out.", nullptr, wrong) + marksText;
    return tr("Check: %n tile(s) still wrong. Press Check again to see which.", nullptr, wrong)
        + marksText;
}

QString NoodlesMessages::locksChanged(int count, bool locked)
{
    return locked ? tr("%n tile(s) locked.", nullptr, count)
                  : tr("%n tile(s) unlocked.", nullptr, count);
}

} // namespace pw::ui
