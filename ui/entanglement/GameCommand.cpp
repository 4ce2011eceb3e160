#include "ui/entanglement/GameCommand.h"

namespace pw::ui::entanglement {

GameCommand::GameCommand(const QString &text, pw::entanglement::Game before,
                         pw::entanglement::Game after, Apply apply)
    : QUndoCommand(text)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_apply(std::move(apply))
{ }

void GameCommand::undo()
{
    m_apply(m_before, true);
}

void GameCommand::redo()
{
    if (m_firstRedo) {
        // The tab already made the change when it pushed the command.
        m_firstRedo = false;
        return;
    }
    m_apply(m_after, false);
}

} // namespace pw::ui::entanglement
