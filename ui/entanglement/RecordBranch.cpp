#include "ui/entanglement/RecordBranch.h"

#include "core/entanglement/EntanglementBackend.h"
#include "ui/common/Midend.h"

namespace pw::ui::entanglement {

using pw::entanglement::EntanglementBackend;
using pw::entanglement::EntanglementState;

namespace {
const QString recordKey = QStringLiteral("record");
const QString assistedKey = QStringLiteral("recordAssisted");
const QString entryKey = QStringLiteral("entry");
const QString startKey = QStringLiteral("start");
} // namespace

void RecordBranch::started(const Midend &midend, const EntanglementState &record,
                           bool recordAssisted)
{
    const EntanglementState &start = midend.state().as<EntanglementState>();
    const int entry = midend.history().position();
    if (isOn(midend)) {
        // A branch of the branch: the file's game is still the first record.
        m_branch->entry = entry;
        m_branch->start = start;
        return;
    }
    m_branch = Branch {record, recordAssisted, entry, start};
}

bool RecordBranch::jumpIsOnHistory(const Midend &midend) const
{
    if (!m_branch || m_branch->entry < 1 || midend.history().size() < m_branch->entry)
        return false;
    const common::HistoryEntry &jump = midend.history().entry(m_branch->entry - 1);
    return jump.moves.empty()
        && EntanglementBackend::sameState(jump.after.as<EntanglementState>(), m_branch->start);
}

bool RecordBranch::isOn(const Midend &midend) const
{
    return jumpIsOnHistory(midend) && midend.history().position() >= m_branch->entry;
}

bool RecordBranch::wasJustLeft(const Midend &midend) const
{
    return jumpIsOnHistory(midend) && midend.history().position() == m_branch->entry - 1;
}

int RecordBranch::fromMove() const
{
    return m_branch ? static_cast<int>(m_branch->start.game.moves().size()) : 0;
}

QJsonObject RecordBranch::toJson() const
{
    if (!m_branch)
        return {};
    return {{recordKey, EntanglementBackend::stateToJson(m_branch->record)},
            {assistedKey, m_branch->recordAssisted},
            {entryKey, m_branch->entry},
            {startKey, EntanglementBackend::stateToJson(m_branch->start)}};
}

void RecordBranch::fromJson(const QJsonObject &object)
{
    m_branch.reset();
    if (object.isEmpty())
        return;
    const auto record = EntanglementBackend::stateFromJson(object.value(recordKey).toObject(), {});
    const auto start = EntanglementBackend::stateFromJson(object.value(startKey).toObject(), {});
    const int entry = object.value(entryKey).toInt();
    if (!record || !start || entry < 1)
        return; // the branch's history still holds its moves; only the record is lost
    m_branch = Branch {*record, object.value(assistedKey).toBool(), entry, *start};
}

} // namespace pw::ui::entanglement
