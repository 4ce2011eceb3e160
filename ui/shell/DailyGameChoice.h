#pragma once

#include "ui/common/PuzzleTab.h"
#include "ui/shell/DailyArchiveDialog.h"

#include <QPoint>

class QWidget;

namespace pw::ui {

// The tabs' daily games as the shell offers them: Game ▸ Today's Puzzle and the archive. A tab
// may offer several (PuzzleTab::dailyGames); then the player picks one.

// The daily game to start of those `games` offers today: the only one at once; with several, the
// one picked in a small menu shown at `at` (its entries named "dailyGame0", "dailyGame1", ...).
// Empty when there is none or the menu was closed without a pick.
QString chooseDailyGame(const QList<DailyGame> &games, const QPoint &at, QWidget *parent);

// What the archive shows of the tabs that have daily games: each with its daily games, whose
// IDs on any day are the tab's.
QList<DailyPuzzle> dailyPuzzlesOf(const QList<PuzzleTab *> &tabs, const QDate &today);

// What the status bar says of a daily game beside its ID: "Today's Puzzle" (with the game's name
// when the tab offers several: "Today's Puzzle: Pyramid"), or for an earlier day within the
// archive's year "Puzzle of 20 November 2026"; empty for any other game.
QString dailyGameLabel(const PuzzleTab &tab, const QString &gameId, const QDate &today);

} // namespace pw::ui
