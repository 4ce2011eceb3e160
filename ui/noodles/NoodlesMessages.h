#pragma once

#include "core/common/SolverSink.h"
#include "core/noodles/Board.h"
#include "core/noodles/LockCheck.h"
#include "core/noodles/Solver.h"
#include "core/noodles/TileCheck.h"

#include <QCoreApplication>
#include <QString>

namespace pw::ui {

// What the Noodles tab says in the status bar about its jobs' results (Solve, Hint, Check locks)
// and the solver's steps, in words a player reads: pieces by column and row, rules by what they
// forbid.
struct NoodlesMessages
{
    Q_DECLARE_TR_FUNCTIONS(pw::ui::NoodlesMessages)

public:
    // "the piece at column 3, row 2" (counted from 1), where the board draws it: after a shift
    // of a wrapping board's origin, the column and row on screen.
    static QString cellName(const noodles::Board &board, int cell);
    // The same with the piece's shape as the board shows it: "the corner at column 3, row 2".
    static QString pieceName(const noodles::Board &board, int cell);
    // One recorded solver step: "the piece at … cannot take this orientation: it would close a
    // loop".
    static QString describeStep(const noodles::Board &board, const common::StepEvent &step);

    // Solve found a solution: unique (with its guesses) or one of several.
    static QString solved(const noodles::SolveResult &result);
    // Solve found none on `start`; the reason when a counting argument refused it.
    static QString noSolution(const noodles::SolveResult &result, const noodles::Board &start);
    // The hint just applied: which piece, and why it was chosen.
    // `board` is the board the hint was found on (its locks say whether the hint used any).
    static QString hintApplied(const noodles::Hint &hint, const noodles::Board &board);
    // No hint for `board`: it is solved, or it has no solution (and why, where that is known).
    static QString noHint(const noodles::Board &board, bool solved);
    // Check locks: how the locked pieces stand against the solutions.
    static QString lockCheck(const noodles::LockCheck &check);
    // Check: how many tiles are still wrong (`shown`: and that they are crossed out now).
    static QString tileCheck(const noodles::TileCheck &check, bool shown);
    // What a hint or Check says of the player's edge marks the solution contradicts: the first
    // named by its two pieces, and how many there are; empty when none is wrong.
    static QString wrongMarks(const noodles::Board &board,
                              const std::vector<noodles::MarkedSide> &wrong);
    // A lock tool's effect: how many tiles it locked or unlocked.
    static QString locksChanged(int count, bool locked);

private:
    static QString ruleText(int rule);
    // hintApplied's words about the hinted piece.
    static QString hintText(const noodles::Hint &hint, const noodles::Board &board);
};

} // namespace pw::ui
