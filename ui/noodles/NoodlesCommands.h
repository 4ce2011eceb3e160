#pragma once

#include "core/noodles/Tile.h"

#include <QUndoCommand>

#include <vector>

namespace pw::ui {

class NoodlesTab;

// One player move: rotate a piece by `steps` (+ clockwise, - counter-clockwise). Counts as a move.
class NoodlesRotateCommand : public QUndoCommand
{
public:
    NoodlesRotateCommand(NoodlesTab *tab, int cell, int steps);
    void redo() override;
    void undo() override;

private:
    NoodlesTab *m_tab;
    int m_cell;
    int m_steps;
};

// Lock or unlock a piece (locked pieces ignore rotation).
class NoodlesLockCommand : public QUndoCommand
{
public:
    NoodlesLockCommand(NoodlesTab *tab, int cell, bool lock);
    void redo() override;
    void undo() override;

private:
    NoodlesTab *m_tab;
    int m_cell;
    bool m_lock;
};

// A whole position at once (Solve, Hint): tiles and locks before and after.
class NoodlesPositionCommand : public QUndoCommand
{
public:
    struct Position
    {
        std::vector<noodles::TileMask> tiles;
        std::vector<bool> locked;
    };
    NoodlesPositionCommand(NoodlesTab *tab, const QString &text, Position before, Position after);
    void redo() override;
    void undo() override;

private:
    NoodlesTab *m_tab;
    Position m_before;
    Position m_after;
};

} // namespace pw::ui
