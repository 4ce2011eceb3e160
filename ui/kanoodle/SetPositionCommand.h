#pragma once

#include "core/kanoodle/Position.h"

#include "ui/common/RecordedStep.h"

namespace pw::ui::kanoodle {

class KanoodleTab;

// One player action (place, take off, move, hint, solve): the position before and after.
class SetPositionCommand : public RecordedStep
{
public:
    SetPositionCommand(KanoodleTab *tab, pw::kanoodle::Position before,
                       pw::kanoodle::Position after, const QString &text);
    void undo() override;
    void redo() override;
    // The position after the step, as its state string.
    QJsonValue toJson() const override;

private:
    KanoodleTab *m_tab;
    pw::kanoodle::Position m_before;
    pw::kanoodle::Position m_after;
};

} // namespace pw::ui::kanoodle
