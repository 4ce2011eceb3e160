#pragma once

#include "core/common/GameHistory.h"
#include "core/common/Help.h"
#include "core/common/OpaqueValue.h"

#include <QString>

#include <utility>
#include <vector>

namespace pw::common {

// A game as a file holds it: everything a game is, one value. The state it starts from (for the
// midend: the state after the last jump of its history), every move made from there, and how many
// of them are played; moves past the position are the redo tail. The state at the position is
// the start with the first `position` moves applied (GameBackend::stateAt). Beside the positions:
// the whole history that led here, the help given, the ID the game was generated from, and the
// time it was played. Whatever else a game is (helped, finished, unsaved, its score) is computed
// from this, never kept beside it.
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
    // The history as the midend keeps it (every entry with its author and the help it carries,
    // the redo tail and the branches given up), whose position leads to the position above; no
    // start for a record made without one (the command line's). Files keep it in their notes, so
    // Undo and the authors come back with the file.
    GameHistory history;

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
