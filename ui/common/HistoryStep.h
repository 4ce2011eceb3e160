#pragma once

#include "core/common/Expected.h"
#include "core/common/GameRecord.h"
#include "core/common/OpaqueValue.h"
#include <QJsonArray>
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
// An entry may carry help of its own (a branch continued from a record's earlier move, whose
// later moves the player has seen): it is part of the record while the entry is done, and Undo
// takes it back with the entry.
//
// As JSON, in an autosave: {"moves": [move JSON...]} or {"state": state JSON}, each in the
// back end's own encoding, enough to make the entry again from the state before it, and the
// help it carries ("help": [{"kind", "move"}...]) when it has some.
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
    const std::vector<common::HelpNote> &help() const { return m_help; }
    void setHelp(std::vector<common::HelpNote> help) { m_help = std::move(help); }

    // The state after the moves, each applied by the rules in turn; the first refusal's reason.
    static common::Expected<common::GameState>
    afterMoves(const common::GameBackend &rules, common::GameState state,
               const std::vector<common::GameMove> &moves);

    // The entry `json` describes, made from the state on screen; null when it does not read or
    // one of its moves is refused there.
    static HistoryStep *read(Midend *midend, const QJsonValue &json);

private:
    static HistoryStep *readMoves(Midend *midend, const common::GameBackend &rules,
                                  const common::GameState &before, const QJsonArray &written);

    Midend *m_midend;
    common::GameState m_before;
    common::GameState m_after;
    std::vector<common::GameMove> m_moves; // empty: the entry is a jump to m_after
    std::vector<common::HelpNote> m_help;
};

} // namespace pw::ui
