#include "ui/entanglement/GameCommand.h"

#include "core/entanglement/GameFile.h"

#include <QJsonArray>

namespace pw::ui::entanglement {

GameCommand::GameCommand(const QString &text, pw::entanglement::Game before,
                         pw::entanglement::Game after, Apply apply)
    : RecordedStep(text)
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

QJsonValue GameCommand::toJson() const
{
    QJsonArray moves;
    for (std::size_t i = m_before.moves().size(); i < m_after.moves().size(); ++i)
        moves.append(pw::entanglement::moveToJson(m_after.moves()[i]));
    return moves;
}

} // namespace pw::ui::entanglement
