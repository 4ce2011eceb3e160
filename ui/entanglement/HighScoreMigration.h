#pragma once

namespace pw::ui::entanglement {

// Before the statistics kept them, the ten best scores per board radius lived in the settings
// under "entanglement/highScores/radius<R>" (score, moves, seed, when). They move into the
// statistics' best scores once, the first time a program with the statistics starts, and then
// leave the settings, so the statistics are the one place that holds them. Entries already in
// the statistics are not added twice. Returns how many entries took a place.
int moveHighScoresToStatistics();

} // namespace pw::ui::entanglement
