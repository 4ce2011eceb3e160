#include "ui/common/HistoryStep.h"

#include "core/common/GameBackend.h"
#include "core/common/GameRecordNotes.h"
#include "ui/common/Midend.h"

#include <QJsonArray>
#include <QJsonObject>

namespace pw::ui {

namespace {
const QString movesKey = QStringLiteral("moves");
const QString stateKey = QStringLiteral("state");
const QString helpKey = QStringLiteral("help");

// The entry's help, in the notes' own words.
QJsonObject withHelp(QJsonObject entry, const std::vector<common::HelpNote> &help)
{
    if (!help.empty())
        entry.insert(helpKey, common::helpToJson(help));
    return entry;
}
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
        return withHelp({{stateKey, rules.stateToJson(m_after)}}, m_help);
    QJsonArray moves;
    for (const common::GameMove &move : m_moves)
        moves.append(rules.moveToJson(move));
    return withHelp({{movesKey, moves}}, m_help);
}

HistoryStep *HistoryStep::read(Midend *midend, const QJsonValue &json)
{
    const common::GameBackend &rules = *midend->backend();
    const QJsonObject object = json.toObject();
    const common::GameState before = midend->state();
    std::vector<common::HelpNote> help;
    if (object.contains(helpKey)) {
        common::Expected<std::vector<common::HelpNote>> read
            = common::helpFromJson(object.value(helpKey), {}, helpKey);
        if (!read)
            return nullptr;
        help = std::move(*read);
    }
    HistoryStep *step = nullptr;
    if (object.contains(stateKey)) {
        const auto after = rules.stateFromJson(object.value(stateKey).toObject(), {});
        step = after ? new HistoryStep(midend, before, *after, {}) : nullptr;
    } else {
        step = readMoves(midend, rules, before, object.value(movesKey).toArray());
    }
    if (step)
        step->setHelp(std::move(help));
    return step;
}

HistoryStep *HistoryStep::readMoves(Midend *midend, const common::GameBackend &rules,
                                    const common::GameState &before, const QJsonArray &written)
{
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
