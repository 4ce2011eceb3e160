#include "ui/sliding/SolutionMemory.h"

namespace pw::ui {

QByteArray SolutionMemory::keyOf(const sliding::Board &board)
{
    QByteArray key;
    key.reserve(board.cellCount() + 2);
    key.append(static_cast<char>(board.rows()));
    key.append(static_cast<char>(board.cols()));
    for (auto tile : board.tiles())
        key.append(static_cast<char>(tile));
    return key;
}

void SolutionMemory::learn(const sliding::Board &from, const std::string &moves, bool optimal,
                           bool forHints)
{
    sliding::Board end = from;
    if (end.applyMoves(moves) >= 0 || !end.isGoal())
        return; // not a solution of this board
    if (m_entries.size() + static_cast<qsizetype>(moves.size()) + 1 > capacity)
        m_entries.clear();
    sliding::Board board = from;
    const int length = static_cast<int>(moves.size());
    for (int i = 0; i <= length; ++i) {
        Entry entry;
        entry.next = i < length ? moves[static_cast<std::size_t>(i)] : 0;
        entry.distance = optimal ? length - i : -1;
        entry.forHints = optimal || forHints;
        const QByteArray key = keyOf(board);
        auto known = m_entries.find(key);
        if (known == m_entries.end())
            m_entries.insert(key, entry);
        else if (optimal || known->distance < 0)
            *known = entry;
        if (i < length)
            board.applyMoves(std::string(1, entry.next));
    }
}

std::optional<SolutionMemory::Entry> SolutionMemory::lookup(const sliding::Board &board) const
{
    const auto found = m_entries.constFind(keyOf(board));
    if (found == m_entries.cend())
        return std::nullopt;
    return *found;
}

std::optional<int> SolutionMemory::distance(const sliding::Board &board) const
{
    if (board.isGoal())
        return 0;
    const auto entry = lookup(board);
    if (!entry || entry->distance < 0)
        return std::nullopt;
    return entry->distance;
}

} // namespace pw::ui
