#pragma once

#include "core/kanoodle/Position.h"

#include <QUndoCommand>

namespace pw::ui::kanoodle {

class KanoodleTab;

// One player action (place, take off, move, hint, solve): the position before and after.
class SetPositionCommand : public QUndoCommand
{
public:
    SetPositionCommand(KanoodleTab *tab, pw::kanoodle::Position before,
                       pw::kanoodle::Position after, const QString &text);
    void undo() override;
    void redo() override;

private:
    KanoodleTab *m_tab;
    pw::kanoodle::Position m_before;
    pw::kanoodle::Position m_after;
};

} // namespace pw::ui::kanoodle
