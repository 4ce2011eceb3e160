#pragma once

#include "core/common/SolverSink.h"
#include "core/kanoodle/KanoodleGameId.h"

#include <QString>

#include <optional>
#include <span>

namespace pw::kanoodle {

// The catalog: numbered puzzles everyone shares ("Pyramid 37" is the same puzzle for all), for
// the flat board, the sliding challenges and the pyramid. Each board has catalogPerBoard puzzles
// over catalogLevels levels, catalogPerLevel per level, easiest first. A puzzle is made by the
// unique-solution generator from a fixed recipe (catalogRecipe) and stored by its descriptive ID
// in a generated source file (CatalogData.cpp, written by `puzzle-cli kanoodle catalog
// --make-source`), so a later change of the generator cannot change a numbered puzzle.
enum class CatalogBoard { Flat, Sliding, Pyramid };
inline constexpr int catalogLevels = 5;
inline constexpr int catalogPerLevel = 10;
inline constexpr int catalogPerBoard = catalogLevels * catalogPerLevel;
inline constexpr CatalogBoard catalogBoards[]
    = {CatalogBoard::Flat, CatalogBoard::Sliding, CatalogBoard::Pyramid};

// One stored puzzle: its board, number (1..catalogPerBoard), level (1..catalogLevels), the seed
// ID it was made from and its descriptive ID (the given pieces), the ID a game starts from.
struct CatalogEntry
{
    CatalogBoard board = CatalogBoard::Flat;
    int number = 1;
    int level = 1;
    const char *seedId = "";
    const char *gameId = "";
};

// The stored catalog, board by board in catalogBoards' order, each by number.
std::span<const CatalogEntry> catalog();

// The numbered puzzle a game ID names: its descriptive ID (the start) or the seed ID it was made
// from; nothing for any other ID.
std::optional<CatalogEntry> catalogEntryWithId(const QString &gameId);

// "flat", "sliding" or "pyramid", as the CLI writes it.
QString catalogBoardKey(CatalogBoard board);
// The level of a number: 1..10 level 1, 11..20 level 2, ...
int catalogLevelOf(int number);

// What the generator is asked for by a numbered puzzle: level 1 to 5 is 8 down to 4 pieces
// given on the flat board, the challenge with 5 to 9 pieces of a sliding series, pyramid level
// 10, 30, 50, 70 or 90; the seed is the number.
KanoodleRecipe catalogRecipe(CatalogBoard board, int number);

// A numbered puzzle made afresh from its recipe: its seed ID and descriptive ID. Nothing when
// the sink cancelled or the generator failed.
struct MadeCatalogEntry
{
    QString seedId;
    QString gameId;
};
std::optional<MadeCatalogEntry> makeCatalogEntry(CatalogBoard board, int number,
                                                 common::SolverSink &sink);

} // namespace pw::kanoodle
