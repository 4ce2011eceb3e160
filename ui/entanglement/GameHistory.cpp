#include "ui/entanglement/GameHistory.h"

#include "ui/entanglement/SavedGame.h"

#include "ui/common/Midend.h"

#include "core/entanglement/GameFile.h"

#include <QJsonArray>
#include <QUndoStack>

namespace pw::ui::entanglement {

using pw::entanglement::Game;

namespace {
const QString startKey = QStringLiteral("historyStart");
const QString historyKey = QStringLiteral("history");
} // namespace

GameHistory::GameHistory(Midend *midend, GameCommand::Apply apply)
    : m_midend(midend)
    , m_apply(std::move(apply))
{ }

void GameHistory::record(const QString &text, const Game &before, const Game &after,
                         bool undoable)
{
    if (undoable)
        m_midend->history()->push(new GameCommand(text, before, after, m_apply));
    else
        m_midend->markChangedOffHistory(); // the game still changed, and is autosaved
}

void GameHistory::writeTo(QJsonObject &snapshot) const
{
    snapshot.insert(startKey, pw::entanglement::gameToJson(m_start, false));
    snapshot.insert(historyKey, m_midend->historyToJson());
}

std::optional<Game> GameHistory::restore(const QJsonObject &snapshot, const QString &source)
{
    const QJsonObject history = snapshot.value(historyKey).toObject();
    const auto start = SavedGame::readGame(snapshot.value(startKey).toObject(), source);
    if (!start || history.value(QStringLiteral("steps")).toArray().isEmpty())
        return std::nullopt;
    m_start = *start;
    m_rebuilt = *start;
    const bool rebuilt = m_midend->restoreHistory(
        history, [this, &source](const QJsonValue &step) { return readStep(step, source); });
    if (!rebuilt)
        return std::nullopt;
    const QUndoStack *steps = m_midend->history();
    if (steps->index() == 0)
        return m_start;
    return static_cast<const GameCommand *>(steps->command(steps->index() - 1))->after();
}

RecordedStep *GameHistory::readStep(const QJsonValue &step, const QString &source)
{
    const QJsonArray moves = step.toArray();
    if (moves.isEmpty())
        return nullptr;
    Game after = m_rebuilt;
    for (int i = 0; i < moves.size(); ++i) {
        const auto move = pw::entanglement::moveFromJson(
            moves.at(i), static_cast<int>(after.moves().size()), source);
        if (!move || !after.applyRecorded(*move).empty())
            return nullptr;
    }
    // A GameCommand is pushed after its change was made: its first redo does nothing.
    auto *command = new GameCommand({}, m_rebuilt, after, m_apply);
    m_rebuilt = after;
    return command;
}

} // namespace pw::ui::entanglement
