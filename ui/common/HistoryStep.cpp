#include "ui/common/HistoryStep.h"

#include "core/common/GameBackend.h"
#include "ui/common/Midend.h"

#include <QJsonArray>
#include <QJsonObject>

namespace pw::ui {

namespace {
const QString movesKey = QStringLiteral("moves");
const QString stateKey = QStringLiteral("state");
} // namespace

HistoryStep::HistoryStep(Midend *midend, common::GameState before, common::GameState after,
                         std::vector<common::GameMove> moves)
    : m_midend(midend)
    , m_before(std::move(before))
    , m_after(std::move(after))
    , m_moves(std::move(moves))
{ }

void HistoryStep::redo()
{
    m_midend->showState(m_after);
}

void HistoryStep::undo()
{
    m_midend->showState(m_before);
}

QJsonValue HistoryStep::toJson() const
{
    const common::GameBackend &rules = *m_midend->backend();
    if (m_moves.empty())
        return QJsonObject {{stateKey, rules.stateToJson(m_after)}};
    QJsonArray moves;
    for (const common::GameMove &move : m_moves)
        moves.append(rules.moveToJson(move));
    return QJsonObject {{movesKey, moves}};
}

HistoryStep *HistoryStep::read(Midend *midend, const QJsonValue &json)
{
    const common::GameBackend &rules = *midend->backend();
    const QJsonObject object = json.toObject();
    const common::GameState before = midend->state();
    if (object.contains(stateKey)) {
        const auto after = rules.stateFromJson(object.value(stateKey).toObject(), {});
        return after ? new HistoryStep(midend, before, *after, {}) : nullptr;
    }
    const QJsonArray written = object.value(movesKey).toArray();
    if (written.isEmpty())
        return nullptr;
    std::vector<common::GameMove> moves;
    for (const QJsonValue &value : written) {
        const auto move = rules.moveFromJson(value);
        if (!move)
            return nullptr;
        moves.push_back(*move);
    }
    const common::Expected<common::GameState> after = afterMoves(rules, before, moves);
    return after ? new HistoryStep(midend, before, *after, std::move(moves)) : nullptr;
}

common::Expected<common::GameState>
HistoryStep::afterMoves(const common::GameBackend &rules, common::GameState state,
                        const std::vector<common::GameMove> &moves)
{
    for (const common::GameMove &move : moves) {
        common::Expected<common::GameState> next = rules.apply(state, move);
        if (!next)
            return next.error();
        state = *next;
    }
    return state;
}

} // namespace pw::ui
