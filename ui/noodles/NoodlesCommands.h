#pragma once

#include "core/noodles/Board.h"
#include "core/noodles/Tile.h"

#include "ui/common/RecordedStep.h"

#include <QJsonObject>

#include <optional>
#include <vector>

namespace pw::ui {

class NoodlesTab;

// One player move: rotate a piece by `steps` (+ clockwise, - counter-clockwise). Counts as a move.
class NoodlesRotateCommand : public RecordedStep
{
public:
    NoodlesRotateCommand(NoodlesTab *tab, int cell, int steps);
    void redo() override;
    void undo() override;
    QJsonValue toJson() const override;

private:
    NoodlesTab *m_tab;
    int m_cell;
    int m_steps;
};

// Lock or unlock a piece (locked pieces ignore rotation).
class NoodlesLockCommand : public RecordedStep
{
public:
    NoodlesLockCommand(NoodlesTab *tab, int cell, bool lock);
    void redo() override;
    void undo() override;
    QJsonValue toJson() const override;

private:
    NoodlesTab *m_tab;
    int m_cell;
    bool m_lock;
};

// A whole position at once (Solve, Hint): tiles and locks before and after.
class NoodlesPositionCommand : public RecordedStep
{
public:
    struct Position
    {
        std::vector<noodles::TileMask> tiles;
        std::vector<bool> locked;
    };
    NoodlesPositionCommand(NoodlesTab *tab, const QString &text, Position before, Position after);
    static Position positionOf(const noodles::Board &board);
    // {"tiles": [mask per cell], "locked": [bool per cell]}; read back only onto the board whose
    // pieces the tiles are (each tile one of its piece's turns).
    static QJsonObject positionToJson(const Position &position);
    static std::optional<Position> positionFromJson(const noodles::Board &board,
                                                    const QJsonObject &object);
    void redo() override;
    void undo() override;
    QJsonValue toJson() const override;

private:
    NoodlesTab *m_tab;
    Position m_before;
    Position m_after;
};

// A step of an autosaved history made again on the tab's board as it is now; null when the step
// does not fit it (a cell out of range, tiles that are not the board's pieces turned).
RecordedStep *readNoodlesStep(NoodlesTab *tab, const QJsonValue &step);

} // namespace pw::ui
