#include "ui/kanoodle/SetPositionCommand.h"

#include "ui/kanoodle/KanoodleTab.h"

namespace pw::ui::kanoodle {

SetPositionCommand::SetPositionCommand(KanoodleTab *tab, pw::kanoodle::Position before,
                                       pw::kanoodle::Position after, const QString &text)
    : RecordedStep(text)
    , m_tab(tab)
    , m_before(std::move(before))
    , m_after(std::move(after))
{ }

void SetPositionCommand::undo()
{
    m_tab->applyPosition(m_before);
}

void SetPositionCommand::redo()
{
    m_tab->applyPosition(m_after);
}

QJsonValue SetPositionCommand::toJson() const
{
    return m_after.toString();
}

} // namespace pw::ui::kanoodle
