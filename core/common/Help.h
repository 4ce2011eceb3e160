#pragma once

#include <QString>

#include <optional>

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

} // namespace pw::common
