#pragma once

#include "core/common/Expected.h"
#include "core/common/Help.h"
#include "core/common/OpaqueValue.h"

#include <QJsonObject>
#include <QString>

#include <optional>
#include <vector>

namespace pw::common {

class GameBackend;
struct GameRecord;

// Who made an entry of a game's history.
enum class Author {
    Player,
    Hint, // a hint's move, played for the player
    Solve, // a solver's answer, played or jumped to
    Computer, // a computer player (HistoryEntry::computer names which)
    Replay, // a replay of an answer, step by step
};

// The word the autosave keeps for an author, and back (nullopt for an unknown word).
QString authorName(Author author);
std::optional<Author> authorFromName(const QString &name);

// One entry of a game's history: the game from one state to the next, either by moves of the
// rules (a click that slides three tiles is one entry of three moves) or, for what is not a move
// (Restart, a solver's answer, Jumble, a set-up edit, a branch from a record's earlier move), by
// the state itself.
struct HistoryEntry
{
    std::vector<GameMove> moves; // empty: the entry is a jump to `after`
    GameState after;
    QString text; // what Undo and Redo name it
    Author author = Author::Player;
    QString computer; // the computer player's name, for Author::Computer
    // Help the entry itself gives (a branch: the player has seen the moves that followed). It is
    // the record's while the entry is done; undoing the entry takes it back.
    std::vector<HelpNote> help;

    // The entry continues a record from an earlier move (Midend::continueFrom): the only jumps
    // that carry help, since a branch gives its help with it.
    bool continuesARecord() const { return moves.empty() && !help.empty(); }
};

// Entries that were undone and then replaced by a new one: kept, not forgotten, after the
// `from` first entries of the history they grew from.
struct AbandonedBranch
{
    int from = 0;
    std::vector<HistoryEntry> entries;
};

// A game's history as one value, for every puzzle alike: the state it starts from, its entries,
// how many of them are done (the rest are the redo tail) and the branches abandoned on the way.
// The midend keeps one and is its only writer; everything else reads it.
class GameHistory
{
public:
    GameHistory() = default;
    explicit GameHistory(GameState start)
        : m_start(std::move(start))
    { }

    const GameState &start() const { return m_start; }
    // The state at the position: after the last done entry, or the start.
    const GameState &current() const;
    int size() const { return static_cast<int>(m_entries.size()); }
    int position() const { return m_position; }
    const HistoryEntry &entry(int index) const { return m_entries.at(index); }
    const std::vector<AbandonedBranch> &abandoned() const { return m_abandoned; }
    bool canUndo() const { return m_position > 0; }
    bool canRedo() const { return m_position < size(); }

    // Adds the entry after the position. A redo tail it replaces becomes an abandoned branch.
    void push(HistoryEntry entry);
    // Takes up abandoned branch `index` again, which grew from the position: its entries become
    // the redo tail, and the tail they replace is kept as an abandoned branch (at the end, so
    // taking up the first branch at a position again and again goes round all of them).
    void takeUpBranch(std::size_t index);
    void undo();
    void redo();

    // The help the done entries carry, in order.
    std::vector<HelpNote> doneHelp() const;
    // The moves of the done entries the player made, across jumps: what a move count counts
    // (a hint's, the solver's, a computer's and a replay's moves are not the player's).
    std::vector<GameMove> playersMoves() const;
    // The done part as a file keeps it: the state after the last done jump (the start when
    // there is none) and the moves played since.
    GameRecord positionRecord() const;
    // The same for the first `entries` entries.
    GameRecord recordAt(int entries) const;
    // How many of positionRecord()'s moves each of its entries played, in order (a click that
    // slides three tiles is one entry of 3).
    std::vector<int> positionRecordEntrySizes() const;
    // The done entries that continue a record (HistoryEntry::continuesARecord): the first, whose
    // record is the game a file keeps, and the last, the branch on screen; nothing when none is.
    std::optional<int> firstDoneBranch() const;
    std::optional<int> lastDoneBranch() const;

    // As the autosave keeps it, in the back end's own encodings:
    //   {"steps": [STEP...], "done": N, "abandoned": [{"from": N, "steps": [STEP...]}...]}
    // STEP = {"text", "author", "computer"?, "step": {"moves": [...]} or {"state": {...}},
    //         and "help" when the entry carries some}.
    QJsonObject toJson(const GameBackend &rules) const;
    // The history such an object holds over `start`, each entry checked by the rules from the
    // state before it; nullopt when one does not read or does not follow.
    static std::optional<GameHistory> fromJson(const GameBackend &rules, GameState start,
                                               const QJsonObject &json);

    // The state after the moves, each applied by the rules in turn; the first refusal's reason.
    static Expected<GameState> afterMoves(const GameBackend &rules, GameState state,
                                          const std::vector<GameMove> &moves);

private:
    // The redo tail, if any, becomes the last abandoned branch.
    void abandonRedoTail();

    GameState m_start;
    std::vector<HistoryEntry> m_entries;
    int m_position = 0;
    std::vector<AbandonedBranch> m_abandoned;
};

} // namespace pw::common
