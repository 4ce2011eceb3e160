#include "core/common/GameHistory.h"

#include "core/common/GameBackend.h"
#include "core/common/GameRecord.h"
#include "core/common/GameRecordNotes.h"

#include <QJsonArray>

#include <algorithm>
#include <array>
#include <utility>

namespace pw::common {

namespace {
const QString stepsKey = QStringLiteral("steps");
const QString doneKey = QStringLiteral("done");
const QString abandonedKey = QStringLiteral("abandoned");
const QString fromKey = QStringLiteral("from");
const QString textKey = QStringLiteral("text");
const QString authorKey = QStringLiteral("author");
const QString computerKey = QStringLiteral("computer");
const QString stepKey = QStringLiteral("step");
const QString movesKey = QStringLiteral("moves");
const QString stateKey = QStringLiteral("state");
const QString helpKey = QStringLiteral("help");

constexpr std::array authorWords {
    std::pair {Author::Player, "player"}, std::pair {Author::Hint, "hint"},
    std::pair {Author::Solve, "solve"},   std::pair {Author::Computer, "computer"},
    std::pair {Author::Replay, "replay"},
};

QJsonObject entryToJson(const GameBackend &rules, const HistoryEntry &entry)
{
    QJsonObject step;
    if (entry.moves.empty()) {
        step.insert(stateKey, rules.stateToJson(entry.after));
    } else {
        QJsonArray moves;
        for (const GameMove &move : entry.moves)
            moves.append(rules.moveToJson(move));
        step.insert(movesKey, moves);
    }
    if (!entry.help.empty())
        step.insert(helpKey, helpToJson(entry.help));
    QJsonObject written {{textKey, entry.text},
                         {authorKey, authorName(entry.author)},
                         {stepKey, step}};
    if (!entry.computer.isEmpty())
        written.insert(computerKey, entry.computer);
    return written;
}

// The entry `written` describes, from the state before it; nullopt when it does not read or
// does not follow. Autosaves of earlier versions name no author: the player's.
std::optional<HistoryEntry> entryFromJson(const GameBackend &rules, const GameState &before,
                                          const QJsonObject &written)
{
    HistoryEntry entry;
    entry.text = written.value(textKey).toString();
    entry.computer = written.value(computerKey).toString();
    if (written.contains(authorKey)) {
        const std::optional<Author> author = authorFromName(written.value(authorKey).toString());
        if (!author)
            return std::nullopt;
        entry.author = *author;
    }
    const QJsonObject step = written.value(stepKey).toObject();
    if (step.contains(helpKey)) {
        Expected<std::vector<HelpNote>> help = helpFromJson(step.value(helpKey), {}, helpKey);
        if (!help)
            return std::nullopt;
        entry.help = std::move(*help);
    }
    if (step.contains(stateKey)) {
        Expected<GameState> after = rules.stateFromJson(step.value(stateKey).toObject(), {});
        if (!after)
            return std::nullopt;
        entry.after = std::move(*after);
        return entry;
    }
    const QJsonArray moves = step.value(movesKey).toArray();
    if (moves.isEmpty())
        return std::nullopt;
    for (const QJsonValue &value : moves) {
        Expected<GameMove> move = rules.moveFromJson(value);
        if (!move)
            return std::nullopt;
        entry.moves.push_back(std::move(*move));
    }
    Expected<GameState> after = GameHistory::afterMoves(rules, before, entry.moves);
    if (!after)
        return std::nullopt;
    entry.after = std::move(*after);
    return entry;
}

QJsonArray entriesToJson(const GameBackend &rules, const std::vector<HistoryEntry> &entries)
{
    QJsonArray steps;
    for (const HistoryEntry &entry : entries)
        steps.append(entryToJson(rules, entry));
    return steps;
}

// The entries `steps` lists, one after the other from `state`.
std::optional<std::vector<HistoryEntry>> entriesFromJson(const GameBackend &rules, GameState state,
                                                         const QJsonArray &steps)
{
    std::vector<HistoryEntry> entries;
    for (const QJsonValue &step : steps) {
        std::optional<HistoryEntry> entry = entryFromJson(rules, state, step.toObject());
        if (!entry)
            return std::nullopt;
        state = entry->after;
        entries.push_back(std::move(*entry));
    }
    return entries;
}
} // namespace

QString authorName(Author author)
{
    for (const auto &[known, word] : authorWords)
        if (known == author)
            return QString::fromLatin1(word);
    return {};
}

std::optional<Author> authorFromName(const QString &name)
{
    for (const auto &[author, word] : authorWords)
        if (name == QLatin1String(word))
            return author;
    return std::nullopt;
}

const GameState &GameHistory::current() const
{
    return m_position > 0 ? m_entries[m_position - 1].after : m_start;
}

void GameHistory::push(HistoryEntry entry)
{
    abandonRedoTail();
    m_entries.push_back(std::move(entry));
    ++m_position;
}

void GameHistory::abandonRedoTail()
{
    if (!canRedo())
        return;
    AbandonedBranch tail {m_position, {}};
    tail.entries.assign(std::make_move_iterator(m_entries.begin() + m_position),
                        std::make_move_iterator(m_entries.end()));
    m_entries.resize(m_position);
    m_abandoned.push_back(std::move(tail));
}

void GameHistory::takeUpBranch(std::size_t index)
{
    if (index >= m_abandoned.size() || m_abandoned[index].from != m_position)
        return;
    AbandonedBranch branch = std::move(m_abandoned[index]);
    m_abandoned.erase(m_abandoned.begin() + static_cast<std::ptrdiff_t>(index));
    abandonRedoTail();
    m_entries.insert(m_entries.end(), std::make_move_iterator(branch.entries.begin()),
                     std::make_move_iterator(branch.entries.end()));
}

void GameHistory::undo()
{
    if (canUndo())
        --m_position;
}

void GameHistory::redo()
{
    if (canRedo())
        ++m_position;
}

std::vector<HelpNote> GameHistory::doneHelp() const
{
    std::vector<HelpNote> help;
    for (int i = 0; i < m_position; ++i)
        help.insert(help.end(), m_entries[i].help.begin(), m_entries[i].help.end());
    return help;
}

std::vector<GameMove> GameHistory::playersMoves() const
{
    std::vector<GameMove> moves;
    for (int i = 0; i < m_position; ++i) {
        if (m_entries[i].author == Author::Player)
            moves.insert(moves.end(), m_entries[i].moves.begin(), m_entries[i].moves.end());
    }
    return moves;
}

GameRecord GameHistory::positionRecord() const
{
    return recordAt(m_position);
}

std::vector<int> GameHistory::positionRecordEntrySizes() const
{
    // The entries since the last done jump are the record's moves, in order.
    std::vector<int> sizes;
    for (int i = 0; i < m_position; ++i) {
        if (m_entries[i].moves.empty())
            sizes.clear();
        else
            sizes.push_back(static_cast<int>(m_entries[i].moves.size()));
    }
    return sizes;
}

std::optional<int> GameHistory::firstDoneBranch() const
{
    for (int i = 0; i < m_position; ++i)
        if (m_entries[i].continuesARecord())
            return i;
    return std::nullopt;
}

std::optional<int> GameHistory::lastDoneBranch() const
{
    for (int i = m_position - 1; i >= 0; --i)
        if (m_entries[i].continuesARecord())
            return i;
    return std::nullopt;
}

GameRecord GameHistory::recordAt(int entries) const
{
    GameRecord record = GameRecord::startingAt(m_start);
    for (int i = 0; i < std::min(entries, size()); ++i) {
        const HistoryEntry &entry = m_entries[i];
        if (entry.moves.empty())
            record = GameRecord::startingAt(entry.after);
        else
            record.moves.insert(record.moves.end(), entry.moves.begin(), entry.moves.end());
    }
    record.position = static_cast<int>(record.moves.size());
    return record;
}

QJsonObject GameHistory::toJson(const GameBackend &rules) const
{
    QJsonObject json {{stepsKey, entriesToJson(rules, m_entries)}, {doneKey, m_position}};
    if (!m_abandoned.empty()) {
        QJsonArray branches;
        for (const AbandonedBranch &branch : m_abandoned)
            branches.append(QJsonObject {{fromKey, branch.from},
                                         {stepsKey, entriesToJson(rules, branch.entries)}});
        json.insert(abandonedKey, branches);
    }
    return json;
}

std::optional<GameHistory> GameHistory::fromJson(const GameBackend &rules, GameState start,
                                                 const QJsonObject &json)
{
    GameHistory history(std::move(start));
    std::optional<std::vector<HistoryEntry>> entries
        = entriesFromJson(rules, history.m_start, json.value(stepsKey).toArray());
    const int done = json.value(doneKey).toInt(-1);
    if (!entries || done < 0 || done > static_cast<int>(entries->size()))
        return std::nullopt;
    history.m_entries = std::move(*entries);
    history.m_position = done;
    // A branch grew from the entries the history had when it was abandoned, which a later
    // branch may have abandoned in turn. Read newest first, each branch gives back the entries
    // before it: its first `from`, then the branch itself.
    const QJsonArray branches = json.value(abandonedKey).toArray();
    std::vector<HistoryEntry> then = history.m_entries;
    history.m_abandoned.resize(branches.size());
    for (qsizetype i = branches.size() - 1; i >= 0; --i) {
        const QJsonObject written = branches.at(i).toObject();
        const int from = written.value(fromKey).toInt(-1);
        if (from < 0 || from > static_cast<int>(then.size()))
            return std::nullopt;
        const GameState root = from > 0 ? then[from - 1].after : history.m_start;
        std::optional<std::vector<HistoryEntry>> branch
            = entriesFromJson(rules, root, written.value(stepsKey).toArray());
        if (!branch)
            return std::nullopt;
        then.resize(from);
        then.insert(then.end(), branch->begin(), branch->end());
        history.m_abandoned[i] = {from, std::move(*branch)};
    }
    return history;
}

Expected<GameState> GameHistory::afterMoves(const GameBackend &rules, GameState state,
                                            const std::vector<GameMove> &moves)
{
    for (const GameMove &move : moves) {
        Expected<GameState> next = rules.apply(state, move);
        if (!next)
            return next.error();
        state = std::move(*next);
    }
    return state;
}

} // namespace pw::common
