#pragma once

#include "core/entanglement/Game.h"

#include "ui/common/RecordedStep.h"

#include <functional>

namespace pw::ui::entanglement {

// A change of the whole game (a placed tile, or moves the computer played), undoable in practice
// mode. Games are values, so the command keeps the states before and after and hands them to the
// tab; redo's first run is the change that was just made.
class GameCommand : public RecordedStep
{
public:
    using Apply = std::function<void(const pw::entanglement::Game &game, bool undoing)>;

    GameCommand(const QString &text, pw::entanglement::Game before, pw::entanglement::Game after,
                Apply apply);

    void undo() override;
    void redo() override;
    // The moves the step added to the record.
    QJsonValue toJson() const override;
    // The game once the step is done.
    const pw::entanglement::Game &after() const { return m_after; }

private:
    pw::entanglement::Game m_before;
    pw::entanglement::Game m_after;
    Apply m_apply;
    bool m_firstRedo = true;
};

} // namespace pw::ui::entanglement
