#pragma once

#include "ui/entanglement/GameCommand.h"

#include "core/entanglement/Game.h"

#include <QJsonObject>

#include <optional>

class QJsonValue;

namespace pw::ui {
class Midend;
class RecordedStep;
} // namespace pw::ui

namespace pw::ui::entanglement {

// The game's changes on the midend's history: in practice mode each placement (or an autoplay's
// placements together) is an undoable GameCommand; outside it a change only marks the game
// unsaved, since that game has no undo. The autosave keeps the game the history starts from
// and the history, whose steps are made again on restore.
class GameHistory
{
public:
    GameHistory(Midend *midend, GameCommand::Apply apply);

    // The game the history starts from: a new, opened or restored game, or a record's new branch.
    const pw::entanglement::Game &start() const { return m_start; }
    void startAt(const pw::entanglement::Game &game) { m_start = game; }

    // A change of the game from `before` to `after`: undoable, or just a change.
    void record(const QString &text, const pw::entanglement::Game &before,
                const pw::entanglement::Game &after, bool undoable);

    // The history's part of an autosave: its start and its steps.
    void writeTo(QJsonObject &snapshot) const;
    // Makes an autosave's history again on the midend, and gives the game where it stands (the
    // undone steps undone, through the commands' apply). Nothing when the autosave has no
    // history or its steps do not fit their start: the midend's history is then empty.
    std::optional<pw::entanglement::Game> restore(const QJsonObject &snapshot,
                                                  const QString &source);

private:
    // An autosaved step (the moves it added) made again after the steps read before it.
    RecordedStep *readStep(const QJsonValue &step, const QString &source);

    Midend *m_midend;
    GameCommand::Apply m_apply;
    pw::entanglement::Game m_start;
    pw::entanglement::Game m_rebuilt; // while restoring: the game after the steps read so far
};

} // namespace pw::ui::entanglement
