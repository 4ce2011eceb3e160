#pragma once

#include "core/common/OpaqueValue.h"

#include <QString>

#include <optional>
#include <utility>
#include <vector>

namespace pw::common {

// Help the player was given: a move suggested or played for them, or something shown that tells
// part of the answer without a move (a browsed solution, a best line, a check of the tiles).
// A game with any help counts as helped, never as a best.
enum class Help {
    Hint, // a move suggested (and perhaps played)
    Solve, // the answer, shown or played
    Check, // a check that says which pieces are right or wrong
    Solutions, // solutions browsed or counted
    BestLine, // the computer's best line shown
    Autoplay, // a computer player made moves
    Reveal, // an Undo that showed what comes next (Entanglement outside practice)
    Earlier, // a file written before help was itemised says the game was helped
};

// The word a file keeps for a kind of help, and back (nullopt for an unknown word).
QString helpName(Help help);
std::optional<Help> helpFromName(const QString &name);

// One piece of help, with the number of moves played when it was given.
struct HelpNote
{
    Help kind = Help::Hint;
    int atMove = 0;

    friend bool operator==(const HelpNote &, const HelpNote &) = default;
};

// A game as the midend keeps it: everything a game is, one value. The state it started from, every
// move made from there, and how many of them are played; moves past the position are the redo
// tail, undone but not forgotten, so an autosave that writes the record gives Undo and Redo back
// as they were. The state at the position is the start with the first `position` moves applied
// (GameBackend::stateAt). Beside the positions: the help given, the ID the game was generated
// from, and the time it was played. Whatever else a game is (helped, finished, unsaved, its
// score) is computed from this, never kept beside it.
struct GameRecord
{
    GameState start;
    std::vector<GameMove> moves;
    int position = 0;
    // The state on screen when the player changed it at the position without a move
    // (Midend::adjust: Entanglement's hand turned before the tile is placed); null otherwise.
    // A file that keeps such a change writes this state in place of the position's.
    GameState adjusted;
    // Every piece of help given, in order.
    std::vector<HelpNote> help;
    // The seed ID the game was generated from (a daily puzzle's ID names its date); empty for a
    // game that was not generated from one, whose ID is then its start's descriptive ID.
    QString seedId;
    // The time played, in milliseconds (files keep it to a tenth of a second).
    qint64 playedMillis = 0;

    bool assisted() const { return !help.empty(); }

    // A game with no moves yet.
    static GameRecord startingAt(GameState state)
    {
        GameRecord record;
        record.start = std::move(state);
        return record;
    }
};

} // namespace pw::common
