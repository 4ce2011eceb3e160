#pragma once

#include "core/common/Expected.h"
#include "core/common/OpaqueValue.h"
#include <QJsonValue>
#include <QUndoCommand>

#include <vector>

namespace pw::common {
class GameBackend;
}

namespace pw::ui {

class Midend;

// One entry of the midend's history, for every puzzle alike: the game from one state to the
// next, either by moves of the rules (a click that slides three tiles is one entry of three
// moves) or, for what is not a move (Restart, a solver's answer, Jumble, a set-up edit), by the
// state itself. Undo and redo only put a state back on screen through the midend; the entry
// holds both states, so neither needs the rules again.
//
// As JSON, in an autosave: {"moves": [move JSON...]} or {"state": state JSON}, each in the
// back end's own encoding, enough to make the entry again from the state before it.
class HistoryStep : public QUndoCommand
{
public:
    HistoryStep(Midend *midend, common::GameState before, common::GameState after,
                std::vector<common::GameMove> moves);

    void redo() override;
    void undo() override;
    QJsonValue toJson() const;
    // The moves the entry plays; empty for a jump to a state.
    const std::vector<common::GameMove> &moves() const { return m_moves; }
    const common::GameState &after() const { return m_after; }

    // The state after the moves, each applied by the rules in turn; the first refusal's reason.
    static common::Expected<common::GameState>
    afterMoves(const common::GameBackend &rules, common::GameState state,
               const std::vector<common::GameMove> &moves);

    // The entry `json` describes, made from the state on screen; null when it does not read or
    // one of its moves is refused there.
    static HistoryStep *read(Midend *midend, const QJsonValue &json);

private:
    Midend *m_midend;
    common::GameState m_before;
    common::GameState m_after;
    std::vector<common::GameMove> m_moves; // empty: the entry is a jump to m_after
};

} // namespace pw::ui
